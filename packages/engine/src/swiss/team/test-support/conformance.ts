// The team Swiss conformance set (conformance/team-swiss): how the reference program's answers read, whether a
// pairing is legal, and where two pairings of a round part.

import type { Colour } from '../../../model.js';
import type { TeamRoundPairing } from '../../../teams/model.js';
import { firstTeam } from '../colours.js';
import { pairingContext } from '../context.js';
import type { TeamPairingState } from '../state.js';
import type { TeamFacts } from '../team-facts.js';

/**
 * A pairing as bbpPairings' `-p` output gives it: the number of pairs on the first line, then one `white black`
 * line per pair in the program's order, team pairing numbers, `team 0` for the pairing-allocated bye.
 */
export function readPairingOutput(text: string): TeamRoundPairing {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const count = Number(lines[0]);
  const pairing: TeamRoundPairing = { matches: [], pairingAllocatedBye: null };
  for (const line of lines.slice(1)) {
    const [white, black] = line.trim().split(/\s+/).map(Number);
    if (black === 0) pairing.pairingAllocatedBye = white;
    else pairing.matches.push({ white, black });
  }
  if (lines.length - 1 !== count) throw new Error(`pairing output announces ${count} pairs but lists ${lines.length - 1}`);
  return pairing;
}

/** Where a pairing first departs from another, read as C.04.6 pairs a round: the bye, then bracket after bracket. */
export interface PairingDeparture {
  /** The article whose step the two pairings first disagree on. */
  article: string;
  /** Which pairing that step's rule prefers: Kingside's, the reference's, or neither by this rule alone. */
  favours: 'kingside' | 'reference' | 'undecided';
  detail: string;
}

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

function partners(p: TeamRoundPairing): Map<number, number> {
  const m = new Map<number, number>();
  for (const { white, black } of p.matches) {
    m.set(white, black);
    m.set(black, white);
  }
  return m;
}

