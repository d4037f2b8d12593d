// On random tournaments, whatever the results, requested byes, forfeits and
// forbidden pairs, no Dutch pairing may break an absolute criterion.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NoValidPairingError, pairDutch } from './index.js';
import { absoluteCriteriaBroken } from './test-support/absolute-criteria.js';
import { askForByes, generatedOpen, playRound, seededRandom } from './generated-open.js';

interface Scenario {
  players: number;
  rounds: number;
  seed: number;
  forbidden: [number, number][];
}

function play(s: Scenario): string[] {
  const t = generatedOpen(s.players, s.rounds, s.seed);
  t.forbiddenPairs = s.forbidden;
  const random = seededRandom(s.seed);
  for (let r = 1; r <= s.rounds; r++) {
    askForByes(t, random, 0.05);
    let pairing: ReturnType<typeof pairDutch>;
    try {
      pairing = pairDutch(t);
    } catch (e) {
      if (e instanceof NoValidPairingError) return [];
      throw e;
    }
    const broken = absoluteCriteriaBroken(t, r, pairing);
    if (broken.length) return broken.map((b) => `round ${r}: ${b}`);
    playRound(t, pairing, random, { forfeits: 0.04 });
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
          forbidden: fc.array(
            fc.tuple(fc.integer({ min: 1, max: base.players }), fc.integer({ min: 1, max: base.players })).filter(([a, b]) => a !== b),
            { maxLength: 3 },
          ),
        }),
      );
    fc.assert(
      fc.property(scenario, (s) => {
        expect(play(s)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
