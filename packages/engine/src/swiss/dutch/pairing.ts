// The Dutch pairing process (C.04.3 art. 3): brackets from the top
// scoregroup down, each paired as well as the criteria allow while the rest
// of the round stays pairable. Every decision is a maximum-weight matching
// over all players still to pair, the current bracket's pairs weighted by
// weights.ts; the order requirements (which MDPs, S1/S2, exchanges,
// transpositions) are settled one player at a time by nudging that player's
// edges and keeping what an optimum still allows.

import type { Tournament } from '../../model.js';
import { pairingWithoutHistory } from './first-round.js';
import { swissRound, type PlayerPairingState, type SwissRound } from '../player-pairing-state.js';
import { byeSearchWeight, pairWeight, weightContext, windowLayout, type ByeContext, type WeightContext } from './weights.js';
import { BracketBase, orderNudge, WeightedGraph } from './bracket-graph.js';
import { explainBye, explainFloaters, type ExplainedBracket, type ExplainedBye } from './explanation.js';

export class NoValidPairingError extends Error {
  constructor(message = 'No pairing satisfies the absolute criteria (C.04.3 C1-C3) for every player.') {
    super(message);
    this.name = 'NoValidPairingError';
  }
}

/** A weight between two players who both float down: what it was made of. */
interface MdpPair {
  higher: PlayerPairingState;
  lower: PlayerPairingState;
  /** The C9 state of the bracket where it was made. */
  decided: boolean;
  /** It carries the mark of an MDP tried for pairing (C.04.3 art. 3, choice of MDPs). */
  tried: boolean;
}

export interface MatchedRound {
  /** Pairs of start numbers, in no particular order. */
  pairs: [number, number][];
  bye: number | null;
  /** The brackets as they were paired, with their floaters and why (see explanation.ts). */
  brackets: ExplainedBracket[];
  explainedBye: ExplainedBye | null;
}

/** The round's players to pair in C.04.3 art. 1.2 order: score, then TPN. */
function pairingOrder(round: SwissRound): PlayerPairingState[] {
  return round.toPair
    .map((n) => round.players.get(n) as PlayerPairingState)
    .sort((a, b) => (a.score !== b.score ? b.score - a.score : a.rankIndex - b.rankIndex));
}

/** Before the PAB assignee's score is known: no score, C9 applies nowhere. */
function byeNotYetKnown(): ByeContext {
  return { byeScore: 0, byeDecidedHere: false, playedGamesRank: new Map() };
}

/**
 * The working objects of a pairing of `t`'s next round, made as pairBrackets makes them but with a graph of two: the
 * round's player states, the weights' context and state, a graph, a bracket's base weights, the pairing's state.
 * V8's optimised code for the pairing depends on their hidden classes, and V8 drops a hidden class once no object has
 * it; the warm pairing thread keeps these.
 */
export function pairingObjects(t: Tournament): object[] {
  const round = swissRound(t);
  const players = pairingOrder(round);
  const ctx = weightContext(t, round, players);
  const st = byeNotYetKnown();
  const graph = new WeightedGraph(ctx, 2, Infinity);
  const state = new BracketState(ctx, players.slice(0, 2), graph, st);
  return [t, round, ctx, st, { ...st }, graph, new BracketBase(graph, [0, 1], 2, ctx.limbCount, ctx.groupBits), state];
}

/** Vertex v is a resident of the bracket: the residents are the vertices from residentStart up to nextStart. */
function isResident(v: number, residentStart: number, nextStart: number): boolean {
  return v >= residentStart && v < nextStart;
}

/** Vertex v is the upper player of a pair made inside the bracket (the role of S1). */
function inS1Role(mate: Int32Array, v: number, nextStart: number): boolean {
  return mate[v] > v && mate[v] < nextStart;
}

/** Every pair's weight as outside any bracket: completion (C4) and the PAB assignee's games (C9) only. */
function writeOutsideWeights(graph: WeightedGraph, ctx: WeightContext, players: PlayerPairingState[], st: ByeContext, scratch: Float64Array): void {
  for (let v = 0; v < players.length; v++) {
    for (let u = 0; u < v; u++) {
      pairWeight(ctx, players[u], players[v], false, false, st, scratch, 0);
      graph.set(u, v, scratch, 0);
    }
  }
}

