// Maximum-weight matching in general graphs: Edmonds' blossom algorithm in its
// primal-dual form, O(n³), as described by Z. Galil, "Efficient algorithms for
// finding maximum matching in graphs", ACM Computing Surveys 18(1), 1986.
//
// The solver keeps a matching and dual variables (one per vertex, one per blossom)
// that are feasible for the matching LP, and works in stages: every stage grows
// alternating trees from all free vertices along tight edges, shrinking odd cycles
// into blossoms, and changes the duals by the largest step that keeps them feasible
// when no tight edge is left to use. A stage ends with an augmenting path (one more
// matched pair) or with a proof that the matching is optimal.
//
// Conventions (all values are integers): a vertex dual y_v is stored doubled, edge
// slack is y_u + y_v − 2·w(u,v) + 2·Σ z_B over blossoms B that contain both ends, and
// a blossom dual z_B moves by δ when vertex duals move by δ. Starting all y_v at the
// largest weight makes every dual step an integer (the slack between two outer
// vertices is always even), so no fractions ever appear.
//
// Weights: the FIDE pairing packs its lexicographic criteria into one integer that
// is often 100–200 bits wide, so doubles would silently drop the low criteria and
// BigInt is far too slow for the inner loops (hundreds of millions of slack
// computations on a 1000-vertex complete graph). Every weight and dual is therefore
// held exactly as a fixed number of 48-bit limbs in Float64Arrays (see limbs.ts);
// the limb count is derived from the largest weight, and in the rare case a dual
// grows past it the solve restarts with one more limb. Graphs whose weights fit in
// 40 bits use a single limb: plain exact double arithmetic.
//
// Vertex v's edges are reached through "endpoints": edge k has endpoints 2k (its
// first vertex) and 2k+1 (its second); p ^ 1 is the other end of endpoint p.

import { B, INV_B, TOP_LIMIT, readBig } from './limbs.js';

const FREE = 0;
const OUTER = 1; // "S" in the literature
const INNER = 2; // "T"
const BREADCRUMB = 4; // marks blossoms visited while looking for a common base

/** Thrown when a dual outgrows the representation; the caller retries with more limbs. */
export class LimbOverflow extends Error {}

export interface GraphArrays {
  /** endpoint[2k], endpoint[2k+1]: the vertices of edge k */
  readonly endpoint: Int32Array;
  /** adjacency: for vertex v, adjEndpoints[adjStart[v] .. adjStart[v+1]) are the far endpoints of its edges */
  readonly adjStart: Int32Array;
  readonly adjEndpoints: Int32Array;
  /** 2·weight of edge k at [k·L, k·L+L) */
  readonly weight2: Float64Array;
}

export class BlossomSolver {
  private readonly n: number;
  private readonly L: number;
  private readonly endpoint: Int32Array;
  private readonly adjStart: Int32Array;
  private readonly adjEndpoints: Int32Array;
  private readonly weight2: Float64Array;
  private readonly maxCardinality: boolean;

  /** mate[v]: the far endpoint of v's matched edge, or -1 */
  readonly mate: Int32Array;
  /** duals of vertices (0..n-1) and blossoms (n..2n-1), L limbs each */
  readonly dual: Float64Array;
  private readonly label: Int8Array;
  private readonly labelEnd: Int32Array;
  readonly inBlossom: Int32Array;
  readonly blossomParent: Int32Array;
  readonly blossomBase: Int32Array;
  readonly blossomChildren: (number[] | null)[];
  private readonly blossomEndpoints: (number[] | null)[];
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (Int32Array | null)[];
  private readonly unusedBlossoms: Int32Array;
  private unusedCount: number;
  private readonly allowEdge: Uint8Array;
  private readonly queue: Int32Array;
  private queueLength = 0;
  private readonly bestEdgeTo: Int32Array;
  private readonly leafBuffer: Int32Array;
  private readonly leafStack: Int32Array;
  private readonly slackA: Float64Array;
  private readonly slackB: Float64Array;
  private readonly delta: Float64Array;

