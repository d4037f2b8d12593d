import { describe, expect, it } from 'vitest';
import type { PairingRow, PairingSide, RoundPairings, PublicPlayer } from '@kingside/contract';
import { crosstable } from './crosstable.js';

const tournamentId = '6f1c8a8e-3b7a-4d5e-9a55-2c4f2b0f7a11';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const player = (n: number, points: number): PublicPlayer => ({
  id: n,
  uuid: uuid(n),
  tournamentId,
  pairingNumber: n,
  name: `Player ${n}`,
  rating: 2000 - n,
  nationalRating: null,
  tournamentRating: 2000 - n,
  title: null,
  federation: null,
  fideId: null,
  sex: null,
  birthYear: null,
  club: null,
  isWithDrawn: false,
  isExpelled: false,
  joinedRound: 1,
  type: 'entry',
  points,
});

const side = (n: number, colour: 'w' | 'b' | null, result: string | null): PairingSide => ({
  id: uuid(n),
  name: `Player ${n}`,
  pairingNumber: n,
  rating: 2000 - n,
  title: null,
  withdrawn: false,
  colour,
  points: 0,
  result,
  is_scored: result !== null,
});

const game = (round: number, board: number, white: PairingSide, black: PairingSide | null, kind: PairingRow['kind'] = 'game'): PairingRow => ({
  id: board,
  board,
  round,
  tournamentId,
  kind,
  result: null,
  resultVersion: 0,
  player: white,
  opponent: black,
});

const round = (n: number, rows: PairingRow[]): RoundPairings => ({ round: n, state: 'started', editing: false, rows, unpaired: [], warnings: [] });

describe('crosstable', () => {
  it('writes each round as opponent, colour and score, byes by their kind, by starting number', () => {
    const players = [player(3, 1.5), player(1, 1), player(2, 0.5)];
    const rounds = [
      round(1, [game(1, 1, side(1, 'w', '1'), side(2, 'b', '0')), game(1, 2, side(3, null, 'U'), null, 'pairing_bye')]),
      round(2, [game(2, 1, side(3, 'w', '1/2'), side(2, 'b', '1/2')), game(2, 2, side(1, null, 'H'), null, 'half_point_bye')]),
      round(3, [game(3, 1, side(2, 'w', null), side(1, 'b', null)), game(3, 2, side(3, 'w', '+'), side(4, 'b', '-'))]),
    ];
    const table = crosstable(players, rounds);
    expect(table.map((row) => row.pairingNumber)).toEqual([1, 2, 3]);
    expect(table.map((row) => row.rounds)).toEqual([
      ['2w1', 'H', '2b'],
      ['1b0', '3b½', '1w'],
      ['bye', '2w½', '4w+'],
    ]);
  });

  it('leaves a round blank for a player without a row in it', () => {
    const table = crosstable([player(1, 0), player(5, 0)], [round(1, [game(1, 1, side(1, 'w', null), side(2, 'b', null))])]);
    expect(table[1].rounds).toEqual(['']);
  });
});
