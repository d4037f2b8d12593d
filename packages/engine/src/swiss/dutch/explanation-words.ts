// The explanation of a Dutch pairing (explanation.ts) in the arbiter's words:
// one sentence per decision, naming the article of C.04.3 that made it. The
// caller names the players (name, pairing number); points are written as the
// caller writes them. Nothing here decides anything: it only words what the
// pairing recorded.

import type { Colour } from '../../model.js';
import type { ColourRule } from './colours.js';
import type { ByeSkipReason, ExplainedBoard, ExplainedColourPreference, ExplainedFloater } from './explanation.js';

/** How the caller names a player (by start number) and writes a score (in tenths). */
export interface ExplanationNames {
  player: (startNumber: number) => string;
  points: (tenths: number) => string;
}

/** What each colour allocation rule of C.04.3 art. 5.2 says, in a few words. */
export const COLOUR_RULES: Readonly<Record<ColourRule, string>> = {
  '5.2.1': 'grant both colour preferences',
  '5.2.2': 'grant the stronger colour preference (of two absolute ones, the wider colour difference)',
  '5.2.3': 'alternate the colours from the most recent round in which the two had different colours',
  '5.2.4': "grant the higher ranked player's colour preference",
  '5.2.5': 'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one',
};

const colourName = (c: Colour) => (c === 'w' ? 'white' : 'black');

function preferenceText(p: ExplainedColourPreference): string {
  if (p.colour === null) return 'has no colour preference';
  const difference = p.colourDifference === 0 ? '' : `, colour difference ${p.colourDifference > 0 ? '+' : '−'}${Math.abs(p.colourDifference)}`;
  return `is due ${colourName(p.colour)} (${p.strength} preference${difference})`;
}

/**
 * Why the board has its colours: the rule of art. 5.2 that decided, with the
 * preferences it read. `higherPairingNumber`: the higher ranked player's place
 * in the pairing order's numbering (what rule 5.2.5 looks at).
 */
export function colourSentence(board: ExplainedBoard, initialColour: Colour, higherPairingNumber: number, names: ExplanationNames): string {
  const white = names.player(board.white);
  const black = names.player(board.black);
  const higher = names.player(board.higher);
  const article = `(C.04.3 art. ${board.rule}: ${COLOUR_RULES[board.rule]})`;
  const both = `${white} ${preferenceText(board.whitePreference)}; ${black} ${preferenceText(board.blackPreference)}`;
  switch (board.rule) {
    case '5.2.1':
      return `${both}. Both preferences are granted ${article}.`;
    case '5.2.2': {
      const [winner, colour] = board.whitePreference.colour === 'w' ? [white, 'white'] : [black, 'black'];
      return `${both}. ${winner} has the stronger preference and gets ${colour} ${article}.`;
    }
    case '5.2.3':
      return `${both}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one ${article}.`;
    case '5.2.4':
      return `${both}: the same colour, with preferences of equal strength and the same colour history. ${higher}, the higher ranked, gets the preference, ${board.higher === board.white ? 'white' : 'black'} ${article}.`;
    case '5.2.5': {
      const odd = higherPairingNumber % 2 === 1;
      const got = odd ? initialColour : initialColour === 'w' ? 'b' : 'w';
      return `Neither has a colour preference. ${higher}, the higher ranked, has pairing number ${higherPairingNumber} (${odd ? 'odd' : 'even'}) and gets ${odd ? 'the initial colour' : 'the colour opposite to the initial one'}, ${colourName(got)} ${article}.`;
    }
  }
}

/** Why a player floated down out of a bracket of `bracketSize` players (C.04.3 art. 1.4.1). */
export function floaterSentence(floater: ExplainedFloater, bracketSize: number, names: ExplanationNames): string {
  const who = names.player(floater.startNumber);
  switch (floater.reason) {
    case 'no-compatible-opponent':
      return `${who} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).`;
    case 'odd-bracket':
      return `${who} floats down: the bracket has an odd number of players (${bracketSize}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose ${who}.`;
    case 'kept-for-completion':
      return `${who} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).`;
    case 'opponents-paired':
      return `${who} floats down: the players ${who} could meet in the bracket (${floater.couldMeet.map(names.player).join(', ')}) are each needed for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).`;
  }
}

/** A resident paired with a player moved down into its bracket: an upfloat (C.04.3 art. 1.4.2). */
export function upfloatSentence(higher: number, lower: number, higherScore: number, names: ExplanationNames): string {
  return `${names.player(lower)} floats up to play ${names.player(higher)}, moved down with ${names.points(higherScore)}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).`;
}

/** Who gets the pairing-allocated bye. */
export function byeSentence(assignee: number, score: number, names: ExplanationNames): string {
  return `${names.player(assignee)} (${names.points(score)}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).`;
}

/** Why a player ranked below the bye's assignee was paired instead; `unplayed` counts the rounds each did not play. */
export function byeSkipSentence(
  player: number,
  reason: ByeSkipReason,
  assignee: number,
  unplayed: { player: number; assignee: number },
  names: ExplanationNames,
): string {
  const who = names.player(player);
  const them = names.player(assignee);
  switch (reason) {
    case 'not-eligible':
      return `${who} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).`;
    case 'lower-score':
      return `${who} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).`;
    case 'more-unplayed-games':
      return `${who} has as many points but more unplayed games (${unplayed.player} against ${unplayed.assignee} for ${them}): the bye goes to the player with the fewest (C.04.3 C9).`;
    case 'paired-by-criteria':
      return `${who} has as many points; the pairing that pairs ${who} and leaves ${them} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).`;
  }
}
