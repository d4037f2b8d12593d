// Times maximum-weight matching on dense random graphs with ~120-bit weights: cold
// solves, and MatchingSolver re-solves after the changes a pairing program makes.
// Run: npx tsx packages/engine/bench/matching.bench.ts [sizes…]
// CPU time is printed beside wall time: on a shared machine it is the steadier figure.
import { MatchingSolver, maximumWeightMatching, type WeightedEdge } from '../src/matching/index.js';

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

type Kind = 'random' | 'layered';

/**
 * random: uniform 120-bit weights. layered: shaped like the Dutch pairing's, a high
 * field shared by every edge and a few small fields far below it, so that many edges
 * tie on their top bits.
 */
function weightSource(kind: Kind, next: () => number): () => bigint {
  const bits = (count: number): bigint => {
    let x = 0n;
    for (let i = 0; i < count; i += 30) x = (x << 30n) | BigInt(Math.floor(next() * 2 ** 30));
    return x;
  };
  return kind === 'random'
    ? () => 1n + bits(120)
    : () =>
        (1n << 119n) +
        (BigInt(Math.floor(next() * 4)) << 90n) +
        (BigInt(Math.floor(next() * 64)) << 40n) +
        BigInt(Math.floor(next() * 1000));
}

function denseGraph(n: number, weight: () => bigint, next: () => number): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (next() < 0.02) continue; // a few missing edges, as rematches are
      edges.push({ u, v, weight: weight() });
    }
  }
  return edges;
}

function time<T>(run: () => T): { result: T; wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const result = run();
  return { result, wall: performance.now() - start, cpu: process.cpuUsage(cpu0).user / 1000 };
}

const fmt = (ms: number): string => ms.toFixed(0).padStart(6);
const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length > 0 ? sizes : [200, 500, 1000]) {
  for (const kind of ['random', 'layered'] as const) {
    const next = random(n);
    const weight = weightSource(kind, next);
    const edges = denseGraph(n, weight, next);
    for (const maxCardinality of [false, true]) {
      const { result: mate, wall, cpu } = time(() => maximumWeightMatching(n, edges, { maxCardinality }));
      let pairs = 0;
      for (let v = 0; v < n; v++) if (mate[v] > v) pairs++;
      console.log(
        `n=${n} m=${edges.length} ${kind.padEnd(7)} ${maxCardinality ? 'max-card' : 'max-wt  '} cold ${fmt(wall)} ms wall ${fmt(cpu)} ms cpu  pairs=${pairs}`,
      );
    }

    // Re-solves: new weights on one vertex's edges; forcing a pair by removing the
    // other edges at both ends (the partner it had, or another vertex).
    const solver = new MatchingSolver(n, edges);
    let mate = solver.solve();
    const rounds = 10;
    const reweight = time(() => {
      for (let i = 0; i < rounds; i++) {
        const u = Math.floor(next() * n);
        for (let v = 0; v < n; v++) if (v !== u && next() >= 0.02) solver.setEdgeWeight(u, v, weight());
        mate = solver.solve();
      }
    });
    const force = (partnerOf: (u: number) => number) =>
      time(() => {
        for (let i = 0; i < rounds; i++) {
          const u = Math.floor(next() * n);
          const p = partnerOf(u);
          if (p < 0 || p === u) continue;
          for (let x = 0; x < n; x++) {
            if (x === u || x === p) continue;
            solver.setEdgeWeight(u, x, 0n);
            solver.setEdgeWeight(p, x, 0n);
          }
          mate = solver.solve();
        }
      });
    const same = force((u) => mate[u]);
    const other = force((u) => (u + 1 + Math.floor(next() * (n - 1))) % n);
    console.log(
      `n=${n} ${kind.padEnd(7)} re-solve per change: reweight a vertex ${(reweight.cpu / rounds).toFixed(1)} ms cpu, ` +
        `force current pair ${(same.cpu / rounds).toFixed(1)} ms cpu, force another pair ${(other.cpu / rounds).toFixed(1)} ms cpu`,
    );
  }
}
