import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchingSolver, maximumWeightMatching, type WeightedEdge } from './index.js';
import { bruteForceBest, valueOf } from './test-support/brute-force.js';
import { certificateViolations } from './test-support/certificate.js';

const edgesOf = (list: readonly (readonly [number, number, number])[], scale: bigint): WeightedEdge[] =>
  list.map(([u, v, w]) => ({ u, v, weight: BigInt(w) * scale }));

/** A small random graph: vertex count, edges as vertex pairs, weights drawn by `weight`. */
const smallGraph = (weight: fc.Arbitrary<bigint>) =>
  fc.integer({ min: 1, max: 9 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc.array(
        fc.record({ u: fc.integer({ min: 0, max: n - 1 }), v: fc.integer({ min: 0, max: n - 1 }), weight }),
        { maxLength: 18 },
      ),
    }).map(({ n: count, edges }) => ({ n: count, edges: edges.filter((e) => e.u !== e.v) })),
  );

const tiedWeights = fc.bigInt({ min: 1n, max: 4n });
const smallWeights = fc.bigInt({ min: 1n, max: 1000n });
const hugeWeights = fc.bigInt({ min: 1n, max: 1n << 130n });
/** Lexicographic-looking weights: a shared high field with small differences far below it. */
const layeredWeights = fc
  .tuple(fc.bigInt({ min: 1n, max: 3n }), fc.bigInt({ min: 0n, max: 5n }), fc.bigInt({ min: 0n, max: 7n }))
  .map(([a, b, c]) => (a << 150n) + (b << 70n) + c);

function checkAgainstBruteForce(n: number, edges: WeightedEdge[], maxCardinality: boolean): void {
  const mate = maximumWeightMatching(n, edges, { maxCardinality });
  const got = valueOf(n, edges, mate);
  const best = bruteForceBest(n, edges, maxCardinality);
  expect(got.weight).toBe(best.weight);
  if (maxCardinality) expect(got.cardinality).toBe(best.cardinality);
  const solver = new MatchingSolver(n, edges, { maxCardinality });
  expect(certificateViolations(n, edges, solver.solve(), solver.dualCertificate())).toEqual([]);
}

describe('maximumWeightMatching against exhaustive search', () => {
  for (const maxCardinality of [false, true]) {
    for (const [name, weights] of [
      ['many ties', tiedWeights],
      ['small weights', smallWeights],
      ['weights up to 2^130', hugeWeights],
      ['layered 150-bit weights', layeredWeights],
    ] as const) {
      it(`${name}${maxCardinality ? ', max cardinality' : ''}`, () => {
        fc.assert(
          fc.property(smallGraph(weights), ({ n, edges }) => checkAgainstBruteForce(n, edges, maxCardinality)),
          { numRuns: 300 },
        );
      });
    }
  }
});

