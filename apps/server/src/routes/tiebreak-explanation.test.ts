import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiError, tiebreakExplanationResponse } from '@kingside/contract';
import { useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';

/**
 * One row of the standings explained on demand (issues 16 and 19): anyone may ask, the figures add up to the
 * ranking's tie-breaks, and nothing but those figures goes out.
 */
describe.each(testDatabaseKinds)('tie-breaks explained on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');

  const explanationUrl = (id: string, startNumber: number | string, round: number | string) =>
    `/api/tournament/${id}/players-ranking/${startNumber}/explanation?round=${round}`;

  /** Five players (one bye a round), white wins round 1, round 2 drawn on every board. */
  const twoRoundsPlayed = async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(5, { rounds: 3, tiebreaks: ['BH/C1', 'SB', 'DE'] });
    await o.playRound(id, 1, () => '1-0');
    const round2 = await o.playRound(id, 2, () => '1/2-1/2');
    return { o, id, round2 };
  };

  it('gives each player’s opponents and cuts, which add up to the ranking’s tie-breaks, to anyone', async () => {
    const { id } = await twoRoundsPlayed();
    const after2 = await organiserOf(t, olga).ranking(id, 2);
    expect(after2.rows).toHaveLength(5);
    let unplayed = 0;
    for (const row of after2.rows) {
      const answer = await call(t.app, 'GET', explanationUrl(id, row.pairingNumber, 2));
      expect(answer.status).toBe(200);
      const { data } = tiebreakExplanationResponse.parse(answer.body);
      // Public data only: the figures, no name or anything else about the players.
      expect(Object.keys((answer.body as { data: object }).data).sort()).toEqual(['opponents', 'pairingNumber', 'ratings', 'round', 'tiebreaks']);
      expect(JSON.stringify(answer.body)).not.toContain('Player ');
      expect(data).toMatchObject({ round: 2, pairingNumber: row.pairingNumber });
      expect(data.opponents.map((share) => share.round)).toEqual([1, 2]);
      unplayed += data.opponents.filter((share) => share.opponent === null).length;
      expect(data.opponents.reduce((sum, share) => sum + share.points, 0)).toBe(row.points);

      const [bh, sb, de] = data.tiebreaks;
      expect([bh.code, sb.code, de.code]).toEqual(['BH/C1', 'SB', 'DE']);
      expect(bh.cut).toHaveLength(1);
      expect(sb.cut).toEqual([]);
      expect(de.cut).toBeNull();
      const kept = data.opponents.filter((share) => !bh.cut?.includes(share.round));
      expect(row.tiebreaks[0].value).toBeCloseTo(kept.reduce((sum, share) => sum + share.opponentScore, 0));
      expect(row.tiebreaks[1].value).toBeCloseTo(data.opponents.reduce((sum, share) => sum + share.opponentScore * share.points, 0));
    }
    // One bye in each of the two rounds, counted against a dummy opponent.
    expect(unplayed).toBe(2);
  });

  it('follows a corrected result', async () => {
    const { o, id, round2 } = await twoRoundsPlayed();
    const board1 = round2.rows.find((row) => row.board === 1)!;
    const white = board1.player.pairingNumber;
    const pointsIn2 = async () => tiebreakExplanationResponse.parse((await call(t.app, 'GET', explanationUrl(id, white, 2))).body).data.opponents[1].points;
    expect(await pointsIn2()).toBe(0.5);
    await o.score(id, 2, [{ board: 1, result: '1-0' }]);
    await expect.poll(pointsIn2, { timeout: 5_000 }).toBe(1);
  });

  it('answers 404 for a start number, round or tournament that is not there and 400 for a malformed one', async () => {
    const { id } = await twoRoundsPlayed();
    const failure = async (url: string, status: number, message: RegExp) => {
      const answer = await call(t.app, 'GET', url);
      expect(answer.status).toBe(status);
      expect(apiError.parse(answer.body).message).toMatch(message);
    };
    await failure(explanationUrl(id, 6, 2), 404, /start number 6/);
    await failure(explanationUrl(id, 1, 3), 404, /not paired/);
    await failure(explanationUrl(randomUUID(), 1, 1), 404, /./);
    await failure(explanationUrl(id, 'abc', 1), 400, /start number/);
    await failure(explanationUrl(id, 0, 1), 400, /count from 1/);
    await failure(explanationUrl(id, 1.5, 1), 400, /start number/);
    await failure(explanationUrl(id, 1, 0), 400, /count from 1/);
    await failure(explanationUrl('not-a-tournament', 1, 1), 400, /tournament id/);
    await failure(`/api/tournament/${id}/players-ranking/1/explanation`, 400, /round/i);
  });
});
