// The Dutch criteria as one number per candidate pair. A pairing's quality is
// the sum of its pairs' weights; each criterion owns a field of bits, the more
// important criteria in the higher fields, each field wide enough that the
// sum over a whole pairing cannot carry into the field above. Maximising the
// total weight therefore compares pairings criterion by criterion, in the
// order of C.04.3 art. 2 (C1-C21).
//
// The numbers run to a few hundred bits. They are written straight into
// float64 limbs of 48 bits, least significant first, as the matching reads
// them: built with BigInt, the weights were most of a round's allocation and
// of the code a fresh process runs slowly before V8 has optimised it.

import { LIMB_BASE, LIMB_BITS } from '../../matching/index.js';
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
  /** Limbs of a weight (48 bits each) in the current layout. */
  limbCount: number;
  /** The all-ones weight, heavier than any pair's weight, as limbs. */
  maxWeight: Float64Array;
  /** Bit offsets of the completion field (C4) and the PAB-assignee field (C9). */
  completionShift: number;
  byeFieldShift: number;
}

const POWERS = Float64Array.from({ length: LIMB_BITS }, (_, k) => 2 ** k);

/** value · 2^offset added to the limbs at `at` (value a non-negative integer below 2^32). */
function addAt(out: Float64Array, at: number, value: number, offset: number): void {
  const i = (offset / LIMB_BITS) | 0;
  const scaled = value * POWERS[offset - i * LIMB_BITS];
  if (scaled < LIMB_BASE) {
    out[at + i] += scaled;
    return;
  }
  const high = Math.floor(scaled / LIMB_BASE);
  out[at + i] += scaled - high * LIMB_BASE;
  out[at + i + 1] += high;
}

/** Carries what a limb holds beyond 48 bits into the next (two sub-fields' bits added at one place). */
function normalise(out: Float64Array, at: number, count: number): void {
  for (let i = 0; i < count - 1; i++) {
    const v = out[at + i];
    if (v >= LIMB_BASE) {
      out[at + i] = v - LIMB_BASE;
      out[at + i + 1] += 1;
    }
  }
}

/**
 * Writes a weight's fields from the most significant down, as `w = (w << bits) | value`
 * would on one big integer: `field` moves down past a field and sets it, `add` adds to
 * the field just passed (a scoregroup's bit of a sub-field, a second player's count).
 */
class FieldWriter {
  private out: Float64Array = new Float64Array(0);
  private at = 0;
  private pos = 0;

  begin(out: Float64Array, at: number, count: number, topBits: number): void {
    this.out = out;
    this.at = at;
    this.pos = topBits;
    out.fill(0, at, at + count);
  }

  field(bits: number, value: number): void {
    this.pos -= bits;
    if (value !== 0) addAt(this.out, this.at, value, this.pos);
  }

  add(value: number, offset = 0): void {
    if (value !== 0) addAt(this.out, this.at, value, this.pos + offset);
  }
}

const writer = new FieldWriter();

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
    limbCount: 0,
    maxWeight: new Float64Array(0),
    completionShift: 0,
    byeFieldShift: 0,
  };
  fitWidth(ctx);
  return ctx;
}

