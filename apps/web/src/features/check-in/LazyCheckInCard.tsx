import { Suspense } from 'react';
import { useSession } from '../auth/session.js';
import { lazyOptionalPart } from '../errors/chunks.js';

const CheckInCard = lazyOptionalPart('check-in', () => import('./CheckInCard.js').then((m) => m.CheckInCard));
const CurrentGameCard = lazyOptionalPart('current-game', () => import('../player-home/CurrentGameCard.js').then((m) => m.CurrentGameCard));

/**
 * The player's own cards on a tournament's page, each its own chunk fetched only for a signed-in visitor (spectators
 * never load them): the board of the round under way first, then the check-in for the next round. Offline, a card
 * whose code this phone never fetched is left out and the page shows without it.
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
