import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useMyTeams } from '../../api/team-registration.js';
import { useSession } from '../../features/auth/session.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { SignInFirst } from '../../features/team-registration/SignInFirst.js';
import { approvalNote } from '../../features/team-registration/teamApproval.js';

function Teams() {
  const { status } = useSession();
  const teams = useMyTeams(status === 'signed-in');
  const { t } = useLingui();
  if (teams.isPending) return <Card loading />;
  if (teams.isError) return <Alert type="error" showIcon title={messageOf(teams.error)} />;
  if (teams.data.length === 0)
    return <Empty description={t`You captain no team and play on none yet. A captain’s invitation link brings you onto a roster.`} />;
  return (
    <Flex vertical gap={12}>
      {teams.data.map((team) => {
        const players = team.roster.length;
        const boards = team.boardsPerMatch;
        return (
          <Link key={team.teamId} to={`/my-teams/${team.tournamentId}/${team.teamId}`} style={{ color: 'inherit' }}>
            <Card
              size="small"
              hoverable
              title={team.teamName}
              extra={<Tag color={team.role === 'captain' ? 'blue' : undefined}>{team.role === 'captain' ? t`Captain` : t`Player`}</Tag>}
            >
              <Typography.Text>{team.tournamentName}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t`${plural(players, { one: '# player', other: '# players' })}, ${plural(boards, { one: '# board per match', other: '# boards per match' })}`}
                {team.withdrawn ? ` · ${t`withdrawn`}` : ''}
                {approvalNote(team.approval)}
                {team.fee?.status === 'awaiting_payment'
                  ? ` · ${team.fee.order?.outcome === 'failure' ? t`entry fee payment refused: pay again` : t`entry fee to pay`}`
                  : ''}
                {team.fee?.status === 'refunded' ? ` · ${t`entry fee refunded`}` : ''}
              </Typography.Text>
            </Card>
          </Link>
        );
      })}
    </Flex>
  );
}

/** The signed-in account's teams, as captain or player. */
export default function MyTeams() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`My teams`}>
      <SignInFirst title={t`Sign in to see your teams`}>
        <Teams />
      </SignInFirst>
    </PageFrame>
  );
}
