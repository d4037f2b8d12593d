import { describeTiebreak, type GameKind, type Locale } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words, type Words } from '../core/languages/message.js';

// The words of the result vocabulary (contract/result-labels.ts) as the printed sheets say them, in the sheet's
// language; the marks themselves (+, H, F, Z, w, b) are the same on every sheet.

const UNPAIRED: Readonly<Record<Exclude<GameKind, 'game'>, Words>> = {
  forfeit_win: words('won by forfeit (empty board)'),
  pairing_bye: words('bye'),
  half_point_bye: words('half-point bye'),
  full_point_bye: words('full-point bye'),
  zero_point_bye: words('zero-point bye'),
  absent: words('absent'),
};

/** What a row without a game says of its player. */
export function unpairedName(kind: Exclude<GameKind, 'game'>, locale: Locale): string {
  return say(locale, UNPAIRED[kind]);
}

/** How to read a crosstable cell's colour, score and byes, printed under every crosstable. */
export function crosstableKey(locale: Locale): string {
  return say(
    locale,
    'Colour: w white, b black. Score: 1 won, ½ drawn, 0 lost, + won by forfeit, − lost by forfeit. Without a game: bye, H half-point bye, F full-point bye, Z zero-point bye, – absent.',
  );
}

/** "BH/C1: Buchholz cut 1 (…)": a tie-break's entry in the legend under the standings, its code FIDE's in every language. */
export function tiebreakLegend(code: string, locale: Locale): string {
  const described = describeTiebreak(code);
  if (!described) return code;
  return say(locale, words('{code}: {title} ({explanation})', { code, title: described.title, explanation: described.explanation }));
}
