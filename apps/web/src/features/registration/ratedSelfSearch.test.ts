import { describe, expect, it } from 'vitest';
import { searchOutcome } from './ratedSelfSearch.js';

const list = { listDate: '2026-11-01', fileName: 'players_list_foa.txt', players: 1_200_000, importedAt: '2026-11-02T08:00:00.000Z' };

describe('what the player reads after looking for themselves on the rating list', () => {
  it('says no list is imported, rather than asking for another spelling', () => {
    const outcome = searchOutcome({ list: null, total: 0 });
    expect(outcome.title).toBe('No FIDE rating list has been imported here');
    expect(outcome.empty).not.toMatch(/spelling/);
  });
  it('names the list searched when nobody is on it, and suggests another spelling', () => {
    expect(searchOutcome({ list, total: 0 })).toEqual({
      title: 'Nobody found on the FIDE list of 2026-11-01',
      empty: 'Try another spelling, or your FIDE id, or register without a rating-list record.',
    });
    expect(searchOutcome({ list, total: 3 }).title).toBe('Is one of these you?');
  });
});
