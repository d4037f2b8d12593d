import { describe, expect, it } from 'vitest';
import { pairingOfRound, roundsPlayed, tournamentBeforeRound } from '../../trf/index.js';
import { absoluteCriteria, compatible } from '../absolute-criteria.js';
import { swissRound } from '../player-pairing-state.js';
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
    const bracketsByRound = Array.from({ length: small.totalRounds }, (_, i) => pairDutch(tournamentBeforeRound(small, i + 1)).explanation.brackets);
    const floaters = bracketsByRound.flat().map((b) => b.floaters.length);
    expect(Math.max(...floaters)).toBeGreaterThanOrEqual(2);
    // In its last round, a bracket holds two topscorers whose absolute colour preferences are the same and whose
    // colour imbalances differ, whom C3 lets meet there alone: C11's rarest case, which a real open's last round meets.
    const last = tournamentBeforeRound(small, small.totalRounds);
    const round = swissRound(last);
    const criteria = absoluteCriteria(last, round);
    const c11Case = bracketsByRound[small.totalRounds - 1].some((b) => {
      const residents = b.residents.map((n) => round.players.get(n)!);
      const members = [...b.movedDown.map((n) => round.players.get(n)!), ...residents];
      return residents.some((p) =>
        members.some((o) => p.absolute && o.absolute && p.preference === o.preference && p.colourImbalance !== o.colourImbalance && compatible(criteria, p, o)),
      );
    });
    expect(c11Case).toBe(true);
  });
});
