import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponse } from '@kingside/contract';
import { call, createTestApp, testDatabaseKinds, useTestApp, type Answer, type TestApp } from '../test-support/index.js';
import { outbox } from '../db/schema/index.js';
import { passwordAttempt } from '../services/accounts/sign-in.js';
import { account, expectFailure, expectOk } from '../test-support/accounts.js';

let sequence = 0;
/** An address of its own for each call, so only the per-account rules apply. */
const freshIp = () => {
  sequence += 1;
  return `10.44.${Math.floor(sequence / 250)}.${sequence % 250}`;
};
const password = 'correct horse';

function retryAfter(answer: Answer): number {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  return Number(answer.headers['retry-after']);
}

describe.each(testDatabaseKinds)('defect 4, login rate limit is racy, on %s', (kind) => {
  const t = useTestApp(kind);

  it('checks at most the free attempts of 40 parallel wrong passwords, on two instances of one database', async () => {
    const { email } = await account(t, 'player');
    const other = await createTestApp(kind, { database: t.database, clock: t.clock, config: { tokenSecret: t.config.tokenSecret } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(i % 2 === 0 ? t.app : other.app, 'POST', '/api/auth/login', { body: { email, password: `wrong guess ${i}` }, ip: freshIp() }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // 401: the password was checked; 429: refused before the hash, with a wait.
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
      for (const refused of answers.filter((answer) => answer.status === 429)) expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    } finally {
      await other.close();
    }
  });

  it('checks at most 50 parallel wrong passwords from one address', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(t.app, 'POST', '/api/auth/login', { body: { email: `guess${i}@example.test`, password: 'guess guess' }, ip })),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(50);
    for (const refused of answers.filter((answer) => answer.status !== 401)) {
      expectFailure(refused, 429, /^Too many failed sign-in attempts from your network\./);
    }
  });
});

describe.each(testDatabaseKinds)('defect 7, lock-out abuse, on %s', (kind) => {
  const t = useTestApp(kind);
  const login = (email: string, given: string, ip = freshIp()) => call(t.app, 'POST', '/api/auth/login', { body: { email, password: given }, ip });

  it('slows a guesser down exponentially, and lets the owner in after the wait', async () => {
    const { email } = await account(t, 'player');
    for (let attempt = 0; attempt < 5; attempt += 1) expectFailure(await login(email, 'wrong guess'), 401, 'Invalid email or password');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const refused = await login(email, 'wrong guess');
      expectFailure(refused, 429, /^Too many failed sign-in attempts for this account\. Wait \d+ (second|minute)s? before the next attempt\.$/);
      waits.push(retryAfter(refused));
      t.clock.advance(retryAfter(refused) * 1000);
      expectFailure(await login(email, 'wrong guess'), 401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    // Before the wait is over even the right password is refused unchecked; after it, the owner is in.
    expect(retryAfter(await login(email, password))).toBe(300);
    t.clock.advance(300_000);
    const owner = await login(email, password);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(authResponse.parse(owner.body).data.user.email).toBe(email);
    // Signing in forgets the failures: the next mistake is free again.
    expectFailure(await login(email, 'one typo'), 401);
  });

  it('gives change-password the same slow-down, shared with sign-in', async () => {
    const { email, token } = await account(t, 'organiser');
    const change = (currentPassword: string) =>
      call(t.app, 'PUT', '/api/auth/change-password', { body: { currentPassword, newPassword: 'a new secret' }, token, ip: freshIp() });
    for (let attempt = 0; attempt < 5; attempt += 1) expectFailure(await change('not it at all'), 400, 'The current password is wrong', 'currentPassword');
    expect(retryAfter(await change(password))).toBe(1);
    expect(retryAfter(await login(email, password))).toBe(1);
    t.clock.advance(1000);
    expect((await change(password)).status).toBe(200);
  });

  it('limits an address without locking the owner out from elsewhere', async () => {
    const { email } = await account(t, 'player');
    const ip = freshIp();
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await login(`probe${attempt}@example.test`, 'guess guess', ip)).status).toBe(401);
    expectFailure(await login(email, password, ip), 429, /^Too many failed sign-in attempts from your network\./);
    expect((await login(email, password)).status).toBe(200);
  });
});

