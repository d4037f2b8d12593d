import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useMyTeams, usePayTeamFee } from '../../api/team-registration.js';
import { useTournament } from '../../api/tournaments.js';
import { useSession } from '../../features/auth/session.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { CaptainLineup } from '../../features/lineups/CaptainLineup.js';
import { useLiveTournament } from '../../features/live/useLiveTournament.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { InvitationLink } from '../../features/team-registration/InvitationLink.js';
import { SignInFirst } from '../../features/team-registration/SignInFirst.js';

function Team({ tournamentId, teamId }: { tournamentId: string; teamId: string }) {
  const { status } = useSession();
  const teams = useMyTeams(status === 'signed-in');
  const tournament = useTournament(tournamentId);
  useLiveTournament(tournamentId);
  const pay = usePayTeamFee(tournamentId);
  const toasts = useToasts();
  if (teams.isPending) return <Card loading />;
  if (teams.isError) return <Alert type="error" showIcon title={messageOf(teams.error)} />;
  const team = teams.data.find((t) => t.teamId === teamId && t.tournamentId === tournamentId);
  if (!team) return <Alert type="warning" showIcon title="This is not one of your teams" description={<Link to="/my-teams">Your teams</Link>} />;
  const captain = team.role === 'captain';
  const round = tournament.data?.currentRound ?? 0;
  return (
    <Flex vertical gap={12}>
      {team.fee?.status === 'awaiting_payment' && (
        <Alert
          type="warning"
          showIcon
          title="The team’s entry fee is not paid yet: the team is not paired until it is."
          description={
            captain ? (
              <Button
                type="primary"
                loading={pay.isPending}
                onClick={() =>
                  void pay.mutateAsync(teamId).then(
                    (answer) => {
                      if (answer.data.paymentUrl) window.location.assign(answer.data.paymentUrl);
                      else toasts.success(answer.message);
                    },
                    (error: unknown) => toasts.error(error),
                  )
                }
              >
                Pay the entry fee
              </Button>
            ) : undefined
          }
        />
      )}
      <Card size="small" title={round > 0 ? `Lineup, round ${round}` : 'Lineup'}>
        {captain ? (
          <CaptainLineup tournamentId={tournamentId} teamId={teamId} round={round} />
        ) : (
          <Typography.Text type="secondary">Your captain sets the lineup; your board shows on the tournament’s pairings once it is published.</Typography.Text>
        )}
      </Card>
      <Card size="small" title={`Roster (${team.roster.length})`}>
        <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
          {team.roster.map((p) => (
            <li key={p.entryId} style={{ padding: '4px 0' }}>
              <Flex gap={8} align="center">
                <Tag style={{ minWidth: 40, textAlign: 'center', margin: 0 }} color={p.position <= team.boardsPerMatch ? 'blue' : undefined}>
                  {p.position <= team.boardsPerMatch ? p.position : `R${p.position - team.boardsPerMatch}`}
                </Tag>
                <span>
                  {p.title ? `${p.title} ` : ''}
                  {p.name}
                </span>
                <Typography.Text type="secondary">{p.rating || 'unrated'}</Typography.Text>
                {p.withdrawn && <Tag color="red">Withdrawn</Tag>}
              </Flex>
            </li>
          ))}
        </ol>
      </Card>
      {captain && (
        <Card size="small" title="Invite players">
          <InvitationLink tournamentId={tournamentId} teamId={teamId} teamName={team.teamName} />
        </Card>
      )}
      <Link to={`/tournaments/${tournamentId}`}>The tournament’s page</Link>
    </Flex>
  );
}

/** A team's page for its captain (lineup, roster, invitations) and its players (roster). */
export default function CaptainTeam() {
  const { tournamentId = '', teamId = '' } = useParams();
  const { status } = useSession();
  const name = useMyTeams(status === 'signed-in').data?.find((t) => t.teamId === teamId)?.teamName;
  return (
    <PageFrame title={name ?? 'Team'} back={{ to: '/my-teams', label: 'My teams' }}>
      <SignInFirst what="see your team">
        <Team tournamentId={tournamentId} teamId={teamId} />
      </SignInFirst>
    </PageFrame>
  );
}
