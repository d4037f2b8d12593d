// The articles of C.04.6 read literally, by enumeration: every candidate
// bye, every set of upfloaters, every pairing of a bracket, sorted and the
// first complying one taken. Exponential, for small events only: the
// reference the matching-based pairing is checked against.

import { byScoreThenNumber, pairingContext, type TeamPairingContext } from '../context.js';
import type { TeamPairingState } from '../state.js';
import type { TeamFacts } from '../team-facts.js';

type Pair = [TeamFacts, TeamFacts];

function* pairings(ctx: TeamPairingContext, teams: readonly TeamFacts[]): Generator<Pair[]> {
  if (teams.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = teams;
  for (let i = 0; i < rest.length; i++) {
    if (!ctx.legal(first.pairingNumber, rest[i].pairingNumber)) continue;
    const others = rest.filter((_, j) => j !== i);
    for (const p of pairings(ctx, others)) yield [[first, rest[i]], ...p];
  }
}

const pairable = (ctx: TeamPairingContext, teams: readonly TeamFacts[]) => teams.length % 2 === 0 && !pairings(ctx, teams).next().done;

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((s) => [first, ...s]), ...subsets(rest, size)];
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Art. 3.5.2 [C4]: the legal upfloater sets of the fewest teams (every team paired, art. 2.2.1 [C3]). */
function fewestUpfloaterSets(ctx: TeamPairingContext, residents: readonly TeamFacts[], lower: readonly TeamFacts[]): TeamFacts[][] {
  for (let size = 0; size <= lower.length; size++) {
    const sets = subsets(lower, size).filter(
      (f) =>
        pairable(ctx, [...residents, ...f]) &&
        pairable(
          ctx,
          lower.filter((t) => !f.includes(t)),
        ),
    );
    if (sets.length > 0) return sets;
  }
  return [];
}

function chooseUpfloaters(ctx: TeamPairingContext, residents: readonly TeamFacts[], lower: readonly TeamFacts[]): TeamFacts[] {
  const score = residents[0].score;
  const following = lower.length > 0 ? lower[0].score : null;
  const key = (f: TeamFacts[]): number[] => {
    // [C5]: the score differences, largest first, as small as possible.
    const differences = f.map((t) => score - t.score).sort((a, b) => b - a);
    // [C6]: the upfloaters the following scoregroup will need, unless it is taken whole.
    const rest = lower.filter((t) => !f.includes(t));
    const next = rest.filter((t) => t.score === following);
    const c6 =
      next.length === 0
        ? 0
        : fewestUpfloaterSets(
            ctx,
            next,
            rest.filter((t) => t.score !== following),
          )[0].length;
    // [C7].
    const c7 = ctx.floatHistory ? f.filter((t) => t.floatedLastRound).length : 0;
    // Art. 3.5.3, 3.5.4: the set sorted by score, then TPN.
    const order = [...f].sort(byScoreThenNumber).map((t) => t.pairingNumber);
    return [...differences, c6, c7, ...order];
  };
  const sets = fewestUpfloaterSets(ctx, residents, lower).map((f) => ({ f, key: key(f) }));
  sets.sort((a, b) => compareLists(a.key, b.key));
  return sets[0].f;
}

/** Art. 3.6 literally: every pairing of the bracket, sorted by [C8], [C9], [C10], then identifier; the first (null: none). */
export function bruteForceBracket(ctx: TeamPairingContext, bracket: readonly TeamFacts[], upfloaters: ReadonlySet<TeamFacts>): Pair[] | null {
  const sorted = [...bracket].sort((a, b) => a.pairingNumber - b.pairingNumber);
  const key = (p: Pair[]): number[] => {
    let c8 = 0;
    let c9 = 0;
    let c10 = 0;
    for (const [a, b] of p) {
      const same = a.preference.colour !== null && a.preference.colour === b.preference.colour;
      if (same) c8++;
      if (same && ctx.typeB && a.preference.strong && b.preference.strong) c9++;
      if (ctx.floatHistory) {
        if (upfloaters.has(a) && b.floatedLastRound) c10++;
        if (upfloaters.has(b) && a.floatedLastRound) c10++;
      }
    }
    // Art. 3.6.2: top members ascending, then their bottom members.
    const ordered = p.map(([a, b]) => (a.pairingNumber < b.pairingNumber ? [a, b] : [b, a])).sort((x, y) => x[0].pairingNumber - y[0].pairingNumber);
    return [c8, c9, c10, ...ordered.map((x) => x[0].pairingNumber), ...ordered.map((x) => x[1].pairingNumber)];
  };
  const all = [...pairings(ctx, sorted)].map((p) => ({ p, key: key(p) }));
  all.sort((a, b) => compareLists(a.key, b.key));
  return all.length === 0 ? null : all[0].p;
}

/** The pairs (smaller TPN first, sorted) and the bye, or null when no legal pairing exists. */
export function bruteForceTeamPairing(state: TeamPairingState): { pairs: [number, number][]; bye: number | null } | null {
  const ctx = pairingContext(state);
  let unpaired = state.toPair.map((n) => ctx.facts.get(n)!).sort(byScoreThenNumber);
  let bye: number | null = null;
  if (unpaired.length % 2 === 1) {
    // Art. 3.4: [C2], a legal pairing of the others, lowest score, most matches played, largest TPN.
    const candidates = unpaired
      .filter(
        (t) =>
          t.mayGetBye &&
          pairable(
            ctx,
            unpaired.filter((u) => u !== t),
          ),
      )
      .sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.pairingNumber - a.pairingNumber);
    if (candidates.length === 0) return null;
    bye = candidates[0].pairingNumber;
    unpaired = unpaired.filter((t) => t !== candidates[0]);
  } else if (!pairable(ctx, unpaired)) return null;
  const pairs: [number, number][] = [];
  while (unpaired.length > 0) {
    const residents = unpaired.filter((t) => t.score === unpaired[0].score);
    const lower = unpaired.filter((t) => t.score !== unpaired[0].score);
    const upfloaters = chooseUpfloaters(ctx, residents, lower);
    const bracket = [...residents, ...upfloaters];
    for (const [a, b] of bruteForceBracket(ctx, bracket, new Set(upfloaters))!) {
      pairs.push([Math.min(a.pairingNumber, b.pairingNumber), Math.max(a.pairingNumber, b.pairingNumber)]);
    }
    unpaired = unpaired.filter((t) => !bracket.includes(t));
  }
  return { pairs: pairs.sort((a, b) => a[0] - b[0]), bye };
}
