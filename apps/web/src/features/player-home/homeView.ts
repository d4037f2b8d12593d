import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatPoints, RESULT_LABELS, sideScore, SCORE_LABELS, type GameResult, type HomeGame, type GameKind, type NextGame } from '@kingside/contract';

/** A round without a game, as the player's home names it. */
const unpairedNames: Record<Exclude<GameKind, 'game'>, MessageDescriptor> = {
  forfeit_win: msg`won by forfeit (empty board)`,
  pairing_bye: msg`bye`,
  half_point_bye: msg`half-point bye`,
  full_point_bye: msg`full-point bye`,
  zero_point_bye: msg`zero-point bye`,
  absent: msg`absent`,
};

/**
 * When the round begins, or began: the time of a started round is when the arbiter started it, a time past, so
 * "Starts" there would tell the player a time already gone (a round started on 1 December for an event of the 12th).
 */
export function startLine(game: Pick<NextGame, 'startsAt' | 'started'>, when: (iso: string) => string): string {
  const time = game.startsAt ? when(game.startsAt) : null;
  if (game.started) return time ? t`In play since ${time}` : t`In play`;
  return time ? t`Starts ${time}` : t`Start time not announced`;
}

/** The board's page where both players confirm its result: for a game of a started round only. */
export function confirmPath(tournamentId: string, game: Pick<NextGame, 'round' | 'board' | 'kind' | 'started'>): string | null {
  return game.started && game.kind === 'game' ? `/tournaments/${tournamentId}/board/${game.round}/${game.board}` : null;
}

/**
 * Where the player sits: the board's number, or in a team event the match's table (and, with `against`, the team it
 * meets) and the board within the match, as the team pairings show them: a team round's board numbers run through
 * all its matches, and no sheet prints them.
 */
export function seatText(game: Pick<NextGame, 'board'> & { teamMatch?: NextGame['teamMatch'] }, { against = false } = {}): string {
  const match = game.teamMatch;
  if (!match) {
    const board = game.board;
    return t`Board ${board}`;
  }
  const { table, board } = match;
  const opponentTeam = match.opponentTeam?.name;
  return against && opponentTeam ? t`Table ${table} against ${opponentTeam}, board ${board}` : t`Table ${table}, board ${board}`;
}

/** "Board 4, black against Player A (2000)" ("Table 2 against Rooks, board 3, …" in a team event); a bye says which. */
export function boardLine(game: Pick<NextGame, 'board' | 'kind' | 'colour' | 'opponent'> & { teamMatch?: NextGame['teamMatch'] }): string {
  if (game.kind !== 'game') {
    const unpaired = i18n._(unpairedNames[game.kind]);
    return t`No game: ${unpaired}`;
  }
  const seat = seatText(game, { against: true });
  if (!game.opponent) return seat;
  const opponent = game.opponent.name;
  const rating = game.opponent.rating > 0 ? String(game.opponent.rating) : t`unrated`;
  if (game.colour === 'w') return t`${seat}, white against ${opponent} (${rating})`;
  if (game.colour === 'b') return t`${seat}, black against ${opponent} (${rating})`;
  return t`${seat}, against ${opponent} (${rating})`;
}

/** The player's own score of a round (1, ½, 0, +, −), or what the board still waits for. */
export function ownScore(game: HomeGame): string {
  if (game.kind !== 'game') return game.points === null ? '' : formatPoints(game.points);
  if (game.result === null || game.colour === null) return t`no result yet`;
  const code = sideScore(game.result as GameResult, game.colour);
  return `${SCORE_LABELS[code].label} (${RESULT_LABELS[game.result as GameResult]})`;
}

/** A rating change as FIDE's figures read: signed, one decimal per game, whole for the event. */
export function signedChange(change: number, decimals = 1): string {
  const text = Math.abs(change).toFixed(decimals);
  if (Number(text) === 0) return text;
  return `${change > 0 ? '+' : '−'}${text}`;
}
