import { BlossomSolver, type HalfEdgeGraph } from './blossom.js';
import { WEIGHT_SCALE, bitLength, buildGraph, checkVertex, findHalfEdge, validate, type WeightedEdge } from './graph.js';
import { limbsFor, readBig, writeNonNegative } from './limbs.js';

export interface MatchingOptions {
  /** Maximise the number of pairs first, then the weight. */
  maxCardinality?: boolean;
}

/** The dual solution that proves a matching optimal (see MatchingSolver.dualCertificate). */
export interface DualCertificate {
  /** every edge weight was raised by this before solving (non-zero in max-cardinality mode) */
  readonly lift: bigint;
  /** edge slack is y_u + y_v − weightScale·(w + lift) + 2·Σ z_B over the blossoms B holding both ends */
  readonly weightScale: bigint;
  /** vertex duals y_v */
  readonly vertexDuals: bigint[];
  /** odd vertex sets with their duals z_B */
  readonly blossoms: { readonly vertices: number[]; readonly dual: bigint }[];
}

/**
 * A maximum-weight matching that can be solved again after edges change, reusing the
 * previous optimum: only the vertices whose edges changed are freed (with their
 * blossoms dissolved and duals raised just enough to stay feasible), so a re-solve
 * after changes at k vertices runs about k stages instead of n/2.
 *
 * Maximum cardinality is obtained by raising every weight by more than any matching
 * can weigh, so the solver itself only ever maximises weight.
 */
export class MatchingSolver {
  readonly vertexCount: number;
  private readonly maxCardinality: boolean;
  private graph!: HalfEdgeGraph;
  private core!: BlossomSolver;
  private lift = 0n;
  /** the largest weight this representation can take without a rebuild */
  private weightCap = 0n;
  /** changes that need a rebuild (a new edge, or a weight above weightCap), by min·n + max */
  private readonly pending = new Map<number, bigint>();
  /** vertices freed since the last solve, whose duals must be refitted */
  private detached: number[] = [];
  private readonly isDetached: Uint8Array;
  private needsBuild = true;

  constructor(vertexCount: number, edges: readonly WeightedEdge[], options: MatchingOptions = {}) {
    this.vertexCount = vertexCount;
    this.maxCardinality = options.maxCardinality ?? false;
    this.isDetached = new Uint8Array(vertexCount);
    this.build(edges);
  }

  /** Current edges with their weights (without the lift). */
  edges(): WeightedEdge[] {
    const result: WeightedEdge[] = [];
    const g = this.graph;
    for (let u = 0; u < this.vertexCount; u++) {
      for (let h = g.rowStart[u]; h < g.rowStart[u + 1]; h++) {
        const v = g.head[h];
        if (g.alive[h] && u < v) result.push({ u, v, weight: readBig(g.weight2, h * g.L, g.L) / WEIGHT_SCALE - this.lift });
      }
    }
    for (const [key, weight] of this.pending) {
      if (weight > 0n) result.push({ u: Math.floor(key / this.vertexCount), v: key % this.vertexCount, weight });
    }
    return result;
  }

  private build(edges: readonly WeightedEdge[]): void {
    const n = this.vertexCount;
    const maxWeight = validate(n, edges);
    // Leave room for weights to double before a rebuild is needed.
    this.weightCap = (1n << BigInt(bitLength(maxWeight) + 1)) - 1n;
    this.lift = this.maxCardinality ? this.weightCap * BigInt(Math.floor(n / 2) + 1) : 0n;
    // Every dual, slack and step stays within twice the largest stored weight (see
    // blossom.ts), so this many limbs never overflow.
    const L = limbsFor(bitLength(WEIGHT_SCALE * (this.weightCap + this.lift)));
    this.graph = buildGraph(n, edges, L, this.lift);
    this.core = new BlossomSolver(this.graph);
    this.core.greedyStart();
    this.pending.clear();
    for (const v of this.detached) this.isDetached[v] = 0;
    this.detached = [];
    this.needsBuild = false;
  }

  /** Frees v from the matching and its blossoms, so that its edges may change. */
  private detach(v: number): void {
    if (this.needsBuild || this.isDetached[v]) return;
    this.core.detachVertex(v);
    this.isDetached[v] = 1;
    this.detached.push(v);
  }

