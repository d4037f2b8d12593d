import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeJuspay, type FakeJuspay } from '@kingside/fake-juspay';
import type { DistributedPrizes, PayoutLedger, TournamentPayouts } from '@kingside/contract';
import { startKingside, type RunningKingside } from './support/kingside.js';

/**
 * Between Kingside and the fake Juspay: passes every call on, except that the answer to the first
 * payout order is held back — Juspay has made the order, Kingside never hears so — and reported.
 */
async function answerLosingProxy(target: string): Promise<{ url: string; orderCreated: Promise<string>; close(): Promise<void> }> {
  let created: (orderId: string) => void = () => {};
  const orderCreated = new Promise<string>((resolve) => (created = resolve));
  let held = false;
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${target}${request.url}`, { method: request.method, headers, body: body.length > 0 ? body : undefined });
      const text = await answer.text();
      if (!held && request.method === 'POST' && request.url === '/payout/merchant/v1/orders') {
        held = true;
        created((JSON.parse(text) as { orderId: string }).orderId);
        return; // never answered
      }
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orderCreated,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

describe('a crash between sending a payout order and reading its answer', () => {
  it('after kill -9 and a restart, reconciliation finds the order Juspay made and nothing is paid twice', { timeout: 240_000 }, async () => {
    const fake: FakeJuspay = await startFakeJuspay();
    cleanUp.push(() => fake.close());
    const proxy = await answerLosingProxy(fake.url);
    cleanUp.push(() => proxy.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kingside-crash-'));
    cleanUp.push(() => rm(dataDir, { recursive: true, force: true }));
    const juspay = (url: string) => ({
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'juspay',
      JUSPAY_URL: url,
      JUSPAY_API_KEY: fake.control.apiKey,
      JUSPAY_MERCHANT_ID: fake.control.merchantId,
      JUSPAY_WEBHOOK_USERNAME: 'kingside-hooks',
      JUSPAY_WEBHOOK_PASSWORD: 'hook-secret-123',
      PAYOUT_POLL_SECONDS: '1',
      // Calls give up after 3 s, so a lost answer is asked about after 12 s instead of a minute.
      JUSPAY_TIMEOUT_SECONDS: '3',
    });

    const call = async <T>(server: RunningKingside, method: string, url: string, token: string, body?: unknown) => {
      const answer = await fetch(`${server.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as T };
    };
    const logIn = async (server: RunningKingside) =>
      (
        await call<{ data: { tokens: { access: { token: string } } } }>(server, 'POST', '/api/auth/login', '', {
          email: 'organiser@kingside.demo',
          password: 'kingside-demo',
        })
      ).body.data.tokens.access.token;

    // First life: the demo organiser gives every winner's UPI id and pays all.
    let server = await startKingside(juspay(proxy.url));
    let token = await logIn(server);
    const list = await call<{ data: { tournaments: { id: string }[] } }>(server, 'GET', '/api/tournament/get-tournament-list?query=Demo%20Open', token);
    const tournamentId = list.body.data.tournaments[0].id;
    const before = (await call<{ data: TournamentPayouts }>(server, 'GET', `/api/players/payouts/${tournamentId}`, token)).body.data;
    for (const [i, w] of before.winners.entries()) {
      expect(
        (await call(server, 'PUT', `/api/players/payee-details/${w.winnerId}`, token, { kind: 'upi', vpa: `winner${i}@oksbi`, name: w.name })).status,
      ).toBe(200);
    }
    const total = before.winners.reduce((sum, w) => sum + w.amount, 0);
    const balanceBefore = (await call<{ data: { amount: number } }>(server, 'GET', '/api/juspay/balance', token)).body.data.amount;

    const paying = call(server, 'POST', '/api/players/distribute-prizes', token, { tournamentId }).catch(() => null);
    const orderId = await proxy.orderCreated;
    await server.kill();
    expect(await paying).toBeNull();

    // Second life, on the same database, talking to Juspay directly.
    server = await startKingside(juspay(fake.url));
    cleanUp.push(() => server.stop());
    token = await logIn(server);
    let view = (await call<{ data: TournamentPayouts }>(server, 'GET', `/api/players/payouts/${tournamentId}`, token)).body.data;
    expect(view.winners.every((w) => w.status === 'CREATING' && !w.payable)).toBe(true);
    // Not sent again while its fate is unknown.
    expect((await call(server, 'POST', '/api/players/distribute-prizes', token, { tournamentId })).status).toBe(409);

    // Once the order's answer can no longer be on its way, reconciliation asks Juspay and adopts it.
    await expect
      .poll(
        async () =>
          (await call<{ data: TournamentPayouts }>(server, 'GET', `/api/players/payouts/${tournamentId}`, token)).body.data.winners.map((w) => w.status),
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual(before.winners.map(() => 'INITIATED'));
    await fake.control.advance(orderId);
    await fake.control.advance(orderId);
    await expect
      .poll(
        async () =>
          (await call<{ data: TournamentPayouts }>(server, 'GET', `/api/players/payouts/${tournamentId}`, token)).body.data.winners.every(
            (w) => w.status === 'SUCCESS',
          ),
        { timeout: 20_000 },
      )
      .toBe(true);

    view = (await call<{ data: TournamentPayouts }>(server, 'GET', `/api/players/payouts/${tournamentId}`, token)).body.data;
    expect(view.paid).toBe(total);
    const ledger = (await call<{ data: PayoutLedger }>(server, 'GET', `/api/juspay/ledger?tournamentId=${tournamentId}`, token)).body.data.attempts;
    expect(ledger).toHaveLength(before.winners.length);
    expect(ledger.every((a) => a.orderId === orderId && a.status === 'SUCCESS' && a.attempt === 1)).toBe(true);
    const again = await call<DistributedPrizes>(server, 'POST', '/api/players/distribute-prizes', token, { tournamentId });
    expect(again.status).toBe(409);
    const balance = (await call<{ data: { amount: number } }>(server, 'GET', '/api/juspay/balance', token)).body.data.amount;
    expect(balanceBefore - balance).toBe(total);
  });
});
