// C.04.4.1 art. 5: which player of a pair has white. The rules of art. 5.2
// are tried in their order and the first that decides, decides.

import type { Colour } from '../../model.js';
import { lastDifferentColours } from '../dutch/colours.js';
import { invertColour } from '../player-pairing-state.js';
import type { DubovPlayer, PreferenceStrength } from './state.js';

export type DubovColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

/** C.04.4.1 art. 5.2.1: the higher ranked player has more points or, with equal points, the smaller pairing number. */
export function ranksHigher(a: DubovPlayer, b: DubovPlayer): boolean {
  return a.score !== b.score ? a.score > b.score : a.tpn < b.tpn;
}

const STRENGTH: Record<PreferenceStrength, number> = { mild: 0, strong: 1, absolute: 2 };

/** The colour `a` gets against `b`, and the rule of art. 5.2 that gave it. */
export function dubovColour(a: DubovPlayer, b: DubovPlayer, initial: Colour): { colour: Colour; rule: DubovColourRule } {
  const aHigher = ranksHigher(a, b);
  const higher = aHigher ? a : b;
  const forA = (c: Colour, forPlayer: DubovPlayer) => (forPlayer === a ? c : invertColour(c));
  // 5.2.1: neither has played a game: the higher ranked player gets the initial colour with an odd pairing number.
  if (a.playedGames === 0 && b.playedGames === 0) {
    return { colour: forA(higher.tpn % 2 === 1 ? initial : invertColour(initial), higher), rule: '5.2.1' };
  }
  // 5.2.2: both preferences can be granted.
  if (a.preference !== b.preference) return { colour: a.preference, rule: '5.2.2' };
  // 5.2.3: the stronger preference is granted.
  if (STRENGTH[a.strength] !== STRENGTH[b.strength]) {
    const stronger = STRENGTH[a.strength] > STRENGTH[b.strength] ? a : b;
    return { colour: forA(stronger.preference, stronger), rule: '5.2.3' };
  }
  // 5.2.4: alternate from the latest game in which one had white and the other black.
  const [ca, cb] = lastDifferentColours(a.state, b.state);
  if (ca !== null && cb !== null) return { colour: invertColour(ca), rule: '5.2.4' };
  // 5.2.5: the higher ranked player's preference.
  return { colour: forA(higher.preference, higher), rule: '5.2.5' };
}
