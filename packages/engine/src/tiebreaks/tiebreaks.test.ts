import { describe, expect, it } from 'vitest';
import type { Tournament } from '../model.js';
import { tournament } from '../test-support/tournament.js';
import { computeTiebreaks, parseTiebreakCode, TiebreakCodeError } from './index.js';

const values = (t: Tournament, codes: string[], options = {}) => Object.fromEntries(computeTiebreaks(t, codes, options).map((r) => [r.startNumber, r.values]));

// P3 withdraws after round 2; P2 takes a half-point bye in round 3.
const swiss = tournament([
  { rating: 2200, rounds: ['2w1', '3b=', '4w1'] },
  { rating: 2100, rounds: ['1b0', '4w1', '-H'] },
  { rating: 2000, rounds: ['4b1', '1w=', '-'] },
  { rating: 1900, rounds: ['3w0', '2b0', '1b0'] },
]);

describe('FIDE tie-breaks on a hand-made Swiss', () => {
  it('Buchholz counts a withdrawn opponent’s later rounds as draws and unplayed rounds as a dummy with one’s own score', () => {
    // P3 scored 1.5 but counts 2.0 for its opponents (art. 16.3); P2's bye round adds P2's own 1.5 (art. 16.4).
    expect(values(swiss, ['BH'])).toEqual({ 1: [3.5], 2: [4], 3: [4], 4: [6] });
  });

  it('Cut-1 removes a voluntarily unplayed round before a weaker opponent', () => {
    // P2: opponents 2.5 and 0, bye 1.5 — the bye goes, not the 0.
    expect(values(swiss, ['BH/C1'])[2]).toEqual([2.5]);
    expect(values(swiss, ['BH/M1'])[1]).toEqual([1.5]);
  });

  it('Sonneborn-Berger, wins, games and colours', () => {
    const v = values(swiss, ['SB', 'WIN', 'WON', 'BPG', 'BWG', 'GE', 'PS', 'PS/C1']);
    expect(v[1]).toEqual([2.5, 2, 2, 1, 0, 3, 5, 4]);
    // P2's bye round: the dummy's 1.5 times the half point; P3's absence: 1.5 times nothing.
    expect(v[2]).toEqual([0.5 * 1.5, 1, 1, 1, 0, 2, 2.5, 2.5]);
    expect(v[3]).toEqual([2.5 * 0.5, 1, 1, 1, 1, 2, 4, 3]);
  });

  it('rating-based tie-breaks use the games played over the board', () => {
    const v = values(swiss, ['ARO', 'ARO/C1', 'TPR', 'PTP']);
    expect(v[1]).toEqual([2000, 2050, 2000 + 273, v[1][3]]);
    expect(v[1][3]).toBeGreaterThan(2000);
    // 1.5 of 2 = 75 %: dp 193; the lowest rating expecting 1.5 against 1900 and 2200 is 2269 (.90 + .60).
    expect(v[3]).toEqual([2050, 2200, 2050 + 193, 2269]);
  });

  it('ranks by points then the list, sharing places once it is exhausted', () => {
    const rows = computeTiebreaks(swiss, ['BH']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 2, 4]);
    expect(computeTiebreaks(swiss, ['BH'], { sharedPlaces: false }).map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    // P2 and P3 never met: direct encounter separates nobody.
    expect(values(swiss, ['DE'])).toEqual({ 1: [0], 2: [0], 3: [0], 4: [0] });
  });

  it('computes the standings after an earlier round', () => {
    const rows = computeTiebreaks(swiss, ['PTS', 'BH'], { rounds: 1 });
    expect(rows.map((r) => r.values)).toEqual([
      [1, 0],
      [0, 1],
      [1, 0],
      [0, 1],
    ]);
    expect(rows.map((r) => r.rank)).toEqual([1, 3, 1, 3]);
  });
});

describe('rating-based tie-breaks with an unrated participant', () => {
  // P4 is unrated.
  const field = tournament([
    { rating: 2200, rounds: ['2w1', '4b1'] },
    { rating: 2000, rounds: ['1b0', '3w='] },
    { rating: 1800, rounds: ['4w=', '2b='] },
    { rounds: ['3b=', '1w0'] },
  ]);

  it('are not applied when the regulations give no rating for unrated participants', () => {
    const codes = ['ARO', 'ARO/C1', 'TPR', 'PTP', 'APRO', 'APPO', 'WIN'];
    expect(values(field, codes)).toEqual({
      1: [0, 0, 0, 0, 0, 0, 2],
      2: [0, 0, 0, 0, 0, 0, 0],
      3: [0, 0, 0, 0, 0, 0, 0],
      4: [0, 0, 0, 0, 0, 0, 0],
    });
    // P2 and P4 (½ point each) stay tied.
    expect(computeTiebreaks(field, ['ARO', 'TPR']).map((r) => r.rank)).toEqual([1, 3, 2, 3]);
  });

  it('count an unrated participant with the rating the regulations give', () => {
    const v = values(field, ['ARO', 'TPR'], { unratedRating: 1600 });
    expect(v[1]).toEqual([1800, 1800 + 800]); // 2000 and 1600; 2 of 2
    expect(v[3]).toEqual([1800, 1800]); // 1600 and 2000; 1 of 2
    expect(v[4]).toEqual([2000, 2000 - 193]); // 1800 and 2200; ½ of 2 = 25 %
  });
});

