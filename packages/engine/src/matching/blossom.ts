// Maximum-weight matching in general graphs: Edmonds' blossom algorithm in its
// primal-dual form, O(n³), as described by Z. Galil, "Efficient algorithms for
// finding maximum matching in graphs", ACM Computing Surveys 18(1), 1986.
//
// The solver keeps a matching and dual variables (one per vertex, one per blossom)
// that are feasible for the matching LP, and works in stages: every stage grows
// alternating trees from free vertices along tight edges, shrinking odd cycles into
// blossoms, and changes the duals by the largest step that keeps them feasible when
// no tight edge is left to use. The matching is optimal once every free vertex has
// dual 0 (complementary slackness).
//
// Conventions (all values are integers): weights are stored multiplied by 4 (graph.ts),
// edge slack is y_u + y_v − w(u,v) + 2·Σ z_B over blossoms B that contain both ends,
// and a blossom dual z_B moves by δ when vertex duals move by δ. All vertices of an
// alternating tree share the parity of their root's dual (tight edges join equal
// parities), so when all roots of a stage have duals of one parity, the slack between
// two outer vertices is even and every dual step is an integer. Every value stays
// within twice the largest stored weight W: vertex duals are never negative, and each
// vertex has a tight edge (matched, or in its smallest blossom's cycle) whose slack
// counts its dual and those of its blossoms, so y_v + Σ_{B∋v} z_B ≤ W; a slack or a
// step is at most 2W.
//
// Unlike the textbook version, free vertices may have different duals. That is what
// lets the solver start from a greedy matching, and start again from its previous
// optimum after some edges changed (see MatchingSolver): such vertices are freed with
// whatever dual keeps their edges feasible. A stage therefore grows trees only from
// free vertices with a positive dual of one parity (the others wait for a later stage,
// and meanwhile count as ends an augmenting path may reach), and when an outer
// vertex's dual reaches 0 the path from its root to it is flipped so that it is the one
// left free. Each stage leaves at least one fewer free vertex with a positive dual, so
// there are at most n stages. A stage grows at most MAX_ROOTS trees, and goes on after
// an augmentation with the trees it did not touch, as long as tight edges let it.
//
// Weights: the FIDE pairing packs its lexicographic criteria into one integer that
// is often 100–200 bits wide, so doubles would silently drop the low criteria and
// BigInt is far too slow for the inner loops (hundreds of millions of slack
// comparisons on a 1000-vertex complete graph). Every weight and dual is therefore
// held exactly as a fixed number of 48-bit limbs in Float64Arrays (see limbs.ts). Most
// comparisons are decided by the top limbs alone (compared before the lower ones are
// even added up), and graphs whose weights fit in 40 bits use a single limb: plain
// exact double arithmetic.
//
// Edges are stored as pairs of half-edges in per-vertex rows (CSR), each half carrying
// its own copy of the weight so that scanning a vertex reads memory sequentially.
// A half-edge h runs from tail(h) to head[h]; twin[h] runs back. mate[v] is the
// half-edge from v to its partner; labelEnd[b] is the half-edge from inside blossom b
// to the tree vertex that labelled it.

import { readBig } from './limbs.js';

// Module-local copies of the limb constants (limbs.ts): imported bindings are not
// constant-folded by the JIT, and these sit in the innermost loops.
const B = 2 ** 48;
const INV_B = 2 ** -48;

const FREE = 0;
const OUTER = 1; // "S" in the literature
const INNER = 2; // "T"
const BREADCRUMB = 4; // marks blossoms visited while looking for a common base
// Trees grown at once per stage. All free vertices would do (and the textbook does
// that), but then every stage rescans every root's edges; a few roots at a time reach
// an augmenting path with far less scanning (measured: half the time on dense graphs).
const MAX_ROOTS = 16;


export interface HalfEdgeGraph {
  readonly vertexCount: number;
  /** limbs per value */
  readonly L: number;
  /** the half-edges leaving v are rowStart[v] .. rowStart[v+1]-1, sorted by head */
  readonly rowStart: Int32Array;
  readonly head: Int32Array;
  readonly twin: Int32Array;
  /** the weight of half-edge h, scaled (see graph.ts), at [h·L, h·L+L) */
  readonly weight2: Float64Array;
  /** 0 for an edge removed since the graph was built */
  readonly alive: Uint8Array;
}

