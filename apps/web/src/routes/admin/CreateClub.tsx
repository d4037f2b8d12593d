import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function CreateClub() {
  return (
    <PageFrame title="Create club" subtitle="A club groups organisers; club-membership tournaments belong to a club.">
      <Upcoming heading="Club form">
        The form for a new club will be here: its name, place and the organisers who run its tournaments.
      </Upcoming>
    </PageFrame>
  );
}
