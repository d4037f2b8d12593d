// Colour allocation and board order for a pair the Dutch system has made.

import type { Colour } from '../../model.js';
import { gameWasPlayed, invertColour, type PlayerPairingState } from '../player-pairing-state.js';

/** Whether `a` stands above `b` in the pairing order: score, then TPN (C.04.3 art. 1.2). */
export function ranksAbove(a: PlayerPairingState, b: PlayerPairingState): boolean {
  return a.score !== b.score ? a.score > b.score : a.rankIndex < b.rankIndex;
}

/** Two preferences can both be granted: they differ or one of them is none (C.04.3 art. 1.6). */
export function preferencesCompatible(a: Colour | null, b: Colour | null): boolean {
  return a === null || b === null || a !== b;
}

/**
 * C.04.3 colour allocation rule "alternate to the most recent round in which
 * the two had different colours": walking back over played games only, the
 * colour each had in the latest such round; null when the histories run out.
 */
export function lastDifferentColours(a: PlayerPairingState, b: PlayerPairingState): [Colour | null, Colour | null] {
  const played = (s: PlayerPairingState) => s.history.filter(gameWasPlayed).map((e) => e.colour as Colour);
  const ca = played(a);
  const cb = played(b);
  let i = ca.length - 1;
  let j = cb.length - 1;
  while (i >= 0 && j >= 0 && ca[i] === cb[j]) {
    i--;
    j--;
  }
  return [i >= 0 ? ca[i] : null, j >= 0 ? cb[j] : null];
}

/**
 * The colour allocation rules of C.04.3 art. 5.2, in their order: 5.2.1 grant
 * both preferences; 5.2.2 grant the stronger one (between two absolute
 * preferences, the wider colour difference); 5.2.3 alternate from the most
 * recent round in which the two had different colours; 5.2.4 grant the higher
 * ranked player's preference; 5.2.5 the initial colour by the higher ranked
 * player's pairing number.
 */
export type ColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

/** The colour a player receives, and the rule of art. 5.2 that decided it. */
export interface ColourAllocation {
  colour: Colour;
  rule: ColourRule;
}

/** Art. 5.2.1–5.2.3: the colour of `player` as the preferences and histories decide it, or null when they do not. */
function colourByPreferences(player: PlayerPairingState, opponent: PlayerPairingState): ColourAllocation | null {
  if (preferencesCompatible(player.preference, opponent.preference)) {
    if (player.preference) return { colour: player.preference, rule: '5.2.1' };
    if (opponent.preference) return { colour: invertColour(opponent.preference), rule: '5.2.1' };
    return null;
  }
  const mine = player.preference as Colour;
  if (player.absolute && (player.colourImbalance > opponent.colourImbalance || !opponent.absolute)) return { colour: mine, rule: '5.2.2' };
  if (opponent.absolute && (opponent.colourImbalance > player.colourImbalance || !player.absolute)) return { colour: invertColour(mine), rule: '5.2.2' };
  if (player.strong && !opponent.strong) return { colour: mine, rule: '5.2.2' };
  if (opponent.strong && !player.strong) return { colour: invertColour(mine), rule: '5.2.2' };
  const [cp, co] = lastDifferentColours(player, opponent);
  return cp !== null && co !== null ? { colour: co, rule: '5.2.3' } : null;
}

/**
 * The colour `player` receives against `opponent` (C.04.3 art. 5.2), with the
 * rule that decided it. When the preferences and histories decide nothing,
 * the higher ranked player gets its preference (5.2.4); with no preference at
 * all, the higher ranked player gets the initial colour when its pairing
 * number is odd and the other colour when it is even (5.2.5).
 */
export function colourAllocation(player: PlayerPairingState, opponent: PlayerPairingState, initial: Colour): ColourAllocation {
  const decided = colourByPreferences(player, opponent);
  if (decided) return decided;
  const playerHigher = ranksAbove(player, opponent);
  if (player.preference === null) {
    if (!playerHigher) return { colour: opponent.rankIndex % 2 === 1 ? initial : invertColour(initial), rule: '5.2.5' };
    return { colour: player.rankIndex % 2 === 1 ? invertColour(initial) : initial, rule: '5.2.5' };
  }
  return { colour: playerHigher ? player.preference : invertColour(opponent.preference as Colour), rule: '5.2.4' };
}

export interface Board {
  white: number;
  black: number;
}

/**
 * The order of the boards (C.04.3 2026, publishing rules; C.04.2): first the
 * score of the pair's higher ranked player, then the sum of both scores, then
 * the higher ranked player's place in the initial order. The scores are the
 * pairing scores, so with acceleration a player's virtual points count here as
 * they counted in the pairing (C.04.5: they replace the score for pairing
 * purposes).
 */
export function boardOrder(boards: Board[], players: Map<number, PlayerPairingState>): Board[] {
  const key = (b: Board) => {
    const w = players.get(b.white) as PlayerPairingState;
    const k = players.get(b.black) as PlayerPairingState;
    const wHigher = w.score !== k.score ? w.score > k.score : w.rankIndex < k.rankIndex;
    const hi = wHigher ? w : k;
    const lo = wHigher ? k : w;
    return [hi.score, hi.score + lo.score, hi.rankIndex] as const;
  };
  return [...boards].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka[0] !== kb[0]) return kb[0] - ka[0];
    if (ka[1] !== kb[1]) return kb[1] - ka[1];
    return ka[2] - kb[2];
  });
}
