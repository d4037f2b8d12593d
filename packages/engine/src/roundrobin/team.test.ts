import { describe, expect, it } from 'vitest';
import { teamRoundRobin } from './team.js';

// Expected rounds written out from the FIDE Berger tables of C.05 Annex 1 (tables for 3–4 and 5–6 numbers).
const m = (white: number, black: number) => ({ white, black });

describe('teamRoundRobin', () => {
  it('pairs four teams as the Berger table for 4, the team on the left with white on board 1', () => {
    expect(teamRoundRobin(4)).toEqual([
      { matches: [m(1, 4), m(2, 3)], pairingAllocatedBye: null, freeTeam: null },
      { matches: [m(4, 3), m(1, 2)], pairingAllocatedBye: null, freeTeam: null },
      { matches: [m(2, 4), m(3, 1)], pairingAllocatedBye: null, freeTeam: null },
    ]);
  });

  it('gives the team meeting the dummy number 6 of the table for 5 a free round, not a bye with points', () => {
    expect(teamRoundRobin(5)).toEqual([
      { matches: [m(2, 5), m(3, 4)], pairingAllocatedBye: null, freeTeam: 1 },
      { matches: [m(5, 3), m(1, 2)], pairingAllocatedBye: null, freeTeam: 4 },
      { matches: [m(3, 1), m(4, 5)], pairingAllocatedBye: null, freeTeam: 2 },
      { matches: [m(1, 4), m(2, 3)], pairingAllocatedBye: null, freeTeam: 5 },
      { matches: [m(4, 2), m(5, 1)], pairingAllocatedBye: null, freeTeam: 3 },
    ]);
  });

  it('plays a double round robin as the table twice, the last two rounds of cycle 1 exchanged and cycle 2 reversed', () => {
    const rounds = teamRoundRobin(4, { cycles: 2 }).map((r) => r.matches);
    expect(rounds).toEqual([
      [m(1, 4), m(2, 3)],
      [m(2, 4), m(3, 1)],
      [m(4, 3), m(1, 2)],
      [m(4, 1), m(3, 2)],
      [m(3, 4), m(2, 1)],
      [m(4, 2), m(1, 3)],
    ]);
    expect(teamRoundRobin(4, { cycles: 2, swapLastTwoRounds: false })[1].matches).toEqual([m(4, 3), m(1, 2)]);
  });

  it('frees each team of an odd field once per cycle and pairs every other team once', () => {
    for (const teams of [3, 7, 11]) {
      const rounds = teamRoundRobin(teams, { cycles: 2 });
      expect(rounds).toHaveLength(2 * teams);
      const free = rounds.map((r) => r.freeTeam);
      for (let t = 1; t <= teams; t++)
        expect(
          free.filter((f) => f === t),
          `${teams} teams, team ${t}`,
        ).toHaveLength(2);
      const met = new Map<string, number>();
      for (const r of rounds) {
        expect(r.matches).toHaveLength((teams - 1) / 2);
        for (const { white, black } of r.matches) {
          const key = `${Math.min(white, black)}-${Math.max(white, black)}`;
          met.set(key, (met.get(key) ?? 0) + 1);
        }
      }
      expect(met.size).toBe((teams * (teams - 1)) / 2);
      expect([...met.values()].every((n) => n === 2)).toBe(true);
    }
  });

  it('gives each pair of teams board 1 white once in each cycle of a double round robin', () => {
    const rounds = teamRoundRobin(6, { cycles: 2 });
    const whites = new Set<string>();
    for (const r of rounds) for (const { white, black } of r.matches) whites.add(`${white}-${black}`);
    expect(whites.size).toBe(30);
  });

  it('refuses a field the Berger tables have no table for', () => {
    expect(() => teamRoundRobin(1)).toThrow(RangeError);
  });
});
