import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, authResponse, doneResponse, otpMessages, otpSentResponse, signUpAccepted, userResponse, type RegisterBody } from '@kingside/contract';
import { call, createTestApp, startSmtpServer, testDatabaseKinds, type TestApp, type TestSmtpServer } from '../test-support/index.js';

const minutes = (n: number) => n * 60_000;

describe.each(testDatabaseKinds)('auth API on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let sequence = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Each test signs up its own accounts and calls from its own address, so limits never leak between tests. */
  const fresh = () => {
    sequence += 1;
    return { email: `person${sequence}@example.test`, ip: `10.1.${Math.floor(sequence / 250)}.${sequence % 250}` };
  };
  const post = (url: string, body?: unknown, options: { token?: string; ip?: string } = {}) => call(t.app, 'POST', url, { body, ...options });

  async function signUp(role: RegisterBody['role'] = 'organiser', password = 'correct horse') {
    const { email, ip } = fresh();
    expect((await post('/api/auth/register', { name: 'Anna Arbiter', email, password, role }, { ip })).status).toBe(202);
    const answer = await post('/api/auth/login', { email, password }, { ip });
    return { email, ip, password, token: authResponse.parse(answer.body).data.tokens.access.token };
  }

  function expectFailure(answer: { status: number; body: unknown }, status: number, message?: string | RegExp, field?: string) {
    expect(answer.status).toBe(status);
    const failure = apiError.parse(answer.body);
    if (message !== undefined) expect(failure.message).toMatch(message);
    if (field !== undefined) expect(failure.field).toBe(field);
    return failure;
  }

  describe('register', () => {
    it('creates an organiser that then signs in and is answered its role', async () => {
      const { email, ip } = fresh();
      const answer = await post('/api/auth/register', { name: 'Olga Organiser', email, password: 'secret-pass', role: 'organiser' }, { ip });
      expect(answer.status).toBe(202);
      expect(doneResponse.parse(answer.body).message).toBe(signUpAccepted);
      const { data } = authResponse.parse((await post('/api/auth/login', { email, password: 'secret-pass' }, { ip })).body);
      expect(data.role).toBe('organiser');
      expect(data.user).toMatchObject({ name: 'Olga Organiser', email, role: 'organiser', phone: null });
      const me = await post('/api/auth/get-user', { token: data.tokens.access.token });
      expect(userResponse.parse(me.body).data.email).toBe(email);
    });

    it('creates a player', async () => {
      const { email, ip } = fresh();
      await post('/api/auth/register', { name: 'Pia Player', email, password: 'secret-pass', role: 'player', phone: '+44 20 1234' }, { ip });
      const { data } = authResponse.parse((await post('/api/auth/login', { email, password: 'secret-pass' }, { ip })).body);
      expect(data.role).toBe('player');
      expect(data.user.phone).toBe('+44 20 1234');
    });

    it('refuses to make an admin', async () => {
      const { email } = fresh();
      const answer = await post('/api/auth/register', { name: 'Eve', email, password: 'secret-pass', role: 'admin' });
      expectFailure(answer, 400, /^role: /, 'role');
    });

    it('names the field that is wrong', async () => {
      expectFailure(await post('/api/auth/register', { name: 'A', password: 'secret-pass', role: 'player' }), 400, /^email: /, 'email');
      expectFailure(
        await post('/api/auth/register', { name: 'A', email: 'not-an-email', password: 'secret-pass', role: 'player' }),
        400,
        'email: Enter a valid email address',
        'email',
      );
      expectFailure(
        await post('/api/auth/register', { name: 'A', email: fresh().email, password: 'short', role: 'player' }),
        400,
        'password: Password must be at least 8 characters',
        'password',
      );
      expectFailure(
        await post('/api/auth/register', { name: '   ', email: fresh().email, password: 'secret-pass', role: 'player' }),
        400,
        'name: Name is required',
        'name',
      );
    });

    it('makes no second account for one email, however it is capitalised, and says so only by mail', async () => {
      const { email, password } = await signUp('player');
      const answer = await post('/api/auth/register', { name: 'Twin', email: email.toUpperCase(), password: 'secret-pass', role: 'organiser' });
      expect(answer.status).toBe(202);
      expect((await smtp.mailTo(email)).raw).toContain('Subject: Someone tried to sign up with your email address');
      expectFailure(await post('/api/auth/login', { email, password: 'secret-pass' }, { ip: fresh().ip }), 401);
      expect(authResponse.parse((await post('/api/auth/login', { email, password }, { ip: fresh().ip })).body).data.role).toBe('player');
    });

    it('answers 400, not 500, to malformed or missing bodies', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(apiError.parse(malformed.json()).message).toBe('The request body is not valid JSON');
      const missing = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
      expect(missing.statusCode).toBe(400);
      expect(apiError.parse(missing.json()).message).toBe('The request body is missing or not an object');
      const notAnObject = await post('/api/auth/register', [1, 2]);
      expectFailure(notAnObject, 400);
    });
  });

  describe('login', () => {
    it('signs in with the right password and answers data.tokens.access.token and data.role', async () => {
      const { email, password } = await signUp('player');
      const answer = await post('/api/auth/login', { email: email.toUpperCase(), password }, { ip: fresh().ip });
      expect(answer.status).toBe(200);
      const { message, data } = authResponse.parse(answer.body);
      expect(message).toBe('Login successful');
      expect(data.role).toBe('player');
      expect(data.tokens.access.token).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
      expect(new Date(data.tokens.access.expires).getTime()).toBe(t.clock.now().getTime() + minutes(30 * 24 * 60));
    });

    it('no Cache-Control: no-store on sign-in answers: every auth answer, with a token or not, is kept by no cache', async () => {
      const { email, password, token } = await signUp('player');
      const { ip } = fresh();
      const answers = [
        await post('/api/auth/login', { email, password }, { ip }),
        await post('/api/auth/login', { email, password: 'not it at all' }, { ip }),
        await post('/api/auth/get-user', { token }, { ip }),
        await post('/api/auth/v1/send_otp', { email }, { ip }),
        await post('/api/auth/v1/verify_otp', { email, otp: await smtp.codeSentTo(email) }, { ip }),
        await post('/api/auth/register', { email: 'x' }, { ip }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 200, 200, 400]);
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('refuses a wrong password and an unknown account with the same message', async () => {
      const { email } = await signUp();
      const { ip } = fresh();
      expectFailure(await post('/api/auth/login', { email, password: 'wrong password' }, { ip }), 401, 'Invalid email or password');
      expectFailure(await post('/api/auth/login', { email: 'nobody@example.test', password: 'whatever1' }, { ip }), 401, 'Invalid email or password');
    });

    it('forgets earlier failures once the account signs in', async () => {
      const { email, password } = await signUp();
      // Five failures in a row are free (the slow-down of sign-in-limits.test.ts starts after them).
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await post('/api/auth/login', { email, password: 'nope nope' }, { ip: fresh().ip })).status).toBe(401);
      expect((await post('/api/auth/login', { email, password }, { ip: fresh().ip })).status).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await post('/api/auth/login', { email, password: 'nope nope' }, { ip: fresh().ip })).status).toBe(401);
      expect((await post('/api/auth/login', { email, password }, { ip: fresh().ip })).status).toBe(200);
    });

    it('limits failures per address, across accounts', async () => {
      const { ip } = fresh();
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const answer = await post('/api/auth/login', { email: `guess${attempt}@example.test`, password: 'guess guess' }, { ip });
        expect(answer.status).toBe(401);
      }
      const { email, password } = await signUp();
      expectFailure(await post('/api/auth/login', { email, password }, { ip }), 429, /^Too many failed sign-in attempts from your network\./);
      expect((await post('/api/auth/login', { email, password }, { ip: fresh().ip })).status).toBe(200);
    });

    it('names the missing field', async () => {
      expectFailure(await post('/api/auth/login', { email: fresh().email }), 400, 'password: Password is required', 'password');
    });
  });

  describe('get-user', () => {
    it('answers the account of a stored token', async () => {
      const { email, token } = await signUp('player');
      const answer = await post('/api/auth/get-user', { token });
      expect(answer.status).toBe(200);
      expect(userResponse.parse(answer.body).data).toMatchObject({ email, role: 'player' });
    });

    it('refuses forged, malformed and expired tokens', async () => {
      const { token } = await signUp();
      const [session, signature] = token.split('.');
      const forged = `${session}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const bad of [forged, 'not-a-token', `${session}.`, `${token}.extra`]) {
        expectFailure(await post('/api/auth/get-user', { token: bad }), 401, 'Your session has ended; please sign in again');
      }
      const other = await signUp();
      t.clock.advance(minutes(30 * 24 * 60));
      expectFailure(await post('/api/auth/get-user', { token: other.token }), 401);
    });

    it('needs the token in the body', async () => {
      expectFailure(await post('/api/auth/get-user', {}), 400, 'token: Token is required', 'token');
    });
  });

  describe('logout', () => {
    it('revokes that session only', async () => {
      const { email, password, token } = await signUp();
      const second = authResponse.parse((await post('/api/auth/login', { email, password }, { ip: fresh().ip })).body).data.tokens.access.token;
      const answer = await post('/api/auth/logout', undefined, { token });
      expect(answer.status).toBe(200);
      expect(doneResponse.parse(answer.body).message).toBe('Logged out');
      expectFailure(await post('/api/auth/get-user', { token }), 401);
      expectFailure(await post('/api/auth/logout', undefined, { token }), 401);
      expect((await post('/api/auth/get-user', { token: second })).status).toBe(200);
    });

    it('takes a JSON content type without a body', async () => {
      const { token } = await signUp();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(answer.statusCode).toBe(200);
    });

    it('needs a bearer token', async () => {
      expectFailure(await post('/api/auth/logout'), 401, 'Please sign in first');
    });
  });

  describe('change-password', () => {
    const put = (body: unknown, token?: string) => call(t.app, 'PUT', '/api/auth/change-password', { body, token });

    it('needs the current password, then signs out the other sessions', async () => {
      const { email, password, token } = await signUp();
      const other = authResponse.parse((await post('/api/auth/login', { email, password }, { ip: fresh().ip })).body).data.tokens.access.token;
      const answer = await put({ currentPassword: password, newPassword: 'a new secret' }, token);
      expect(answer.status).toBe(200);
      expect(doneResponse.parse(answer.body).message).toBe('Password changed');
      expectFailure(await post('/api/auth/get-user', { token: other }), 401);
      expect((await post('/api/auth/get-user', { token })).status).toBe(200);
      expectFailure(await post('/api/auth/login', { email, password }, { ip: fresh().ip }), 401);
      expect((await post('/api/auth/login', { email, password: 'a new secret' }, { ip: fresh().ip })).status).toBe(200);
    });

    it('refuses a wrong current password, a short new one and a missing token', async () => {
      const { email, password, token } = await signUp();
      expectFailure(
        await put({ currentPassword: 'not it at all', newPassword: 'a new secret' }, token),
        400,
        'The current password is wrong',
        'currentPassword',
      );
      expectFailure(await put({ currentPassword: password, newPassword: 'short' }, token), 400, /^newPassword: /, 'newPassword');
      expectFailure(await put({ currentPassword: password, newPassword: 'a new secret' }), 401);
      expect((await post('/api/auth/login', { email, password }, { ip: fresh().ip })).status).toBe(200);
    });
  });

  describe('one-time code sign-in (send_otp, verify_otp)', () => {
    const sendOtp = (email: string, ip: string) => post('/api/auth/v1/send_otp', { email }, { ip });
    const verifyOtp = (email: string, otp: string, ip: string) => post('/api/auth/v1/verify_otp', { email, otp }, { ip });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('mails a 6-digit code that signs the account in once', async () => {
      const { email } = await signUp('player');
      const { ip } = fresh();
      const sent = await sendOtp(email, ip);
      expect(sent.status).toBe(200);
      const { message, data } = otpSentResponse.parse(sent.body);
      expect(message).toBe(otpMessages.sent);
      expect(new Date(data.expiresAt).getTime()).toBe(t.clock.now().getTime() + minutes(10));
      const mail = await smtp.mailTo(email);
      expect(mail.raw).toContain('Subject: Your Kingside sign-in code');
      const code = await smtp.codeSentTo(email);

      const verified = await verifyOtp(email, code, ip);
      expect(verified.status).toBe(200);
      const signedIn = authResponse.parse(verified.body);
      expect(signedIn.message).toBe(otpMessages.verified);
      expect(signedIn.data.role).toBe('player');
      expect((await post('/api/auth/get-user', { token: signedIn.data.tokens.access.token })).status).toBe(200);

      expectFailure(await verifyOtp(email, code, ip), 400, otpMessages.verifyFailed, 'otp');
    });

    it('answers an unknown account as a known one, and refuses its codes with the fixed message', async () => {
      expect(otpSentResponse.parse((await sendOtp('nobody@example.test', fresh().ip)).body).message).toBe(otpMessages.sent);
      expectFailure(await verifyOtp('nobody@example.test', '123456', fresh().ip), 400, otpMessages.verifyFailed, 'otp');
    });

    it('refuses a wrong code, an expired code and a code replaced by a newer one', async () => {
      const { email } = await signUp();
      const { ip } = fresh();
      await sendOtp(email, ip);
      const first = await smtp.codeSentTo(email);
      expectFailure(await verifyOtp(email, wrong(first), ip), 400, otpMessages.verifyFailed, 'otp');

      await sendOtp(email, ip);
      const second = await smtp.codeSentTo(email);
      if (second !== first) expectFailure(await verifyOtp(email, first, ip), 400, otpMessages.verifyFailed);

      t.clock.advance(minutes(10));
      expectFailure(await verifyOtp(email, second, ip), 400, otpMessages.verifyFailed);

      await sendOtp(email, ip);
      const third = await smtp.codeSentTo(email);
      t.clock.advance(minutes(10) - 1000);
      expect((await verifyOtp(email, third, ip)).status).toBe(200);
    });

    it('needs a new code after 5 wrong attempts', async () => {
      const { email } = await signUp();
      const { ip } = fresh();
      await sendOtp(email, ip);
      const code = await smtp.codeSentTo(email);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectFailure(await verifyOtp(email, wrong(code), ip), 400, otpMessages.verifyFailed);
      }
      expectFailure(await verifyOtp(email, wrong(code), ip), 429, 'Too many wrong codes: request a new code');
      expectFailure(await verifyOtp(email, code, ip), 429, 'Too many wrong codes: request a new code');

      await sendOtp(email, ip);
      expect((await verifyOtp(email, await smtp.codeSentTo(email), ip)).status).toBe(200);
    });

    it('limits codes sent per account and per address', async () => {
      const { email } = await signUp();
      // Each answer says how many codes are left, so the fifth is known to be the last before the sixth is refused.
      const left: number[] = [];
      for (let sent = 0; sent < 5; sent += 1) {
        const answer = await sendOtp(email, fresh().ip);
        expect(answer.status).toBe(200);
        const { data } = otpSentResponse.parse(answer.body);
        expect(data.windowMinutes).toBe(15);
        left.push(data.codesLeft);
      }
      expect(left).toEqual([4, 3, 2, 1, 0]);
      const limited = await sendOtp(email, fresh().ip);
      expectFailure(limited, 429, /^The codes for this address are used up for now \(5 every 15 minutes\)\. Try again in \d+ minutes?\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const { ip } = fresh();
      for (let sent = 0; sent < 20; sent += 1) await sendOtp(`probe${sent}@example.test`, ip);
      const someone = await signUp();
      expectFailure(await sendOtp(someone.email, ip), 429, /^Too many codes were requested from your network\./);
    });

    it('limits wrong codes per address', async () => {
      const { ip } = fresh();
      for (let attempt = 0; attempt < 30; attempt += 1) await verifyOtp(`probe${attempt}@example.test`, '000000', ip);
      expectFailure(await verifyOtp('probe0@example.test', '000000', ip), 429, /^Too many wrong codes were entered from your network\./);
    });

    it('names a malformed code', async () => {
      expectFailure(await verifyOtp(fresh().email, '12ab56', fresh().ip), 400, 'otp: Enter the 6-digit code', 'otp');
    });
  });

  describe('forgot-password, reset-password', () => {
    it('resets the password with a mailed code and signs out every session', async () => {
      const { email, password, token } = await signUp();
      const { ip } = fresh();
      const sent = await post('/api/auth/forgot-password', { email }, { ip });
      expect(sent.status).toBe(200);
      expect(otpSentResponse.parse(sent.body).message).toBe('A reset code has been sent to your email');
      expect((await smtp.mailTo(email)).raw).toContain('Subject: Your Kingside password reset code');
      const otp = await smtp.codeSentTo(email);

      const reset = await post('/api/auth/reset-password', { email, otp, newPassword: 'brand new secret' }, { ip });
      expect(reset.status).toBe(200);
      doneResponse.parse(reset.body);
      expectFailure(await post('/api/auth/get-user', { token }), 401);
      expectFailure(await post('/api/auth/login', { email, password }, { ip: fresh().ip }), 401);
      expect((await post('/api/auth/login', { email, password: 'brand new secret' }, { ip: fresh().ip })).status).toBe(200);
      expectFailure(
        await post('/api/auth/reset-password', { email, otp, newPassword: 'another secret' }, { ip }),
        400,
        'The code is wrong or has expired',
        'otp',
      );
    });

    it('keeps sign-in codes and reset codes apart', async () => {
      const { email } = await signUp();
      const { ip } = fresh();
      await post('/api/auth/v1/send_otp', { email }, { ip });
      const signInCode = await smtp.codeSentTo(email);
      expectFailure(
        await post('/api/auth/reset-password', { email, otp: signInCode, newPassword: 'brand new secret' }, { ip }),
        400,
        'The code is wrong or has expired',
      );
    });

    it('answers an unknown account as a known one, mailing nothing', async () => {
      const answer = await post('/api/auth/forgot-password', { email: 'nobody@example.test' }, { ip: fresh().ip });
      expect(answer.status).toBe(200);
      expect(otpSentResponse.parse(answer.body).message).toBe('A reset code has been sent to your email');
      expect(smtp.received.some((mail) => mail.to.includes('nobody@example.test'))).toBe(false);
    });
  });
});
