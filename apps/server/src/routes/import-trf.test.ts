import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairingOfRound, readTrf, roundsPlayed } from '@kingside/engine';
import { roundPairingsResponse, publicPlayersResponse, tournamentResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount } from '../services/tournaments/test-support/accounts.js';

// The engine's copy of the conformance data (packages/engine/conformance).
const conformance = (name: string) => readFileSync(new URL(`../../../../packages/engine/conformance/${name}`, import.meta.url), 'utf8');

describe.each(testDatabaseKinds)('TRF import on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');

  it('imports a paired Swiss with every round and result, and exports it back the same', async () => {
    const text = conformance('dutch/rtg-00001.trf');
    const file = readTrf(text);
    const answer = await as(t, olga).post('/api/tournament/import-trf', { trf: text, name: 'Imported Open' });
    expectOk(answer, 201);
    const imported = tournamentResponse.parse(answer.body).data;
    const rounds = roundsPlayed(file);
    expect(imported).toMatchObject({
      name: 'Imported Open',
      system: 'dutch',
      currentRound: rounds,
      state: 'scored',
      playerCount: file.players.length,
      ownerId: olga.id,
    });

    for (let round = 1; round <= rounds; round++) {
      const served = roundPairingsResponse.parse((await as(t).get(`/api/tournament/get-pairings?round=${round}&tournamentId=${imported.id}`)).body).data;
      const pairs = served.rows
        .filter((r) => r.opponent)
        .map((r) => `${r.player.pairingNumber}-${r.opponent?.pairingNumber}`)
        .sort();
      const recorded = pairingOfRound(file, round);
      expect(pairs, `round ${round}`).toEqual(recorded.pairs.map((p) => `${p.white}-${p.black}`).sort());
      expect(served.rows.find((r) => r.kind === 'pairing_bye')?.player.pairingNumber ?? null).toBe(recorded.bye);
    }
    const players = publicPlayersResponse.parse((await as(t).get(`/api/players/${imported.id}`)).body).data;
    for (const p of file.players) expect(players.find((x) => x.pairingNumber === p.startNumber)?.points, p.name).toBe(p.points);

    const exported = await t.app.inject({ method: 'GET', url: `/api/tournament/${imported.id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    const again = readTrf(exported.body);
    for (let round = 1; round <= rounds; round++) expect(pairingOfRound(again, round)).toEqual(pairingOfRound(file, round));
  });

  it('names the line that is wrong, and is for organisers only', async () => {
    expectFailure(await as(t, olga).post('/api/tournament/import-trf', { trf: '012 X\r\n001 abc\r\n' }), 400, /^trf: line 2, column \d+: expected/, 'trf');
    expectFailure(await as(t, olga).post('/api/tournament/import-trf', { trf: '012 Nobody here\r\n' }), 400, 'trf: the file has no players (001 lines)', 'trf');
    expectFailure(await as(t, olga).post('/api/tournament/import-trf', {}), 400, /^trf: /, 'trf');
    const player = await account(t, 'player');
    expectFailure(await as(t, player).post('/api/tournament/import-trf', { trf: conformance('dutch/rtg-00001.trf') }), 403);
    expectFailure(await as(t).post('/api/tournament/import-trf', { trf: 'x' }), 401);
  });
});
