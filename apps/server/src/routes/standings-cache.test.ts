import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playersRankingResponse, roundPairingsResponse, tiebreakExplanationResponse, tournamentResponse, type LiveEvent } from '@kingside/contract';
import { openDatabase, type Database } from '../db/connection.js';
import { createStandingsCache } from '../services/core/standings/cache.js';
import { readWhole } from '../services/core/standings/snapshot.js';
import { largeEventPlayers, ranking } from '../services/core/standings/standings.js';
import { account, as, expectOk, type Account } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';
import { call, createTestApp, createTestDatabase, testDatabaseKinds, type TestApp, type TestDatabase } from '../test-support/index.js';

/**
 * Standings are computed once per change and shared by spectators (services/core/standings/cache.ts); what is
 * served must still follow every change, on the instance that made it and on every other one.
 */
describe.each(testDatabaseKinds)('cached standings on %s', (kind) => {
  let db: TestDatabase;
  let second: Database;
  let t: TestApp;
  let other: TestApp;
  let olga: Account;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // A second instance: its own connections to the same PostgreSQL database (PGlite: the same database).
    second = db.url ? await openDatabase({ kind: 'postgres', url: db.url }) : db.database;
    t = await createTestApp(kind, { database: db.database });
    other = await createTestApp(kind, { database: second });
    olga = await account(t, 'organiser');
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
    if (second !== db?.database) await second?.close();
    await db?.drop();
  });

  const pointsOn = async (app: TestApp, id: string, round: number) => {
    const answer = await call(app.app, 'GET', `/api/tournament/players-ranking?round=${round}&tournamentId=${id}`);
    // While the round's results come in they are each row's live result, beside the counted points.
    return Object.fromEntries(playersRankingResponse.parse(answer.body).data.rows.map((row) => [row.name, row.points + (row.live?.points ?? 0)]));
  };

  it('serves each change of results and players on both instances', async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    const round1 = await o.pair(id, 1);
    await o.start(id);
    for (const app of [t, other]) expect(await pointsOn(app, id, 1)).toEqual({ 'Player A': 0, 'Player B': 0, 'Player C': 0, 'Player D': 0 });
    expect(t.app.ctx.standings.size()).toBeGreaterThan(0);

    const board1 = round1.rows.find((row) => row.board === 1);
    await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    const winner = board1?.player.name as string;
    for (const app of [t, other]) await expect.poll(async () => (await pointsOn(app, id, 1))[winner], { timeout: 5_000 }).toBe(1);

    // A correction of the same board, then a renamed player: each is served once announced.
    await o.score(id, 1, [{ board: 1, result: '0-1' }]);
    for (const app of [t, other]) await expect.poll(async () => (await pointsOn(app, id, 1))[winner], { timeout: 5_000 }).toBe(0);
    const uuid = board1?.player.id as string;
    expectOk(await o.api.patch(`/api/players/update-player-info/${uuid}`, { name: 'Renamed Winner' }));
    for (const app of [t, other]) await expect.poll(async () => Object.keys(await pointsOn(app, id, 1)), { timeout: 5_000 }).toContain('Renamed Winner');
  });

  it('sends the same standings compressed once for every spectator, as each client accepts', async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(6, { rounds: 2 });
    await o.pair(id, 1);
    const url = `/api/tournament/players-ranking?round=1&tournamentId=${id}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const standings = playersRankingResponse.parse(plain.json());
    expect(standings.data.rows).toHaveLength(6);
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(standings);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(standings);
  });

  it('explains opened rows from the computation the ranking made', async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(4, { rounds: 2 });
    const round1 = await o.pair(id, 1);
    await o.start(id);
    await o.score(
      id,
      1,
      resultsFor(round1, () => '1-0'),
    );
    const { ctx } = t.app;
    const shared = ctx.standings;
    try {
      // With an empty cache, how many computations the ranking and then every row opened in it cost. A change
      // announced late (the live bus hears the database's notifications) may empty the cache in between, so
      // this is tried again until no announcement came.
      const computationsForRankingAndRows = async () => {
        const fresh = createStandingsCache(ctx.live);
        ctx.standings = fresh;
        const ranking = playersRankingResponse.parse((await call(t.app, 'GET', `/api/tournament/players-ranking?round=1&tournamentId=${id}`)).body);
        for (const row of ranking.data.rows) {
          const answer = await call(t.app, 'GET', `/api/tournament/${id}/players-ranking/${row.pairingNumber}/explanation?round=1`);
          expect(tiebreakExplanationResponse.parse(answer.body).data.opponents).toHaveLength(1);
        }
        return fresh.computations(id);
      };
      await expect.poll(computationsForRankingAndRows, { timeout: 5_000 }).toBe(1);
    } finally {
      ctx.standings = shared;
    }
  });

  /** 300 players after 8 rounds (the engine's bench data): a large event, computed in the worker pool. */
  const largeOpen = readFileSync(new URL('../../../../packages/engine/conformance/bench/open-300-round9.trf', import.meta.url), 'utf8');

  /** Resolves when the app's live followers hear the next change of the kind (the bus holds it until the standings are ready). */
  const heard = (app: TestApp, id: string, kind: LiveEvent['kind']) =>
    new Promise<void>((resolve) => {
      const unfollow = app.app.ctx.live.subscribe(id, (event) => {
        if (event.kind !== kind) return;
        unfollow();
        resolve();
      });
    });

  const rankingUrl = (id: string) => `/api/tournament/players-ranking?round=8&tournamentId=${id}`;

  /** The standings after round 8 computed afresh from the whole tournament, in this process. */
  const freshStandings = async (id: string) => {
    const snapshot = await readWhole(t.app.ctx.db, id);
    return playersRankingResponse.parse({ message: 'Standings', data: ranking(snapshot.data, 8, snapshot.kFactors) }).data;
  };

  it('serves a large event the standings a fresh computation gives, after each change, on both instances, once its followers hear of it', async () => {
    const imported = await as(t, olga).post('/api/tournament/import-trf', { trf: largeOpen, name: 'Large Open' });
    expectOk(imported, 201);
    const { id, playerCount } = tournamentResponse.parse(imported.body).data;
    expect(playerCount).toBeGreaterThanOrEqual(largeEventPlayers);
    for (const app of [t, other])
      expect(playersRankingResponse.parse((await call(app.app, 'GET', rankingUrl(id))).body).data).toEqual(await freshStandings(id));

    const round8 = roundPairingsResponse.parse((await call(t.app, 'GET', `/api/tournament/get-pairings?round=8&tournamentId=${id}`)).body).data;
    const boards = round8.rows.filter((row) => row.kind === 'game').slice(0, 3);
    const o = organiserOf(t, olga);
    for (const [i, board] of boards.entries()) {
      // A corrected result of round 8 (only that round's boards are read again), then a renamed player (the whole tournament is).
      const followers = [heard(t, id, 'results'), heard(other, id, 'results')];
      await o.score(id, 8, [{ board: board.board, result: board.result === '1-0' ? '0-1' : '1-0' }]);
      await Promise.all(followers);
      const fresh = await freshStandings(id);
      for (const app of [t, other]) {
        const answer = await call(app.app, 'GET', rankingUrl(id));
        expect(answer.headers['x-standings-updating'], `change ${i}`).toBe('false');
        expect(playersRankingResponse.parse(answer.body).data, `change ${i}`).toEqual(fresh);
      }
      const renamed = [heard(t, id, 'players'), heard(other, id, 'players')];
      expectOk(await o.api.patch(`/api/players/update-player-info/${board.player.id}`, { name: `Renamed ${i}` }));
      await Promise.all(renamed);
      for (const app of [t, other]) {
        expect(playersRankingResponse.parse((await call(app.app, 'GET', rankingUrl(id))).body).data, `rename ${i}`).toEqual(await freshStandings(id));
      }
    }
  });

  it('computes a large event once per change however many spectators ask meanwhile, serving them the last standings or the new ones', async () => {
    const imported = await as(t, olga).post('/api/tournament/import-trf', { trf: largeOpen, name: 'Watched Open' });
    expectOk(imported, 201);
    const { id } = tournamentResponse.parse(imported.body).data;
    const before = await call(t.app, 'GET', rankingUrl(id));
    const oldTag = before.headers.etag as string;
    expect(oldTag).toMatch(/^"[\w-]+"$/);
    const unchanged = await t.app.inject({ method: 'GET', url: rankingUrl(id), headers: { 'if-none-match': oldTag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const computations = t.app.ctx.standings.computations(id);

    const round8 = roundPairingsResponse.parse((await call(t.app, 'GET', `/api/tournament/get-pairings?round=8&tournamentId=${id}`)).body).data;
    const board = round8.rows.find((row) => row.kind === 'game' && row.result === '1-0');
    const followed = heard(t, id, 'results');
    await organiserOf(t, olga).score(id, 8, [{ board: board?.board as number, result: '0-1' }]);
    // The change reaches the cache through NOTIFY a moment after the answer (a large event's spectators are not made to
    // wait for it): the spectators below ask once it has been heard and its computation has started.
    await expect.poll(() => t.app.ctx.standings.computations(id) - computations).toBe(1);
    const meanwhile = await Promise.all(Array.from({ length: 200 }, () => call(t.app, 'GET', rankingUrl(id))));
    await followed;
    const after = await call(t.app, 'GET', rankingUrl(id));
    const newTag = after.headers.etag as string;
    expect(newTag).not.toBe(oldTag);
    for (const answer of meanwhile) {
      expect(answer.status).toBe(200);
      // The last standings while the new ones are computed, marked as such; then the new ones.
      if (answer.headers.etag === oldTag) expect(answer.headers['x-standings-updating']).toBe('true');
      else expect(answer.headers.etag).toBe(newTag);
    }
    expect(t.app.ctx.standings.computations(id) - computations).toBe(1);
    expect(playersRankingResponse.parse(after.body).data).toEqual(await freshStandings(id));
    expect((await t.app.inject({ method: 'GET', url: rankingUrl(id), headers: { 'if-none-match': oldTag } })).statusCode).toBe(200);
  });

  it('answers a round not paired yet with 404 every time, keeping no failure', async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(2, { rounds: 1 });
    for (let i = 0; i < 2; i++) {
      const answer = await call(t.app, 'GET', `/api/tournament/players-ranking?round=1&tournamentId=${id}`);
      expect(answer.status).toBe(404);
    }
    await o.pair(id, 1);
    await expect
      .poll(async () => (await call(t.app, 'GET', `/api/tournament/players-ranking?round=1&tournamentId=${id}`)).status, { timeout: 5_000 })
      .toBe(200);
  });
});
