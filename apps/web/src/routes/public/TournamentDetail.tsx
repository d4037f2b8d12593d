import { PublicTournament } from '../../features/tournament/PublicTournament.js';

export default function TournamentDetail() {
  return <PublicTournament />;
}
