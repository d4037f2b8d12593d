import { describe, expect, it } from 'vitest';
import type { HomeGame } from '@kingside/contract';
import { boardLine, confirmPath, ownScore, seatText, signedChange, startLine } from './homeView.js';

const opponent = { uuid: '00000000-0000-4000-8000-000000000001', name: 'Player A', rating: 2000, pairingNumber: 1 };
const game = (over: Partial<HomeGame>): HomeGame => ({
  round: 1,
  board: 4,
  kind: 'game',
  colour: 'b',
  opponent,
  result: null,
  points: null,
  ratingChange: null,
  ...over,
});

describe("the player's home in words", () => {
  it('says where to sit, with which colour, against whom', () => {
    expect(boardLine(game({}))).toBe('Board 4, black against Player A (2000)');
    expect(boardLine(game({ colour: 'w', opponent: { ...opponent, rating: 0 } }))).toBe('Board 4, white against Player A (unrated)');
    expect(boardLine(game({ kind: 'half_point_bye', colour: null, opponent: null }))).toBe('No game: half-point bye');
  });

  it('in a team event, names the match’s table and the board within the match, not the round’s running board number', () => {
    const team = (n: number, name: string) => ({ id: `00000000-0000-4000-8000-00000000001${n}`, pairingNumber: n, name, shortName: '' });
    const teamMatch = { team: team(1, 'Knights'), opponentTeam: team(2, 'Rooks'), table: 2, board: 3 };
    expect(boardLine({ ...game({ board: 7, colour: 'w' }), teamMatch })).toBe('Table 2 against Rooks, board 3, white against Player A (2000)');
    expect(seatText({ board: 7, teamMatch })).toBe('Table 2, board 3');
    expect(seatText({ board: 7, teamMatch }, { against: true })).toBe('Table 2 against Rooks, board 3');
    expect(seatText({ board: 7, teamMatch: null })).toBe('Board 7');
  });

  it("reads the result from the player's side", () => {
    expect(ownScore(game({ result: '0-1', points: 1 }))).toBe('1 (0-1)');
    expect(ownScore(game({ result: '1/2-1/2', points: 0.5 }))).toBe('½ (½-½)');
    expect(ownScore(game({ colour: 'w', result: '-/+', points: 0 }))).toBe('− (−/+)');
    expect(ownScore(game({}))).toBe('no result yet');
    expect(ownScore(game({ kind: 'pairing_bye', colour: null, opponent: null, points: 1 }))).toBe('1');
  });

  it('signs rating changes as FIDE figures read', () => {
    expect(signedChange(12)).toBe('+12.0');
    expect(signedChange(-7.24)).toBe('−7.2');
    expect(signedChange(0.04)).toBe('0.0');
    expect(signedChange(-3, 0)).toBe('−3');
  });

  it('says a started round is in play since its start, not that it starts then', () => {
    const when = (iso: string) => iso.slice(11, 16);
    expect(startLine({ startsAt: '2026-12-01T19:37:00.000Z', started: true }, when)).toBe('In play since 19:37');
    expect(startLine({ startsAt: '2026-12-12T10:00:00.000Z', started: false }, when)).toBe('Starts 10:00');
    expect(startLine({ startsAt: null, started: false }, when)).toBe('Start time not announced');
  });

  it('leads to confirming the result once the round is in play', () => {
    const next = { round: 2, board: 5, kind: 'game' as const };
    expect(confirmPath('t1', { ...next, started: true })).toBe('/tournaments/t1/board/2/5');
    expect(confirmPath('t1', { ...next, started: false })).toBeNull();
    expect(confirmPath('t1', { ...next, kind: 'pairing_bye', started: true })).toBeNull();
  });
});
