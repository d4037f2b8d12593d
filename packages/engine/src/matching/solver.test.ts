import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchingSolver, type WeightedEdge } from './index.js';
import { bruteForceBest, valueOf } from './test-support/brute-force.js';
import { certificateViolations } from './test-support/certificate.js';

type Change =
  | { kind: 'set'; u: number; v: number; weight: bigint }
  | { kind: 'removeVertex'; v: number };

/** Applies a change to a plain edge list, the reference the solver is checked against. */
function applyTo(edges: Map<number, WeightedEdge>, n: number, change: Change): void {
  if (change.kind === 'removeVertex') {
    for (const [key, e] of edges) if (e.u === change.v || e.v === change.v) edges.delete(key);
    return;
  }
  const key = Math.min(change.u, change.v) * n + Math.max(change.u, change.v);
  if (change.weight === 0n) edges.delete(key);
  else edges.set(key, { u: change.u, v: change.v, weight: change.weight });
}

const scenario = (weight: fc.Arbitrary<bigint>) =>
  fc.integer({ min: 2, max: 9 }).chain((n) => {
    const vertex = fc.integer({ min: 0, max: n - 1 });
    const pair = fc.tuple(vertex, vertex).filter(([u, v]) => u !== v);
    const change: fc.Arbitrary<Change> = fc.oneof(
      pair.chain(([u, v]) => weight.map((w) => ({ kind: 'set' as const, u, v, weight: w }))),
      pair.map(([u, v]) => ({ kind: 'set' as const, u, v, weight: 0n })),
      vertex.map((v) => ({ kind: 'removeVertex' as const, v })),
    );
    return fc.record({
      n: fc.constant(n),
      edges: fc.array(fc.record({ u: vertex, v: vertex, weight }), { maxLength: 16 }).map((es) => es.filter((e) => e.u !== e.v)),
      rounds: fc.array(fc.array(change, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
      maxCardinality: fc.boolean(),
    });
  });

describe('MatchingSolver re-solves after changes', () => {
  for (const [name, weights] of [
    ['small weights with ties', fc.bigInt({ min: 1n, max: 6n })],
    ['weights up to 2^130', fc.bigInt({ min: 1n, max: 1n << 130n })],
    [
      'layered weights',
      fc.tuple(fc.bigInt({ min: 1n, max: 2n }), fc.bigInt({ min: 0n, max: 3n })).map(([a, b]) => (a << 120n) + (b << 60n) + 1n),
    ],
  ] as const) {
    it(name, () => {
      fc.assert(
        fc.property(scenario(weights), ({ n, edges, rounds, maxCardinality }) => {
          const reference = new Map<number, WeightedEdge>();
          for (const e of edges) applyTo(reference, n, { kind: 'set', ...e });
          const solver = new MatchingSolver(n, [...reference.values()], { maxCardinality });
          const check = (): void => {
            const current = [...reference.values()];
            const mate = solver.solve();
            const got = valueOf(n, current, mate);
            const best = bruteForceBest(n, current, maxCardinality);
            expect(got.weight).toBe(best.weight);
            expect(got.cardinality).toBe(maxCardinality ? best.cardinality : got.cardinality);
            expect(solver.matchingWeight()).toBe(got.weight);
            expect(certificateViolations(n, current, mate, solver.dualCertificate())).toEqual([]);
          };
          check();
          for (const round of rounds) {
            for (const change of round) {
              applyTo(reference, n, change);
              if (change.kind === 'set') solver.setEdgeWeight(change.u, change.v, change.weight);
              else solver.removeVertexEdges(change.v);
            }
            check();
          }
        }),
        { numRuns: 400 },
      );
    });
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

describe('MatchingSolver on a larger graph', () => {
  for (const maxCardinality of [false, true]) {
    it(`keeps an optimal, certified matching through pairing-style changes${maxCardinality ? ' (max cardinality)' : ''}`, () => {
      const n = 160;
      const next = random(maxCardinality ? 11 : 12);
      const weight = (): bigint =>
        (BigInt(1 + Math.floor(next() * 2)) << 130n) + (BigInt(Math.floor(next() * 8)) << 70n) + BigInt(Math.floor(next() * 100));
      const reference = new Map<number, WeightedEdge>();
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) if (next() < 0.6) reference.set(u * n + v, { u, v, weight: weight() });
      }
      const solver = new MatchingSolver(n, [...reference.values()], { maxCardinality });
      let mate = solver.solve();
      const set = (u: number, v: number, w: bigint): void => {
        const key = Math.min(u, v) * n + Math.max(u, v);
        if (w === 0n) reference.delete(key);
        else reference.set(key, { u, v, weight: w });
        solver.setEdgeWeight(u, v, w);
      };
      for (let round = 0; round < 24; round++) {
        const u = Math.floor(next() * n);
        const kind = round % 4;
        if (kind === 0) {
          // new weights on one vertex's edges, a few of them new edges
          for (let v = 0; v < n; v++) if (v !== u && next() < 0.5) set(u, v, next() < 0.9 ? weight() : 0n);
        } else if (kind === 1 || kind === 2) {
          // force u with its partner (kind 1) or with some other vertex (kind 2)
          const p = kind === 1 && mate[u] !== -1 ? mate[u] : (u + 1 + Math.floor(next() * (n - 1))) % n;
          if (!reference.has(Math.min(u, p) * n + Math.max(u, p))) set(u, p, weight());
          for (let x = 0; x < n; x++) {
            if (x === u || x === p) continue;
            if (reference.has(Math.min(u, x) * n + Math.max(u, x))) set(u, x, 0n);
            if (reference.has(Math.min(p, x) * n + Math.max(p, x))) set(p, x, 0n);
          }
        } else {
          solver.removeVertexEdges(u);
          for (const [key, e] of reference) if (e.u === u || e.v === u) reference.delete(key);
        }
        mate = solver.solve();
        const current = [...reference.values()];
        expect(certificateViolations(n, current, mate, solver.dualCertificate())).toEqual([]);
        const fresh = new MatchingSolver(n, current, { maxCardinality });
        const freshValue = valueOf(n, current, fresh.solve());
        const value = valueOf(n, current, mate);
        expect(value.weight).toBe(freshValue.weight);
        expect(value.cardinality).toBe(maxCardinality ? freshValue.cardinality : value.cardinality);
      }
    });
  }
});