  constructor(n: number, L: number, graph: GraphArrays, initialDual: Float64Array, maxCardinality: boolean) {
    this.n = n;
    this.L = L;
    this.endpoint = graph.endpoint;
    this.adjStart = graph.adjStart;
    this.adjEndpoints = graph.adjEndpoints;
    this.weight2 = graph.weight2;
    this.maxCardinality = maxCardinality;
    const m = graph.endpoint.length >> 1;
    this.mate = new Int32Array(n).fill(-1);
    this.dual = new Float64Array(2 * n * L);
    for (let v = 0; v < n; v++) this.dual.set(initialDual, v * L);
    this.label = new Int8Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent = new Int32Array(2 * n).fill(-1);
    this.blossomBase = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomChildren = new Array<number[] | null>(2 * n).fill(null);
    this.blossomEndpoints = new Array<number[] | null>(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.blossomBestEdges = new Array<Int32Array | null>(2 * n).fill(null);
    this.unusedBlossoms = new Int32Array(n);
    for (let i = 0; i < n; i++) this.unusedBlossoms[i] = 2 * n - 1 - i;
    this.unusedCount = n;
    this.allowEdge = new Uint8Array(m);
    this.queue = new Int32Array(n);
    this.bestEdgeTo = new Int32Array(2 * n).fill(-1);
    this.leafBuffer = new Int32Array(n);
    this.leafStack = new Int32Array(2 * n);
    this.slackA = new Float64Array(L);
    this.slackB = new Float64Array(L);
    this.delta = new Float64Array(L);
  }

  // ---- exact arithmetic on limbs -------------------------------------------------

  /** out = slack of edge k (without blossom duals: only used between different top-level blossoms). */
  private slackInto(k: number, out: Float64Array): void {
    const L = this.L;
    const d = this.dual;
    const w = this.weight2;
    const i = this.endpoint[2 * k] * L;
    const j = this.endpoint[2 * k + 1] * L;
    const kw = k * L;
    let carry = 0;
    for (let x = 0; x < L - 1; x++) {
      const s = d[i + x] + d[j + x] - w[kw + x] + carry;
      carry = Math.floor(s * INV_B);
      out[x] = s - carry * B;
    }
    out[L - 1] = d[i + L - 1] + d[j + L - 1] - w[kw + L - 1] + carry;
  }

  /** Sign of a - b for two normalized values. */
  private static compare(a: Float64Array, ao: number, b: Float64Array, bo: number, L: number): number {
    for (let x = L - 1; x >= 0; x--) {
      const u = a[ao + x];
      const v = b[bo + x];
      if (u !== v) return u < v ? -1 : 1;
    }
    return 0;
  }

  private static isZero(a: Float64Array, ao: number, L: number): boolean {
    for (let x = 0; x < L; x++) if (a[ao + x] !== 0) return false;
    return true;
  }

  /** d[o] += sign·delta, checking that the top limb stays in range. */
  private addDelta(o: number, sign: number): void {
    const L = this.L;
    const d = this.dual;
    const delta = this.delta;
    let carry = 0;
    for (let x = 0; x < L - 1; x++) {
      const s = d[o + x] + sign * delta[x] + carry;
      carry = Math.floor(s * INV_B);
      d[o + x] = s - carry * B;
    }
    const top = d[o + L - 1] + sign * delta[L - 1] + carry;
    if (top > TOP_LIMIT || top < -TOP_LIMIT) throw new LimbOverflow();
    d[o + L - 1] = top;
  }

  /** Halves a normalized even value in place. */
  private static halve(a: Float64Array, L: number): void {
    let carry = 0;
    for (let x = L - 1; x >= 0; x--) {
      const s = a[x] + carry * B;
      const h = Math.floor(s / 2);
      a[x] = h;
      carry = s - 2 * h;
    }
  }

  // ---- blossom bookkeeping --------------------------------------------------------

  /** Writes the vertices of blossom b into leafBuffer; returns their number. */
  private leaves(b: number): number {
    const n = this.n;
    if (b < n) {
      this.leafBuffer[0] = b;
      return 1;
    }
    const stack = this.leafStack;
    const out = this.leafBuffer;
    let sp = 0;
    let count = 0;
    stack[sp++] = b;
    while (sp > 0) {
      const t = stack[--sp];
      if (t < n) out[count++] = t;
      else {
        const children = this.blossomChildren[t]!;
        for (let i = children.length - 1; i >= 0; i--) stack[sp++] = children[i];
      }
    }
    return count;
  }

  private assignLabel(w: number, t: number, p: number): void {
    for (;;) {
      const b = this.inBlossom[w];
      this.label[w] = t;
      this.label[b] = t;
      this.labelEnd[w] = p;
      this.labelEnd[b] = p;
      this.bestEdge[w] = -1;
      this.bestEdge[b] = -1;
      if (t === OUTER) {
        const count = this.leaves(b);
        for (let i = 0; i < count; i++) this.queue[this.queueLength++] = this.leafBuffer[i];
        return;
      }
      // An inner blossom's base is matched; its mate becomes outer.
      const base = this.blossomBase[b];
      const mp = this.mate[base];
      w = this.endpoint[mp];
      t = OUTER;
      p = mp ^ 1;
    }
  }

  /** Follows the trees up from v and w; returns the base of the new blossom, or -1 for an augmenting path. */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v];
      if (this.label[b] & BREADCRUMB) {
        base = this.blossomBase[b];
        break;
      }
      path.push(b);
      this.label[b] = OUTER | BREADCRUMB;
      if (this.labelEnd[b] === -1) v = -1;
      else {
        v = this.endpoint[this.labelEnd[b]];
        b = this.inBlossom[v];
        v = this.endpoint[this.labelEnd[b]];
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) this.label[b] = OUTER;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let v = this.endpoint[2 * k];
    let w = this.endpoint[2 * k + 1];
    const bb = this.inBlossom[base];
    let bv = this.inBlossom[v];
    let bw = this.inBlossom[w];
    const b = this.unusedBlossoms[--this.unusedCount];
    this.blossomBase[b] = base;
    this.blossomParent[b] = -1;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      endps.push(this.labelEnd[bv]);
      v = this.endpoint[this.labelEnd[bv]];
      bv = this.inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push(this.labelEnd[bw] ^ 1);
      w = this.endpoint[this.labelEnd[bw]];
      bw = this.inBlossom[w];
    }
    this.blossomChildren[b] = path;
    this.blossomEndpoints[b] = endps;
    this.label[b] = OUTER;
    this.labelEnd[b] = this.labelEnd[bb];
    this.dual.fill(0, b * this.L, b * this.L + this.L);
    const count = this.leaves(b);
    for (let i = 0; i < count; i++) {
      const x = this.leafBuffer[i];
      if (this.label[this.inBlossom[x]] === INNER) this.queue[this.queueLength++] = x;
      this.inBlossom[x] = b;
    }

    // The least-slack edge from the new blossom to every other outer blossom.
    const bestTo = this.bestEdgeTo;
    const touched: number[] = [];
    const sa = this.slackA;
    const sb = this.slackB;
    const L = this.L;
    const consider = (e: number): void => {
      let j = this.endpoint[2 * e + 1];
      if (this.inBlossom[j] === b) j = this.endpoint[2 * e];
      const bj = this.inBlossom[j];
      if (bj === b || this.label[bj] !== OUTER) return;
      const current = bestTo[bj];
      if (current === -1) {
        bestTo[bj] = e;
        touched.push(bj);
        return;
      }
      this.slackInto(e, sa);
      this.slackInto(current, sb);
      if (BlossomSolver.compare(sa, 0, sb, 0, L) < 0) bestTo[bj] = e;
    };
    for (const sub of path) {
      const list = this.blossomBestEdges[sub];
      if (list === null) {
        const c = this.leaves(sub);
        for (let i = 0; i < c; i++) {
          const x = this.leafBuffer[i];
          for (let a = this.adjStart[x], end = this.adjStart[x + 1]; a < end; a++) consider(this.adjEndpoints[a] >> 1);
        }
      } else {
        for (let i = 0; i < list.length; i++) consider(list[i]);
      }
      this.blossomBestEdges[sub] = null;
      this.bestEdge[sub] = -1;
    }
    const list = new Int32Array(touched.length);
    let best = -1;
    for (let i = 0; i < touched.length; i++) {
      const e = bestTo[touched[i]];
      bestTo[touched[i]] = -1;
      list[i] = e;
      if (best === -1) best = e;
      else {
        this.slackInto(e, sa);
        this.slackInto(best, sb);
        if (BlossomSolver.compare(sa, 0, sb, 0, L) < 0) best = e;
      }
    }
    this.blossomBestEdges[b] = list;
    this.bestEdge[b] = best;
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const n = this.n;
    const children = this.blossomChildren[b]!;
    const endps = this.blossomEndpoints[b]!;
    for (const s of children) {
      this.blossomParent[s] = -1;
      if (s < n) this.inBlossom[s] = s;
      else if (endStage && BlossomSolver.isZero(this.dual, s * this.L, this.L)) this.expandBlossom(s, endStage);
      else {
        const count = this.leaves(s);
        for (let i = 0; i < count; i++) this.inBlossom[this.leafBuffer[i]] = s;
      }
    }
    if (!endStage && this.label[b] === INNER) {
      // The blossom was inner: relabel the children on the even-length path from the
      // entry child to the base so that the alternating tree stays valid.
      const len = children.length;
      const entryChild = this.inBlossom[this.endpoint[this.labelEnd[b] ^ 1]];
      let j = children.indexOf(entryChild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= len;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      const at = (i: number): number => (i < 0 ? i + len : i);
      let p = this.labelEnd[b];
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]] = FREE;
        this.label[this.endpoint[endps[at(j - endptrick)] ^ endptrick ^ 1]] = FREE;
        this.assignLabel(this.endpoint[p ^ 1], INNER, p);
        this.allowEdge[endps[at(j - endptrick)] >> 1] = 1;
        j += jstep;
        p = endps[at(j - endptrick)] ^ endptrick;
        this.allowEdge[p >> 1] = 1;
        j += jstep;
      }
      const bv = children[at(j)];
      const ep = this.endpoint[p ^ 1];
      this.label[ep] = INNER;
      this.label[bv] = INNER;
      this.labelEnd[ep] = p;
      this.labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += jstep;
      while (children[at(j)] !== entryChild) {
        const sub = children[at(j)];
        if (this.label[sub] === OUTER) {
          j += jstep;
          continue;
        }
        // A child off the path may hold a vertex reached through an edge from
        // outside; it becomes an inner blossom of its own.
        const count = this.leaves(sub);
        let labelled = -1;
        for (let i = 0; i < count; i++) {
          if (this.label[this.leafBuffer[i]] !== FREE) {
            labelled = this.leafBuffer[i];
            break;
          }
        }
        if (labelled !== -1) {
          this.label[labelled] = FREE;
          this.label[this.endpoint[this.mate[this.blossomBase[sub]]]] = FREE;
          this.assignLabel(labelled, INNER, this.labelEnd[labelled]);
        }
        j += jstep;
      }
    }
    this.label[b] = FREE;
    this.labelEnd[b] = -1;
    this.blossomChildren[b] = null;
    this.blossomEndpoints[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.dual.fill(0, b * this.L, b * this.L + this.L);
    this.unusedBlossoms[this.unusedCount++] = b;
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  private augmentBlossom(b: number, v: number): void {
    const n = this.n;
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t];
    if (t >= n) this.augmentBlossom(t, v);
    const children = this.blossomChildren[b]!;
    const endps = this.blossomEndpoints[b]!;
    const len = children.length;
    const at = (i: number): number => (i < 0 ? i + len : i);
    const i = children.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= len;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = children[at(j)];
      const p = endps[at(j - endptrick)] ^ endptrick;
      if (t >= n) this.augmentBlossom(t, this.endpoint[p]);
      j += jstep;
      t = children[at(j)];
      if (t >= n) this.augmentBlossom(t, this.endpoint[p ^ 1]);
      this.mate[this.endpoint[p]] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]] = p;
    }
    this.blossomChildren[b] = children.slice(i).concat(children.slice(0, i));
    this.blossomEndpoints[b] = endps.slice(i).concat(endps.slice(0, i));
    this.blossomBase[b] = this.blossomBase[this.blossomChildren[b]![0]];
  }

  private augmentMatching(k: number): void {
    const n = this.n;
    for (let side = 0; side < 2; side++) {
      let s = this.endpoint[2 * k + side];
      let p = 2 * k + 1 - side;
      for (;;) {
        const bs = this.inBlossom[s];
        if (bs >= n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break; // reached a root
        const t = this.endpoint[this.labelEnd[bs]];
        const bt = this.inBlossom[t];
        s = this.endpoint[this.labelEnd[bt]];
        const j = this.endpoint[this.labelEnd[bt] ^ 1];
        if (bt >= n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt];
        p = this.labelEnd[bt] ^ 1;
      }
    }
  }

  // ---- optimality certificate -------------------------------------------------------

  /** The vertices of top-level or nested blossom b (b ≥ n), for checking the dual certificate. */
  blossomVertices(b: number): number[] {
    const count = this.leaves(b);
    return Array.from(this.leafBuffer.subarray(0, count));
  }

  /** Blossoms currently in use (n ≤ b < 2n). */
  activeBlossoms(): number[] {
    const result: number[] = [];
    for (let b = this.n; b < 2 * this.n; b++) if (this.blossomBase[b] >= 0) result.push(b);
    return result;
  }

  dualValue(x: number): bigint {
    return readBig(this.dual, x * this.L, this.L);
  }

  // ---- main loop ------------------------------------------------------------------

  solve(): void {
    const n = this.n;
    const L = this.L;
    const d = this.dual;
    const sa = this.slackA;
    const sb = this.slackB;
    const delta = this.delta;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(FREE);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
      this.allowEdge.fill(0);
      this.queueLength = 0;
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v]] === FREE) this.assignLabel(v, OUTER, -1);
      }
      let augmented = false;
      for (;;) {
        while (this.queueLength > 0 && !augmented) {
          const v = this.queue[--this.queueLength];
          const bv = this.inBlossom[v];
          for (let a = this.adjStart[v], end = this.adjStart[v + 1]; a < end; a++) {
            const p = this.adjEndpoints[a];
            const k = p >> 1;
            const w = this.endpoint[p];
            const bw = this.inBlossom[w];
            if (bv === bw) continue;
            if (!this.allowEdge[k]) {
              this.slackInto(k, sa);
              if (sa[L - 1] <= 0 && BlossomSolver.isZero(sa, 0, L)) this.allowEdge[k] = 1;
            }
            if (this.allowEdge[k]) {
              if (this.label[bw] === FREE) this.assignLabel(w, INNER, p ^ 1);
              else if (this.label[bw] === OUTER) {
                const base = this.scanBlossom(v, w);
                if (base >= 0) this.addBlossom(base, k);
                else {
                  this.augmentMatching(k);
                  augmented = true;
                  break;
                }
              } else if (this.label[w] === FREE) {
                this.label[w] = INNER;
                this.labelEnd[w] = p ^ 1;
              }
            } else if (this.label[bw] === OUTER) {
              const cur = this.bestEdge[bv];
              if (cur === -1) this.bestEdge[bv] = k;
              else {
                this.slackInto(cur, sb);
                if (BlossomSolver.compare(sa, 0, sb, 0, L) < 0) this.bestEdge[bv] = k;
              }
            } else if (this.label[w] === FREE) {
              const cur = this.bestEdge[w];
              if (cur === -1) this.bestEdge[w] = k;
              else {
                this.slackInto(cur, sb);
                if (BlossomSolver.compare(sa, 0, sb, 0, L) < 0) this.bestEdge[w] = k;
              }
            }
          }
        }
        if (augmented) break;

        // No tight edge left to use: find the largest dual change that keeps feasibility.
        let deltaType = -1;
        let deltaEdge = -1;
        let deltaBlossom = -1;
        if (!this.maxCardinality) {
          deltaType = 1;
          let min = 0;
          for (let v = 1; v < n; v++) if (BlossomSolver.compare(d, v * L, d, min * L, L) < 0) min = v;
          delta.set(d.subarray(min * L, min * L + L));
        }
        for (let v = 0; v < n; v++) {
          if (this.label[this.inBlossom[v]] === FREE && this.bestEdge[v] !== -1) {
            this.slackInto(this.bestEdge[v], sa);
            if (deltaType === -1 || BlossomSolver.compare(sa, 0, delta, 0, L) < 0) {
              delta.set(sa);
              deltaType = 2;
              deltaEdge = this.bestEdge[v];
            }
          }
        }
        for (let b = 0; b < 2 * n; b++) {
          if (this.blossomParent[b] === -1 && this.label[b] === OUTER && this.bestEdge[b] !== -1) {
            this.slackInto(this.bestEdge[b], sa);
            BlossomSolver.halve(sa, L);
            if (deltaType === -1 || BlossomSolver.compare(sa, 0, delta, 0, L) < 0) {
              delta.set(sa);
              deltaType = 3;
              deltaEdge = this.bestEdge[b];
            }
          }
        }
        for (let b = n; b < 2 * n; b++) {
          if (
            this.blossomBase[b] >= 0 &&
            this.blossomParent[b] === -1 &&
            this.label[b] === INNER &&
            (deltaType === -1 || BlossomSolver.compare(d, b * L, delta, 0, L) < 0)
          ) {
            delta.set(d.subarray(b * L, b * L + L));
            deltaType = 4;
            deltaBlossom = b;
          }
        }
        if (deltaType === -1) {
          // Max-cardinality mode and no augmenting path can exist any more: finish
          // with the step that makes the duals as small as feasibility allows.
          deltaType = 1;
          let min = 0;
          for (let v = 1; v < n; v++) if (BlossomSolver.compare(d, v * L, d, min * L, L) < 0) min = v;
          if (d[min * L + L - 1] < 0) delta.fill(0);
          else delta.set(d.subarray(min * L, min * L + L));
        }

        for (let v = 0; v < n; v++) {
          const lb = this.label[this.inBlossom[v]];
          if (lb === OUTER) this.addDelta(v * L, -1);
          else if (lb === INNER) this.addDelta(v * L, 1);
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.blossomBase[b] >= 0 && this.blossomParent[b] === -1) {
            if (this.label[b] === OUTER) this.addDelta(b * L, 1);
            else if (this.label[b] === INNER) this.addDelta(b * L, -1);
          }
        }

        if (deltaType === 1) break;
        if (deltaType === 2) {
          this.allowEdge[deltaEdge] = 1;
          let i = this.endpoint[2 * deltaEdge];
          if (this.label[this.inBlossom[i]] === FREE) i = this.endpoint[2 * deltaEdge + 1];
          this.queue[this.queueLength++] = i;
        } else if (deltaType === 3) {
          this.allowEdge[deltaEdge] = 1;
          this.queue[this.queueLength++] = this.endpoint[2 * deltaEdge];
        } else {
          this.expandBlossom(deltaBlossom, false);
        }
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b++) {
        if (
          this.blossomParent[b] === -1 &&
          this.blossomBase[b] >= 0 &&
          this.label[b] === OUTER &&
          BlossomSolver.isZero(d, b * L, L)
        ) {
          this.expandBlossom(b, true);
        }
      }
    }
  }
}
