import { useParams } from 'react-router';
import { KnownTournament, NotFoundScreen } from '../../features/errors/KnownTournament.js';
import { PublicTournament } from '../../features/tournament/PublicTournament.js';
import { isPublicView } from '../../features/tournament/publicTabs.js';

/** One view of a tournament (e.g. pairings or standings), for one round or the latest; a view that does not exist is not found. */
export default function TournamentView() {
  const { type = '' } = useParams();
  if (!isPublicView(type)) return <NotFoundScreen />;
  return (
    <KnownTournament>
      <PublicTournament />
    </KnownTournament>
  );
}
