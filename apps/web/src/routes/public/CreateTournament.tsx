import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function CreateTournament() {
  return (
    <PageFrame
      title="Create a tournament"
      subtitle="An over-the-board tournament."
      back={{ to: '/select-tournament-platform', label: 'Choose a platform' }}
    >
      <Upcoming heading="Tournament form">
        The form for a new tournament will be here: name, place and dates, pairing system (Swiss or round robin), number
        of rounds, time control, tie-breaks, and files such as the regulations.
      </Upcoming>
    </PageFrame>
  );
}
