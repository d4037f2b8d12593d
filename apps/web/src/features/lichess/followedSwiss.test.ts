import { describe, expect, it } from 'vitest';
import { followedStateLabel, isFollowedSwiss } from './followedSwiss.js';

const link = (kind: 'swiss' | 'arena') => ({
  tournament_id: '00000000-0000-4000-8000-000000000001',
  kind,
  lichess_id: 'abc',
  lichess_url: 'https://lichess.org/swiss/abc',
  synced_at: null,
});

describe('a Swiss followed from lichess', () => {
  it('is told apart from an Arena and from a tournament paired here', () => {
    expect(isFollowedSwiss(link('swiss'))).toBe(true);
    expect(isFollowedSwiss(link('arena'))).toBe(false);
    expect(isFollowedSwiss(null)).toBe(false);
    expect(isFollowedSwiss(undefined)).toBe(false);
  });
  it('says where it stands on lichess, not "Registration" here', () => {
    expect(followedStateLabel({ state: 'registration', currentRound: 0, rounds: 5 })).toBe('Not started on lichess');
    expect(followedStateLabel({ state: 'scored', currentRound: 2, rounds: 5 })).toBe('Round 2 of 5 scored on lichess');
    expect(followedStateLabel({ state: 'started', currentRound: 3, rounds: 5 })).toBe('Round 3 in play on lichess');
  });
});
