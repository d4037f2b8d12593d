// C.04.6 art. 3.6: pairing one bracket.
//
// The article sorts every pairing of the bracket by its identifier (the top
// members' TPNs ascending, then their bottom members' TPNs in the same order)
// and takes the first that complies with [C1] and, as far as they can be met,
// [C8], [C9] and [C10]. A maximum-weight perfect matching and an assignment
// find it without enumerating:
//   1. The weights pack, most significant first: a constant (every team paired;
//      an illegal pair has no edge), minus [C8] (a pair of equal preferences
//      leaves one unfulfilled), minus [C9] (type B: two equal strong ones),
//      minus [C10] (not in the last two rounds: an upfloater's opponent that
//      floated in the previous round), plus 2^(b − 1 − rank) for the pair's top
//      member. Top-member lists of equal length first differ where one holds a
//      smaller TPN, so the largest sum is the lexicographically first list.
//   2. With the top members so chosen, a minimum-cost assignment of bottoms to
//      tops (a bottom after its top): the same criteria, then the bottom members
//      in top-member order: (j-th top, bottom of rank k among the bottoms) costs
//      k·2^(d·(m − 1 − j)), m pairs, d bits a digit; one digit per top, so the
//      least sum holds the smallest bottom for the first top, then for the
//      second, and so on.
// The fields are wide enough that no sum over a pairing carries into the next.

import { minimumCostAssignment } from './assignment.js';
import type { TeamPairingContext } from './context.js';
import { bitsFor, maximumWeightMatching } from './matching.js';
import type { TeamFacts } from './team-facts.js';

export interface BracketPair {
  top: TeamFacts;
  bottom: TeamFacts;
}

/** [C8], [C9], [C10] for a pair, most significant first. */
export function unmet(ctx: TeamPairingContext, a: TeamFacts, b: TeamFacts, upfloaters: ReadonlySet<number>): [number, number, number] {
  const pa = a.preference;
  const pb = b.preference;
  const same = pa.colour !== null && pa.colour === pb.colour;
  const c8 = same ? 1 : 0;
  const c9 = ctx.typeB && same && pa.strong && pb.strong ? 1 : 0;
  let c10 = 0;
  if (ctx.floatHistory) {
    if (upfloaters.has(a.pairingNumber) && b.floatedLastRound) c10++;
    if (upfloaters.has(b.pairingNumber) && a.floatedLastRound) c10++;
  }
  return [c8, c9, c10];
}

/** The bracket's pairing by art. 3.6 (teams in any order; `upfloaters` by TPN); null when [C1] leaves none. */
export function pairBracket(ctx: TeamPairingContext, bracket: readonly TeamFacts[], upfloaters: ReadonlySet<number>): BracketPair[] | null {
  const teams = [...bracket].sort((a, b) => a.pairingNumber - b.pairingNumber);
  const b = teams.length;
  const m = b / 2;
  const count = bitsFor(b);
  const criteria = teams.map((x, i) => teams.map((y, j) => (i < j ? unmet(ctx, x, y, upfloaters) : null)));
  const cost = (i: number, j: number): number | null => {
    if (!ctx.legal(teams[i].pairingNumber, teams[j].pairingNumber)) return null;
    // The three counts as digits: a sum over a pairing equals another's only when each count does.
    const [c8, c9, c10] = criteria[i][j]!;
    return (c8 * (b + 1) + c9) * (b + 1) + c10;
  };
  // The first identifier of all, the top half with the bottom half in order: when it is legal and meets every
  // criterion nothing comes before it (as in most brackets of a first round).
  const fold = Array.from({ length: m }, (_, i) => i);
  if (fold.every((i) => cost(i, i + m) === 0)) return fold.map((i) => ({ top: teams[i], bottom: teams[i + m] }));
  // The first half as the top members is the first list of all: when pairing it with the second half meets the
  // criteria as well as any pairing could, the matching would choose those top members (step 1 is skipped).
  const halves = withFirstBottoms(
    fold,
    fold.map((i) => i + m),
    cost,
  );
  if (halves !== null && halves.cost === leastCost(teams)) return halves.pairs.map((p) => ({ top: teams[p.top], bottom: teams[p.bottom] }));
  const s9 = b + count;
  const s8 = s9 + count;
  const top = s8 + 2 * count;
  const first = maximumWeightMatching(b, top + 1, (i, j) => {
    if (!ctx.legal(teams[i].pairingNumber, teams[j].pairingNumber)) return null;
    const [c8, c9, c10] = criteria[i][j]!;
    return [top, 1, s8, -c8, s9, -c9, b, -c10, b - 1 - i, 1];
  });
  if (first.some((x) => x === -1)) return null;
  const tops: number[] = [];
  const bottoms: number[] = [];
  for (let i = 0; i < b; i++) (first[i] > i ? tops : bottoms).push(i);
  // With these top members the first bottom members are the rest in order: when they cost no more than the
  // optimum, they are the answer.
  const optimum = tops.reduce((sum, t) => sum + cost(t, first[t])!, 0);
  const inOrder = tops.map((t, k) => (t < bottoms[k] ? cost(t, bottoms[k]) : null));
  if (inOrder.every((c) => c !== null) && inOrder.reduce((a, c) => a + c, 0) === optimum) {
    return tops.map((t, k) => ({ top: teams[t], bottom: teams[bottoms[k]] }));
  }
  // The first matching is among step 2's candidates, so step 2 always finds a pairing.
  return withFirstBottoms(tops, bottoms, cost)!.pairs.map((p) => ({ top: teams[p.top], bottom: teams[p.bottom] }));
}

/**
 * Step 2: an assignment of `bottoms` to `tops` (in order, a bottom after its top), costing the criteria first,
 * then, a digit per top, the bottom's rank: the least cost gives the first top its smallest bottom, then the
 * second, and so on. Its pairs and their criteria's cost; null when [C1] leaves none.
 */
function withFirstBottoms(
  tops: readonly number[],
  bottoms: readonly number[],
  cost: (i: number, j: number) => number | null,
): { pairs: { top: number; bottom: number }[]; cost: number } | null {
  const m = tops.length;
  const digit = BigInt(bitsFor(m));
  const order = digit * BigInt(m);
  const columns = minimumCostAssignment(m, (position, rank) => {
    const c = tops[position] < bottoms[rank] ? cost(tops[position], bottoms[rank]) : null;
    return c === null ? null : (BigInt(c) << order) + (BigInt(rank) << (digit * BigInt(m - 1 - position)));
  });
  if (columns === null) return null;
  const pairs = tops.map((top, k) => ({ top, bottom: bottoms[columns[k]] }));
  return { pairs, cost: pairs.reduce((sum, p) => sum + cost(p.top, p.bottom)!, 0) };
}

/**
 * A bound below every pairing's criteria (as cost packs them): a pair of equal preferences is unavoidable for
 * each two teams of the larger colour the others cannot take ([C8]); [C9] and [C10] may be met in full.
 */
function leastCost(teams: readonly TeamFacts[]): number {
  let white = 0;
  let black = 0;
  for (const t of teams) {
    if (t.preference.colour === 'w') white++;
    else if (t.preference.colour === 'b') black++;
  }
  const none = teams.length - white - black;
  const b = teams.length;
  return Math.max(0, Math.ceil((Math.abs(white - black) - none) / 2)) * (b + 1) * (b + 1);
}
