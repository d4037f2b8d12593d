import { lazy, Suspense } from 'react';
import { useSession } from '../auth/session.js';
import { loadChunk } from '../errors/chunks.js';

const CheckInCard = lazy(() => loadChunk('check-in', () => import('./CheckInCard.js')).then((m) => ({ default: m.CheckInCard })));
const CurrentGameCard = lazy(() => loadChunk('current-game', () => import('../player-home/CurrentGameCard.js')).then((m) => ({ default: m.CurrentGameCard })));

/**
 * The player's own cards on a tournament's page, each its own chunk fetched only for a signed-in visitor (spectators
 * never load them): the board of the round under way first, then the check-in for the next round.
 */
export function LazyCheckInCard({ tournamentId }: { tournamentId: string }) {
  const { user } = useSession();
  if (user === null) return null;
  return (
    <Suspense fallback={null}>
      <CurrentGameCard tournamentId={tournamentId} />
      <CheckInCard tournamentId={tournamentId} />
    </Suspense>
  );
}
