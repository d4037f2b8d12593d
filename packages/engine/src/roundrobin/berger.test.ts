import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceDir } from '../trf/test-support/conformance.js';
import { bergerTable, doubleRoundRobin, MAX_ROUND_ROBIN_PLAYERS } from './index.js';

const dir = join(conformanceDir, 'berger');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('bergerTable', () => {
  it(`reproduces all ${files.length} FIDE Berger tables of the conformance data`, () => {
    expect(files.length).toBeGreaterThanOrEqual(28);
    for (const f of files) {
      const expected = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { players: number };
      expect(bergerTable(expected.players), f).toEqual(expected);
    }
  });

  it('meets everyone exactly once, one game per player and round, for any size', () => {
    for (const players of [2, 3, 31, 64, 101]) {
      const t = bergerTable(players);
      const met = new Set<string>();
      for (const boards of t.rounds) {
        const seen = new Set(boards.flat());
        expect(seen.size).toBe(t.pairingNumbers);
        for (const [w, b] of boards) met.add(`${Math.min(w, b)}-${Math.max(w, b)}`);
      }
      expect(met.size).toBe((t.pairingNumbers * (t.pairingNumbers - 1)) / 2);
      expect(t.rounds).toHaveLength(t.pairingNumbers - 1);
    }
  });

  it('refuses fewer than two players, fractions and tables beyond the limit', () => {
    expect(() => bergerTable(1)).toThrow(RangeError);
    expect(() => bergerTable(4.5)).toThrow(RangeError);
    expect(() => bergerTable(MAX_ROUND_ROBIN_PLAYERS + 1)).toThrow(/larger/);
  });
});

describe('doubleRoundRobin', () => {
  it('plays the table twice, colours reversed, with the last two rounds of the first cycle swapped', () => {
    const single = bergerTable(6);
    const double = doubleRoundRobin(6);
    expect(double.rounds).toHaveLength(10);
    expect(double.rounds.slice(0, 3)).toEqual(single.rounds.slice(0, 3));
    expect(double.rounds[3]).toEqual(single.rounds[4]);
    expect(double.rounds[4]).toEqual(single.rounds[3]);
    expect(double.rounds.slice(5)).toEqual(single.rounds.map((boards) => boards.map(([w, b]) => [b, w])));
    expect(doubleRoundRobin(6, { swapLastTwoRounds: false }).rounds.slice(0, 5)).toEqual(single.rounds);
  });

  it('gives nobody the same colour three rounds running', () => {
    for (const players of [4, 6, 8, 10, 12, 14]) {
      const { rounds, pairingNumbers } = doubleRoundRobin(players);
      for (let p = 1; p <= pairingNumbers; p++) {
        const colours = rounds.map((boards) => (boards.some(([w]) => w === p) ? 'w' : 'b')).join('');
        expect(colours, `${players} players, number ${p}`).not.toMatch(/www|bbb/);
      }
    }
  });
});
