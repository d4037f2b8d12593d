import type { HalfEdgeGraph } from './blossom.js';
import { B, writeNonNegative } from './limbs.js';

export interface WeightedEdge {
  u: number;
  v: number;
  /** must be > 0 */
  weight: bigint;
}

export function bitLength(x: bigint): number {
  return x <= 0n ? 0 : x.toString(2).length;
}

export function checkVertex(vertexCount: number, v: number, what: string): void {
  if (!Number.isInteger(v) || v < 0 || v >= vertexCount) throw new RangeError(`${what}: vertex ${v} out of range 0..${vertexCount - 1}`);
}

/** Checks the input and returns the largest weight. */
export function validate(vertexCount: number, edges: readonly WeightedEdge[]): bigint {
  if (!Number.isInteger(vertexCount) || vertexCount < 0) throw new RangeError(`vertexCount must be a non-negative integer, got ${vertexCount}`);
  let max = 0n;
  for (let k = 0; k < edges.length; k++) {
    const { u, v, weight } = edges[k];
    checkVertex(vertexCount, u, `edge ${k}`);
    checkVertex(vertexCount, v, `edge ${k}`);
    if (u === v) throw new RangeError(`edge ${k}: loop on vertex ${u}`);
    if (typeof weight !== 'bigint' || weight <= 0n) throw new RangeError(`edge ${k}: weight must be a positive bigint`);
    if (weight > max) max = weight;
  }
  return max;
}

/**
 * Weights are stored multiplied by 4: twice for the doubled-dual convention of
 * blossom.ts, and twice more so that the greedy start's duals (differences of stored
 * weights and duals) are all even, which puts every first-stage root in one parity class.
 */
export const WEIGHT_SCALE = 4n;
const SCALE = Number(WEIGHT_SCALE);

/**
 * Builds the half-edge rows, each sorted by head, keeping the heaviest of parallel
 * edges; every weight is stored as WEIGHT_SCALE·(weight + lift) in L limbs. Runs in O(n + m):
 * the edges are counting-sorted by (lower end, higher end), and appending them in that
 * order to both rows leaves every row sorted.
 */
export function buildGraph(vertexCount: number, edges: readonly WeightedEdge[], L: number, lift: bigint): HalfEdgeGraph {
  const n = vertexCount;
  const m = edges.length;
  // Ends copied to typed arrays first: the sorts below then read memory in order.
  const lo = new Int32Array(m);
  const hi = new Int32Array(m);
  for (let k = 0; k < m; k++) {
    const { u, v } = edges[k];
    lo[k] = u < v ? u : v;
    hi[k] = u < v ? v : u;
  }
  const byHigh = new Int32Array(m);
  const count = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) count[hi[k] + 1]++;
  for (let v = 0; v < n; v++) count[v + 1] += count[v];
  for (let k = 0; k < m; k++) byHigh[count[hi[k]]++] = k;
  const sorted = new Int32Array(m);
  count.fill(0);
  for (let k = 0; k < m; k++) count[lo[k] + 1]++;
  for (let v = 0; v < n; v++) count[v + 1] += count[v];
  for (let i = 0; i < m; i++) {
    const k = byHigh[i];
    sorted[count[lo[k]]++] = k;
  }
  // Drop parallel edges, keeping the heaviest.
  const kept = new Int32Array(m);
  let keptCount = 0;
  for (let i = 0; i < m; i++) {
    const k = sorted[i];
    if (keptCount > 0) {
      const last = kept[keptCount - 1];
      if (lo[last] === lo[k] && hi[last] === hi[k]) {
        if (edges[k].weight > edges[last].weight) kept[keptCount - 1] = k;
        continue;
      }
    }
    kept[keptCount++] = k;
  }
  // A dense graph gets a slot for every pair, the missing ones marked dead, so that
  // MatchingSolver can add an edge later without rebuilding.
  const pairs = (n * (n - 1)) / 2;
  const allPairs = keptCount > 0 && 2 * keptCount >= pairs;
  const slots = allPairs ? pairs : keptCount;
  const rowStart = new Int32Array(n + 1);
  if (allPairs) for (let v = 0; v < n; v++) rowStart[v + 1] = rowStart[v] + n - 1;
  else {
    for (let i = 0; i < keptCount; i++) {
      rowStart[lo[kept[i]] + 1]++;
      rowStart[hi[kept[i]] + 1]++;
    }
    for (let v = 0; v < n; v++) rowStart[v + 1] += rowStart[v];
  }
  const fill = rowStart.slice(0, n);
  const halves = 2 * slots;
  const head = new Int32Array(halves);
  const twin = new Int32Array(halves);
  const weight2 = new Float64Array(halves * L);
  const alive = new Uint8Array(halves);
  // The lift is added in limb arithmetic rather than with one more BigInt per edge.
  const liftLimbs = new Float64Array(L);
  writeNonNegative(WEIGHT_SCALE * lift, liftLimbs, 0, L);
  const place = (u: number, v: number, k: number): void => {
    const a = fill[u]++;
    const b = fill[v]++;
    head[a] = v;
    head[b] = u;
    twin[a] = b;
    twin[b] = a;
    if (k === -1) return;
    alive[a] = 1;
    alive[b] = 1;
    const o = a * L;
    writeNonNegative(edges[k].weight, weight2, o, L);
    // Scaled and lifted, with carries; limbs stay far below 2^53 throughout.
    let carry = 0;
    for (let x = 0; x < L - 1; x++) {
      const s = weight2[o + x] * SCALE + liftLimbs[x] + carry;
      carry = Math.floor(s / B);
      weight2[o + x] = s - carry * B;
    }
    weight2[o + L - 1] = weight2[o + L - 1] * SCALE + liftLimbs[L - 1] + carry;
    for (let x = 0; x < L; x++) weight2[b * L + x] = weight2[o + x];
  };
  // Placing pairs in (lower, higher) order leaves every row sorted by head.
  if (allPairs) {
    let i = 0;
    for (let u = 0; u < n; u++) {
      for (let v = u + 1; v < n; v++) {
        const k = i < keptCount && lo[kept[i]] === u && hi[kept[i]] === v ? kept[i++] : -1;
        place(u, v, k);
      }
    }
  } else {
    for (let i = 0; i < keptCount; i++) place(lo[kept[i]], hi[kept[i]], kept[i]);
  }
  return { vertexCount: n, L, rowStart, head, twin, weight2, alive };
}

/** The half-edge from u to v, or -1 (binary search in u's sorted row). */
export function findHalfEdge(graph: HalfEdgeGraph, u: number, v: number): number {
  let lo = graph.rowStart[u];
  let hi = graph.rowStart[u + 1] - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const h = graph.head[mid];
    if (h === v) return mid;
    if (h < v) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
