import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactMaximumWeightMatching, type WeightedEdge } from './index.js';
import { bruteForceBest } from './test-support/brute-force.js';

/** Checks that mate is a matching over existing edges and returns its weight. */
function weightOf(n: number, edges: readonly WeightedEdge[], mate: Int32Array): bigint {
  const weight = new Map(edges.map((e) => [`${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`, e.weight]));
  let total = 0n;
  for (let v = 0; v < n; v++) {
    const m = mate[v];
    if (m < 0) continue;
    expect(mate[m]).toBe(v);
    if (v < m) {
      const w = weight.get(`${v}-${m}`);
      expect(w, `edge ${v}-${m} exists`).toBeDefined();
      total += w!;
    }
  }
  return total;
}

/** Random simple graphs (one edge per pair at most, as the pairing builds them). */
const graph = (weight: fc.Arbitrary<bigint>) =>
  fc.integer({ min: 2, max: 10 }).chain((n) =>
    fc
      .uniqueArray(
        fc.integer({ min: 0, max: n - 2 }).chain((u) => fc.record({ u: fc.constant(u), v: fc.integer({ min: u + 1, max: n - 1 }), weight })),
        { selector: (e) => `${e.u}-${e.v}`, maxLength: 24 },
      )
      .map((edges) => ({ n, edges })),
  );

const layered = fc
  .tuple(fc.bigInt({ min: 1n, max: 3n }), fc.bigInt({ min: 0n, max: 5n }), fc.bigInt({ min: 0n, max: 7n }))
  .map(([a, b, c]) => (a << 400n) + (b << 200n) + c);

describe('exactMaximumWeightMatching', () => {
  for (const [name, weights] of [
    ['tied weights', fc.bigInt({ min: 1n, max: 4n })],
    ['small weights', fc.bigInt({ min: 1n, max: 1000n })],
    ['weights up to 2^300', fc.bigInt({ min: 1n, max: 1n << 300n })],
    ['lexicographic weights of 400 bits', layered],
  ] as const) {
    it(`finds the heaviest matching (${name}), as exhaustive search does`, () => {
      fc.assert(
        fc.property(graph(weights), ({ n, edges }) => {
          const mate = exactMaximumWeightMatching(n, edges);
          expect(weightOf(n, edges, mate)).toBe(bruteForceBest(n, edges));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('solves the 41-player pairing graph with 120-bit weights that once made a faster solver loop forever', () => {
    const data = JSON.parse(readFileSync(new URL('./test-support/pairing-weights-41v.json', import.meta.url), 'utf8')) as {
      n: number;
      edges: [number, number, string][];
    };
    const edges = data.edges.map(([u, v, w]) => ({ u, v, weight: BigInt(w) }));
    const mate = exactMaximumWeightMatching(data.n, edges);
    // Every lexicographic weight shares the top field, so an optimum matches as many players as possible.
    expect([...mate].filter((m) => m < 0).length).toBe(1);
    weightOf(data.n, edges, mate);
  });

  it('returns an empty matching for a graph without edges', () => {
    expect([...exactMaximumWeightMatching(3, [])]).toEqual([-1, -1, -1]);
  });
});
