import { describe, expect, it } from 'vitest';
import { pairingOfRound, roundsPlayed, tournamentBeforeRound } from '../../trf/index.js';
import { absoluteCriteriaBroken } from './test-support/absolute-criteria.js';
import { pairDutch } from './index.js';
import { warmUpDutch } from './warm-up.js';

describe("the pairing thread's warm-up", () => {
  it('pairs every round of its made-up opens, the last one, forfeits, half-point byes and byes included, by the absolute criteria', () => {
    const opens = warmUpDutch();
    expect(opens.map((t) => t.players.length % 2)).toEqual([0, 0, 1]);
    for (const t of opens) {
      expect(roundsPlayed(t)).toBe(t.totalRounds);
      const results = t.players.flatMap((p) => p.rounds.map((e) => e.result));
      expect(results).toContain('+');
      expect(results).toContain('H');
      for (let round = 1; round <= t.totalRounds; round++) {
        expect(absoluteCriteriaBroken(tournamentBeforeRound(t, round), round, pairingOfRound(t, round)), `round ${round}`).toEqual([]);
      }
    }
    // The odd open's byes: one player a round receives the pairing-allocated bye.
    expect(opens[2].players.flatMap((p) => p.rounds.map((e) => e.result))).toContain('U');
    // The small open's brackets send several players down at once in some round.
    const small = opens[0];
    const floaters = Array.from({ length: small.totalRounds }, (_, i) => pairDutch(tournamentBeforeRound(small, i + 1)).explanation.brackets)
      .flat()
      .map((b) => b.floaters.length);
    expect(Math.max(...floaters)).toBeGreaterThanOrEqual(2);
  });
});
