import { describe, expect, it } from 'vitest';
import type { LineupRosterPlayer } from '@kingside/contract';
import { boardsOfLineup, canPick, deadlineText, defaultLineup, filledText, lineupStatus, toggleInLineup } from './lineupPicking.js';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const player = (n: number, available = true): LineupRosterPlayer => ({
  entryId: id(n),
  pairingNumber: n,
  position: n,
  name: `Player ${n}`,
  title: null,
  rating: 2000 - n,
  available,
});
// Four boards; players 5 and 6 are reserves, player 3 withdrew.
const roster = [player(1), player(2), player(3, false), player(4), player(5), player(6)];

describe('lineup picking', () => {
  it('keeps roster order whatever order the captain ticks in: reserves move up, nobody is reordered', () => {
    let lineup: string[] = [];
    for (const n of [5, 1, 4, 2]) lineup = toggleInLineup(roster, lineup, id(n), 4);
    expect(lineup).toEqual([id(1), id(2), id(4), id(5)]);
    expect(toggleInLineup(roster, lineup, id(2), 4)).toEqual([id(1), id(4), id(5)]);
  });

  it('takes at most N players and never a withdrawn one', () => {
    const full = [id(1), id(2), id(4), id(5)];
    expect(toggleInLineup(roster, full, id(6), 4)).toEqual(full);
    expect(toggleInLineup(roster, [id(1)], id(3), 4)).toEqual([id(1)]);
    expect(canPick(player(6), full, 4)).toBe(false);
    expect(canPick(player(5), full, 4)).toBe(true);
    expect(canPick(player(3, false), [], 4)).toBe(false);
  });

  it('shows each board, the last ones empty when fewer players are chosen', () => {
    const boards = boardsOfLineup(roster, [id(2), id(5)], 4);
    expect(boards.map((p) => p?.name ?? null)).toEqual(['Player 2', 'Player 5', null, null]);
  });

  it('plays the first N available players when no lineup is set', () => {
    expect(defaultLineup(roster, 4)).toEqual([id(1), id(2), id(4), id(5)]);
  });

  it('tells the captain until when the lineup can change', () => {
    const format = (d: Date) => d.toISOString().slice(0, 16);
    expect(deadlineText({ deadline: '2026-05-02T09:00:00.000Z', closedToCaptains: false, published: null }, format)).toBe(
      'You can change the lineup until 2026-05-02T09:00.',
    );
    expect(deadlineText({ deadline: null, closedToCaptains: false, published: null }, format)).toBe(
      'You can change the lineup until the arbiter publishes the round.',
    );
    expect(deadlineText({ deadline: '2026-05-02T09:00:00.000Z', closedToCaptains: true, published: null }, format)).toBe(
      'The deadline has passed (2026-05-02T09:00): only the arbiter can change the lineup now.',
    );
    expect(deadlineText({ deadline: null, closedToCaptains: true, published: '2026-05-02T09:30:00.000Z' }, format)).toBe(
      'The lineups are published: the boards are set.',
    );
  });

  it('says who set each lineup', () => {
    expect(lineupStatus({ isDefault: true, setAs: null }).label).toBe('Default (top of the roster)');
    expect(lineupStatus({ isDefault: false, setAs: 'captain' }).label).toBe('Set by captain');
    expect(lineupStatus({ isDefault: false, setAs: 'arbiter' }).label).toBe('Set by arbiter');
  });

  it('names the boards an incomplete lineup loses: one board alone, several as a range', () => {
    expect(filledText(4, 4)).toBe('4 of 4 boards filled.');
    expect(filledText(3, 4)).toBe('3 of 4 boards filled: board 4 lost by forfeit.');
    expect(filledText(2, 4)).toBe('2 of 4 boards filled: boards 3–4 lost by forfeit.');
    expect(filledText(0, 6)).toBe('0 of 6 boards filled: boards 1–6 lost by forfeit.');
  });
});
