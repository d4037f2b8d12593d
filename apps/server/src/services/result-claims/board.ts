import { and, eq } from 'drizzle-orm';
import type { BoardClaim, ClaimedResult } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { entries, games, resultClaims, rounds, tournaments } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { notDeleted, type TournamentRow } from '../core/access.js';
import type { EntryRow, GameRow, RoundRow } from '../core/engine-model.js';
import { claimState } from './state.js';

export interface BoardIds {
  id: string;
  round: number;
  board: number;
}

/** A board of a round with its two players and what each of them claimed, as the caller (one of the two) sees it. */
export interface ClaimedBoard {
  tournament: TournamentRow;
  round: RoundRow;
  game: GameRow;
  white: EntryRow;
  black: EntryRow;
  colour: 'w' | 'b';
  claims: { white: ClaimedResult | null; black: ClaimedResult | null };
}

/**
 * The board, if the user plays on it: 404 when there is no such tournament, round or game, 403 for anyone but its
 * two players (the arbiter enters results on the score page). With `lock`, the tournament row is locked as every
 * change of the tournament does, so a claim and the arbiter's entry happen one after the other.
 */
export async function playersBoard(db: Db | Tx, user: UserRow, ids: BoardIds, { lock = false } = {}): Promise<ClaimedBoard> {
  const query = db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, ids.id), notDeleted));
  const [tournament] = lock ? await query.for('update') : await query;
  if (!tournament) throw notFound('Tournament not found');
  const [round] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, ids.id), eq(rounds.number, ids.round)));
  if (!round) throw notFound(`Round ${ids.round} is not paired yet`);
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.roundId, round.id), eq(games.board, ids.board)));
  if (!game) throw notFound(`Round ${ids.round} has no board ${ids.board}`);
  if (game.kind !== 'game' || game.blackId === null) throw notFound(`Board ${ids.board} of round ${ids.round} is a bye or an absence: nobody plays there`);
  const players = await db.select().from(entries).where(eq(entries.tournamentId, ids.id));
  const white = players.find((p) => p.id === game.whiteId) as EntryRow;
  const black = players.find((p) => p.id === game.blackId) as EntryRow;
  const colour = white.userId === user.id ? 'w' : black.userId === user.id ? 'b' : null;
  if (colour === null) throw forbidden(`Only the two players of board ${ids.board} may confirm its result`);
  const rows = await db.select().from(resultClaims).where(eq(resultClaims.gameId, game.id));
  const claimOf = (entry: EntryRow) => rows.find((row) => row.entryId === entry.id)?.result ?? null;
  return { tournament, round, game, white, black, colour, claims: { white: claimOf(white), black: claimOf(black) } };
}

/** Why a confirmation of this board can no longer be sent; null while it can. */
export function closedReason({ tournament, round, game }: Pick<ClaimedBoard, 'tournament' | 'round' | 'game'>): string | null {
  if (game.result !== null) return `The arbiter has entered the result of board ${game.board}: ${game.result}. Confirmations no longer change it.`;
  if (tournament.finishedAt) return 'The tournament has finished: results can no longer be confirmed.';
  if (round.state === 'paired') return `Round ${round.number} has not started yet: confirm the result once the game is over.`;
  if (round.state === 'scored') return `Round ${round.number} is closed: results can no longer be confirmed.`;
  return null;
}

export function boardView(board: ClaimedBoard): BoardClaim {
  const { tournament, round, game, white, black, colour, claims } = board;
  return {
    tournamentName: tournament.name,
    round: round.number,
    board: game.board,
    roundState: round.state,
    white: { name: white.name, pairingNumber: white.pairingNumber },
    black: { name: black.name, pairingNumber: black.pairingNumber },
    colour,
    mine: colour === 'w' ? claims.white : claims.black,
    theirs: colour === 'w' ? claims.black : claims.white,
    state: claimState(game.result, claims.white, claims.black),
    result: game.result,
    closed: closedReason(board),
  };
}
