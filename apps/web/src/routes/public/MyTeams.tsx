import { Alert, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useMyTeams } from '../../api/team-registration.js';
import { useSession } from '../../features/auth/session.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { SignInFirst } from '../../features/team-registration/SignInFirst.js';

function Teams() {
  const { status } = useSession();
  const teams = useMyTeams(status === 'signed-in');
  if (teams.isPending) return <Card loading />;
  if (teams.isError) return <Alert type="error" showIcon title={messageOf(teams.error)} />;
  if (teams.data.length === 0) return <Empty description="You captain no team and play on none yet. A captain’s invitation link brings you onto a roster." />;
  return (
    <Flex vertical gap={12}>
      {teams.data.map((team) => (
        <Link key={team.teamId} to={`/my-teams/${team.tournamentId}/${team.teamId}`} style={{ color: 'inherit' }}>
          <Card
            size="small"
            hoverable
            title={team.teamName}
            extra={<Tag color={team.role === 'captain' ? 'blue' : undefined}>{team.role === 'captain' ? 'Captain' : 'Player'}</Tag>}
          >
            <Typography.Text>{team.tournamentName}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {team.roster.length} player{team.roster.length === 1 ? '' : 's'}, {team.boardsPerMatch} boards per match
              {team.withdrawn ? ' · withdrawn' : ''}
              {team.fee?.status === 'awaiting_payment' ? ' · entry fee to pay' : ''}
            </Typography.Text>
          </Card>
        </Link>
      ))}
    </Flex>
  );
}

/** The signed-in account's teams, as captain or player. */
export default function MyTeams() {
  return (
    <PageFrame title="My teams">
      <SignInFirst what="see your teams">
        <Teams />
      </SignInFirst>
    </PageFrame>
  );
}
