import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '../../features/auth/roles.js';
import { useSession } from '../../features/auth/session.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function Dashboard() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Dashboard"
      subtitle={user ? `Signed in as ${user.name} (${ROLE_LABELS[user.role]})` : undefined}
      extra={
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => void navigate('/admin/create-tournament')}>
            Create tournament
          </Button>
          <Button onClick={() => void navigate('/admin/manage-tournaments')}>Manage tournaments</Button>
        </Flex>
      }
    >
      <Upcoming heading="Your tournaments at a glance">
        Figures of your tournaments will be shown here: tournaments running and finished, players registered, rounds
        played, results still to enter, and prizes to pay.
      </Upcoming>
    </PageFrame>
  );
}
