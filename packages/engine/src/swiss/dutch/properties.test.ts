// On random tournaments, whatever the results, requested byes, forfeits and
// forbidden pairs, no Dutch pairing may break an absolute criterion.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS, type Colour, type Player, type ResultCode, type Tournament } from '../../model.js';
import { gameWasPlayed } from '../player-pairing-state.js';
import { NoValidPairingError, pairDutch } from './index.js';

interface Scenario {
  players: number;
  rounds: number;
  seed: number;
  forbidden: [number, number][];
}

/** A small deterministic generator, so that one fast-check seed replays a whole tournament. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

function emptyTournament(players: number, rounds: number, forbidden: [number, number][]): Tournament {
  const list: Player[] = [];
  for (let i = 1; i <= players; i++) {
    list.push({ startNumber: i, name: `P${i}`, sex: '', title: '', rating: 2500 - i * 7, federation: '', fideId: '', birthDate: '', points: 0, rank: 0, rounds: [] });
  }
  return {
    name: 'random', city: '', federation: '', startDate: '', endDate: '', chiefArbiter: '', deputyArbiters: [], timeControl: '',
    tournamentType: 'FIDE_DUTCH_2025', totalRounds: rounds, initialColour: 'w', pointSystem: { ...STANDARD_POINTS },
    players: list, forbiddenPairs: forbidden, accelerations: [], keptLines: [],
  };
}

function points(p: Player): number {
  let s = 0;
  for (const e of p.rounds) {
    if (e.result === '1' || e.result === '+' || e.result === 'U' || e.result === 'F') s += 1;
    else if (e.result === '=' || e.result === 'H') s += 0.5;
  }
  return s;
}

/** Checks one round's pairing against the absolute criteria; returns what was broken, if anything. */
function violations(t: Tournament, round: number, pairs: { white: number; black: number }[], bye: number | null): string[] {
  const out: string[] = [];
  const byNumber = new Map(t.players.map((p) => [p.startNumber, p]));
  const seen = new Set<number>();
  const toPair = t.players.filter((p) => p.rounds.length < round).map((p) => p.startNumber);
  const lastRound = round === t.totalRounds;
  const topscore = (n: number) => points(byNumber.get(n) as Player) > (round - 1) / 2;
  for (const { white, black } of pairs) {
    for (const n of [white, black]) {
      if (seen.has(n)) out.push(`${n} paired twice`);
      seen.add(n);
    }
    const w = byNumber.get(white) as Player;
    if (w.rounds.some((e) => gameWasPlayed(e) && e.opponent === black)) out.push(`rematch ${white}-${black}`);
    if (t.forbiddenPairs.some(([a, b]) => (a === white && b === black) || (a === black && b === white))) out.push(`forbidden ${white}-${black}`);
    for (const [n, c, other] of [[white, 'w', black], [black, 'b', white]] as [number, Colour, number][]) {
      const colours = (byNumber.get(n) as Player).rounds.filter(gameWasPlayed).map((e) => e.colour as Colour);
      colours.push(c);
      const diff = colours.filter((x) => x === 'w').length - colours.filter((x) => x === 'b').length;
      const k = colours.length;
      const threeInRow = k >= 3 && colours[k - 1] === colours[k - 2] && colours[k - 2] === colours[k - 3];
      if ((Math.abs(diff) > 2 || threeInRow) && !(lastRound && (topscore(n) || topscore(other)))) out.push(`colour rule broken for ${n}`);
    }
  }
  if (bye !== null) {
    if (seen.has(bye)) out.push(`bye ${bye} also paired`);
    seen.add(bye);
    const p = byNumber.get(bye) as Player;
    if (p.rounds.some((e) => e.opponent === null && (e.result === 'U' || e.result === 'F'))) out.push(`second bye for ${bye}`);
  }
  for (const n of toPair) if (!seen.has(n)) out.push(`${n} left out`);
  if (toPair.length % 2 === 0 && bye !== null) out.push('bye with an even count');
  return out;
}

function play(s: Scenario): string[] {
  const t = emptyTournament(s.players, s.rounds, s.forbidden);
  const rnd = random(s.seed);
  for (let r = 1; r <= s.rounds; r++) {
    // A few players ask for a half-point bye this round.
    for (const p of t.players) if (r > 1 && rnd() < 0.05) p.rounds.push({ opponent: null, colour: null, result: 'H' });
    let pairing: ReturnType<typeof pairDutch>;
    try {
      pairing = pairDutch(t);
    } catch (e) {
      if (e instanceof NoValidPairingError) return [];
      throw e;
    }
    const broken = violations(t, r, pairing.pairs, pairing.bye);
    if (broken.length) return broken.map((b) => `round ${r}: ${b}`);
    for (const { white, black } of pairing.pairs) {
      const x = rnd();
      const forfeit = x < 0.04;
      const [rw, rb]: [ResultCode, ResultCode] = forfeit ? ['+', '-'] : x < 0.45 ? ['1', '0'] : x < 0.75 ? ['=', '='] : ['0', '1'];
      (t.players[white - 1] as Player).rounds.push({ opponent: black, colour: 'w', result: rw });
      (t.players[black - 1] as Player).rounds.push({ opponent: white, colour: 'b', result: rb });
    }
    if (pairing.bye !== null) t.players[pairing.bye - 1].rounds.push({ opponent: null, colour: null, result: 'U' });
  }
  return [];
}

describe('Dutch pairings keep the absolute criteria', () => {
  it('on random tournaments', () => {
    const scenario = fc
      .record({ players: fc.integer({ min: 2, max: 24 }), rounds: fc.integer({ min: 1, max: 9 }), seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }) })
      .chain((base) =>
        fc.record({
          players: fc.constant(base.players),
          rounds: fc.constant(base.rounds),
          seed: fc.constant(base.seed),
          forbidden: fc.array(fc.tuple(fc.integer({ min: 1, max: base.players }), fc.integer({ min: 1, max: base.players })).filter(([a, b]) => a !== b), { maxLength: 3 }),
        }),
      );
    fc.assert(fc.property(scenario, (s) => { expect(play(s)).toEqual([]); }), { numRuns: 60 });
  });
});