function fitWidth(ctx: WeightContext): void {
  const low = totalLowBits(ctx);
  const bits = low + 2;
  // byeSearchWeight's layout spans every scoregroup: the limbs hold it too.
  ctx.limbCount = Math.ceil(Math.max(bits, ctx.globalScoresBits + ctx.groupBits + 2) / LIMB_BITS);
  ctx.maxWeight = new Float64Array(ctx.limbCount);
  for (let i = 0, left = bits; left > 0; i++, left -= LIMB_BITS) ctx.maxWeight[i] = 2 ** Math.min(LIMB_BITS, left) - 1;
  ctx.completionShift = low;
  ctx.byeFieldShift = low - 4 * ctx.groupBits - 2 * ctx.scoresBits;
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
 * the bracket containing `higher` is paired, written as ctx.limbCount limbs
 * at out[at]. `lowerInBracket`: `lower` is a resident of that bracket;
 * `lowerInNext`: `lower` belongs to the next scoregroup. Zero means the pair
 * is not allowed.
 */
export function pairWeight(
  ctx: WeightContext,
  higher: PlayerPairingState,
  lower: PlayerPairingState,
  lowerInBracket: boolean,
  lowerInNext: boolean,
  st: ByeContext,
  out: Float64Array,
  at: number,
): void {
  if (!compatible(ctx, higher, lower)) {
    out.fill(0, at, at + ctx.limbCount);
    return;
  }
  if (!lowerInBracket && !lowerInNext) {
    outsideWeight(ctx, higher, lower, st, out, at);
    return;
  }
  const B = ctx.groupBits;
  const S = ctx.scoresBits;
  // Each player's bit in a scores field (both are in the window whenever a scores field is written).
  const higherBit = ctx.groupShift.get(higher.score) as number;
  const lowerBit = ctx.groupShift.get(lower.score) as number;
  const pr = ctx.round.playedRounds;
  const w = writer;
  w.begin(out, at, ctx.limbCount, ctx.completionShift + 2);

  // C4 (completion) with C2/C5-C6 (PAB to an eligible player of the lowest possible score).
  w.field(2, 1 + (byeCandidate(higher, st.byeScore) ? 0 : 1) + (byeCandidate(lower, st.byeScore) ? 0 : 1));
  // C6: as many pairs as possible in this bracket, then the highest scores paired (fewest and lowest downfloaters).
  w.field(B, lowerInBracket ? 1 : 0);
  w.field(S, 0);
  if (lowerInBracket) w.add(1, higherBit);
  // C7: the same for the next bracket, so that this bracket leaves it the best MDPs.
  w.field(B, lowerInNext ? 1 : 0);
  w.field(S, 0);
  if (lowerInNext) w.add(1, higherBit);
  // C9: the PAB assignee should have as few unplayed games as possible.
  w.field(2 * B, 0);
  if (st.byeDecidedHere) {
    if (higher.score === st.byeScore) w.add(st.playedGamesRank.get(higher.playedGames) as number);
    if (lower.score === st.byeScore) w.add(st.playedGamesRank.get(lower.playedGames) as number);
  }
  // C10-C13: colour criteria, counted in the bracket only.
  const inB = lowerInBracket;
  const p = lower;
  const o = higher;
  w.field(B, inB && (p.colourImbalance <= 1 || o.colourImbalance <= 1 || p.preference !== o.preference) ? 1 : 0);
  let c11 = !p.absolute || !o.absolute || p.preference !== o.preference;
  if (!c11) {
    if (p.colourImbalance === o.colourImbalance) c11 = p.repeatedColour === null || p.repeatedColour !== o.repeatedColour;
    else {
      const smaller = p.colourImbalance > o.colourImbalance ? o : p;
      c11 = smaller.repeatedColour !== (p.preference === 'w' ? 'b' : 'w');
    }
  }
  w.field(B, inB && c11 ? 1 : 0);
  w.field(B, inB && preferencesCompatible(p.preference, o.preference) ? 1 : 0);
  const strongUnmet = (p.strong || p.absolute) && (o.strong || o.absolute) && !(p.absolute && o.absolute) && p.preference === o.preference;
  w.field(B, inB && !strongUnmet ? 1 : 0);

  const lowerFloats = ctx.floats.get(lower.startNumber) as [Float, Float];
  const higherFloats = ctx.floats.get(higher.startNumber) as [Float, Float];
  const lowerDown1 = lowerFloats[0];
  const lowerDown2 = lowerFloats[1];
  const higherDown1 = higherFloats[0];
  const higherDown2 = higherFloats[1];
  const upfloat = higher.score > lower.score;
  // C14-C17: repeated floats one and two rounds back.
  if (pr >= 1) {
    w.field(B, inB ? (lowerDown1 === 'down' ? 1 : 0) + (higher.score <= lower.score && higherDown1 === 'down' ? 1 : 0) : 0);
    w.field(B, inB && !(upfloat && lowerDown1 === 'up') ? 1 : 0);
  }
  if (pr >= 2) {
    w.field(B, inB ? (lowerDown2 === 'down' ? 1 : 0) + (higher.score <= lower.score && higherDown2 === 'down' ? 1 : 0) : 0);
    w.field(B, inB && !(upfloat && lowerDown2 === 'up') ? 1 : 0);
  }
  // C18-C21: the scores involved in those repeated floats.
  if (pr >= 1) {
    w.field(S, 0);
    if (inB) {
      if (lowerDown1 === 'down') w.add(1, lowerBit);
      if (higherDown1 === 'down') w.add(1, higherBit);
    }
    w.field(S, 0);
    if (inB && !(lowerDown1 === 'up' && upfloat)) w.add(1, higherBit);
  }
  if (pr >= 2) {
    w.field(S, 0);
    if (inB) {
      if (lowerDown2 === 'down') w.add(1, lowerBit);
      if (higherDown2 === 'down') w.add(1, higherBit);
    }
    w.field(S, 0);
    if (inB && !(lowerDown2 === 'up' && upfloat)) w.add(1, higherBit);
  }
  // Room for the order requirements (C.04.3 art. 3), filled while pairing.
  w.field(orderBits(ctx), 0);
  normalise(out, at, ctx.limbCount);
}

/**
 * pairWeight for a pair outside the bracket being paired and the next
 * scoregroup: only completion (C4, C2) and the PAB assignee's unplayed games
 * (C9) count there.
 */
function outsideWeight(ctx: WeightContext, higher: PlayerPairingState, lower: PlayerPairingState, st: ByeContext, out: Float64Array, at: number): void {
  out.fill(0, at, at + ctx.limbCount);
  addAt(out, at, 1 + (byeCandidate(higher, st.byeScore) ? 0 : 1) + (byeCandidate(lower, st.byeScore) ? 0 : 1), ctx.completionShift);
  if (st.byeDecidedHere) {
    let ranks = 0;
    if (higher.score === st.byeScore) ranks += st.playedGamesRank.get(higher.playedGames) as number;
    if (lower.score === st.byeScore) ranks += st.playedGamesRank.get(lower.playedGames) as number;
    addAt(out, at, ranks, ctx.byeFieldShift);
  }
}

/**
 * The weight used only to find the PAB assignee's score, before any bracket
 * is paired: every player but one matched (C4), the unpaired one eligible
 * (C2) and from the lowest scoregroup possible (C5). Written as limbs like
 * pairWeight's, in ctx.limbCount limbs (it is narrower than any pair's weight).
 */
export function byeSearchWeight(ctx: WeightContext, a: PlayerPairingState, b: PlayerPairingState, topScore: number, out: Float64Array, at: number): void {
  out.fill(0, at, at + ctx.limbCount);
  if (!compatible(ctx, a, b)) return;
  const B = ctx.groupBits;
  addAt(out, at, 1 + (a.byeEligible ? 0 : 1) + (b.byeEligible ? 0 : 1), ctx.globalScoresBits + B);
  addAt(out, at, (ctx.globalShift.get(a.score) as number) + (ctx.globalShift.get(b.score) as number), B);
  addAt(out, at, a.score >= topScore ? 1 : 0, 0);
}
