// The Dutch criteria as one number per candidate pair. A pairing's quality is
// the sum of its pairs' weights; each criterion owns a field of bits, the more
// important criteria in the higher fields, each field wide enough that the
// sum over a whole pairing cannot carry into the field above. Maximising the
// total weight therefore compares pairings criterion by criterion, in the
// order of C.04.3 art. 2 (C1-C21).

import type { Tournament } from '../../model.js';
import { absoluteCriteria, compatible, type AbsoluteCriteria } from '../absolute-criteria.js';
import { floatOf, type Float, type PlayerPairingState, type SwissRound } from '../player-pairing-state.js';
import { preferencesCompatible } from './colours.js';

function bitLength(n: number): number {
  let b = 0;
  while (n > 0) {
    b++;
    n = Math.floor(n / 2);
  }
  return b;
}

/** What the weights of a round depend on, computed once per round. */
export interface WeightContext extends AbsoluteCriteria {
  t: Tournament;
  round: SwissRound;
  /** Bits of a field counting players of one scoregroup. */
  groupBits: number;
  /**
   * Bits of a field summing over scoregroups: one sub-field per scoregroup
   * present in the bracket being paired and the next scoregroup (the only
   * ones such a field can count), lowest score at offset 0, each sub-field as
   * wide as its whole scoregroup needs so that no sum carries. The width is
   * kept for the round and grown when a bracket needs more (see windowLayout).
   */
  scoresBits: number;
  /** Offset of each scoregroup's sub-field in the current bracket's layout. */
  groupShift: Map<number, number>;
  /** Width each scoregroup's sub-field needs. */
  groupWidth: Map<number, number>;
  /** The layout over every scoregroup, used to find the PAB assignee's score. */
  globalShift: Map<number, number>;
  globalScoresBits: number;
  /** Floats one and two rounds back, by start number. */
  floats: Map<number, [Float, Float]>;
  /** The all-ones weight, heavier than any pair's weight. */
  maxWeight: bigint;
  /** Bit offsets of the completion field (C4) and the PAB-assignee field (C9). */
  completionShift: bigint;
  byeFieldShift: bigint;
}

export function weightContext(t: Tournament, round: SwissRound, players: PlayerPairingState[]): WeightContext {
  // Scoregroup sub-fields: each as wide as its own group needs (C.04.3 art. 1.3.1).
  const globalShift = new Map<number, number>();
  const groupWidth = new Map<number, number>();
  let globalScoresBits = 0;
  let maxGroup = 0;
  for (let i = players.length - 1; i >= 0;) {
    let j = i;
    while (j >= 0 && players[j].score === players[i].score) j--;
    const size = i - j;
    globalShift.set(players[i].score, globalScoresBits);
    groupWidth.set(players[i].score, bitLength(size));
    globalScoresBits += bitLength(size);
    maxGroup = Math.max(maxGroup, size);
    i = j;
  }
  const groupBits = bitLength(maxGroup);
  // A first width for the bracket layouts: room for the widest few scoregroups.
  const widths = [...groupWidth.values()].sort((a, b) => b - a);
  const reserved = widths.slice(0, 5).reduce((a, b) => a + b, 0);

  const floats = new Map<number, [Float, Float]>();
  for (const s of round.players.values()) floats.set(s.startNumber, [floatOf(t, round, s, 1), floatOf(t, round, s, 2)]);

  const ctx: WeightContext = {
    t,
    round,
    groupBits,
    scoresBits: reserved,
    groupShift: new Map(),
    groupWidth,
    globalShift,
    globalScoresBits,
    floats,
    ...absoluteCriteria(t, round),
    maxWeight: 0n,
    completionShift: 0n,
    byeFieldShift: 0n,
  };
  fitWidth(ctx);
  return ctx;
}

function fitWidth(ctx: WeightContext): void {
  const low = totalLowBits(ctx);
  ctx.maxWeight = (1n << BigInt(low + 2)) - 1n;
  ctx.completionShift = BigInt(low);
  ctx.byeFieldShift = BigInt(low - 4 * ctx.groupBits - 2 * ctx.scoresBits);
}

/**
 * Lays the scoregroup sub-fields out for the bracket whose players (MDPs,
 * residents, next scoregroup) have the given scores. Returns true when the
 * fields had to grow, which moves every field: all weights must then be
 * computed again.
 */
