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

/**
 * Whether `rest` (what is left of the following scoregroup, then the teams below, in order) shows a pairing with
 * `fewest` pairs between the two parts. False proves nothing.
 */
function pairsWithCrossings(ctx: TeamPairingContext, rest: readonly TeamFacts[], following: number, fewest: number): boolean {
  const group = rest.filter((t) => t.score === following);
  const below = rest.slice(group.length);
  const mate = evidentPairing(ctx, rest);
  if (mate !== null) {
    let crossing = 0;
    for (let i = 0; i < group.length; i++) if (mate[i] >= group.length) crossing++;
    if (crossing <= fewest) return true;
  }
  // The scoregroup's largest pairing among itself, and each team it leaves over with a team below.
  const inside = largestPairing(ctx, group);
  const left = group.filter((_, i) => inside[i] === -1);
  if (left.length > fewest) return false;
  const taken = new Set<TeamFacts>();
  for (const g of left) {
    const h = below.find((t) => !taken.has(t) && ctx.legal(g.pairingNumber, t.pairingNumber));
    if (h === undefined) return false;
    taken.add(h);
  }
  return (
    evidentPairing(
      ctx,
      below.filter((t) => !taken.has(t)),
    ) !== null
  );
}

/** A largest pairing of `group` among itself ([C1]): mate per team, −1 for one left over. */
function largestPairing(ctx: TeamPairingContext, group: readonly TeamFacts[]): Int32Array {
  const one: WeightTerms = [0, 1];
  return maximumWeightMatching(group.length, 1, (i, j) => (ctx.legal(group[i].pairingNumber, group[j].pairingNumber) ? one : null));
}

/**
 * The matching's answer when pairings found without the big solve show a set that no other can beat on any
 * criterion, as in most brackets; null when they cannot tell, and the matching decides.
 *   - An even top-scoregroup that pairs by itself above a rest that pairs by itself: no upfloater is fewest ([C4]);
 *     one that cannot pair by itself: see evidentPairOfUpfloaters.
 *   - An odd one needs one upfloater at least; one from the highest scoregroup below has the smallest
 *     difference ([C5]); what is left of the following scoregroup is paired with the teams below it in no more
 *     pairs than its largest pairing among itself leaves over, the least any candidate of that scoregroup could
 *     leave ([C6]); then one that did not float in the previous round ([C7]); then the first in order. A
 *     candidate the top-scoregroup cannot be paired with is passed over (a solve over the bracket proves it);
 *     one after a candidate whose rest shows nothing is not tried, as that one may still be the answer.
 */
function evidentUpfloaters(
  ctx: TeamPairingContext,
  residents: readonly TeamFacts[],
  lower: readonly TeamFacts[],
  criteria: UpfloaterCriteria,
): TeamFacts[] | null {
  const following = lower[0].score;
  const floated = (t: TeamFacts): number => (criteria.c7 && ctx.floatHistory && t.floatedLastRound ? 1 : 0);
  if (residents.length % 2 === 0) {
    if (canAllBePaired(ctx, residents)) return evidentPairing(ctx, lower) !== null ? [] : null;
    return criteria.c5 ? evidentPairOfUpfloaters(ctx, residents, lower, criteria.c6, floated) : null;
  }
  if (!criteria.c5) return null;
  // Scoregroup by scoregroup from the following one: when the top-scoregroup can be paired with none of a
  // scoregroup's teams, one from the next has the smallest difference left ([C5]).
  const followingGroup = lower.filter((t) => t.score === following);
  // [C6] counts the pairs of the following scoregroup's teams (but the upfloater) with teams below: at least as
  // many as their largest pairing among themselves leaves over.
  const fewestCrossings = (group: readonly TeamFacts[]): number => {
    const paired = largestPairing(ctx, group).filter((m) => m !== -1).length;
    return group.length - paired;
  };
  for (let from = 0; from < lower.length;) {
    const score = lower[from].score;
    let to = from;
    while (to < lower.length && lower[to].score === score) to++;
    const candidates = lower.slice(from, to).sort((a, b) => floated(a) - floated(b));
    const at = candidates.findIndex((c) => canAllBePaired(ctx, [...residents, c]));
    if (at !== -1) {
      const candidate = candidates[at];
      const rest = lower.filter((t) => t !== candidate);
      if (!criteria.c6) return evidentPairing(ctx, rest) !== null ? [candidate] : null;
      if (score !== following) return pairsWithCrossings(ctx, rest, following, fewestCrossings(followingGroup)) ? [candidate] : null;
      // The fewest any candidate of this scoregroup could reach, reached by the first one: no other beats it. The
      // bound over them all first; over those the top-scoregroup can be paired with, a closer one, when it fails.
      const overAll = Math.max((followingGroup.length - 1) % 2, fewestCrossings(followingGroup) - 1);
      if (pairsWithCrossings(ctx, rest, following, overAll)) return [candidate];
      const others = candidates.slice(at).filter((c, k) => k === 0 || canAllBePaired(ctx, [...residents, c]));
      const fewest = Math.min(...others.map((c) => fewestCrossings(followingGroup.filter((t) => t !== c))));
      return pairsWithCrossings(ctx, rest, following, fewest) ? [candidate] : null;
    }
    from = to;
  }
  return null;
}

