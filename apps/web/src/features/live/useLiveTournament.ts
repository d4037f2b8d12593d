import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sharedLiveConnections, type LiveStatus } from './liveConnection.js';

export type { LiveStatus } from './liveConnection.js';

const pools = new WeakMap<QueryClient, ReturnType<typeof sharedLiveConnections>>();

function poolOf(queryClient: QueryClient) {
  let pool = pools.get(queryClient);
  if (!pool) {
    pool = sharedLiveConnections({
      queryClient,
      openSource: (url) => new EventSource(url),
      appKey: import.meta.env.VITE_APP_KEY,
    });
    pools.set(queryClient, pool);
  }
  return pool;
}

/**
 * Follows a tournament's live stream while `enabled` (one stream per tournament however many
 * components ask): pairings, standings and players refetch as the arbiter changes them.
 */
export function useLiveTournament(tournamentId: string, enabled = true): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('off');

  useEffect(() => {
    if (!enabled || !tournamentId || typeof EventSource === 'undefined') {
      setStatus('off');
      return;
    }
    const { connection, release } = poolOf(queryClient).use(tournamentId);
    setStatus(connection.status);
    const unwatch = connection.watch(setStatus);
    return () => {
      unwatch();
      release();
    };
  }, [tournamentId, enabled, queryClient]);

  return status;
}
