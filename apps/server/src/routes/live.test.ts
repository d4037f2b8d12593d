import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponse, liveEvent, type LiveEvent } from '@kingside/contract';
import { openDatabase, type Database } from '../db/connection.js';
import { createUser } from '../services/accounts/users.js';
import { publishChange } from '../services/core/live/publish.js';
import { account, expectFailure, expectOk, type Account } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';
import { LIVE_STREAMS_PER_ADDRESS } from './live.js';
import { call, createTestApp, createTestDatabase, testDatabaseKinds, useTestApp, type TestApp, type TestDatabase } from '../test-support/index.js';

/** A spectator's EventSource, read by hand: every event's data, in order. */
interface Follower {
  status: number;
  contentType: string | null;
  /** The next event not yet taken (fails after `ms`). */
  next(ms?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

async function follow(base: string, tournamentId: string, query = '', headers: Record<string, string> = {}): Promise<Follower> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/tournament/${tournamentId}/live${query}`, { signal: controller.signal, headers });
  const queue: LiveEvent[] = [];
  let wake: (() => void) | undefined;
  let greeted: () => void = () => {};
  const greeting = new Promise<void>((resolve) => (greeted = resolve));
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': following')) greeted();
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) {
            queue.push(liveEvent.parse(JSON.parse(data.slice(6))));
            wake?.();
          }
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  })();
  if (response.status === 200) await greeting;
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    ended,
    async next(ms = 5_000) {
      const deadline = Date.now() + ms;
      while (queue.length === 0) {
        if (Date.now() > deadline) throw new Error(`no live event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return queue.shift() as LiveEvent;
    },
    close: () => controller.abort(),
  };
}

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe.each(testDatabaseKinds)('live updates on %s', (kind) => {
  let db: TestDatabase;
  let second: Database;
  let t: TestApp;
  let other: TestApp;
  let base: string;
  let otherBase: string;
  let olga: Account;
  let o: ReturnType<typeof organiserOf>;
  const followers: Follower[] = [];
  const following = async (url: string, id: string, query?: string) => {
    // Both instances have heard the set-up's own announcements first, so none of them reaches the new stream late.
    await Promise.all([t.app.ctx.live.caughtUp(), other.app.ctx.live.caughtUp()]);
    const f = await follow(url, id, query);
    followers.push(f);
    return f;
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // A second instance: its own connections to the same PostgreSQL database (PGlite: the same database).
    second = db.url ? await openDatabase({ kind: 'postgres', url: db.url }) : db.database;
    t = await createTestApp(kind, { database: db.database });
    other = await createTestApp(kind, { database: second });
    [base, otherBase] = await Promise.all([listening(t), listening(other)]);
    olga = await account(t, 'organiser');
    o = organiserOf(t, olga);
  });
  afterAll(async () => {
    for (const f of followers) f.close();
    await t?.close();
    await other?.close();
    if (second !== db?.database) await second?.close();
    await db?.drop();
  });

  const swiss = async (players: number) => (await o.createWithPlayers(players, { rounds: 3 })).id;

  it('tells a spectator, on either instance, when a round is paired, started and its results come in', async () => {
    const id = await swiss(4);
    const here = await following(base, id);
    const there = await following(otherBase, id);
    expect(here.status).toBe(200);
    expect(here.contentType).toBe('text/event-stream; charset=utf-8');

    const round1 = await o.pair(id, 1);
    for (const f of [here, there]) {
      expect(await f.next()).toMatchObject({ tournamentId: id, kind: 'pairing_started', round: 1 });
      expect(await f.next()).toMatchObject({ tournamentId: id, kind: 'paired', round: 1 });
    }
    await o.start(id);
    for (const f of [here, there]) expect(await f.next()).toMatchObject({ kind: 'round_started', round: 1 });
    await o.score(id, 1, resultsFor(round1, () => '1-0').slice(0, 1));
    for (const f of [here, there]) {
      const event = await f.next();
      expect(event).toMatchObject({ tournamentId: id, kind: 'results', round: 1 });
      expect(new Date(event.at).toISOString()).toBe(event.at);
    }
  });

  it('sends nothing for a refused request or a rolled-back change, and nothing about other tournaments', async () => {
    const id = await swiss(4);
    const elsewhere = await swiss(2);
    const f = await following(base, id);
    expectFailure(await o.api.get(`/api/tournament/generate-pairing?round=2&tournamentId=${id}`), 409, 'Pair round 1 first');
    expectFailure(await o.api.post('/api/tournament/trigger-round-start', { tournamentId: id }), 409, 'Pair round 1 first');
    await expect(
      t.database.db.transaction(async (tx) => {
        await publishChange(tx, id, 'settings', null, new Date());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await o.pair(elsewhere, 1);
    await o.add(id, { name: 'Late Larry', rating: 1500 });
    // The first event to arrive is the one that committed: nothing before it leaked out.
    expect(await f.next()).toMatchObject({ tournamentId: id, kind: 'players', round: null });
  });

  it('announces withdrawals, reverted pairings, hand-made boards and edited settings', async () => {
    const id = await swiss(5);
    const f = await following(base, id);
    const players = (await call(t.app, 'GET', `/api/players/${id}`)).body as { data: { uuid: string }[] };
    expectOk(await o.api.patch('/api/players/withdraw-player', { playerId: players.data[4].uuid }));
    expect(await f.next()).toMatchObject({ kind: 'players' });
    await o.pair(id, 1);
    expect(await f.next()).toMatchObject({ kind: 'pairing_started', round: 1 });
    expect(await f.next()).toMatchObject({ kind: 'paired', round: 1 });
    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 1 }));
    expect(await f.next()).toMatchObject({ kind: 'pairing_changed', round: 1 });
    expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 1, board: 2 }));
    expect(await f.next()).toMatchObject({ kind: 'pairing_changed', round: 1 });
    expectOk(await o.api.get(`/api/tournament/revert-pairing?round=1&tournamentId=${id}`));
    expect(await f.next()).toMatchObject({ kind: 'reverted', round: 1 });
    expectOk(await o.api.patch(`/api/tournament/${id}`, { venue: 'Town Hall' }));
    expect(await f.next()).toMatchObject({ kind: 'settings', round: null });
  });

  it('tells the section that keeps its id when a tournament is split', async () => {
    const id = await swiss(4);
    const f = await following(base, id);
    expectOk(await o.api.post(`/api/tournament/split-tournament/${id}`, { groups: 2 }));
    expect(await f.next()).toMatchObject({ tournamentId: id, kind: 'players', round: null });
  });

  it('answers 404 for an unknown tournament and 400 for a malformed id', async () => {
    expectFailure(await call(t.app, 'GET', '/api/tournament/00000000-0000-4000-8000-000000000000/live'), 404, 'Tournament not found');
    expectFailure(await call(t.app, 'GET', '/api/tournament/nope/live'), 400, 'Expected a tournament id');
  });

  it('ends open streams when the app closes, without keeping it waiting', async () => {
    const id = await swiss(2);
    const extra = await createTestApp(kind, { database: db.database });
    const f = await following(await listening(extra), id);
    const started = Date.now();
    await extra.close();
    await f.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

// One address opened 1,000 live streams and every one was accepted, each holding a socket and a subscription.
describe('live streams per client address', () => {
  // Behind one proxy, so each test's spectators can come from addresses of their own (X-Forwarded-For).
  const t = useTestApp('pglite', { config: { trustProxy: 1 } });
  let base: string;
  let id: string;
  const followers: Follower[] = [];
  const from = async (address: string, tournamentId = id) => {
    const f = await follow(base, tournamentId, '', { 'x-forwarded-for': address });
    followers.push(f);
    return f;
  };
  beforeAll(async () => {
    base = await listening(t);
    id = (await organiserOf(t, await account(t, 'organiser')).createWithPlayers(2, { rounds: 3 })).id;
  });
  afterAll(() => {
    for (const f of followers) f.close();
  });

  it(`holds at most ${LIVE_STREAMS_PER_ADDRESS} open per address, refuses the next with 429 and a reason, and frees a place when a stream closes`, async () => {
    const first = await from('203.0.113.7');
    const rest = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_ADDRESS - 1 }, () => from('203.0.113.7')));
    expect([first, ...rest].map((f) => f.status)).toEqual(Array(LIVE_STREAMS_PER_ADDRESS).fill(200));

    const refused = await fetch(`${base}/api/tournament/${id}/live`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      message: `This address already follows ${LIVE_STREAMS_PER_ADDRESS} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload`,
    });
    // Another address is not held back by this one.
    expect((await from('203.0.113.8')).status).toBe(200);

    first.close();
    await first.ended;
    // The server hears the client leave a moment after it has gone.
    let again = await from('203.0.113.7');
    for (let tries = 0; again.status === 429 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await from('203.0.113.7');
    }
    expect(again.status).toBe(200);
    // Still full again: the freed place was taken once, not handed out twice.
    expect((await from('203.0.113.7')).status).toBe(429);
  });

  it('counts no stream that was refused (an unknown tournament)', async () => {
    for (let i = 0; i < LIVE_STREAMS_PER_ADDRESS + 5; i += 1) {
      expect((await from('198.51.100.9', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    }
    expect((await from('198.51.100.9')).status).toBe(200);
  });

  it('takes another cap from LIVE_STREAMS_PER_ADDRESS', async () => {
    const roomy = await createTestApp('pglite', { database: t.database, config: { trustProxy: 1, liveStreamsPerAddress: 2 } });
    try {
      const roomyBase = await listening(roomy);
      const opened = [];
      for (let i = 0; i < 3; i += 1) opened.push(await follow(roomyBase, id, '', { 'x-forwarded-for': '192.0.2.1' }));
      expect(opened.map((f) => f.status)).toEqual([200, 200, 429]);
      for (const f of opened) f.close();
    } finally {
      await roomy.close();
    }
  });
});

describe('live updates with APP_KEY', () => {
  const t = useTestApp('pglite', { config: { appKey: 'sesame' } });
  let base: string;
  beforeAll(async () => {
    base = await listening(t);
  });

  it('takes the key as ?appKey= (EventSource sends no headers) or in the header, and refuses a missing or wrong one', async () => {
    const key = { 'x-app-key': 'sesame' };
    const olga = { email: 'olga@example.test', password: 'correct horse' };
    await createUser(t.database.db, t.clock.now, { ...olga, name: 'Olga', role: 'organiser' });
    const token = authResponse.parse((await call(t.app, 'POST', '/api/auth/login', { headers: key, body: olga })).body).data.tokens.access.token;
    const created = await call(t.app, 'POST', '/api/tournament/create', { token, headers: key, body: { name: 'Keyed', rounds: 3 } });
    expectOk(created, 201);
    const id = (created.body as { data: { id: string } }).data.id;

    expectFailure(await call(t.app, 'GET', `/api/tournament/${id}/live`), 401, /appKey query parameter/);
    expectFailure(await call(t.app, 'GET', `/api/tournament/${id}/live?appKey=wrong`), 401);
    const f = await follow(base, id, '?appKey=sesame');
    expect(f.status).toBe(200);
    await call(t.app, 'POST', `/api/players/add-player/${id}`, { token, headers: key, body: { name: 'Kim', rating: 1800 } });
    expect(await f.next()).toMatchObject({ kind: 'players' });
    f.close();
    const byHeader = await fetch(`${base}/api/tournament/${id}/live`, { headers: key });
    expect(byHeader.status).toBe(200);
    await byHeader.body?.cancel();
  });
});
