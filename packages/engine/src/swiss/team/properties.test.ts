// On random team events, whatever the results, absences and forfeits: [C1]
// and [C2] always hold and every team to pair but at most one is paired.

import { describe, it } from 'vitest';
import type { TeamRoundPairing } from '../../teams/model.js';
import { pairTeamRound, type TeamPairingState } from './index.js';
import { expectNoProblemsOnRandomEvents } from './test-support/events.js';

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
    expectNoProblemsOnRandomEvents({ teams: 30, rounds: 11, boards: 6 }, 150, (state) => {
      const pairing = pairTeamRound(state);
      return { problems: broken(state, pairing), pairing };
    });
  });
});
