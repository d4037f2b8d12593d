import { Alert, Button, Card, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useAcceptInvitation, useTeamInvitation } from '../../api/team-registration.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { SignInFirst } from '../../features/team-registration/SignInFirst.js';

/** A captain's invitation link: what it invites to, and joining the roster as its last reserve. */
export default function JoinTeam() {
  const { token = '' } = useParams();
  const invitation = useTeamInvitation(token);
  const accept = useAcceptInvitation(token);
  const toasts = useToasts();
  const navigate = useNavigate();
  const view = invitation.data;
  return (
    <PageFrame title={view ? `Join ${view.teamName}` : 'Join a team'}>
      {invitation.isPending && <Card loading />}
      {invitation.isError && <Alert type="error" showIcon title={messageOf(invitation.error)} />}
      {view && (
        <Card>
          <Typography.Paragraph>
            <strong>{view.teamName}</strong> in <strong>{view.tournamentName}</strong>
            {view.captain ? `, captained by ${view.captain}` : ''}, invites you onto its roster. You join as its last reserve; the captain picks each round’s
            lineup.
          </Typography.Paragraph>
          {view.expired ? (
            <Alert type="warning" showIcon title="This link has expired: ask the captain for a new one." />
          ) : (
            <SignInFirst what="join the team">
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
                Join {view.teamName}
              </Button>
            </SignInFirst>
          )}
        </Card>
      )}
    </PageFrame>
  );
}
