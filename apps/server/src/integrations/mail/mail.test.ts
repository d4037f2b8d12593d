import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, authResponse, otpMessages } from '@kingside/contract';
import { outbox } from '../../db/schema/index.js';
import { call, createTestApp, startSmtpServer, type TestApp } from '../../test-support/index.js';

async function signUp(t: TestApp, email: string) {
  const answer = await call(t.app, 'POST', '/api/auth/register', { body: { name: 'Mia Mail', email, password: 'secret-pass', role: 'player' } });
  expect(answer.status).toBe(202);
}

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('keeps the mail in the outbox table, and the code there works', async () => {
    expect(t.app.ctx.mailer.transport).toBe('outbox');
    await signUp(t, 'outbox@example.test');
    const sent = await call(t.app, 'POST', '/api/auth/v1/send_otp', { body: { email: 'outbox@example.test' } });
    expect(sent.status).toBe(200);
    const [welcome, mail] = await t.database.db.select().from(outbox).orderBy(outbox.id);
    expect(welcome).toMatchObject({ toAddress: 'outbox@example.test', subject: 'Welcome to Kingside' });
    expect(mail).toMatchObject({ toAddress: 'outbox@example.test', subject: 'Your Kingside sign-in code' });
    const otp = /\b(\d{6})\b/.exec(mail.body)?.[1];
    expect(otp).toBeDefined();
    const verified = await call(t.app, 'POST', '/api/auth/v1/verify_otp', { body: { email: 'outbox@example.test', otp } });
    expect(authResponse.parse(verified.body).message).toBe(otpMessages.verified);
  });
});

describe('mail over SMTP', () => {
  it('delivers to the SMTP server, from MAIL_FROM', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp('pglite', { config: { smtpUrl: smtp.url, mailFrom: 'Club Kingside <club@example.test>' } });
    try {
      await signUp(t, 'smtp@example.test');
      await call(t.app, 'POST', '/api/auth/v1/send_otp', { body: { email: 'smtp@example.test' } });
      const mail = await smtp.mailTo('smtp@example.test');
      expect(mail.raw).toContain('From: Club Kingside <club@example.test>');
      expect(await smtp.codeSentTo('smtp@example.test')).toMatch(/^\d{6}$/);
      expect(await t.database.db.select().from(outbox)).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('answers 502 when the SMTP server cannot be reached, saying the sign-in code could not be sent', async () => {
    const smtp = await startSmtpServer();
    const unreachable = smtp.url;
    await smtp.close();
    const t = await createTestApp('pglite', { config: { smtpUrl: unreachable } });
    try {
      await signUp(t, 'down@example.test');
      const answer = await call(t.app, 'POST', '/api/auth/v1/send_otp', { body: { email: 'down@example.test' } });
      expect(answer.status).toBe(502);
      expect(apiError.parse(answer.body).message).toBe(otpMessages.sendFailed);
    } finally {
      await t.close();
    }
  });
});
