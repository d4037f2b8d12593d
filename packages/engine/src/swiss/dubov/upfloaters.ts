// C.04.4.1 art. 3.2.1-3.2.2 with the quality criteria of art. 2.3: which
// players of lower scoregroups float up into the bracket of the highest
// scoregroup still unpaired. One matching over the residents and every lower
// player weighs each candidate pair by the criteria; pairs of two lower
// players cost nothing but must exist, so the rest of the round stays
// pairable ([C4], art. 2.2.1).

import { cheapestPerfectMatching, lexicographic, type CostEdge } from '../../matching/index.js';
import { mayMeet } from '../pairing-allocated-bye.js';
import { isMaximumUpfloater, type DubovPlayer, type DubovRound } from './state.js';

/** C.04.4.1 art. 4.2.2: possible upfloaters by descending score, then ascending pairing number. */
export function upfloaterOrder(a: DubovPlayer, b: DubovPlayer): number {
  return b.score - a.score || a.tpn - b.tpn;
}

/** Both players of a pair want the same colour, so one of them will not get it ([C7], art. 2.3.3). */
export function sameColourWanted(a: DubovPlayer, b: DubovPlayer): number {
  return a.preference === b.preference ? 1 : 0;
}

interface Graph {
  players: DubovPlayer[];
  residents: number;
  radix: bigint;
  levels: Map<number, number>;
  fieldCount: number;
}

function graphOf(round: DubovRound, residents: readonly DubovPlayer[], lower: readonly DubovPlayer[]): Graph {
  const players = [...residents, ...lower];
  // [C6] (art. 2.3.2): maximise the upfloaters' scores taken in ascending order, i.e. count the upfloaters at each
  // score, the lowest score first, fewest best.
  const scores = [...new Set(lower.map((p) => p.score))].sort((a, b) => a - b);
  const levels = new Map(scores.map((s, i) => [s, i]));
  const mostUpfloats = Math.max(0, ...lower.map((p) => p.upfloats));
  const radix = BigInt(players.length * (mostUpfloats + 2) + 1);
  return { players, residents: residents.length, radix, levels, fieldCount: 5 + scores.length };
}

/** The criteria vector of one pair of the bracket (with a resident), most important first. */
function pairCost(round: DubovRound, g: Graph, a: DubovPlayer, b: DubovPlayer, upfloater: DubovPlayer | null): bigint {
  const levels = new Array<number>(g.levels.size).fill(0);
  const guard = upfloater !== null && !round.lastRound;
  const maximum = guard && isMaximumUpfloater(round, upfloater);
  if (upfloater) levels[g.levels.get(upfloater.score) as number] = 1;
  return lexicographic(
    [
      upfloater ? 1 : 0, // [C5] art. 2.3.1: fewest upfloaters
      ...levels, // [C6] art. 2.3.2
      sameColourWanted(a, b), // [C7] art. 2.3.3
      maximum ? 1 : 0, // [C8] art. 2.3.4: unless last round, fewest maximum upfloaters
      maximum ? upfloater.upfloats : 0, // [C9] art. 2.3.5: unless last round, fewest upfloats of maximum upfloaters
      guard && upfloater.upfloatedLastRound ? 1 : 0, // [C10] art. 2.3.6: unless last round, fewest repeated upfloaters
    ],
    g.radix,
  );
}

function edgesOf(round: DubovRound, g: Graph, floating: ReadonlySet<number>, staying: ReadonlySet<number>): CostEdge[] {
  const edges: CostEdge[] = [];
  for (let i = 0; i < g.players.length; i++) {
    for (let j = i + 1; j < g.players.length; j++) {
      const a = g.players[i];
      const b = g.players[j];
      if (!mayMeet(round, a, b)) continue;
      const aResident = i < g.residents;
      const bResident = j < g.residents;
      if (aResident && bResident) edges.push({ u: i, v: j, cost: pairCost(round, g, a, b, null) });
      else if (!aResident && !bResident) {
        if (!floating.has(i) && !floating.has(j)) edges.push({ u: i, v: j, cost: 0n });
      } else {
        const up = aResident ? j : i;
        if (!staying.has(up)) edges.push({ u: i, v: j, cost: pairCost(round, g, a, b, g.players[up]) });
      }
    }
  }
  return edges;
}

/**
 * The upfloaters of the bracket of `residents` (art. 3.2.1-3.2.2): the first
 * set in the order of art. 4.2 (sets compared by the first sequence number
 * in which they differ) among those that, with the residents, pair as well as
 * any set can by [C5]-[C10] while the lower players still pair among
 * themselves. Null when the residents cannot be paired at all.
 */
export function chooseUpfloaters(round: DubovRound, residents: readonly DubovPlayer[], lowerPlayers: readonly DubovPlayer[]): DubovPlayer[] | null {
  const lower = [...lowerPlayers].sort(upfloaterOrder);
  const g = graphOf(round, residents, lower);
  const solve = (floating: Set<number>, staying: Set<number>) => cheapestPerfectMatching(g.players.length, edgesOf(round, g, floating, staying));
  const best = solve(new Set(), new Set());
  if (best === null) return null;
  // [C5] and [C6] fix how many upfloaters come from each score.
  const needed = new Map<number, number>();
  for (let i = 0; i < g.residents; i++) {
    const partner = best.mate[i];
    if (partner >= g.residents) {
      const s = g.players[partner].score;
      needed.set(s, (needed.get(s) ?? 0) + 1);
    }
  }
  const floating = new Set<number>();
  const staying = new Set<number>();
  // `current` reaches the optimum under every decision so far: a player it already floats needs no new solve.
  let current = best;
  const floats = (m: typeof best, index: number) => m.mate[index] < g.residents;
  for (let k = 0; k < lower.length; k++) {
    const index = g.residents + k;
    const p = lower[k];
    const left = needed.get(p.score) ?? 0;
    const undecidedAtScore = lower.slice(k).filter((q) => q.score === p.score).length;
    if (left === 0) staying.add(index);
    else if (left === undecidedAtScore || floats(current, index)) floating.add(index);
    else {
      floating.add(index);
      const trial = solve(floating, staying);
      if (trial === null || trial.cost !== best.cost) {
        floating.delete(index);
        staying.add(index);
      } else current = trial;
    }
    if (floating.has(index)) needed.set(p.score, left - 1);
  }
  return lower.filter((_, k) => floating.has(g.residents + k));
}
