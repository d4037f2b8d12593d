import { describe, expect, it } from 'vitest';
import { standingsYet, stateLabel } from './state.js';

describe('tournament state', () => {
  it('names the round the tournament stands at', () => {
    expect(stateLabel({ state: 'registration', currentRound: 0, rounds: 7 })).toBe('Registration');
    expect(stateLabel({ state: 'paired', currentRound: 2, rounds: 7 })).toBe('Round 2 paired');
    expect(stateLabel({ state: 'started', currentRound: 2, rounds: 7 })).toBe('Round 2 in play');
    expect(stateLabel({ state: 'scored', currentRound: 2, rounds: 7 })).toBe('Round 2 of 7 scored');
    expect(stateLabel({ state: 'scored', currentRound: 7, rounds: 7 })).toBe('All 7 rounds scored');
    expect(stateLabel({ state: 'finished', currentRound: 7, rounds: 7 })).toBe('Finished');
  });
  it('has standings once round 1 has started', () => {
    expect(standingsYet({ state: 'registration', currentRound: 0 })).toBe(false);
    expect(standingsYet({ state: 'paired', currentRound: 1 })).toBe(false);
    expect(standingsYet({ state: 'started', currentRound: 1 })).toBe(true);
    expect(standingsYet({ state: 'paired', currentRound: 2 })).toBe(true);
  });
});
