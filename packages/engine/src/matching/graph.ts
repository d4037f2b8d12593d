import type { HalfEdgeGraph } from './blossom.js';
import { writeBig } from './limbs.js';

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
 * Builds the half-edge rows, each sorted by head, keeping the heaviest of parallel
 * edges; every weight is stored as 2·(weight + lift) in L limbs. Runs in O(n + m):
 * the edges are counting-sorted by (lower end, higher end), and appending them in that
 * order to both rows leaves every row sorted.
 */
export function buildGraph(vertexCount: number, edges: readonly WeightedEdge[], L: number, lift: bigint): HalfEdgeGraph {
  const n = vertexCount;
  const m = edges.length;
  const byHigh = new Int32Array(m);
  const count = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) count[Math.max(edges[k].u, edges[k].v) + 1]++;
  for (let v = 0; v < n; v++) count[v + 1] += count[v];
  for (let k = 0; k < m; k++) byHigh[count[Math.max(edges[k].u, edges[k].v)]++] = k;
  const sorted = new Int32Array(m);
  count.fill(0);
  for (let k = 0; k < m; k++) count[Math.min(edges[k].u, edges[k].v) + 1]++;
  for (let v = 0; v < n; v++) count[v + 1] += count[v];
  for (let i = 0; i < m; i++) {
    const k = byHigh[i];
    sorted[count[Math.min(edges[k].u, edges[k].v)]++] = k;
  }
  // Drop parallel edges, keeping the heaviest.
  const kept: number[] = [];
  for (let i = 0; i < m; i++) {
    const k = sorted[i];
    const last = kept.length > 0 ? kept[kept.length - 1] : -1;
    if (last !== -1) {
      const a = edges[last];
      const b = edges[k];
      if (Math.min(a.u, a.v) === Math.min(b.u, b.v) && Math.max(a.u, a.v) === Math.max(b.u, b.v)) {
        if (b.weight > a.weight) kept[kept.length - 1] = k;
        continue;
      }
    }
    kept.push(k);
  }
  const rowStart = new Int32Array(n + 1);
  for (const k of kept) {
    rowStart[edges[k].u + 1]++;
    rowStart[edges[k].v + 1]++;
  }
  for (let v = 0; v < n; v++) rowStart[v + 1] += rowStart[v];
  const fill = rowStart.slice(0, n);
  const halves = 2 * kept.length;
  const head = new Int32Array(halves);
  const twin = new Int32Array(halves);
  const weight2 = new Float64Array(halves * L);
  for (const k of kept) {
    const { u, v, weight } = edges[k];
    const a = fill[u]++;
    const b = fill[v]++;
    head[a] = v;
    head[b] = u;
    twin[a] = b;
    twin[b] = a;
    writeBig(2n * (weight + lift), weight2, a * L, L);
    weight2.copyWithin(b * L, a * L, a * L + L);
  }
  return { vertexCount: n, L, rowStart, head, twin, weight2, alive: new Uint8Array(halves).fill(1) };
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
