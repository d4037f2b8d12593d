// The maximum-weight matching the team pairing decides with, over criteria
// packed into one integer per pair (see upfloaters.ts and bracket.ts), handed
// to the matching of the Dutch as its 48-bit limbs.
//
// A weight comes as terms: value · 2^shift for a few small signed integer
// values, one per criterion field. The limbs are filled with doubles and the
// carries settled once, without BigInt: building tens of thousands of weights
// of hundreds of bits as BigInts cost more than the matching itself.

import { DynamicMatching, LIMB_BASE, LIMB_BITS } from '../../matching/index.js';

/** value · 2^shift, flat: [shift, value, shift, value, …]; |value| < 2^20. */
export type WeightTerms = readonly number[];

/**
 * A maximum-weight matching of vertices 0 .. n−1, `weight(i, j)` for i < j (null: no edge; else a weight > 0 below
 * 2^bits). Returns mate[v] (the partner, or −1).
 */
export function maximumWeightMatching(n: number, bits: number, weight: (i: number, j: number) => WeightTerms | null): Int32Array {
  const count = Math.ceil((bits + 1) / LIMB_BITS);
  const matching = new DynamicMatching(n, Infinity, bits);
  const limbs = new Float64Array(count + 1);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const terms = weight(i, j);
      if (terms === null) continue;
      limbs.fill(0);
      for (let t = 0; t < terms.length; t += 2) {
        const at = Math.floor(terms[t] / LIMB_BITS);
        const room = 2 ** (LIMB_BITS - (terms[t] % LIMB_BITS));
        const high = Math.floor(terms[t + 1] / room);
        limbs[at] += (terms[t + 1] - high * room) * (LIMB_BASE / room);
        limbs[at + 1] += high;
      }
      for (let k = 0; k < count; k++) {
        const carry = Math.floor(limbs[k] / LIMB_BASE);
        limbs[k] -= carry * LIMB_BASE;
        limbs[k + 1] += carry;
      }
      matching.setWeight(i, j, limbs, 0, count);
    }
  }
  const solved = matching.solve();
  const mate = new Int32Array(n);
  for (let v = 0; v < n; v++) mate[v] = solved[v] === v ? -1 : solved[v];
  return mate;
}

/**
 * A perfect matching of 0 .. n−1 along `edge(i, j)` (i < j) found without a solve: each vertex in turn takes the
 * first free vertex it has an edge to, and a vertex left over takes a paired one whose partner can take another
 * vertex left over. Mates (mate[v]), or null when that finds none, which proves nothing: a matching may. Nearly
 * every field of a Swiss pairs so, and this costs a pass or two where a matching costs a solve.
 */
export function greedyPerfectMatching(n: number, edge: (i: number, j: number) => boolean): Int32Array | null {
  if (n % 2 === 1) return null;
  const meets = (a: number, b: number): boolean => (a < b ? edge(a, b) : edge(b, a));
  const mate = new Int32Array(n).fill(-1);
  const left: number[] = [];
  for (let i = 0; i < n; i++) {
    if (mate[i] !== -1) continue;
    let j = i + 1;
    while (j < n && (mate[j] !== -1 || !edge(i, j))) j++;
    if (j === n) left.push(i);
    else [mate[i], mate[j]] = [j, i];
  }
  // Each vertex left over: an augmenting path u – a = b – v through one pair.
  while (left.length > 0) {
    const u = left.pop()!;
    let done = false;
    for (let a = 0; a < n && !done; a++) {
      if (mate[a] === -1 || !meets(u, a)) continue;
      const b = mate[a];
      const k = left.findIndex((v) => meets(b, v));
      if (k === -1) continue;
      const v = left.splice(k, 1)[0];
      [mate[u], mate[a], mate[b], mate[v]] = [a, u, v, b];
      done = true;
    }
    if (!done) return null;
  }
  return mate;
}

/** Whether the vertices 0 .. n−1 can all be paired along the edges `edge(i, j)` (i < j). */
export function hasPerfectMatching(n: number, edge: (i: number, j: number) => boolean): boolean {
  if (n % 2 === 1) return false;
  if (greedyPerfectMatching(n, edge) !== null) return true;
  const one: WeightTerms = [0, 1];
  const mate = maximumWeightMatching(n, 1, (i, j) => (edge(i, j) ? one : null));
  return mate.every((m) => m !== -1);
}

/** A field of criteria: counts up to `max` need this many bits without carrying into the next field. */
export function bitsFor(max: number): number {
  return Math.max(1, Math.ceil(Math.log2(max + 1)));
}