/**
 * A round's pairing as it goes down the brackets, read and written by the phases below (vertices are indices in
 * `players`). A class with every field set in its constructor, in one order, rather than a literal or closures: every
 * phase then reads objects of one hidden class, which pairingObjects keeps alive.
 */
class BracketState {
  readonly ctx: WeightContext;
  readonly players: PlayerPairingState[];
  readonly n: number;
  readonly graph: WeightedGraph;
  readonly odd: boolean;
  /** The PAB assignee's score and where C9 applies, as the bracket being paired sees them. */
  readonly st: ByeContext;
  /** The same once the PAB assignee's score is known: pairs outside the bracket being paired keep the weights set with it. */
  outsideState: ByeContext;
  /** One weight at a time is written here before it goes to the graph; made again when the layout's fields move. */
  scratch: Float64Array;
  /** Each vertex's mate in the last solve. */
  mate: Int32Array;
  /** Each vertex's opponent once its bracket is done; -1 before, and for the PAB assignee. */
  readonly pairedWith: Int32Array;
  /** The vertices whose pair is settled. */
  readonly fixed: Uint8Array;
  /** The vertices of the bracket and of the next scoregroup: their pairs weigh in the bracket's layout. */
  readonly inWindow: Uint8Array;
  readonly brackets: ExplainedBracket[];
  /** The bracket: its MDPs first, then its residents, then the next scoregroup. */
  bracket: number[];
  /** The first vertex in no bracket yet. */
  next: number;
  mdpCount: number;
  /** The bracket's first resident; the vertices before it were residents of brackets above. */
  residentStart: number;
  /** How the weights between MDPs were made in earlier brackets (keyed u·n+v), so that they can be written again in the current bracket's layout. */
  mdpPairs: Map<number, MdpPair | null>;
  /** The MDPs and residents of the bracket: `bracket` before the next scoregroup. */
  bracketSize: number;
  /** The bracket with the next scoregroup. */
  size: number;
  /** The vertex after the last resident. */
  nextStart: number;
  /** The next scoregroup's first vertex. */
  groupFirst: number;
  /** Whether C9 applied in the bracket when it was opened. */
  decidedAtStart: boolean;
  base: BracketBase;
  /** The remainder (C.04.3 art. 1.3.4), by index in `bracket`: residents not paired with an MDP. */
  remainder: number[];
  /** The remainder's S1 is its first `remPairs` players (C.04.3 art. 3, S1/S2). */
  remPairs: number;
  /** How many S1 players the optimum moves to S2. */
  exchanges: number;

  constructor(ctx: WeightContext, players: PlayerPairingState[], graph: WeightedGraph, st: ByeContext) {
    this.ctx = ctx;
    this.players = players;
    this.n = players.length;
    this.graph = graph;
    this.odd = this.n % 2 === 1;
    this.st = st;
    this.outsideState = { ...st };
    this.scratch = new Float64Array(0);
    this.mate = new Int32Array(0);
    this.pairedWith = new Int32Array(this.n).fill(-1);
    this.fixed = new Uint8Array(this.n);
    this.inWindow = new Uint8Array(this.n);
    this.brackets = [];
    this.bracket = [];
    this.next = 0;
    this.mdpCount = 0;
    this.residentStart = 0;
    this.mdpPairs = new Map();
    this.bracketSize = 0;
    this.size = 0;
    this.nextStart = 0;
    this.groupFirst = 0;
    this.decidedAtStart = false;
    this.base = new BracketBase(graph, [], 0, ctx.limbCount, ctx.groupBits);
    this.remainder = [];
    this.remPairs = 0;
    this.exchanges = 0;
  }
}

/** `byteLimit`: the memory the matching's per-pair arrays may take (see DynamicMatching). */
export function pairBrackets(t: Tournament, round: SwissRound, byteLimit = Infinity): MatchedRound {
  const players = pairingOrder(round);
  const n = players.length;
  if (n === 0) return { pairs: [], bye: null, brackets: [], explainedBye: null };
  const ctx = weightContext(t, round, players);
  const decided = pairingWithoutHistory(ctx, players);
  if (decided) return decided;
  const s = new BracketState(ctx, players, new WeightedGraph(ctx, n, byteLimit), byeNotYetKnown());
  decideByeScore(s);
  while (s.bracket.length > 1 || s.next < n) {
    openBracket(s);
    writeBracketWeights(s);
    chooseMdps(s);
    pairChosenMdps(s);
    orderRemainder(s);
    exchangeFromS1(s);
    exchangeFromS2(s);
    settleS1AndS2(s);
    transpose(s);
    s.brackets.push(recordBracket(ctx, players, s.bracket.slice(0, s.bracketSize), s.mdpCount, s.fixed, s.mate));
    floatDown(s);
  }
  return roundResult(s);
}

