// Times maximumWeightMatching on dense random graphs with ~120-bit weights shaped like
// the Dutch pairing's (a high field shared by most edges, varied fields below).
// Run: npx tsx packages/engine/bench/matching.bench.ts [sizes…]
import { maximumWeightMatching, type WeightedEdge } from '../src/matching/index.js';

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

function denseGraph(n: number, seed: number, kind: 'random' | 'layered'): WeightedEdge[] {
  const next = random(seed);
  const edges: WeightedEdge[] = [];
  const bits = (count: number): bigint => {
    let x = 0n;
    for (let i = 0; i < count; i += 30) x = (x << 30n) | BigInt(Math.floor(next() * 2 ** 30));
    return x;
  };
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (next() < 0.02) continue; // a few missing edges: rematches
      const weight =
        kind === 'random'
          ? 1n + bits(120)
          : (1n << 119n) + (BigInt(Math.floor(next() * 4)) << 90n) + (BigInt(Math.floor(next() * 64)) << 40n) + BigInt(Math.floor(next() * 1000));
      edges.push({ u, v, weight });
    }
  }
  return edges;
}

const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length > 0 ? sizes : [200, 500, 1000]) {
  for (const kind of ['random', 'layered'] as const) {
    const edges = denseGraph(n, n, kind);
    for (const maxCardinality of [false, true]) {
      const start = performance.now();
      const mate = maximumWeightMatching(n, edges, { maxCardinality });
      const ms = performance.now() - start;
      let pairs = 0;
      for (let v = 0; v < n; v++) if (mate[v] > v) pairs++;
      console.log(
        `n=${n} m=${edges.length} ${kind.padEnd(7)} ${maxCardinality ? 'max-card' : 'max-wt  '} ${ms.toFixed(0).padStart(6)} ms  pairs=${pairs}`,
      );
    }
  }
}
