// The explanation of a Dutch pairing (explanation.ts) in the arbiter's words:
// one sentence per decision, naming the article of C.04.3 that made it, each
// an English ICU text with its values (words.ts) for the caller to say in the
// reader's language. The caller names the players (name, pairing number),
// writes the points and lists names as its reader's language does. Nothing
// here decides anything: it only words what the pairing recorded.

import { signed, words, type ExplanationValue, type ExplanationWords } from '../../words.js';
import type { Colour } from '../../model.js';
import type { ColourRule } from './colours.js';
import type { ByeSkipReason, ExplainedBoard, ExplainedColourPreference, ExplainedFloater } from './explanation.js';

export type { ExplanationValue, ExplanationWords } from '../../words.js';

/** How the caller names a player (by start number), writes a score (in tenths) and lists names. */
export interface ExplanationNames {
  player: (startNumber: number) => string;
  points: (tenths: number) => ExplanationValue;
  list: (names: string[]) => string;
}

/** What each colour allocation rule of C.04.3 art. 5.2 says, in a few words. */
export const COLOUR_RULES: Readonly<Record<ColourRule, ExplanationWords>> = {
  '5.2.1': words('grant both colour preferences'),
  '5.2.2': words('grant the stronger colour preference (of two absolute ones, the wider colour difference)'),
  '5.2.3': words('alternate the colours from the most recent round in which the two had different colours'),
  '5.2.4': words("grant the higher ranked player's colour preference"),
  '5.2.5': words('the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one'),
};

function preference(player: string, p: ExplainedColourPreference): ExplanationWords {
  if (p.colour === null) return words('{player} has no colour preference', { player });
  const values = { player, colour: p.colour, strength: p.strength ?? 'mild' };
  if (p.colourDifference === 0)
    return words(
      '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)',
      values,
    );
  return words(
    '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})',
    { ...values, difference: signed(p.colourDifference) },
  );
}

/**
 * Why the board has its colours: the rule of art. 5.2 that decided, with the
 * preferences it read. `higherPairingNumber`: the higher ranked player's place
 * in the pairing order's numbering (what rule 5.2.5 looks at).
 */
export function colourSentence(board: ExplainedBoard, initialColour: Colour, higherPairingNumber: number, names: ExplanationNames): ExplanationWords {
  const higher = names.player(board.higher);
  const both = {
    whitePreference: preference(names.player(board.white), board.whitePreference),
    blackPreference: preference(names.player(board.black), board.blackPreference),
    rule: COLOUR_RULES[board.rule],
  };
  switch (board.rule) {
    case '5.2.1':
      return words('{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).', both);
    case '5.2.2': {
      const whiteWins = board.whitePreference.colour === 'w';
      return words(
        '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).',
        { ...both, player: names.player(whiteWins ? board.white : board.black), colour: whiteWins ? 'w' : 'b' },
      );
    }
    case '5.2.3':
      return words(
        '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).',
        both,
      );
    case '5.2.4':
      return words(
        '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).',
        { ...both, higher, colour: board.higher === board.white ? 'w' : 'b' },
      );
    case '5.2.5': {
      const odd = higherPairingNumber % 2 === 1;
      const values = { higher, number: higherPairingNumber, colour: odd ? initialColour : initialColour === 'w' ? 'b' : 'w', rule: both.rule };
      return odd
        ? words(
            'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).',
            values,
          )
        : words(
            'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).',
            values,
          );
    }
  }
}

/** Why a player floated down out of a bracket of `bracketSize` players (C.04.3 art. 1.4.1). */
export function floaterSentence(floater: ExplainedFloater, bracketSize: number, names: ExplanationNames): ExplanationWords {
  const player = names.player(floater.startNumber);
  switch (floater.reason) {
    case 'no-compatible-opponent':
      return words(
        '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).',
        { player },
      );
    case 'odd-bracket':
      return words(
        "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.",
        { player, size: bracketSize },
      );
    case 'kept-for-completion':
      return words(
        '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).',
        { player },
      );
    case 'opponents-paired':
      return words(
        '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).',
        { player, count: floater.couldMeet.length, opponents: names.list(floater.couldMeet.map(names.player)) },
      );
  }
}

/** A resident paired with a player moved down into its bracket: an upfloat (C.04.3 art. 1.4.2). */
export function upfloatSentence(higher: number, lower: number, higherScore: number, names: ExplanationNames): ExplanationWords {
  return words(
    '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).',
    { lower: names.player(lower), higher: names.player(higher), points: names.points(higherScore) },
  );
}

/** Who gets the pairing-allocated bye. */
export function byeSentence(assignee: number, score: number, names: ExplanationNames): ExplanationWords {
  return words(
    '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).',
    { player: names.player(assignee), points: names.points(score) },
  );
}

/** Why a player ranked below the bye's assignee was paired instead; `unplayed` counts the rounds each did not play. */
export function byeSkipSentence(
  player: number,
  reason: ByeSkipReason,
  assignee: number,
  unplayed: { player: number; assignee: number },
  names: ExplanationNames,
): ExplanationWords {
  const who = names.player(player);
  switch (reason) {
    case 'not-eligible':
      return words("{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).", {
        player: who,
      });
    case 'lower-score':
      return words(
        '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).',
        { player: who },
      );
    case 'more-unplayed-games':
      return words(
        '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).',
        { player: who, unplayed: unplayed.player, assigneeUnplayed: unplayed.assignee, assignee: names.player(assignee) },
      );
    case 'paired-by-criteria':
      return words(
        "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).",
        { player: who, assignee: names.player(assignee) },
      );
  }
}