/**
 * C4 first: can everybody (but one eligible player) be paired at all, and from which scoregroup must the PAB assignee
 * come (C.04.1 art. 3, C5)? Then every weight as outside any bracket, and the first bracket: the top scoregroup.
 */
function decideByeScore(s: BracketState): void {
  const { ctx, players, n, graph, st } = s;
  const topScore = players[0].score;
  // The layout of the first bracket: the top scoregroup and the next one.
  const secondScore = players.find((p) => p.score < topScore)?.score;
  windowLayout(ctx, secondScore === undefined ? [topScore] : [topScore, secondScore]);
  const scratch = new Float64Array(ctx.limbCount);
  s.scratch = scratch;
  if (s.odd) {
    for (let v = 0; v < n; v++) {
      for (let u = 0; u < v; u++) {
        byeSearchWeight(ctx, players[v], players[u], topScore, scratch, 0);
        graph.set(u, v, scratch, 0);
      }
    }
  } else writeOutsideWeights(graph, ctx, players, st, scratch);
  const mate = graph.solve();
  let unmatched = -1;
  for (let v = 0; v < n; v++) {
    if (mate[v] !== v) continue;
    if (unmatched >= 0 || !players[v].byeEligible) throw new NoValidPairingError();
    unmatched = v;
  }
  if (s.odd) {
    st.byeScore = players[unmatched].score;
    st.byeDecidedHere = st.byeScore >= topScore;
    for (let v = 0; v < n && players[v].score >= topScore; v++) if (players[mate[v]].score < topScore) st.byeDecidedHere = false;
    const counts = players
      .filter((p) => p.score === st.byeScore)
      .map((p) => p.playedGames)
      .sort((a, b) => b - a);
    counts.forEach((c, i) => st.playedGamesRank.set(c, i));
    writeOutsideWeights(graph, ctx, players, st, scratch);
  }
  s.outsideState = { ...st };
  while (s.next < n && players[s.next].score >= topScore) s.bracket.push(s.next++);
}

/** The bracket takes in the next scoregroup. */
function openBracket(s: BracketState): void {
  const { players, n, bracket } = s;
  s.bracketSize = bracket.length;
  s.decidedAtStart = s.st.byeDecidedHere;
  s.nextStart = s.residentStart + (s.bracketSize - s.mdpCount);
  const groupFirst = s.next;
  let next = groupFirst;
  while (next < n && players[next].score >= players[groupFirst].score) bracket.push(next++);
  s.groupFirst = groupFirst;
  s.next = next;
  s.size = bracket.length;
}

/** The bracket's weights in its layout, the pairs outside it as they were; then the first solve. */
function writeBracketWeights(s: BracketState): void {
  const { ctx, players, n, graph, st, bracket, bracketSize, size, mdpCount, fixed, inWindow } = s;
  for (const v of bracket) inWindow[v] = 1;
  if (
    windowLayout(
      ctx,
      bracket.map((v) => players[v].score),
    )
  ) {
    // Every field moved: write again the weights that stay as they are (fixed pairs, pairs outside the window).
    const scratch = new Float64Array(ctx.limbCount);
    s.scratch = scratch;
    const { pairedWith, outsideState } = s;
    for (let v = 0; v < n; v++) {
      for (let u = 0; u < v; u++) {
        if (fixed[u] || fixed[v]) {
          if (pairedWith[u] === v) graph.set(u, v, ctx.maxWeight, 0);
        } else if (!(inWindow[u] && inWindow[v])) {
          pairWeight(ctx, players[u], players[v], false, false, outsideState, scratch, 0);
          graph.set(u, v, scratch, 0);
        }
      }
    }
  }
  const scratch = s.scratch;
  for (const [key, p] of s.mdpPairs) {
    const u = Math.floor(key / n);
    const v = key % n;
    if (!p) graph.clear(u, v);
    else {
      pairWeight(ctx, p.higher, p.lower, true, false, { ...st, byeDecidedHere: p.decided }, scratch, 0);
      graph.set(u, v, scratch, 0, p.tried ? 1 : 0);
    }
  }

  // The players below the bracket and the next scoregroup only complete the round: their pairs leave the scans.
  graph.parkFrom(bracket[size - 1] + 1);

  // Base weights of this bracket's candidate pairs (index i < j, j not an MDP), written into the graph. Only
  // those of a resident j are kept: the choices below read no other (a pair with a player of the next scoregroup
  // is only ever zeroed), and at 2,000 players the others were three quarters of them.
  const base = new BracketBase(graph, bracket, bracketSize, ctx.limbCount, ctx.groupBits);
  s.base = base;
  for (let j = mdpCount; j < size; j++) {
    const resident = j < bracketSize;
    for (let i = 0; i < j; i++) {
      const w = resident ? base.weights : scratch;
      const at = resident ? base.at(j, i) : 0;
      pairWeight(ctx, players[bracket[i]], players[bracket[j]], resident, !resident, st, w, at);
      graph.set(bracket[i], bracket[j], w, at);
    }
  }

  s.mate = graph.solve();
}

