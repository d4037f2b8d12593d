import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function PlayersUpload() {
  return (
    <PageFrame title="Upload players" subtitle="Register a tournament's players from a spreadsheet.">
      <Upcoming heading="Player upload">
        You will upload a CSV or Excel sheet of players here (name, FIDE id, rating, federation, club), check the rows,
        and add them to a tournament.
      </Upcoming>
    </PageFrame>
  );
}
