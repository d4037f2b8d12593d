import { lazy, Suspense } from 'react';
import { useSession } from '../auth/session.js';
import { loadChunk } from '../errors/chunks.js';

const CheckInCard = lazy(() => loadChunk('check-in', () => import('./CheckInCard.js')).then((m) => ({ default: m.CheckInCard })));

/** The check-in card as its own chunk, fetched only for a signed-in visitor (spectators never load it). */
export function LazyCheckInCard({ tournamentId }: { tournamentId: string }) {
  const { user } = useSession();
  if (user === null) return null;
  return (
    <Suspense fallback={null}>
      <CheckInCard tournamentId={tournamentId} />
    </Suspense>
  );
}
