import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authResponse,
  endpointPath,
  endpoints,
  roundPairingsResponse,
  tournamentDetailsResponse,
  tournamentResponse,
  type LiveEvent,
} from '@kingside/contract';
import { createTestDatabase, type TestDatabase } from '../apps/server/src/test-support/databases.js';
import { followLive, send, type ClientOptions, type RequestOptions } from './support/https-client.js';
import { startKingside, type RunningKingside } from './support/kingside.js';
import { findNginx, startNginx, type RunningNginx } from './support/nginx.js';

// Two server processes on one PostgreSQL database behind Debian's nginx running deploy/nginx/kingside.conf, as
// docs/operations.md deploys them. Front "a" reaches instance A only, "b" instance B only, "both" balances the two.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const bench = (name: string) => readFile(path.join(repoRoot, 'packages/engine/conformance/bench', name), 'utf8');
const demoOrganiser = { email: 'organiser@kingside.demo', password: 'kingside-demo' };
/** Short, so that the test waits little for a dead instance's claim; long enough for a 1,000-player round. */
const pairingTimeLimitSeconds = 20;

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const nginx = findNginx();
const missing = [
  nginx ? '' : 'nginx (apt-get install nginx)',
  hasOpenssl() ? '' : 'openssl',
  process.env.TEST_DATABASE_URL ? '' : 'PostgreSQL (TEST_DATABASE_URL=postgres://…)',
].filter(Boolean);
// CI installs what is missing (.ci/run), so there a missing tool fails the test instead of skipping it.
const skipped = missing.length > 0 && process.env.CI !== 'true';
if (skipped) process.stdout.write(`e2e/two-instances.test.ts skipped: it needs ${missing.join(', ')}\n`);

