import { liveEvent, type LiveEvent } from '@kingside/contract';
import type { Database } from '../../db/connection.js';

/** The database channel every instance listens on; changes are announced there (publish.ts). */
export const LIVE_CHANNEL = 'kingside_live';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Hands each tournament's changes to whoever follows it in this process (the live streams). The
 * changes come from the database's LISTEN/NOTIFY, not from this process's own calls, so every
 * instance on one PostgreSQL database — or every app on one PGlite — hears every change once, and
 * only changes that committed.
 */
export interface LiveBus {
  /** Calls `listener` with every change of the tournament until the answer is called. */
  subscribe(tournamentId: string, listener: LiveListener): () => void;
  /** How many listeners follow the tournament (for tests and the log). */
  followers(tournamentId: string): number;
  close(): Promise<void>;
}

export async function startLiveBus(database: Database, clock: () => Date): Promise<LiveBus> {
  const listeners = new Map<string, Set<LiveListener>>();

  const deliver = (event: LiveEvent) => {
    for (const listener of listeners.get(event.tournamentId) ?? []) listener(event);
  };

  const stop = await database.listen(LIVE_CHANNEL, {
    message(payload) {
      const event = liveEvent.safeParse(parseJson(payload));
      if (event.success) deliver(event.data);
    },
    resumed() {
      // Whatever changed while the connection was down was not heard: everyone reads again.
      const at = clock().toISOString();
      for (const tournamentId of listeners.keys()) deliver({ tournamentId, kind: 'resync', round: null, at });
    },
  });

  return {
    subscribe(tournamentId, listener) {
      let set = listeners.get(tournamentId);
      if (!set) listeners.set(tournamentId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(tournamentId) === set) listeners.delete(tournamentId);
      };
    },
    followers: (tournamentId) => listeners.get(tournamentId)?.size ?? 0,
    async close() {
      listeners.clear();
      await stop();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
