import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { sharedLiveConnections, type LiveConnection, type LiveStatus } from './liveConnection.js';

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
  const active = enabled && tournamentId !== '' && typeof EventSource !== 'undefined';
  // The stream this component holds while subscribed; its status is what the component shows.
  const held = useRef<LiveConnection | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!active) return () => undefined;
      const { connection, release } = poolOf(queryClient).use(tournamentId);
      held.current = connection;
      const unwatch = connection.watch(onChange);
      onChange();
      return () => {
        unwatch();
        release();
        if (held.current === connection) held.current = null;
      };
    },
    [active, tournamentId, queryClient],
  );
  const status = useSyncExternalStore(
    subscribe,
    () => held.current?.status ?? 'off',
    () => 'off' as const,
  );
  return active ? status : 'off';
}
