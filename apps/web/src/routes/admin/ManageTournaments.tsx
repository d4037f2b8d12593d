import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { PagedTournamentList } from '../../features/tournament/PagedTournamentList.js';

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
      <PagedTournamentList kind="managed" linkTo={(t) => `/admin/tournament/${t.id}`} emptyText="You have no tournaments yet: create one." />
    </PageFrame>
  );
}
