// C.04.4.2 art. 5: which player of a pair has white. The rules of art. 5.2
// are tried in their order and the first that decides, decides.

import type { Colour } from '../../model.js';
import { lastDifferentColours } from '../dutch/colours.js';
import { invertColour } from '../player-pairing-state.js';
import { byRanking, type BursteinPlayer, type PreferenceStrength } from './state.js';

export type BursteinColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

/** C.04.4.2 art. 5.2.1: the higher ranked player has more points or, with equal points, the smaller pairing number. */
export function higherByScore(a: BursteinPlayer, b: BursteinPlayer): boolean {
  return a.score !== b.score ? a.score > b.score : a.tpn < b.tpn;
}

const STRENGTH: Record<PreferenceStrength, number> = { mild: 1, strong: 2, absolute: 3 };
const strength = (p: BursteinPlayer) => (p.strength === null ? 0 : STRENGTH[p.strength]);

/** The colour `a` gets against `b`, and the rule of art. 5.2 that gave it. */
export function bursteinColour(a: BursteinPlayer, b: BursteinPlayer, initial: Colour): { colour: Colour; rule: BursteinColourRule } {
  const forA = (c: Colour, forPlayer: BursteinPlayer) => (forPlayer === a ? c : invertColour(c));
  // 5.2.1: neither has played a game: the higher ranked player gets the initial colour with an odd pairing number.
  if (a.playedGames === 0 && b.playedGames === 0) {
    const higher = higherByScore(a, b) ? a : b;
    return { colour: forA(higher.tpn % 2 === 1 ? initial : invertColour(initial), higher), rule: '5.2.1' };
  }
  // 5.2.2: both preferences can be granted (a player without one takes what the other leaves, art. 1.5.4).
  if (a.preference !== b.preference) {
    return { colour: a.preference ?? invertColour(b.preference as Colour), rule: '5.2.2' };
  }
  // 5.2.3: the stronger preference is granted.
  if (strength(a) !== strength(b)) {
    const stronger = strength(a) > strength(b) ? a : b;
    return { colour: forA(stronger.preference as Colour, stronger), rule: '5.2.3' };
  }
  // 5.2.4: alternate from the latest game in which one had white and the other black.
  const [ca, cb] = lastDifferentColours(a.state, b.state);
  if (ca !== null && cb !== null) return { colour: invertColour(ca), rule: '5.2.4' };
  // 5.2.5: the preference of the player ranked higher by art. 1.8.
  const higher = byRanking(a, b) < 0 ? a : b;
  return { colour: forA(higher.preference as Colour, higher), rule: '5.2.5' };
}
