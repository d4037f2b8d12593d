// A checker of Burstein pairings written from the rules (C.04.4.2) apart
// from the pairing code: where the pairing solves matchings, this searches
// every way of pairing each bracket and keeps the best by the articles'
// criteria and order, so the two can only agree by both reading the articles
// the same way. It shares with the pairing only the definitions of art. 1
// (colour preferences, opposition index, ranking: state.ts). It reports the
// article a pairing breaks; the searches are exhaustive, so they run only for
// rounds of at most `limit` players (the absolute criteria and the colours
// are checked at any size).

import type { Colour, Tournament } from '../../model.js';
import { mayMeet } from '../pairing-allocated-bye.js';
import { bursteinRound, byRanking, type BursteinPlayer, type BursteinRound } from './state.js';

export interface BursteinViolation {
  article: string;
  message: string;
}

interface Board {
  white: number;
  black: number;
}

type Pair = [BursteinPlayer, BursteinPlayer];

/** Lexicographic comparison of number lists, shorter-is-smaller on a common prefix. */
function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

const descending = (xs: number[]) => [...xs].sort((a, b) => b - a);

/** Every way of pairing some of `players` with legal pairs, the others left over. */
function* partialPairings(round: BursteinRound, players: readonly BursteinPlayer[]): Generator<{ pairs: Pair[]; left: BursteinPlayer[] }> {
  if (players.length === 0) {
    yield { pairs: [], left: [] };
    return;
  }
  const [first, ...rest] = players;
  for (const p of partialPairings(round, rest)) yield { pairs: p.pairs, left: [first, ...p.left] };
  for (let i = 0; i < rest.length; i++) {
    if (!mayMeet(round, first, rest[i])) continue;
    const others = rest.filter((_, j) => j !== i);
    for (const p of partialPairings(round, others)) yield { pairs: [[first, rest[i]], ...p.pairs], left: p.left };
  }
}

class Search {
  private readonly memo = new Map<string, boolean>();
  constructor(private readonly round: BursteinRound) {}

  /** [C4]: the players can all be paired. */
  pairable(players: readonly BursteinPlayer[]): boolean {
    if (players.length % 2 === 1) return false;
    const key = players
      .map((p) => p.startNumber)
      .sort((a, b) => a - b)
      .join(',');
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let ok = players.length === 0;
    const [first, ...rest] = players;
    for (let i = 0; i < rest.length && !ok; i++) {
      if (mayMeet(this.round, first, rest[i])) ok = this.pairable(rest.filter((_, j) => j !== i));
    }
    this.memo.set(key, ok);
    return ok;
  }

  /**
   * [C7]: how well the next bracket (the floaters and the scoregroup below)
   * can meet [C5] and [C6]: its fewest floaters, then their scores from the
   * highest, with everybody below still pairable.
   */
  nextBracket(floaters: readonly BursteinPlayer[], next: readonly BursteinPlayer[], below: readonly BursteinPlayer[]): number[] {
    let best: number[] | null = null;
    for (const p of partialPairings(this.round, [...floaters, ...next])) {
      if (!this.pairable([...p.left, ...below])) continue;
      const value = [p.left.length, ...descending(p.left.map((x) => x.score))];
      if (best === null || compareLists(value, best) < 0) best = value;
    }
    return best ?? [Infinity];
  }
}

interface Candidate {
  pairs: Pair[];
  floaters: BursteinPlayer[];
  criteria: [string, number[]][];
}