export class BlossomSolver {
  private readonly n: number;
  private readonly L: number;
  private readonly rowStart: Int32Array;
  private readonly head: Int32Array;
  private readonly twin: Int32Array;
  private readonly weight2: Float64Array;
  private readonly alive: Uint8Array;

  /** mate[v]: the half-edge from v to its partner, or -1 */
  readonly mate: Int32Array;
  /** duals of vertices (0..n-1) and blossoms (n..2n-1), L limbs each */
  private readonly dual: Float64Array;
  private readonly label: Int8Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomBase: Int32Array;
  private readonly blossomChildren: (number[] | null)[];
  private readonly blossomEndpoints: (number[] | null)[];
  /** least-slack half-edge to a free vertex (for free vertices) or to another outer blossom (for outer blossoms) */
  private readonly bestEdge: Int32Array;
  /** the slack of bestEdge, kept up to date through dual changes */
  private readonly bestSlack: Float64Array;
  private readonly blossomBestEdges: (Int32Array | null)[];
  private readonly unusedBlossoms: Int32Array;
  private unusedCount: number;
  private readonly allow: Uint8Array;
  private readonly queue: Int32Array;
  /** the root of the alternating tree holding each labelled vertex (this stage), or -1 */
  private readonly treeOf: Int32Array;
  private queueLength = 0;
  private rootCursor = 0;
  private readonly bestEdgeTo: Int32Array;
  private readonly bestToSlack: Float64Array;
  private readonly leafBuffer: Int32Array;
  private readonly leafStack: Int32Array;
  private readonly scratch: Float64Array;
  private readonly delta: Float64Array;
  private readonly candidate: Float64Array;

  constructor(graph: HalfEdgeGraph) {
    const n = graph.vertexCount;
    const L = graph.L;
    this.n = n;
    this.L = L;
    this.rowStart = graph.rowStart;
    this.head = graph.head;
    this.twin = graph.twin;
    this.weight2 = graph.weight2;
    this.alive = graph.alive;
    this.mate = new Int32Array(n).fill(-1);
    this.dual = new Float64Array(2 * n * L);
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
    this.bestSlack = new Float64Array(2 * n * L);
    this.blossomBestEdges = new Array<Int32Array | null>(2 * n).fill(null);
    this.unusedBlossoms = new Int32Array(n);
    for (let i = 0; i < n; i++) this.unusedBlossoms[i] = 2 * n - 1 - i;
    this.unusedCount = n;
    this.allow = new Uint8Array(graph.head.length);
    this.queue = new Int32Array(n);
    this.treeOf = new Int32Array(n).fill(-1);
    this.bestEdgeTo = new Int32Array(2 * n).fill(-1);
    this.bestToSlack = new Float64Array(2 * n * L);
    this.leafBuffer = new Int32Array(n);
    this.leafStack = new Int32Array(2 * n);
    this.scratch = new Float64Array(L);
    this.delta = new Float64Array(L);
    this.candidate = new Float64Array(L);
  }

  // ---- exact arithmetic on limbs -------------------------------------------------

  private tail(h: number): number {
    return this.head[this.twin[h]];
  }

  /**
   * out[o..] = slack of half-edge h from vertex t, normalized (only meaningful between
   * different top-level blossoms). Callers pass the tail they know: looking it up
   * through twin[] is a cache miss on large graphs.
   */
  private slackInto(t: number, h: number, out: Float64Array, o: number): void {
    const L = this.L;
    const d = this.dual;
    const w = this.weight2;
    const i = t * L;
    const j = this.head[h] * L;
    const hw = h * L;
    let carry = 0;
    for (let x = 0; x < L - 1; x++) {
      const s = d[i + x] + d[j + x] - w[hw + x] + carry;
      carry = Math.floor(s * INV_B);
      out[o + x] = s - carry * B;
    }
    out[o + L - 1] = d[i + L - 1] + d[j + L - 1] - w[hw + L - 1] + carry;
  }

