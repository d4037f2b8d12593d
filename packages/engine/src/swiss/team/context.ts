// One round's pairing context: the teams' facts, which pairs are legal, and
// which quality criteria are in force this round.

import type { TeamPairingState } from './state.js';
import { mayMeet, teamFacts, type TeamFacts } from './team-facts.js';

export interface TeamPairingContext {
  state: TeamPairingState;
  facts: Map<number, TeamFacts>;
  /** Art. 2.1.1 [C1] (and the forbidden pairs of the regulations): may the two teams meet? */
  legal(a: number, b: number): boolean;
  /** [C7] and [C10] hold except in the last two rounds (art. 2.3.4, 2.3.7). */
  floatHistory: boolean;
  typeB: boolean;
}

export function pairingContext(state: TeamPairingState): TeamPairingContext {
  const facts = teamFacts(state);
  const numbers = [...state.toPair];
  const size = Math.max(0, ...state.teams.map((t) => t.pairingNumber), ...numbers) + 1;
  const legalPairs = new Uint8Array(size * size);
  for (let i = 0; i < numbers.length; i++) {
    for (let j = i + 1; j < numbers.length; j++) {
      const a = numbers[i];
      const b = numbers[j];
      if (!mayMeet(state, facts, a, b) || !mayMeet(state, facts, b, a)) continue;
      legalPairs[a * size + b] = 1;
      legalPairs[b * size + a] = 1;
    }
  }
  return {
    state,
    facts,
    legal: (a, b) => legalPairs[a * size + b] === 1,
    floatHistory: state.round < state.totalRounds - 1,
    typeB: state.scoring.colourPreferenceType === 'B',
  };
}

/** Art. 1.2 order: higher score first, then smaller TPN. */
export function byScoreThenNumber(a: TeamFacts, b: TeamFacts): number {
  return b.score - a.score || a.pairingNumber - b.pairingNumber;
}