/** The criteria of art. 2.3 and the order of art. 4.3 for one way of pairing a bracket, each smaller-better. */
function judge(
  search: Search,
  bracket: readonly BursteinPlayer[],
  pairs: Pair[],
  floaters: BursteinPlayer[],
  next: readonly BursteinPlayer[],
  below: readonly BursteinPlayer[],
): Candidate {
  const bsn = new Map(bracket.map((p, i) => [p, i + 1]));
  const opponent = new Map<BursteinPlayer, number>();
  for (const [a, b] of pairs) {
    opponent.set(a, bsn.get(b) as number);
    opponent.set(b, bsn.get(a) as number);
  }
  const misses = pairs.filter(([a, b]) => a.preference !== null && a.preference === b.preference).length;
  return {
    pairs,
    floaters,
    criteria: [
      ['art. 2.3.1 [C5]', [floaters.length]],
      ['art. 2.3.2 [C6]', descending(floaters.map((f) => f.score))],
      ['art. 2.3.3 [C7]', search.nextBracket(floaters, next, below)],
      ['art. 2.3.4 [C8]', [misses]],
      // Art. 4.3: the lower ranked the opponent of BSN 1 (then 2, ...) the earlier; a floater's is a virtual 0.
      ['art. 4.3', bracket.map((p) => -(opponent.get(p) ?? 0))],
    ],
  };
}

function firstWorse(a: Candidate, b: Candidate): string | null {
  for (let i = 0; i < a.criteria.length; i++) {
    const c = compareLists(a.criteria[i][1], b.criteria[i][1]);
    if (c !== 0) return c > 0 ? a.criteria[i][0] : null;
  }
  return null;
}

/** The colour the first player should get by art. 5.2, written out again from the rule. */
function expectedColour(a: BursteinPlayer, b: BursteinPlayer, initial: Colour): [Colour, string] {
  const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
  if (a.playedGames === 0 && b.playedGames === 0) {
    const aHigher = a.score > b.score || (a.score === b.score && a.tpn < b.tpn);
    const higherTpn = aHigher ? a.tpn : b.tpn;
    const higherGets = higherTpn % 2 === 1 ? initial : other(initial);
    return [aHigher ? higherGets : other(higherGets), '5.2.1'];
  }
  if (a.preference === null) return [other(b.preference as Colour), '5.2.2'];
  if (b.preference === null || a.preference !== b.preference) return [a.preference, '5.2.2'];
  const rank = { mild: 1, strong: 2, absolute: 3 } as const;
  const sa = a.strength ? rank[a.strength] : 0;
  const sb = b.strength ? rank[b.strength] : 0;
  if (sa > sb) return [a.preference, '5.2.3'];
  if (sb > sa) return [other(a.preference), '5.2.3'];
  const colours = (p: BursteinPlayer) =>
    p.state.history.filter((e) => e.opponent !== null && e.colour !== null && !['+', '-', ' '].includes(e.result)).map((e) => e.colour as Colour);
  const ca = colours(a).reverse();
  const cb = colours(b).reverse();
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) if (ca[i] !== cb[i]) return [other(ca[i]), '5.2.4'];
  const aHigher = byRanking(a, b) < 0;
  return [aHigher ? a.preference : other(a.preference), '5.2.5'];
}

/**
 * The articles of C.04.4.2 that `pairing` of the next round of `t` breaks.
 * In a seeding round (art. 1.6) only the absolute criteria are checked: the
 * Dutch system's own checks cover the rest.
 */