/**
 * Which MDPs are paired in this bracket: of each score among the MDPs, as many as the optimum allows, the highest
 * ranked first (C.04.3 art. 3, S1 of a heterogeneous bracket).
 */
function chooseMdps(s: BracketState): void {
  const { players, graph, bracket, bracketSize, size, mdpCount, residentStart, nextStart, fixed, base } = s;
  let mate = s.mate;
  let mdpScore = 0;
  let mdpLeft = 0;
  let mdpPairable = 0;
  for (let i = 0; i < mdpCount; i++) {
    const v = bracket[i];
    if (i === 0 || players[v].score < mdpScore) {
      mdpScore = players[v].score;
      mdpLeft = 0;
      mdpPairable = 0;
      for (let k = i; k < size && players[bracket[k]].score >= mdpScore; k++) {
        mdpLeft++;
        if (isResident(mate[bracket[k]], residentStart, nextStart)) mdpPairable++;
      }
    }
    if (mdpPairable === 0) continue;
    if (mdpLeft <= mdpPairable) {
      fixed[v] = 1;
      continue;
    }
    mdpLeft--;
    if (!isResident(mate[v], residentStart, nextStart)) {
      for (let j = mdpCount; j < bracketSize; j++) if (!base.noPair(j, i)) base.write(j, i, 1);
      mate = s.mate = graph.solve();
    }
    if (isResident(mate[v], residentStart, nextStart)) {
      fixed[v] = 1;
      mdpPairable--;
      for (let j = mdpCount; j < bracketSize; j++) if (!base.noPair(j, i)) base.write(j, i, bracketSize - mdpCount + 1);
    }
  }
}

/** The opponents of the chosen MDPs: each takes the highest resident the optimum allows. */
function pairChosenMdps(s: BracketState): void {
  const { graph, bracket, bracketSize, size, mdpCount, fixed, base } = s;
  for (let i = 0; i < mdpCount; i++) {
    const v = bracket[i];
    if (!fixed[v]) continue;
    let nudge = size;
    for (let j = bracketSize - 1; j >= mdpCount; j--) {
      const u = bracket[j];
      if (fixed[u]) continue;
      if (!base.noPair(j, i)) {
        base.write(j, i, nudge);
        nudge++;
      }
    }
    const mate = (s.mate = graph.solve());
    const m = mate[v];
    fixed[m] = 1;
    graph.fix(v, m);
  }
}

/** The remainder and its S1, weighted with the order terms; how many exchanges the optimum makes. */
function orderRemainder(s: BracketState): void {
  const { ctx, graph, bracket, bracketSize, size, mdpCount, residentStart, nextStart, base } = s;
  let mate = s.mate;
  const remainder: number[] = [];
  let remPairs = 0;
  for (let j = mdpCount; j < bracketSize; j++) {
    const v = bracket[j];
    if (mate[v] < residentStart) continue;
    remainder.push(j);
    if (mate[v] < v) remPairs++;
  }
  s.remainder = remainder;
  s.remPairs = remPairs;
  const s1End = remPairs < remainder.length ? remainder[remPairs] : size;

  // The order terms of an S1 player raise all its weights to players below it alike: its dual rises with
  // them, so that the optimum's S1–S2 pairs stay tight and only its other pairs are let go.
  for (let a = 0; a < remPairs; a++) graph.raise(bracket[remainder[a]], orderNudge(ctx.groupBits, a, remPairs));
  for (let b = 0; b < remainder.length; b++) for (let a = 0; a < b; a++) base.writeOrdered(remainder[a], remainder[b], a, remPairs);
  mate = s.mate = graph.solve();

  let exchanges = 0;
  for (const j of remainder) {
    if (j >= s1End) break;
    const v = bracket[j];
    if (!inS1Role(mate, v, nextStart)) exchanges++;
  }
  s.exchanges = exchanges;
}

