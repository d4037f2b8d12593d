// Maximum-weight matching on general graphs, exact for arbitrarily large integer
// weights. The FIDE Dutch pairing builds on it: its edge weights pack the pairing
// criteria lexicographically into one (often 100–200 bit) integer.
//
// Algorithm and weight representation: see blossom.ts and limbs.ts.

import { solveMatching, type WeightedEdge } from './solve.js';

export type { WeightedEdge } from './solve.js';

/**
 * A maximum-weight matching of the graph, returned as mate[v] = partner of v, or -1.
 *
 * With `maxCardinality`, the matching has the largest possible number of edges and,
 * among those, the largest weight. Edge weights must be positive bigints; vertices are
 * 0..vertexCount-1; parallel edges are allowed, loops are not.
 * Runs in O(n³) time and O(n + m) memory.
 */
export function maximumWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  options?: { maxCardinality?: boolean },
): Int32Array {
  const { solver, graph } = solveMatching(vertexCount, edges, options?.maxCardinality ?? false);
  const result = new Int32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) {
    const p = solver.mate[v];
    result[v] = p === -1 ? -1 : graph.endpoint[p];
  }
  return result;
}
