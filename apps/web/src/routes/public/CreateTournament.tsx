import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../../features/auth/navigation.js';
import { useSession } from '../../features/auth/session.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { isStaff } from '../../features/layout/links.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { CreateTournamentPanel } from '../../features/tournament/CreateTournamentPanel.js';

export default function CreateTournament() {
  const { status, user } = useSession();
  return (
    <PageFrame
      title="Create a tournament"
      subtitle="An over-the-board tournament."
      back={{ to: '/select-tournament-platform', label: 'Choose a platform' }}
    >
      {status === 'checking' ? (
        <Spinner />
      ) : isStaff(user?.role) ? (
        <CreateTournamentPanel />
      ) : (
        <Card>
          <Flex vertical gap={12}>
            <Typography.Text>
              {status === 'signed-in'
                ? 'Tournaments are created with an organiser account; this account is a player\u2019s.'
                : 'Sign in with an organiser account to create a tournament.'}
            </Typography.Text>
            {status === 'signed-out' && (
              <Flex gap={8} wrap>
                <Link to={SIGN_IN_PATH} className="ks-button-link">
                  Sign in
                </Link>
                <Link to={SIGN_UP_PATH} className="ks-button-link ks-button-link--quiet" style={{ height: 40 }}>
                  Create an organiser account
                </Link>
              </Flex>
            )}
          </Flex>
        </Card>
      )}
    </PageFrame>
  );
}
