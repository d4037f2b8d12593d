import { describe, expect, it } from 'vitest';
import { countedRounds, liveResults } from './countedRounds.js';
import { computeTiebreaks } from './index.js';
import { tournament } from '../test-support/tournament.js';

// Round 1: P1 beat P2, P3 beat P4. Round 2 is paired (P1–P3, P4–P2) and only some results are in.
const roundTwoPaired = tournament([{ rounds: ['2w1', '3w '] }, { rounds: ['1b0', '4b '] }, { rounds: ['4w1', '1b '] }, { rounds: ['3b0', '2w '] }]);
const firstBoardIn = tournament([{ rounds: ['2w1', '3w1'] }, { rounds: ['1b0', '4b '] }, { rounds: ['4w1', '1b0'] }, { rounds: ['3b0', '2w '] }]);
const roundTwoIn = tournament([{ rounds: ['2w1', '3w1'] }, { rounds: ['1b0', '4b='] }, { rounds: ['4w1', '1b0'] }, { rounds: ['3b0', '2w='] }]);

const buchholz = (t: ReturnType<typeof tournament>, rounds: number) =>
  Object.fromEntries(computeTiebreaks(t, ['PTS', 'BH'], { rounds }).map((row) => [row.startNumber, row.values]));

describe('which games the standings count while a round is being played', () => {
  it('stops at the last round whose results are all in; the round asked for is live', () => {
    expect(countedRounds(roundTwoPaired, 2)).toEqual({ counted: 1, live: 2 });
    expect(countedRounds(firstBoardIn, 2)).toEqual({ counted: 1, live: 2 });
    expect(countedRounds(roundTwoIn, 2)).toEqual({ counted: 2, live: null });
    expect(countedRounds(roundTwoPaired, 1)).toEqual({ counted: 1, live: null });
  });

  it('counts nothing while round 1 waits for its first results', () => {
    const roundOnePaired = tournament([{ rounds: ['2w '] }, { rounds: ['1b '] }, { rounds: ['-U'] }]);
    expect(countedRounds(roundOnePaired, 1)).toEqual({ counted: 0, live: 1 });
    expect([...liveResults(roundOnePaired, countedRounds(roundOnePaired, 1))]).toEqual([
      [1, { points: 0, pending: 1 }],
      [2, { points: 0, pending: 1 }],
      [3, { points: 1, pending: 0 }],
    ]);
  });

  it('ranks on the counted rounds: the pending games give nobody an unearned Buchholz', () => {
    // Counting the paired round as played would score it as an unplayed round against a dummy
    // opponent with the player's own score: the winner over a 0-point player would show BH 1.
    expect(buchholz(roundTwoPaired, 2)[1]).toEqual([1, 1]);
    const { counted } = countedRounds(roundTwoPaired, 2);
    expect(buchholz(roundTwoPaired, counted)).toEqual({ 1: [1, 0], 2: [0, 1], 3: [1, 0], 4: [0, 1] });
  });

  it('shows the results entered so far beside the standings, and what is still to come', () => {
    const live = liveResults(firstBoardIn, countedRounds(firstBoardIn, 2));
    expect(Object.fromEntries(live)).toEqual({
      1: { points: 1, pending: 0 },
      2: { points: 0, pending: 1 },
      3: { points: 0, pending: 0 },
      4: { points: 0, pending: 1 },
    });
    expect(liveResults(roundTwoIn, countedRounds(roundTwoIn, 2)).size).toBe(0);
  });
});
