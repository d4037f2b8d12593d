// Maximum-weight matching that is solved again, cheaply, after some edge weights
// change: the FIDE Dutch pairing solves one matching, nudges the edges of one or two
// players, solves again, hundreds of times per round.
//
// The graph is complete: a missing edge is an edge of weight 0, and with an odd
// number of vertices one more (a dummy with only 0-weight edges) is added. A
// maximum-weight perfect matching of that graph, its 0-weight pairs dropped, is a
// maximum-weight matching of the original one; and perfect matching is what makes a
// warm start simple: its vertex duals may have any sign, so a vertex whose edges
// change can be freed with whatever dual keeps its edges feasible.
//
// Algorithm: Edmonds' blossom algorithm in Galil's O(n³) primal-dual form, in the
// structure of Joris van Rantwijk's public-domain mwmatching (labels S=1/T=2, an
// edge end written as the arrow from·N + to). Duals: slack(u,v) = y_u + y_v − 2w +
// 2·Σ z_B over the blossoms B holding both ends. All vertices of an alternating tree
// share the parity of their root's dual (tight edges join equal parities, 2w being
// even), so with every free vertex's dual even, an S–S slack is even and every dual
// step an integer.
//
// Between solves the matching, the duals and the blossoms are kept. Changing an edge
// keeps them when it can (an unmatched edge whose slack stays ≥ 0, a matched edge
// between two top-level vertices whose weight rises: the dual of one end rises with
// it); otherwise one end is freed: its blossoms are rotated to make it their base and
// dissolved (each vertex of a dissolved blossom takes the blossom's dual, which keeps
// every slack ≥ 0 and every internal edge as tight as it was), it and its partner are
// unmatched, and at the next solve each freed vertex gets the least even dual that
// keeps its edges feasible. A solve then costs one stage, O(n²), per pair of freed
// vertices instead of n/2 stages. A pair the caller fixes for good is retired
// (retirePair): it stays matched and is no longer scanned, so the graph shrinks as
// the pairing goes down the brackets. Pairs the caller expects to stay as they are
// are parked (parkPairsFrom): not scanned either, but brought back as soon as a dual
// step would make an edge to them infeasible.
//
// Differences from the textbook, for speed: every scan of an S-vertex keeps its
// least-slack edge to each S-blossom on its blossom's list, so forming a blossom merges
// lists instead of rescanning its vertices (each S–S edge is on the list of the end
// scanned later, which is all the dual step needs); the blossoms a scan finds are
// formed only once no scan has found an augmenting path (see deferred); slacks are
// compared top limb first and most comparisons end after a few limbs.
//
// Memory order matters more than arithmetic: the weights are far larger than the cache,
// and a vertex scan reads one weight per vertex in play. So they are kept as a square,
// each pair in both orders, and a scan reads one row front to back (a triangle, each pair
// once, made every other read a cache miss: its column runs across all the rows). Every
// pair's weight is also kept rounded to one float64 (a square again), each vertex dual
// rounded the same way: a slack whose rounded value is clearly away from zero, or from the
// slack it is compared with, is decided from 8 bytes instead of the L limbs.

import { EdgeLists } from './edge-lists.js';
import { IntStack } from './int-stack.js';
import { isZero, LIMB_BASE, LIMB_BITS } from './limbs.js';

// Weights and duals are exact integers of a few hundred bits (the pairing packs its
// criteria into one number). BigInt is far too slow for the inner loops, so each value
// is held as L float64 "limbs" in radix 2^48: limbs 0..L-2 in [0, 2^48), the top one a
// signed integer kept below 2^50 in magnitude, so that every limb operation is exact.
const B = LIMB_BASE;
const INV_B = 1 / LIMB_BASE;
const TOP_LIMIT = 2 ** 50;
/** Bits of headroom over 2·(largest weight): duals stay within a few times that. */
const HEADROOM_BITS = 8;

/** Bits of 2·weight the top limb may hold: the duals' headroom above them stays below TOP_LIMIT. */
const TOP_WEIGHT_BITS = 40 - HEADROOM_BITS;

function limbsFor(bits: number): number {
  return 1 + Math.max(0, Math.ceil((bits - TOP_WEIGHT_BITS) / LIMB_BITS));
}

/** The value of `from` limbs at a[ao] as `to` ≥ `from` limbs at out[oo]: its signed top limb split into normalised ones. */
function widen(a: Float64Array, ao: number, from: number, out: Float64Array, oo: number, to: number): void {
  for (let i = 0; i < from - 1; i++) out[oo + i] = a[ao + i];
  let carry = a[ao + from - 1];
  for (let i = from - 1; i < to - 1; i++) {
    const c = Math.floor(carry * INV_B);
    out[oo + i] = carry - c * B;
    carry = c;
  }
  out[oo + to - 1] = carry;
}

/** Bits of a non-negative integer below 2^53. */
function bitLength(x: number): number {
  return x >= 2 ** 32 ? 64 - Math.clz32(Math.floor(x / 2 ** 32)) : 32 - Math.clz32(x);
}

/** out = x + y − w, normalised. */
function sumMinus(out: Float64Array, oo: number, x: Float64Array, xo: number, y: Float64Array, yo: number, w: Float64Array, wo: number, L: number): void {
  let carry = 0;
  for (let i = 0; i < L - 1; i++) {
    const s = x[xo + i] + y[yo + i] - w[wo + i] + carry;
    carry = Math.floor(s * INV_B);
    out[oo + i] = s - carry * B;
  }
  out[oo + L - 1] = x[xo + L - 1] + y[yo + L - 1] - w[wo + L - 1] + carry;
}

/**
 * Sign of x + y − w − t, read from the top limb down: most slacks are decided by
 * their first limbs, so most edges of a scan cost far less than a full sum. Below
 * limb k the rest is less than 3·B^k in magnitude (each unnormalised limb is within
 * ±2B), so a running prefix of 3 or more (or −3 or less) decides the sign.
 */
function signOfSum(x: Float64Array, xo: number, y: Float64Array, yo: number, w: Float64Array, wo: number, t: Float64Array, to: number, L: number): number {
  let prefix = 0;
  for (let i = L - 1; i >= 0; i--) {
    prefix = prefix * B + (x[xo + i] + y[yo + i] - w[wo + i] - t[to + i]);
    if (prefix >= 3) return 1;
    if (prefix <= -3) return -1;
  }
  return prefix > 0 ? 1 : prefix < 0 ? -1 : 0;
}

/**
 * Sign of slack(p) − slack(q) for two edges (ends at offsets pa, pb and qa, qb in the
 * duals, weights at pw and qw), top limb first as in signOfSum; with six terms each
 * unnormalised limb is within ±3B, so the rest below limb k is under 4·B^k.
 */
function slackOrder(d: Float64Array, pa: number, pb: number, qa: number, qb: number, w: Float64Array, pw: number, qw: number, L: number): number {
  let prefix = 0;
  for (let i = L - 1; i >= 0; i--) {
    prefix = prefix * B + (d[pa + i] + d[pb + i] - w[pw + i] - d[qa + i] - d[qb + i] + w[qw + i]);
    if (prefix >= 4) return 1;
    if (prefix <= -4) return -1;
  }
  return prefix > 0 ? 1 : prefix < 0 ? -1 : 0;
}

/** out = a: a value of L limbs copied (a loop: TypedArray.prototype.set costs more than six limbs). */
function copyValue(out: Float64Array, oo: number, a: Float64Array, ao: number, L: number): void {
  for (let i = 0; i < L; i++) out[oo + i] = a[ao + i];
}