describe.skipIf(skipped)('two instances on one PostgreSQL behind nginx', () => {
  let database: TestDatabase;
  let a: RunningKingside;
  let b: RunningKingside;
  let proxy: RunningNginx;
  let client: ClientOptions;
  let token: string;
  const follows: { close(): void }[] = [];

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`This test needs ${missing.join(', ')}`);
    // A fresh database: the first instance migrates it and seeds the demo organiser, the second finds it ready.
    database = await createTestDatabase('postgres', { migrated: false });
    const shared = {
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '1',
      PAIRING_TIME_LIMIT: String(pairingTimeLimitSeconds),
    };
    a = await startKingside(shared, { databaseUrl: database.url });
    b = await startKingside(shared, { databaseUrl: database.url });
    const upstream = (instance: RunningKingside) => new URL(instance.url).host;
    proxy = await startNginx(
      nginx as string,
      [
        { name: 'a', instances: [upstream(a)] },
        { name: 'b', instances: [upstream(b)] },
        { name: 'both', instances: [upstream(a), upstream(b)] },
      ],
      path.join(repoRoot, 'apps/web/dist'),
    );
    client = { ca: proxy.ca, localAddress: '127.0.0.2' };
  });

  beforeEach(({ onTestFailed }) =>
    onTestFailed(() => {
      process.stderr.write(`Instance A printed:\n${a?.output()}\nInstance B printed:\n${b?.output()}\nnginx printed:\n${proxy?.output()}\n`);
    }),
  );

  afterAll(async () => {
    for (const follow of follows) follow.close();
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const through = (front: string, method: string, where: string, options?: RequestOptions) =>
    send(`${proxy.fronts[front].https}${where}`, method, client, { token, ...options });
  const follow = async (front: string, tournamentId: string) => {
    const follower = await followLive(`${proxy.fronts[front].https}${endpointPath(endpoints.live.stream, { id: tournamentId })}`, client);
    follows.push(follower);
    return follower;
  };
  const ok = <T>(answer: { status: number; text: string; json: unknown }, schema: { parse(value: unknown): T }, status = 200): T => {
    expect(answer.status, answer.text).toBe(status);
    return schema.parse(answer.json);
  };
  const tournament = async (front: string, id: string) =>
    ok(await through(front, 'GET', endpointPath(endpoints.tournaments.details, { id })), tournamentDetailsResponse).data;
  const importTrf = async (front: string, file: string, name: string) =>
    ok(await through(front, 'POST', endpointPath(endpoints.tournaments.importTrf), { body: { trf: await bench(file), name } }), tournamentResponse, 201).data;
  const pairingPath = (id: string, round: number) => `${endpointPath(endpoints.pairings.generate)}?round=${round}&tournamentId=${id}`;

  it('a session signed in through one instance works through the other, and the server sees the client, not the proxy or a forged header', async () => {
    const signedIn = ok(
      await through('a', 'POST', endpointPath(endpoints.auth.login), { body: demoOrganiser, headers: { 'x-forwarded-for': '203.0.113.7' } }),
      authResponse,
    ).data;
    token = signedIn.tokens.access.token;
    for (const front of ['b', 'both', 'both']) {
      const answer = await through(front, 'POST', endpointPath(endpoints.auth.currentUser), { body: { token } });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toMatchObject({ data: { email: demoOrganiser.email } });
    }
    const exported = await through('b', 'GET', endpointPath(endpoints.privacy.exportAccount));
    expect(exported.status, exported.text).toBe(200);
    const { sessions } = (exported.json as { data: { sessions: { ip: string | null }[] } }).data;
    expect(sessions.map((session) => session.ip)).toEqual(['127.0.0.2']);

    const plain = await send(`${proxy.fronts.both.http}/tournaments`, 'GET', client);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1/tournaments`);
    expect((await through('both', 'GET', endpointPath(endpoints.health.check))).status).toBe(200);
  });

  it('nginx sends the web app’s hashed assets itself, compressed and cached for good', async () => {
    const index = await through('both', 'GET', '/');
    expect(index.status).toBe(200);
    const asset = /\/assets\/[\w.-]+\.js/.exec(index.text)?.[0];
    expect(asset, 'index.html names a script under /assets/').toBeDefined();
    const sent = await through('both', 'GET', asset as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(sent.status).toBe(200);
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await through('both', 'GET', '/assets/no-such-file.js')).status).toBe(404);
  });

  it('a result entered through A reaches a spectator following the live stream through B within 1 s', async () => {
    const open = await importTrf('a', 'open-300-round9.trf', 'Two Instances Open');
    ok(await through('a', 'GET', pairingPath(open.id, 9)), roundPairingsResponse);
    ok(await through('a', 'POST', endpointPath(endpoints.roundTriggers.start), { body: { tournamentId: open.id } }), tournamentResponse);

    const spectator = await follow('b', open.id);
    expect(spectator.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const sentAt = Date.now();
    const results = `${endpointPath(endpoints.results.scoreUpload)}?round=9&tournamentId=${open.id}`;
    ok(await through('a', 'POST', results, { body: { results: [{ board: 1, result: '1-0' }] } }), roundPairingsResponse);
    const answeredAt = Date.now();
    const { at } = await spectator.next((event) => event.kind === 'results' && event.round === 9, { since: sentAt });
    expect(Math.max(0, at - answeredAt)).toBeLessThan(1000);
  });

  it('a pairing requested through B while A pairs gets 409; A killed mid-pairing, B takes the claim over after its deadline and pairs', async () => {
    // 1,000 players after 10 rounds: round 11 keeps the engine busy for a second or more.
    const open = await importTrf('a', 'open-1000-round11.trf', 'Two Instances Big Open');
    expect(open).toMatchObject({ currentRound: 10, pairingRound: null });
    const spectator = await follow('b', open.id);
    const startedAfter = Date.now();
    const onA = through('a', 'GET', pairingPath(open.id, 11));
    const started = await spectator.next((event: LiveEvent) => event.kind === 'pairing_started' && event.round === 11, { since: startedAfter });

    const second = await through('b', 'GET', pairingPath(open.id, 11));
    expect(second.status, second.text).toBe(409);
    expect(second.json).toMatchObject({ message: 'The pairing of round 11 is in progress; wait for it, or cancel it' });

    await a.kill();
    // Killed mid-pairing: nothing was saved, and A's claim stands until its deadline.
    expect(await tournament('b', open.id)).toMatchObject({ currentRound: 10, pairingRound: 11 });
    // The organiser who asked A hears from nginx that A is gone.
    expect((await onA).status).toBe(502);

    // The claim's deadline, on the clock A claimed by (this machine's): the claim time plus the time limit.
    const deadline = Date.parse(started.event.at) + pairingTimeLimitSeconds * 1000;
    const refusedAt: number[] = [];
    let paired: { answeredAt: number; rows: number } | undefined;
    while (!paired) {
      const askedAt = Date.now();
      // Through the balancing front: nginx finds A refusing connections and asks B.
      const answer = await through('both', 'GET', pairingPath(open.id, 11));
      if (answer.status === 409) {
        expect(answer.json).toMatchObject({ message: 'The pairing of round 11 is in progress; wait for it, or cancel it' });
        refusedAt.push(askedAt);
        expect(askedAt, 'B still refuses a second after the claim’s deadline').toBeLessThan(deadline + 1000);
        await new Promise((resolve) => setTimeout(resolve, 250));
      } else {
        paired = { answeredAt: Date.now(), rows: ok(answer, roundPairingsResponse).data.rows.filter((row) => row.kind === 'game').length };
      }
    }
    expect(refusedAt.length).toBeGreaterThan(0);
    expect(paired.answeredAt).toBeGreaterThanOrEqual(deadline);
    expect(paired.rows).toBe(500);
    await spectator.next((event) => event.kind === 'paired' && event.round === 11, { since: startedAfter });
    expect(await tournament('both', open.id)).toMatchObject({ currentRound: 11, pairingRound: null });
  });
});
