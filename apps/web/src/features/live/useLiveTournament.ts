import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { everythingOf, keysToRefresh, liveUrl, parseLiveEvent, reconnectDelay } from './liveEvents.js';

/** `connecting` until the first open, `live` while the stream is up, `reconnecting` between attempts. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

/**
 * Follows a tournament's live stream while `enabled`: each change refetches the reads it makes stale,
 * so pairings and standings update without a reload. A dropped stream is reopened after a growing
 * pause, and everything is read again then, since changes in between were not heard.
 */
export function useLiveTournament(tournamentId: string, enabled = true): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>(enabled ? 'connecting' : 'off');

  useEffect(() => {
    if (!enabled || !tournamentId || typeof EventSource === 'undefined') {
      setStatus('off');
      return;
    }
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let missed = false;
    let stopped = false;
    const refresh = (keys: QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      source = new EventSource(liveUrl(tournamentId, import.meta.env.VITE_APP_KEY));
      source.onopen = () => {
        failures = 0;
        setStatus('live');
        if (missed) refresh(everythingOf(tournamentId));
        missed = false;
      };
      source.onmessage = (message: MessageEvent) => {
        const event = parseLiveEvent(message.data);
        if (event && event.tournamentId === tournamentId) refresh(keysToRefresh(event));
      };
      source.onerror = () => {
        // Reconnecting is ours, with backoff (EventSource's own retry gives up on an HTTP error).
        source?.close();
        if (stopped) return;
        missed = true;
        setStatus('reconnecting');
        retry = setTimeout(connect, reconnectDelay(failures));
        failures += 1;
      };
    };

    setStatus('connecting');
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [tournamentId, enabled, queryClient]);

  return status;
}
