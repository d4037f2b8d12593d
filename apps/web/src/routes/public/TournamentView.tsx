import { KnownTournament } from '../../features/errors/KnownTournament.js';
import { PublicTournament } from '../../features/tournament/PublicTournament.js';

/** One view of a tournament (e.g. pairings or standings), for one round or the latest. */
export default function TournamentView() {
  return (
    <KnownTournament>
      <PublicTournament />
    </KnownTournament>
  );
}
