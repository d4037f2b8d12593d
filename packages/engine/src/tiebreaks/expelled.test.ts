import { describe, expect, it } from 'vitest';
import { tournament } from '../test-support/tournament.js';
import { computeTiebreaks } from './index.js';

// P3 is expelled after round 2 (its round 3 unplayed); P2 takes a half-point bye in round 3.
const swiss = tournament([
  { rating: 2200, rounds: ['2w1', '3b=', '4w1'] },
  { rating: 2100, rounds: ['1b0', '4w1', '-H'] },
  { rating: 2000, rounds: ['4b1', '1w=', '-'] },
  { rating: 1900, rounds: ['3w0', '2b0', '1b0'] },
]);

const byNumber = (rows: ReturnType<typeof computeTiebreaks>) => Object.fromEntries(rows.map((r) => [r.startNumber, { rank: r.rank, values: r.values }]));

describe('Expelled players (FIDE C.02: excluded from the Swiss standings; C.07 art. 16 for their opponents)', () => {
  it('Expelled players: an expelled player is not ranked in a Swiss, and the places close up behind them', () => {
    const rows = computeTiebreaks(swiss, ['PTS', 'BH'], { expelled: new Set([3]) });
    expect(rows.map((r) => r.startNumber)).toEqual([1, 2, 4]);
    // Without the expulsion P2 and P3 share place 2; with it P2 has place 2 alone and P4 is third, not fourth.
    expect(computeTiebreaks(swiss, ['PTS', 'BH']).map((r) => r.rank)).toEqual([1, 2, 2, 4]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    // The leader expelled: the next players take place 1.
    expect(computeTiebreaks(swiss, ['PTS', 'BH'], { expelled: new Set([1]) }).map((r) => [r.startNumber, r.rank])).toEqual([
      [2, 1],
      [3, 1],
      [4, 3],
    ]);
  });

  it('Expelled players: their opponents keep the games played against them, and the rounds after the expulsion count as draws for their Buchholz (art. 16.3)', () => {
    const codes = ['PTS', 'BH', 'BH/C1', 'SB', 'AOB', 'WIN', 'ARO'];
    const kept = byNumber(computeTiebreaks(swiss, codes));
    const expelled = byNumber(computeTiebreaks(swiss, codes, { expelled: new Set([3]) }));
    for (const s of [1, 2, 4]) expect(expelled[s].values).toEqual(kept[s].values);
    // P3 scored 1.5 in two games; P1 and P4 count P3's unplayed round 3 as a draw: 2.0 in their Buchholz.
    // P1: P2 1.5 + P3 2.0 + P4 0 = 3.5; P4: P3 2.0 + P2 1.5 + P1 2.5 = 6.
    expect(expelled[1].values[1]).toBe(3.5);
    expect(expelled[4].values[1]).toBe(6);
    // P1's win over P3 is still a win, and P3's rating still counts in P1's average rating of opponents.
    expect(expelled[1].values[5]).toBe(2);
    expect(expelled[1].values[6]).toBe((2100 + 2000 + 1900) / 3);
  });

  it('Expelled players: in a round robin they stay ranked', () => {
    const rr = tournament([{ rounds: ['2w1', '-', '3b+'] }, { rounds: ['1b0', '3w=', '-'] }, { rounds: ['-', '2b=', '1w-'] }]);
    const rows = computeTiebreaks(rr, ['PTS'], { roundRobin: true, expelled: new Set([3]) });
    expect(rows.map((r) => r.startNumber)).toEqual([1, 2, 3]);
  });
});
