import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BoardClaim, ClaimedResult, Locale, RoundClaim } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, games, resultClaims, rounds } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { notifyPlayers } from '../core/notices/notify.js';
import { managedTournament } from '../core/access.js';
import { boardView, closedReason, playersBoard, type BoardIds } from './board.js';
import { claimState } from './state.js';

/** The caller's board as the form shows it (its two players only). */
export async function boardClaim(ctx: AppContext, user: UserRow, ids: BoardIds, locale: Locale): Promise<BoardClaim> {
  return boardView(await playersBoard(ctx.db, user, ids), locale);
}

/**
 * One player's confirmation of their board's result. A confirmation never is the result: when both players agree
 * it waits for the arbiter's approval, when they differ the board is flagged as disputed (and the players and the
 * tournament's organiser are told). Once the arbiter entered the result, or the round or tournament is closed, a
 * confirmation is refused (409) and changes nothing. A player may change their confirmation until then.
 */
export async function claimResult(ctx: AppContext, user: UserRow, ids: BoardIds, result: ClaimedResult, locale: Locale): Promise<BoardClaim> {
  const { view, disputed } = await ctx.db.transaction(async (tx) => {
    const board = await playersBoard(tx, user, ids, { lock: true });
    const closed = closedReason(board);
    if (closed) throw conflict(words('{reason} Your confirmation ({result}) was not recorded.', { reason: closed, result }));
    const before = claimState(null, board.claims.white, board.claims.black);
    const claims = board.colour === 'w' ? { ...board.claims, white: result } : { ...board.claims, black: result };
    const after = claimState(null, claims.white, claims.black);
    const entryId = board.colour === 'w' ? board.white.id : board.black.id;
    const now = ctx.clock();
    if ((board.colour === 'w' ? board.claims.white : board.claims.black) !== result) {
      await tx
        .insert(resultClaims)
        .values({ gameId: board.game.id, entryId, tournamentId: ids.id, result, claimedBy: user.id, claimedAt: now })
        .onConflictDoUpdate({ target: [resultClaims.gameId, resultClaims.entryId], set: { result, claimedBy: user.id, claimedAt: now } });
      await publishChange(tx, ids.id, 'result_claims', ids.round, now);
    }
    return { view: boardView({ ...board, claims }, locale), disputed: after === 'disputed' && before !== 'disputed' ? board : null };
  });
  if (disputed) {
    const notice = { kind: 'result_disputed', round: ids.round, board: ids.board } as const;
    void notifyPlayers(ctx, ids.id, [
      { to: { entryId: disputed.white.id }, notice },
      { to: { entryId: disputed.black.id }, notice },
      { to: { userId: disputed.tournament.ownerId }, notice },
    ]);
  }
  return view;
}

/** The round's boards with a confirmation and no result from the arbiter yet, by board (the tournament's managers). */
export async function roundClaims(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<RoundClaim[]> {
  await managedTournament(ctx.db, user, tournamentId);
  const [roundRow] = await ctx.db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, round)));
  if (!roundRow) throw notFound(words('Round {round} is not paired yet', { round }));
  const white = alias(entries, 'white');
  const black = alias(entries, 'black');
  const rows = await ctx.db
    .select({
      board: games.board,
      whiteId: games.whiteId,
      white: white.name,
      black: black.name,
      entryId: resultClaims.entryId,
      result: resultClaims.result,
      at: resultClaims.claimedAt,
    })
    .from(resultClaims)
    .innerJoin(games, eq(games.id, resultClaims.gameId))
    .innerJoin(white, eq(white.id, games.whiteId))
    .innerJoin(black, eq(black.id, games.blackId))
    .where(and(eq(games.roundId, roundRow.id), isNull(games.result)))
    .orderBy(games.board);
  const boards = new Map<number, RoundClaim>();
  for (const row of rows) {
    const claim = boards.get(row.board) ?? {
      board: row.board,
      white: row.white,
      black: row.black,
      whiteClaim: null,
      blackClaim: null,
      state: 'waiting',
      claimedAt: '',
    };
    if (row.entryId === row.whiteId) claim.whiteClaim = row.result;
    else claim.blackClaim = row.result;
    const at = row.at.toISOString();
    if (at > claim.claimedAt) claim.claimedAt = at;
    claim.state = claimState(null, claim.whiteClaim, claim.blackClaim) as RoundClaim['state'];
    boards.set(row.board, claim);
  }
  return [...boards.values()];
}
