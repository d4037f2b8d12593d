import { describe, expect, it } from 'vitest';
import type { PlayerDetails } from '@kingside/contract';
import { opponentsAverage, playedGames, scoreSoFar } from './profile.js';

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
});
