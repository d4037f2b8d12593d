// C.04.4.2 art. 3.1: after the seeding rounds the pairing-allocated bye is
// decided before any bracket is paired.

import { pairingAllocatedBye as firstPairableBye } from '../pairing-allocated-bye.js';
import { byRanking, type BursteinPlayer, type BursteinRound } from './state.js';

/**
 * The order in which players are considered for the bye: art. 3.1.3 the
 * lowest score, 3.1.4 the most games played, 3.1.5 the lowest ranking of
 * art. 1.8 (index, then pairing number).
 */
export function byeOrder(a: BursteinPlayer, b: BursteinPlayer): number {
  return a.score - b.score || b.playedGames - a.playedGames || byRanking(b, a);
}

/** Art. 3.1.1–3.1.2: the first player in byeOrder who may have the bye and without whom the rest pairs. */
export const pairingAllocatedBye = (round: BursteinRound, players: readonly BursteinPlayer[]): BursteinPlayer | null =>
  firstPairableBye(round, players, byeOrder);