// Hand-made graphs that drive the algorithm through each kind of blossom event
// (after the test suite of J. van Rantwijk's mwmatching; mate arrays are 1-based there,
// vertex 0 is unused here as well).
const known: { name: string; edges: [number, number, number][]; maxCardinality?: boolean; mate: number[] }[] = [
  { name: 'single edge', edges: [[0, 1, 1]], mate: [1, 0] },
  { name: 'path of two', edges: [[1, 2, 10], [2, 3, 11]], mate: [-1, -1, 3, 2] },
  { name: 'path of three', edges: [[1, 2, 5], [2, 3, 11], [3, 4, 5]], mate: [-1, -1, 3, 2, -1] },
  { name: 'path of three, max cardinality', edges: [[1, 2, 5], [2, 3, 11], [3, 4, 5]], maxCardinality: true, mate: [-1, 2, 1, 4, 3] },
  { name: 'outer blossom', edges: [[1, 2, 8], [1, 3, 9], [2, 3, 10], [3, 4, 7]], mate: [-1, 2, 1, 4, 3] },
  {
    name: 'outer blossom, relabelled',
    edges: [[1, 2, 8], [1, 3, 9], [2, 3, 10], [3, 4, 7], [1, 6, 5], [4, 5, 6]],
    mate: [-1, 6, 3, 2, 5, 4, 1],
  },
  {
    name: 'inner blossom, expanded',
    edges: [[1, 2, 9], [1, 3, 8], [2, 3, 10], [1, 4, 5], [4, 5, 4], [1, 6, 3]],
    mate: [-1, 6, 3, 2, 5, 4, 1],
  },
  {
    name: 'inner blossom, expanded (2)',
    edges: [[1, 2, 9], [1, 3, 8], [2, 3, 10], [1, 4, 5], [4, 5, 3], [1, 6, 4]],
    mate: [-1, 6, 3, 2, 5, 4, 1],
  },
  {
    name: 'inner blossom, augmenting path through it',
    edges: [[1, 2, 9], [1, 3, 8], [2, 3, 10], [1, 4, 5], [4, 5, 3], [3, 6, 4]],
    mate: [-1, 2, 1, 6, 5, 4, 3],
  },
  {
    name: 'nested outer blossoms',
    edges: [[1, 2, 9], [1, 3, 9], [2, 3, 10], [2, 4, 8], [3, 5, 8], [4, 5, 10], [5, 6, 6]],
    mate: [-1, 3, 4, 1, 2, 6, 5],
  },
  {
    name: 'nested outer blossom, relabelled',
    edges: [[1, 2, 10], [1, 7, 10], [2, 3, 12], [3, 4, 20], [3, 5, 20], [4, 5, 25], [5, 6, 10], [6, 7, 10], [7, 8, 8]],
    mate: [-1, 2, 1, 4, 3, 6, 5, 8, 7],
  },
  {
    name: 'nested outer blossom, expanded',
    edges: [[1, 2, 8], [1, 3, 8], [2, 3, 10], [2, 4, 12], [3, 5, 12], [4, 5, 14], [4, 6, 12], [5, 7, 12], [6, 7, 14], [7, 8, 12]],
    mate: [-1, 2, 1, 5, 6, 3, 4, 8, 7],
  },
  {
    name: 'outer blossom that becomes inner and is expanded',
    edges: [[1, 2, 23], [1, 5, 22], [1, 6, 15], [2, 3, 25], [3, 4, 22], [4, 5, 25], [4, 8, 14], [5, 7, 13]],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4],
  },
  {
    name: 'nested outer blossom that becomes inner and is expanded',
    edges: [[1, 2, 19], [1, 3, 20], [1, 8, 8], [2, 3, 25], [2, 4, 18], [3, 5, 18], [4, 5, 13], [4, 7, 7], [5, 6, 7]],
    mate: [-1, 8, 3, 2, 7, 6, 5, 4, 1],
  },
  {
    name: 'inner blossom expanded with a vertex labelled from outside',
    edges: [[1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 35], [5, 7, 26], [9, 10, 5]],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'inner blossom expanded with a vertex labelled from outside (2)',
    edges: [[1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 26], [5, 7, 40], [9, 10, 5]],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'least-slack edge kept across an inner blossom expansion',
    edges: [[1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 28], [5, 7, 26], [9, 10, 5]],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'nested inner blossom expanded with a vertex labelled from outside',
    edges: [
      [1, 2, 45], [1, 7, 45], [2, 3, 50], [3, 4, 45], [4, 5, 95], [4, 6, 94], [5, 6, 94], [6, 7, 50], [1, 8, 30],
      [3, 11, 35], [5, 9, 36], [7, 10, 26], [11, 12, 5],
    ],
    mate: [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
  },
  {
    name: 'nested blossom relabelled on expansion',
    edges: [[1, 2, 40], [1, 3, 40], [2, 3, 60], [2, 4, 55], [3, 5, 55], [4, 5, 50], [1, 8, 15], [5, 7, 30], [7, 6, 10], [8, 10, 10], [4, 9, 30]],
    mate: [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
  },
];

describe('known blossom cases', () => {
  for (const c of known) {
    const n = c.mate.length;
    for (const [label, scale] of [
      ['', 1n],
      [' with 107-bit weights', 1n << 100n],
    ] as const) {
      it(c.name + label, () => {
        const edges = edgesOf(c.edges, scale);
        const mate = maximumWeightMatching(n, edges, { maxCardinality: c.maxCardinality ?? false });
        expect(Array.from(mate)).toEqual(c.mate);
        checkAgainstBruteForce(n, edges, c.maxCardinality ?? false);
      });
    }
  }
});

/** Deterministic pseudo-random numbers (mulberry32), so failures can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBits(next: () => number, bits: number): bigint {
  let x = 0n;
  for (let i = 0; i < bits; i += 16) x = (x << 16n) | BigInt(Math.floor(next() * 65536));
  return x >> BigInt(Math.max(0, Math.ceil(bits / 16) * 16 - bits));
}

function randomGraph(seed: number, n: number, density: number, weight: (next: () => number) => bigint): WeightedEdge[] {
  const next = random(seed);
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) if (next() < density) edges.push({ u, v, weight: weight(next) });
  }
  return edges;
}

describe('larger graphs, checked by their dual certificate', () => {
  const cases = [
    { name: 'dense, 120-bit weights', seed: 1, n: 120, density: 0.9, weight: (r: () => number) => 1n + randomBits(r, 120) },
    { name: 'sparse, 120-bit weights', seed: 2, n: 300, density: 0.02, weight: (r: () => number) => 1n + randomBits(r, 120) },
    { name: 'dense, few distinct weights', seed: 3, n: 120, density: 0.7, weight: (r: () => number) => BigInt(1 + Math.floor(r() * 3)) },
    {
      name: 'layered 180-bit weights',
      seed: 4,
      n: 150,
      density: 0.5,
      weight: (r: () => number) => (BigInt(1 + Math.floor(r() * 2)) << 170n) + (BigInt(Math.floor(r() * 4)) << 90n) + BigInt(Math.floor(r() * 50)),
    },
    { name: 'odd vertex count, small weights', seed: 5, n: 151, density: 0.3, weight: (r: () => number) => BigInt(1 + Math.floor(r() * 100)) },
  ];
  for (const c of cases) {
    for (const maxCardinality of [false, true]) {
      it(`${c.name}${maxCardinality ? ', max cardinality' : ''}`, () => {
        const edges = randomGraph(c.seed, c.n, c.density, c.weight);
        const solver = new MatchingSolver(c.n, edges, { maxCardinality });
        const mate = solver.solve();
        expect(certificateViolations(c.n, edges, mate, solver.dualCertificate())).toEqual([]);
        const value = valueOf(c.n, edges, mate);
        if (maxCardinality) {
          // Maximum cardinality, certified independently: with every weight raised by more
          // than any matching can weigh, a maximum-weight matching is one of maximum size.
          const total = edges.reduce((s, e) => s + e.weight, 0n);
          const lifted = edges.map((e) => ({ ...e, weight: e.weight + total }));
          const check = new MatchingSolver(c.n, lifted);
          const liftedMate = check.solve();
          expect(certificateViolations(c.n, lifted, liftedMate, check.dualCertificate())).toEqual([]);
          const liftedValue = valueOf(c.n, lifted, liftedMate);
          expect(value.cardinality).toBe(liftedValue.cardinality);
          expect(value.weight).toBe(liftedValue.weight - total * BigInt(liftedValue.cardinality));
        }
      });
    }
  }
});

describe('input', () => {
  it('handles graphs without edges', () => {
    expect(Array.from(maximumWeightMatching(0, []))).toEqual([]);
    expect(Array.from(maximumWeightMatching(3, []))).toEqual([-1, -1, -1]);
    expect(Array.from(maximumWeightMatching(3, [], { maxCardinality: true }))).toEqual([-1, -1, -1]);
  });

  it('keeps the heaviest of parallel edges', () => {
    const edges = [
      { u: 0, v: 1, weight: 5n },
      { u: 1, v: 0, weight: 9n },
      { u: 1, v: 2, weight: 8n },
    ];
    expect(Array.from(maximumWeightMatching(3, edges))).toEqual([1, 0, -1]);
    expect(new MatchingSolver(3, edges).edges()).toEqual([
      { u: 0, v: 1, weight: 9n },
      { u: 1, v: 2, weight: 8n },
    ]);
  });

  it('rejects loops, vertices out of range and non-positive weights', () => {
    expect(() => maximumWeightMatching(2, [{ u: 1, v: 1, weight: 1n }])).toThrow(RangeError);
    expect(() => maximumWeightMatching(2, [{ u: 0, v: 2, weight: 1n }])).toThrow(RangeError);
    expect(() => maximumWeightMatching(2, [{ u: 0, v: 1, weight: 0n }])).toThrow(RangeError);
    expect(() => maximumWeightMatching(-1, [])).toThrow(RangeError);
    const solver = new MatchingSolver(2, [{ u: 0, v: 1, weight: 1n }]);
    expect(() => solver.setEdgeWeight(0, 0, 1n)).toThrow(RangeError);
    expect(() => solver.setEdgeWeight(0, 1, -1n)).toThrow(RangeError);
    expect(() => solver.removeVertexEdges(2)).toThrow(RangeError);
  });
});
