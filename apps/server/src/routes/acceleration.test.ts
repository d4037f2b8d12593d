import { describe, expect, it } from 'vitest';
import { readTrf } from '@kingside/engine';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';

/** The boards as "lower-higher" pairing numbers, colours aside, in order. */
const sides = (rows: { player: { pairingNumber: number }; opponent: { pairingNumber: number } | null }[]) =>
  rows
    .filter((row) => row.opponent)
    .map((row) => [row.player.pairingNumber, row.opponent!.pairingNumber].sort((a, b) => a - b).join('-'))
    .sort();

describe.each(testDatabaseKinds)('Acceleration on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const exported = async (id: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('Acceleration: Baku chosen before round 1 pairs group A among itself and is written in the TRF as 250 records', async () => {
    const { id } = await o.createWithPlayers(8, { rounds: 4 });
    expectOk(await o.api.patch(`/api/tournament/${id}`, { acceleration: 'baku' }));
    // Group A (1-4) starts on a virtual point: it plays within itself, as group B does.
    expect(sides((await o.pair(id, 1)).rows)).toEqual(['1-3', '2-4', '5-7', '6-8']);
    const trf = await exported(id);
    expect(trf.split('\r\n').filter((line) => line.startsWith('250'))).not.toEqual([]);
    // Four rounds: two accelerated, a virtual point before round 1 and half a point before round 2.
    expect(readTrf(trf).accelerations).toEqual([1, 2, 3, 4].map((startNumber) => ({ startNumber, points: [1, 0.5] })));
  });

  it('Acceleration: a late entry does not move the last player of group A', async () => {
    const { id } = await o.createWithPlayers(8, { rounds: 5, acceleration: 'baku' });
    const round1 = await o.pair(id, 1);
    await o.start(id);
    await o.score(
      id,
      1,
      resultsFor(round1, () => '1-0'),
    );
    // Rated above everyone, the late entry takes pairing number 1 (C.04.2: initial order until round 4 is paired).
    await o.add(id, { name: 'Late Lara', rating: 2100 });
    const groupA = readTrf(await exported(id)).accelerations.map((a) => a.startNumber);
    // Player D, group A's last, is number 5 now: group A holds five players.
    expect(groupA).toEqual([1, 2, 3, 4, 5]);
  });

  it('Acceleration: chosen before round 1; after it refused in FIDE mode (level 5), allowed once out of it', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.pair(id, 1);
    const refusal =
      /^acceleration: round 1 is paired; the acceleration is chosen before round 1: refused in FIDE mode; only leaving FIDE mode \(for good\) allows it$/;
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { acceleration: 'baku' }), 409, refusal, 'fideMode');
    expectFailure(await o.api.post(`/api/tournament/config/${id}`, { acceleration: 'baku' }), 409, refusal, 'fideMode');
    // Saving the settings with the acceleration as it is changes nothing and is no refusal.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { acceleration: 'none' }));
    expectOk(await o.api.post('/api/tournament/leave-fide-mode', { tournamentId: id, confirmation: 'confirmed-twice' }));
    const changed = await o.api.post(`/api/tournament/config/${id}`, { acceleration: 'baku' });
    expectOk(changed);
    expect(changed.body).toMatchObject({ data: { acceleration: 'baku' } });
  });
});
