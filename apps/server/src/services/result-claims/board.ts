import { and, eq } from 'drizzle-orm';
import type { BoardClaim, ClaimedResult, Locale } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { entries, games, resultClaims, rounds, tournaments } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { words, type Words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';
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
  if (!round) throw notFound(words('Round {round} is not paired yet', { round: ids.round }));
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.roundId, round.id), eq(games.board, ids.board)));
  if (!game) throw notFound(words('Round {round} has no board {board}', { round: ids.round, board: ids.board }));
  if (game.kind !== 'game' || game.blackId === null)
    throw notFound(words('Board {board} of round {round} is a bye or an absence: nobody plays there', { board: ids.board, round: ids.round }));
  const players = await db.select().from(entries).where(eq(entries.tournamentId, ids.id));
  const white = players.find((p) => p.id === game.whiteId) as EntryRow;
  const black = players.find((p) => p.id === game.blackId) as EntryRow;
  const colour = white.userId === user.id ? 'w' : black.userId === user.id ? 'b' : null;
  if (colour === null) throw forbidden(words('Only the two players of board {board} may confirm its result', { board: ids.board }));
  const rows = await db.select().from(resultClaims).where(eq(resultClaims.gameId, game.id));
  const claimOf = (entry: EntryRow) => rows.find((row) => row.entryId === entry.id)?.result ?? null;
  return { tournament, round, game, white, black, colour, claims: { white: claimOf(white), black: claimOf(black) } };
}

/** Why a confirmation of this board can no longer be sent; null while it can. */
export function closedReason({ tournament, round, game }: Pick<ClaimedBoard, 'tournament' | 'round' | 'game'>): Words | null {
  if (game.result !== null) {
    return words('The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.', {
      board: game.board,
      result: game.result,
    });
  }
  if (tournament.finishedAt) return words('The tournament has finished: results can no longer be confirmed.');
  if (round.state === 'paired') return words('Round {round} has not started yet: confirm the result once the game is over.', { round: round.number });
  if (round.state === 'scored') return words('Round {round} is closed: results can no longer be confirmed.', { round: round.number });
  return null;
}

/** The board as its player sees it, in their language (why it is closed, if it is). */
export function boardView(board: ClaimedBoard, locale: Locale): BoardClaim {
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
    closed: closedOf(board, locale),
  };
}

function closedOf(board: ClaimedBoard, locale: Locale): string | null {
  const reason = closedReason(board);
  return reason === null ? null : say(locale, reason);
}