  /**
   * Sets the weight of edge u–v (> 0), or removes it (0n). This is cheap for an edge
   * given to the constructor, and for any pair when the graph was built dense (at least
   * half of all pairs present: every pair then has a slot). A new edge of a sparse graph,
   * or a weight more than about twice the largest so far, makes the next solve() start
   * from scratch.
   */
  setEdgeWeight(u: number, v: number, weight: bigint): void {
    checkVertex(this.vertexCount, u, 'setEdgeWeight');
    checkVertex(this.vertexCount, v, 'setEdgeWeight');
    if (u === v) throw new RangeError(`setEdgeWeight: loop on vertex ${u}`);
    if (typeof weight !== 'bigint' || weight < 0n) throw new RangeError('setEdgeWeight: weight must be a non-negative bigint');
    const key = Math.min(u, v) * this.vertexCount + Math.max(u, v);
    const g = this.graph;
    const h = findHalfEdge(g, u, v);
    if (h === -1 || weight > this.weightCap) {
      if (h === -1 && weight === 0n) {
        this.pending.delete(key);
        return;
      }
      this.pending.set(key, weight);
      this.needsBuild = true;
      if (h !== -1) {
        g.alive[h] = 0;
        g.alive[g.twin[h]] = 0;
      }
      return;
    }
    this.pending.delete(key);
    this.detach(u);
    const t = g.twin[h];
    g.alive[h] = weight === 0n ? 0 : 1;
    g.alive[t] = g.alive[h];
    if (weight > 0n) {
      writeNonNegative(WEIGHT_SCALE * (weight + this.lift), g.weight2, h * g.L, g.L);
      g.weight2.copyWithin(t * g.L, h * g.L, h * g.L + g.L);
    }
  }

  /** Removes every edge at v. */
  removeVertexEdges(v: number): void {
    checkVertex(this.vertexCount, v, 'removeVertexEdges');
    this.detach(v);
    const g = this.graph;
    for (let h = g.rowStart[v]; h < g.rowStart[v + 1]; h++) {
      g.alive[h] = 0;
      g.alive[g.twin[h]] = 0;
    }
    for (const key of [...this.pending.keys()]) {
      if (Math.floor(key / this.vertexCount) === v || key % this.vertexCount === v) this.pending.delete(key);
    }
  }

  /**
   * Solves (or re-solves after changes) and returns mate[v] = partner of v, or -1.
   */
  solve(): Int32Array {
    if (this.needsBuild) this.build(this.edges());
    // Freed vertices get feasible duals for their new edges; then, as in a cold start
    // (BlossomSolver.greedyStart), each lowers its dual as far as the now final duals
    // around it allow and takes a tight edge to another free vertex where it can.
    for (const v of this.detached) this.core.fitVertexDual(v, false);
    for (const v of this.detached) {
      this.core.fitVertexDual(v, true);
      this.isDetached[v] = 0;
    }
    this.detached = [];
    this.core.solve();
    return this.mates();
  }

  private mates(): Int32Array {
    const result = new Int32Array(this.vertexCount);
    for (let v = 0; v < this.vertexCount; v++) {
      const h = this.core.mate[v];
      result[v] = h === -1 ? -1 : this.graph.head[h];
    }
    return result;
  }

  /** Total weight of the current matching (as given, without the lift). */
  matchingWeight(): bigint {
    const g = this.graph;
    let total = 0n;
    for (let v = 0; v < this.vertexCount; v++) {
      const h = this.core.mate[v];
      if (h !== -1 && v < g.head[h]) total += readBig(g.weight2, h * g.L, g.L) / WEIGHT_SCALE - this.lift;
    }
    return total;
  }

  /** The dual solution proving the current matching optimal, for independent checking. */
  dualCertificate(): DualCertificate {
    const core = this.core;
    return {
      lift: this.lift,
      weightScale: WEIGHT_SCALE,
      vertexDuals: Array.from({ length: this.vertexCount }, (_, v) => core.dualValue(v)),
      blossoms: core.activeBlossoms().map((b) => ({ vertices: core.blossomVertices(b), dual: core.dualValue(b) })),
    };
  }
}
