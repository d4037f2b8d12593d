import { describe, expect, it } from 'vitest';
import { seededRandom } from '../dutch/generated-open.js';
import { minimumCostAssignment } from './assignment.js';

/** Every permutation of 0 .. m−1, for the least cost by brute force. */
function permutations(m: number): number[][] {
  if (m === 0) return [[]];
  return permutations(m - 1).flatMap((p) => Array.from({ length: m }, (_, at) => [...p.slice(0, at), m - 1, ...p.slice(at)]));
}

describe('minimumCostAssignment', () => {
  it('finds the least cost of every assignment along edges, or none when none exists, on random squares', () => {
    const random = seededRandom(37);
    for (let trial = 0; trial < 300; trial++) {
      const m = 1 + Math.floor(random() * 6);
      const costs = Array.from({ length: m * m }, () => (random() < 0.3 ? null : BigInt(Math.floor(random() * 1000)) << BigInt(Math.floor(random() * 90))));
      const cost = (r: number, c: number): bigint | null => costs[r * m + c];
      let best: bigint | null = null;
      for (const p of permutations(m)) {
        if (p.some((c, r) => cost(r, c) === null)) continue;
        const sum = p.reduce((s, c, r) => s + cost(r, c)!, 0n);
        if (best === null || sum < best) best = sum;
      }
      const got = minimumCostAssignment(m, cost);
      if (best === null) expect(got).toBeNull();
      else {
        expect(got).not.toBeNull();
        expect(new Set(got).size).toBe(m);
        expect([...got!].reduce((s, c, r) => s + cost(r, c)!, 0n)).toBe(best);
      }
    }
  });
});
