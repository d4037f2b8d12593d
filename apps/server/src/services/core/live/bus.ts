import { sql } from 'drizzle-orm';
import { liveEvent, type LiveEvent } from '@kingside/contract';
import type { Database } from '../../../db/connection.js';
import { createCatchUp } from './caught-up.js';

/** The database channel every instance listens on; changes are announced there (publish.ts). */
export const LIVE_CHANNEL = 'kingside_live';

export type LiveListener = (event: LiveEvent) => void;
/**
 * Hears a tournament's change before its followers do, and may hold the followers back until what it answers
 * settles (the standings cache: until the standings the change touched are computed again).
 */
export type LiveHold = (event: LiveEvent) => Promise<unknown> | undefined;

/**
 * Hands each tournament's changes to whoever follows it in this process (the live streams). The
 * changes come from the database's LISTEN/NOTIFY, not from this process's own calls, so every
 * instance on one PostgreSQL database — or every app on one PGlite — hears every change once, and
 * only changes that committed.
 */
export interface LiveBus {
  /** Calls `listener` with every change of the tournament until the answer is called. */
  subscribe(tournamentId: string, listener: LiveListener): () => void;
  /**
   * Calls `hold` with every change of the tournament first; the followers hear the change when its answer has
   * settled, or after `holdLimitMs` at most, and always in the order the changes came.
   */
  hold(tournamentId: string, hold: LiveHold): () => void;
  /** How many listeners follow the tournament (for tests and the log). */
  followers(tournamentId: string): number;
  /** Resolves once every change committed before the call has been heard here (a request reads its own writes). */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

export async function startLiveBus(database: Database, clock: () => Date, { holdLimitMs = 5_000 } = {}): Promise<LiveBus> {
  const listeners = new Map<string, Set<LiveListener>>();
  const holds = new Map<string, Set<LiveHold>>();
  /** Per tournament, the delivery of the last held change: later changes wait for it, so none overtakes another. */
  const queued = new Map<string, Promise<void>>();

  const tell = (event: LiveEvent) => {
    for (const listener of listeners.get(event.tournamentId) ?? []) listener(event);
  };

  const deliver = (event: LiveEvent) => {
    const { tournamentId } = event;
    const held = [...(holds.get(tournamentId) ?? [])].flatMap((hold) => hold(event) ?? []);
    const before = queued.get(tournamentId);
    if (held.length === 0 && !before) return tell(event);
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, holdLimitMs).unref()));
    const settled = Promise.race([Promise.allSettled(held), limit]).finally(() => clearTimeout(timer));
    const delivered = (before ?? Promise.resolve()).then(() => settled).then(() => tell(event));
    queued.set(tournamentId, delivered);
    void delivered.finally(() => queued.get(tournamentId) === delivered && queued.delete(tournamentId));
  };

  const catchUp = createCatchUp((payload) => database.db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`));

  const stop = await database.listen(LIVE_CHANNEL, {
    message(payload) {
      if (catchUp.heard(payload)) return;
      const event = liveEvent.safeParse(parseJson(payload));
      if (event.success) deliver(event.data);
    },
    resumed() {
      catchUp.releaseAll();
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
    hold(tournamentId, hold) {
      let set = holds.get(tournamentId);
      if (!set) holds.set(tournamentId, (set = new Set()));
      set.add(hold);
      return () => {
        set.delete(hold);
        if (set.size === 0 && holds.get(tournamentId) === set) holds.delete(tournamentId);
      };
    },
    followers: (tournamentId) => listeners.get(tournamentId)?.size ?? 0,
    caughtUp: () => catchUp.caughtUp(),
    async close() {
      listeners.clear();
      holds.clear();
      catchUp.releaseAll();
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
