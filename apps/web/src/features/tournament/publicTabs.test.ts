import { describe, expect, it } from 'vitest';
import { roundOf, viewOf, viewPath } from './publicTabs.js';

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
  it('writes the address of a view', () => {
    expect(viewPath('t1', 'info', 3)).toBe('/tournaments/t1');
    expect(viewPath('t1', 'standings', 3)).toBe('/tournaments/t1/standings/3');
    expect(viewPath('t1', 'players')).toBe('/tournaments/t1/players');
  });
});
