import { PageFrame } from '../../features/layout/PageFrame.js';
import { PagedTournamentList } from '../../features/tournament/PagedTournamentList.js';

export default function Tournaments() {
  return (
    <PageFrame title="Tournaments" subtitle="Over-the-board tournaments run with Kingside: players, pairings and standings as they happen.">
      <PagedTournamentList kind="public" linkTo={(t) => `/tournaments/${t.id}`} emptyText="No tournaments yet." />
    </PageFrame>
  );
}
