import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function Tournaments() {
  return (
    <PageFrame title="Tournaments" subtitle="Over-the-board and online tournaments run with Kingside.">
      <Upcoming heading="No tournaments listed yet">
        Tournaments will be listed here with their dates, place and format. You will be able to search them by name and
        open one for its players, pairings and standings.
      </Upcoming>
    </PageFrame>
  );
}
