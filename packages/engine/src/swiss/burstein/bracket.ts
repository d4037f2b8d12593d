// C.04.4.2 art. 3.2 with the order of art. 4: how one bracket is paired. The
// quality criteria [C5]-[C8] become the costs of one cheapest perfect
// matching over every player still to pair, so that [C4] (the rest of the
// round stays pairable) holds by construction; the first pairing of art. 4
// among the best is then found by fixing the opponent of one player at a
// time, in bracket order, never by enumerating pairings.

import { cheapestPerfectMatching, lexicographic, type CostEdge } from '../../matching/index.js';
import { mayMeet } from '../pairing-allocated-bye.js';
import { missesPreference, type BursteinPlayer, type BursteinRound } from './state.js';

export interface BracketPairing {
  pairs: [BursteinPlayer, BursteinPlayer][];
  /** Players of the bracket left unpaired: the next bracket's incoming floaters. */
  floaters: BursteinPlayer[];
}

type Role = 'bracket' | 'next' | 'below';

/**
 * Pairs `bracket` (residents and incoming floaters, in the order of art. 1.8)
 * given `next`, the scoregroup below it, and `below`, everybody further down.
 * Null when the players cannot all be paired ([C1]-[C4]).
 */
export function pairBracket(
  round: BursteinRound,
  bracket: readonly BursteinPlayer[],
  next: readonly BursteinPlayer[],
  below: readonly BursteinPlayer[],
): BracketPairing | null {
  const all = [...bracket, ...next, ...below];
  const role = (i: number): Role => (i < bracket.length ? 'bracket' : i < bracket.length + next.length ? 'next' : 'below');
  const levels = [...new Set([...bracket, ...next].map((p) => p.score))].sort((a, b) => b - a);
  const radix = BigInt(all.length + 2);

  /** The criteria one pair adds to a pairing, most important first, each to be made as small as possible. */
  function cost(i: number, j: number): bigint {
    const [ri, rj] = [role(i), role(j)];
    const floated = new Array<number>(levels.length).fill(0);
    const floatedAgain = new Array<number>(levels.length).fill(0);
    let c5 = 0;
    let c7 = 0;
    let c8 = 0;
    if (ri === 'bracket' && rj === 'bracket') {
      // C.04.4.2 art. 2.3.4 [C8]: fewest players who do not get their colour preference.
      if (missesPreference(all[i], all[j])) c8 = 1;
    } else if (ri === 'bracket' || rj === 'bracket') {
      const [f, other] = ri === 'bracket' ? [i, j] : [j, i];
      // C.04.4.2 art. 2.3.1 [C5]: most pairs, that is fewest outgoing
      // floaters; art. 2.3.2 [C6]: their scores, highest first, as low as possible.
      c5 = 1;
      floated[levels.indexOf(all[f].score)] = 1;
      if (role(other) === 'below') {
        // C.04.4.2 art. 2.3.3 [C7]: the floaters chosen so that the next
        // bracket meets [C5] and [C6] in its turn: a floater who meets
        // somebody from below it floats on.
        c7 = 1;
        floatedAgain[levels.indexOf(all[f].score)] = 1;
      }
    } else if ((ri === 'next') !== (rj === 'next')) {
      c7 = 1;
      floatedAgain[levels.indexOf(all[ri === 'next' ? i : j].score)] = 1;
    }
    // The last field, left at 0 here, is the order of art. 4 for the one player being placed (solve()).
    return lexicographic([c5, ...floated, c7, ...floatedAgain, c8, 0], radix);
  }
  const costs = new Map<number, bigint>();
  const costOf = (i: number, j: number) => {
    const key = i * all.length + j;
    let c = costs.get(key);
    if (c === undefined) costs.set(key, (c = cost(i, j)));
    return c;
  };

  // Fixed decisions of art. 4: a partner, or floating (-1).
  const fixed = new Map<number, number>();
  const allowed = (i: number, j: number) => {
    for (const [a, b] of [
      [i, j],
      [j, i],
    ]) {
      const f = fixed.get(a);
      if (f === undefined) continue;
      if (f >= 0 ? f !== b : role(b) === 'bracket') return false;
    }
    return mayMeet(round, all[i], all[j]);
  };

  /**
   * C.04.4.2 art. 4.1-4.3: a pairing comes first when the opponent of bracket
   * sequence number 1 ranks lowest, then that of number 2, and so on; a
   * player who floats meets a virtual player numbered 0, the last choice.
   */
  const orderCost = (k: number, j: number) => (role(j) === 'bracket' ? bracket.length - 1 - j : bracket.length);

  function solve(k: number | null) {
    const edges: CostEdge[] = [];
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        if (!allowed(i, j)) continue;
        const ordering = k === i ? orderCost(i, j) : k === j ? orderCost(j, i) : 0;
        edges.push({ u: i, v: j, cost: costOf(i, j) + BigInt(ordering) });
      }
    }
    return cheapestPerfectMatching(all.length, edges);
  }

  // C.04.4.2 art. 2.2.1 [C4]: whatever the bracket does, the rest of the round
  // must still pair; every candidate here is a perfect matching of them all.
  let current = solve(null);
  if (current === null) return null;
  for (let k = 0; k < bracket.length; k++) {
    if (fixed.has(k)) continue;
    // The optimum at hand already gives k the lowest ranked opponent it could
    // have at all: no solve can do better.
    let lowest = -1;
    for (let j = bracket.length - 1; j > k && lowest < 0; j--) if (!fixed.has(j) && allowed(k, j)) lowest = j;
    if (current.mate[k] !== lowest) {
      current = solve(k);
      if (current === null) throw new Error('a fixed choice of art. 4 left the round unpairable');
    }
    const mate = current.mate[k];
    if (role(mate) === 'bracket') {
      fixed.set(k, mate);
      fixed.set(mate, k);
    } else fixed.set(k, -1);
  }
  const pairs: [BursteinPlayer, BursteinPlayer][] = [];
  const floaters: BursteinPlayer[] = [];
  for (let k = 0; k < bracket.length; k++) {
    const f = fixed.get(k) as number;
    if (f < 0) floaters.push(bracket[k]);
    else if (k < f) pairs.push([bracket[k], bracket[f]]);
  }
  return { pairs, floaters };
}
