import { describe, expect, it } from 'vitest';
import { managedPlayersResponse, savedPlayerResponse } from '@kingside/contract';
import { readTrf } from '@kingside/engine';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('Full-point byes on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const update = (entryId: string, body: object) => call(t.app, 'PATCH', `/api/players/update-player-info/${entryId}`, { body, token: olga.token });
  const managed = async (id: string) => managedPlayersResponse.parse((await o.api.get(`/api/players/entries/${id}`)).body).data;

  it('Full-point byes: given by the arbiter with a level-2 warning, not paired, scored a win, written in the TRF as F', async () => {
    const { id, players } = await o.createWithPlayers(5, { rounds: 3 });
    const given = await update(players[4].uuid, { fullPointByes: [1] });
    expectOk(given);
    const answer = savedPlayerResponse.parse(given.body);
    expect(answer.warnings).toEqual([
      {
        level: 2,
        message:
          'Full-point bye in round 1 for Player E: FIDE discourages full-point byes other than the pairing-allocated bye; ' +
          'the player scores a win without playing, which also counts against them when the pairing-allocated bye is given',
      },
    ]);
    expect(answer.data).toMatchObject({ byes: [], fullPointByes: [1] });
    // Saving again without a new one warns of nothing; a round has one bye, of one kind.
    expect(savedPlayerResponse.parse((await update(players[4].uuid, { name: 'Player E' })).body).warnings).toEqual([]);
    expectFailure(await update(players[4].uuid, { byes: [1], fullPointByes: [1] }), 400, 'fullPointByes: round 1 is a half-point bye too', 'fullPointByes');
    expect((await o.api.get(`/api/tournament/${id}/check-in`)).body).toMatchObject({
      data: { players: expect.arrayContaining([expect.objectContaining({ status: 'full_point_bye' })]) },
    });
    // Added with one: the warning comes with the new player.
    const added = await o.api.post(`/api/players/add-player/${id}`, { name: 'Player F', rating: 1700, fullPointByes: [3] });
    expectOk(added, 201);
    expect(savedPlayerResponse.parse(added.body).warnings.map((w) => w.level)).toEqual([2]);

    const round1 = await o.pair(id, 1);
    const bye = round1.rows.find((row) => row.player.pairingNumber === 5);
    expect(bye?.kind).toBe('full_point_bye');
    expect(round1.rows.filter((row) => row.kind === 'game')).toHaveLength(2);
    expect((await managed(id)).find((p) => p.uuid === players[4].uuid)).toMatchObject({ points: 1, fullPointByes: [1] });
    // Once round 1 is paired its bye can no longer change, in kind either.
    expectFailure(await update(players[4].uuid, { byes: [1], fullPointByes: [] }), 409, 'byes: round 1 is already paired', 'byes');

    const exported = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(exported.statusCode).toBe(200);
    const trf = readTrf(exported.body);
    expect(trf.players.find((p) => p.startNumber === 5)?.rounds[0]).toEqual({ opponent: null, colour: null, result: 'F' });
  });

  it('Full-point byes: none in a round robin', async () => {
    const { players } = await o.createWithPlayers(4, { system: 'round_robin' });
    expectFailure(await update(players[0].uuid, { fullPointByes: [1] }), 400, 'fullPointByes: a round robin has no requested byes', 'fullPointByes');
  });
});
