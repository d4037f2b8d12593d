import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { playersRankingResponse, type PlayersRanking, type TiebreakExplanation } from '@kingside/contract';
import type { LiveBus } from '../live/bus.js';

/**
 * Standings computed once per change, not once per spectator: a 1,000-player open's standings and tie-breaks
 * take a large part of a second to compute, and hundreds of phones ask for them between rounds. Entries are
 * thrown away when the tournament announces any change on the live bus (a result, a pairing, a player, a
 * setting; every instance hears every change through PostgreSQL NOTIFY), and after `maxAgeMs` in any case,
 * for what is not announced (a new FIDE list changes K-factors). Concurrent requests share one computation.
 */
export interface StandingsCache {
  get(tournamentId: string, round: number, compute: () => Promise<Standings>): Promise<CachedStandings>;
  /** How many tournaments have cached standings (tests, and the log). */
  size(): number;
}

export type Encoding = 'br' | 'gzip';

/**
 * One computation: the ranking, and how a row's tie-breaks were reached (by pairing number; worked out for every
 * row the first time one is asked, since most changes are followed by spectators who open no row).
 */
export interface Standings {
  ranking: PlayersRanking;
  explanation: (pairingNumber: number) => TiebreakExplanation | undefined;
}

/**
 * One computation's standings, and the public answer made from them once: checked against the response schema,
 * serialised, and compressed per encoding on first use (validating and compressing 350 KB of JSON per
 * request cost more than the cache saved).
 */
export interface CachedStandings {
  standings: PlayersRanking;
  /** One row explained when a spectator opens it, from the same computation; undefined for no such player. */
  explanation(pairingNumber: number): TiebreakExplanation | undefined;
  /** The players-ranking answer as JSON text. */
  json(): string;
  encoded(encoding: Encoding): Buffer;
}

function cachedStandings({ ranking: standings, explanation }: Standings): CachedStandings {
  let json: string | undefined;
  const encoded = new Map<Encoding, Buffer>();
  const answer = {
    standings,
    explanation,
    json: () => (json ??= JSON.stringify(playersRankingResponse.parse({ message: 'Standings', data: standings }))),
    encoded(encoding: Encoding) {
      let body = encoded.get(encoding);
      if (!body) {
        const text = Buffer.from(answer.json());
        body =
          encoding === 'br'
            ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
            : gzipSync(text, { level: 9 });
        encoded.set(encoding, body);
      }
      return body;
    },
  };
  return answer;
}

interface Cached {
  /** Bumped by every change: a computation that started before a change is not kept. */
  generation: number;
  rounds: Map<number, { standings: Promise<CachedStandings>; at: number }>;
  unfollow: () => void;
}

export function createStandingsCache(live: LiveBus, { maxTournaments = 32, maxAgeMs = 5 * 60_000, now = () => Date.now() } = {}): StandingsCache {
  const tournaments = new Map<string, Cached>();

  const follow = (tournamentId: string): Cached => {
    const cached: Cached = {
      generation: 0,
      rounds: new Map(),
      unfollow: live.subscribe(tournamentId, () => {
        cached.generation += 1;
        cached.rounds.clear();
      }),
    };
    tournaments.set(tournamentId, cached);
    // The least recently used tournament goes when there are too many.
    while (tournaments.size > maxTournaments) {
      const [oldest, entry] = tournaments.entries().next().value as [string, Cached];
      entry.unfollow();
      tournaments.delete(oldest);
    }
    return cached;
  };

  return {
    get(tournamentId, round, compute) {
      let cached = tournaments.get(tournamentId);
      if (cached) {
        tournaments.delete(tournamentId);
        tournaments.set(tournamentId, cached);
      } else {
        cached = follow(tournamentId);
      }
      const hit = cached.rounds.get(round);
      if (hit && now() - hit.at < maxAgeMs) return hit.standings;
      const entry = cached;
      const generation = entry.generation;
      const standings = compute().then(cachedStandings);
      entry.rounds.set(round, { standings, at: now() });
      // A failure is not kept, nor a computation a change overtook (it may have read the data before it).
      const forget = () => {
        if (entry.rounds.get(round)?.standings === standings) entry.rounds.delete(round);
      };
      standings.then(() => entry.generation !== generation && forget(), forget);
      return standings;
    },
    size: () => tournaments.size,
  };
}
