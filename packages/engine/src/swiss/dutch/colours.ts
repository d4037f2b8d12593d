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
function lastDifferentColours(a: PlayerPairingState, b: PlayerPairingState): [Colour | null, Colour | null] {
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
 * C.04.3 colour allocation rules, in their order: grant both preferences; else
 * the stronger one (absolute over strong over mild; between two absolute
 * preferences, the wider colour difference); else alternate from the most
 * recent round in which the two had different colours. Returns the colour of
 * `player`, or null when none of these decides.
 */
function colourByPreferences(player: PlayerPairingState, opponent: PlayerPairingState): Colour | null {
  if (preferencesCompatible(player.preference, opponent.preference)) {
    if (player.preference) return player.preference;
    if (opponent.preference) return invertColour(opponent.preference);
    return null;
  }
  const mine = player.preference as Colour;
  if (player.absolute && (player.colourImbalance > opponent.colourImbalance || !opponent.absolute)) return mine;
  if (opponent.absolute && (opponent.colourImbalance > player.colourImbalance || !player.absolute)) return invertColour(mine);
  if (player.strong && !opponent.strong) return mine;
  if (opponent.strong && !player.strong) return invertColour(mine);
  const [cp, co] = lastDifferentColours(player, opponent);
  return cp !== null && co !== null ? co : null;
}

/**
 * The colour `player` receives against `opponent` (C.04.3 colour allocation
 * rules). When the preferences and histories decide nothing, the higher
 * ranked player gets its preference; with no preference at all, the higher
 * ranked player gets the initial colour when its pairing number is odd and
 * the other colour when it is even.
 */
export function colourFor(player: PlayerPairingState, opponent: PlayerPairingState, initial: Colour): Colour {
  const decided = colourByPreferences(player, opponent);
  if (decided) return decided;
  const playerHigher = ranksAbove(player, opponent);
  if (player.preference === null) {
    if (!playerHigher) return opponent.rankIndex % 2 === 1 ? initial : invertColour(initial);
    return player.rankIndex % 2 === 1 ? invertColour(initial) : initial;
  }
  return playerHigher ? player.preference : invertColour(opponent.preference as Colour);
}

export interface Board {
  white: number;
  black: number;
}

/**
 * C.04.2 General Handling Rules, order of the boards: by the higher score in
 * the pair, then the lower score in the pair, then the pairing number of the
 * higher ranked player (scores without acceleration).
 */
export function boardOrder(boards: Board[], players: Map<number, PlayerPairingState>): Board[] {
  const key = (b: Board) => {
    const w = players.get(b.white) as PlayerPairingState;
    const k = players.get(b.black) as PlayerPairingState;
    const wHigher = w.rawScore !== k.rawScore ? w.rawScore > k.rawScore : w.rankIndex < k.rankIndex;
    const hi = wHigher ? w : k;
    const lo = wHigher ? k : w;
    return [hi.rawScore, lo.rawScore, hi.rankIndex] as const;
  };
  return [...boards].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka[0] !== kb[0]) return kb[0] - ka[0];
    if (ka[1] !== kb[1]) return kb[1] - ka[1];
    return ka[2] - kb[2];
  });
}