/** a += sign·b, normalised. */
function addTo(a: Float64Array, ao: number, b: Float64Array, bo: number, sign: number, L: number): void {
  let carry = 0;
  for (let i = 0; i < L - 1; i++) {
    const s = a[ao + i] + sign * b[bo + i] + carry;
    carry = Math.floor(s * INV_B);
    a[ao + i] = s - carry * B;
  }
  const top = a[ao + L - 1] + sign * b[bo + L - 1] + carry;
  if (top >= TOP_LIMIT || top <= -TOP_LIMIT) throw new RangeError('internal: dual out of limb range');
  a[ao + L - 1] = top;
}

/**
 * A rounded value's error bound, relative to the sum of the magnitudes of the terms: each term is within
 * L·2^-53 of its value (correctly rounded, or summed from at most 16 limbs top first), and each of the few
 * sums and differences of such terms adds 2^-53 of the magnitudes; 2^-44 leaves room for all of it.
 */
const ROUNDING = 2 ** -44;

/**
 * out[oi] = the value as a float64, summed top limb first (within L·2^-53 of it, relatively). Written where it is
 * kept: a float64 returned from a call V8 does not inline is boxed on the heap.
 */
function roundTo(out: Float64Array, oi: number, a: Float64Array, o: number, L: number): void {
  let v = 0;
  for (let i = L - 1; i >= 0; i--) v = v * B + a[o + i];
  out[oi] = v;
}

