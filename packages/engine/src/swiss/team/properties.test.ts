// On random team events, whatever the results, absences and forfeits: [C1]
// and [C2] always hold and every team to pair but at most one is paired.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_TEAM_SCORING, type TeamRoundPairing } from '../../teams/model.js';
import { NoLegalTeamPairingError, pairTeamRound, type TeamPairingState } from './index.js';
import { playRandomEvent } from './test-support/events.js';

function broken(state: TeamPairingState, p: TeamRoundPairing): string[] {
  const problems: string[] = [];
  const rounds = new Map(state.teams.map((t) => [t.pairingNumber, t.rounds]));
  const seen = new Set<number>();
  for (const m of p.matches) {
    for (const t of [m.white, m.black]) {
      if (seen.has(t)) problems.push(`${t} paired twice`);
      seen.add(t);
    }
    if (rounds.get(m.white)!.some((r) => r.opponent === m.black)) problems.push(`[C1]: ${m.white}–${m.black} again`);
  }
  if (p.pairingAllocatedBye !== null) {
    seen.add(p.pairingAllocatedBye);
    const earlier = rounds.get(p.pairingAllocatedBye)!;
    if (earlier.some((r) => r.kind === 'pairingAllocatedBye' || r.kind === 'forfeitWin' || r.kind === 'fullPointBye')) {
      problems.push(`[C2]: bye to ${p.pairingAllocatedBye}`);
    }
  }
  const toPair = new Set(state.toPair);
  if (seen.size !== toPair.size || [...seen].some((t) => !toPair.has(t))) problems.push('not every team to pair paired');
  if (toPair.size % 2 === 0 && p.pairingAllocatedBye !== null) problems.push('a bye in an even field');
  return problems;
}

describe('team pairings keep the absolute criteria', () => {
  it('on random events', () => {
    const event = fc.record({
      teams: fc.integer({ min: 2, max: 30 }),
      rounds: fc.integer({ min: 1, max: 11 }),
      boards: fc.integer({ min: 1, max: 6 }),
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      type: fc.constantFrom('A' as const, 'B' as const, 'none' as const),
      primary: fc.constantFrom('match' as const, 'game' as const),
    });
    fc.assert(
      fc.property(event, (e) => {
        const problems: string[] = [];
        const scoring = { ...STANDARD_TEAM_SCORING, colourPreferenceType: e.type, primary: e.primary };
        playRandomEvent({ ...e, scoring, absence: 0.05, forfeits: 0.05 }, (state) => {
          let p: TeamRoundPairing;
          try {
            p = pairTeamRound(state);
          } catch (error) {
            if (error instanceof NoLegalTeamPairingError) return null;
            throw error;
          }
          problems.push(...broken(state, p).map((b) => `round ${state.round}: ${b}`));
          return p;
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
