import { Alert, Button, Flex, Popconfirm } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedTeam } from '@kingside/contract';
import { useApproveTeam, useDeclineTeam } from '../../api/team-admin.js';
import { useToasts } from '../notify/useToasts.js';

/**
 * A registered team under the organiser's approval: awaiting it, with Approve and Decline; declined, said so. An
 * approved team shows nothing here.
 */
export function TeamApproval({ tournamentId, team }: { tournamentId: string; team: ManagedTeam }) {
  const { t } = useLingui();
  const approve = useApproveTeam(tournamentId);
  const decline = useDeclineTeam(tournamentId);
  const toasts = useToasts();
  const decide = (promise: Promise<{ message: string }>) =>
    promise.then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );
  if (team.approval === 'declined') return <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t`Declined: not in the event`} />;
  if (team.approval !== 'awaiting') return null;
  const teamName = team.name;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 8 }}
      title={t`Registered by its captain, awaiting your approval`}
      description={
        <Flex gap={8} wrap style={{ marginTop: 4 }}>
          <Button size="small" type="primary" loading={approve.isPending} onClick={() => void decide(approve.mutateAsync(team.id))}>
            <Trans>Approve</Trans>
          </Button>
          <Popconfirm title={t`Decline ${teamName}? Its captain sees that it was declined.`} onConfirm={() => decide(decline.mutateAsync(team.id))}>
            <Button size="small" danger loading={decline.isPending}>
              <Trans>Decline</Trans>
            </Button>
          </Popconfirm>
        </Flex>
      }
    />
  );
}