describe.each(testDatabaseKinds)('TRUST_PROXY=true trusts the whole X-Forwarded-For chain, on %s', (kind) => {
  const oneHop = useTestApp(kind, { config: { trustProxy: 1 } });
  const namedProxy = useTestApp(kind, { config: { trustProxy: ['10.9.0.0/16'] } });

  /** 70 failed logins through the proxy, each with a made-up leftmost address before the one the proxy saw. */
  const spoofedFailures = (t: TestApp, proxy: string, client: string) =>
    Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        call(t.app, 'POST', '/api/auth/login', {
          body: { email: `spoof${i}@example.test`, password: 'guess guess' },
          ip: proxy,
          headers: { 'x-forwarded-for': `198.18.${i}.${i + 1}, ${client}` },
        }),
      ),
    );

  it('with one trusted hop, spoofed leftmost addresses still meet 429: the address the proxy saw is counted', async () => {
    const answers = await spoofedFailures(oneHop, '127.0.0.1', '203.0.113.70');
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(50);
    for (const refused of answers.filter((answer) => answer.status !== 401)) {
      expectFailure(refused, 429, /^Too many failed sign-in attempts from your network\./);
    }
    // Another client behind the same proxy has an allowance of its own.
    const neighbour = await call(oneHop.app, 'POST', '/api/auth/login', {
      body: { email: 'neighbour@example.test', password: 'guess guess' },
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.72' },
    });
    expectFailure(neighbour, 401);
  });

  it("with the proxy's range named, likewise; an address outside it is the client itself, whatever it forwards", async () => {
    const answers = await spoofedFailures(namedProxy, '10.9.3.4', '203.0.113.71');
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(50);
    const direct = await Promise.all(
      Array.from({ length: 51 }, (_, i) =>
        call(namedProxy.app, 'POST', '/api/auth/login', {
          body: { email: `direct${i}@example.test`, password: 'guess guess' },
          ip: '192.0.2.99',
          headers: { 'x-forwarded-for': `198.19.${i}.1` },
        }),
      ),
    );
    expect(direct.filter((answer) => answer.status === 401)).toHaveLength(50);
    expect(direct.filter((answer) => answer.status === 429)).toHaveLength(1);
  });
});

/** The code in the last mail to the address (without SMTP_URL, mail goes to the outbox table). */
async function lastCodeFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
  const code = /code is (\d{6})/.exec(mail?.body ?? '')?.[1];
  expect(code, mail?.body).toBeDefined();
  return code!;
}

/** The trusted-client cookie a sign-in answer sets, as the browser sends it back. */
function cookieOf(answer: Answer): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const setCookie = String(answer.headers['set-cookie']);
  expect(setCookie).toMatch(/^kingside_client=[\w-]+\.[\w-]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return setCookie.split(';')[0];
}