/** Sign of a − b for normalised values. */
function compare(a: Float64Array, ao: number, b: Float64Array, bo: number, L: number): number {
  for (let i = L - 1; i >= 0; i--) {
    const x = a[ao + i];
    const y = b[bo + i];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Halves an even normalised value in place. */
function halve(a: Float64Array, o: number, L: number): void {
  if (a[o] % 2 !== 0) throw new Error('internal: odd slack between two outer vertices');
  let rem = 0;
  for (let i = L - 1; i >= 0; i--) {
    const cur = a[o + i] + rem * B;
    const q = Math.floor(cur / 2);
    rem = cur - 2 * q;
    a[o + i] = q;
  }
}

/**
 * Which way round a blossom to walk from its child i to the base (child 0) so that the path is even: from an
 * odd position forwards, from an even one backwards. `endptrick` says which end of each stored edge endpoint
 * faces the walk.
 */
function evenWayRound(i: number, length: number): { j: number; jstep: number; endptrick: number } {
  return i & 1 ? { j: i - length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };
}

/** Entry i of a blossom's cyclic list, for any integer i (the walks run below zero). */
function at(list: number[], i: number): number {
  return list[((i % list.length) + list.length) % list.length];
}

/** Rotates the list in place so that its entry i comes first. */
function rotateLeft(list: number[], i: number): void {
  reverse(list, 0, i);
  reverse(list, i, list.length);
  reverse(list, 0, list.length);
}

/** Reverses the list's entries from `from` up to `to` in place. */
function reverse(list: number[], from: number, to: number): void {
  for (let a = from, b = to - 1; a < b; a++, b--) {
    const t = list[a];
    list[a] = list[b];
    list[b] = t;
  }
}

/** A stage grows one alternating tree when fewer than 1/ONE_TREE_BELOW of the vertices in play are exposed. */
const ONE_TREE_BELOW = 4;
/**
 * …unless the stage before it, in the same solve, scanned more than this many vertices per exposed vertex: a forest
 * scans each exposed vertex and its tree before its first dual step, and one tree can outgrow that (see stage).
 */
const FOREST_AFTER_SCANS_PER_EXPOSED = 5;

const FREE = 0;
const OUTER = 1; // "S"
const INNER = 2; // "T"
const BREADCRUMB = 4;

/** The matching's arrays would pass the memory they were given (DynamicMatching's byteLimit). */
export class MatchingMemoryLimitError extends Error {
  override name = 'MatchingMemoryLimitError';
  constructor(readonly neededBytes: number) {
    super(`The matching needs ${Math.ceil(neededBytes / 2 ** 20)} MB for its weights`);
  }
}

export class DynamicMatching {
  /** vertices of the caller's graph */
  readonly vertexCount: number;
  private readonly N: number;
  /** limbs per value */
  private L = 1;
  /** 2·weight of every pair, L limbs each, in both orders (see pairAt) */
  private weight2!: Float64Array;
  /** 2·weight of u–v rounded, at u·N + v and v·N + u: the scans read it along a row */
  private readonly weight2Rounded: Float64Array;
  /** vertex duals [0, N), blossom duals [N, 2N), L limbs each */
  private dual!: Float64Array;
  /** vertex duals rounded (see roundTo), kept with every change of a vertex dual */
  private readonly dualRounded: Float64Array;
  /** every value of at most this many bits fits the limbs */
  private capacityBits = 0;
  // Scratch values.
  private sa!: Float64Array;
  private sb!: Float64Array;
  private sd!: Float64Array;
  /** The value being encoded (see encode), in the caller's limbs. */
  private sw = new Float64Array(0);
  private zero!: Float64Array;
  /** Scratch of addBlossom and of a scan: per other S-blossom, the least-slack edge (-1: none yet) */
  private readonly mergeTo: Int32Array;
  private readonly scanTo: Int32Array;
  /** the arrow from v to its partner */
  private readonly mate: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChilds: (number[] | null)[];
  private readonly blossomBase: Int32Array;
  private readonly blossomEndps: (number[] | null)[];
  private readonly unusedBlossoms: number[];
  /** vertices still in play, ascending; a retired pair stays matched and is no longer scanned */
  private active: Int32Array;
  private activeCount: number;
  private readonly retired: Uint8Array;
  /**
   * A parked pair stays matched and is not scanned, like a retired one, until a dual step would make an edge to it
   * infeasible (see parkPairsFrom): the pairing parks the players below the bracket it pairs.
   */
  private readonly parked: Uint8Array;
  /** The parked vertices, parkedCount of them. */
  private readonly parkedVertices: Int32Array;
  private parkedCount = 0;
  /**
   * Per vertex v in play, at most the least of y_w − 2w(v,w) over the parked vertices w, L limbs: every edge from v
   * to a parked vertex has a slack of at least y_v plus it (exactly that, for parkedMinAt[v], when it was found).
   */
  private parkedMin!: Float64Array;
  /** The parked vertex whose edge gave parkedMin[v]. */
  private readonly parkedMinAt: Int32Array;
  /** freed since the last solve: the dual is set at the next solve */
  private readonly freed: Uint8Array;
  private freedList: number[] = [];
  /** duals raised since the last solve (see raiseDual) */
  private loosened: number[] = [];
  // Per stage.
  private readonly label: Int32Array;
  private readonly labelEnd: Int32Array;
  private readonly bestEdge: Int32Array;
  /** Per top-level S-blossom, its least-slack edges to other S-blossoms (see stage). */
  private readonly blossomBestEdges: EdgeLists;
  /** Scratch of a scan and of addBlossom: the S-blossoms it found an edge to. */
  private readonly scanTargets: Int32Array;
  private readonly mergeTargets: Int32Array;
  /**
   * allowEdge[pair] === stageId (pair: see pairIndex): the edge is known tight in this stage. One byte per
   * pair (16 MB at 2,000 players as an Int32Array): the ids run from 1 to 255, and the marks are cleared when
   * they start again.
   */
  private readonly allowEdge: Uint8Array;
  private stageId = 0;
  /** A stage is running: a vertex that comes back into play then needs its least-slack edge to an S-vertex (see cameBack). */
  private inStage = false;
  /** slack of bestEdge[x] at bestSlack[x·L], valid while bestEpoch[x] === dualEpoch; rounded in bestSlackRounded[x] */
  private bestSlack!: Float64Array;
  private readonly bestSlackRounded: Float64Array;
  private readonly bestEpoch: Int32Array;
  private dualEpoch = 0;
  /** S-vertices to scan in this stage. */
  private readonly queue = new IntStack();
  /** Scratch of listLeaves: the vertices inside a blossom. */
  private readonly leafList = new IntStack();
  /** Vertex scans so far (each reads one row of the weights), and those of the solve's last stage. */
  private scanCount = 0;
  private lastStageScans = 0;
  /** Scratch of solve: the freed vertices whose dual may be lowered once every freed dual is set. */
  private readonly lowerAgain = new IntStack();
  /** Scratch of unparkForStep: the S-vertices in play. */
  private readonly outerList = new IntStack();
  /** Scratch of scanBlossom: the blossoms on the path it walks. */
  private readonly scanPath: Int32Array;
  /**
   * Tight edges between two S-vertices of one tree, found in scans: the blossoms they close, formed once the queue
   * is empty (thousands in a stage, where the pairs below a bracket are all tight with each other).
   */
  private readonly deferred = new IntStack();

  /** The bytes the per-pair arrays may take (the weights' square and what goes with it); more throws MatchingMemoryLimitError. */
  private readonly byteLimit: number;

  /**
   * `weightBits`: the bits of the heaviest weight the caller will set, when it knows them. The limbs are then sized
   * for it at once; otherwise the first heavy weight grows them, copying every weight and dual into the new limbs.
   */
  constructor(vertexCount: number, byteLimit = Infinity, weightBits = 0) {
    const N = vertexCount + (vertexCount & 1);
    this.vertexCount = vertexCount;
    this.N = N;
    this.byteLimit = byteLimit;
    this.weight2Rounded = new Float64Array(N * N);
    this.dualRounded = new Float64Array(N);
    this.bestSlackRounded = new Float64Array(2 * N);
    this.resize(Math.max(40, weightBits));
    // Start from any perfect matching: with all weights 0 and all duals 0 every edge is tight.
    this.mate = new Int32Array(N);
    for (let v = 0; v < N; v++) this.mate[v] = v * N + (v ^ 1);
    this.inBlossom = Int32Array.from({ length: N }, (_, i) => i);
    this.blossomParent = new Int32Array(2 * N).fill(-1);
    this.blossomChilds = new Array<number[] | null>(2 * N).fill(null);
    this.blossomBase = new Int32Array(2 * N).fill(-1);
    for (let v = 0; v < N; v++) this.blossomBase[v] = v;
    this.blossomEndps = new Array<number[] | null>(2 * N).fill(null);
    this.unusedBlossoms = Array.from({ length: N }, (_, i) => 2 * N - 1 - i);
    this.freed = new Uint8Array(N);
    this.active = Int32Array.from({ length: N }, (_, i) => i);
    this.activeCount = N;
    this.retired = new Uint8Array(N);
    this.parked = new Uint8Array(N);
    this.parkedVertices = new Int32Array(N);
    this.parkedMinAt = new Int32Array(N).fill(-1);
    this.label = new Int32Array(2 * N);
    this.labelEnd = new Int32Array(2 * N).fill(-1);
    this.bestEdge = new Int32Array(2 * N).fill(-1);
    this.blossomBestEdges = new EdgeLists(2 * N);
    this.scanTargets = new Int32Array(2 * N);
    this.scanPath = new Int32Array(2 * N);
    this.mergeTargets = new Int32Array(2 * N);
    this.allowEdge = new Uint8Array(N * N);
    this.bestEpoch = new Int32Array(2 * N).fill(-1);
    this.mergeTo = new Int32Array(2 * N).fill(-1);
    this.scanTo = new Int32Array(2 * N).fill(-1);
  }

  /** Index of the pair u–v in the square, row u: a scan of u reads its row in order. */
  private pairIndex(u: number, v: number): number {
    return u * this.N + v;
  }

  /** Offset of the pair u–v in weight2. */
  private pairAt(u: number, v: number): number {
    return this.pairIndex(u, v) * this.L;
  }

  /**
   * Re-encodes every weight and dual with enough limbs for weights of `bits` bits; the limbs' whole capacity
   * is then used before the next resize (a limb more than needed would cost every scan a limb more).
   */
  private resize(bits: number): void {
    const N = this.N;
    const L = limbsFor(bits + 1);
    // Per pair: 2·weight as L limbs, its rounded value and its tightness mark. Checked before anything is allocated:
    // these arrays live outside the JavaScript heap, so a thread's heap limit does not bound them.
    const needed = N * N * (8 * L + 8 + 1);
    if (needed > this.byteLimit) throw new MatchingMemoryLimitError(needed);
    const oldL = this.L;
    const oldDual = this.dual;
    const oldWeight2 = this.weight2;
    this.capacityBits = LIMB_BITS * (L - 1) + TOP_WEIGHT_BITS - 1;
    this.L = L;
    const pairs = N * N;
    this.weight2 = new Float64Array(pairs * L);
    if (oldWeight2) for (let i = 0; i < pairs; i++) widen(oldWeight2, i * oldL, oldL, this.weight2, i * L, L);
    this.dual = new Float64Array(2 * N * L);
    if (oldDual) for (let x = 0; x < 2 * N; x++) widen(oldDual, x * oldL, oldL, this.dual, x * L, L);
    this.sa = new Float64Array(L);
    this.sb = new Float64Array(L);
    this.sd = new Float64Array(L);
    this.zero = new Float64Array(L);
    this.bestSlack = new Float64Array(2 * N * L);
    this.dualEpoch++;
    // Weights grown past the limbs may outgrow the bound kept for the parked pairs: they come back into play.
    if (this.parkedCount > 0) this.unparkAll();
    this.parkedMin = new Float64Array(N * L);
  }

  /** Offset in bestSlack of the current slack of bestEdge[x]. */
  private bestSlackAt(x: number): number {
    const o = x * this.L;
    if (this.bestEpoch[x] !== this.dualEpoch) {
      const N = this.N;
      const p = this.bestEdge[x];
      const to = p % N;
      const from = (p - to) / N;
      sumMinus(this.bestSlack, o, this.dual, from * this.L, this.dual, to * this.L, this.weight2, this.pairAt(from, to), this.L);
      roundTo(this.bestSlackRounded, x, this.bestSlack, o, this.L);
      this.bestEpoch[x] = this.dualEpoch;
    }
    return o;
  }

  /** Whether edge p has less slack than edge q. */
  private slackLess(p: number, q: number): boolean {
    const N = this.N;
    const L = this.L;
    const pb = p % N;
    const qb = q % N;
    const pa = (p - pb) / N;
    const qa = (q - qb) / N;
    return slackOrder(this.dual, pa * L, pb * L, qa * L, qb * L, this.weight2, this.pairAt(pa, pb), this.pairAt(qa, qb), L) < 0;
  }

  /** Rounds vertex v's dual again after a change. */
  private dualChanged(v: number): void {
    roundTo(this.dualRounded, v, this.dual, v * this.L, this.L);
  }

  private setBest(x: number, p: number): void {
    this.bestEdge[x] = p;
    this.bestEpoch[x] = -1;
  }

  /**
   * 2·(value + delta) into sb as the matching's limbs, the limbs grown first when it outgrows them. The value
   * comes as `count` limbs of 48 bits from src[at], least significant first (how the pairing writes its weights,
   * without BigInt); delta is a small signed integer (the pairing's nudges of the order requirements).
   */
  private encode(src: Float64Array, at: number, count: number, delta: number): void {
    let value = src;
    let from = at;
    let length = count;
    // A nudge is carried through the limbs first; without one (most weights) they are read as they come.
    if (delta !== 0) {
      if (this.sw.length < count + 1) this.sw = new Float64Array(count + 1);
      const sw = this.sw;
      let carry = delta;
      for (let i = 0; i < count; i++) {
        const s = src[at + i] + carry;
        carry = Math.floor(s * INV_B);
        sw[i] = s - carry * B;
      }
      if (carry < 0) throw new RangeError('weights must not be negative');
      sw[count] = carry;
      value = sw;
      from = 0;
      length = count + 1;
    }
    let top = length - 1;
    while (top >= 0 && value[from + top] === 0) top--;
    if (top >= 0) {
      const bits = LIMB_BITS * top + bitLength(value[from + top]);
      if (bits > this.capacityBits) this.resize(bits);
    }
    const L = this.L;
    const sb = this.sb;
    let carry = 0;
    for (let i = 0; i < L - 1; i++) {
      const d = 2 * (i < length ? value[from + i] : 0) + carry;
      carry = d >= B ? 1 : 0;
      sb[i] = d - carry * B;
    }
    sb[L - 1] = 2 * (L - 1 < length ? value[from + L - 1] : 0) + carry;
  }

  /** Whether u–v weighs value + delta (as setWeight takes them). */
  weighs(u: number, v: number, src: Float64Array, at: number, count: number, delta = 0): boolean {
    this.encode(src, at, count, delta);
    return compare(this.sb, 0, this.weight2, this.pairAt(u, v), this.L) === 0;
  }

  /** Whether u–v is an edge (a weight above 0). */
  hasEdge(u: number, v: number): boolean {
    return !isZero(this.weight2, this.pairAt(u, v), this.L);
  }

  /**
   * Sets the weight of u–v (0: no edge) to value + delta, the value as `count` limbs of 48 bits from src[at]
   * (see encode). Changes at few vertices keep the next solve cheap.
   */
  setWeight(u: number, v: number, src: Float64Array, at: number, count: number, delta = 0): void {
    const N = this.N;
    this.encode(src, at, count, delta);
    const L = this.L;
    const { weight2, sa, sb } = this;
    const pu = this.pairAt(u, v);
    // 2·weight in sb.
    const change = compare(sb, 0, weight2, pu, L);
    if (change === 0) return;
    // A parked pair's bound holds while the weights of its edges only fall.
    if ((this.parked[u] || this.parked[v]) && ((this.parked[u] && this.parked[v]) || change > 0)) this.unparkAll();
    copyValue(weight2, pu, sb, 0, L);
    copyValue(weight2, this.pairAt(v, u), sb, 0, L);
    roundTo(this.weight2Rounded, u * N + v, sb, 0, L);
    this.weight2Rounded[v * N + u] = this.weight2Rounded[u * N + v];
    if (this.freed[u] || this.freed[v] || this.retired[u] || this.retired[v]) return;
    const bu = this.inBlossom[u];
    const bv = this.inBlossom[v];
    if (bu === bv) this.free(u);
    else if (this.mate[u] % N === v) {
      // Matched between two top-level bases: it must stay tight. A slack below zero (the weight rose) is
      // absorbed by an end outside any blossom; above zero (it fell, or an end's dual was raised), u is freed.
      sumMinus(sa, 0, this.dual, u * L, this.dual, v * L, weight2, pu, L);
      if (isZero(sa, 0, L)) return;
      const riser = sa[L - 1] >= 0 ? -1 : bu === u ? u : bv === v ? v : -1;
      if (riser === -1) this.free(u);
      else {
        addTo(this.dual, riser * L, sa, 0, -1, L);
        this.dualChanged(riser);
      }
    } else {
      sumMinus(sa, 0, this.dual, u * L, this.dual, v * L, weight2, pu, L);
      if (sa[L - 1] < 0) this.free(u);
    }
  }

  /**
   * Raises v's dual by 2·amount (limbs as in setWeight), as if every edge at v had lost `amount` of weight: called before the
   * caller raises the weights of v's edges by up to `amount`, it keeps the slack (and so the tightness) of
   * the edges raised by exactly that much, where each would otherwise free v. Every slack at v rises, so the
   * duals stay feasible; v's matched edge is checked at the next solve and v freed if it is no longer tight
   * (and its weight was not raised with it). Nothing changes for a vertex inside a blossom, whose edges
   * inside the blossom must stay tight: setWeight frees it as before.
   */
  raiseDual(v: number, src: Float64Array, at: number, count: number): void {
    if (this.parked[v]) this.unparkAll();
    if (this.freed[v] || this.retired[v] || this.inBlossom[v] !== v) return;
    this.encode(src, at, count, 0);
    const L = this.L;
    if (isZero(this.sb, 0, L)) return;
    addTo(this.dual, v * L, this.sb, 0, 1, L);
    this.dualChanged(v);
    this.loosened.push(v);
  }

  /**
   * Takes the pair u–v, matched to each other in the last solve, out of play for good:
   * later solves keep it and no longer scan its vertices. Returns false (and changes
   * nothing) when u–v lies inside a blossom, whose base pair could not stay tight.
   */
  retirePair(u: number, v: number): boolean {
    const N = this.N;
    if (this.freedList.length > 0 || this.loosened.length > 0) throw new Error('retirePair: solve first');
    if (this.mate[u] % N !== v) throw new Error('retirePair: not a matched pair');
    if (this.parked[u]) this.unparkAll();
    if (this.inBlossom[u] === this.inBlossom[v]) return false;
    // u and v are the bases of their top-level blossoms; dissolving those only loosens the edge u–v, which leaves.
    this.dissolve(u);
    this.dissolve(v);
    this.retired[u] = 1;
    this.retired[v] = 1;
    this.activeCount = this.inPlay();
    return true;
  }

  /** Lists the vertices neither retired nor parked in `active`, ascending; returns how many. */
  private inPlay(): number {
    let k = 0;
    for (let x = 0; x < this.N; x++) if (!this.retired[x] && !this.parked[x]) this.active[k++] = x;
    return k;
  }

  /**
   * Parks every matched pair whose two sides (vertices, or top-level blossoms) hold only vertices numbered `first` or
   * above (the pairing's players below the bracket and the next scoregroup, matched to each other): later stages no
   * longer scan them, so a scan reads only the edges of the vertices in play. A parked pair keeps its duals, which
   * are feasible and tight for it; each vertex in play keeps its least slack to a parked vertex (parkedMin), and a dual
   * step that would take one below zero first brings that parked pair back into play. So every solve still returns a
   * maximum-weight matching of the whole graph: every matched edge tight, every edge feasible. Pairs parked before
   * come back first.
   */
  parkPairsFrom(first: number): void {
    const N = this.N;
    if (this.parkedCount > 0) this.unparkAll();
    const { mate, inBlossom, blossomBase, freed, parked } = this;
    // A top-level blossom is parked whole, with the blossom its base is matched to, when all their vertices are. One
    // that holds players on both sides (the tight pairs below a bracket close odd cycles with the bracket's floaters)
    // is taken apart: its base and the base's partner are freed, and the next solve matches them again.
    const lowest = this.mergeTo;
    const highest = this.scanTo;
    const straddling: number[] = [];
    for (let k = 0; k < this.activeCount; k++) {
      const u = this.active[k];
      const b = inBlossom[u];
      if (lowest[b] === -1 || u < lowest[b]) lowest[b] = u;
      if (u > highest[b]) highest[b] = u;
    }
    for (let k = 0; k < this.activeCount; k++) {
      const b = inBlossom[this.active[k]];
      if (lowest[b] === -1) continue;
      if (lowest[b] < first && highest[b] >= first) straddling.push(blossomBase[b]);
      lowest[b] = highest[b] = -1;
    }
    for (const base of straddling) if (mate[base] !== -1) this.free(base);
    for (let k = 0; k < this.activeCount; k++) {
      const u = this.active[k];
      const b = inBlossom[u];
      if (lowest[b] === -1 || u < lowest[b]) lowest[b] = u;
    }
    for (let k = 0; k < this.activeCount; k++) {
      const u = this.active[k];
      const b = inBlossom[u];
      const base = blossomBase[b];
      if (lowest[b] < first || mate[base] === -1) continue;
      const m = mate[base] % N;
      if (lowest[inBlossom[m]] < first || freed[base] || freed[m] || this.loosened.includes(base) || this.loosened.includes(m)) continue;
      parked[u] = 1;
      this.parkedCount++;
    }
    for (let k = 0; k < this.activeCount; k++) lowest[inBlossom[this.active[k]]] = -1;
    if (this.parkedCount < 2) {
      parked.fill(0);
      this.parkedCount = 0;
      return;
    }
    this.activeCount = this.inPlay();
    this.listParked();
    for (let k = 0; k < this.activeCount; k++) this.findParkedMin(this.active[k]);
  }

  /** Lists the parked vertices in parkedVertices. */
  private listParked(): void {
    let k = 0;
    for (let x = 0; x < this.N; x++) if (this.parked[x]) this.parkedVertices[k++] = x;
    this.parkedCount = k;
  }

  /** parkedMin[v] and parkedMinAt[v], from v's edges to the parked vertices (the rounded values decide most). */
  private findParkedMin(v: number): void {
    const N = this.N;
    const L = this.L;
    const { parkedVertices, parkedCount, dual, weight2, dualRounded, weight2Rounded } = this;
    let best = -1;
    let bestRounded = 0;
    let bestSize = 0;
    for (let k = 0; k < parkedCount; k++) {
      const x = parkedVertices[k];
      const y = dualRounded[x];
      const h = weight2Rounded[v * N + x];
      const value = y - h;
      const size = Math.abs(y) + h;
      if (best !== -1) {
        const bound = (size + bestSize) * ROUNDING;
        if (value - bestRounded > bound) continue;
        if (!(value - bestRounded < -bound) && signOfSum(dual, x * L, weight2, this.pairAt(v, best), weight2, this.pairAt(v, x), dual, best * L, L) >= 0)
          continue;
      }
      best = x;
      bestRounded = value;
      bestSize = size;
    }
    this.parkedMinAt[v] = best;
    if (best !== -1) sumMinus(this.parkedMin, v * L, dual, best * L, this.zero, 0, weight2, this.pairAt(v, best), L);
  }

  /**
   * Before a dual step of `delta`: every S-vertex whose least slack to a parked vertex the step would take below zero
   * brings that vertex's pair back into play. Returns whether any came back (the step is then chosen again).
   */
  private unparkForStep(delta: Float64Array): boolean {
    const L = this.L;
    const { label, inBlossom, dual, parkedMin, zero } = this;
    const outer = this.outerList;
    outer.clear();
    for (let k = 0; k < this.activeCount; k++) if (label[inBlossom[this.active[k]]] === OUTER) outer.push(this.active[k]);
    let back = false;
    for (let i = 0; i < outer.size; i++) {
      const v = outer.at(i);
      while (this.parkedCount > 0 && signOfSum(dual, v * L, parkedMin, v * L, zero, 0, delta, 0, L) < 0) {
        const w = this.parkedMinAt[v];
        if (this.parked[w]) {
          this.unparkPairOf(w);
          back = true;
        }
        this.findParkedMin(v);
      }
    }
    return back;
  }

  /** Brings parked vertex w's pair (w's top-level blossom and the one its base is matched to) back into play. */
  private unparkPairOf(w: number): void {
    const N = this.N;
    const b = this.inBlossom[w];
    const back = this.listLeaves(b);
    this.collectLeaves(this.inBlossom[this.mate[this.blossomBase[b]] % N], back);
    for (let i = 0; i < back.size; i++) this.parked[back.at(i)] = 0;
    this.listParked();
    this.activeCount = this.inPlay();
    for (let i = 0; i < back.size; i++) this.cameBack(back.at(i));
  }

  /**
   * Readies x, back in play: its least slack to the vertices still parked, and inside a stage (every S-vertex
   * scanned) its least-slack edge to an S-vertex, found as a scan would have found it. It comes back unlabelled.
   */
  private cameBack(x: number): void {
    if (this.parkedCount > 0) this.findParkedMin(x);
    if (!this.inStage) return;
    const N = this.N;
    const { label, inBlossom } = this;
    let best = -1;
    for (let k = 0; k < this.activeCount; k++) {
      const u = this.active[k];
      if (label[inBlossom[u]] !== OUTER) continue;
      const p = u * N + x;
      if (best === -1 || this.slackLess(p, best)) best = p;
    }
    this.setBest(x, best);
  }

  /** Whether so few vertices are exposed that a stage grows one tree (parked vertices count: they are matched). */
  private fewExposed(exposed: number): boolean {
    return exposed * ONE_TREE_BELOW <= this.activeCount + this.parkedCount;
  }

  /** Brings every parked pair back into play. */
  private unparkAll(): void {
    const back = this.parkedVertices.slice(0, this.parkedCount);
    this.parked.fill(0);
    this.parkedCount = 0;
    this.activeCount = this.inPlay();
    for (const x of back) this.cameBack(x);
  }

  /** The maximum-weight matching: mate[v] is v's partner, or v itself when v is left unmatched. */
  solve(): Int32Array {
    const N = this.N;
    const L = this.L;
    const { dual, weight2, sa } = this;
    // A raised dual left its matched edge tight only if the edge's weight rose with it.
    for (const v of this.loosened) {
      if (this.freed[v] || this.retired[v] || this.mate[v] === -1) continue;
      const m = this.mate[v] % N;
      sumMinus(sa, 0, dual, v * L, dual, m * L, weight2, this.pairAt(v, m), L);
      if (!isZero(sa, 0, L)) this.free(v);
    }
    this.loosened = [];
    const freedList = this.freedList;
    const lowerAgain = this.lowerAgain;
    lowerAgain.clear();
    for (let i = 0; i < freedList.length; i++) if (this.setFreedDual(freedList[i])) lowerAgain.push(freedList[i]);
    // Only when many are freed (a stage would grow a forest): after a change at a few players, the tight pairs
    // made first are often not the optimum's, and the one tree of each later stage then spreads through the
    // graph (open-300-round9: 10,785 vertex scans with them, 6,076 without).
    let exposed = freedList.length;
    if (!this.fewExposed(exposed)) exposed -= 2 * this.matchTight(freedList);
    // A freed dual was set against the others' duals as they were, some of them freed ones not set yet (their duals
    // of the last solve: leaving those out doubles the round's vertex scans). Where such a vertex set v's dual, and
    // has since been given its own, v's dual can be lowered until an edge at it is tight again. A stage's one tree then
    // needs fewer dual steps to reach another exposed vertex (open-300-round9: 5,244 vertex scans instead of 6,341;
    // open-1000-round11: 86,482 instead of 115,754). Before a forest it cost more than it saved (open-2000-round2:
    // 346,314 instead of 238,774; before matchTight too, which then paired 348 players the optimum does not).
    if (this.fewExposed(exposed)) {
      for (let i = 0; i < lowerAgain.size; i++) if (this.mate[lowerAgain.at(i)] === -1) this.setFreedDual(lowerAgain.at(i));
    }
    this.freedList = [];
    this.lastStageScans = 0;
    while (exposed > 0) {
      const scannedBefore = this.scanCount;
      this.stage();
      this.lastStageScans = this.scanCount - scannedBefore;
      exposed -= 2;
    }
    const result = new Int32Array(this.vertexCount);
    for (let v = 0; v < this.vertexCount; v++) {
      const m = this.mate[v] % N;
      result[v] = m < this.vertexCount && !isZero(weight2, this.pairAt(v, m), L) ? m : v;
    }
    return result;
  }

  /**
   * Gives the freed vertex v its dual: the least even one keeping every edge at v feasible, max over x of
   * 2w(v,x) − y_x, read exactly only where the rounded values cannot tell. Returns whether that max came from a
   * freed vertex whose dual is not set yet: once it is, v's dual may be higher than it needs. (A method of its own:
   * run hundreds of times per solve, the loop is compiled on its own, and the solve is not left running code
   * compiled before it had reached its end, which V8 threw away at every solve of the first brackets.)
   */
  private setFreedDual(v: number): boolean {
    const N = this.N;
    const L = this.L;
    const { dual, weight2, sa, zero, weight2Rounded, dualRounded } = this;
    let first = true;
    let most = 0;
    let setBy = -1;
    for (let k = 0; k < this.activeCount; k++) {
      const x = this.active[k];
      if (x === v) continue;
      const h = weight2Rounded[v * N + x];
      const y = dualRounded[x];
      const candidate = h - y;
      if (!first && candidate - most < -(h + Math.abs(y) + Math.abs(most)) * ROUNDING) continue;
      // Most candidates the rounded values cannot tell from the best so far are equal to it: a comparison top limb
      // first reads them without the normalised sum, which only a new best needs.
      const pw = this.pairAt(v, x);
      if (first || signOfSum(weight2, pw, zero, 0, dual, x * L, dual, v * L, L) > 0) {
        sumMinus(dual, v * L, weight2, pw, zero, 0, dual, x * L, L);
        this.dualChanged(v);
        most = dualRounded[v];
        setBy = x;
      }
      first = false;
    }
    // Every edge to a parked vertex w needs y_v ≥ 2w(v,w) − y_w, which is at most −parkedMin[v].
    if (this.parkedCount > 0 && (first || signOfSum(zero, 0, zero, 0, this.parkedMin, v * L, dual, v * L, L) > 0)) {
      sumMinus(dual, v * L, zero, 0, zero, 0, this.parkedMin, v * L, L);
      setBy = -1;
    }
    if (dual[v * L] % 2 !== 0) {
      sa.fill(0);
      sa[0] = 1;
      addTo(dual, v * L, sa, 0, 1, L);
    }
    this.dualChanged(v);
    this.freed[v] = 0;
    return setBy !== -1 && this.freed[setBy] === 1;
  }

  /**
   * Matches freed vertices to each other along tight edges, in list order: each such pair keeps the duals
   * feasible and every matched edge tight, and saves the stage that would find it. Returns the pairs made.
   */
  private matchTight(freed: number[]): number {
    const N = this.N;
    const L = this.L;
    const { dual, weight2, weight2Rounded, dualRounded, mate, sa } = this;
    let made = 0;
    for (let i = 0; i < freed.length; i++) {
      const v = freed[i];
      if (mate[v] !== -1) continue;
      const yv = dualRounded[v];
      for (let j = i + 1; j < freed.length; j++) {
        const x = freed[j];
        if (mate[x] !== -1) continue;
        const yx = dualRounded[x];
        const h = weight2Rounded[v * N + x];
        const slack = yv + yx - h;
        if (Math.abs(slack) > (Math.abs(yv) + Math.abs(yx) + h) * ROUNDING) continue;
        sumMinus(sa, 0, dual, v * L, dual, x * L, weight2, this.pairAt(v, x), L);
        if (!isZero(sa, 0, L)) continue;
        mate[v] = v * N + x;
        mate[x] = x * N + v;
        made++;
        break;
      }
    }
    return made;
  }

  private free(v: number): void {
    const N = this.N;
    const b = this.inBlossom[v];
    const base = this.blossomBase[b];
    const m = this.mate[base] % N;
    if (b >= N) this.augmentBlossom(b, v);
    this.mate[v] = -1;
    this.mate[m] = -1;
    this.dissolve(v);
    this.dissolve(m);
    this.freed[v] = 1;
    this.freed[m] = 1;
    this.freedList.push(v, m);
  }

  /**
   * Dissolves the blossoms holding v, which is their base. Only v's matched edge may lose
   * its tightness: v must be unmatched, or leaving play.
   */
  private dissolve(v: number): void {
    const N = this.N;
    for (let b = this.inBlossom[v]; b >= N; b = this.inBlossom[v]) {
      const L = this.L;
      const inside = this.listLeaves(b);
      for (let i = 0; i < inside.size; i++) {
        const x = inside.at(i);
        addTo(this.dual, x * L, this.dual, b * L, 1, L);
        this.dualChanged(x);
      }
      for (const s of this.blossomChilds[b]!) {
        this.blossomParent[s] = -1;
        if (s < N) this.inBlossom[s] = s;
        else this.setInBlossom(s);
      }
      this.recycleBlossom(b);
    }
  }

  private recycleBlossom(b: number): void {
    this.label[b] = this.labelEnd[b] = -1;
    this.blossomChilds[b] = this.blossomEndps[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges.clear(b);
    this.bestEdge[b] = -1;
    this.dual.fill(0, b * this.L, (b + 1) * this.L);
    this.unusedBlossoms.push(b);
  }

  /**
   * The vertices inside blossom b, in a list the next call takes over (a scratch list: a fresh array per call was
   * most of what a round allocated).
   */
  private listLeaves(b: number): IntStack {
    this.leafList.clear();
    this.collectLeaves(b, this.leafList);
    return this.leafList;
  }

  /** The vertices inside blossom b, pushed onto `out`. */
  private collectLeaves(b: number, out: IntStack): void {
    if (b < this.N) out.push(b);
    else for (const t of this.blossomChilds[b]!) this.collectLeaves(t, out);
  }

  /** Every vertex inside the top-level blossom b records it as its blossom. */
  private setInBlossom(b: number): void {
    const inside = this.listLeaves(b);
    for (let i = 0; i < inside.size; i++) this.inBlossom[inside.at(i)] = b;
  }

  private flip(p: number): number {
    const N = this.N;
    const to = p % N;
    return to * N + (p - to) / N;
  }

  private from(p: number): number {
    return Math.floor(p / this.N);
  }

  private allow(p: number): void {
    const to = p % this.N;
    const from = (p - to) / this.N;
    this.allowEdge[this.pairIndex(from, to)] = this.stageId;
    this.allowEdge[this.pairIndex(to, from)] = this.stageId;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const N = this.N;
    const b = this.inBlossom[w];
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    if (t === OUTER) this.collectLeaves(b, this.queue);
    else {
      const base = this.blossomBase[b];
      this.assignLabel(this.mate[base] % N, OUTER, this.flip(this.mate[base]));
    }
  }

  /** The base of the blossom the S–S edge v–w closes, or -1 when it links two trees. */
  private scanBlossom(v0: number, w0: number): number {
    const N = this.N;
    const path = this.scanPath;
    let length = 0;
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v];
      if (this.label[b] & BREADCRUMB) {
        base = this.blossomBase[b];
        break;
      }
      path[length++] = b;
      this.label[b] = OUTER | BREADCRUMB;
      if (this.labelEnd[b] === -1) v = -1;
      else {
        v = this.labelEnd[b] % N;
        b = this.inBlossom[v];
        v = this.labelEnd[b] % N;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (let i = 0; i < length; i++) this.label[path[i]] = OUTER;
    return base;
  }

  private addBlossom(base: number, p: number): void {
    const N = this.N;
    const { inBlossom, labelEnd, blossomParent } = this;
    let v = this.from(p);
    let w = p % N;
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = this.unusedBlossoms.pop()!;
    this.blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = labelEnd[bv] % N;
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(this.flip(p));
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(this.flip(labelEnd[bw]));
      w = labelEnd[bw] % N;
      bw = inBlossom[w];
    }
    this.blossomChilds[b] = path;
    this.blossomEndps[b] = endps;
    this.label[b] = OUTER;
    labelEnd[b] = labelEnd[bb];
    this.dual.fill(0, b * this.L, (b + 1) * this.L);
    const inside = this.listLeaves(b);
    for (let i = 0; i < inside.size; i++) {
      const x = inside.at(i);
      if (this.label[inBlossom[x]] === INNER) this.queue.push(x);
      inBlossom[x] = b;
    }
    // The least-slack edge from the new blossom to each other S-blossom, from the lists
    // of its parts (a part not scanned yet adds its edges when it is).
    const { label } = this;
    const bestTo = this.mergeTo;
    const lists = this.blossomBestEdges;
    const targets = this.mergeTargets;
    let targetCount = 0;
    const merge = (q0: number) => {
      const q = inBlossom[q0 % N] === b ? this.flip(q0) : q0;
      const by = inBlossom[q % N];
      if (by === b || label[by] !== OUTER) return;
      if (bestTo[by] === -1) {
        targets[targetCount++] = by;
        bestTo[by] = q;
      } else if (this.slackLess(q, bestTo[by])) bestTo[by] = q;
    };
    for (const sub of path) {
      lists.forEach(sub, merge);
      lists.clear(sub);
      this.bestEdge[sub] = -1;
    }
    let best = -1;
    targets.subarray(0, targetCount).sort();
    lists.clear(b);
    for (let i = 0; i < targetCount; i++) {
      const x = targets[i];
      lists.push(b, bestTo[x]);
      if (best === -1 || this.slackLess(bestTo[x], best)) best = bestTo[x];
      bestTo[x] = -1;
    }
    this.setBest(b, best);
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const N = this.N;
    const { inBlossom, label, labelEnd } = this;
    for (const s of this.blossomChilds[b]!) {
      this.blossomParent[s] = -1;
      if (s < N) inBlossom[s] = s;
      else if (endStage && isZero(this.dual, s * this.L, this.L)) this.expandBlossom(s, endStage);
      else this.setInBlossom(s);
    }
    if (!endStage && label[b] === INNER) {
      const entryChild = inBlossom[this.from(labelEnd[b])];
      const childs = this.blossomChilds[b]!;
      const endps = this.blossomEndps[b]!;
      const way = evenWayRound(childs.indexOf(entryChild), childs.length);
      const { jstep, endptrick } = way;
      let j = way.j;
      let p = labelEnd[b];
      while (j !== 0) {
        label[this.from(p)] = 0;
        const q = at(endps, j - endptrick);
        label[endptrick ? q % N : this.from(q)] = 0;
        this.assignLabel(this.from(p), INNER, p);
        this.allow(q);
        j += jstep;
        const r = at(endps, j - endptrick);
        p = endptrick ? this.flip(r) : r;
        this.allow(p);
        j += jstep;
      }
      let bv = at(childs, j);
      label[this.from(p)] = label[bv] = INNER;
      labelEnd[this.from(p)] = labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (label[bv] === OUTER) {
          j += jstep;
          continue;
        }
        let vv = -1;
        const inside = this.listLeaves(bv);
        for (let i = 0; i < inside.size; i++) {
          if (label[inside.at(i)] !== 0) {
            vv = inside.at(i);
            break;
          }
        }
        if (vv !== -1) {
          label[vv] = 0;
          label[this.mate[this.blossomBase[bv]] % N] = 0;
          this.assignLabel(vv, INNER, labelEnd[vv]);
        }
        j += jstep;
      }
    }
    this.recycleBlossom(b);
  }

  /** Swaps the matched edges inside b along the path from its base to v, making v the base. */
  private augmentBlossom(b: number, v: number): void {
    const N = this.N;
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t];
    if (t >= N) this.augmentBlossom(t, v);
    const childs = this.blossomChilds[b]!;
    const endps = this.blossomEndps[b]!;
    const i = childs.indexOf(t);
    const way = evenWayRound(i, childs.length);
    const { jstep, endptrick } = way;
    let j = way.j;
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const q = at(endps, j - endptrick);
      const p = endptrick ? this.flip(q) : q;
      if (t >= N) this.augmentBlossom(t, p % N);
      j += jstep;
      t = at(childs, j);
      if (t >= N) this.augmentBlossom(t, this.from(p));
      this.mate[p % N] = this.flip(p);
      this.mate[this.from(p)] = p;
    }
    rotateLeft(childs, i);
    rotateLeft(endps, i);
    this.blossomBase[b] = this.blossomBase[childs[0]];
  }

  /** Flips the augmenting path through the S–S edge p (arrow v→w). */
  private augmentMatching(p0: number): void {
    const N = this.N;
    const { inBlossom, labelEnd } = this;
    // From each end of p0 back to its tree's root.
    for (let end = 0; end < 2; end++) {
      let s = end === 0 ? this.from(p0) : p0 % N;
      let q = end === 0 ? p0 : this.flip(p0);
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= N) this.augmentBlossom(bs, s);
        this.mate[s] = q;
        if (labelEnd[bs] === -1) break;
        const t = labelEnd[bs] % N;
        const bt = inBlossom[t];
        s = labelEnd[bt] % N;
        const j = this.from(labelEnd[bt]);
        if (bt >= N) this.augmentBlossom(bt, j);
        this.mate[j] = labelEnd[bt];
        q = this.flip(labelEnd[bt]);
      }
    }
  }

  /** One stage: grows alternating trees from every free vertex until one augmenting path is found and used. */
  private stage(): void {
    const N = this.N;
    const L = this.L;
    const { inBlossom, label, labelEnd, bestEdge, blossomParent, blossomBase, dual, allowEdge, weight2, sb: other, sd: delta, zero } = this;
    const { weight2Rounded, dualRounded, bestSlackRounded } = this;
    label.fill(0);
    bestEdge.fill(-1);
    this.blossomBestEdges.clearAll();
    if (this.stageId === 255) {
      this.allowEdge.fill(0);
      this.stageId = 0;
    }
    const stageId = ++this.stageId;
    this.dualEpoch++;
    this.queue.clear();
    this.deferred.clear();
    this.inStage = true;
    const { active } = this;
    let { activeCount } = this;
    // Few exposed vertices (a warm start after a change at a few players): one tree, from the first of them, grown
    // until it reaches another; every root of a forest would be scanned again in every stage, for one augmentation.
    // Many (a solve from scratch): a forest, whose trees meet each other sooner than one tree finds a free vertex.
    // Each tree spans the pairs made before whose edges to its root are tight, so in a bracket's first solve, where
    // the window is matched again one stage at a time, it grows stage by stage (open-300-round9's solve 21: 25, 27, …
    // 57 scans, for 34 exposed vertices down to 2). A forest scans each exposed vertex and its tree before its first
    // dual step, and that step serves every root: so once the last stage scanned more than FOREST_AFTER_SCANS_PER_EXPOSED
    // vertices per exposed one, the stage grows a forest (open-1000-round11: 22.3 million edges read instead of 62.3;
    // the 2,824 rounds of conformance/dutch: 578 million instead of 783).
    let exposed = 0;
    for (let k = 0; k < activeCount; k++) if (this.mate[active[k]] === -1) exposed++;
    const oneTree = this.fewExposed(exposed) && this.lastStageScans <= FOREST_AFTER_SCANS_PER_EXPOSED * exposed;
    for (let k = 0; k < activeCount; k++) {
      const v = active[k];
      if (this.mate[v] === -1 && label[inBlossom[v]] === FREE) {
        this.assignLabel(v, OUTER, -1);
        if (oneTree) break;
      }
    }
    for (;;) {
      while (this.queue.size > 0) {
        const v = this.queue.pop();
        this.scanCount++;
        // v's blossom stays as it is during its scan: the blossoms the scan finds are formed after it (see deferred).
        const vb = inBlossom[v];
        const squareV = v * N;
        const yv = dualRounded[v];
        const yvSize = Math.abs(yv);
        // v's least-slack edge to each S-blossom, kept in the list of v's blossom for
        // addBlossom: every S–S edge is thus on the list of the end scanned later.
        const { scanTo, scanTargets } = this;
        let targetCount = 0;
        for (let k = 0; k < activeCount; k++) {
          const w = active[k];
          const bw = inBlossom[w];
          if (bw === vb) continue;
          const p = v * N + w;
          const pair = squareV + w;
          const pw = pair * L;
          if (allowEdge[pair] !== stageId) {
            const yw = dualRounded[w];
            const h = weight2Rounded[squareV + w];
            const slack = yv + yw - h;
            const error = (yvSize + Math.abs(yw) + h) * ROUNDING;
            // Written so that a rounded value beyond float64's range (NaN here) is read exactly.
            if (!(slack > error) && (slack < -error || signOfSum(dual, v * L, dual, w * L, weight2, pw, zero, 0, L) <= 0)) this.allow(p);
            else {
              // Not tight: it may still be the least-slack edge to an S-blossom (kept for v's blossom x) or a free
              // vertex (kept for x = w).
              let x = -1;
              if (label[bw] === OUTER) {
                const r = scanTo[bw];
                if (r === -1) {
                  scanTargets[targetCount++] = bw;
                  scanTo[bw] = p;
                } else if (this.slackLess(p, r)) scanTo[bw] = p;
                x = vb;
              } else if (label[w] === FREE) x = w;
              if (x === -1) continue;
              // Compared here, not in a method: a float64 passed to a call V8 does not inline is boxed on the heap
              // (hundreds of thousands of comparisons a round).
              let less = bestEdge[x] === -1;
              if (!less) {
                const o = this.bestSlackAt(x);
                const best = bestSlackRounded[x];
                const difference = slack - best;
                const bound = error + Math.abs(best) * ROUNDING;
                less = difference < -bound || (!(difference > bound) && signOfSum(dual, v * L, dual, w * L, weight2, pw, this.bestSlack, o, L) < 0);
              }
              if (less) this.setBest(x, p);
              continue;
            }
          }
          if (label[bw] === FREE && this.mate[blossomBase[bw]] === -1) {
            // Grown as one tree, it reached an exposed blossom outside it: an augmenting path.
            for (let i = 0; i < targetCount; i++) scanTo[scanTargets[i]] = -1;
            labelEnd[bw] = -1;
            this.augmentMatching(p);
            this.endStage();
            return;
          }
          if (label[bw] === FREE) this.assignLabel(w, INNER, this.flip(p));
          else if (label[bw] === OUTER) {
            // One tree: every S–S edge closes a blossom. A forest: it may link two trees, an augmenting path.
            const base = oneTree ? 0 : this.scanBlossom(v, w);
            if (base >= 0) this.deferred.push(p);
            else {
              for (let i = 0; i < targetCount; i++) scanTo[scanTargets[i]] = -1;
              this.augmentMatching(p);
              this.endStage();
              return;
            }
          } else if (label[w] === FREE) {
            label[w] = INNER;
            labelEnd[w] = this.flip(p);
          }
        }
        for (let i = 0; i < targetCount; i++) {
          const t = scanTargets[i];
          this.blossomBestEdges.push(vb, scanTo[t]);
          scanTo[t] = -1;
        }
      }
      // A blossom only once the scans have found no augmenting path: the stage often ends first, and the blossoms a
      // stage forms are taken apart at its end (nested dozens deep in the tight pairs below a bracket, each formed
      // over all the vertices of the one before).
      if (this.deferred.size > 0) {
        const p = this.deferred.pop();
        const v = this.from(p);
        const w = p % N;
        if (inBlossom[v] !== inBlossom[w]) {
          const base = this.scanBlossom(v, w);
          if (base >= 0) this.addBlossom(base, p);
          else {
            this.augmentMatching(p);
            this.endStage();
            return;
          }
        }
        continue;
      }
      let deltaType = -1;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (let k = 0; k < activeCount; k++) {
        const v = active[k];
        if (label[inBlossom[v]] === FREE && bestEdge[v] !== -1) {
          const o = this.bestSlackAt(v);
          if (deltaType === -1 || compare(this.bestSlack, o, delta, 0, L) < 0) {
            copyValue(delta, 0, this.bestSlack, o, L);
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * N; b++) {
        if (blossomParent[b] === -1 && label[b] === OUTER && bestEdge[b] !== -1) {
          const o = this.bestSlackAt(b);
          copyValue(other, 0, this.bestSlack, o, L);
          halve(other, 0, L);
          if (deltaType === -1 || compare(other, 0, delta, 0, L) < 0) {
            copyValue(delta, 0, other, 0, L);
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = N; b < 2 * N; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === INNER && (deltaType === -1 || compare(dual, b * L, delta, 0, L) < 0)) {
          copyValue(delta, 0, dual, b * L, L);
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) throw new Error('internal: no perfect matching in a complete graph');
      if (this.parkedCount > 0 && this.unparkForStep(delta)) {
        activeCount = this.activeCount;
        continue;
      }
      if (!isZero(delta, 0, L)) {
        this.dualEpoch++;
        for (let k = 0; k < activeCount; k++) {
          const v = active[k];
          const l = label[inBlossom[v]];
          if (l === OUTER) addTo(dual, v * L, delta, 0, -1, L);
          else if (l === INNER) addTo(dual, v * L, delta, 0, 1, L);
          else continue;
          this.dualChanged(v);
        }
        for (let b = N; b < 2 * N; b++) {
          if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
            if (label[b] === OUTER) addTo(dual, b * L, delta, 0, 1, L);
            else if (label[b] === INNER) addTo(dual, b * L, delta, 0, -1, L);
          }
        }
      }
      if (deltaType === 2) {
        this.allow(deltaEdge);
        let i = this.from(deltaEdge);
        if (label[inBlossom[i]] === FREE) i = deltaEdge % N;
        this.queue.push(i);
      } else if (deltaType === 3) {
        this.allow(deltaEdge);
        this.queue.push(this.from(deltaEdge));
      } else this.expandBlossom(deltaBlossom, false);
    }
  }

  /** S-blossoms whose dual fell to 0 are taken apart, as at the end of every stage. */
  private endStage(): void {
    const N = this.N;
    this.inStage = false;
    for (let b = N; b < 2 * N; b++) {
      if (this.blossomParent[b] === -1 && this.blossomBase[b] >= 0 && this.label[b] === OUTER && isZero(this.dual, b * this.L, this.L))
        this.expandBlossom(b, true);
    }
  }
}
