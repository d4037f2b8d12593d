import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { TeamInvitationLink } from '@kingside/contract';
import { useCreateInvitation, useRevokeInvitations } from '../../api/team-registration.js';
import { useToasts } from '../notify/useToasts.js';

/** The captain's invitation link: players who open it join the roster as its last reserves. */
export function InvitationLink({ tournamentId, teamId, teamName }: { tournamentId: string; teamId: string; teamName: string }) {
  const create = useCreateInvitation(tournamentId);
  const revoke = useRevokeInvitations(tournamentId);
  const toasts = useToasts();
  const [link, setLink] = useState<TeamInvitationLink | null>(null);
  const url = link ? new URL(link.path, window.location.origin).toString() : null;
  const share = async () => {
    if (!url) return;
    if (typeof navigator.share === 'function') await navigator.share({ title: `Join ${teamName}`, url }).catch(() => undefined);
    else
      await navigator.clipboard.writeText(url).then(
        () => toasts.success('Link copied'),
        (error: unknown) => toasts.error(error),
      );
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">Players who open the link, signed in, join the roster as its last reserves.</Typography.Text>
      {url && link && (
        <>
          <Input readOnly value={url} aria-label="Invitation link" onFocus={(event) => event.target.select()} />
          <Typography.Text type="secondary">Works until {new Date(link.expiresAt).toLocaleDateString()}.</Typography.Text>
        </>
      )}
      <Flex gap={8} wrap>
        <Button
          type={url ? 'default' : 'primary'}
          loading={create.isPending}
          onClick={() =>
            void create.mutateAsync(teamId).then(
              (answer) => setLink(answer.data),
              (error: unknown) => toasts.error(error),
            )
          }
        >
          {url ? 'New link' : 'Make an invitation link'}
        </Button>
        {url && (
          <Button type="primary" onClick={() => void share()}>
            Share or copy
          </Button>
        )}
        <Popconfirm
          title="Stop every invitation link of the team?"
          onConfirm={() =>
            void revoke.mutateAsync(teamId).then(
              (answer) => {
                setLink(null);
                toasts.success(answer.message);
              },
              (error: unknown) => toasts.error(error),
            )
          }
        >
          <Button danger loading={revoke.isPending}>
            Revoke links
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
