import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function CreateLichessTournament() {
  return (
    <PageFrame
      title="Create a lichess tournament"
      subtitle="Games played online on lichess.org."
      back={{ to: '/select-tournament-platform', label: 'Choose a platform' }}
    >
      <Upcoming heading="Lichess tournament form">
        Once your lichess account is connected, the form for an online tournament will be here: name, your lichess team,
        format, time control and start time.
      </Upcoming>
    </PageFrame>
  );
}
