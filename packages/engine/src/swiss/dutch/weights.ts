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
  /**
   * Offset of each window player's scoregroup sub-field in the current bracket's layout, by start number (an array:
   * read for every pair of the window, where a Map's lookup cost more than the rest of the weight).
   */
  windowBit: number[];
  /** Width each scoregroup's sub-field needs. */
  groupWidth: Map<number, number>;
  /** The layout over every scoregroup, used to find the PAB assignee's score. */
  globalShift: Map<number, number>;
  globalScoresBits: number;
  /** Floats one and two rounds back, by start number. */
  floats: [Float, Float][];
  /** Bits of the heaviest weight in the current layout, a pair's or byeSearchWeight's. */
  weightBits: number;
  /** Limbs of a weight (48 bits each) in the current layout. */
  limbCount: number;
  /** The all-ones weight, heavier than any pair's weight, as limbs. */
  maxWeight: Float64Array;
  /** Where each criterion's field lies in the current layout (see fieldLayout). */
  fields: WeightFields;
}

/**
 * Bit offset of each criterion's field in a pair's weight, C4 highest: a field counts the pairs (or sums the
 * scoregroup bits) that meet its criterion, and is wide enough that a whole pairing's sum cannot carry into the
 * field above. -1: the round has no such field (the float criteria look back one or two rounds).
 */
interface WeightFields {
  /** C4 with C2/C5–C6: every player but the PAB assignee paired, the PAB to an eligible player of the lowest score. */
  completion: number;
  /** C6: pairs in this bracket, then the scoregroup bit of their higher player (the highest scores paired). */
  pairsHere: number;
  scoresHere: number;
  /** C7: the same for the next scoregroup, so that this bracket leaves it the best MDPs. */
  pairsNext: number;
  scoresNext: number;
  /** C9: the PAB assignee's unplayed games (the rank of a player's played-games count). */
  byeRanks: number;
  /** C10–C13: the colour criteria. */
  colourDifferences: number;
  absolutePreferences: number;
  preferences: number;
  strongPreferences: number;
  /** C14–C17: repeated downfloats and upfloats, [one round back, two rounds back]. */
  downfloats: [number, number];
  upfloats: [number, number];
  /** C18–C21: the scores of those repeated floats, [one round back, two rounds back]. */
  downfloatScores: [number, number];
  upfloatScores: [number, number];
  /** Bits of the whole weight. */
  bits: number;
}

/**
 * The fields from the lowest up: first the room for the order requirements of C.04.3 art. 3 (filled while pairing),
 * then C21 up to C4. `B` bits count the players of one scoregroup, `S` bits hold a sub-field per scoregroup of the
 * bracket (see WeightContext.scoresBits), `playedRounds` decides which float criteria exist.
 */
