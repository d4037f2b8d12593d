import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function AdminCreateTournament() {
  return (
    <PageFrame title="Create tournament" back={{ to: '/admin/manage-tournaments', label: 'Manage tournaments' }}>
      <Upcoming heading="Tournament form">
        The form for a new tournament will be here: name, place and dates, pairing system, rounds, time control,
        tie-breaks, registration, club membership, and whether to make a brochure.
      </Upcoming>
    </PageFrame>
  );
}
