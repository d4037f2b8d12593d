// What the Dubov (C.04.4.1) and Burstein (C.04.4.2) systems share before any bracket is paired: who may meet under
// their absolute criteria, and the pairing-allocated bye of art. 3.1, which differ only in the order of candidates.

import { cheapestPerfectMatching, type CostEdge } from '../matching/index.js';
import type { Colour } from '../model.js';

export interface MeetingPlayer {
  startNumber: number;
  preference: Colour | null;
  strength: 'absolute' | 'strong' | 'mild' | null;
}

export interface ByePlayer extends MeetingPlayer {
  /** May receive the pairing-allocated bye ([C2]: never had one, nor a win's points without playing). */
  byeEligible: boolean;
}

/**
 * [C1] no rematch and no forbidden pair; [C3] two players with the same absolute colour preference never meet (in
 * these systems, not even in the last round).
 */
export function mayMeet(round: { cannotMeet: Map<number, Set<number>> }, a: MeetingPlayer, b: MeetingPlayer): boolean {
  if (round.cannotMeet.get(a.startNumber)?.has(b.startNumber)) return false;
  return !(a.strength === 'absolute' && b.strength === 'absolute' && a.preference === b.preference);
}

/** Whether `players` can all be paired with each other under the absolute criteria ([C1], [C3]). */
function canPairAll(round: { cannotMeet: Map<number, Set<number>> }, players: readonly MeetingPlayer[]): boolean {
  const edges: CostEdge[] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) if (mayMeet(round, players[i], players[j])) edges.push({ u: i, v: j, cost: 0n });
  }
  return cheapestPerfectMatching(players.length, edges) !== null;
}

/**
 * Art. 3.1 of both systems: the bye goes to the first player, in the system's `order` (3.1.3–3.1.5), who may receive
 * it (3.1.1, [C2]) and whose absence leaves everybody else pairable (3.1.2, [C4]); null when the number of players
 * is even or nobody qualifies.
 */
export function pairingAllocatedBye<P extends ByePlayer>(
  round: { cannotMeet: Map<number, Set<number>> },
  players: readonly P[],
  order: (a: P, b: P) => number,
): P | null {
  if (players.length % 2 === 0) return null;
  const candidates = players.filter((p) => p.byeEligible).sort(order);
  return (
    candidates.find((c) =>
      canPairAll(
        round,
        players.filter((p) => p !== c),
      ),
    ) ?? null
  );
}
