// C.04.4.1 art. 3.1: the pairing-allocated bye is decided before any bracket
// is paired (art. 1.9).

import { pairingAllocatedBye as firstPairableBye } from '../pairing-allocated-bye.js';
import type { DubovPlayer, DubovRound } from './state.js';

/**
 * The order in which players are considered for the bye: art. 3.1.3 the
 * lowest score, 3.1.4 the most games played, 3.1.5 the largest pairing number.
 */
export function byeOrder(a: DubovPlayer, b: DubovPlayer): number {
  return a.score - b.score || b.playedGames - a.playedGames || b.tpn - a.tpn;
}

/** Art. 3.1.1–3.1.2: the first player in byeOrder who may have the bye and without whom the rest pairs. */
export const pairingAllocatedBye = (round: DubovRound, players: readonly DubovPlayer[]): DubovPlayer | null => firstPairableBye(round, players, byeOrder);
