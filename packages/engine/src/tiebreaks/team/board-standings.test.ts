import { describe, expect, it } from 'vitest';
import { tournament } from '../../test-support/tournament.js';
import { STANDARD_TEAM_SCORING, type TeamTournament } from '../../teams/model.js';
import { boardGamesOfRound } from './boards.js';
import { boardStandings } from './board-standings.js';

// Two teams of two boards with a reserve each, three rounds.
// R1: A (P1, P2) – B (P4, P5): P1 beats P4, P2 draws P5.
// R2: A's P1 is out, so P2 moves up to board 1 and the reserve P3 plays board 2; B fields P4 only and loses board 2 by forfeit.
// R3: A (P1, P2) – B (P4, P6): P4 beats P1, P6 loses to P2.
const event: TeamTournament = {
  tournament: tournament(
    [
      { rating: 2400, rounds: ['4w1', '- ', '4b0'] },
      { rating: 2300, rounds: ['5b=', '4w=', '6w1'] },
      { rating: 2200, rounds: ['- ', '-+', '- '] },
      { rating: 2100, rounds: ['1b0', '2b=', '1w1'] },
      { rating: 2000, rounds: ['2w=', '- ', '- '] },
      { rating: 0, rounds: ['- ', '- ', '2b0'] },
    ],
    { totalRounds: 3 },
  ),
  teams: [
    { pairingNumber: 1, name: 'A', shortName: '', roster: [1, 2, 3] },
    { pairingNumber: 2, name: 'B', shortName: '', roster: [4, 5, 6] },
  ],
  boards: 2,
  scoring: STANDARD_TEAM_SCORING,
  teamForfeits: [],
  teamByes: [],
  teamAccelerations: [],
  forbiddenTeamPairs: [],
};

describe('boards from the lineup', () => {
  it('the players who took part, in roster order, fill boards 1, 2, …; a board won by forfeit is a board', () => {
    const round2 = boardGamesOfRound(event, 2);
    expect(round2.get(1)?.map((g) => [g.board, g.player, g.opponent, g.played])).toEqual([
      [1, 2, 4, true],
      [2, 3, null, false],
    ]);
    expect(round2.get(2)?.map((g) => [g.board, g.player])).toEqual([[1, 4]]);
  });
});

describe('board standings', () => {
  it('lists each board’s players with points, games and the performance over the board', () => {
    const [board1, board2] = boardStandings(event);
    // Board 1: P4 ½ + 0 + 1 of 3 against 2400, 2300, 2400 (avg 2367, 50 %); P1 1 of 2 against 2100 twice; P2 ½ of 1 against 2100, equal to P1 but over fewer games.
    expect(board1.map((r) => [r.player, r.points, r.games, r.played, r.performance, r.place])).toEqual([
      [4, 1.5, 3, 3, 2367, 1],
      [1, 1, 2, 2, 2100, 2],
      [2, 0.5, 1, 1, 2100, 3],
    ]);
    // Board 2: P2 beat the unrated P6 (a game that gives no performance) and drew P5: 2000 from that draw alone,
    // below P5's 2300 for the same draw. P6, unrated, lost to P2: 2300 − 800. P3's forfeit win gives no performance.
    expect(board2.map((r) => [r.player, r.points, r.games, r.played, r.percentage, r.performance])).toEqual([
      [5, 0.5, 1, 1, 50, 2300],
      [2, 1.5, 2, 2, 75, 2000],
      [6, 0, 1, 1, 0, 1500],
      [3, 1, 1, 0, 100, null],
    ]);
  });

  it('gives the average rating of the rated opponents at the board', () => {
    const [board1, board2] = boardStandings(event);
    expect(board1.map((r) => [r.player, r.opponentsAverage])).toEqual([
      [4, 2367],
      [1, 2100],
      [2, 2100],
    ]);
    expect(board2.map((r) => [r.player, r.opponentsAverage])).toEqual([
      [5, 2300],
      [2, 2000],
      [6, 2300],
      [3, null],
    ]);
  });

  it('keeps only players with the minimum of games over the board, and ranks by percentage when asked', () => {
    const [, board2] = boardStandings(event, { minimumGames: 2 });
    expect(board2.map((r) => r.player)).toEqual([2]);
    const [, byPercentage] = boardStandings(event, { by: 'percentage' });
    expect(byPercentage.map((r) => r.player)).toEqual([3, 2, 5, 6]);
    expect(byPercentage.map((r) => r.place)).toEqual([1, 2, 3, 4]);
  });
});