/** Scoregroups below the top-scoregroup taken for two upfloaters before the matching decides instead. */
const PAIR_LEVELS = 3;

/**
 * An even top-scoregroup that cannot be paired by itself needs two upfloaters at least ([C4]). The sets of two by
 * their differences ([C5]: the lowest scoregroup first, then the other), the first class holding a set the
 * top-scoregroup can be paired with; then as for one (see evidentUpfloaters): the fewest pairs of what is left of
 * the following scoregroup with the teams below ([C6]), the fewest that floated in the previous round ([C7]), the
 * first set in order. Sets the top-scoregroup cannot be paired with are passed over.
 */
function evidentPairOfUpfloaters(
  ctx: TeamPairingContext,
  residents: readonly TeamFacts[],
  lower: readonly TeamFacts[],
  c6: boolean,
  floated: (t: TeamFacts) => number,
): TeamFacts[] | null {
  const following = lower[0].score;
  const groups: TeamFacts[][] = [];
  for (const t of lower) {
    if (groups.length > 0 && groups[groups.length - 1][0].score === t.score) groups[groups.length - 1].push(t);
    else if (groups.length < PAIR_LEVELS) groups.push([t]);
    else break;
  }
  for (let high = 0; high < groups.length; high++) {
    for (let low = 0; low <= high; low++) {
      // The class of sets with one team of scoregroup `low` and one of `high`, in order.
      const sets: [TeamFacts, TeamFacts][] = [];
      const a = groups[low];
      const b = groups[high];
      for (let i = 0; i < a.length; i++) for (let j = low === high ? i + 1 : 0; j < b.length; j++) sets.push([a[i], b[j]]);
      // Stable: within the same count of floaters the sets stay in order.
      sets.sort((x, y) => floated(x[0]) + floated(x[1]) - floated(y[0]) - floated(y[1]));
      const set = sets.find((s) => canAllBePaired(ctx, [...residents, ...s]));
      if (set === undefined) continue;
      const rest = lower.filter((t) => !set.includes(t));
      if (!c6) return evidentPairing(ctx, rest) !== null ? set : null;
      // What the following scoregroup leaves over of its largest pairing, less one for each upfloater it gives.
      const group = groups[0];
      const given = (low === 0 ? 1 : 0) + (high === 0 ? 1 : 0);
      const paired = largestPairing(ctx, group).filter((m) => m !== -1).length;
      const fewest = Math.max((group.length - given) % 2, group.length - paired - given);
      return pairsWithCrossings(ctx, rest, following, fewest) ? set : null;
    }
  }
  return null;
}
