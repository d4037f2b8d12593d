import { useParams } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function TournamentAdmin() {
  const { id = '' } = useParams();
  return (
    <PageFrame
      title="Tournament administration"
      subtitle={`Tournament ${id}`}
      back={{ to: '/admin/manage-tournaments', label: 'Manage tournaments' }}
    >
      <Upcoming heading="Running the tournament">
        This tournament's players, rounds and pairings, results, standings with tie-breaks, and prizes will be managed
        here, round by round.
      </Upcoming>
    </PageFrame>
  );
}
