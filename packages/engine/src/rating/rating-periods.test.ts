import { describe, expect, it } from 'vitest';
import { ratingChange, ratingChangeOverPeriods, ratingInRound } from './index.js';

describe('Ratings per round: the rating in force in a round', () => {
  const changes = [
    { fromRound: 6, rating: 2080 },
    { fromRound: 3, rating: 2050 },
  ];

  it('is the starting rating until a new one is entered, then the latest entered from that round or before', () => {
    expect([1, 2, 3, 5, 6, 9].map((round) => ratingInRound(2000, changes, round))).toEqual([2000, 2000, 2050, 2050, 2080, 2080]);
  });

  it('gives a player unrated at the start the rating entered for the later rounds', () => {
    expect(ratingInRound(0, [{ fromRound: 4, rating: 1500 }], 3)).toBe(0);
    expect(ratingInRound(0, [{ fromRound: 4, rating: 1500 }], 4)).toBe(1500);
  });
});

describe('Ratings per round: the rating change over rating periods (B.02 §7.1, §8.3)', () => {
  it('is the single-event change when no new list came out during the event', () => {
    const games = [
      { round: 1, opponentRating: 2000, score: 1 },
      { round: 2, opponentRating: 2100, score: 0.5 },
      { round: 3, opponentRating: null, score: 1 },
    ];
    const over = ratingChangeOverPeriods(2000, [], 20, games, []);
    expect(over.change).toBe(ratingChange(2000, 20, games).change);
    expect(over.change).toBe(13); // (1 − .50 + .5 − .36) × 20 = 12.8
    expect(over.periods.map((p) => [p.firstRound, p.rating, p.rounds])).toEqual([[1, 2000, [1, 2]]]);
  });

  it("rates each period's games with the player's rating of that period and the opponents' ratings of those rounds", () => {
    const games = [
      { round: 1, opponentRating: 2000, score: 1 },
      { round: 2, opponentRating: 2100, score: 0.5 },
      // From round 3 the new list: the player is 2050, this opponent 2050 too.
      { round: 3, opponentRating: 2050, score: 0 },
    ];
    const over = ratingChangeOverPeriods(2000, [{ fromRound: 3, rating: 2050 }], 20, games, [3]);
    expect(over.periods.map((p) => [p.firstRound, p.rating, p.change])).toEqual([
      [1, 2000, 13],
      [3, 2050, -10],
    ]);
    expect(over.change).toBe(3);
  });

  it("starts a period where another player's new rating was entered, and rounds each period's change on its own", () => {
    // Two draws against 2100 with K 10: +1.4 each. Rounded once over one period: 3; rounded per period: 1 + 1.
    const games = [
      { round: 1, opponentRating: 2100, score: 0.5 },
      { round: 2, opponentRating: 2100, score: 0.5 },
    ];
    expect(ratingChangeOverPeriods(2000, [], 10, games, []).change).toBe(3);
    expect(ratingChangeOverPeriods(2000, [], 10, games, [2]).change).toBe(2);
  });

  it('applies the K × n ≤ 700 limit to the games of each period', () => {
    const games = Array.from({ length: 20 }, (_, i) => ({ round: i + 1, opponentRating: 2000, score: 1 }));
    expect(ratingChangeOverPeriods(2000, [], 40, games, []).periods.map((p) => p.k)).toEqual([35]);
    expect(ratingChangeOverPeriods(2000, [], 40, games, [11]).periods.map((p) => p.k)).toEqual([40, 40]);
  });

  it('gives no change for a period in which the player has no rating yet', () => {
    const games = [
      { round: 1, opponentRating: 2000, score: 1 },
      { round: 2, opponentRating: 2000, score: 1 },
    ];
    const over = ratingChangeOverPeriods(0, [{ fromRound: 2, rating: 1800 }], 40, games, [2]);
    expect(over.periods.map((p) => [p.firstRound, p.rating])).toEqual([[2, 1800]]);
    expect(over.change).toBe(ratingChange(1800, 40, [games[1]]).change);
  });
});
