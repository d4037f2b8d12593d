// Random tournaments played round by round with the Dubov system: every
// round's pairing must pass the oracle (oracle.ts), whatever the results,
// requested byes, forfeits and forbidden pairs.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playScenario, scenarios } from '../test-support/random-tournaments.js';
import { pairDubov } from './index.js';
import { checkDubovPairing } from './oracle.js';

describe('Dubov pairings pass the oracle', () => {
  it('on random tournaments of up to 12 players', () => {
    fc.assert(
      fc.property(scenarios({ maxPlayers: 12, maxRounds: 7, maxForbidden: 2 }), (s) => {
        expect(playScenario(s, pairDubov, (t, _, pairing) => checkDubovPairing(t, pairing).map((b) => `${b.article}: ${b.message}`))).toEqual([]);
      }),
      { numRuns: 80, seed: 20260201 },
    );
  });
});
