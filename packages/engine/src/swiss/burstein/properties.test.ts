// Random tournaments played round by round with the Burstein system: every
// round's pairing must pass the oracle (oracle.ts), whatever the results,
// requested byes, forfeits and forbidden pairs. The seeding rounds (art. 1.6)
// are paired by the Dutch system; the rounds after them are the ones the
// oracle judges in full.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playScenario, scenarios } from '../test-support/random-tournaments.js';
import { pairBurstein } from './index.js';
import { checkBursteinPairing } from './oracle.js';

describe('Burstein pairings pass the oracle', () => {
  it('on random tournaments of up to 12 players', () => {
    let judged = 0;
    fc.assert(
      fc.property(scenarios({ maxPlayers: 12, minRounds: 2, maxRounds: 9, maxForbidden: 2 }), (s) => {
        const findings = playScenario(s, pairBurstein, (t, _, pairing) => {
          if (!pairing.seeding) judged++;
          return checkBursteinPairing(t, pairing).map((b) => `${b.article}: ${b.message}`);
        });
        expect(findings).toEqual([]);
      }),
      { numRuns: 150, seed: 20260201 },
    );
    // The runs reach past the seeding rounds often enough to mean something.
    expect(judged).toBeGreaterThan(100);
  });
});
