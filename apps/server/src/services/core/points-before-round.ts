import { and, eq, lt, sql } from 'drizzle-orm';
import { scoreAfter } from '@kingside/engine';
import type { Db, Tx } from '../../db/connection.js';
import { games, rounds } from '../../db/schema/index.js';
import type { TournamentRow } from './access.js';
import { enginePoints, loadTournamentData, toEngine, type TournamentData } from './engine-model.js';

/** Each entry's points before `round` (entry id → points), as the engine counts them from the tournament read whole. */
export function pointsBeforeRound(data: TournamentData, round: number): Map<string, number> {
  const model = toEngine(data);
  const entryIdOf = new Map(data.entries.map((e) => [e.pairingNumber, e.id]));
  return new Map(model.players.map((p) => [entryIdOf.get(p.startNumber) as string, scoreAfter(p.rounds, model.pointSystem, round - 1)]));
}

/**
 * Players' points before a round, kept per tournament and round while the earlier rounds' boards stay as they were.
 * A round's pairing sheet prints them, and every result entered answers with the sheet: reading the whole tournament
 * for it (11,000 boards by a 1,000-player open's last round) held the event loop for tens of milliseconds per result,
 * every spectator's request waiting behind it. Whether the earlier rounds changed is asked of the database,
 * as a digest of their boards that it computes without sending them; so it holds for any number of server processes
 * and any way a board is changed, with no announcement to miss.
 */
export interface PointsBeforeRoundCache {
  /** Points before `round` of every entry in `entryIds` (the tournament's participants as just read). */
  get(db: Db | Tx, t: TournamentRow, round: number, entryIds: readonly string[]): Promise<Map<string, number>>;
  /** How many times the tournament was read whole for them (tests). */
  computations(tournamentId: string): number;
}

interface Kept {
  /** The earlier rounds' boards and the point system the points were counted from. */
  digest: string;
  points: Map<string, number>;
}

/** A few rounds of each of the tournaments running at once; points of a tournament are a few kilobytes. */
const DEFAULT_CAPACITY = 256;

export function createPointsBeforeRoundCache(capacity = DEFAULT_CAPACITY): PointsBeforeRoundCache {
  const kept = new Map<string, Kept>();
  const counts = new Map<string, number>();
  return {
    async get(db, t, round, entryIds) {
      const key = `${t.id}:${round}`;
      // Asked before the tournament is read, never after: points read from a newer state than the digest are
      // only kept under a digest that no longer matches, never the other way round.
      const digest = `${await boardsDigest(db, t.id, round)}:${JSON.stringify(enginePoints(t))}`;
      const found = kept.get(key);
      if (found && found.digest === digest && entryIds.every((id) => found.points.has(id))) {
        kept.delete(key);
        kept.set(key, found);
        return found.points;
      }
      counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
      const points = pointsBeforeRound(await loadTournamentData(db, t.id, t), round);
      kept.delete(key);
      kept.set(key, { digest, points });
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
      return points;
    },
    computations: (tournamentId) => counts.get(tournamentId) ?? 0,
  };
}

/** A digest of every board of the rounds before `round`: who, which kind, which result. */
async function boardsDigest(db: Db | Tx, tournamentId: string, round: number): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<string>`md5(coalesce(string_agg(concat_ws(':', ${games.id}, ${games.kind}, coalesce(${games.result}::text, ''), ${games.whiteId}, coalesce(${games.blackId}::text, ''), ${rounds.number}), ',' order by ${games.id}), ''))`,
    })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .where(and(eq(games.tournamentId, tournamentId), lt(rounds.number, round)));
  return row.digest;
}
