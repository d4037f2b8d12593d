import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { repeatEvery, type RepeatingJob } from '../core/repeat.js';
import { games, lichessGames, lichessTournaments, rounds, tournaments, users } from '../../db/schema/index.js';
import { readRoundResults } from './bulk.js';
import { followLichess } from './follow.js';

/** Default seconds between two readings of a followed Swiss (LICHESS_FOLLOW_SECONDS). */
export const defaultFollowSeconds = 60;

/**
 * The Swisses and Arenas to read again: not finished here, not read within the interval, and not
 * already complete (every round imported and the last one scored; an Arena until lichess finishes it).
 */
async function dueSwisses(ctx: AppContext, seconds: number): Promise<string[]> {
  const before = new Date(ctx.clock().getTime() - seconds * 1000);
  const rows = await ctx.db
    .select({ id: lichessTournaments.tournamentId })
    .from(lichessTournaments)
    .innerJoin(tournaments, eq(tournaments.id, lichessTournaments.tournamentId))
    .where(
      and(
        isNull(tournaments.finishedAt),
        isNull(tournaments.deletedAt),
        or(isNull(lichessTournaments.syncedAt), lte(lichessTournaments.syncedAt, before)),
        sql`NOT ("tournaments"."current_round" >= "tournaments"."total_rounds" AND EXISTS (
          SELECT 1 FROM rounds r WHERE r.tournament_id = "tournaments"."id" AND r.number = "tournaments"."current_round" AND r.state = 'scored'))`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Reads every due Swiss once, one after the other; a failure is logged and tried again next time. Returns how many were read. */
export async function followDueSwisses(
  ctx: AppContext,
  log: FastifyBaseLogger,
  seconds = ctx.config.lichessFollowSeconds ?? defaultFollowSeconds,
): Promise<number> {
  let followed = 0;
  for (const id of await dueSwisses(ctx, seconds)) {
    try {
      await followLichess(ctx, null, id);
      followed += 1;
    } catch (error) {
      log.warn({ tournamentId: id, err: error }, 'following the lichess Swiss failed; it is tried again at the next reading');
    }
  }
  return followed;
}

/** Rounds paired here and played on lichess that still have boards without a result. */
async function openBulkRounds(ctx: AppContext) {
  return ctx.db
    .selectDistinct({ tournamentId: games.tournamentId, round: rounds.number, owner: users })
    .from(lichessGames)
    .innerJoin(games, eq(games.id, lichessGames.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .innerJoin(users, eq(users.id, tournaments.ownerId))
    .where(
      and(
        isNull(games.result),
        eq(rounds.state, 'started'),
        isNull(tournaments.finishedAt),
        isNull(tournaments.deletedAt),
        // A followed Swiss's games are lichess's to pair and score; its reading is followLichess.
        sql`NOT EXISTS (SELECT 1 FROM lichess_tournaments lt WHERE lt.tournament_id = "tournaments"."id")`,
      ),
    );
}

/** Reads the results of every round played on lichess that is still open, recorded as by the tournament's owner. Returns how many rounds were read. */
export async function readOpenBulkRounds(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  let read = 0;
  for (const { tournamentId, round, owner } of await openBulkRounds(ctx)) {
    try {
      await readRoundResults(ctx, owner, tournamentId, round);
      read += 1;
    } catch (error) {
      log.warn({ tournamentId, round, err: error }, 'reading the lichess results of a round failed; it is tried again at the next reading');
    }
  }
  return read;
}

/** Reads the followed Swisses and the open rounds played on lichess every LICHESS_FOLLOW_SECONDS while the app runs; one reading at a time. */
export function startLichessFollower(ctx: AppContext, log: FastifyBaseLogger, seconds: number): RepeatingJob {
  return repeatEvery(seconds * 1000, () =>
    followDueSwisses(ctx, log, seconds)
      .then(() => readOpenBulkRounds(ctx, log))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'reading the followed lichess Swisses failed'),
      ),
  );
}
