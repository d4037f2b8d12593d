import { playersRankingResponse, type LiveEvent, type PlayersRanking, type TiebreakExplanation } from '@kingside/contract';
import type { LiveBus } from '../live/bus.js';
import type { StandingsAnswer } from './compute.js';

/**
 * Standings computed once per change, not once per spectator: a 1,000-player open's standings and tie-breaks take
 * a large part of a second to compute, and hundreds of phones ask for them between rounds.
 *
 * Each instance follows the tournaments whose standings it was asked for on the live bus (every instance hears
 * every committed change through PostgreSQL NOTIFY). A change makes the standings it touches stale: those a
 * spectator asked for lately are computed again at once, one computation at a time per round however many
 * requests come, changes heard meanwhile folded into the next one; the live stream tells followers of the
 * change only once they are ready (LiveBus.hold), so a page that reads again on the event gets the new ones.
 * Until then large events' spectators get the last computed standings (stale while revalidating); a small
 * event's requests wait for the new ones, which cost a few milliseconds. After `maxAgeMs` the tournament is
 * read whole again in any case, for what is not announced (a new FIDE list changes K-factors).
 */
export interface StandingsCache {
  get(tournamentId: string, round: number, source: StandingsSource): Promise<CachedStandings>;
  /** Whether newer standings of the round than those last served are being computed. */
  updating(tournamentId: string, round: number): boolean;
  /** How many tournaments are followed (tests, and the log). */
  size(): number;
  /** How many computations of the tournament's standings this cache has started (tests). */
  computations(tournamentId: string): number;
}

export type Encoding = 'br' | 'gzip';

/** How the cache reads a tournament and computes its standings (standings.ts). */
export interface StandingsSource<Data = unknown> {
  /** Reads the tournament: whole (`changed` is 'all'), or what the results of `changed` rounds altered in `previous`. */
  read(tournamentId: string, previous: Data | undefined, changed: ReadonlySet<number> | 'all'): Promise<Data>;
  compute(data: Data, round: number): Promise<StandingsAnswer>;
  explain(data: Data, round: number): Promise<Map<number, TiebreakExplanation>>;
  /** Whether spectators may be served the last standings while new ones are computed (large events). */
  serveStale(data: Data): boolean;
}

/** One computation's public answer, made once: checked, serialised, compressed, with its validator. */
export interface CachedStandings {
  readonly standings: PlayersRanking;
  /** One row explained when a spectator opens it, from the same data; undefined for no such player. */
  explanation(pairingNumber: number): Promise<TiebreakExplanation | undefined>;
  /** The players-ranking answer as JSON text. */
  json(): string;
  encoded(encoding: Encoding): Buffer;
  etag: string;
  /** When the last change these standings include was committed (ISO 8601); null if none was heard before they were read. */
  asOf: string | null;
}

/** Changes that touch nothing the standings are computed from. */
const untouched = new Set<LiveEvent['kind']>(['pairing_started', 'pairing_stopped', 'payouts']);

interface Read {
  data: unknown;
  /** How many changes had been heard when the reading started: the data includes at least those. */
  version: number;
  asOf: string | null;
}

interface Round {
  served?: CachedStandings;
  /** The version of the data `served` was computed from. */
  version: number;
  computing?: Promise<CachedStandings>;
  askedAt: number;
  /** Changes' followers held until standings of at least `version` are computed. */
  waiting: { version: number; ready: () => void }[];
}

/** Lets go of the followers held for changes the round's standings now include (all of them once no computation runs). */
function release(round: Round, upTo: number): void {
  const still = round.waiting.filter((w) => w.version > upTo);
  for (const w of round.waiting) if (w.version <= upTo) w.ready();
  round.waiting = still;
}

interface Followed {
  source: StandingsSource;
  heard: number;
  lastChangeAt: string | null;
  /** Rounds whose results changed since the last reading; 'all' when anything else did. */
  changed: Set<number> | 'all';
  read?: Read;
  readWholeAt: number;
  reading?: Promise<Read>;
  rounds: Map<number, Round>;
  computations: number;
  unfollow: () => void;
}

function cachedStandings(answer: StandingsAnswer, data: unknown, round: number, source: StandingsSource, asOf: string | null): CachedStandings {
  let standings: PlayersRanking | undefined;
  let explained: Promise<Map<number, TiebreakExplanation>> | undefined;
  const br = Buffer.from(answer.br.buffer, answer.br.byteOffset, answer.br.byteLength);
  const gzip = Buffer.from(answer.gzip.buffer, answer.gzip.byteOffset, answer.gzip.byteLength);
  return {
    get standings() {
      return (standings ??= playersRankingResponse.parse(JSON.parse(answer.json)).data);
    },
    async explanation(pairingNumber) {
      explained ??= source.explain(data, round);
      try {
        return (await explained).get(pairingNumber);
      } catch (error) {
        explained = undefined;
        throw error;
      }
    },
    json: () => answer.json,
    encoded: (encoding) => (encoding === 'br' ? br : gzip),
    etag: answer.etag,
    asOf,
  };
}

