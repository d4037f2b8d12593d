import { Button, Card, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { usePublicTournaments } from '../../api/tournaments.js';
import { TournamentTable } from '../../features/tournament/TournamentTable.js';
import { useSession } from '../../features/auth/session.js';
import { ADMIN_HOME_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '../../features/auth/navigation.js';
import { isStaff } from '../../features/layout/links.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { MyTournaments } from '../../features/player-home/MyTournaments.js';

const NO_SEARCH = {};
const LATEST = 5;

/** The public home: where players land after signing in. */
export default function Home() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const latest = usePublicTournaments(NO_SEARCH, LATEST, 0);

  return (
    <PageFrame
      title={user ? `Welcome, ${user.name}` : 'Kingside'}
      browserTitle={pageTitle()}
      subtitle="Chess tournaments from registration to prizes: pairings, results and standings, on any phone."
    >
      {status === 'signed-out' && (
        <Card>
          <Flex vertical gap={12}>
            <Typography.Text>Players follow their tournaments here; organisers and arbiters run theirs.</Typography.Text>
            <Flex gap={8} wrap>
              <Button type="primary" size="large" onClick={() => void navigate(SIGN_UP_PATH)}>
                Create an account
              </Button>
              <Button size="large" onClick={() => void navigate(SIGN_IN_PATH)}>
                Sign in
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
      {isStaff(user?.role) && (
        <Card>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text>Your tournaments are managed in the admin area.</Typography.Text>
            <Button type="primary" onClick={() => void navigate(ADMIN_HOME_PATH)}>
              Go to dashboard
            </Button>
          </Flex>
        </Card>
      )}
      {user?.role === 'player' && <MyTournaments />}
      <Card title="Latest tournaments" extra={<Link to="/tournaments">All tournaments</Link>}>
        <TournamentTable
          tournaments={latest.data?.tournaments ?? []}
          linkTo={(t) => `/tournaments/${t.id}`}
          loading={latest.isPending}
          emptyText={latest.isError ? 'The tournaments cannot be listed right now.' : 'No tournaments yet.'}
        />
      </Card>
    </PageFrame>
  );
}
