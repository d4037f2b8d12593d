// The one question the Dubov and Burstein decisions ask: among the perfect matchings of
// a set of players that use only the allowed pairs, which is the cheapest,
// with costs compared as lexicographic numbers (lexicographic() packs a
// criteria vector into one). Answered with the engine's maximum-weight
// matching (exact integers as float64 limbs), so "the first candidate in the rule's order that can still be
// completed" is found by fixing one player at a time and re-solving, never by
// enumerating permutations.

import { DynamicMatching } from './dynamic.js';
import { LIMB_BITS } from './limbs.js';

export interface CostEdge {
  u: number;
  v: number;
  cost: bigint;
}

export interface CheapestMatching {
  /** mate[v]: the partner of v. */
  mate: Int32Array;
  cost: bigint;
}

/** The cheapest perfect matching of vertices 0..n-1 over `edges`, or null when none is perfect. */
export function cheapestPerfectMatching(n: number, edges: readonly CostEdge[]): CheapestMatching | null {
  if (n === 0) return { mate: new Int32Array(0), cost: 0n };
  if (n % 2 === 1) return null;
  let maxCost = 0n;
  for (const e of edges) if (e.cost > maxCost) maxCost = e.cost;
  // Any edge outweighs the cost of a whole matching, so the optimum is perfect whenever a perfect matching exists.
  const big = (BigInt(n / 2) + 1n) * (maxCost + 1n);
  const bits = big.toString(2).length;
  const count = Math.ceil(bits / LIMB_BITS);
  const matching = new DynamicMatching(n, Infinity, bits);
  const limbs = new Float64Array(count);
  const mask = (1n << BigInt(LIMB_BITS)) - 1n;
  for (const e of edges) {
    let w = big - e.cost;
    for (let i = 0; i < count; i++) {
      limbs[i] = Number(w & mask);
      w >>= BigInt(LIMB_BITS);
    }
    matching.setWeight(e.u, e.v, limbs, 0, count);
  }
  const mate = matching.solve();
  if (mate.some((m, v) => m === v)) return null;
  const costOf = new Map<number, bigint>();
  for (const e of edges) {
    const key = Math.min(e.u, e.v) * n + Math.max(e.u, e.v);
    const known = costOf.get(key);
    if (known === undefined || e.cost < known) costOf.set(key, e.cost);
  }
  let cost = 0n;
  for (let v = 0; v < n; v++) if (v < mate[v]) cost += costOf.get(v * n + mate[v]) as bigint;
  return { mate, cost };
}

/** Packs counts into one number, the first the most significant; each must stay below `radix` over a whole matching. */
export function lexicographic(fields: readonly number[], radix: bigint): bigint {
  let value = 0n;
  for (const f of fields) value = value * radix + BigInt(f);
  return value;
}
