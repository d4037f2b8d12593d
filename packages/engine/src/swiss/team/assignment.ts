// A minimum-cost assignment of rows to columns (the Hungarian method with
// potentials, one augmenting path per row): the second matching of a bracket
// (bracket.ts) pairs fixed top members with bottom members, a bipartite
// graph, where the general matching's blossoms only cost time. Costs are
// BigInts: they pack a digit per row, hundreds of bits, and the method does
// O(m³) additions, not the matching's O(n²) weights a stage.

/**
 * The columns of rows 0 .. m−1 (a square problem): `cost(r, c)` ≥ 0, null for no edge. Returns column per row,
 * or null when no assignment uses only edges.
 */
export function minimumCostAssignment(m: number, cost: (row: number, column: number) => bigint | null): Int32Array | null {
  let finite = 0n;
  const costs: (bigint | null)[] = [];
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < m; c++) {
      const x = cost(r, c);
      costs.push(x);
      if (x !== null && x > finite) finite = x;
    }
  }
  // A missing edge costs more than any assignment of edges only: one is used only when no such assignment exists.
  const missing = (finite + 1n) * BigInt(m + 1);
  const at = (r: number, c: number): bigint => costs[r * m + c] ?? missing;
  // 1-based: column 0 and row 0 are the method's dummies.
  const rowPotential = new Array<bigint>(m + 1).fill(0n);
  const columnPotential = new Array<bigint>(m + 1).fill(0n);
  const rowOf = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  for (let r = 1; r <= m; r++) {
    rowOf[0] = r;
    let column = 0;
    const least = new Array<bigint | null>(m + 1).fill(null);
    const used = new Uint8Array(m + 1);
    do {
      used[column] = 1;
      const row = rowOf[column];
      let delta: bigint | null = null;
      let next = 0;
      for (let c = 1; c <= m; c++) {
        if (used[c]) continue;
        const reduced = at(row - 1, c - 1) - rowPotential[row] - columnPotential[c];
        if (least[c] === null || reduced < least[c]!) {
          least[c] = reduced;
          way[c] = column;
        }
        if (delta === null || least[c]! < delta) {
          delta = least[c];
          next = c;
        }
      }
      for (let c = 0; c <= m; c++) {
        if (used[c]) {
          rowPotential[rowOf[c]] += delta!;
          columnPotential[c] -= delta!;
        } else least[c] = least[c]! - delta!;
      }
      column = next;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column];
      rowOf[column] = rowOf[previous];
      column = previous;
    } while (column !== 0);
  }
  const columns = new Int32Array(m);
  for (let c = 1; c <= m; c++) {
    const r = rowOf[c] - 1;
    if (costs[r * m + c - 1] === null) return null;
    columns[r] = c - 1;
  }
  return columns;
}
