import { PageFrame } from '../../features/layout/PageFrame.js';
import { CreateTournamentPanel } from '../../features/tournament/CreateTournamentPanel.js';

export default function AdminCreateTournament() {
  return (
    <PageFrame title="Create tournament" back={{ to: '/admin/manage-tournaments', label: 'Manage tournaments' }}>
      <CreateTournamentPanel />
    </PageFrame>
  );
}
