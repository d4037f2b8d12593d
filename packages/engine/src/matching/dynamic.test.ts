import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DynamicMatching, exactMaximumWeightMatching } from './index.js';
import { limbsOf } from './test-support/limbs.js';

/** What the pairing does to a DynamicMatching between two solves. */
type Step =
  | { kind: 'vertex'; v: number; weights: bigint[] } // new weights on some edges at v (index = other end; -1n: unchanged)
  | { kind: 'retire'; v: number } // fix v with its partner, as the pairing fixes a pair
  // raiseDual(v, amount), then each edge at v kept (0), raised by exactly amount (1) or given a new weight (2), as
  // the pairing writes a remainder's order terms
  | { kind: 'raise'; v: number; amount: bigint; changes: { how: number; weight: bigint }[] }
  // parkPairsFrom(first) before the next change, as the pairing parks the players below the bracket: the pairs
  // parked must come back whenever the optimum needs them
  | { kind: 'park'; first: number };

/** Checks that mate is a matching over edges of positive weight and returns its weight. */
function weightOf(w: bigint[][], mate: Int32Array): bigint {
  let total = 0n;
  for (let v = 0; v < mate.length; v++) {
    const m = mate[v];
    expect(mate[m]).toBe(v);
    if (m === v) continue;
    expect(w[v][m] > 0n, `edge ${v}-${m} exists`).toBe(true);
    if (v < m) total += w[v][m];
  }
  return total;
}

/** The optimum weight by the exact BigInt matcher (itself checked against exhaustive search in exact.test.ts). */
function optimum(w: bigint[][]): bigint {
  const n = w.length;
  const edges = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (w[u][v] > 0n) edges.push({ u, v, weight: w[u][v] });
  const mate = exactMaximumWeightMatching(n, edges);
  let total = 0n;
  for (let v = 0; v < n; v++) if (mate[v] > v) total += w[v][mate[v]];
  return total;
}

const layered = fc
  .tuple(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 5n }), fc.bigInt({ min: 0n, max: 7n }))
  .map(([a, b, c]) => (a << 400n) + (b << 200n) + c);

const scenario = (weight: fc.Arbitrary<bigint>) =>
  fc.integer({ min: 2, max: 16 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      initial: fc.array(fc.oneof(fc.constant(0n), weight), { minLength: n * n, maxLength: n * n }),
      steps: fc.array(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record({
              kind: fc.constant('vertex' as const),
              v: fc.nat(n - 1),
              weights: fc.array(fc.oneof(fc.constant(-1n), fc.constant(0n), weight), { minLength: n, maxLength: n }),
            }),
          },
          { weight: 1, arbitrary: fc.record({ kind: fc.constant('retire' as const), v: fc.nat(n - 1) }) },
          { weight: 3, arbitrary: fc.record({ kind: fc.constant('park' as const), first: fc.nat(n - 1) }) },
          {
            weight: 2,
            arbitrary: fc.record({
              kind: fc.constant('raise' as const),
              v: fc.nat(n - 1),
              amount: fc.oneof(fc.constant(0n), weight),
              changes: fc.array(fc.record({ how: fc.nat(2), weight }), { minLength: n, maxLength: n }),
            }),
          },
        ),
        { maxLength: 12 },
      ),
    }),
  );

function run(n: number, initial: bigint[], steps: Step[]): void {
  const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const m = new DynamicMatching(n);
  const retired = new Uint8Array(n);
  const set = (u: number, v: number, weight: bigint) => {
    w[u][v] = w[v][u] = weight;
    const limbs = limbsOf(weight);
    m.setWeight(u, v, limbs, 0, limbs.length);
  };
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) set(u, v, initial[u * n + v]);
  let mate = m.solve();
  expect(weightOf(w, mate)).toBe(optimum(w));
  for (const step of steps) {
    if (step.kind === 'park') m.parkPairsFrom(step.first);
    else if (retired[step.v]) continue;
    else if (step.kind === 'vertex') {
      step.weights.forEach((weight, x) => {
        if (x !== step.v && weight >= 0n && !retired[x]) set(step.v, x, weight);
      });
    } else if (step.kind === 'raise') {
      const amount = limbsOf(step.amount);
      m.raiseDual(step.v, amount, 0, amount.length);
      step.changes.forEach(({ how, weight }, x) => {
        if (x === step.v || retired[x] || how === 0) return;
        set(step.v, x, how === 1 ? w[step.v][x] + step.amount : weight);
      });
    } else {
      const u = step.v;
      const partner = mate[u];
      if (partner === u) continue;
      m.retirePair(u, partner);
      retired[u] = retired[partner] = 1;
      // As the pairing fixes a pair: the heaviest weight between them, nothing else.
      set(u, partner, 1n << 500n);
      for (let x = 0; x < n; x++) {
        if (x !== u && x !== partner) {
          set(u, x, 0n);
          set(partner, x, 0n);
        }
      }
    }
    mate = m.solve();
    expect(weightOf(w, mate)).toBe(optimum(w));
  }
}

describe('DynamicMatching', () => {
  for (const [name, weights] of [
    ['tied weights', fc.bigInt({ min: 1n, max: 4n })],
    ['small weights', fc.bigInt({ min: 1n, max: 1000n })],
    ['weights up to 2^300', fc.bigInt({ min: 1n, max: 1n << 300n })],
    ['lexicographic weights of 400 bits', layered],
  ] as const) {
    it(`stays a maximum-weight matching through edge changes and fixed pairs (${name}), as the exact matcher finds`, () => {
      fc.assert(
        fc.property(scenario(weights), ({ n, initial, steps }) => run(n, initial, steps)),
        { numRuns: 150 },
      );
    });
  }

  it('grows its limbs when a weight outgrows them, keeping the optimum', () => {
    run(
      6,
      Array.from({ length: 36 }, (_, i) => BigInt(i % 7)),
      [
        { kind: 'vertex', v: 2, weights: [1n << 600n, 5n, -1n, 0n, 1n << 599n, 3n] },
        { kind: 'vertex', v: 4, weights: [7n, 1n << 601n, 1n << 600n, 2n, -1n, 9n] },
      ],
    );
  });

  it('solves the 41-player pairing graph with 120-bit weights that once made a faster solver loop forever', () => {
    const data = JSON.parse(readFileSync(new URL('./test-support/pairing-weights-41v.json', import.meta.url), 'utf8')) as {
      n: number;
      edges: [number, number, string][];
    };
    const w = Array.from({ length: data.n }, () => new Array<bigint>(data.n).fill(0n));
    const m = new DynamicMatching(data.n);
    for (const [u, v, weight] of data.edges) {
      w[u][v] = w[v][u] = BigInt(weight);
      const limbs = limbsOf(BigInt(weight));
      m.setWeight(u, v, limbs, 0, limbs.length);
    }
    const mate = m.solve();
    expect([...mate].filter((x, v) => x === v).length).toBe(1);
    expect(weightOf(w, mate)).toBe(optimum(w));
  });

  it('leaves every vertex unmatched in a graph without edges', () => {
    expect([...new DynamicMatching(3).solve()]).toEqual([0, 1, 2]);
  });
});
