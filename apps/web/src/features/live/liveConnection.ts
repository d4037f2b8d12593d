import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { everythingOf, keysToRefresh, liveUrl, parseLiveEvent, reconnectDelay } from './liveEvents.js';

/** `connecting` until the first open, `live` while the stream is up, `reconnecting` between attempts. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

/** The part of EventSource used here (tests hand in a fake). */
export interface LiveSource {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveConnectionDeps {
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
  openSource(url: string): LiveSource;
  appKey?: string;
  schedule?: (run: () => void, ms: number) => () => void;
  /** The clock the queries' read times are compared with (tests hand in their own). */
  now?: () => number;
}

export interface LiveConnection {
  readonly status: LiveStatus;
  /** Calls `listener` on every status change until the answer is called. */
  watch(listener: (status: LiveStatus) => void): () => void;
  close(): void;
}

const defaultSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * One tournament's stream: each change refetches the reads it makes stale; a dropped stream is
 * reopened after a growing pause (EventSource's own retry gives up on an HTTP error), and everything
 * is read again then, since changes in between were not heard. The first open reads again what was
 * read before it: a page reads its data while the stream is being set up, and a change made between
 * the two is announced to nobody (the server follows the tournament only once the stream opens).
 */
export function openLiveConnection(tournamentId: string, deps: LiveConnectionDeps): LiveConnection {
  const schedule = deps.schedule ?? defaultSchedule;
  const watchers = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'connecting';
  let source: LiveSource | undefined;
  let cancelRetry: (() => void) | undefined;
  let failures = 0;
  let missed = false;
  let closed = false;

  const setStatus = (next: LiveStatus) => {
    status = next;
    for (const watcher of watchers) watcher(next);
  };
  const refresh = (keys: QueryKey[]) => {
    for (const queryKey of keys) void deps.queryClient.invalidateQueries({ queryKey });
  };
  const refreshReadBefore = (keys: QueryKey[], openedAt: number) => {
    for (const queryKey of keys) void deps.queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.dataUpdatedAt < openedAt });
  };
  let opened = false;

  const connect = () => {
    cancelRetry = undefined;
    source = deps.openSource(liveUrl(tournamentId, deps.appKey));
    source.onopen = () => {
      failures = 0;
      setStatus('live');
      if (missed) refresh(everythingOf(tournamentId));
      else if (!opened) refreshReadBefore(everythingOf(tournamentId), deps.now?.() ?? Date.now());
      missed = false;
      opened = true;
    };
    source.onmessage = (message) => {
      const event = parseLiveEvent(message.data);
      if (event && event.tournamentId === tournamentId) refresh(keysToRefresh(event));
    };
    source.onerror = () => {
      source?.close();
      if (closed) return;
      missed = true;
      setStatus('reconnecting');
      cancelRetry = schedule(connect, reconnectDelay(failures));
      failures += 1;
    };
  };
  connect();

  return {
    get status() {
      return status;
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    close() {
      closed = true;
      cancelRetry?.();
      source?.close();
      watchers.clear();
    },
  };
}

/**
 * Every component of a page that follows one tournament shares one stream: a browser keeps only
 * six connections per server, and each open stream holds one.
 */
export function sharedLiveConnections(deps: LiveConnectionDeps) {
  const open = new Map<string, { connection: LiveConnection; users: number }>();
  return {
    /** The tournament's connection, opened on first use; `release` closes it after its last user. */
    use(tournamentId: string): { connection: LiveConnection; release: () => void } {
      let shared = open.get(tournamentId);
      if (!shared) {
        shared = { connection: openLiveConnection(tournamentId, deps), users: 0 };
        open.set(tournamentId, shared);
      }
      shared.users += 1;
      const entry = shared;
      let released = false;
      return {
        connection: entry.connection,
        release() {
          if (released) return;
          released = true;
          entry.users -= 1;
          if (entry.users === 0) {
            entry.connection.close();
            open.delete(tournamentId);
          }
        },
      };
    },
    /** How many streams are open (for tests). */
    get size() {
      return open.size;
    },
  };
}
