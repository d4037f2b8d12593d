import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { games, lichessGames, lichessTournaments, rounds, tournaments } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { managedTournament } from '../core/access.js';
import { readRoundResults } from './bulk.js';
import { followLichess } from './follow.js';

/**
 * Before trigger-round-start, trigger-round-cleanup and trigger-tournament-end: an event played on
 * lichess is read from lichess first, so the trigger acts on lichess's latest state (a cleanup must
 * not forfeit a game lichess already finished). A followed Swiss is read whole; a round Kingside
 * paired and pushed as a bulk pairing has its games' results read. Lichess unreachable or refusing
 * throws (502, or 429 to wait) before the trigger changes anything.
 */
export async function readLichessFirst(ctx: AppContext, user: UserRow, tournamentId: string): Promise<void> {
  const [link] = await ctx.db.select({ kind: lichessTournaments.kind }).from(lichessTournaments).where(eq(lichessTournaments.tournamentId, tournamentId));
  if (link?.kind === 'swiss') {
    await followLichess(ctx, user, tournamentId);
    return;
  }
  const t = await managedTournament(ctx.db, user, tournamentId);
  // An Arena has no rounds here: lichess ends it, and reading it (schedule or "Read from lichess now") finishes it here.
  if (link) throw conflict('An Arena has no rounds here: it finishes when lichess ends it, read from lichess');
  if (t.currentRound === 0 || t.finishedAt) return;
  const [pushed] = await ctx.db
    .select({ gameId: lichessGames.gameId })
    .from(lichessGames)
    .innerJoin(games, eq(games.id, lichessGames.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .where(and(eq(lichessGames.tournamentId, tournamentId), eq(rounds.number, tournaments.currentRound), eq(rounds.state, 'started')))
    .limit(1);
  if (pushed) await readRoundResults(ctx, user, tournamentId, t.currentRound);
}
