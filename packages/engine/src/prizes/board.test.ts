import { describe, expect, it } from 'vitest';
import { tournament } from '../test-support/tournament.js';
import { STANDARD_TEAM_SCORING, type TeamTournament } from '../teams/model.js';
import { allocateBoardPrizes, type BoardPrizeCategory } from './board.js';
import type { PrizeResult } from './index.js';
import { english } from '../test-support/english.js';

// The board standings test's event: two teams of two boards with a reserve each, three rounds.
// Board 1: P4 1½/3 (perf. 2367), P1 1/2, P2 ½/1 (moved up in round 2). Board 2: P3 won by forfeit without playing,
// P2 1½/2, P5 ½/1, P6 0/1.
const teamEvent = (players: { rating?: number; rounds: string[] }[], roster: number[][], boards: number): TeamTournament => ({
  tournament: tournament(players, { totalRounds: players[0].rounds.length }),
  teams: roster.map((r, i) => ({ pairingNumber: i + 1, name: `T${i + 1}`, shortName: '', roster: r })),
  boards,
  scoring: STANDARD_TEAM_SCORING,
  teamForfeits: [],
  teamByes: [],
  teamAccelerations: [],
  forbiddenTeamPairs: [],
});
const event = teamEvent(
  [
    { rating: 2400, rounds: ['4w1', '- ', '4b0'] },
    { rating: 2300, rounds: ['5b=', '4w=', '6w1'] },
    { rating: 2200, rounds: ['- ', '-+', '- '] },
    { rating: 2100, rounds: ['1b0', '2b=', '1w1'] },
    { rating: 2000, rounds: ['2w=', '- ', '- '] },
    { rating: 0, rounds: ['- ', '- ', '2b0'] },
  ],
  [
    [1, 2, 3],
    [4, 5, 6],
  ],
  2,
);

const board = (id: string, n: number, fields: Partial<BoardPrizeCategory>): BoardPrizeCategory => ({
  id,
  name: `Board ${n}`,
  board: n,
  priority: n,
  by: 'performance',
  minimumGames: 1,
  amounts: [100],
  ...fields,
});

/** The prizes nobody could be given, their reasons as an English reader reads them. */
const unawardedOf = (result: PrizeResult) => result.unawarded.map((u) => ({ ...u, reason: english(u.reason) }));

describe('board prizes', () => {
  it('passes over a player below the minimum of games played over the board, forfeits not counting', () => {
    const result = allocateBoardPrizes(event, { tieMethod: 'tiebreak', categories: [board('b2', 2, { by: 'percentage', amounts: [100, 50] })] });
    expect(result.awards.map((a) => [a.place, a.startNumber])).toEqual([
      [1, 2],
      [2, 5],
    ]);
    expect(english(result.awards[0].explanation)).toBe('1st Board 2: P2, 75%, performance 2000 from 2 games; passed over: P3 played 0 of the 1 game needed');
  });

  it('ranks by performance rating, and the minimum leaves a place unawarded when too few played enough', () => {
    const result = allocateBoardPrizes(event, { tieMethod: 'tiebreak', categories: [board('b1', 1, { minimumGames: 3, amounts: [100, 50] })] });
    expect(result.awards.map((a) => [a.place, a.startNumber])).toEqual([[1, 4]]);
    expect(unawardedOf(result)).toEqual([
      { categoryId: 'b1', place: 2, amount: 50, reason: 'every eligible player already holds a prize of at least this value' },
    ]);
    const none = allocateBoardPrizes(event, { tieMethod: 'tiebreak', categories: [board('b1', 1, { minimumGames: 4 })] });
    expect(english(none.unawarded[0].reason)).toBe('nobody eligible played 4 games on board 1');
  });

  it('gives a player one board prize, the most valuable: a reserve who moved up is passed over on the other board', () => {
    const result = allocateBoardPrizes(event, {
      tieMethod: 'tiebreak',
      categories: [board('b1', 1, { by: 'percentage', amounts: [100, 80, 60] }), board('b2', 2, { amounts: [200] })],
    });
    expect(result.awards.map((a) => [a.categoryId, a.place, a.startNumber])).toEqual([
      ['b1', 1, 4],
      ['b1', 2, 1],
      ['b1', 3, 2],
      ['b2', 1, 5],
    ]);
    // By performance P5 (2300 from a draw with P2) leads board 2, so P2 is free for board 1's third place.
    expect(unawardedOf(result)).toEqual([]);
    const byPercentage = allocateBoardPrizes(event, {
      tieMethod: 'tiebreak',
      categories: [board('b1', 1, { by: 'percentage', amounts: [100, 80, 60] }), board('b2', 2, { by: 'percentage', amounts: [200] })],
    });
    expect(byPercentage.awards.map((a) => [a.categoryId, a.place, a.startNumber])).toEqual([
      ['b1', 1, 4],
      ['b1', 2, 1],
      ['b2', 1, 2],
    ]);
    expect(unawardedOf(byPercentage)).toEqual([
      { categoryId: 'b1', place: 3, amount: 60, reason: 'every eligible player already holds a prize of at least this value' },
    ]);
  });

  it('leaves out excluded players (withdrawn)', () => {
    const result = allocateBoardPrizes(event, { tieMethod: 'tiebreak', excluded: [4], categories: [board('b1', 1, {})] });
    expect(result.awards.map((a) => a.startNumber)).toEqual([1]);
  });

  it('players equal on every criterion of the board share the places they occupy', () => {
    const drawn = teamEvent(
      [
        { rating: 2000, rounds: ['2w=', '2b='] },
        { rating: 2000, rounds: ['1b=', '1w='] },
      ],
      [[1], [2]],
      1,
    );
    const result = allocateBoardPrizes(drawn, { tieMethod: 'split', categories: [board('b1', 1, { amounts: [101, 50] })] });
    expect(result.awards.map((a) => [a.place, a.startNumber, a.paid])).toEqual([
      [1, 1, 76],
      [2, 2, 75],
    ]);
    expect(result.awards[0].shared).toEqual({ startNumbers: [1, 2], places: [1, 2], pool: 151 });
    expect(result.awards.map((a) => english(a.explanation))).toEqual([
      '1st Board 1: P1, performance 2000, 50% from 2 games; equal with P2: places 1 and 2 pooled and split equally',
      '2nd Board 1: P2, performance 2000, 50% from 2 games; equal with P1: places 1 and 2 pooled and split equally',
    ]);
  });
});
