import type { WeightedEdge } from '../graph.js';
import type { DualCertificate } from '../solver.js';

/**
 * Verifies a dual certificate for a matching, for weights w' = w + lift: vertex duals
 * y and odd-set duals z, all non-negative, such that every edge has slack
 * y_u + y_v − scale·w' + 2·Σ z_B (over sets B containing both ends) ≥ 0, matched edges
 * have slack 0, sets with z > 0 are odd and hold (|B|−1)/2 matched pairs, and free
 * vertices have y = 0. By weak LP duality the matching then has maximum weight for w';
 * a lift above ⌊n/2⌋·max w makes that the heaviest among the largest matchings.
 * Returns the violations found (empty when the certificate holds).
 */
export function certificateViolations(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  mate: Int32Array,
  certificate: DualCertificate,
): string[] {
  const problems: string[] = [];
  const { lift, weightScale, vertexDuals: y, blossoms } = certificate;
  if (lift > 0n) {
    const maxWeight = edges.reduce((m, e) => (e.weight > m ? e.weight : m), 0n);
    if (lift <= BigInt(Math.floor(vertexCount / 2)) * maxWeight) problems.push(`lift ${lift} too small for max cardinality`);
  }
  for (let v = 0; v < vertexCount; v++) {
    if (y[v] < 0n) problems.push(`vertex ${v} has negative dual ${y[v]}`);
    if (mate[v] === -1 && y[v] !== 0n) problems.push(`free vertex ${v} has dual ${y[v]}`);
    if (mate[v] !== -1 && mate[mate[v]] !== v) problems.push(`mate not symmetric at ${v}`);
  }
  const setsOf: number[][] = Array.from({ length: vertexCount }, () => []);
  blossoms.forEach(({ vertices, dual }, i) => {
    if (dual < 0n) problems.push(`blossom ${i} has negative dual`);
    if (vertices.length % 2 !== 1) problems.push(`blossom ${i} has even size ${vertices.length}`);
    const inside = new Set(vertices);
    let matchedEnds = 0;
    for (const v of vertices) {
      setsOf[v].push(i);
      if (mate[v] !== -1 && inside.has(mate[v])) matchedEnds++;
    }
    if (dual > 0n && matchedEnds !== vertices.length - 1) problems.push(`blossom ${i} with positive dual is not full`);
  });
  const best = new Map<number, bigint>();
  for (const { u, v, weight } of edges) {
    const key = Math.min(u, v) * vertexCount + Math.max(u, v);
    if (!best.has(key) || weight > best.get(key)!) best.set(key, weight);
  }
  for (const [key, weight] of best) {
    const u = Math.floor(key / vertexCount);
    const v = key % vertexCount;
    let s = y[u] + y[v] - weightScale * (weight + lift);
    for (const i of setsOf[u]) if (setsOf[v].includes(i)) s += 2n * blossoms[i].dual;
    if (s < 0n) problems.push(`edge ${u}-${v} has negative slack ${s}`);
    if (mate[u] === v && s !== 0n) problems.push(`matched edge ${u}-${v} has slack ${s}`);
  }
  for (let v = 0; v < vertexCount; v++) {
    if (mate[v] > v && !best.has(v * vertexCount + mate[v])) problems.push(`${v}-${mate[v]} is not an edge`);
  }
  return problems;
}
