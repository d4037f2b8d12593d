// The graph a Dutch pairing solves again and again, and a bracket's base weights in it: the weights written as
// weights.ts makes them, nudged by the order requirements, into one DynamicMatching kept between solves.

import { DynamicMatching, isZero } from '../../matching/index.js';
import type { WeightContext } from './weights.js';

/** A weight of no limbs: 0. */
const NO_LIMBS = new Float64Array(0);

/**
 * Edge weights over all players to pair, with the matching kept between solves:
 * most solves follow a change at one or two players, and re-solve from the
 * previous optimum (see matching/dynamic.ts). A weight is given as the limbs
 * weights.ts writes (w[at], ctx.limbCount of them) and a small signed nudge.
 */
export class WeightedGraph {
  readonly n: number;
  private readonly ctx: WeightContext;
  private readonly matching: DynamicMatching;
  private readonly amount = new Float64Array(1);
  constructor(ctx: WeightContext, n: number, byteLimit: number) {
    this.ctx = ctx;
    this.n = n;
    this.matching = new DynamicMatching(n, byteLimit, ctx.weightBits);
  }
  set(u: number, v: number, w: Float64Array, at: number, nudge = 0): void {
    this.matching.setWeight(u, v, w, at, this.ctx.limbCount, nudge);
  }
  /** No edge between u and v. */
  clear(u: number, v: number): void {
    this.matching.setWeight(u, v, NO_LIMBS, 0, 0);
  }
  /** Whether u–v weighs w[at] + nudge. */
  weighs(u: number, v: number, w: Float64Array, at: number, nudge = 0): boolean {
    return this.matching.weighs(u, v, w, at, this.ctx.limbCount, nudge);
  }
  hasEdge(u: number, v: number): boolean {
    return this.matching.hasEdge(u, v);
  }
  /** Before the weights of u's edges rise by up to `amount` (below 2^48): those raised by exactly that much keep their slack. */
  raise(u: number, amount: number): void {
    this.amount[0] = amount;
    this.matching.raiseDual(u, this.amount, 0, 1);
  }
  /** The players from `first` on, paired to each other, leave the scans until the duals need them (see DynamicMatching.parkPairsFrom). */
  parkFrom(first: number): void {
    this.matching.parkPairsFrom(first);
  }
  /** A maximum-weight matching; unmatched vertices are their own mate. */
  solve(): Int32Array {
    return this.matching.solve();
  }
  /**
   * Fix the pair u-v, matched to each other in the last solve: it keeps the heaviest
   * weight and neither may pair anyone else; later solves leave it out. Its other
   * weights are read no more once the matching has retired it; when it could not
   * (a pair inside a blossom), they are zeroed instead.
   */
  fix(u: number, v: number): void {
    const retired = u !== v && this.matching.retirePair(u, v);
    this.set(u, v, this.ctx.maxWeight, 0);
    if (retired) return;
    for (let x = 0; x < this.n; x++) {
      if (x !== u && x !== v) {
        this.clear(u, x);
        this.clear(v, x);
      }
    }
  }
}

/**
 * The base weights of a bracket's candidate pairs, by their indices in the bracket (i < j, j a resident), and how the
 * choices write them into the graph again, nudged. A class rather than closures made for each bracket: code V8
 * optimised while a bracket was paired held that bracket's closures, and was thrown away once they were collected
 * (in the middle of a round, and in the idle pairing thread after its warm-up).
 */
export class BracketBase {
  readonly weights: Float64Array;
  constructor(
    private readonly graph: WeightedGraph,
    /** The bracket's vertices (MDPs, residents, next scoregroup). */
    private readonly bracket: number[],
    residentsEnd: number,
    private readonly limbs: number,
    private readonly groupBits: number,
  ) {
    this.weights = new Float64Array(this.at(residentsEnd, 0));
  }

  /** Offset of the pair i–j in `weights`. */
  at(j: number, i: number): number {
    return ((j * (j - 1)) / 2 + i) * this.limbs;
  }

  /** The pair may not meet (weight 0). */
  noPair(j: number, i: number): boolean {
    return isZero(this.weights, this.at(j, i), this.limbs);
  }

  /** A choice made excludes the pair from now on. */
  drop(j: number, i: number): void {
    this.weights.fill(0, this.at(j, i), this.at(j, i) + this.limbs);
  }

  /** The pair's weight into the graph again, nudged. */
  write(j: number, i: number, nudge = 0): void {
    this.graph.set(this.bracket[i], this.bracket[j], this.weights, this.at(j, i), nudge);
  }

  /** The pair i–j of the remainder weighted with its order terms (i is the iRem-th of the remainder); `extra` nudges it further. */
  writeOrdered(i: number, j: number, iRem: number, remPairs: number, extra = 0): void {
    if (this.noPair(j, i)) this.graph.clear(this.bracket[i], this.bracket[j]);
    else this.write(j, i, orderNudge(this.groupBits, iRem, remPairs) + extra);
  }
}

/**
 * C.04.3 art. 3 order inside a remainder of `remPairs` pairs: fewest exchanges, then the smallest differences of the
 * exchanged BSNs. The weight of a pair whose upper player is the iRem-th of the remainder rises when that player
 * belongs to S1 and falls with its place.
 */
export function orderNudge(groupBits: number, iRem: number, remPairs: number): number {
  return ((iRem < remPairs ? 2 ** (2 * groupBits) : 0) - iRem) * 2;
}
