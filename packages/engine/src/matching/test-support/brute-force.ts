import type { WeightedEdge } from '../graph.js';

export interface MatchingValue {
  readonly cardinality: number;
  readonly weight: bigint;
}

/** Exhaustive search over all matchings; for graphs of a dozen vertices at most. */
export function bruteForceBest(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality: boolean): MatchingValue {
  const incident: number[][] = Array.from({ length: vertexCount }, () => []);
  edges.forEach((e, k) => {
    incident[e.u].push(k);
    incident[e.v].push(k);
  });
  const used = new Array<boolean>(vertexCount).fill(false);
  const better = (a: MatchingValue, b: MatchingValue): boolean =>
    maxCardinality
      ? a.cardinality > b.cardinality || (a.cardinality === b.cardinality && a.weight > b.weight)
      : a.weight > b.weight;
  const search = (from: number): MatchingValue => {
    let v = from;
    while (v < vertexCount && used[v]) v++;
    if (v === vertexCount) return { cardinality: 0, weight: 0n };
    used[v] = true;
    let best = search(v + 1);
    for (const k of incident[v]) {
      const e = edges[k];
      const w = e.u === v ? e.v : e.u;
      if (used[w]) continue;
      used[w] = true;
      const rest = search(v + 1);
      used[w] = false;
      const candidate = { cardinality: rest.cardinality + 1, weight: rest.weight + e.weight };
      if (better(candidate, best)) best = candidate;
    }
    used[v] = false;
    return best;
  };
  return search(0);
}

/** Checks that mate is a matching of the graph's edges and returns its value (the best parallel edge counts). */
export function valueOf(vertexCount: number, edges: readonly WeightedEdge[], mate: Int32Array): MatchingValue {
  const best = new Map<number, bigint>();
  for (const e of edges) {
    const key = Math.min(e.u, e.v) * vertexCount + Math.max(e.u, e.v);
    const cur = best.get(key);
    if (cur === undefined || e.weight > cur) best.set(key, e.weight);
  }
  let cardinality = 0;
  let weight = 0n;
  for (let v = 0; v < vertexCount; v++) {
    const w = mate[v];
    if (w === -1) continue;
    if (mate[w] !== v) throw new Error(`mate is not symmetric at ${v}`);
    if (v < w) {
      const ew = best.get(v * vertexCount + w);
      if (ew === undefined) throw new Error(`${v}-${w} is not an edge`);
      cardinality++;
      weight += ew;
    }
  }
  return { cardinality, weight };
}
