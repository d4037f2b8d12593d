import { KnownTournament } from '../../features/errors/KnownTournament.js';
import { PublicTournament } from '../../features/tournament/PublicTournament.js';

export default function TournamentDetail() {
  return (
    <KnownTournament>
      <PublicTournament />
    </KnownTournament>
  );
}
