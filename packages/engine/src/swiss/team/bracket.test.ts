// One bracket paired by the two matchings of bracket.ts against every pairing
// of it sorted as art. 3.6 sorts them, on random brackets of up to 12 teams
// (10,395 pairings) with random rematches, preferences and floaters.

import { describe, expect, it } from 'vitest';
import type { Colour } from '../../model.js';
import { pairBracket } from './bracket.js';
import type { TeamPairingContext } from './context.js';
import type { TeamFacts } from './team-facts.js';
import { bruteForceBracket } from './test-support/brute-force.js';
import { teamState, warmedRandom } from './test-support/events.js';

function randomBracket(seed: number): { ctx: TeamPairingContext; teams: TeamFacts[]; upfloaters: Set<TeamFacts> } {
  const random = warmedRandom(seed);
  const size = 2 * (1 + Math.floor(random() * 6));
  const colours: (Colour | null)[] = ['w', 'b', null];
  const teams: TeamFacts[] = Array.from({ length: size }, (_, i) => {
    const colour = colours[Math.floor(random() * 3)];
    return {
      pairingNumber: 1 + i * 3 + Math.floor(random() * 3),
      score: 0,
      secondary: 0,
      matchesPlayed: 0,
      colours: [],
      colourDifference: 0,
      roundColours: [],
      preference: { colour, strong: colour !== null && random() < 0.5 },
      mayGetBye: true,
      floatedLastRound: random() < 0.3,
      opponents: new Set(),
    };
  });
  const illegal = new Set<string>();
  for (const a of teams) for (const b of teams) if (a.pairingNumber < b.pairingNumber && random() < 0.25) illegal.add(`${a.pairingNumber}-${b.pairingNumber}`);
  const ctx: TeamPairingContext = {
    state: teamState([]),
    facts: new Map(teams.map((t) => [t.pairingNumber, t])),
    legal: (a, b) => !illegal.has(`${Math.min(a, b)}-${Math.max(a, b)}`),
    floatHistory: random() < 0.7,
    typeB: random() < 0.5,
  };
  return { ctx, teams, upfloaters: new Set(teams.filter(() => random() < 0.3)) };
}

describe('a bracket paired by matchings is the first pairing by art. 3.6', () => {
  it('on 300 random brackets', () => {
    let compared = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const { ctx, teams, upfloaters } = randomBracket(seed);
      const shuffled = [...teams].reverse();
      const got = pairBracket(ctx, shuffled, new Set([...upfloaters].map((t) => t.pairingNumber)));
      const expected = bruteForceBracket(ctx, teams, upfloaters);
      const pairs = (p: [TeamFacts, TeamFacts][]) => p.map(([a, b]) => [a.pairingNumber, b.pairingNumber].sort((x, y) => x - y).join('-')).sort();
      if (expected === null) {
        expect(got).toBeNull();
        continue;
      }
      expect({ seed, pairs: pairs(got!.map((p) => [p.top, p.bottom])) }).toEqual({ seed, pairs: pairs(expected) });
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
  });
});