export function windowLayout(ctx: WeightContext, scores: Iterable<number>): boolean {
  const present = [...new Set(scores)].sort((a, b) => a - b);
  ctx.groupShift = new Map();
  let offset = 0;
  for (const score of present) {
    ctx.groupShift.set(score, offset);
    offset += ctx.groupWidth.get(score) as number;
  }
  if (offset <= ctx.scoresBits) return false;
  ctx.scoresBits = offset;
  fitWidth(ctx);
  return true;
}

/** Width of everything below the completion field. */
function totalLowBits(ctx: WeightContext): number {
  const B = ctx.groupBits;
  const S = ctx.scoresBits;
  const pr = ctx.round.playedRounds;
  let bits = B + S + B + S + 2 * B + 4 * B;
  if (pr >= 1) bits += 2 * B;
  if (pr >= 2) bits += 2 * B;
  if (pr >= 1) bits += 2 * S;
  if (pr >= 2) bits += 2 * S;
  bits += 3 * B + 1;
  return bits;
}

/** Width of the low fields left for the order requirements of C.04.3 art. 3 (S1/S2, transpositions, exchanges). */
export function orderBits(ctx: WeightContext): number {
  return 3 * ctx.groupBits + 1;
}

/** C.04.3 C2 with C4: the PAB may go only to an eligible player scoring no more than the PAB assignee's score. */
function byeCandidate(s: PlayerPairingState, byeScore: number): boolean {
  return s.byeEligible && s.score <= byeScore;
}

export interface ByeContext {
  /** Score of the player who will receive the PAB (0 when the count is even). */
  byeScore: number;
  /** C9 applies in the bracket being paired: the bracket's last downfloater is the PAB assignee. */
  byeDecidedHere: boolean;
  /** Rank of each played-games count among the players of the PAB assignee's score (C9). */
  playedGamesRank: Map<number, number>;
}

/**
 * The weight of pairing `higher` with `lower` (higher ranked first) while
 * the bracket containing `higher` is paired. `lowerInBracket`: `lower` is a
 * resident of that bracket; `lowerInNext`: `lower` belongs to the next
 * scoregroup. Zero means the pair is not allowed.
 */
