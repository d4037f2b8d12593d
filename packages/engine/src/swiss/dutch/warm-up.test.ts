import { describe, expect, it } from 'vitest';
import { pairingOfRound, roundsPlayed, tournamentBeforeRound } from '../../trf/index.js';
import { absoluteCriteriaBroken } from './test-support/absolute-criteria.js';
import { warmUpDutch } from './warm-up.js';

describe("the pairing thread's warm-up", () => {
  it('pairs every round of its made-up open, the last one, forfeits and half-point byes included, by the absolute criteria', () => {
    const t = warmUpDutch();
    expect(roundsPlayed(t)).toBe(t.totalRounds);
    const results = t.players.flatMap((p) => p.rounds.map((e) => e.result));
    expect(results).toContain('+');
    expect(results).toContain('H');
    for (let round = 1; round <= t.totalRounds; round++) {
      expect(absoluteCriteriaBroken(tournamentBeforeRound(t, round), round, pairingOfRound(t, round)), `round ${round}`).toEqual([]);
    }
  });
});
