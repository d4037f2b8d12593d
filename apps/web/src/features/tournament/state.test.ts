import { describe, expect, it } from 'vitest';
import { datesLabel, stateLabel } from './state.js';

describe('tournament state', () => {
  it('names the round the tournament stands at', () => {
    expect(stateLabel({ state: 'registration', currentRound: 0, rounds: 7 })).toBe('Registration');
    expect(stateLabel({ state: 'paired', currentRound: 2, rounds: 7 })).toBe('Round 2 paired');
    expect(stateLabel({ state: 'started', currentRound: 2, rounds: 7 })).toBe('Round 2 in play');
    expect(stateLabel({ state: 'scored', currentRound: 2, rounds: 7 })).toBe('Round 2 of 7 scored');
    expect(stateLabel({ state: 'scored', currentRound: 7, rounds: 7 })).toBe('All 7 rounds scored');
    expect(stateLabel({ state: 'finished', currentRound: 7, rounds: 7 })).toBe('Finished');
  });
  it('writes the dates', () => {
    expect(datesLabel('2026-10-01', '2026-10-05')).toBe('1 Oct 2026 – 5 Oct 2026');
    expect(datesLabel('2026-10-01', null)).toBe('1 Oct 2026');
    expect(datesLabel(null, null)).toBe('');
  });
});

describe('points', () => {
  it('are written with halves', async () => {
    const { formatPoints } = await import('./format.js');
    expect([0, 0.5, 1, 3.5, 10].map(formatPoints)).toEqual(['0', '½', '1', '3½', '10']);
  });
});

describe('tie-break values', () => {
  it('are written as points, whole numbers or two decimals', async () => {
    const { formatTiebreak } = await import('./format.js');
    expect([7.5, 2, 1843, 6.25, 1843.3333].map(formatTiebreak)).toEqual(['7½', '2', '1843', '6.25', '1843.33']);
  });
});