  /**
   * Whether slack(h) < c[o..], deciding from the top limb down. At limb x the rest
   * below sums to strictly between −2·B^x and 2·B^x, so an accumulated difference of
   * 2 or more (in units of B^x) settles the sign.
   */
  private slackLess(t: number, h: number, c: Float64Array, o: number): boolean {
    const L = this.L;
    const d = this.dual;
    const w = this.weight2;
    const i = t * L;
    const j = this.head[h] * L;
    const hw = h * L;
    let acc = 0;
    for (let x = L - 1; x >= 0; x--) {
      acc = acc * B + (d[i + x] + d[j + x] - w[hw + x] - c[o + x]);
      if (acc >= 2) return false;
      if (acc <= -2) return true;
    }
    return acc < 0;
  }

  /** Sign of a[ao..] − b[bo..] for normalized values. */
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

  /** a[o..] += factor·delta (factor ±1 or ±2). */
  private addDelta(a: Float64Array, o: number, factor: number): void {
    const L = this.L;
    const delta = this.delta;
    let carry = 0;
    for (let x = 0; x < L - 1; x++) {
      const s = a[o + x] + factor * delta[x] + carry;
      carry = Math.floor(s * INV_B);
      a[o + x] = s - carry * B;
    }
    a[o + L - 1] += factor * delta[L - 1] + carry;
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
      const root = p === -1 ? w : this.treeOf[this.head[p]];
      const count = this.leaves(b);
      for (let i = 0; i < count; i++) this.treeOf[this.leafBuffer[i]] = root;
      if (t === OUTER) {
        for (let i = 0; i < count; i++) this.queue[this.queueLength++] = this.leafBuffer[i];
        return;
      }
      // An inner blossom's base is matched; its mate becomes outer.
      const mp = this.mate[this.blossomBase[b]];
      w = this.head[mp];
      t = OUTER;
      p = this.twin[mp];
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
        v = this.head[this.labelEnd[b]];
        b = this.inBlossom[v];
        v = this.head[this.labelEnd[b]];
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

  /** Offers half-edge h from t (in new blossom b) as the least-slack edge to the outer blossom at its head. */
  private offerBestTo(t: number, h: number, b: number, touched: number[]): void {
    const bj = this.inBlossom[this.head[h]];
    if (bj === b || this.label[bj] !== OUTER) return;
    const L = this.L;
    const current = this.bestEdgeTo[bj];
    if (current === -1) touched.push(bj);
    else if (!this.slackLess(t, h, this.bestToSlack, bj * L)) return;
    this.bestEdgeTo[bj] = h;
    this.slackInto(t, h, this.bestToSlack, bj * L);
  }

  /** Shrinks the odd cycle closed by half-edge h into a new outer blossom with the given base. */
  private addBlossom(base: number, h: number): void {
    const L = this.L;
    let v = this.tail(h);
    let w = this.head[h];
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
      v = this.head[this.labelEnd[bv]];
      bv = this.inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(this.twin[h]);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push(this.twin[this.labelEnd[bw]]);
      w = this.head[this.labelEnd[bw]];
      bw = this.inBlossom[w];
    }
    this.blossomChildren[b] = path;
    this.blossomEndpoints[b] = endps;
    this.label[b] = OUTER;
    this.labelEnd[b] = this.labelEnd[bb];
    this.dual.fill(0, b * L, b * L + L);
    const count = this.leaves(b);
    for (let i = 0; i < count; i++) {
      const x = this.leafBuffer[i];
      if (this.label[this.inBlossom[x]] === INNER) this.queue[this.queueLength++] = x;
      this.inBlossom[x] = b;
    }

    // The least-slack edge from the new blossom to every other outer blossom.
    const touched: number[] = [];
    for (const sub of path) {
      const list = this.blossomBestEdges[sub];
      if (list === null) {
        const c = this.leaves(sub);
        for (let i = 0; i < c; i++) {
          const x = this.leafBuffer[i];
          for (let a = this.rowStart[x], end = this.rowStart[x + 1]; a < end; a++) {
            if (this.alive[a]) this.offerBestTo(x, a, b, touched);
          }
        }
      } else {
        for (let i = 0; i < list.length; i++) this.offerBestTo(this.tail(list[i]), list[i], b, touched);
      }
      this.blossomBestEdges[sub] = null;
      this.bestEdge[sub] = -1;
    }
    const list = new Int32Array(touched.length);
    let best = -1;
    let bestTo = -1;
    for (let i = 0; i < touched.length; i++) {
      const bj = touched[i];
      list[i] = this.bestEdgeTo[bj];
      this.bestEdgeTo[bj] = -1;
      if (bestTo === -1 || BlossomSolver.compare(this.bestToSlack, bj * L, this.bestToSlack, bestTo * L, L) < 0) {
        bestTo = bj;
        best = list[i];
      }
    }
    if (best !== -1) this.bestSlack.set(this.bestToSlack.subarray(bestTo * L, bestTo * L + L), b * L);
    this.blossomBestEdges[b] = list;
    this.bestEdge[b] = best;
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const n = this.n;
    const L = this.L;
    const children = this.blossomChildren[b]!;
    const endps = this.blossomEndpoints[b]!;
    for (const s of children) {
      this.blossomParent[s] = -1;
      if (s < n) this.inBlossom[s] = s;
      else if (endStage && BlossomSolver.isZero(this.dual, s * L, L)) this.expandBlossom(s, endStage);
      else {
        const count = this.leaves(s);
        for (let i = 0; i < count; i++) this.inBlossom[this.leafBuffer[i]] = s;
      }
    }
    if (!endStage && this.label[b] === INNER) {
      // The blossom was inner: relabel the children on the even-length path from the
      // entry child to the base so that the alternating tree stays valid.
      const len = children.length;
      const twin = this.twin;
      const entryChild = this.inBlossom[this.head[twin[this.labelEnd[b]]]];
      let j = children.indexOf(entryChild);
      let jstep: number;
      let reversed: boolean;
      if (j & 1) {
        j -= len;
        jstep = 1;
        reversed = false;
      } else {
        jstep = -1;
        reversed = true;
      }
      const at = (i: number): number => (i < 0 ? i + len : i);
      const endpoint = (i: number): number => (reversed ? twin[endps[at(i - 1)]] : endps[at(i)]);
      let p = this.labelEnd[b];
      while (j !== 0) {
        const q = endpoint(j);
        this.label[this.head[twin[p]]] = FREE;
        this.label[this.head[twin[q]]] = FREE;
        this.assignLabel(this.head[twin[p]], INNER, p);
        this.allow[q] = 1;
        this.allow[twin[q]] = 1;
        j += jstep;
        p = endpoint(j);
        this.allow[p] = 1;
        this.allow[twin[p]] = 1;
        j += jstep;
      }
      const bv = children[at(j)];
      const ep = this.head[twin[p]];
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
          this.label[this.head[this.mate[this.blossomBase[sub]]]] = FREE;
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
    this.dual.fill(0, b * L, b * L + L);
    this.unusedBlossoms[this.unusedCount++] = b;
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  private augmentBlossom(b: number, v: number): void {
    const n = this.n;
    const twin = this.twin;
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
    let reversed: boolean;
    if (i & 1) {
      j -= len;
      jstep = 1;
      reversed = false;
    } else {
      jstep = -1;
      reversed = true;
    }
    while (j !== 0) {
      j += jstep;
      t = children[at(j)];
      const p = reversed ? twin[endps[at(j - 1)]] : endps[at(j)];
      if (t >= n) this.augmentBlossom(t, this.head[p]);
      j += jstep;
      t = children[at(j)];
      if (t >= n) this.augmentBlossom(t, this.head[twin[p]]);
      this.mate[this.head[p]] = twin[p];
      this.mate[this.head[twin[p]]] = p;
    }
    this.blossomChildren[b] = children.slice(i).concat(children.slice(0, i));
    this.blossomEndpoints[b] = endps.slice(i).concat(endps.slice(0, i));
    this.blossomBase[b] = this.blossomBase[this.blossomChildren[b]![0]];
  }

  /**
   * Flips the alternating path from outer vertex s up to the root of its tree;
   * s gets matched through half-edge p (from s), or is left free when p is -1.
   */
  private augmentToRoot(s: number, p: number): void {
    const n = this.n;
    for (;;) {
      const bs = this.inBlossom[s];
      if (bs >= n) this.augmentBlossom(bs, s);
      this.mate[s] = p;
      if (this.labelEnd[bs] === -1) return; // reached a root
      const t = this.head[this.labelEnd[bs]];
      const bt = this.inBlossom[t];
      s = this.head[this.labelEnd[bt]];
      const j = this.head[this.twin[this.labelEnd[bt]]];
      if (bt >= n) this.augmentBlossom(bt, j);
      this.mate[j] = this.labelEnd[bt];
      p = this.twin[this.labelEnd[bt]];
    }
  }

  /** Matches along half-edge h from outer vertex v to w: w is outer too, or in an unlabelled blossom with a free base. */
  private augmentMatching(h: number): void {
    const v = this.tail(h);
    const w = this.head[h];
    const bw = this.inBlossom[w];
    const rootV = this.treeOf[v];
    const rootW = this.label[bw] === OUTER ? this.treeOf[w] : -1;
    if (rootW !== -1) this.augmentToRoot(w, this.twin[h]);
    else {
      if (bw >= this.n) this.augmentBlossom(bw, w);
      this.mate[w] = this.twin[h];
    }
    this.augmentToRoot(v, h);
    this.dissolveTrees(rootV, rootW);
  }

  /**
   * Unlabels every vertex of the trees with the given roots after an augmentation
   * along them. The other trees stay valid alternating trees for the new matching, so
   * the stage goes on growing them; only the least-slack edges may now be stale, which
   * is why a stage that augmented ends, rather than changing duals, once no tight edge
   * is left to use.
   */
  private dissolveTrees(r1: number, r2: number): void {
    const n = this.n;
    for (let v = 0; v < n; v++) {
      const r = this.treeOf[v];
      if (r === -1 || (r !== r1 && r !== r2)) continue;
      const b = this.inBlossom[v];
      this.treeOf[v] = -1;
      this.label[v] = FREE;
      this.labelEnd[v] = -1;
      this.bestEdge[v] = -1;
      this.label[b] = FREE;
      this.labelEnd[b] = -1;
      this.bestEdge[b] = -1;
      this.blossomBestEdges[b] = null;
    }
  }

  // ---- changes between solves -----------------------------------------------------

  /**
   * Makes v a free vertex outside every blossom while keeping the duals feasible, so
   * that the weights of its edges may change. Each blossom around v is rotated so that
   * v is its base, its dual is moved into its vertices' duals (which leaves the slack
   * of inner edges unchanged and raises that of edges leaving it), and it is dissolved;
   * the partner of its old base is freed, since that edge is no longer tight.
   */
  detachVertex(v: number): void {
    const L = this.L;
    for (let b = this.inBlossom[v]; b !== v; b = this.inBlossom[v]) {
      const outside = this.mate[this.blossomBase[b]];
      this.augmentBlossom(b, v);
      this.mate[v] = -1;
      if (outside !== -1) this.mate[this.head[outside]] = -1;
      const zOffset = b * L;
      if (!BlossomSolver.isZero(this.dual, zOffset, L)) {
        this.delta.set(this.dual.subarray(zOffset, zOffset + L));
        const count = this.leaves(b);
        for (let i = 0; i < count; i++) this.addDelta(this.dual, this.leafBuffer[i] * L, 1);
      }
      this.label[b] = FREE;
      this.expandBlossom(b, true);
    }
    const m = this.mate[v];
    if (m !== -1) {
      this.mate[this.head[m]] = -1;
      this.mate[v] = -1;
    }
  }

  /**
   * A cold start that leaves few free vertices: every dual starts at half the largest
   * weight at its vertex (feasible: y_u + y_v ≥ w(u,v) as both halves are at least half
   * of it; even, as stored weights are multiples of 4), then each vertex in turn lowers its dual to the least
   * feasible value given its neighbours' (which makes its heaviest edge relative to them
   * tight) and, if still free, takes that edge when its other end is free too. Edges
   * matched this way stay tight, as a matched vertex's dual cannot be lowered past its
   * partner's constraint. The stages then only have the remaining free vertices to serve.
   */
  greedyStart(): void {
    const n = this.n;
    const L = this.L;
    const d = this.dual;
    const w2 = this.weight2;
    for (let v = 0; v < n; v++) {
      let best = -1;
      for (let a = this.rowStart[v], end = this.rowStart[v + 1]; a < end; a++) {
        if (this.alive[a] && (best === -1 || BlossomSolver.compare(w2, a * L, w2, best * L, L) > 0)) best = a;
      }
      const y = this.candidate;
      if (best === -1) y.fill(0);
      else {
        y.set(w2.subarray(best * L, best * L + L));
        BlossomSolver.halve(y, L);
      }
      d.set(y, v * L);
    }
    for (let v = 0; v < n; v++) this.fitVertexDual(v, true);
  }

  /**
   * Sets v's dual (v outside every blossom) to the least value that keeps its edges
   * feasible. With `matchFree`, a free v is then matched along an edge this made tight
   * to a free vertex, if there is one (the other end is a trivial blossom or the base
   * of one, so the blossom structure stays valid).
   */
  fitVertexDual(v: number, matchFree: boolean): void {
    const L = this.L;
    const d = this.dual;
    const best = this.candidate;
    const bestFree = this.delta;
    const s = this.scratch;
    const lookForFree = matchFree && this.mate[v] === -1;
    let freeEdge = -1;
    best.fill(0);
    for (let a = this.rowStart[v], end = this.rowStart[v + 1]; a < end; a++) {
      if (!this.alive[a]) continue;
      // y_v + y_u ≥ w2 is needed: y_v ≥ w2 − y_u.
      const u = this.head[a] * L;
      let carry = 0;
      for (let x = 0; x < L - 1; x++) {
        const t = this.weight2[a * L + x] - d[u + x] + carry;
        carry = Math.floor(t * INV_B);
        s[x] = t - carry * B;
      }
      s[L - 1] = this.weight2[a * L + L - 1] - d[u + L - 1] + carry;
      if (BlossomSolver.compare(s, 0, best, 0, L) > 0) best.set(s);
      if (lookForFree && this.mate[this.head[a]] === -1 && (freeEdge === -1 || BlossomSolver.compare(s, 0, bestFree, 0, L) > 0)) {
        freeEdge = a;
        bestFree.set(s);
      }
    }
    d.set(best, v * L);
    if (freeEdge !== -1 && BlossomSolver.compare(bestFree, 0, best, 0, L) === 0) {
      this.mate[v] = freeEdge;
      this.mate[this.head[freeEdge]] = this.twin[freeEdge];
    }
  }

  // ---- optimality certificate -------------------------------------------------------

  /** The vertices of blossom b (b ≥ n). */
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

  /**
   * Scans the edges of outer vertex v; returns true if it augmented the matching.
   * This is the innermost loop of the whole algorithm, hence the inlined limb arithmetic:
   * most edges are settled by their top limbs (not tight, or not closer than the best
   * edge found so far) without normalizing the lower ones.
   */
  private scan(v: number): boolean {
    const L = this.L;
    const top = L - 1;
    const bv = this.inBlossom[v];
    const head = this.head;
    const twin = this.twin;
    const allow = this.allow;
    const alive = this.alive;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const bestEdge = this.bestEdge;
    const bestSlack = this.bestSlack;
    const d = this.dual;
    const w2 = this.weight2;
    const dv = v * L;
    const dvTop = d[dv + top];
    for (let a = this.rowStart[v], end = this.rowStart[v + 1]; a < end; a++) {
      if (alive[a] === 0) continue;
      const w = head[a];
      const bw = inBlossom[w];
      if (bv === bw) continue;
      if (allow[a] === 0) {
        const dw = w * L;
        const ha = a * L;
        // Tight? Lower limbs add strictly between −B^top and 2·B^top, so a top sum of
        // 1 or more means a positive slack.
        let tight = false;
        if (dvTop + d[dw + top] - w2[ha + top] < 1) {
          let carry = 0;
          tight = true;
          for (let x = 0; x < top; x++) {
            const s = d[dv + x] + d[dw + x] - w2[ha + x] + carry;
            carry = Math.floor(s * INV_B);
            if (s !== carry * B) {
              tight = false;
              break;
            }
          }
          if (tight) tight = dvTop + d[dw + top] - w2[ha + top] + carry === 0;
        }
        if (tight) {
          allow[a] = 1;
          allow[twin[a]] = 1;
        } else {
          // Remember it if it is the closest edge to another outer blossom (for δ3)
          // or to a free vertex (for δ2).
          let slot: number;
          if (label[bw] === OUTER) slot = bv;
          else if (label[w] === FREE) slot = w;
          else continue;
          if (bestEdge[slot] !== -1) {
            // slack(a) < bestSlack[slot]? From the top limb down: the limbs below x add
            // strictly between −2·B^x and 2·B^x, so a difference of 2 settles it.
            const c = slot * L;
            let acc = 0;
            let less = false;
            for (let x = top; x >= 0; x--) {
              acc = acc * B + (d[dv + x] + d[dw + x] - w2[ha + x] - bestSlack[c + x]);
              if (acc >= 2) break;
              if (acc <= -2) {
                less = true;
                break;
              }
              if (x === 0) less = acc < 0;
            }
            if (!less) continue;
          }
          bestEdge[slot] = a;
          this.slackInto(v, a, bestSlack, slot * L);
          continue;
        }
      }
      const lw = label[bw];
      if (lw === FREE) {
        if (this.mate[this.blossomBase[bw]] === -1) {
          // A free vertex that is not growing a tree this stage: augment into it.
          this.augmentMatching(a);
          return true;
        }
        this.assignLabel(w, INNER, twin[a]);
      } else if (lw === OUTER) {
        const base = this.scanBlossom(v, w);
        if (base >= 0) this.addBlossom(base, a);
        else {
          this.augmentMatching(a);
          return true;
        }
      } else if (label[w] === FREE) {
        label[w] = INNER;
        this.labelEnd[w] = twin[a];
      }
    }
    return false;
  }

  /** Runs stages until every free vertex has dual 0. */
  solve(): void {
    const n = this.n;
    const L = this.L;
    const d = this.dual;
    const delta = this.delta;
    const cand = this.candidate;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const bestEdge = this.bestEdge;
    const bestSlack = this.bestSlack;
    for (;;) {
      label.fill(FREE);
      this.treeOf.fill(-1);
      bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
      this.allow.fill(0);
      this.queueLength = 0;
      // Roots: free vertices with a positive dual, all of one parity (see the header).
      let parity = -1;
      let roots = 0;
      for (let i = 0; i < n && roots < MAX_ROOTS; i++) {
        const v = (i + this.rootCursor) % n;
        if (this.mate[v] !== -1 || label[inBlossom[v]] !== FREE || BlossomSolver.isZero(d, v * L, L)) continue;
        const p = d[v * L] % 2;
        if (parity === -1) parity = p;
        if (p === parity) {
          this.assignLabel(v, OUTER, -1);
          roots++;
        }
      }
      this.rootCursor = (this.rootCursor + 1) % Math.max(1, n);
      if (parity === -1) return;

      let augmented = false;
      for (;;) {
        while (this.queueLength > 0) {
          const v = this.queue[--this.queueLength];
          // Vertices of trees dissolved by an augmentation are skipped.
          if (label[inBlossom[v]] === OUTER && this.scan(v)) augmented = true;
        }
        if (augmented) break;

        // No tight edge left to use: the largest feasible dual change δ.
        // δ1: an outer vertex's dual reaches 0.
        let deltaType = 1;
        let deltaVertex = -1;
        let deltaEdge = -1;
        let deltaBlossom = -1;
        for (let v = 0; v < n; v++) {
          if (label[inBlossom[v]] !== OUTER) continue;
          const c = deltaVertex === -1 ? -1 : BlossomSolver.compare(d, v * L, d, deltaVertex * L, L);
          // Among equal duals prefer a root: then nothing needs to be flipped.
          if (c < 0 || deltaVertex === -1 || (c === 0 && this.mate[v] === -1)) deltaVertex = v;
        }
        delta.set(d.subarray(deltaVertex * L, deltaVertex * L + L));
        // δ2: an edge from an outer vertex to a free one becomes tight.
        for (let v = 0; v < n; v++) {
          if (label[inBlossom[v]] === FREE && bestEdge[v] !== -1 && BlossomSolver.compare(bestSlack, v * L, delta, 0, L) < 0) {
            delta.set(bestSlack.subarray(v * L, v * L + L));
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
        // δ3: an edge between two outer blossoms becomes tight (both ends move).
        let best3 = -1;
        for (let b = 0; b < 2 * n; b++) {
          if (
            this.blossomParent[b] === -1 &&
            label[b] === OUTER &&
            bestEdge[b] !== -1 &&
            (best3 === -1 || BlossomSolver.compare(bestSlack, b * L, bestSlack, best3 * L, L) < 0)
          ) {
            best3 = b;
          }
        }
        if (best3 !== -1) {
          cand.set(bestSlack.subarray(best3 * L, best3 * L + L));
          BlossomSolver.halve(cand, L);
          if (BlossomSolver.compare(cand, 0, delta, 0, L) < 0) {
            delta.set(cand);
            deltaType = 3;
            deltaEdge = bestEdge[best3];
          }
        }
        // δ4: an inner blossom's dual reaches 0.
        for (let b = n; b < 2 * n; b++) {
          if (
            this.blossomBase[b] >= 0 &&
            this.blossomParent[b] === -1 &&
            label[b] === INNER &&
            BlossomSolver.compare(d, b * L, delta, 0, L) < 0
          ) {
            delta.set(d.subarray(b * L, b * L + L));
            deltaType = 4;
            deltaBlossom = b;
          }
        }

        if (!BlossomSolver.isZero(delta, 0, L)) {
          for (let v = 0; v < n; v++) {
            const lb = label[inBlossom[v]];
            if (lb === OUTER) {
              this.addDelta(d, v * L, -1);
              if (bestEdge[v] !== -1 && inBlossom[v] === v) this.addDelta(bestSlack, v * L, -2);
            } else if (lb === INNER) this.addDelta(d, v * L, 1);
            else if (bestEdge[v] !== -1) this.addDelta(bestSlack, v * L, -1);
          }
          for (let b = n; b < 2 * n; b++) {
            if (this.blossomBase[b] >= 0 && this.blossomParent[b] === -1) {
              if (label[b] === OUTER) {
                this.addDelta(d, b * L, 1);
                if (bestEdge[b] !== -1) this.addDelta(bestSlack, b * L, -2);
              } else if (label[b] === INNER) this.addDelta(d, b * L, -1);
            }
          }
        }

        if (deltaType === 1) {
          // deltaVertex's dual is now 0. A root is simply done; any other outer vertex
          // takes its root's place as the free one.
          if (this.mate[deltaVertex] !== -1) this.augmentToRoot(deltaVertex, -1);
          break;
        }
        if (deltaType === 2) {
          this.allow[deltaEdge] = 1;
          this.allow[this.twin[deltaEdge]] = 1;
          let i = this.tail(deltaEdge);
          if (label[inBlossom[i]] !== OUTER) i = this.head[deltaEdge];
          this.queue[this.queueLength++] = i;
        } else if (deltaType === 3) {
          this.allow[deltaEdge] = 1;
          this.allow[this.twin[deltaEdge]] = 1;
          this.queue[this.queueLength++] = this.tail(deltaEdge);
        } else {
          this.expandBlossom(deltaBlossom, false);
        }
      }
      // End of stage: blossoms whose dual is 0 need not stay shrunk.
      for (let b = n; b < 2 * n; b++) {
        if (this.blossomParent[b] === -1 && this.blossomBase[b] >= 0 && label[b] === OUTER && BlossomSolver.isZero(d, b * L, L)) {
          this.expandBlossom(b, true);
        }
      }
    }
  }
}
