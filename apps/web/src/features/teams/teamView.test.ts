import { describe, expect, it } from 'vitest';
import type { CrosstableCell, MatchBoard, PairedMatch } from '@kingside/contract';
import {
  boardResult,
  boardSide,
  crosstableCellText,
  byeText,
  forfeitText,
  matchPointsText,
  matchScore,
  matchScorePending,
  playerLabel,
  pointsText,
  rosterRoundText,
  standingsCaption,
  teamLabel,
} from './teamView.js';

const team = (n: number, name: string, shortName = '') => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  pairingNumber: n,
  name,
  shortName,
  before: { matchPoints: 0, gamePoints: 0 },
});
const anna = { entryId: '00000000-0000-4000-8000-0000000000a1', pairingNumber: 1, name: 'Anna Ek', title: 'GM' as const, rating: 2510 };
const match = (over: Partial<PairedMatch> = {}): PairedMatch => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  table: 1,
  white: team(1, 'Hastings Chess Club', 'Hastings'),
  black: team(2, 'Brighton'),
  pairingAllocatedBye: false,
  forfeit: null,
  result: null,
  boards: [],
  ...over,
});

describe('a team event as spectators read it', () => {
  it('names a team by its short name when it has one, a player with title and rating', () => {
    expect(teamLabel(team(1, 'Hastings Chess Club', 'Hastings'))).toBe('Hastings');
    expect(teamLabel(team(2, 'Brighton'))).toBe('Brighton');
    expect(playerLabel(anna)).toBe('GM Anna Ek (2510)');
    expect(playerLabel({ ...anna, title: null, rating: 0 })).toBe('Anna Ek');
  });

  it('writes the match score in game points, white team first, and what a match without one is waiting for', () => {
    const scored = match({ result: { white: { matchPoints: 2, gamePoints: 2.5 }, black: { matchPoints: 0, gamePoints: 1.5 } } });
    expect(matchScore(scored)).toBe('2½ – 1½');
    expect(matchScore(match())).toBeNull();
    expect(matchScorePending(match(), { lineupsPublished: false, started: false })).toBe('lineups to come');
    // Published, the boards are set; the round may not have started yet.
    expect(matchScorePending(match(), { lineupsPublished: true, started: false })).toBe('to start');
    expect(matchScorePending(match(), { lineupsPublished: true, started: true })).toBe('playing');
    expect(matchScorePending(match({ black: null, pairingAllocatedBye: true }), { lineupsPublished: true, started: true })).toBe('bye');
    expect(matchScore(match({ black: null, pairingAllocatedBye: true, result: { white: { matchPoints: 1, gamePoints: 2 }, black: null } }))).toBe('2');
  });

  it('says who won a match forfeited as a whole', () => {
    expect(forfeitText(match({ forfeit: 'black' }))).toBe('Won by forfeit by Brighton');
    expect(forfeitText(match({ forfeit: 'none' }))).toBe('Forfeited by both teams');
    expect(forfeitText(match())).toBeNull();
  });

  it('shows an empty board as empty and the bye’s boards as the bye', () => {
    const board: MatchBoard = { board: 2, gameId: '00000000-0000-4000-8000-0000000000b2', white: anna, black: null, result: '+/-' };
    expect(boardResult(board, false)).toBe('+/−');
    expect(boardSide(board.black, false)).toBe('empty board');
    expect(boardResult({ ...board, result: null }, true)).toBe('bye');
    expect(boardSide(null, true)).toBe('no opponent (bye)');
  });

  it('writes a crosstable cell as opponent, board-1 colour and game points', () => {
    const cell: CrosstableCell = { round: 1, kind: 'played', opponent: 5, colour: 'w', gamePointsFor: 3, gamePointsAgainst: 1, matchPoints: 2 };
    expect(crosstableCellText(cell)).toBe('5w 3–1');
    expect(crosstableCellText({ ...cell, kind: 'forfeitWin', colour: null })).toBe('5 +');
    expect(crosstableCellText({ ...cell, kind: 'pairingAllocatedBye', opponent: null, colour: null, gamePointsFor: 2, gamePointsAgainst: null })).toBe('bye 2');
    expect(crosstableCellText({ ...cell, kind: 'absent', opponent: null, colour: null })).toBe('–');
    expect(crosstableCellText({ ...cell, kind: 'pending' })).toBe('5w …');
  });

  it('writes a roster player’s round as board, colour and result', () => {
    expect(rosterRoundText({ board: 2, colour: 'b', result: '1/2' })).toBe('B2 b ½');
    expect(rosterRoundText({ board: 1, colour: 'w', result: null })).toBe('B1 w …');
    expect(rosterRoundText({ board: 3, colour: null, result: '-' })).toBe('B3 −');
    expect(rosterRoundText({ board: null, colour: null, result: null })).toBe('–');
    expect(rosterRoundText({ board: null, colour: null, result: 'U' })).toBe('U');
  });

  it('says while a round is played that the standings hold only its finished matches', () => {
    const done = { result: { white: { matchPoints: 2, gamePoints: 3 }, black: { matchPoints: 0, gamePoints: 1 } } };
    const playing = { result: null };
    expect(standingsCaption(0, undefined)).toBe('No match has its result yet');
    expect(standingsCaption(1, [playing, playing])).toBe('Round 1 is being played: no match has its result yet');
    expect(standingsCaption(2, [done, playing, playing])).toBe(
      'Round 2 is being played: 1 of 3 matches have their result; the others count once all their boards are in',
    );
    expect(standingsCaption(2, [done, done])).toBe('After round 2');
    // The matches not loaded (yet): the round as the server counted it.
    expect(standingsCaption(3, undefined)).toBe('After round 3');
  });

  it('says points in words, one point and half a point in the singular', () => {
    expect([0, 0.5, 1, 1.5, 3].map((v) => pointsText(v, 'match'))).toEqual([
      '0 match points',
      '½ match point',
      '1 match point',
      '1½ match points',
      '3 match points',
    ]);
    expect(matchPointsText({ matchPoints: 1, gamePoints: 2 })).toBe('2 game points · 1 match point');
    expect(byeText({ result: { white: { matchPoints: 1, gamePoints: 2 }, black: null } })).toBe(
      'Pairing-allocated bye: 1 match point and 2 game points, without playing.',
    );
  });
});
