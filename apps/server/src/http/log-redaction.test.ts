import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, madeBeforeAll, manualClock, testDatabaseKinds } from '../test-support/index.js';

/** Every line the app's logger writes, as text. */
function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      next();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

describe.each(testDatabaseKinds)('defect 8, secret in logs, on %s', (kind) => {
  const appKey = 'app-key-5f3a9c';
  const made = madeBeforeAll(
    'An app logging at trace level into memory',
    async () => {
      const log = captured();
      const test = await createTestDatabase(kind);
      const app = await buildApp({
        config: {
          tokenSecret: randomBytes(32).toString('base64url'),
          webDist: '/nonexistent',
          trustProxy: false,
          mailFrom: 'Kingside <k@example.test>',
          appKey,
        },
        database: test.database,
        clock: manualClock().now,
        logger: { level: 'trace', stream: log.stream },
      });
      app.get('/api/echo-headers', { config: { withoutAppKey: true } }, async (request) => {
        // What a careless log call looks like: the whole headers and the URL in the message.
        request.log.info(
          { headers: request.headers, body: { password: 'body-password-77', otp: '424242' }, err: { code: 'E_KEPT_CODE' } },
          `called ${request.url}`,
        );
        return { ok: true };
      });
      await app.ready();
      return { app, log, test };
    },
    async ({ app, test }) => {
      await app.close();
      await test.drop();
    },
  );

  it('writes no appKey, token, code, password, otp, authorization or x-app-key value into any line', async () => {
    const { app, log } = made;
    const live = await app.inject({ method: 'GET', url: `/api/tournament/${randomUUID()}/live?appKey=live-key-guess-31&x=1` });
    expect(live.statusCode).toBe(401);
    await app.inject({
      method: 'GET',
      url: '/api/echo-headers?token=query-token-88&code=654321&otp=123987&password=query-password-66&ok=yes',
      headers: { authorization: 'Bearer bearer-token-99', 'x-app-key': appKey, cookie: 'session=cookie-secret-12' },
    });
    await app.inject({ method: 'GET', url: '/api/no-such-route?appKey=missing-route-key-44' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-app-key': appKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.test', password: 'login-password-55' }),
    });

    const text = log.text();
    expect(log.lines.length).toBeGreaterThan(6);
    for (const secret of [
      'live-key-guess-31',
      'query-token-88',
      '654321',
      '123987',
      'query-password-66',
      'bearer-token-99',
      appKey,
      'cookie-secret-12',
      'body-password-77',
      '424242',
      'missing-route-key-44',
      'login-password-55',
    ]) {
      expect(text, `${secret} is in the log`).not.toContain(secret);
    }
    expect(text).toContain('appKey=[redacted]&x=1');
    expect(text).toContain('ok=yes');
    expect(text).toContain('"authorization":"[redacted]"');
    // An error's code is no secret: it stays readable.
    expect(text).toContain('"code":"E_KEPT_CODE"');
  });
});
