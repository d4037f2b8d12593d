import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session.js';
import { ADMIN_HOME_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '../../features/auth/navigation.js';
import { isStaff } from '../../features/layout/links.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

/** The public home: where players land after signing in. */
export default function Home() {
  const { status, user } = useSession();
  const navigate = useNavigate();

  return (
    <PageFrame
      title={user ? `Welcome, ${user.name}` : 'Kingside'}
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
      <Upcoming heading={user ? 'Your tournaments' : 'Published tournaments'}>
        {user
          ? 'The tournaments you are registered in will be listed here, with your next pairing, your results and your standing.'
          : 'Published tournaments will be listed here, with their dates, place and format.'}
      </Upcoming>
    </PageFrame>
  );
}
