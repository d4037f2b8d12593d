import { describe, expect, it } from 'vitest';
import type { PlayerDetails } from '@kingside/contract';
import { opponentsAverage, ownResult, playedGames, runningScores, scoreSoFar, standingsRound } from './profile.js';

type PlayerRound = PlayerDetails['rounds'][number];
const opponent = (rating: number) => ({ uuid: '00000000-0000-4000-8000-000000000001', name: 'X', rating, pairingNumber: 2 });
const round = (n: number, over: Partial<PlayerRound>): PlayerRound => ({
  round: n,
  board: 1,
  kind: 'game',
  colour: 'w',
  opponent: opponent(2000),
  result: '1-0',
  points: 1,
  ...over,
});

describe('player card figures', () => {
  const rounds = [
    round(1, { opponent: opponent(2100), result: '1-0', points: 1 }),
    round(2, { opponent: opponent(1900), result: '1/2-1/2', points: 0.5 }),
    round(3, { opponent: opponent(2400), result: '+/-', points: 1 }),
    round(4, { opponent: opponent(0), result: '0-1', points: 0 }),
    round(5, { kind: 'half_point_bye', opponent: null, colour: null, result: null, points: 0.5 }),
    round(6, { opponent: opponent(2200), result: null, points: null }),
  ];

  it('counts only games played over the board', () => {
    expect(playedGames(rounds).map((r) => r.round)).toEqual([1, 2, 4]);
  });
  it('averages the rated opponents met over the board', () => {
    expect(opponentsAverage(rounds)).toBe(2000);
    expect(opponentsAverage([rounds[4]])).toBeNull();
  });
  it('adds the points of the rounds that counted', () => {
    expect(scoreSoFar(rounds)).toEqual({ points: 3, rounds: 5 });
  });

  it("shows each result from the player's side: 0-1 with Black is a win", () => {
    expect(ownResult(round(1, { colour: 'b', result: '0-1', points: 1 }))).toEqual({ label: '1', meaning: 'won' });
    expect(ownResult(round(1, { colour: 'w', result: '0-1', points: 0 }))).toEqual({ label: '0', meaning: 'lost' });
    expect(ownResult(round(1, { colour: 'b', result: '1/2-1/2', points: 0.5 }))?.label).toBe('½');
    expect(ownResult(round(1, { colour: 'b', result: '+/-', points: 0 }))).toEqual({ label: '−', meaning: 'lost by forfeit' });
  });
  it('shows a bye by the points it gave, and nothing for a game still being played', () => {
    expect(ownResult(rounds[4])?.label).toBe('½');
    expect(ownResult(rounds[5])).toBeNull();
  });
  it('adds the score up round by round until a result is missing', () => {
    expect([...runningScores([...rounds].reverse())]).toEqual([
      [1, 1],
      [2, 1.5],
      [3, 2.5],
      [4, 2.5],
      [5, 3],
      [6, null],
    ]);
  });
});

describe('standingsRound', () => {
  it('is the current round once it is scored, else the one before', () => {
    expect(standingsRound({ state: 'scored', currentRound: 3 })).toBe(3);
    expect(standingsRound({ state: 'finished', currentRound: 7 })).toBe(7);
    expect(standingsRound({ state: 'started', currentRound: 3 })).toBe(2);
    expect(standingsRound({ state: 'paired', currentRound: 1 })).toBe(0);
  });
});
