import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../core/team-model.js';
import { boardsOfMatch } from './boards.js';

const match = (tableNumber: number, blackTeamId: string | null): MatchRow => ({
  id: `match-${tableNumber}`,
  roundId: 'round',
  tournamentId: 'tournament',
  tableNumber,
  whiteTeamId: 'white-team',
  blackTeamId,
  forfeit: null,
  forfeitBy: null,
  forfeitAt: null,
});
const summary = (rows: ReturnType<typeof boardsOfMatch>) => rows.map((r) => [r.board, r.kind, r.whiteId, r.blackId]);

describe('the boards of a match', () => {
  it("alternate the colours from board 1, white for the white team, numbered on from the earlier tables' boards", () => {
    expect(summary(boardsOfMatch(match(3, 'black-team'), ['w1', 'w2', 'w3', 'w4'], ['b1', 'b2', 'b3', 'b4'], 4))).toEqual([
      [9, 'game', 'w1', 'b1'],
      [10, 'game', 'b2', 'w2'],
      [11, 'game', 'w3', 'b3'],
      [12, 'game', 'b4', 'w4'],
    ]);
  });

  it('give a board one team left empty to the player present, and make no board both left empty', () => {
    expect(summary(boardsOfMatch(match(1, 'black-team'), ['w1', 'w2'], ['b1', 'b2', 'b3'], 4))).toEqual([
      [1, 'game', 'w1', 'b1'],
      [2, 'game', 'b2', 'w2'],
      [3, 'forfeit_win', 'b3', null],
    ]);
  });

  it("give each player of the pairing-allocated bye's lineup a pairing-allocated bye", () => {
    expect(summary(boardsOfMatch(match(2, null), ['w1', 'w3', 'w4'], [], 4))).toEqual([
      [5, 'pairing_bye', 'w1', null],
      [6, 'pairing_bye', 'w3', null],
      [7, 'pairing_bye', 'w4', null],
    ]);
  });
});
