import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useAcceptInvitation, useTeamInvitation } from '../../api/team-registration.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { SignInFirst } from '../../features/team-registration/SignInFirst.js';

/** What the invitation invites to, with its captain when the team has one. */
function Invitation({ team, tournament, captain }: { team: string; tournament: string; captain: string | null }) {
  return captain ? (
    <Trans>
      <strong>{team}</strong> in <strong>{tournament}</strong>, captained by {captain}, invites you onto its roster. You join as its last reserve; the captain
      picks each round’s lineup.
    </Trans>
  ) : (
    <Trans>
      <strong>{team}</strong> in <strong>{tournament}</strong> invites you onto its roster. You join as its last reserve; the captain picks each round’s lineup.
    </Trans>
  );
}

/** A captain's invitation link: what it invites to, and joining the roster as its last reserve. */
export default function JoinTeam() {
  const { token = '' } = useParams();
  const invitation = useTeamInvitation(token);
  const accept = useAcceptInvitation(token);
  const toasts = useToasts();
  const navigate = useNavigate();
  const view = invitation.data;
  const { t } = useLingui();
  const teamName = view?.teamName;
  return (
    <PageFrame title={teamName ? t`Join ${teamName}` : t`Join a team`}>
      {invitation.isPending && <Card loading />}
      {invitation.isError && <Alert type="error" showIcon title={messageOf(invitation.error)} />}
      {view && (
        <Card>
          <Typography.Paragraph>
            <Invitation team={view.teamName} tournament={view.tournamentName} captain={view.captain} />
          </Typography.Paragraph>
          {view.expired ? (
            <Alert type="warning" showIcon title={t`This link has expired: ask the captain for a new one.`} />
          ) : (
            <SignInFirst title={t`Sign in to join the team`}>
              <Button
                type="primary"
                size="large"
                block
                loading={accept.isPending}
                onClick={() =>
                  void accept.mutateAsync({}).then(
                    (answer) => {
                      toasts.success(answer.message);
                      void navigate(`/my-teams/${answer.data.tournamentId}/${answer.data.teamId}`);
                    },
                    (error: unknown) => toasts.error(error),
                  )
                }
              >
                <Trans>Join {teamName}</Trans>
              </Button>
            </SignInFirst>
          )}
        </Card>
      )}
    </PageFrame>
  );
}