/** Exchanges, C.04.3 art. 3: the S1 players to move to S2 are the lowest ones possible… */
function exchangeFromS1(s: BracketState): void {
  const { graph, bracket, nextStart, base, remainder, remPairs } = s;
  let left = s.exchanges;
  for (let p = remPairs - 1; p >= 0 && left > 0; p--) {
    const j = remainder[p];
    const v = bracket[j];
    if (inS1Role(s.mate, v, nextStart)) {
      for (let q = p + 1; q < remainder.length; q++) if (!base.noPair(remainder[q], j)) base.writeOrdered(j, remainder[q], p, remPairs, -1);
      s.mate = graph.solve();
    }
    const exchanged = !inS1Role(s.mate, v, nextStart);
    if (exchanged) left--;
    for (let q = p + 1; q < remainder.length; q++) {
      if (exchanged) base.drop(remainder[q], j);
      base.writeOrdered(j, remainder[q], p, remPairs);
    }
  }
}

/** …and the S2 players to move to S1 the highest ones possible. */
function exchangeFromS2(s: BracketState): void {
  const { n, graph, bracket, bracketSize, size, nextStart, base, remainder, remPairs } = s;
  let left = s.exchanges;
  for (let p = remPairs; p < remainder.length && left > 1; p++) {
    const j = remainder[p];
    const v = bracket[j];
    const already = inS1Role(s.mate, v, nextStart);
    if (!already) {
      for (let q = p + 1; q < remainder.length; q++) if (!base.noPair(remainder[q], j)) base.writeOrdered(j, remainder[q], p, remPairs, 1);
      s.mate = graph.solve();
    }
    if (inS1Role(s.mate, v, nextStart)) {
      left--;
      for (let q = 0; q < p; q++) {
        base.drop(j, remainder[q]);
        graph.clear(v, bracket[remainder[q]]);
      }
      for (let k = bracketSize; k < size; k++) graph.clear(v, bracket[k]);
      // Nor may it float below the next scoregroup.
      for (let u = bracket[size - 1] + 1; u < n; u++) graph.clear(v, u);
    }
    if (!already) {
      for (let q = p + 1; q < remainder.length; q++) base.writeOrdered(j, remainder[q], p, remPairs);
    }
  }
}

/** Settle S1 and S2: a player in S2 role pairs no one below it, a player in S1 role no one above it. */
function settleS1AndS2(s: BracketState): void {
  const { bracket, nextStart, base, remainder, mate } = s;
  for (let a = 0; a < remainder.length; a++) {
    const va = bracket[remainder[a]];
    for (let b = a + 1; b < remainder.length; b++) {
      const vb = bracket[remainder[b]];
      if (!inS1Role(mate, va, nextStart) || inS1Role(mate, vb, nextStart)) base.drop(remainder[b], remainder[a]);
      base.write(remainder[b], remainder[a]);
    }
  }
}

/** Transpositions, C.04.3 art. 3: each S1 player in turn takes the highest S2 player the optimum allows. */
function transpose(s: BracketState): void {
  const { graph, bracket, nextStart, fixed, base, remainder } = s;
  for (const j of remainder) {
    const v = bracket[j];
    if (!inS1Role(s.mate, v, nextStart)) continue;
    let nudge = 0;
    for (let q = remainder.length - 1; q >= 0; q--) {
      const k = remainder[q];
      const u = bracket[k];
      if (k <= j || fixed[u]) continue;
      if (!base.noPair(k, j)) base.write(k, j, nudge);
      nudge++;
    }
    const mate = (s.mate = graph.solve());
    const m = mate[v];
    fixed[v] = 1;
    fixed[m] = 1;
    graph.fix(v, m);
  }
}

