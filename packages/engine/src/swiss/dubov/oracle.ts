// A checker of Dubov pairings written from the rules (C.04.4.1) apart from
// the pairing code: where the pairing solves matchings, this searches every
// candidate in the order the articles give, so the two can only agree by both
// reading the articles the same way. It shares with the pairing only the
// definitions of art. 1 (colour preferences, ARO, upfloats: state.ts). It
// reports the article a pairing breaks; the searches are exhaustive, so they
// run only for rounds of at most `limit` players (the absolute criteria are
// checked at any size).

import type { Colour, Tournament } from '../../model.js';
import { mayMeet } from '../pairing-allocated-bye.js';
import { dubovRound, isMaximumUpfloater, type DubovPlayer, type DubovRound } from './state.js';

export interface DubovViolation {
  article: string;
  message: string;
}

type Pair = [DubovPlayer, DubovPlayer];

/** Every perfect matching of `players` with legal pairs only, in no particular order. */
function* matchings(round: DubovRound, players: readonly DubovPlayer[]): Generator<Pair[]> {
  if (players.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = players;
  for (let i = 0; i < rest.length; i++) {
    if (!mayMeet(round, first, rest[i])) continue;
    const others = rest.filter((_, j) => j !== i);
    for (const m of matchings(round, others)) yield [[first, rest[i]], ...m];
  }
}

const pairable = (round: DubovRound, players: readonly DubovPlayer[]) => !matchings(round, players).next().done;

/** Subsets of `items` of size k, in lexicographic order of their positions (art. 4.1: the first differing sequence number decides). */
function* subsets<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) for (const s of subsets(items, k - 1, i + 1)) yield [items[i], ...s];
}

/** Lexicographic comparison of number lists, shorter-is-smaller on a common prefix. */
function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** The quality criteria of art. 2.3 for one way of pairing a scoregroup's residents, as [article, value] smaller-better. */
function quality(round: DubovRound, residents: ReadonlySet<DubovPlayer>, pairs: readonly Pair[], missed: number): [string, number[]][] {
  const ups = pairs.filter(([a, b]) => residents.has(a) !== residents.has(b)).map(([a, b]) => (residents.has(a) ? b : a));
  const guard = !round.lastRound;
  const maximum = ups.filter((u) => isMaximumUpfloater(round, u));
  return [
    ['art. 2.3.1 [C5]', [ups.length]],
    // Larger scores in ascending order are better: compare their negations.
    [
      'art. 2.3.2 [C6]',
      ups
        .map((u) => u.score)
        .sort((a, b) => a - b)
        .map((s) => -s),
    ],
    ['art. 2.3.3 [C7]', [missed]],
    ['art. 2.3.4 [C8]', [guard ? maximum.length : 0]],
    ['art. 2.3.5 [C9]', [guard ? maximum.reduce((n, u) => n + u.upfloats, 0) : 0]],
    ['art. 2.3.6 [C10]', [guard ? ups.filter((u) => u.upfloatedLastRound).length : 0]],
  ];
}

function firstWorse(a: [string, number[]][], b: [string, number[]][]): string | null {
  for (let i = 0; i < a.length; i++) {
    const c = compareLists(a[i][1], b[i][1]);
    if (c !== 0) return c > 0 ? a[i][0] : null;
  }
  return null;
}

/** Art. 5.2, read again: the colour of `a` against `b`. */
function expectedColour(a: DubovPlayer, b: DubovPlayer, initial: Colour): { colour: Colour; rule: string } {
  const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
  const higher = a.score > b.score || (a.score === b.score && a.tpn < b.tpn) ? a : b;
  const ofA = (c: Colour, p: DubovPlayer) => (p === a ? c : other(c));
  if (a.colours.length === 0 && b.colours.length === 0) return { colour: ofA(higher.tpn % 2 === 1 ? initial : other(initial), higher), rule: '5.2.1' };
  if (a.preference !== b.preference) return { colour: a.preference, rule: '5.2.2' };
  const rank = { mild: 0, strong: 1, absolute: 2 };
  if (rank[a.strength] !== rank[b.strength]) {
    const s = rank[a.strength] > rank[b.strength] ? a : b;
    return { colour: ofA(s.preference, s), rule: '5.2.3' };
  }
  for (let i = a.colours.length - 1, j = b.colours.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (a.colours[i] !== b.colours[j]) return { colour: other(a.colours[i]), rule: '5.2.4' };
  }
  return { colour: ofA(higher.preference, higher), rule: '5.2.5' };
}

