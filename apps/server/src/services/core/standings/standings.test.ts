import { describe, expect, it } from 'vitest';
import type { PlayersRanking } from '@kingside/contract';
import { useAccount } from '../../../test-support/accounts.js';
import { organiserOf, resultsFor } from '../../../test-support/event.js';
import { testDatabaseKinds, useTestApp } from '../../../test-support/index.js';

/**
 * Standings while a round is being played: ranked on the rounds whose results are all in, with the
 * results entered since beside them; a pending game never counts as an unplayed round.
 */
describe.each(testDatabaseKinds)('standings during a round on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  const standings = (id: string, round: number) => o.ranking(id, round);
  const explained = (id: string, round: number, startNumber: number) => o.explanation(id, startNumber, round);
  const byNumber = (ranking: PlayersRanking) => Object.fromEntries(ranking.rows.map((row) => [row.pairingNumber, row]));
  /** Four players; white wins every board of round 1; round 2 paired, not started. */
  const roundTwoPaired = async (rounds: number, tiebreaks: string[]) => {
    const { id } = await o.createWithPlayers(4, { rounds, tiebreaks });
    await o.playRound(id, 1, () => '1-0');
    return { id, round2: await o.pair(id, 2) };
  };

  it('ranks on round 1 while round 2 is paired, shows round 2 as live, and counts it once all its results are in', async () => {
    const { id, round2 } = await roundTwoPaired(3, ['BH/C1', 'BH', 'DE', 'WIN']);

    const paired = await standings(id, 2);
    expect(paired).toMatchObject({ round: 2, counted: 1, live: 2 });
    const rows = byNumber(paired);
    // Round 1: 1 beat 3, 2 lost to 4 (white won both boards with colours alternating by pairing number).
    const winners = paired.rows.filter((row) => row.points === 1).map((row) => row.pairingNumber);
    expect(winners).toHaveLength(2);
    for (const row of paired.rows) {
      const { opponents } = await explained(id, 2, row.pairingNumber);
      const opponent = opponents[0].opponent as number;
      // Buchholz is the round-1 opponent's score alone: nobody gets a dummy point for the pending game.
      expect(row.tiebreaks.find((tb) => tb.code === 'BH')?.value).toBe(rows[opponent].points);
      expect(opponents).toEqual([{ round: 1, opponent, opponentScore: rows[opponent].points, points: row.points }]);
      expect(row.live).toEqual({ points: 0, pending: 1 });
    }

    await o.start(id);
    const board1 = round2.rows.find((row) => row.board === 1);
    await o.score(id, 2, [{ board: 1, result: '1-0' }]);
    const white = board1?.player.pairingNumber as number;
    const black = board1?.opponent?.pairingNumber as number;
    const partial = byNumber(await standings(id, 2));
    expect(partial[white].live).toEqual({ points: 1, pending: 0 });
    expect(partial[black].live).toEqual({ points: 0, pending: 0 });
    expect(partial[white].points).toBe(rows[white].points);

    await o.score(
      id,
      2,
      resultsFor(round2, () => '1/2-1/2'),
    );
    const complete = await standings(id, 2);
    expect(complete).toMatchObject({ counted: 2, live: null });
    for (const row of complete.rows) {
      expect(row.live).toBeNull();
      expect(row.points).toBe(rows[row.pairingNumber].points + 0.5);
      expect((await explained(id, 2, row.pairingNumber)).opponents).toHaveLength(2);
    }
    // The standings after round 1, asked for, are those of round 1 alone.
    expect(await standings(id, 1)).toMatchObject({ round: 1, counted: 1, live: null });
  });

  it('lists the rounds a cut left out of a player’s Buchholz', async () => {
    const { id, round2 } = await roundTwoPaired(2, ['BH/C1', 'BH']);
    await o.start(id);
    await o.score(
      id,
      2,
      resultsFor(round2, () => '0-1'),
    );
    for (const row of (await standings(id, 2)).rows) {
      const [cut1, plain] = row.tiebreaks;
      const explanation = await explained(id, 2, row.pairingNumber);
      expect(explanation.tiebreaks).toEqual([
        { code: 'BH/C1', cut: [expect.any(Number)] },
        { code: 'BH', cut: [] },
      ]);
      const lowest = Math.min(...explanation.opponents.map((share) => share.opponentScore));
      expect(cut1.value).toBe(plain.value - lowest);
    }
  });
});