export function createStandingsCache(
  live: LiveBus,
  { maxTournaments = 32, maxAgeMs = 5 * 60_000, hotMs = 60_000, now = () => Date.now() } = {},
): StandingsCache {
  const tournaments = new Map<string, Followed>();

  /** The tournament's data with every change heard so far read in (one reading at a time, shared). */
  const current = (tournamentId: string, f: Followed): Promise<Read> => {
    if (f.read && f.read.version === f.heard) return Promise.resolve(f.read);
    if (f.reading) return f.reading;
    const reading = (async () => {
      const changed = f.read ? f.changed : 'all';
      const version = f.heard;
      const asOf = f.lastChangeAt;
      f.changed = new Set();
      try {
        const data = await f.source.read(tournamentId, f.read?.data, changed);
        if (changed === 'all') f.readWholeAt = now();
        f.read = { data, version, asOf };
        return f.read;
      } catch (error) {
        f.changed = 'all';
        throw error;
      } finally {
        f.reading = undefined;
      }
    })();
    f.reading = reading;
    return reading;
  };

  /** The round's standings from the latest data: one computation at a time, again while changes came meanwhile. */
  const refresh = (tournamentId: string, f: Followed, number: number, round: Round): Promise<CachedStandings> => {
    if (round.computing) return round.computing;
    const computing = (async () => {
      try {
        for (;;) {
          const read = await current(tournamentId, f);
          f.computations += 1;
          const served = cachedStandings(await f.source.compute(read.data, number), read.data, number, f.source, read.asOf);
          round.served = served;
          round.version = read.version;
          release(round, read.version);
          if (read.version === f.heard || now() - round.askedAt >= hotMs) return served;
        }
      } catch (error) {
        // Standings that cannot be computed again (a round reverted, a tournament deleted) are not served any more.
        round.served = undefined;
        throw error;
      } finally {
        round.computing = undefined;
        release(round, Infinity);
      }
    })();
    round.computing = computing;
    return computing;
  };

  const changed = (tournamentId: string, f: Followed, event: LiveEvent | 'expired'): Promise<unknown> | undefined => {
    if (event !== 'expired' && untouched.has(event.kind)) return undefined;
    f.heard += 1;
    if (event !== 'expired') f.lastChangeAt = event.at;
    if (event !== 'expired' && event.kind === 'results' && event.round !== null && f.changed !== 'all') f.changed.add(event.round);
    else f.changed = 'all';
    const ready: Promise<void>[] = [];
    for (const [number, round] of f.rounds) {
      if (now() - round.askedAt < hotMs) {
        // Held until standings including this change are ready, not until the computations catch up with later ones.
        const version = f.heard;
        ready.push(new Promise((resolve) => round.waiting.push({ version, ready: resolve })));
        refresh(tournamentId, f, number, round).catch(() => undefined);
      } else if (!round.computing) f.rounds.delete(number);
    }
    return ready.length > 0 ? Promise.all(ready) : undefined;
  };

  const follow = (tournamentId: string, source: StandingsSource): Followed => {
    const f: Followed = {
      source,
      heard: 0,
      lastChangeAt: null,
      changed: 'all',
      readWholeAt: now(),
      rounds: new Map(),
      computations: 0,
      unfollow: live.hold(tournamentId, (event) => changed(tournamentId, f, event)),
    };
    tournaments.set(tournamentId, f);
    // The least recently asked tournament goes when there are too many.
    while (tournaments.size > maxTournaments) {
      const [oldest, entry] = tournaments.entries().next().value as [string, Followed];
      entry.unfollow();
      tournaments.delete(oldest);
    }
    return f;
  };

  /** The round's standings as the cache has them, computing them again when a change was heard since. */
  const standingsOf = (tournamentId: string, number: number, source: StandingsSource): Promise<CachedStandings> => {
    let f = tournaments.get(tournamentId);
    if (f) {
      tournaments.delete(tournamentId);
      tournaments.set(tournamentId, f);
    } else {
      f = follow(tournamentId, source);
    }
    if (f.read && now() - f.readWholeAt >= maxAgeMs) void changed(tournamentId, f, 'expired');
    let round = f.rounds.get(number);
    if (!round) f.rounds.set(number, (round = { version: -1, askedAt: now(), waiting: [] }));
    round.askedAt = now();
    const { served } = round;
    if (served && round.version === f.heard) return Promise.resolve(served);
    const fresh = refresh(tournamentId, f, number, round);
    if (served && f.read && f.source.serveStale(f.read.data)) {
      fresh.catch(() => undefined);
      return Promise.resolve(served);
    }
    return fresh;
  };

  return {
    async get(tournamentId, number, source) {
      const f = tournaments.get(tournamentId);
      // A small event's reader expects what they just changed (an arbiter's result, then the standings): the change's
      // announcement may still be on its way. A large event's spectators are served the last standings anyway.
      if (f?.read && !f.source.serveStale(f.read.data)) await live.caughtUp();
      return standingsOf(tournamentId, number, source);
    },
    updating(tournamentId, number) {
      const f = tournaments.get(tournamentId);
      const round = f?.rounds.get(number);
      return round !== undefined && f !== undefined && round.version !== f.heard;
    },
    size: () => tournaments.size,
    computations: (tournamentId) => tournaments.get(tournamentId)?.computations ?? 0,
  };
}
