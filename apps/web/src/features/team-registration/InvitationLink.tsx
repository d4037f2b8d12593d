import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { dayOf } from '../format/format.js';
import { useState } from 'react';
import type { TeamInvitationLink } from '@kingside/contract';
import { useCreateInvitation, useRevokeInvitations } from '../../api/team-registration.js';
import { useToasts } from '../notify/useToasts.js';

/** The captain's invitation link: players who open it join the roster as its last reserves. */
export function InvitationLink({ tournamentId, teamId, teamName }: { tournamentId: string; teamId: string; teamName: string }) {
  const { t } = useLingui();
  const create = useCreateInvitation(tournamentId);
  const revoke = useRevokeInvitations(tournamentId);
  const toasts = useToasts();
  const [link, setLink] = useState<TeamInvitationLink | null>(null);
  const expires = link ? dayOf(link.expiresAt) : '';
  const url = link ? new URL(link.path, window.location.origin).toString() : null;
  const share = async () => {
    if (!url) return;
    if (typeof navigator.share === 'function') await navigator.share({ title: t`Join ${teamName}`, url }).catch(() => undefined);
    else
      await navigator.clipboard.writeText(url).then(
        () => toasts.success(t`Link copied`),
        (error: unknown) => toasts.error(error),
      );
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        <Trans>Players who open the link, signed in, join the roster as its last reserves.</Trans>
      </Typography.Text>
      {url && link && (
        <>
          <Input readOnly value={url} aria-label={t`Invitation link`} onFocus={(event) => event.target.select()} />
          <Typography.Text type="secondary">
            <Trans>Works until {expires}.</Trans>
          </Typography.Text>
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
          {url ? <Trans>New link</Trans> : <Trans>Make an invitation link</Trans>}
        </Button>
        {url && (
          <Button type="primary" onClick={() => void share()}>
            <Trans>Share or copy</Trans>
          </Button>
        )}
        <Popconfirm
          title={t`Stop every invitation link of the team?`}
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
            <Trans>Revoke links</Trans>
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
