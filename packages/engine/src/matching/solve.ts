import { BlossomSolver, LimbOverflow, type GraphArrays } from './blossom.js';
import { limbsFor, writeBig } from './limbs.js';

export interface WeightedEdge {
  u: number;
  v: number;
  /** must be > 0 */
  weight: bigint;
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

function validate(vertexCount: number, edges: readonly WeightedEdge[]): bigint {
  if (!Number.isInteger(vertexCount) || vertexCount < 0) throw new RangeError(`vertexCount must be a non-negative integer, got ${vertexCount}`);
  let max = 0n;
  for (let k = 0; k < edges.length; k++) {
    const { u, v, weight } = edges[k];
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= vertexCount || v >= vertexCount) {
      throw new RangeError(`edge ${k}: vertices (${u}, ${v}) out of range 0..${vertexCount - 1}`);
    }
    if (u === v) throw new RangeError(`edge ${k}: loop on vertex ${u}`);
    if (typeof weight !== 'bigint' || weight <= 0n) throw new RangeError(`edge ${k}: weight must be a positive bigint`);
    if (weight > max) max = weight;
  }
  return max;
}

/** Flat arrays for the solver: endpoints, adjacency in CSR form, doubled weights in L limbs. */
function buildGraph(vertexCount: number, edges: readonly WeightedEdge[], L: number): GraphArrays {
  const m = edges.length;
  const endpoint = new Int32Array(2 * m);
  const adjStart = new Int32Array(vertexCount + 1);
  for (let k = 0; k < m; k++) {
    const { u, v } = edges[k];
    endpoint[2 * k] = u;
    endpoint[2 * k + 1] = v;
    adjStart[u + 1]++;
    adjStart[v + 1]++;
  }
  for (let v = 0; v < vertexCount; v++) adjStart[v + 1] += adjStart[v];
  const fill = adjStart.slice(0, vertexCount);
  const adjEndpoints = new Int32Array(2 * m);
  for (let k = 0; k < m; k++) {
    adjEndpoints[fill[endpoint[2 * k]]++] = 2 * k + 1;
    adjEndpoints[fill[endpoint[2 * k + 1]]++] = 2 * k;
  }
  const weight2 = new Float64Array(m * L);
  for (let k = 0; k < m; k++) writeBig(2n * edges[k].weight, weight2, k * L, L);
  return { endpoint, adjStart, adjEndpoints, weight2 };
}

export interface Solved {
  readonly solver: BlossomSolver;
  readonly graph: GraphArrays;
}

/** Runs the blossom algorithm, widening the limbs if a dual outgrows them. */
export function solveMatching(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality: boolean): Solved {
  const maxWeight = validate(vertexCount, edges);
  // Doubled weights fit with the top limb below 2^40, ten bits under the limit at which
  // a growing dual forces a retry with one more limb.
  let L = limbsFor(bitLength(maxWeight) + 1);
  for (;;) {
    const graph = buildGraph(vertexCount, edges, L);
    const initial = new Float64Array(L);
    writeBig(maxWeight, initial, 0, L);
    const solver = new BlossomSolver(vertexCount, L, graph, initial, maxCardinality);
    try {
      solver.solve();
      return { solver, graph };
    } catch (error) {
      if (!(error instanceof LimbOverflow)) throw error;
      L++;
    }
  }
}