/** Whether `left` and `right` pair one to one with legal pairs. */
function across(round: DubovRound, left: readonly DubovPlayer[], right: readonly DubovPlayer[]): boolean {
  if (left.length !== right.length) return false;
  if (left.length === 0) return true;
  const [a, ...rest] = left;
  return right.some(
    (b, i) =>
      mayMeet(round, a, b) &&
      across(
        round,
        rest,
        right.filter((_, j) => j !== i),
      ),
  );
}

/** Art. 3.2.3-3.2.6 by exhaustive search: the pairs the bracket must get. */
function expectedBracketPairs(round: DubovRound, bracket: readonly DubovPlayer[]): Pair[] {
  const byTpn = (p: DubovPlayer, q: DubovPlayer) => p.tpn - q.tpn;
  const byAro = (p: DubovPlayer, q: DubovPlayer) => p.aro - q.aro || p.tpn - q.tpn;
  const middleOut = (list: DubovPlayer[]) => {
    const out: DubovPlayer[] = [];
    const rest = [...list];
    while (rest.length) out.push(rest.splice(Math.ceil(rest.length / 2) - 1, 1)[0]);
    return out;
  };
  let g1: DubovPlayer[];
  let g2: DubovPlayer[];
  if (bracket.every((p) => p.colours.length === 0)) {
    const sorted = [...bracket].sort(byTpn);
    g1 = sorted.slice(0, sorted.length / 2);
    g2 = sorted.slice(sorted.length / 2);
  } else {
    g1 = bracket.filter((p) => p.preference === 'w');
    g2 = bracket.filter((p) => p.preference === 'b');
  }
  const smallIsG1 = g1.length <= g2.length;
  const small = smallIsG1 ? g1 : g2;
  const inSmall = new Set(small);
  let least = Infinity;
  for (const m of matchings(round, bracket)) least = Math.min(least, m.filter(([a, b]) => inSmall.has(a) && inSmall.has(b)).length);
  const sortFor = (group: DubovPlayer[], isG1: boolean) => middleOut([...group].sort(isG1 ? byAro : byTpn));
  const finalGroups = (x: DubovPlayer[], y: DubovPlayer[]) => {
    const moved = new Set([...x, ...y]);
    const a = [...g1.filter((p) => !moved.has(p)), ...(smallIsG1 ? y : x)];
    const b = [...g2.filter((p) => !moved.has(p)), ...(smallIsG1 ? x : y)];
    return [a, b];
  };
  const candidatesY = (x: DubovPlayer[]) => {
    const large = smallIsG1 ? [...g2, ...x] : [...g1, ...x];
    const k = (large.length - (small.length - x.length)) / 2;
    return [
      ...subsets(
        sortFor(
          large.filter((p) => !x.includes(p)),
          !smallIsG1,
        ),
        k,
      ),
    ];
  };
  const works = (x: DubovPlayer[], y: DubovPlayer[]) => {
    const [a, b] = finalGroups(x, y);
    return across(round, a, b);
  };
  const x = [...subsets(sortFor(small, smallIsG1), least)].find((cand) => candidatesY(cand).some((y) => works(cand, y)));
  if (x === undefined) throw new Error('no shifters');
  const y = candidatesY(x).find((cand) => works(x, cand)) as DubovPlayer[];
  const [a, b] = finalGroups(x, y);
  const s1 = [...a].sort(byAro);
  // Art. 4.4: transpositions of G2 in lexicographic order of pairing numbers; the first legal one.
  const first = (i: number, free: DubovPlayer[]): DubovPlayer[] | null => {
    if (i === s1.length) return [];
    for (const c of free) {
      if (!mayMeet(round, s1[i], c)) continue;
      const rest = first(
        i + 1,
        free.filter((d) => d !== c),
      );
      if (rest) return [c, ...rest];
    }
    return null;
  };
  const t2 = first(0, [...b].sort(byTpn)) as DubovPlayer[];
  return s1.map((p, i) => [p, t2[i]]);
}

const key = (a: DubovPlayer, b: DubovPlayer) => `${Math.min(a.startNumber, b.startNumber)}-${Math.max(a.startNumber, b.startNumber)}`;

