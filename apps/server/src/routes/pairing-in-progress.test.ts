import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roundPairingsResponse, tournamentResponse } from '@kingside/contract';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';

// 300 players after 8 rounds (the engine's conformance data, bench/): round 9 keeps the engine busy long enough,
// in its worker thread, for other requests to come and go meanwhile.
const openAfterEightRounds = readFileSync(new URL('../../../../packages/engine/conformance/bench/open-300-round9.trf', import.meta.url), 'utf8');

/** Resolves when the promise has settled, telling whether it had by the time `before` resolved. */
async function settledBefore(promise: Promise<unknown>, before: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await before;
  return settled;
}

describe.each(testDatabaseKinds)('pairing in a worker thread on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');

  async function openReadyForRound9() {
    const answer = await as(t, olga).post('/api/tournament/import-trf', { trf: openAfterEightRounds, name: 'Big Open' });
    expectOk(answer, 201);
    const open = tournamentResponse.parse(answer.body).data;
    expect(open).toMatchObject({ currentRound: 8, state: 'scored', playerCount: 300, pairingRound: null });
    return open.id;
  }

  const pair = (id: string) => as(t, olga).get(`/api/tournament/generate-pairing?round=9&tournamentId=${id}`);
  const tournament = async (id: string) => tournamentResponse.parse((await call(t.app, 'GET', `/api/tournament/${id}`)).body).data;

  /** Waits until the tournament says the engine is pairing it (the claim is committed, the worker has the round). */
  async function whilePairing(id: string) {
    await expect.poll(async () => (await tournament(id)).pairingRound, { timeout: 30_000, interval: 5 }).toBe(9);
  }

  it('answers other requests while a round is paired, refuses a second pairing of it, then saves the round', async () => {
    const id = await openReadyForRound9();
    const pairing = pair(id);
    await whilePairing(id);

    const meanwhile = Promise.all([call(t.app, 'GET', '/api/health'), call(t.app, 'GET', `/api/players/${id}`), pair(id)]);
    expect(await settledBefore(pairing, meanwhile)).toBe(false);
    const [health, players, second] = await meanwhile;
    expectOk(health);
    expectOk(players);
    expectFailure(second, 409, 'The pairing of round 9 is in progress; wait for it, or cancel it');

    const answer = await pairing;
    expectOk(answer);
    const round = roundPairingsResponse.parse(answer.body).data;
    expect(round.rows.filter((row) => row.kind === 'game')).toHaveLength(150);
    expect(await tournament(id)).toMatchObject({ currentRound: 9, state: 'paired', pairingRound: null });
  });

  it('cancels a pairing in progress: the round stays unpaired and can be paired again', async () => {
    const id = await openReadyForRound9();
    const pairing = pair(id);
    await whilePairing(id);
    expectFailure(await as(t).post('/api/tournament/cancel-pairing', { tournamentId: id }), 401);
    const cancelled = await as(t, olga).post('/api/tournament/cancel-pairing', { tournamentId: id });
    expectOk(cancelled);
    expect(cancelled.body).toMatchObject({ message: 'The pairing of round 9 was cancelled', data: { round: 9 } });
    expectFailure(await pairing, 409, 'The pairing of round 9 was cancelled; nothing was saved');
    expect(await tournament(id)).toMatchObject({ currentRound: 8, state: 'scored', pairingRound: null });
    expectFailure(await as(t, olga).post('/api/tournament/cancel-pairing', { tournamentId: id }), 409, 'No pairing is in progress');

    expectOk(await pair(id));
    expect(await tournament(id)).toMatchObject({ currentRound: 9, pairingRound: null });
  });

  it("leaves the round unpaired when the engine's thread dies mid-pairing, and the next request pairs it", async () => {
    const id = await openReadyForRound9();
    const pairing = pair(id);
    await whilePairing(id);
    await t.app.ctx.pairing.terminateThreads();
    const failed = await pairing;
    expectFailure(failed, 503, /^The pairing engine stopped unexpectedly .*; round 9 stays unpaired, pair it again$/);
    expect(await tournament(id)).toMatchObject({ currentRound: 8, state: 'scored', pairingRound: null });
    const games = await call(t.app, 'GET', `/api/tournament/get-pairings?round=9&tournamentId=${id}`);
    expect(games.status).toBe(404);

    expectOk(await pair(id));
    expect(await tournament(id)).toMatchObject({ currentRound: 9, state: 'paired' });
  });
});

describe.each(testDatabaseKinds)('a pairing past its time limit on %s', (kind) => {
  // A limit no pairing of 300 players meets (the thread alone takes longer to start).
  const t = useTestApp(kind, { config: { pairingTimeLimitSeconds: 0.01 } });
  const olga = useAccount(t, 'organiser');

  it('leaves the round unpaired, says why, and frees the tournament for the next request', async () => {
    const answer = await as(t, olga).post('/api/tournament/import-trf', { trf: openAfterEightRounds, name: 'Slow Open' });
    expectOk(answer, 201);
    const { id } = tournamentResponse.parse(answer.body).data;
    const pair = () => as(t, olga).get(`/api/tournament/generate-pairing?round=9&tournamentId=${id}`);
    const tournament = async () => tournamentResponse.parse((await call(t.app, 'GET', `/api/tournament/${id}`)).body).data;
    for (let attempt = 0; attempt < 2; attempt++) {
      expectFailure(await pair(), 503, 'The pairing took longer than its limit of 0.01 s and was stopped; round 9 stays unpaired, pair it again');
      expect(await tournament()).toMatchObject({ currentRound: 8, state: 'scored', pairingRound: null });
    }
  });
});