describe('direct encounter', () => {
  it('puts the winner of the game between tied players ahead (art. 6)', () => {
    const t = tournament([{ rounds: ['2w1', '3b0'] }, { rounds: ['1b0', '4w1'] }, { rounds: ['4w0', '1w1'] }, { rounds: ['3b1', '2b0'] }]);
    // Everybody on 1 point, each met two of the other three and scored 1 against them:
    // nobody is beyond what the others could still reach.
    const rows = computeTiebreaks(t, ['DE']);
    expect(rows.every((r) => r.values[0] === 0)).toBe(true);
    const pair = tournament([{ rounds: ['2w1', '3b0'] }, { rounds: ['1b0', '3w1'] }, { rounds: ['-U', '1w1'] }]);
    // P1 and P2 have 1 point each and met: P1 won.
    expect(values(pair, ['DE'])).toEqual({ 1: [1], 2: [2], 3: [0] });
    expect(computeTiebreaks(pair, ['DE']).map((r) => r.rank)).toEqual([2, 3, 1]);
  });
});

describe('direct encounter between players who met more than once', () => {
  it('averages the games of each pair (double round robin)', () => {
    // P1 and P2 finish on 2½; P1 won one of their games and drew the other.
    const drr = tournament([
      { rounds: ['2w1', '3w0', '-', '2b=', '3b1', '-'] },
      { rounds: ['1b0', '-', '3w1', '1w=', '-', '3b1'] },
      { rounds: ['-', '1b1', '2b0', '-', '1w0', '2w0'] },
    ]);
    expect(values(drr, ['PTS', 'DE'], { roundRobin: true })).toEqual({ 1: [2.5, 1], 2: [2.5, 2], 3: [1, 0] });
  });

  it('takes the mean of three games, not a running average of pairs as FIDE TEC’s checker does', () => {
    // ½, 0, 1 for P1: a mean of ½ each, a tie. The checker's ((½ + 0) / 2 + 1) / 2 = 0.625 would put P1 ahead.
    const triple = tournament([{ rounds: ['2w=', '2b0', '2w1'] }, { rounds: ['1b=', '1w1', '1b0'] }]);
    expect(values(triple, ['DE'], { roundRobin: true })).toEqual({ 1: [0], 2: [0] });
  });
});

describe('round robin rules', () => {
  // Three players: each sits out one round; P3 forfeits the last game against P1.
  const rr = tournament([{ rounds: ['2w1', '-', '3b+'] }, { rounds: ['1b0', '3w=', '-'] }, { rounds: ['-', '2b=', '1w-'] }]);

  it('counts forfeits as played games and the bye as nothing', () => {
    expect(values(rr, ['BH', 'SB'], { roundRobin: true })).toEqual({ 1: [1, 1], 2: [2.5, 0.25], 3: [2.5, 0.25] });
  });

  it('Koya counts points against opponents on at least half of the games they could play', () => {
    // Two games each: 50 % is 1 point, reached by P1 only; with /L20 (0.4) everyone counts.
    expect(values(rr, ['KS', 'KS/L20'], { roundRobin: true })).toEqual({ 1: [0, 2], 2: [0, 0.5], 3: [0, 0.5] });
  });
});

describe('tie-break codes', () => {
  it('reads cuts, medians and limits', () => {
    expect(parseTiebreakCode('bh/m2')).toMatchObject({ name: 'BH', cutLow: 2, cutHigh: 2 });
    expect(parseTiebreakCode('ARO/C1')).toMatchObject({ name: 'ARO', cutLow: 1, cutHigh: 0 });
    expect(parseTiebreakCode('KS/L60')).toMatchObject({ name: 'KS', limitPercent: 60 });
    expect(() => parseTiebreakCode('DE/C1')).toThrow(TiebreakCodeError);
    expect(() => parseTiebreakCode('XX')).toThrow(/unknown tie-break/);
  });
});
