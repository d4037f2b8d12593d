import { describe, expect, it } from 'vitest';
import type { PairedMatch, TeamLineup } from '@kingside/contract';
import { matchesOfLineups, matchHeadingsByPlayer } from './matches.js';

const ref = (n: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, pairingNumber: n, name: `Team ${n}`, shortName: '' });
const side = (n: number, opponent: number | null, matchId: string, table: number, colour: 'white' | 'black'): TeamLineup => ({
  team: ref(n),
  pairing:
    opponent === null
      ? { kind: 'bye', matchId, table }
      : { kind: 'match', matchId, table, opponent: ref(opponent), colourOnBoard1: colour, boardColours: [], forfeit: null },
  roster: [],
  lineup: [],
  isDefault: true,
  setAs: null,
  setBy: null,
  setAt: null,
  editable: true,
  history: [],
});
const m1 = '10000000-0000-4000-8000-000000000001';
const m2 = '10000000-0000-4000-8000-000000000002';

describe('the round’s matches from its lineups', () => {
  it('puts the team with white on board 1 first, the bye alone, by table', () => {
    const matches = matchesOfLineups([side(3, null, m2, 2, 'white'), side(2, 1, m1, 1, 'black'), side(1, 2, m1, 1, 'white')]);
    expect(matches.map((m) => [m.table, m.white.team.name, m.black?.team.name ?? null])).toEqual([
      [1, 'Team 1', 'Team 2'],
      [2, 'Team 3', null],
    ]);
  });
});

describe('the score page’s match headings', () => {
  const player = (n: number) => ({ entryId: `00000000-0000-4000-8000-0000000000a${n}`, pairingNumber: n, name: `P${n}`, title: null, rating: 0 });
  const team = (n: number) => ({ ...ref(n), before: { matchPoints: 0, gamePoints: 0 } });
  const board = (n: number, white: number | null, black: number | null): PairedMatch['boards'][number] => ({
    board: n,
    gameId: `00000000-0000-4000-8000-0000000000b${n}`,
    white: white === null ? null : player(white),
    black: black === null ? null : player(black),
    result: null,
  });

  it('names each board player’s match by table and teams; the bye has none', () => {
    const headings = matchHeadingsByPlayer([
      { table: 1, white: team(1), black: team(2), boards: [board(1, 1, 2), board(2, 3, null)] },
      { table: 2, white: team(3), black: null, boards: [board(1, 5, null)] },
    ]);
    expect([...headings.entries()].map(([id, heading]) => [id.slice(-2), heading])).toEqual([
      ['a1', 'Table 1: Team 1 – Team 2'],
      ['a2', 'Table 1: Team 1 – Team 2'],
      ['a3', 'Table 1: Team 1 – Team 2'],
    ]);
  });
});
