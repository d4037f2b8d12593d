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
