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
import { bitsFor, maximumWeightMatching, greedyPerfectMatching, type WeightTerms } from './matching.js';
import { canAllBePaired } from './pairing-allocated-bye.js';
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
  const evident = evidentUpfloaters(ctx, residents, lower, criteria);
  if (evident !== null) return evident;
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

/** A pairing of `teams` among themselves ([C1]) found without a solve, or null (which proves nothing). */
function evidentPairing(ctx: TeamPairingContext, teams: readonly TeamFacts[]): Int32Array | null {
  return greedyPerfectMatching(teams.length, (i, j) => ctx.legal(teams[i].pairingNumber, teams[j].pairingNumber));
}

/** How many times the teams below the following scoregroup are tried without one of them: each try is a pass over them all. */
const CROSSING_TRIES = 4;

/**
 * Whether `rest` (what is left of the following scoregroup, then the teams below, in order) shows a pairing whose
 * pairs between the two parts are as few as the parity of the first part allows: none, or one. False proves
 * nothing.
 */
function pairsWithFewestCrossings(ctx: TeamPairingContext, rest: readonly TeamFacts[], following: number): boolean {
  const mate = evidentPairing(ctx, rest);
  const group = rest.filter((t) => t.score === following);
  const below = rest.slice(group.length);
  if (mate !== null) {
    let crossing = 0;
    for (let i = 0; i < group.length; i++) if (mate[i] >= group.length) crossing++;
    if (crossing <= group.length % 2) return true;
  }
  if (group.length % 2 === 0) return canAllBePaired(ctx, group) && evidentPairing(ctx, below) !== null;
  // One team g of the scoregroup meets a team h below; the others pair on each side.
  let tries = 0;
  for (let k = group.length - 1; k >= 0; k--) {
    const g = group[k];
    if (!canAllBePaired(ctx, group.filter((t) => t !== g))) continue;
    for (const h of below) {
      if (!ctx.legal(g.pairingNumber, h.pairingNumber)) continue;
      if (evidentPairing(ctx, below.filter((t) => t !== h)) !== null) return true;
      if (++tries === CROSSING_TRIES) return false;
    }
  }
  return false;
}

/**
 * The matching's answer when pairings found without the big solve show a set that no other can beat on any
 * criterion, as in most brackets; null when they cannot tell, and the matching decides.
 *   - An even top-scoregroup that pairs by itself above a rest that pairs by itself: no upfloater is fewest ([C4]).
 *   - An odd one needs one upfloater at least; one from the highest scoregroup below has the smallest
 *     difference ([C5]); what is left of the following scoregroup is paired with the teams below it in as few
 *     pairs as its parity allows (none when even, one when odd), which none beats ([C6]); then one that did not
 *     float in the previous round ([C7]); then the first in order. A candidate the top-scoregroup cannot be paired
 *     with is passed over (a solve over the bracket proves it); one after a candidate whose rest shows nothing is
 *     not tried, as that one may still be the answer.
 */
function evidentUpfloaters(ctx: TeamPairingContext, residents: readonly TeamFacts[], lower: readonly TeamFacts[], criteria: UpfloaterCriteria): TeamFacts[] | null {
  if (residents.length % 2 === 0) return canAllBePaired(ctx, residents) && evidentPairing(ctx, lower) !== null ? [] : null;
  if (!criteria.c5) return null;
  const following = lower[0].score;
  const floated = (t: TeamFacts): number => (criteria.c7 && ctx.floatHistory && t.floatedLastRound ? 1 : 0);
  // Scoregroup by scoregroup from the following one: when the top-scoregroup can be paired with none of a
  // scoregroup's teams, one from the next has the smallest difference left ([C5]).
  for (let from = 0; from < lower.length; ) {
    const score = lower[from].score;
    let to = from;
    while (to < lower.length && lower[to].score === score) to++;
    const candidates = lower.slice(from, to).sort((a, b) => floated(a) - floated(b));
    for (const candidate of candidates) {
      if (!canAllBePaired(ctx, [...residents, candidate])) continue;
      const rest = lower.filter((t) => t !== candidate);
      const shown = criteria.c6 ? pairsWithFewestCrossings(ctx, rest, following) : evidentPairing(ctx, rest) !== null;
      return shown ? [candidate] : null;
    }
    from = to;
  }
  return null;
}
