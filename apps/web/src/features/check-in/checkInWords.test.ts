import { describe, expect, it } from 'vitest';
import type { CheckInWindow, MyCheckIn } from '@kingside/contract';
import { byesLine, standingLine, windowLine } from './checkInWords.js';

const window = (state: CheckInWindow['state'], closesAt: string | null = null): CheckInWindow => ({
  round: 2,
  state,
  openedAt: state === 'not_open' ? null : '2026-03-01T09:00:00Z',
  closesAt,
  closedAt: state === 'closed' ? '2026-03-01T09:45:00Z' : null,
});

const mine = (facts: Partial<MyCheckIn>): MyCheckIn => ({
  tournamentId: '00000000-0000-4000-8000-000000000001',
  entryId: '00000000-0000-4000-8000-000000000002',
  name: 'Ames, Ann',
  withdrawn: false,
  required: true,
  window: window('open'),
  checkedIn: false,
  markedAbsent: false,
  byeRounds: [],
  openRounds: [2, 3],
  halfPointByeLimit: 1,
  lastByeRound: 3,
  byesLeft: 1,
  ...facts,
});

describe('the check-in card in words', () => {
  it('says what the round’s check-in is doing', () => {
    expect(windowLine(window('not_open'))).toBe('Check-in for round 2 is not open yet.');
    expect(windowLine(window('open'))).toBe('Check-in for round 2 is open.');
    expect(windowLine(window('open', '2026-03-01T09:45:00Z'))).toMatch(/^Check-in for round 2 is open until \d{1,2}[:.]\d{2}/);
    expect(windowLine(window('closed'))).toBe('Check-in for round 2 has closed.');
  });

  it('tells the player where they stand: in, on a bye, not in while open, left out once closed', () => {
    expect(standingLine(mine({ checkedIn: true }))).toBe('You are checked in for round 2.');
    expect(standingLine(mine({ byeRounds: [2] }))).toBe('You have a half-point bye in round 2: no need to check in.');
    expect(standingLine(mine({}))).toBe('You are not checked in for round 2: players not checked in when it closes are not paired.');
    expect(standingLine(mine({ window: window('closed') }))).toBe(
      'You are not checked in, so you will not be paired in round 2. Ask the arbiter if you are here.',
    );
    expect(standingLine(mine({ required: false }))).toBeNull();
    expect(standingLine(mine({ window: null }))).toBeNull();
  });

  it('does not call a player "not checked in" before the check-in opens (they may be playing the round before)', () => {
    expect(standingLine(mine({ window: window('not_open') }))).toBeNull();
  });

  it('Absences: tells a player the arbiter marked absent that they will not be paired', () => {
    expect(standingLine(mine({ required: false, window: window('not_open'), markedAbsent: true }))).toBe(
      'The arbiter has marked you absent from round 2: you will not be paired (a zero-point bye).',
    );
  });

  it('counts the byes left from the limit', () => {
    expect(byesLine(mine({ halfPointByeLimit: 0, byesLeft: 0 }))).toBe('Half-point byes are given by the arbiter only.');
    expect(byesLine(mine({ halfPointByeLimit: 2, byesLeft: 1 }))).toBe('You may ask for 1 more half-point bye (at most 2 in the tournament).');
    expect(byesLine(mine({ halfPointByeLimit: 2, byesLeft: 2 }))).toBe('You may ask for 2 more half-point byes (at most 2 in the tournament).');
  });
});
