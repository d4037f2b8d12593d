import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roundRatingsResponse } from '@kingside/contract';
import { ratedPlayers } from '../db/schema/index.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { boardsOf, organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('Ratings per round on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const setRating = (id: string, body: Record<string, unknown>) => o.api.put(`/api/tournament/${id}/round-ratings`, body);

  it("Ratings per round: the rating change rates each period's games with its ratings; pairing numbers and ARO keep the first rating", async () => {
    const { id, players } = await o.createWithPlayers(4, { rounds: 3, tiebreaks: ['ARO'] });
    // Player A (2000) is on the imported FIDE list with K 20.
    await t.database.db.insert(ratedPlayers).values({ fideId: 9_200_001, name: 'A, Player', searchWords: ' a player ', standardRating: 2000, standardK: 20 });
    expectOk(await o.api.patch(`/api/players/update-player-info/${players[0].uuid}`, { fideId: 9_200_001 }));
    const round1 = await o.playRound(id, 1, (white) => (white === 1 ? '1-0' : '0-1'));
    expect(boardsOf(round1)).toEqual(['1-3', '4-2']);
    // Round 1 alone: 2000 beats 1900 (expected .64): +0.36 × 20 = 7.2 → 7.
    expect((await o.ranking(id, 1)).rows.find((r) => r.pairingNumber === 1)?.ratingChange).toBe(7);

    // A new list from round 2: Player A 2200, Player B (1950) 2050.
    expectOk(await setRating(id, { playerId: players[0].uuid, fromRound: 2, rating: 2150 }));
    expectOk(await setRating(id, { playerId: players[0].uuid, fromRound: 2, rating: 2200 }));
    const entered = await setRating(id, { playerId: players[1].uuid, fromRound: 2, rating: 2050 });
    expectOk(entered);
    expect(roundRatingsResponse.parse(entered.body).data.ratings.map((r) => [r.pairingNumber, r.firstRating, r.fromRound, r.rating])).toEqual([
      [1, 2000, 2, 2200],
      [2, 1950, 2, 2050],
    ]);

    const round2 = await o.playRound(id, 2, () => '1/2-1/2');
    expect(boardsOf(round2).some((b) => b === '1-2' || b === '2-1')).toBe(true);
    const row = (await o.ranking(id, 2)).rows.find((r) => r.pairingNumber === 1)!;
    // Period 1 (round 1): +7.2 → 7. Period 2 (round 2): 2200 draws with 2050 (a difference of 150, expected .70):
    // −0.2 × 20 = −4. Counted with the first ratings (2000 against 1950, .57) it would be 7.2 − 1.4 = 5.8 → 6.
    expect(row.ratingChange).toBe(3);
    // C.07 2026 art. 10: the first ratings. ARO = (1900 + 1950) / 2, not (1900 + 2050) / 2; the list shows 2000.
    expect(row.tiebreaks).toEqual([{ code: 'ARO', value: 1925 }]);
    expect(row.rating).toBe(2000);

    // Removed, the change is counted with the first ratings again.
    const listed = roundRatingsResponse.parse((await o.api.get(`/api/tournament/${id}/round-ratings`)).body).data.ratings;
    for (const rating of listed) expectOk(await o.api.delete(`/api/tournament/${id}/round-ratings/${rating.id}`));
    expect((await o.ranking(id, 2)).rows.find((r) => r.pairingNumber === 1)?.ratingChange).toBe(6);
  });

  it('Ratings per round: bad input is refused with the field named and changes nothing; only managers see or enter them', async () => {
    const { id, players } = await o.createWithPlayers(2, { rounds: 3 });
    const other = await o.createWithPlayers(1, { rounds: 3 });
    expectFailure(await setRating(id, { playerId: players[0].uuid, fromRound: 1, rating: 2100 }), 400, /^fromRound: /, 'fromRound');
    expectFailure(await setRating(id, { playerId: players[0].uuid, fromRound: 4, rating: 2100 }), 400, 'fromRound: the tournament has 3 rounds', 'fromRound');
    expectFailure(await setRating(id, { playerId: players[0].uuid, fromRound: 2, rating: 2100.5 }), 400, /^rating: /, 'rating');
    expectFailure(
      await setRating(id, { playerId: other.players[0].uuid, fromRound: 2, rating: 2100 }),
      400,
      'playerId: the player is not in this tournament',
      'playerId',
    );
    expectFailure(await as(t, oscar).put(`/api/tournament/${id}/round-ratings`, { playerId: players[0].uuid, fromRound: 2, rating: 2100 }), 403);
    expectFailure(await as(t, oscar).get(`/api/tournament/${id}/round-ratings`), 403);
    expectFailure(await as(t).get(`/api/tournament/${id}/round-ratings`), 401);
    expect(roundRatingsResponse.parse((await o.api.get(`/api/tournament/${id}/round-ratings`)).body).data.ratings).toEqual([]);
    expectFailure(await o.api.delete(`/api/tournament/${id}/round-ratings/${randomUUID()}`), 404, 'Rating not found');
  });
});
