import { describe, expect, it } from 'vitest';
import {
  averageOpponentRating,
  expectedScore,
  kFactor,
  kForGameCount,
  performanceRating,
  ratingChange,
  ratingChangeForGame,
  ratingDifferenceForPercent,
} from './index.js';

describe('FIDE rating arithmetic (B.02, 2024)', () => {
  it('reads table 8.1.2 at the band edges and applies the 400-point rule', () => {
    expect(expectedScore(2003, 2000)).toBe(0.5);
    expect(expectedScore(2004, 2000)).toBe(0.51);
    expect(expectedScore(2000, 2100)).toBe(0.36);
    expect(expectedScore(2100, 2000)).toBe(0.64);
    expect(expectedScore(2411, 2000)).toBe(0.92);
    // 600 points apart count as 400: .92 / .08, not the table's .98 / .02.
    expect(expectedScore(2600, 2000)).toBe(0.92);
    expect(expectedScore(2000, 2600)).toBe(0.08);
  });

  it('uses the real difference for players rated 2650 and above (8.3.1 since 1 October 2025)', () => {
    expect(expectedScore(2649, 2149)).toBe(0.92);
    expect(expectedScore(2650, 2150)).toBe(0.96); // 500 points: 485–517 → .96
    // The lower rated opponent still counts the difference as 400.
    expect(expectedScore(2150, 2650)).toBe(0.08);
    expect(ratingChange(2700, 10, [{ opponentRating: 2100, score: 1 }]).expected).toBe(0.98);
  });

  it('reads table 8.1.1 by whole percent', () => {
    expect(ratingDifferenceForPercent(50)).toBe(0);
    expect(ratingDifferenceForPercent(67)).toBe(125);
    expect(ratingDifferenceForPercent(0)).toBe(-800);
    expect(() => ratingDifferenceForPercent(101)).toThrow(RangeError);
  });

  it('K-factor: 40 new or junior under 2300, 10 from 2400 on for good, 20 otherwise and in rapid/blitz', () => {
    const base = { rating: 2100, ratedGamesBefore: 100, periodYear: 2025, hasReached2400: false };
    expect(kFactor({ ...base, ratedGamesBefore: 29 })).toBe(40);
    expect(kFactor({ ...base, birthYear: 2007 })).toBe(40); // 18 in 2025: K 40 to the end of that year
    expect(kFactor({ ...base, birthYear: 2006 })).toBe(20);
    expect(kFactor({ ...base, birthYear: 2009, rating: 2300 })).toBe(20);
    expect(kFactor({ ...base, rating: 2400 })).toBe(10);
    expect(kFactor({ ...base, rating: 2380, hasReached2400: true })).toBe(10);
    expect(kFactor({ ...base, ratedGamesBefore: 0, kind: 'blitz' })).toBe(20);
  });

  it('lowers K so that K × games stays within 700', () => {
    expect(kForGameCount(40, 17)).toBe(40);
    expect(kForGameCount(40, 18)).toBe(38);
    expect(kForGameCount(20, 36)).toBe(19);
  });

  it('worked example: 2000 (K 20) beats 2100 → +12.8, and an event rounds once', () => {
    expect(ratingChangeForGame(2000, 2100, 1, 20)).toBeCloseTo(12.8, 10);
    const event = ratingChange(2000, 20, [
      { opponentRating: 2100, score: 1 }, // 1 − .36 = +.64
      { opponentRating: 1900, score: 0.5 }, // .5 − .64 = −.14
      { opponentRating: 2050, score: 0 }, // 0 − .43 = −.43
      { opponentRating: null, score: 1 }, // unrated opponent: ignored
    ]);
    expect(event.ignoredGames).toBe(1);
    expect(event.games.map((g) => g.expected)).toEqual([0.36, 0.64, 0.43]);
    expect(event.expected).toBeCloseTo(1.43, 10);
    expect(event.change).toBe(1); // 0.07 × 20 = 1.4
    expect(event.newRating).toBe(2001);
  });

  it('rounds a half away from zero (8.3.4)', () => {
    // Draw against a player 35 points lower: .5 − .55 = −.05; × 10 = −0.5 → −1.
    expect(ratingChange(2000, 10, [{ opponentRating: 1965, score: 0.5 }]).change).toBe(-1);
    expect(ratingChange(2000, 10, [{ opponentRating: 1965, score: 0.5 }]).newRating).toBe(1999);
    // Draw against one 35 points higher: +.05 × 10 = +0.5 → +1.
    expect(ratingChange(2000, 10, [{ opponentRating: 2035, score: 0.5 }]).change).toBe(1);
    // −0.3 rounds to a plain 0.
    expect(ratingChange(2000, 10, [{ opponentRating: 1980, score: 0.5 }]).change).toBe(0);
  });

  it('performance figures: Ra + dp, average opponent rating', () => {
    expect(averageOpponentRating([2000, 2001])).toBe(2001);
    expect(averageOpponentRating([])).toBeNull();
    // 2 of 3 = 67 %: dp 125 over an average of 2100.
    expect(performanceRating([2000, 2100, 2200], 2)).toBe(2225);
    expect(performanceRating([], 1)).toBeNull();
  });
});