export function pairWeight(
  ctx: WeightContext,
  higher: PlayerPairingState,
  lower: PlayerPairingState,
  lowerInBracket: boolean,
  lowerInNext: boolean,
  st: ByeContext,
): bigint {
  if (!compatible(ctx, higher, lower)) return 0n;
  if (!lowerInBracket && !lowerInNext) return outsideWeight(ctx, higher, lower, st);
  const B = BigInt(ctx.groupBits);
  const S = BigInt(ctx.scoresBits);
  const groupBit = (score: number) => 1n << BigInt(ctx.groupShift.get(score) as number);
  const pr = ctx.round.playedRounds;

  // C4 (completion) with C2/C5-C6 (PAB to an eligible player of the lowest possible score).
  let w = 1n + (byeCandidate(higher, st.byeScore) ? 0n : 1n) + (byeCandidate(lower, st.byeScore) ? 0n : 1n);
  // C6: as many pairs as possible in this bracket, then the highest scores paired (fewest and lowest downfloaters).
  w = (w << B) | (lowerInBracket ? 1n : 0n);
  w = (w << S) | (lowerInBracket ? groupBit(higher.score) : 0n);
  // C7: the same for the next bracket, so that this bracket leaves it the best MDPs.
  w = (w << B) | (lowerInNext ? 1n : 0n);
  w = (w << S) | (lowerInNext ? groupBit(higher.score) : 0n);
  // C9: the PAB assignee should have as few unplayed games as possible.
  w <<= 2n * B;
  if (st.byeDecidedHere) {
    if (higher.score === st.byeScore) w |= BigInt(st.playedGamesRank.get(higher.playedGames) as number);
    if (lower.score === st.byeScore) w += BigInt(st.playedGamesRank.get(lower.playedGames) as number);
  }
  // C10-C13: colour criteria, counted in the bracket only.
  const inB = lowerInBracket;
  const p = lower;
  const o = higher;
  w = (w << B) | (inB && (p.colourImbalance <= 1 || o.colourImbalance <= 1 || p.preference !== o.preference) ? 1n : 0n);
  let c11 = !p.absolute || !o.absolute || p.preference !== o.preference;
  if (!c11) {
    if (p.colourImbalance === o.colourImbalance) c11 = p.repeatedColour === null || p.repeatedColour !== o.repeatedColour;
    else {
      const smaller = p.colourImbalance > o.colourImbalance ? o : p;
      c11 = smaller.repeatedColour !== (p.preference === 'w' ? 'b' : 'w');
    }
  }
  w = (w << B) | (inB && c11 ? 1n : 0n);
  w = (w << B) | (inB && preferencesCompatible(p.preference, o.preference) ? 1n : 0n);
  const strongUnmet = (p.strong || p.absolute) && (o.strong || o.absolute) && !(p.absolute && o.absolute) && p.preference === o.preference;
  w = (w << B) | (inB && !strongUnmet ? 1n : 0n);

  const [lowerDown1, lowerDown2] = ctx.floats.get(lower.startNumber) as [Float, Float];
  const [higherDown1, higherDown2] = ctx.floats.get(higher.startNumber) as [Float, Float];
  const upfloat = higher.score > lower.score;
  // C14-C17: repeated floats one and two rounds back.
  if (pr >= 1) {
    w <<= B;
    if (inB) {
      w |= lowerDown1 === 'down' ? 1n : 0n;
      w += higher.score <= lower.score && higherDown1 === 'down' ? 1n : 0n;
    }
    w = (w << B) | (inB && !(upfloat && lowerDown1 === 'up') ? 1n : 0n);
  }
  if (pr >= 2) {
    w <<= B;
    if (inB) {
      w |= lowerDown2 === 'down' ? 1n : 0n;
      w += higher.score <= lower.score && higherDown2 === 'down' ? 1n : 0n;
    }
    w = (w << B) | (inB && !(upfloat && lowerDown2 === 'up') ? 1n : 0n);
  }
  // C18-C21: the scores involved in those repeated floats.
  if (pr >= 1) {
    w <<= S;
    if (inB) {
      if (lowerDown1 === 'down') w += groupBit(lower.score);
      if (higherDown1 === 'down') w += groupBit(higher.score);
    }
    w <<= S;
    if (inB && !(lowerDown1 === 'up' && upfloat)) w |= groupBit(higher.score);
  }
  if (pr >= 2) {
    w <<= S;
    if (inB) {
      if (lowerDown2 === 'down') w += groupBit(lower.score);
      if (higherDown2 === 'down') w += groupBit(higher.score);
    }
    w <<= S;
    if (inB && !(lowerDown2 === 'up' && upfloat)) w |= groupBit(higher.score);
  }
  // Room for the order requirements (C.04.3 art. 3), filled while pairing.
  w <<= BigInt(orderBits(ctx));
  return w;
}

/**
 * pairWeight for a pair outside the bracket being paired and the next
 * scoregroup: only completion (C4, C2) and the PAB assignee's unplayed games
 * (C9) count there.
 */
function outsideWeight(ctx: WeightContext, higher: PlayerPairingState, lower: PlayerPairingState, st: ByeContext): bigint {
  const completion = 1 + (byeCandidate(higher, st.byeScore) ? 0 : 1) + (byeCandidate(lower, st.byeScore) ? 0 : 1);
  let w = BigInt(completion) << ctx.completionShift;
  if (st.byeDecidedHere) {
    let ranks = 0;
    if (higher.score === st.byeScore) ranks += st.playedGamesRank.get(higher.playedGames) as number;
    if (lower.score === st.byeScore) ranks += st.playedGamesRank.get(lower.playedGames) as number;
    w |= BigInt(ranks) << ctx.byeFieldShift;
  }
  return w;
}

/**
 * The weight used only to find the PAB assignee's score, before any bracket
 * is paired: every player but one matched (C4), the unpaired one eligible
 * (C2) and from the lowest scoregroup possible (C5).
 */
export function byeSearchWeight(ctx: WeightContext, a: PlayerPairingState, b: PlayerPairingState, topScore: number): bigint {
  if (!compatible(ctx, a, b)) return 0n;
  let w = 1n + (a.byeEligible ? 0n : 1n) + (b.byeEligible ? 0n : 1n);
  w <<= BigInt(ctx.globalScoresBits);
  w |= BigInt((ctx.globalShift.get(a.score) as number) + (ctx.globalShift.get(b.score) as number));
  w <<= BigInt(ctx.groupBits);
  w |= a.score >= topScore ? 1n : 0n;
  return w;
}
