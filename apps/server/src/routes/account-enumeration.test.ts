import { describe, expect, it } from 'vitest';
import { authResponse } from '@kingside/contract';
import { call, testDatabaseKinds, useSmtpServer, useTestApp, type Answer } from '../test-support/index.js';
import { account } from '../test-support/accounts.js';

let sequence = 0;
const freshIp = () => {
  sequence += 1;
  return `10.66.${Math.floor(sequence / 250)}.${sequence % 250}`;
};

/** What a prober sees of an answer: the status, the body with the expiry time of a code (same clock) and the headers that matter. */
const seen = (answer: Answer) => ({ status: answer.status, body: answer.body, retryAfter: answer.headers['retry-after'] });

describe.each(testDatabaseKinds)('defect 6, account enumeration, on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, {
    get config() {
      return { smtpUrl: smtp.url };
    },
  });

  const post = (url: string, body: unknown) => call(t.app, 'POST', url, { body, ip: freshIp() });

  it('answers forgot-password and send_otp the same for a known and an unknown email, mailing only the known one', async () => {
    const known = await account(t, 'player');
    const unknown = `nobody-${Math.random().toString(36).slice(2)}@example.test`;
    for (const url of ['/api/auth/forgot-password', '/api/auth/v1/send_otp']) {
      const forKnown = await post(url, { email: known.email });
      const forUnknown = await post(url, { email: unknown });
      expect(seen(forUnknown)).toEqual(seen(forKnown));
      expect(forKnown.status).toBe(200);
      expect(await smtp.codeSentTo(known.email)).toMatch(/^\d{6}$/);
    }
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it('answers register the same for a new and a taken email; the mail tells the owner', async () => {
    const taken = await account(t, 'organiser');
    const fresh = `new-${Math.random().toString(36).slice(2)}@example.test`;
    const body = { name: 'Mallory Probe', password: 'mallory-pass', role: 'player' };
    const forTaken = await post('/api/auth/register', { ...body, email: taken.email.toUpperCase() });
    const forFresh = await post('/api/auth/register', { ...body, email: fresh });
    expect(seen(forTaken)).toEqual(seen(forFresh));
    expect(forFresh.status).toBe(202);

    const warning = await smtp.mailTo(taken.email);
    expect(warning.raw).toContain('Subject: Someone tried to sign up with your email address');
    expect((await smtp.mailTo(fresh)).raw).toContain('Subject: Welcome to Kingside');
    // The owner's account is unchanged: their password still works, the prober's does not.
    expect((await post('/api/auth/login', { email: taken.email, password: 'correct horse' })).status).toBe(200);
    expect((await post('/api/auth/login', { email: taken.email, password: 'mallory-pass' })).status).toBe(401);
    // The new account signs in with its password.
    const signedIn = await post('/api/auth/login', { email: fresh, password: 'mallory-pass' });
    expect(authResponse.parse(signedIn.body).data.role).toBe('player');
  });
});
