import type { WeightedEdge } from '../exact.js';

/** The weight of a heaviest matching by exhaustive search; for graphs of a dozen vertices at most. */
export function bruteForceBest(vertexCount: number, edges: readonly WeightedEdge[]): bigint {
  const incident: number[][] = Array.from({ length: vertexCount }, () => []);
  edges.forEach((e, k) => {
    incident[e.u].push(k);
    incident[e.v].push(k);
  });
  const used = new Array<boolean>(vertexCount).fill(false);
  const search = (from: number): bigint => {
    let v = from;
    while (v < vertexCount && used[v]) v++;
    if (v === vertexCount) return 0n;
    used[v] = true;
    let best = search(v + 1);
    for (const k of incident[v]) {
      const e = edges[k];
      const w = e.u === v ? e.v : e.u;
      if (used[w]) continue;
      used[w] = true;
      const candidate = search(v + 1) + e.weight;
      used[w] = false;
      if (candidate > best) best = candidate;
    }
    used[v] = false;
    return best;
  };
  return search(0);
}