function fieldLayout(B: number, S: number, playedRounds: number): WeightFields {
  let pos = orderBits(B);
  const next = (bits: number, present = true) => {
    if (!present) return -1;
    const at = pos;
    pos += bits;
    return at;
  };
  const upfloatScores2 = next(S, playedRounds >= 2);
  const downfloatScores2 = next(S, playedRounds >= 2);
  const upfloatScores1 = next(S, playedRounds >= 1);
  const downfloatScores1 = next(S, playedRounds >= 1);
  const upfloats2 = next(B, playedRounds >= 2);
  const downfloats2 = next(B, playedRounds >= 2);
  const upfloats1 = next(B, playedRounds >= 1);
  const downfloats1 = next(B, playedRounds >= 1);
  const strongPreferences = next(B);
  const preferences = next(B);
  const absolutePreferences = next(B);
  const colourDifferences = next(B);
  const byeRanks = next(2 * B);
  const scoresNext = next(S);
  const pairsNext = next(B);
  const scoresHere = next(S);
  const pairsHere = next(B);
  const completion = next(2);
  return {
    completion,
    pairsHere,
    scoresHere,
    pairsNext,
    scoresNext,
    byeRanks,
    colourDifferences,
    absolutePreferences,
    preferences,
    strongPreferences,
    downfloats: [downfloats1, downfloats2],
    upfloats: [upfloats1, upfloats2],
    downfloatScores: [downfloatScores1, downfloatScores2],
    upfloatScores: [upfloatScores1, upfloatScores2],
    bits: pos,
  };
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

/** The weight 0 in `count` limbs (a loop: TypedArray.prototype.fill costs more than a few limbs). */
function clearLimbs(out: Float64Array, at: number, count: number): void {
  for (let i = 0; i < count; i++) out[at + i] = 0;
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

  const floats: [Float, Float][] = [];
  for (const s of round.players.values()) floats[s.startNumber] = [floatOf(t, round, s, 1), floatOf(t, round, s, 2)];

  const ctx: WeightContext = {
    t,
    round,
    groupBits,
    scoresBits: reserved,
    windowBit: [],
    groupWidth,
    globalShift,
    globalScoresBits,
    floats,
    ...absoluteCriteria(t, round),
    weightBits: 0,
    limbCount: 0,
    maxWeight: new Float64Array(0),
    fields: fieldLayout(groupBits, reserved, round.playedRounds),
  };
  fitWidth(ctx);
  return ctx;
}

function fitWidth(ctx: WeightContext): void {
  ctx.fields = fieldLayout(ctx.groupBits, ctx.scoresBits, ctx.round.playedRounds);
  const bits = ctx.fields.bits;
  // byeSearchWeight's layout spans every scoregroup: the limbs hold it too.
  ctx.weightBits = Math.max(bits, ctx.globalScoresBits + ctx.groupBits + 2);
  ctx.limbCount = Math.ceil(ctx.weightBits / LIMB_BITS);
  ctx.maxWeight = new Float64Array(ctx.limbCount);
  for (let i = 0, left = bits; left > 0; i++, left -= LIMB_BITS) ctx.maxWeight[i] = 2 ** Math.min(LIMB_BITS, left) - 1;
}

/**
 * Lays the scoregroup sub-fields out for the bracket whose players (MDPs,
 * residents, next scoregroup) have the given scores. Returns true when the
 * fields had to grow, which moves every field: all weights must then be
 * computed again.
 */
export function windowLayout(ctx: WeightContext, scores: Iterable<number>): boolean {
  const present = [...new Set(scores)].sort((a, b) => a - b);
  const shift = new Map<number, number>();
  let offset = 0;
  for (const score of present) {
    shift.set(score, offset);
    offset += ctx.groupWidth.get(score) as number;
  }
  ctx.windowBit = [];
  for (const s of ctx.round.players.values()) {
    const bit = shift.get(s.score);
    if (bit !== undefined) ctx.windowBit[s.startNumber] = bit;
  }
  if (offset <= ctx.scoresBits) return false;
  ctx.scoresBits = offset;
  fitWidth(ctx);
  return true;
}

/** Width of the low fields left for the order requirements of C.04.3 art. 3 (S1/S2, transpositions, exchanges). */
function orderBits(groupBits: number): number {
  return 3 * groupBits + 1;
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
 * is not allowed. For a pair outside both, only completion (C4, C2) and the PAB
 * assignee's unplayed games (C9) count.
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
  const count = ctx.limbCount;
  clearLimbs(out, at, count);
  if (!compatible(ctx, higher, lower)) return;
  const f = ctx.fields;
  // C4 (completion) with C2/C5-C6 (PAB to an eligible player of the lowest possible score).
  addAt(out, at, 1 + (byeCandidate(higher, st.byeScore) ? 0 : 1) + (byeCandidate(lower, st.byeScore) ? 0 : 1), f.completion);
  // C9: the PAB assignee should have as few unplayed games as possible.
  if (st.byeDecidedHere) {
    let ranks = 0;
    if (higher.score === st.byeScore) ranks += st.playedGamesRank.get(higher.playedGames) as number;
    if (lower.score === st.byeScore) ranks += st.playedGamesRank.get(lower.playedGames) as number;
    if (ranks !== 0) addAt(out, at, ranks, f.byeRanks);
  }
  if (lowerInNext) {
    // C7: a pair with the next scoregroup, so that this bracket leaves it the best MDPs.
    addAt(out, at, 1, f.pairsNext);
    addAt(out, at, 1, f.scoresNext + ctx.windowBit[higher.startNumber]);
  }
  if (!lowerInBracket) {
    normalise(out, at, count);
    return;
  }
  // Each player's bit in a scores field.
  const higherBit = ctx.windowBit[higher.startNumber];
  // C6: as many pairs as possible in this bracket, then the highest scores paired (fewest and lowest downfloaters).
  addAt(out, at, 1, f.pairsHere);
  addAt(out, at, 1, f.scoresHere + higherBit);
  // C10-C13: colour criteria, counted in the bracket only.
  const p = lower;
  const o = higher;
  if (p.colourImbalance <= 1 || o.colourImbalance <= 1 || p.preference !== o.preference) addAt(out, at, 1, f.colourDifferences);
  let c11 = !p.absolute || !o.absolute || p.preference !== o.preference;
  if (!c11) {
    if (p.colourImbalance === o.colourImbalance) c11 = p.repeatedColour === null || p.repeatedColour !== o.repeatedColour;
    else {
      const smaller = p.colourImbalance > o.colourImbalance ? o : p;
      c11 = smaller.repeatedColour !== (p.preference === 'w' ? 'b' : 'w');
    }
  }
  if (c11) addAt(out, at, 1, f.absolutePreferences);
  if (preferencesCompatible(p.preference, o.preference)) addAt(out, at, 1, f.preferences);
  const strongUnmet = (p.strong || p.absolute) && (o.strong || o.absolute) && !(p.absolute && o.absolute) && p.preference === o.preference;
  if (!strongUnmet) addAt(out, at, 1, f.strongPreferences);

  // C14-C21: repeated floats one and two rounds back, then the scores involved in them.
  const pr = ctx.round.playedRounds;
  if (pr >= 1) {
    const lowerFloats = ctx.floats[lower.startNumber];
    const higherFloats = ctx.floats[higher.startNumber];
    const upfloat = higher.score > lower.score;
    const lowerBit = ctx.windowBit[lower.startNumber];
    for (let back = 0; back < 2 && back < pr; back++) {
      const lowerDown = lowerFloats[back] === 'down';
      const higherDown = higherFloats[back] === 'down';
      const downfloats = (lowerDown ? 1 : 0) + (!upfloat && higherDown ? 1 : 0);
      const upfloatAvoided = !(upfloat && lowerFloats[back] === 'up');
      if (downfloats !== 0) addAt(out, at, downfloats, f.downfloats[back]);
      if (upfloatAvoided) addAt(out, at, 1, f.upfloats[back]);
      if (lowerDown) addAt(out, at, 1, f.downfloatScores[back] + lowerBit);
      if (higherDown) addAt(out, at, 1, f.downfloatScores[back] + higherBit);
      if (upfloatAvoided) addAt(out, at, 1, f.upfloatScores[back] + higherBit);
    }
  }
  normalise(out, at, count);
}

/**
 * The weight used only to find the PAB assignee's score, before any bracket
 * is paired: every player but one matched (C4), the unpaired one eligible
 * (C2) and from the lowest scoregroup possible (C5). Written as limbs like
 * pairWeight's, in ctx.limbCount limbs (it is narrower than any pair's weight).
 */
export function byeSearchWeight(ctx: WeightContext, a: PlayerPairingState, b: PlayerPairingState, topScore: number, out: Float64Array, at: number): void {
  clearLimbs(out, at, ctx.limbCount);
  if (!compatible(ctx, a, b)) return;
  const B = ctx.groupBits;
  addAt(out, at, 1 + (a.byeEligible ? 0 : 1) + (b.byeEligible ? 0 : 1), ctx.globalScoresBits + B);
  addAt(out, at, (ctx.globalShift.get(a.score) as number) + (ctx.globalShift.get(b.score) as number), B);
  addAt(out, at, a.score >= topScore ? 1 : 0, 0);
}