/** The unpaired players of this bracket float down into the next one; the paired ones are done. */
function floatDown(s: BracketState): void {
  const { players, n, graph, st, bracket, bracketSize, size, mdpCount, mdpPairs, fixed, base, mate, pairedWith, inWindow } = s;
  const nextMdpPairs = new Map<number, MdpPair | null>();
  for (let b = 0; b < bracketSize; b++) {
    const vb = bracket[b];
    if (fixed[vb]) continue;
    for (let a = 0; a < b; a++) {
      const va = bracket[a];
      if (fixed[va]) continue;
      const key = va * n + vb;
      if (b < mdpCount) {
        if (!mdpPairs.has(key)) throw new Error('internal: a pair of MDPs without its weight');
        nextMdpPairs.set(key, mdpPairs.get(key) as MdpPair | null);
        continue;
      }
      const at = base.at(b, a);
      if (!graph.hasEdge(va, vb)) nextMdpPairs.set(key, null);
      else if (graph.weighs(va, vb, base.weights, at) || graph.weighs(va, vb, base.weights, at, 1)) {
        nextMdpPairs.set(key, { higher: players[va], lower: players[vb], decided: s.decidedAtStart, tried: !graph.weighs(va, vb, base.weights, at) });
      } else throw new Error(`internal: unexpected weight between ${players[va].startNumber} and ${players[vb].startNumber}`);
    }
  }
  s.mdpPairs = nextMdpPairs;
  for (const v of bracket) inWindow[v] = 0;
  const nextBracket: number[] = [];
  const groupFirst = s.groupFirst;
  const nextScore = s.next > groupFirst ? players[groupFirst].score : -Infinity;
  st.byeDecidedHere = s.odd && groupFirst < n && st.byeScore >= nextScore;
  let nextMdpCount = 0;
  for (let i = 0; i < size; i++) {
    const v = bracket[i];
    if (i < bracketSize && fixed[v]) {
      pairedWith[v] = mate[v];
      pairedWith[mate[v]] = v;
    } else {
      nextBracket.push(v);
      if (i < bracketSize) nextMdpCount++;
      if (st.byeDecidedHere && players[mate[v]].score < nextScore) st.byeDecidedHere = false;
    }
  }
  s.mdpCount = nextMdpCount;
  s.bracket = nextBracket;
  s.residentStart = s.nextStart;
}

/** The pairs and the PAB assignee, once every bracket is paired. */
function roundResult(s: BracketState): MatchedRound {
  const { players, n, pairedWith, brackets } = s;
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  let explainedBye: ExplainedBye | null = null;
  for (let v = 0; v < n; v++) {
    const m = pairedWith[v];
    if (m < 0) {
      bye = players[v].startNumber;
      explainedBye = explainBye(players, v);
    } else if (v < m) pairs.push([players[v].startNumber, players[m].startNumber]);
  }
  // The last bracket's leftover does not float: it is the PAB assignee.
  const last = brackets[brackets.length - 1];
  if (last) last.floaters = last.floaters.filter((f) => f.startNumber !== bye);
  return { pairs, bye, brackets, explainedBye };
}

/**
 * What one bracket decided, read once it is paired: `members` its vertices (MDPs first), `fixed` and `mate` the
 * pairing's state. Only what was decided is read; the floaters' reasons look at C1–C3 within the bracket.
 */
function recordBracket(
  ctx: WeightContext,
  players: PlayerPairingState[],
  members: number[],
  mdpCount: number,
  fixed: Uint8Array,
  mate: Int32Array,
): ExplainedBracket {
  const pairs: ExplainedBracket['pairs'] = [];
  const floaters: PlayerPairingState[] = [];
  for (const v of members) {
    if (!fixed[v]) floaters.push(players[v]);
    else if (v < mate[v]) pairs.push({ higher: players[v].startNumber, lower: players[mate[v]].startNumber });
  }
  const residents = members.slice(mdpCount).map((v) => players[v]);
  return {
    score: (residents[0] ?? players[members[0]]).score,
    movedDown: members.slice(0, mdpCount).map((v) => players[v].startNumber),
    residents: residents.map((p) => p.startNumber),
    pairs,
    floaters: explainFloaters(
      ctx,
      members.map((v) => players[v]),
      floaters,
    ),
  };
}