describe.each(testDatabaseKinds)('after 50 failures from one address even a correct password gets 429, on %s', (kind) => {
  const t = useTestApp(kind);
  const login = (email: string, given: string, ip: string, cookie?: string) =>
    call(t.app, 'POST', '/api/auth/login', { body: { email, password: given }, ip, headers: cookie ? { cookie } : {} });

  it("signs in, from a venue's address a guesser used up, a browser that signed in to its account before; the guesser and unknown browsers wait", async () => {
    const owner = await account(t, 'player');
    const guesser = await account(t, 'player');
    const ownersBrowser = cookieOf(await login(owner.email, password, freshIp()));
    const guessersBrowser = cookieOf(await login(guesser.email, password, freshIp()));
    const venue = freshIp();
    for (let attempt = 0; attempt < 50; attempt += 1) expectFailure(await login(`player${attempt}@example.test`, 'guess guess', venue), 401);
    expectFailure(await login('player50@example.test', 'guess guess', venue), 429, /^Too many failed sign-in attempts from your network\. A code sent by mail/);

    const signedIn = await login(owner.email, password, venue, ownersBrowser);
    expect(authResponse.parse(signedIn.body).data.user.email).toBe(owner.email);
    cookieOf(signedIn);
    // Unknown browsers at the venue wait, and so does the guesser with the cookie of an account of their own.
    expectFailure(await login(owner.email, password, venue), 429, /from your network/);
    expectFailure(await login(owner.email, password, venue, guessersBrowser), 429, /from your network/);
    expectFailure(await login(owner.email, password, venue, `kingside_client=${'a'.repeat(22)}.${'b'.repeat(43)}`), 429, /from your network/);
  });

  it("keeps the attacked account's owner signing in from their browser at once, while the guesser's waits run on", async () => {
    const { email } = await account(t, 'organiser');
    const ownersBrowser = cookieOf(await login(email, password, freshIp()));
    for (let attempt = 0; attempt < 5; attempt += 1) expectFailure(await login(email, `guess ${attempt}`, freshIp()), 401);
    expect(retryAfter(await login(email, 'guess 5', freshIp()))).toBe(1);
    expect((await login(email, password, freshIp(), ownersBrowser)).status).toBe(200);
    expectFailure(await login(email, password, freshIp()), 429, /^Too many failed sign-in attempts for this account\./);
    // A stolen cookie is slowed in its own lane: 5 guesses, then the waits.
    for (let attempt = 0; attempt < 5; attempt += 1) expectFailure(await login(email, `stolen ${attempt}`, freshIp(), ownersBrowser), 401);
    expectFailure(await login(email, password, freshIp(), ownersBrowser), 429, /^Too many failed sign-in attempts from this browser\. Wait 1 second/);
    t.clock.advance(1000);
    expect((await login(email, password, freshIp(), ownersBrowser)).status).toBe(200);
  });

  it('signs in with a mailed code too as a known browser from then on', async () => {
    const { email } = await account(t, 'player');
    const ip = freshIp();
    expectOk(await call(t.app, 'POST', '/api/auth/v1/send_otp', { body: { email }, ip }));
    const code = await lastCodeFor(t, email);
    const answer = await call(t.app, 'POST', '/api/auth/v1/verify_otp', { body: { email, otp: code }, ip });
    const browser = cookieOf(answer);
    for (let attempt = 0; attempt < 6; attempt += 1) await login(email, `guess ${attempt}`, freshIp());
    expect((await login(email, password, freshIp(), browser)).status).toBe(200);
  });
});

describe.each(testDatabaseKinds)('100 parallel attempts check 6–7 passwords, not the documented 5, on %s', (kind) => {
  const t = useTestApp(kind);

  it('checks 5 of 100 parallel wrong passwords on two instances of one database', async () => {
    const { email } = await account(t, 'player');
    const other = await createTestApp(kind, { database: t.database, clock: t.clock, config: { tokenSecret: t.config.tokenSecret } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          call(i % 2 === 0 ? t.app : other.app, 'POST', '/api/auth/login', { body: { email, password: `wrong guess ${i}` }, ip: freshIp() }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(95);
    } finally {
      await other.close();
    }
  });

  it('checks 5 of 100 parallel attempts from one address when each check takes 2 s, on two instances', async () => {
    const { email } = await account(t, 'player');
    const other = await createTestApp(kind, { database: t.database, clock: t.clock, config: { tokenSecret: t.config.tokenSecret } });
    try {
      let checked = 0;
      // Each password check takes 2 s of the clock, as on a server busy hashing: the burst's later attempts are reached late.
      const slowWrongCheck = async () => {
        checked += 1;
        t.clock.advance(2000);
        return false;
      };
      // From one address, whose count is taken first and in turn: the account's turns are reached one by one, between checks.
      const ip = freshIp();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => passwordAttempt((i % 2 === 0 ? t.app : other.app).ctx, email, { ip }, slowWrongCheck)),
      );
      expect(checked).toBe(5);
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(95);
    } finally {
      await other.close();
    }
  });
});
