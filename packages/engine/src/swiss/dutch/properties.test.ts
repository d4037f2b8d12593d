// On random tournaments, whatever the results, requested byes, forfeits and
// forbidden pairs, no Dutch pairing may break an absolute criterion.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playScenario, scenarios } from '../test-support/random-tournaments.js';
import { pairDutch } from './index.js';
import { absoluteCriteriaBroken } from './test-support/absolute-criteria.js';

describe('Dutch pairings keep the absolute criteria', () => {
  it('on random tournaments', () => {
    fc.assert(
      fc.property(scenarios({ maxPlayers: 24, maxRounds: 9, maxForbidden: 3 }), (s) => {
        expect(playScenario(s, (t) => pairDutch(t), absoluteCriteriaBroken)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
