import {
  COLOUR_LABELS,
  formatPoints,
  RESULT_LABELS,
  sideScore,
  SCORE_LABELS,
  UNPAIRED_LABELS,
  type GameResult,
  type HomeGame,
  type NextGame,
} from '@kingside/contract';

/**
 * When the round begins, or began: the time of a started round is when the arbiter started it, a time past, so
 * "Starts" there would tell the player a time already gone (a round started on 1 December for an event of the 12th).
 */
export function startLine(game: Pick<NextGame, 'startsAt' | 'started'>, when: (iso: string) => string): string {
  if (game.started) return game.startsAt ? `In play since ${when(game.startsAt)}` : 'In play';
  return game.startsAt ? `Starts ${when(game.startsAt)}` : 'Start time not announced';
}

/** The board's page where both players confirm its result: for a game of a started round only. */
export function confirmPath(tournamentId: string, game: Pick<NextGame, 'round' | 'board' | 'kind' | 'started'>): string | null {
  return game.started && game.kind === 'game' ? `/tournaments/${tournamentId}/board/${game.round}/${game.board}` : null;
}

/** "Board 4, black against Player A (2000)"; a bye says which. */
export function boardLine(game: Pick<NextGame, 'board' | 'kind' | 'colour' | 'opponent'>): string {
  if (game.kind !== 'game' || !game.opponent) return game.kind === 'game' ? `Board ${game.board}` : `No game: ${UNPAIRED_LABELS[game.kind].name}`;
  const rating = game.opponent.rating > 0 ? ` (${game.opponent.rating})` : ' (unrated)';
  const colour = game.colour ? ` ${COLOUR_LABELS[game.colour]}` : '';
  return `Board ${game.board},${colour} against ${game.opponent.name}${rating}`;
}

/** The player's own score of a round (1, ½, 0, +, −), or what the board still waits for. */
export function ownScore(game: HomeGame): string {
  if (game.kind !== 'game') return game.points === null ? '' : formatPoints(game.points);
  if (game.result === null || game.colour === null) return 'no result yet';
  const code = sideScore(game.result as GameResult, game.colour);
  return `${SCORE_LABELS[code].label} (${RESULT_LABELS[game.result as GameResult]})`;
}

/** A rating change as FIDE's figures read: signed, one decimal per game, whole for the event. */
export function signedChange(change: number, decimals = 1): string {
  const text = Math.abs(change).toFixed(decimals);
  if (Number(text) === 0) return text;
  return `${change > 0 ? '+' : '−'}${text}`;
}
