// The maximum-weight matching the team pairing decides with, over criteria
// packed into one BigInt per pair (see weights in upfloaters.ts and
// bracket.ts), handed to the matching of the Dutch as 48-bit limbs.

import { DynamicMatching, LIMB_BITS } from '../../matching/index.js';

const LIMB_MASK = (1n << BigInt(LIMB_BITS)) - 1n;

/**
 * A maximum-weight matching of vertices 0 .. n−1, `weight(i, j)` for i < j (null: no edge; else > 0).
 * Returns mate[v] (the partner, or −1).
 */
export function maximumWeightMatching(n: number, weight: (i: number, j: number) => bigint | null): Int32Array {
  const weights: { i: number; j: number; w: bigint }[] = [];
  let bits = 1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = weight(i, j);
      if (w === null) continue;
      weights.push({ i, j, w });
      const b = w.toString(2).length;
      if (b > bits) bits = b;
    }
  }
  const count = Math.ceil(bits / LIMB_BITS);
  const matching = new DynamicMatching(n, Infinity, bits);
  const limbs = new Float64Array(count);
  for (const { i, j, w } of weights) {
    let rest = w;
    for (let k = 0; k < count; k++) {
      limbs[k] = Number(rest & LIMB_MASK);
      rest >>= BigInt(LIMB_BITS);
    }
    matching.setWeight(i, j, limbs, 0, count);
  }
  const solved = matching.solve();
  const mate = new Int32Array(n);
  for (let v = 0; v < n; v++) mate[v] = solved[v] === v ? -1 : solved[v];
  return mate;
}

/** Whether the vertices 0 .. n−1 can all be paired along the edges `edge(i, j)` (i < j). */
export function hasPerfectMatching(n: number, edge: (i: number, j: number) => boolean): boolean {
  if (n % 2 === 1) return false;
  const mate = maximumWeightMatching(n, (i, j) => (edge(i, j) ? 1n : null));
  return mate.every((m) => m !== -1);
}

/** A field of criteria: counts up to `max` need this many bits without carrying into the next field. */
export function bitsFor(max: number): number {
  return Math.max(1, Math.ceil(Math.log2(max + 1)));
}
