// Maximum-weight matching on general graphs, exact for arbitrarily large integer
// weights. The FIDE Dutch pairing builds on it: its edge weights pack the pairing
// criteria lexicographically into one (often 100–200 bit) integer.
//
// Algorithm: Edmonds' blossom algorithm in Galil's O(n³) primal-dual form (blossom.ts);
// weights and duals are exact multi-limb integers in typed arrays (limbs.ts).
//
// Two entry points:
// - maximumWeightMatching(n, edges, options): one solve.
// - MatchingSolver: solve, change edges (setEdgeWeight, removeVertexEdges), solve
//   again from the previous optimum. A re-solve after changes at k vertices costs
//   about k stages of the algorithm instead of n/2. To force a pair u–v, remove the
//   other edges at u and v (setEdgeWeight(u, x, 0n)); to undo, set them back: edges
//   given to the constructor (and, in a dense graph, every pair) keep their slot, so
//   this stays cheap; other new edges make the next solve start over. matchingWeight()
//   gives the total, e.g. to compare the optimum with and without a forced pair.
//   dualCertificate() returns the dual solution proving optimality.

//
// The FIDE Dutch pairing uses exactMaximumWeightMatching (exact.ts, BigInt, cold
// solves) until MatchingSolver's known faults on pairing weights are fixed: with more
// than one tree per stage it can loop forever, and warm re-solves can spin in
// augmentBlossom (a 26-player round 2 also came back with a player left out).

import type { WeightedEdge } from './graph.js';
import { MatchingSolver, type MatchingOptions } from './solver.js';

export type { WeightedEdge } from './graph.js';
export { exactMaximumWeightMatching } from './exact.js';
export { DynamicMatching } from './dynamic.js';
export { MatchingSolver, type DualCertificate, type MatchingOptions } from './solver.js';

/**
 * A maximum-weight matching of the graph, returned as mate[v] = partner of v, or -1.
 *
 * With `maxCardinality`, the matching has the largest possible number of edges and,
 * among those, the largest weight. Edge weights must be positive bigints; vertices are
 * 0..vertexCount-1; of parallel edges the heaviest counts; loops are not allowed.
 * Runs in O(n³) time and O(n + m) memory.
 */
export function maximumWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  options?: MatchingOptions,
): Int32Array {
  return new MatchingSolver(vertexCount, edges, options).solve();
}