/** Art. 3.6.2: the top members' TPNs in ascending order, then their bottom members'. */
function identifier(pairs: readonly [number, number][]): number[] {
  const sorted = pairs.map(([a, b]) => [Math.min(a, b), Math.max(a, b)]).sort((x, y) => x[0] - y[0]);
  return [...sorted.map((p) => p[0]), ...sorted.map((p) => p[1])];
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Whether a rule of art. 4.3.2–4.3.5 gives the colours before 4.3.6 does: preferences, then colour differences. */
function decidedBefore436(typeB: boolean, first: TeamFacts, second: TeamFacts): boolean {
  const f = first.preference;
  const s = second.preference;
  if ((f.colour === null) !== (s.colour === null)) return true;
  if (f.colour !== null && f.colour !== s.colour) return true;
  if (typeB && f.colour !== null && f.strong !== s.strong) return true;
  return first.colourDifference !== second.colourDifference;
}

/** Art. 4.3.6: the first team's colour in the most recent round in which both played, with different colours. */
function contrastColour(first: TeamFacts, second: TeamFacts): Colour | null {
  for (let i = Math.min(first.roundColours.length, second.roundColours.length) - 1; i >= 0; i--) {
    const a = first.roundColours[i];
    const b = second.roundColours[i];
    if (a !== null && b !== null && a !== b) return a;
  }
  return null;
}

/** Every team of `pairing` may meet its opponent ([C1]) and the bye goes to a team [C2] allows, all teams seated. */
export function isLegalPairing(state: TeamPairingState, pairing: TeamRoundPairing): boolean {
  const ctx = pairingContext(state);
  const seated = [...pairing.matches.flatMap((m) => [m.white, m.black]), ...(pairing.pairingAllocatedBye === null ? [] : [pairing.pairingAllocatedBye])];
  if (seated.length !== state.toPair.length || new Set(seated).size !== seated.length || !seated.every((n) => state.toPair.includes(n))) return false;
  if (pairing.pairingAllocatedBye !== null && !ctx.facts.get(pairing.pairingAllocatedBye)?.mayGetBye) return false;
  return pairing.matches.every((m) => ctx.legal(m.white, m.black));
}

/**
 * The first step of C.04.6 art. 3.3.2 at which `reference` departs from `kingside` (both pairings of `state`), or
 * null when they are the same. Kingside pairs bracket by bracket, so its pairing gives each bracket: the
 * top-scoregroup of the teams not yet paired and the upfloaters its residents meet. The first bracket the two
 * pairings treat differently is compared by the rule of the step that differs: the number of upfloaters ([C4]),
 * their scores ([C5]), the order of upfloater sets (3.5.4), the bracket's pairs ([C8], [C9], then the identifier
 * of 3.6.2), its colours (art. 4).
 */
export function departure(state: TeamPairingState, kingside: TeamRoundPairing | null, reference: TeamRoundPairing | null): PairingDeparture | null {
  if (kingside === null && reference === null) return null;
  if (kingside === null || reference === null) {
    const paired = (kingside ?? reference) as TeamRoundPairing;
    const legal = isLegalPairing(state, paired);
    return {
      article: '3.3.3',
      favours: legal ? (kingside === null ? 'reference' : 'kingside') : kingside === null ? 'kingside' : 'reference',
      detail: `${kingside === null ? 'Kingside' : 'the reference'} finds no pairing; the other's is ${legal ? 'legal' : 'not legal'}`,
    };
  }
  if (kingside.pairingAllocatedBye !== reference.pairingAllocatedBye) {
    return { article: '3.4', favours: 'undecided', detail: `bye ${kingside.pairingAllocatedBye} / reference ${reference.pairingAllocatedBye}` };
  }
  const ctx = pairingContext(state);
  const score = (n: number) => ctx.facts.get(n)!.score;
  const ours = partners(kingside);
  const theirs = partners(reference);
  let unpaired = state.toPair.filter((n) => n !== kingside.pairingAllocatedBye);
  while (unpaired.length > 0) {
    const top = Math.max(...unpaired.map(score));
    const residents = unpaired.filter((n) => score(n) === top);
    const upfloaters = (mates: Map<number, number>) =>
      [...new Set(residents.map((r) => mates.get(r)!).filter((n) => !residents.includes(n)))].sort((a, b) => a - b);
    const ku = upfloaters(ours);
    const ru = upfloaters(theirs);
    const where = `bracket of score ${top}`;
    if (ku.length !== ru.length) {
      return {
        article: '3.5.2 [C4]',
        favours: ku.length < ru.length ? 'kingside' : 'reference',
        detail: `${where}: upfloaters ${ku.join(',')} / reference ${ru.join(',')}`,
      };
    }
    const differences = (u: number[]) => u.map((n) => top - score(n)).sort((a, b) => b - a);
    const c5 = compareLists(differences(ku), differences(ru));
    if (c5 !== 0)
      return { article: '3.5.2 [C5]', favours: c5 < 0 ? 'kingside' : 'reference', detail: `${where}: upfloaters ${ku.join(',')} / reference ${ru.join(',')}` };
    if (compareLists(ku, ru) !== 0) {
      const detail = `${where}: upfloaters ${ku.join(',')} / reference ${ru.join(',')}`;
      // 3.5.5: of the sets in the order of 3.5.4, the first that meets [C6] and [C7].
      const floated = (u: number[]) => (ctx.floatHistory ? u.filter((n) => ctx.facts.get(n)!.floatedLastRound).length : 0);
      const c7 = floated(ku) - floated(ru);
      if (c7 !== 0) return { article: '3.5.5 [C7]', favours: c7 < 0 ? 'kingside' : 'reference', detail: `${detail}; floaters ${floated(ku)} / ${floated(ru)}` };
      const first = compareLists(ku, ru) < 0;
      return { article: first ? '3.5.4' : '3.5.5 [C6]', favours: first ? 'kingside' : 'undecided', detail };
    }
    const bracket = [...residents, ...ku];
    const pairsOf = (mates: Map<number, number>) => {
      const seen = new Set<string>();
      const out: [number, number][] = [];
      for (const n of bracket) {
        const key = pairKey(n, mates.get(n)!);
        if (!seen.has(key)) out.push([n, mates.get(n)!]);
        seen.add(key);
      }
      return out;
    };
    const kp = pairsOf(ours);
    const rp = pairsOf(theirs);
    if (
      kp
        .map(([a, b]) => pairKey(a, b))
        .sort()
        .join() !==
      rp
        .map(([a, b]) => pairKey(a, b))
        .sort()
        .join()
    ) {
      const unfulfilled = (pairs: [number, number][], strong: boolean) =>
        pairs.filter(([a, b]) => {
          const pa = ctx.facts.get(a)!.preference;
          const pb = ctx.facts.get(b)!.preference;
          return pa.colour !== null && pa.colour === pb.colour && (!strong || (pa.strong && pb.strong));
        }).length;
      const c8 = unfulfilled(kp, false) - unfulfilled(rp, false);
      if (c8 !== 0)
        return {
          article: '3.6.4 [C8]',
          favours: c8 < 0 ? 'kingside' : 'reference',
          detail: `${where}: pairs with one preference unfulfilled ${unfulfilled(kp, false)} / reference ${unfulfilled(rp, false)}`,
        };
      const c9 = ctx.typeB ? unfulfilled(kp, true) - unfulfilled(rp, true) : 0;
      if (c9 !== 0)
        return {
          article: '3.6.4 [C9]',
          favours: c9 < 0 ? 'kingside' : 'reference',
          detail: `${where}: strong preferences unfulfilled ${unfulfilled(kp, true)} / reference ${unfulfilled(rp, true)}`,
        };
      // [C10]: upfloaters' opponents that floated in the previous round.
      const c10of = (pairs: [number, number][]) =>
        ctx.floatHistory ? pairs.filter(([a, b]) => score(a) !== score(b) && ctx.facts.get(score(a) > score(b) ? a : b)!.floatedLastRound).length : 0;
      const c10 = c10of(kp) - c10of(rp);
      if (c10 !== 0)
        return {
          article: '3.6.4 [C10]',
          favours: c10 < 0 ? 'kingside' : 'reference',
          detail: `${where}: floating opponents of upfloaters ${c10of(kp)} / reference ${c10of(rp)}`,
        };
      const id = compareLists(identifier(kp), identifier(rp));
      return {
        article: '3.6.3',
        favours: id < 0 ? 'kingside' : 'reference',
        detail: `${where}: identifier ${identifier(kp).join(',')} / reference ${identifier(rp).join(',')}`,
      };
    }
    const white = new Set(kingside.matches.map((m) => m.white));
    const flipped = reference.matches.filter((m) => bracket.includes(m.white) && !white.has(m.white));
    if (flipped.length > 0) {
      const [m] = flipped;
      const detail = `${where}: reference ${m.white}-${m.black}`;
      const [first] = firstTeam(ctx, ctx.facts.get(m.white)!, ctx.facts.get(m.black)!);
      const second = ctx.facts.get(m.white === first.pairingNumber ? m.black : m.white)!;
      if (first.colours.length > 0 || second.colours.length > 0) {
        const contrast = contrastColour(first, second);
        if (!decidedBefore436(ctx.typeB, first, second) && contrast !== null) {
          // 4.3.6: the first team gets the colour its opponent had in the most recent round they had different colours.
          const referenceGivesIt = (m.white === first.pairingNumber) === (contrast === 'b');
          return { article: '4.3.6', favours: referenceGivesIt ? 'reference' : 'kingside', detail };
        }
        return { article: '4.3', favours: 'undecided', detail };
      }
      // 4.3.1: neither team has played; the first team has the initial colour when its TPN is odd.
      const initialForFirst = first.pairingNumber % 2 === 1;
      const firstWhite = initialForFirst === (state.initialColour === 'w');
      return { article: '4.3.1', favours: (m.white === first.pairingNumber) === firstWhite ? 'reference' : 'kingside', detail };
    }
    unpaired = unpaired.filter((n) => !bracket.includes(n));
  }
  return null;
}