/** What the pairing of the next round of `t` breaks, by article; empty when it keeps every rule checked. */
export function checkDubovPairing(
  t: Tournament,
  pairing: { pairs: { white: number; black: number }[]; bye: number | null },
  { limit = 12 } = {},
): DubovViolation[] {
  const round = dubovRound(t);
  const out: DubovViolation[] = [];
  const at = (article: string, message: string) => out.push({ article: `C.04.4.1 ${article}`, message });
  const player = (n: number) => round.players.get(n) as DubovPlayer;
  const toPair = new Set(round.toPair);
  const seen = new Map<number, number>();
  for (const n of [...pairing.pairs.flatMap((p) => [p.white, p.black]), ...(pairing.bye === null ? [] : [pairing.bye])]) seen.set(n, (seen.get(n) ?? 0) + 1);
  for (const n of round.toPair) if (seen.get(n) !== 1) at('art. 1.9', `player ${n} is paired ${seen.get(n) ?? 0} times`);
  for (const n of seen.keys()) if (!toPair.has(n)) at('art. 1.9', `player ${n} is not to be paired this round`);
  if ((pairing.bye !== null) !== (round.toPair.length % 2 === 1)) at('art. 1.4', 'a bye exactly when the number of players is odd');
  if (out.length) return out;
  for (const { white, black } of pairing.pairs) {
    const [w, b] = [player(white), player(black)];
    if (round.cannotMeet.get(white)?.has(black)) at('art. 2.1.1 [C1]', `${white} and ${black} have met or may not meet`);
    else if (!mayMeet(round, w, b)) at('art. 2.1.3 [C3]', `${white} and ${black} have the same absolute colour preference`);
  }
  if (pairing.bye !== null && !player(pairing.bye).byeEligible) at('art. 2.1.2 [C2]', `${pairing.bye} may not receive the pairing-allocated bye`);
  if (out.length || round.toPair.length > limit) return out;

  const players = round.toPair.map(player);
  const byeFirst = players
    .filter((p) => p.byeEligible)
    .sort((p, q) => p.score - q.score || q.playedGames - p.playedGames || q.tpn - p.tpn)
    .find((c) =>
      pairable(
        round,
        players.filter((p) => p !== c),
      ),
    );
  if ((byeFirst?.startNumber ?? null) !== pairing.bye && players.length % 2 === 1)
    at('art. 3.1', `the bye is ${byeFirst?.startNumber}'s, not ${pairing.bye}'s`);

  const opponent = new Map<number, number>();
  const white = new Set<number>();
  for (const p of pairing.pairs) {
    opponent.set(p.white, p.black);
    opponent.set(p.black, p.white);
    white.add(p.white);
  }
  let unpaired = players.filter((p) => p.startNumber !== pairing.bye);
  while (unpaired.length > 0) {
    const top = Math.max(...unpaired.map((p) => p.score));
    const residents = new Set(unpaired.filter((p) => p.score === top));
    const actual: Pair[] = [...residents]
      .filter((r) => r.startNumber < (opponent.get(r.startNumber) as number) || !residents.has(player(opponent.get(r.startNumber) as number)))
      .map((r) => [r, player(opponent.get(r.startNumber) as number)]);
    const bracket = actual.flat();
    const missed = bracket.filter((p) => (white.has(p.startNumber) ? 'w' : 'b') !== p.preference).length;
    const sequence = [...unpaired].filter((p) => p.score < top).sort((p, q) => q.score - p.score || p.tpn - q.tpn);
    const setKey = (pairs: Pair[]) =>
      pairs
        .flat()
        .filter((p) => !residents.has(p))
        .map((p) => sequence.indexOf(p))
        .sort((p, q) => p - q);
    let best: { q: [string, number[]][]; set: number[] } | null = null;
    for (const m of matchings(round, unpaired)) {
      const inBracket = m.filter(([a, b]) => residents.has(a) || residents.has(b));
      const q = quality(round, residents, inBracket, inBracket.filter(([a, b]) => a.preference === b.preference).length);
      const set = setKey(inBracket);
      if (best === null || firstWorse(best.q, q) !== null || (firstWorse(q, best.q) === null && compareLists(set, best.set) < 0)) best = { q, set };
    }
    if (best === null) {
      at('art. 2.2.1 [C4]', `the players from score ${top / 10} down cannot all be paired`);
      return out;
    }
    const worse = firstWorse(quality(round, residents, actual, missed), best.q);
    if (worse) at(worse, `the bracket of score ${top / 10} could be paired better`);
    else if (compareLists(setKey(actual), best.set) !== 0) at('art. 3.2.2, 4.2', `the bracket of score ${top / 10} has not the first best set of upfloaters`);
    else {
      const expected = new Set(expectedBracketPairs(round, bracket).map(([a, b]) => key(a, b)));
      if (actual.some(([a, b]) => !expected.has(key(a, b)))) at('art. 3.2.3-3.2.6', `the bracket of score ${top / 10} is paired ${[...expected].join(' ')}`);
    }
    for (const [a, b] of actual) {
      const { colour, rule } = expectedColour(a, b, round.initialColour);
      if ((white.has(a.startNumber) ? 'w' : 'b') !== colour)
        at(`art. ${rule}`, `${a.startNumber} should have ${colour === 'w' ? 'white' : 'black'} against ${b.startNumber}`);
    }
    const done = new Set(bracket);
    unpaired = unpaired.filter((p) => !done.has(p));
  }
  return out;
}
