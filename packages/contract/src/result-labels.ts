import { formatPoints } from './format.js';
import type { GameKind, GameResult } from './tournament.js';
import { shown } from './words.js';

/**
 * The one vocabulary of results and byes for every screen and printed sheet: a draw is ½, a forfeit's
 * loss a minus sign (−), and a player's own score reads 1, ½, 0, + or −.
 */

/** A draw's half point, as points are written everywhere (formatPoints). */
const HALF = formatPoints(0.5);

/** A board's result as screens show it, White's score first. */
export const RESULT_LABELS: Readonly<Record<GameResult, string>> = {
  '1-0': '1-0',
  '1/2-1/2': `${HALF}-${HALF}`,
  '0-1': '0-1',
  '+/-': '+/−',
  '-/+': '−/+',
  '-/-': '−/−',
};

/** A board's result on a printed sheet, spaced to be read at arm's length: "½ – ½", "+ – −". */
export function printedResult(result: GameResult): string {
  return RESULT_LABELS[result].replace(/[-/]/, ' – ');
}

/** What one player scored on a board, as the rows' score codes write it (pairingSide.result); best first. */
export const sideScores = ['1', '1/2', '0', '+', '-'] as const;
export type SideScore = (typeof sideScores)[number];

/** Each score as shown, and what it means for the legend beside a table (a text every client says in its reader's language). */
export const SCORE_LABELS: Readonly<Record<SideScore, { label: string; meaning: string }>> = {
  '1': { label: '1', meaning: shown('won') },
  '1/2': { label: HALF, meaning: shown('drawn') },
  '0': { label: '0', meaning: shown('lost') },
  '+': { label: '+', meaning: shown('won by forfeit') },
  '-': { label: '−', meaning: shown('lost by forfeit') },
};

const SIDE_SCORES: Readonly<Record<GameResult, readonly [white: SideScore, black: SideScore]>> = {
  '1-0': ['1', '0'],
  '1/2-1/2': ['1/2', '1/2'],
  '0-1': ['0', '1'],
  '+/-': ['+', '-'],
  '-/+': ['-', '+'],
  '-/-': ['-', '-'],
};

/** A board's result from one player's side: "0-1" is a win for whoever had Black. */
export function sideScore(result: GameResult, colour: 'w' | 'b'): SideScore {
  return SIDE_SCORES[result][colour === 'w' ? 0 : 1];
}

/** A score code as shown; a code outside the vocabulary (U, H, Z of a bye) as it is. */
export function scoreLabel(code: string): string {
  return code in SCORE_LABELS ? SCORE_LABELS[code as SideScore].label : code;
}

/** A row without a game: its mark in a crosstable cell and its name everywhere else (a text said in the reader's language). */
export const UNPAIRED_LABELS: Readonly<Record<Exclude<GameKind, 'game'>, { cell: string; name: string }>> = {
  forfeit_win: { cell: '+', name: shown('won by forfeit (empty board)') },
  pairing_bye: { cell: 'bye', name: shown('bye') },
  half_point_bye: { cell: 'H', name: shown('half-point bye') },
  full_point_bye: { cell: 'F', name: shown('full-point bye') },
  zero_point_bye: { cell: 'Z', name: shown('zero-point bye') },
  absent: { cell: '–', name: shown('absent') },
};

/**
 * What a row without a game says of its player: a withdrawn player's absence is their withdrawal ("withdrawn"),
 * not an absence the arbiter may still excuse.
 */
export function unpairedName(kind: Exclude<GameKind, 'game'>, withdrawn: boolean): string {
  return kind === 'absent' && withdrawn ? shown('withdrawn') : UNPAIRED_LABELS[kind].name;
}

/** Colours as a crosstable cell writes them. */
export const COLOUR_LABELS: Readonly<Record<'w' | 'b', string>> = { w: 'white', b: 'black' };

/**
 * How to read a crosstable cell's colour, score and byes: the key printed under every crosstable, on screen and paper.
 * One text, so that each language says it whole (COLOUR_LABELS, SCORE_LABELS and UNPAIRED_LABELS, in their order; a
 * board won against an empty board is a score, +, keyed with the scores).
 */
export function crosstableKey(): string {
  return shown(
    'Colour: w white, b black. Score: 1 won, ½ drawn, 0 lost, + won by forfeit, − lost by forfeit. Without a game: bye, H half-point bye, F full-point bye, Z zero-point bye, – absent.',
  );
}
