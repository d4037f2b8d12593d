import { describe, expect, it } from 'vitest';
import { isPublicView, missingRound, missingRoundText, roundOf, viewOf, viewPath } from './publicTabs.js';

describe('public tournament views', () => {
  it('reads the view from the address', () => {
    expect(viewOf('pairings')).toBe('pairings');
    expect(viewOf(undefined)).toBe('info');
    expect(viewOf('prizes')).toBe('prizes');
    expect(viewOf('payouts')).toBe('info');
  });
  it('shows the asked round, else the latest paired one', () => {
    expect(roundOf('2', 4)).toBe(2);
    expect(roundOf(undefined, 4)).toBe(4);
    expect(roundOf('9', 4)).toBe(4);
    expect(roundOf('x', 0)).toBe(0);
  });
  it('tells an unknown view apart (the not-found page, not the information tab)', () => {
    expect(isPublicView('crosstable')).toBe(true);
    expect(isPublicView('foo')).toBe(false);
  });
  it('says which asked round the tournament does not have, rather than showing another', () => {
    expect(missingRound(undefined, 7)).toBeNull();
    expect(missingRound('7', 7)).toBeNull();
    expect(missingRound('99', 7)).toBe('99');
    expect(missingRound('0', 7)).toBe('0');
    expect(missingRound('1', 0)).toBe('1');
    expect(missingRoundText('99', 7)).toBe('Round 99 does not exist in this tournament: rounds 1 to 7 are paired so far.');
    expect(missingRoundText('2', 1)).toBe('Round 2 does not exist in this tournament: only round 1 is paired so far.');
    expect(missingRoundText('1', 0)).toBe('Round 1 does not exist in this tournament: no round is paired yet.');
  });
  it('writes the address of a view', () => {
    expect(viewPath('t1', 'info', 3)).toBe('/tournaments/t1');
    expect(viewPath('t1', 'standings', 3)).toBe('/tournaments/t1/standings/3');
    expect(viewPath('t1', 'players')).toBe('/tournaments/t1/players');
  });
});
