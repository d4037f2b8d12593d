import { Trans, useLingui } from '@lingui/react/macro';
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
import { teamApprovalState } from '../../features/team-registration/teamApproval.js';
import { teamFeeState } from '../../features/team-registration/teamFee.js';

function Team({ tournamentId, teamId }: { tournamentId: string; teamId: string }) {
  const { status } = useSession();
  const teams = useMyTeams(status === 'signed-in');
  const tournament = useTournament(tournamentId);
  useLiveTournament(tournamentId);
  const pay = usePayTeamFee(tournamentId);
  const toasts = useToasts();
  const { t } = useLingui();
  if (teams.isPending) return <Card loading />;
  if (teams.isError) return <Alert type="error" showIcon title={messageOf(teams.error)} />;
  const team = teams.data.find((mine) => mine.teamId === teamId && mine.tournamentId === tournamentId);
  if (!team)
    return (
      <Alert
        type="warning"
        showIcon
        title={t`This is not one of your teams`}
        description={
          <Link to="/my-teams">
            <Trans>Your teams</Trans>
          </Link>
        }
      />
    );
  const captain = team.role === 'captain';
  const round = tournament.data?.currentRound ?? 0;
  const fee = teamFeeState(team.fee, { captain, roundOnePaired: round > 0 });
  const approval = teamApprovalState(team.approval, { captain });
  const rosterSize = team.roster.length;
  return (
    <Flex vertical gap={12}>
      {approval && <Alert type={approval.tone} showIcon title={approval.title} />}
      {fee && (
        <Alert
          type={fee.tone}
          showIcon
          title={fee.title}
          description={
            fee.pay ? (
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
                {fee.pay}
              </Button>
            ) : undefined
          }
        />
      )}
      <Card size="small" title={round > 0 ? t`Lineup, round ${round}` : t`Lineup`}>
        {captain ? (
          <CaptainLineup tournamentId={tournamentId} teamId={teamId} round={round} />
        ) : (
          <Typography.Text type="secondary">
            <Trans>Your captain sets the lineup; your board shows on the tournament’s pairings once it is published.</Trans>
          </Typography.Text>
        )}
      </Card>
      <Card size="small" title={t`Roster (${rosterSize})`}>
        <ol style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {team.roster.map((p) => {
            const reserve = p.position - team.boardsPerMatch;
            return (
              <li key={p.entryId} style={{ padding: '4px 0' }}>
                <Flex gap={8} align="center">
                  <Tag style={{ minWidth: 40, textAlign: 'center', margin: 0 }} color={p.position <= team.boardsPerMatch ? 'blue' : undefined}>
                    {p.position <= team.boardsPerMatch ? p.position : t({ message: `R${reserve}`, context: 'reserve, abbreviated' })}
                  </Tag>
                  <span>
                    {p.title ? `${p.title} ` : ''}
                    {p.name}
                  </span>
                  <Typography.Text type="secondary">{p.rating || t`unrated`}</Typography.Text>
                  {p.withdrawn && (
                    <Tag color="red">
                      <Trans>Withdrawn</Trans>
                    </Tag>
                  )}
                </Flex>
              </li>
            );
          })}
        </ol>
      </Card>
      {captain && team.approval === 'approved' && (
        <Card size="small" title={t`Invite players`}>
          <InvitationLink tournamentId={tournamentId} teamId={teamId} teamName={team.teamName} />
        </Card>
      )}
      <Link to={`/tournaments/${tournamentId}`}>
        <Trans>The tournament’s page</Trans>
      </Link>
    </Flex>
  );
}

/** A team's page for its captain (lineup, roster, invitations) and its players (roster). */
export default function CaptainTeam() {
  const { tournamentId = '', teamId = '' } = useParams();
  const { status } = useSession();
  const name = useMyTeams(status === 'signed-in').data?.find((mine) => mine.teamId === teamId)?.teamName;
  const { t } = useLingui();
  return (
    <PageFrame title={name ?? t`Team`} back={{ to: '/my-teams', label: t`My teams` }}>
      <SignInFirst title={t`Sign in to see your team`}>
        <Team tournamentId={tournamentId} teamId={teamId} />
      </SignInFirst>
    </PageFrame>
  );
}
