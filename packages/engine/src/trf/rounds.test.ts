import { describe, expect, it } from 'vitest';
import { blankPlayer, blankTournament, type Player, type RoundEntry, type Tournament } from '../model.js';
import { pairingOfRound, roundsPlayed, tournamentBeforeRound } from './index.js';

const e = (opponent: number | null, colour: 'w' | 'b' | null, result: RoundEntry['result']): RoundEntry => ({ opponent, colour, result });

function player(startNumber: number, rounds: RoundEntry[], points: number): Player {
  return blankPlayer(startNumber, { name: `P${startNumber}`, rating: 2000 - startNumber, points, rank: startNumber, rounds });
}

// Three rounds, four players: 4 takes a half-point bye in round 2 (so 3 gets
// the pairing-allocated bye) and is absent in round 3.
const finished: Tournament = blankTournament({
  name: 'Test',
  players: [
    player(1, [e(3, 'b', '1'), e(2, 'w', '='), e(3, 'w', '0')], 1.5),
    player(2, [e(4, 'w', '0'), e(1, 'b', '='), e(null, null, 'U')], 1.5),
    player(3, [e(1, 'w', '0'), e(null, null, 'U'), e(1, 'b', '1')], 2),
    player(4, [e(2, 'b', '1'), e(null, null, 'H'), e(null, null, '-')], 1.5),
  ],
  forbiddenPairs: [[1, 4]],
  keptLines: [{ code: '013', text: 'team' }],
});

describe('tournamentBeforeRound', () => {
  it('keeps rounds 1..R-1, recomputes the score and states rounds and initial colour', () => {
    const before = tournamentBeforeRound(finished, 2);
    expect(before.totalRounds).toBe(3);
    expect(before.initialColour).toBe('b');
    expect(before.players.map((p) => p.points)).toEqual([1, 0, 0, 1]);
    expect(before.players[0].rounds).toEqual([e(3, 'b', '1')]);
    expect(before.forbiddenPairs).toEqual([[1, 4]]);
    expect(before.keptLines).toEqual(finished.keptLines);
  });

  it('keeps a requested bye or absence of round R without its points, but not the pairing-allocated bye', () => {
    const r2 = tournamentBeforeRound(finished, 2);
    expect(r2.players[3].rounds).toEqual([e(2, 'b', '1'), e(null, null, 'H')]);
    expect(r2.players[3].points).toBe(1);
    expect(r2.players[2].rounds).toEqual([e(1, 'w', '0')]);
    const r3 = tournamentBeforeRound(finished, 3);
    expect(r3.players[3].rounds).toEqual([e(2, 'b', '1'), e(null, null, 'H'), e(null, null, '-')]);
    expect(r3.players[3].points).toBe(1.5);
    expect(r3.players[1].rounds).toHaveLength(2);
  });

  it('pairs a player whose round-R entry is blank: nothing was decided for that round yet', () => {
    const withGap: Tournament = {
      ...finished,
      players: finished.players.map((p) => (p.startNumber === 4 ? { ...p, rounds: [p.rounds[0], e(null, null, ' '), e(null, null, 'H')] } : p)),
    };
    expect(tournamentBeforeRound(withGap, 2).players[3].rounds).toEqual([e(2, 'b', '1')]);
    expect(tournamentBeforeRound(withGap, 3).players[3].rounds).toEqual([e(2, 'b', '1'), e(null, null, ' '), e(null, null, 'H')]);
  });

  it('gives round 1 an empty history and leaves the finished tournament untouched', () => {
    const r1 = tournamentBeforeRound(finished, 1);
    expect(r1.players.every((p) => p.rounds.length === 0 && p.points === 0)).toBe(true);
    expect(finished.players[0].rounds).toHaveLength(3);
    expect(() => tournamentBeforeRound(finished, 0)).toThrow(RangeError);
  });
});

describe('pairingOfRound', () => {
  it('lists the games with colours and the pairing-allocated bye', () => {
    expect(pairingOfRound(finished, 1)).toEqual({
      pairs: [
        { white: 2, black: 4 },
        { white: 3, black: 1 },
      ],
      bye: null,
    });
    expect(pairingOfRound(finished, 2)).toEqual({ pairs: [{ white: 1, black: 2 }], bye: 3 });
    expect(roundsPlayed(finished)).toBe(3);
  });
});