export function checkBursteinPairing(t: Tournament, pairing: { pairs: Board[]; bye: number | null }, limit = 12): BursteinViolation[] {
  const round = bursteinRound(t);
  const out: BursteinViolation[] = [];
  const player = (n: number) => round.players.get(n) as BursteinPlayer;
  const toPair = new Set(round.toPair);
  const seen = new Map<number, number>();
  const mark = (n: number) => seen.set(n, (seen.get(n) ?? 0) + 1);
  for (const b of pairing.pairs) {
    mark(b.white);
    mark(b.black);
  }
  if (pairing.bye !== null) mark(pairing.bye);
  for (const n of toPair) if (seen.get(n) !== 1) out.push({ article: 'C.04.1 art. 1', message: `player ${n} is paired ${seen.get(n) ?? 0} times` });
  for (const n of seen.keys()) if (!toPair.has(n)) out.push({ article: 'C.04.1 art. 1', message: `player ${n} is not to be paired` });
  if (out.length > 0) return out;
  for (const b of pairing.pairs) {
    const [w, k] = [player(b.white), player(b.black)];
    if (round.cannotMeet.get(w.startNumber)?.has(k.startNumber))
      out.push({ article: 'art. 2.1.1 [C1]', message: `${b.white}-${b.black} have met or may not meet` });
    else if (!mayMeet(round, w, k)) out.push({ article: 'art. 2.1.3 [C3]', message: `${b.white}-${b.black} have the same absolute colour preference` });
  }
  if (pairing.bye !== null && !player(pairing.bye).byeEligible) {
    out.push({ article: 'art. 2.1.2 [C2]', message: `player ${pairing.bye} may not receive the pairing-allocated bye` });
  }
  if (out.length > 0 || round.seeding) return out;

  for (const b of pairing.pairs) {
    const [colour, rule] = expectedColour(player(b.white), player(b.black), round.initialColour);
    if (colour !== 'w') out.push({ article: `art. ${rule}`, message: `${b.white}-${b.black}: ${b.black} should have white` });
  }
  const players = round.toPair.map(player);
  if (players.length > limit) return out;
  const search = new Search(round);

  // Art. 3.1: the bye to the first eligible player by lowest score, most games, lowest ranking, who leaves the rest pairable.
  if (players.length % 2 === 1) {
    const order = players.filter((p) => p.byeEligible).sort((a, b) => a.score - b.score || b.playedGames - a.playedGames || -byRanking(a, b));
    const due = order.find((c) => search.pairable(players.filter((p) => p !== c)));
    if (due && due.startNumber !== pairing.bye) out.push({ article: 'art. 3.1', message: `the bye goes to ${due.startNumber}, not ${pairing.bye}` });
  }

  const partner = new Map<number, number>();
  for (const b of pairing.pairs) {
    partner.set(b.white, b.black);
    partner.set(b.black, b.white);
  }
  let unpaired = players.filter((p) => p.startNumber !== pairing.bye);
  let incoming: BursteinPlayer[] = [];
  while (unpaired.length > 0 && out.length === 0) {
    const rest = unpaired.filter((p) => !incoming.includes(p));
    const top = Math.max(...rest.map((p) => p.score));
    const bracket = [...incoming, ...rest.filter((p) => p.score === top)].sort(byRanking);
    const lower = rest.filter((p) => p.score < top);
    const nextScore = Math.max(...lower.map((p) => p.score));
    const next = lower.filter((p) => p.score === nextScore);
    const below = lower.filter((p) => p.score < nextScore);
    const inBracket = new Set(bracket.map((p) => p.startNumber));
    const actualPairs: Pair[] = [];
    const actualFloaters: BursteinPlayer[] = [];
    for (const p of bracket) {
      const q = partner.get(p.startNumber) as number;
      if (!inBracket.has(q)) actualFloaters.push(p);
      else if (bracket.indexOf(p) < bracket.indexOf(player(q))) actualPairs.push([p, player(q)]);
    }
    const actual = judge(search, bracket, actualPairs, actualFloaters, next, below);
    let best: Candidate | null = null;
    for (const p of partialPairings(round, bracket)) {
      if (!search.pairable([...p.left, ...lower])) continue;
      const c = judge(search, bracket, p.pairs, p.left, next, below);
      if (best === null || firstWorse(best, c) !== null) best = c;
    }
    const broken = best === null ? null : firstWorse(actual, best);
    if (broken !== null) {
      const shown = (c: Candidate) => c.pairs.map(([a, b]) => `${a.startNumber}-${b.startNumber}`).join(' ') || '-';
      out.push({ article: broken, message: `bracket at ${top / 10}: ${shown(best as Candidate)} comes before ${shown(actual)}` });
    }
    const done = new Set(actualPairs.flat());
    unpaired = unpaired.filter((p) => !done.has(p));
    incoming = actualFloaters;
  }
  return out;
}
