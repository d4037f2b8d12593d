import type { BlossomSolver, GraphArrays } from '../blossom.js';
import type { WeightedEdge } from '../solve.js';

/**
 * Verifies the linear-programming certificate the solver leaves behind: vertex duals y
 * (stored doubled) and odd-set duals z such that every edge has non-negative slack
 * y_u + y_v − 2w + 2·Σ z_B (over blossoms containing both ends), matched edges are tight,
 * blossoms with z > 0 are odd and full, and every free vertex has the smallest dual,
 * which is 0 unless in max-cardinality mode. By weak duality the matching then has
 * maximum weight (for max cardinality: maximum weight among matchings of its size).
 * Returns a list of violations, empty when the certificate holds.
 */
export function certificateViolations(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  solver: BlossomSolver,
  graph: GraphArrays,
  maxCardinality: boolean,
): string[] {
  const problems: string[] = [];
  const mate = new Int32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) {
    const p = solver.mate[v];
    mate[v] = p === -1 ? -1 : graph.endpoint[p];
  }
  const y = Array.from({ length: vertexCount }, (_, v) => solver.dualValue(v));
  const minY = y.length > 0 ? y.reduce((a, b) => (b < a ? b : a)) : 0n;
  const offset = maxCardinality && minY < 0n ? -minY : 0n;
  if (!maxCardinality && minY < 0n) problems.push(`negative vertex dual ${minY}`);
  for (let v = 0; v < vertexCount; v++) {
    if (mate[v] === -1 && y[v] + offset !== 0n) problems.push(`free vertex ${v} has dual ${y[v]} (offset ${offset})`);
  }
  const blossomsOf: number[][] = Array.from({ length: vertexCount }, () => []);
  const z = new Map<number, bigint>();
  for (const b of solver.activeBlossoms()) {
    const members = solver.blossomVertices(b);
    const zb = solver.dualValue(b);
    z.set(b, zb);
    if (zb < 0n) problems.push(`blossom ${b} has negative dual`);
    if (members.length % 2 !== 1) problems.push(`blossom ${b} has even size ${members.length}`);
    const inside = new Set(members);
    let matchedInside = 0;
    for (const v of members) {
      blossomsOf[v].push(b);
      if (mate[v] !== -1 && inside.has(mate[v])) matchedInside++;
    }
    if (zb > 0n && matchedInside !== members.length - 1) problems.push(`blossom ${b} with positive dual is not full`);
  }
  for (let k = 0; k < edges.length; k++) {
    const { u, v, weight } = edges[k];
    // With the offset every dual and weight moves up by the same amount: the slack is unchanged.
    let s = y[u] + y[v] - 2n * weight;
    const common = blossomsOf[u].filter((b) => blossomsOf[v].includes(b));
    for (const b of common) s += 2n * z.get(b)!;
    if (s < 0n) problems.push(`edge ${k} (${u}-${v}) has negative slack ${s}`);
    const matched = solver.mate[u] !== -1 && solver.mate[u] >> 1 === k;
    if (matched && s !== 0n) problems.push(`matched edge ${k} (${u}-${v}) has slack ${s}`);
  }
  return problems;
}
