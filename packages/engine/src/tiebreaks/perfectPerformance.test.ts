import { describe, expect, it } from 'vitest';
import { expectedScoreHundredths } from '../rating/index.js';
import { checkerExpectedScoreHundredths, perfectTournamentPerformance } from './perfectPerformance.js';

describe('table 8.1.2 as FIDE TEC’s checker reads it', () => {
  it('differs from the published table at 411 and 610 points only', () => {
    const differing: number[] = [];
    for (let d = 0; d <= 800; d++) {
      const published = expectedScoreHundredths(2000 + d, 2000);
      if (checkerExpectedScoreHundredths(2000 + d, 2000) !== published) differing.push(d);
      expect(checkerExpectedScoreHundredths(2000, 2000 + d)).toBe(100 - checkerExpectedScoreHundredths(2000 + d, 2000));
    }
    expect(differing).toEqual([411, 610]);
    expect(checkerExpectedScoreHundredths(2411, 2000)).toBe(93); // published: 392–411 → .92
    expect(checkerExpectedScoreHundredths(2610, 2000)).toBe(99); // published: 560–619 → .98
    expect(checkerExpectedScoreHundredths(2611, 2000)).toBe(98);
  });
});

// The three cases below are players of the conformance tournaments (rtg-00024 no. 4,
// rtg-00027 no. 11, rtg-00009 no. 139) whose PTP the published table would not give.
describe('Perfect Tournament Performance (C.07 art. 10.3) as the checker computes it', () => {
  it('is the lowest rating whose expected score reaches the score where the tables agree', () => {
    expect(perfectTournamentPerformance([2000], 1)).toBe(2736); // .99 up to 735 points, 1.00 beyond
    expect(perfectTournamentPerformance([2000, 2000], 1)).toBe(1997); // 0–3 points apart already expect .50
    // 1.5 against 1900 and 2200: .90 + .60 at 2269, .90 + .59 at 2268.
    expect(perfectTournamentPerformance([1900, 2200], 1.5)).toBe(2269);
  });

  it('with no points is the lowest opponent rating − 800, and there is none without opponents', () => {
    expect(perfectTournamentPerformance([2000, 1800], 0)).toBe(1000);
    expect(perfectTournamentPerformance([], 1)).toBeNull();
  });

  it('needs one point more where an opponent is exactly 411 points above', () => {
    const opponents = [2025, 1922, 2444, 2527, 2175];
    // At 2116 the 2527 opponent is 411 above: the checker expects .07 of it, the handbook .08.
    expect(perfectTournamentPerformance(opponents, 2)).toBe(2117);
  });

  it('needs one point less where an opponent is exactly 610 points below', () => {
    const opponents = [2207, 2275, 2750, 2406, 2670, 2539];
    // At 2817 the 2207 opponent is 610 below: .99 for the checker, .98 for the handbook.
    expect(perfectTournamentPerformance(opponents, 5)).toBe(2817);
  });

  it('answers where its search lands when the dip at 610 points gives two crossings', () => {
    const opponents = [2342, 2137, 2065, 2021, 2033, 1941, 1933];
    const expectedAt = (r: number) => opponents.reduce((s, o) => s + checkerExpectedScoreHundredths(r, o), 0);
    // 1731 already reaches 1 point, 1732 (610 below 2342) falls back under it, 1733 reaches it again.
    expect([expectedAt(1730), expectedAt(1731), expectedAt(1732), expectedAt(1733)].map((e) => e >= 100)).toEqual([false, true, false, true]);
    expect(perfectTournamentPerformance(opponents, 1)).toBe(1733);
  });
});
