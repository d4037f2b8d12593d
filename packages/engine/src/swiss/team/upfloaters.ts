// C.04.6 art. 3.5: the upfloaters that join the top-scoregroup to make the
// next bracket.
//
// The article orders the candidate sets by [C4] (fewest upfloaters), [C5]
// (smallest score differences, the largest first), then takes the first set in
// lexicographic order of its TPNs (each set sorted by score, then TPN) that
// leaves a legal pairing of the bracket and of all teams below it ([C1], [C3])
// and complies as far as it can with [C6] and [C7]. Enumerating sets is
// exponential; instead one maximum-weight perfect matching of all the teams
// still unpaired decides it. A pair's weight packs, most significant first:
//   - a constant: every team paired ([C1] by the missing edges, [C3] by
//     perfection);
//   - [C4]: minus one for a pair of a resident and a lower team (that lower
//     team is an upfloater);
//   - [C5]: minus one in the field of the upfloater's score, the lower the
//     score the higher the field: fewest of the largest differences first;
//   - [C6]: minus one for a pair of a team of the following scoregroup and a
//     team below it: such pairs are that scoregroup's own upfloaters when its
//     bracket is paired, and the least of them over all completions is the
//     least [C4] allows there (a following scoregroup taken whole has none);
//   - [C7] (not in the last two rounds): minus one for an upfloater that
//     floated in the previous round;
//   - the set's lexicographic order: the lower teams ranked by score then
//     TPN, an upfloater adds 2^(count − 1 − rank). Sets of the same size and
//     scores differ first at the smallest rank one holds and the other does
//     not, so the first set in order is the one with the largest sum.
// Each field is wide enough that its sum over a matching never carries into
// the next, so the maximum weight is the first set by the article's order.

import type { TeamPairingContext } from './context.js';
import { bitsFor, maximumWeightMatching, type WeightTerms } from './matching.js';
import type { TeamFacts } from './team-facts.js';

/** The criteria of art. 3.5 below [C4] that weigh; the explanation leaves some out to see which one decided. */
export interface UpfloaterCriteria {
  c5: boolean;
  c6: boolean;
  c7: boolean;
}

const ALL_CRITERIA: UpfloaterCriteria = { c5: true, c6: true, c7: true };

/**
 * The upfloaters for the bracket of `residents` (the top-scoregroup), taken from `lower` (every other team not
 * yet paired, sorted by score then TPN). Null when no legal pairing of all of them exists (with no team below, that
 * is left to the bracket's pairing).
 */
export function chooseUpfloaters(
  ctx: TeamPairingContext,
  residents: readonly TeamFacts[],
  lower: readonly TeamFacts[],
  criteria: UpfloaterCriteria = ALL_CRITERIA,
): TeamFacts[] | null {
  // Nothing below: the bracket is the top-scoregroup alone, and pairing it shows whether it can be paired.
  if (lower.length === 0) return [];
  const teams = [...residents, ...lower];
  const n = teams.length;
  const r = residents.length;
  // Every upfloater meets a resident: the counts of [C4], [C5] and [C7] stay within r, those of [C6] within the
  // following scoregroup.
  const count = bitsFor(r);
  const scores = [...new Set(lower.map((t) => t.score))].sort((a, b) => b - a);
  const level = new Map(scores.map((s, i) => [s, i]));
  const following = scores.length > 0 ? scores[0] : null;
  const followingSize = lower.filter((t) => t.score === following).length;
  // Field shifts, least significant first.
  const c7 = lower.length;
  const c6 = c7 + count;
  const c5 = c6 + bitsFor(followingSize);
  const c4 = c5 + count * scores.length;
  const top = c4 + count + bitsFor(n) + 1;
  const plain: WeightTerms = [top, 1];
  const intoFollowing: WeightTerms = criteria.c6 ? [top, 1, c6, -1] : plain;
  const upfloater = (f: number): WeightTerms => {
    const t = teams[f];
    const terms = [top, 1, c4, -1, n - 1 - f, 1];
    if (criteria.c5) terms.push(c5 + count * level.get(t.score)!, -1);
    if (criteria.c7 && ctx.floatHistory && t.floatedLastRound) terms.push(c7, -1);
    return terms;
  };
  const mate = maximumWeightMatching(n, top + 1, (i, j) => {
    if (!ctx.legal(teams[i].pairingNumber, teams[j].pairingNumber)) return null;
    if (j < r) return plain;
    if (i < r) return upfloater(j);
    return (teams[i].score === following) !== (teams[j].score === following) ? intoFollowing : plain;
  });
  if (mate.some((m) => m === -1)) return null;
  const upfloaters: TeamFacts[] = [];
  for (let f = r; f < n; f++) if (mate[f] < r) upfloaters.push(teams[f]);
  return upfloaters;
}
