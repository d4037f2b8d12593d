import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameResult, ResultChange, RoundPairings } from '@kingside/contract';
import type { z } from 'zod';
import type { scoreUploadBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entries, games, resultChanges, rounds, users } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import type { GameRow } from '../core/engine-model.js';
import { readRoundPairings } from '../core/pairings.js';
import { refuseFinished, roundOf, settleRoundState } from '../core/round-state.js';
import { words } from '../core/languages/message.js';

/** Sets a board's result and records the change with who and when. */
export async function recordResult(ctx: AppContext, tx: Tx, user: UserRow, game: GameRow, result: GameResult): Promise<void> {
  const now = ctx.clock();
  await tx
    .update(games)
    .set({ result, resultBy: user.id, resultAt: now, resultVersion: sql`${games.resultVersion} + 1` })
    .where(eq(games.id, game.id));
  await tx
    .insert(resultChanges)
    .values({ gameId: game.id, tournamentId: game.tournamentId, oldResult: game.result, newResult: result, changedBy: user.id, changedAt: now });
}

/**
 * A change names the version of the board it was made from; if another arbiter changed the board since, the
 * whole request is refused (409) with both results, and the arbiter decides: keep theirs, or send theirs'
 * version with the result again to replace it. A change to the result already there needs no decision.
 */
async function refuseLostUpdates(tx: Tx, results: z.output<typeof scoreUploadBody>['results'], boards: Map<number, GameRow>): Promise<void> {
  for (const [index, { board, result, version }] of results.entries()) {
    const game = boards.get(board) as GameRow;
    if (version === undefined || version === game.resultVersion || game.result === result) continue;
    const [by] = game.resultBy ? await tx.select({ name: users.name }).from(users).where(eq(users.id, game.resultBy)) : [];
    const field = `results.${index}.version`;
    const values = { field, board, yours: result, theirs: game.result ?? '', by: by?.name ?? '' };
    const cleared = game.result === null;
    throw conflict(
      by
        ? cleared
          ? words(
              '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it',
              values,
            )
          : words(
              '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it',
              values,
            )
        : cleared
          ? words(
              '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it',
              values,
            )
          : words(
              '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it',
              values,
            ),
      field,
    );
  }
}

/**
 * Results of a started round, per board (the round is scored once every board has one).
 * Results of earlier rounds may be corrected; every change is recorded with who and when.
 */
export async function uploadScores(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  round: number,
  body: z.output<typeof scoreUploadBody>,
): Promise<RoundPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    const roundRow = await roundOf(tx, tournamentId, round);
    if (!roundRow) throw conflict(words('Round {round} is not paired yet', { round }));
    if (roundRow.state === 'paired') throw conflict(words('Start round {round} first (trigger-round-start)', { round }));
    const boards = new Map((await tx.select().from(games).where(eq(games.roundId, roundRow.id))).map((g) => [g.board, g]));
    const seen = new Set<number>();
    for (const [index, { board }] of body.results.entries()) {
      const field = `results.${index}.board`;
      if (seen.has(board)) throw badRequest(words('{field}: board {board} is listed twice', { field, board }), field);
      seen.add(board);
      const game = boards.get(board);
      if (!game) throw badRequest(words('{field}: round {round} has no board {board}', { field, round, board }), field);
      if (game.kind !== 'game') throw badRequest(words('{field}: board {board} is a bye or an absence; its score is fixed', { field, board }), field);
    }
    await refuseLostUpdates(tx, body.results, boards);
    for (const { board, result } of body.results) {
      const game = boards.get(board) as GameRow;
      if (game.result !== result) await recordResult(ctx, tx, user, game, result);
    }
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, tournamentId, 'results', round, ctx.clock());
    return readRoundPairings(ctx, tx, t, round);
  });
}

/** The recorded result changes of a round (organisers): results are never overwritten without this trace. */
export async function resultHistory(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<ResultChange[]> {
  await managedTournament(ctx.db, user, tournamentId);
  const white = alias(entries, 'white');
  const black = alias(entries, 'black');
  const rows = await ctx.db
    .select({
      board: games.board,
      white: white.name,
      black: black.name,
      oldResult: resultChanges.oldResult,
      newResult: resultChanges.newResult,
      changedById: users.id,
      changedByName: users.name,
      changedAt: resultChanges.changedAt,
    })
    .from(resultChanges)
    .innerJoin(games, eq(games.id, resultChanges.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(white, eq(white.id, games.whiteId))
    .innerJoin(black, eq(black.id, games.blackId))
    .leftJoin(users, eq(users.id, resultChanges.changedBy))
    .where(and(eq(resultChanges.tournamentId, tournamentId), eq(rounds.number, round)))
    .orderBy(asc(resultChanges.id));
  return rows.map((row) => ({
    round,
    board: row.board,
    white: row.white,
    black: row.black,
    oldResult: row.oldResult,
    newResult: row.newResult,
    changedBy: row.changedById && row.changedByName ? { id: row.changedById, name: row.changedByName } : null,
    changedAt: row.changedAt.toISOString(),
  }));
}
