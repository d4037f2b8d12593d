// The matching-based pairing against the articles read literally
// (test-support/brute-force.ts) on small random events, round by round.

import { describe, expect, it } from 'vitest';
import { STANDARD_TEAM_SCORING, type TeamScoring } from '../../teams/model.js';
import { NoLegalTeamPairingError, pairTeamRound } from './index.js';
import { bruteForceTeamPairing } from './test-support/brute-force.js';
import { playRandomEvent } from './test-support/events.js';

const scorings: TeamScoring[] = [
  STANDARD_TEAM_SCORING,
  { ...STANDARD_TEAM_SCORING, colourPreferenceType: 'B' },
  { ...STANDARD_TEAM_SCORING, primary: 'game', colourPreferenceType: 'B' },
  { ...STANDARD_TEAM_SCORING, colourPreferenceType: 'none', matchPoints: { win: 3, draw: 1, loss: 0 } },
];

describe('the fast team pairing equals the enumeration of the articles', () => {
  it('on 400 small random events', () => {
    let rounds = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const teams = 4 + (seed % 7);
      playRandomEvent(
        {
          teams,
          rounds: 3 + (seed % 5),
          boards: 2 + (seed % 3),
          seed,
          scoring: scorings[seed % scorings.length],
          absence: 0.08,
          forfeits: 0.08,
          forbiddenPairs: seed % 3 === 0 ? [{ firstRound: 1, lastRound: 99, teams: [1, 2, 3] }] : [],
          // Baku-like: the top half gets a virtual point in the first two rounds.
          accelerations: seed % 4 === 1 ? [{ matchPoints: 1, gamePoints: 1, firstRound: 1, lastRound: 2, firstTeam: 1, lastTeam: Math.ceil(teams / 2) }] : [],
        },
        (state) => {
          const expected = bruteForceTeamPairing(state);
          if (expected === null) {
            expect(() => pairTeamRound(state)).toThrow(NoLegalTeamPairingError);
            return null;
          }
          const got = pairTeamRound(state);
          const pairs = got.matches.map((m) => [Math.min(m.white, m.black), Math.max(m.white, m.black)]).sort((a, b) => a[0] - b[0]);
          expect({ seed, round: state.round, pairs, bye: got.pairingAllocatedBye }).toEqual({ seed, round: state.round, ...expected });
          rounds++;
          return got;
        },
      );
    }
    expect(rounds).toBeGreaterThan(1000);
  });
});
