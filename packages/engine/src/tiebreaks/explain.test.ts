import { describe, expect, it } from 'vitest';
import { explainTiebreaks } from './explain.js';
import { computeTiebreaks } from './index.js';
import { tournament } from '../test-support/tournament.js';

// P3 withdraws after round 2; P2 takes a half-point bye in round 3.
const swiss = tournament([
  { rounds: ['2w1', '3b=', '4w1'] },
  { rounds: ['1b0', '4w1', '-H'] },
  { rounds: ['4b1', '1w=', '-'] },
  { rounds: ['3w0', '2b0', '1b0'] },
]);

describe('how a player’s tie-breaks were reached', () => {
  it('lists each round’s opponent and score as Buchholz counts them, and the rounds a cut left out', () => {
    const p2 = explainTiebreaks(swiss, ['BH/C1', 'BH', 'WIN']).get(2);
    expect(p2).toEqual({
      opponents: [
        { round: 1, opponent: 1, opponentScore: 2.5, points: 0 },
        { round: 2, opponent: 4, opponentScore: 0, points: 1 },
        // The half-point bye: a dummy opponent with P2's own score (art. 16.4), cut first (art. 16.5).
        { round: 3, opponent: null, opponentScore: 1.5, points: 0.5 },
      ],
      cutRounds: [[3], [], null],
    });
  });

  it('adds up to the values the standings show', () => {
    const codes = ['BH/C1', 'BH', 'SB'];
    const explained = explainTiebreaks(swiss, codes);
    for (const row of computeTiebreaks(swiss, codes)) {
      const { opponents, cutRounds } = explained.get(row.startNumber)!;
      const kept = (i: number) => opponents.filter((share) => !cutRounds[i]!.includes(share.round));
      expect(kept(0).reduce((sum, share) => sum + share.opponentScore, 0)).toBe(row.values[0]);
      expect(kept(1).reduce((sum, share) => sum + share.opponentScore, 0)).toBe(row.values[1]);
      expect(kept(2).reduce((sum, share) => sum + share.opponentScore * share.points, 0)).toBe(row.values[2]);
    }
  });
});
