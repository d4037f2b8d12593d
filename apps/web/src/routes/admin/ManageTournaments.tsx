import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function ManageTournaments() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Manage tournaments"
      extra={
        <Button type="primary" onClick={() => void navigate('/admin/create-tournament')}>
          Create tournament
        </Button>
      }
    >
      <Upcoming heading="No tournaments to manage yet">
        Your tournaments will be listed here, searchable by name and type; open one to register players, pair rounds,
        enter results and award prizes.
      </Upcoming>
    </PageFrame>
  );
}
