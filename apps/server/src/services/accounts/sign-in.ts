import {
  otpMessages,
  type AuthData,
  type OtpSent,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type Locale,
  type User,
} from '@kingside/contract';
import type { OneTimeCodePurpose } from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { ApiFailure, badRequest, tooManyRequests, unauthorized } from '../../http/errors.js';
import { takeRateLimit, type RateLimit } from '../core/rate-limits.js';
import { checkCode, codeLifetimeMs, issueCode } from './one-time-codes.js';
import { spendPasswordCheck, verifyPassword } from './passwords.js';
import { authenticate, revokeSession, revokeSessionsOf, startSession, type Authenticated, type ClientInfo, type UserRow } from '../core/sessions.js';
import { takeTurn, type SlowDown, type Turn } from './slow-downs.js';
import { trustedClientId } from './trusted-clients.js';
import { normalizeEmail } from '../core/emails.js';
import { words, type Message } from '../core/languages/message.js';
import { readerLocale } from '../core/languages/reader.js';
import { say } from '../core/languages/say.js';
import { createUser, findUserByEmail, publicUser, setPassword } from './users.js';

const fifteenMinutes = 15 * 60 * 1000;

const passwordSlowDown = { freeAttempts: 5, firstDelayMs: 1000, maxDelayMs: 5 * 60 * 1000, forgetAfterMs: fifteenMinutes };

/**
 * Brute-force limits of sign-in and one-time codes. A password is checked only within them: per account a
 * slow-down (never a lock the owner cannot wait out), per client address a limit; a
 * browser that signed in to the account before has a slow-down of its own instead (trusted-clients.ts).
 */
export const accountLimits = {
  passwordAttemptsPerAccount: (email: string): SlowDown => ({
    lane: `account:${email}`,
    ...passwordSlowDown,
    message: words('Too many failed sign-in attempts for this account.'),
  }),
  passwordAttemptsPerTrustedClient: (clientId: string): SlowDown => ({
    lane: `client:${clientId}`,
    ...passwordSlowDown,
    message: words('Too many failed sign-in attempts from this browser.'),
  }),
  signInFailuresPerIp: (ip: string): RateLimit => ({
    bucket: `sign-in-failure:ip:${ip}`,
    max: 50,
    windowMs: fifteenMinutes,
    message: words('Too many failed sign-in attempts from your network. A code sent by mail still signs you in.'),
  }),
  signUpsPerIp: (ip: string): RateLimit => ({
    bucket: `sign-up:ip:${ip}`,
    max: 20,
    windowMs: fifteenMinutes,
    message: words('Too many sign-ups from your network.'),
  }),
  /** Each sign-up mails the address (a welcome, or a warning to its owner): bounded, so it cannot be flooded. */
  signUpMailsPerAccount: (email: string): RateLimit => ({
    bucket: `sign-up:account:${email}`,
    max: 3,
    windowMs: fifteenMinutes,
    message: words('Too many sign-ups for this email address.'),
  }),
  codesSentPerAccount: (email: string): RateLimit => ({
    bucket: `code-sent:account:${email}`,
    max: 5,
    windowMs: fifteenMinutes,
    message: words('The codes for this address are used up for now (5 every 15 minutes).'),
  }),
  codesSentPerIp: (ip: string): RateLimit => ({
    bucket: `code-sent:ip:${ip}`,
    max: 20,
    windowMs: fifteenMinutes,
    message: words('Too many codes were requested from your network.'),
  }),
  codeFailuresPerIp: (ip: string): RateLimit => ({
    bucket: `code-failure:ip:${ip}`,
    max: 30,
    windowMs: fifteenMinutes,
    message: words('Too many wrong codes were entered from your network.'),
  }),
};

const unknownClient = 'unknown';

async function signIn(ctx: AppContext, user: UserRow, client: ClientInfo): Promise<AuthData> {
  const { token, expires } = await startSession(ctx.db, ctx.clock, ctx.config.tokenSecret, user.id, client);
  return { user: publicUser(user), role: user.role, tokens: { access: { token, expires: expires.toISOString() } } };
}

/** Both limits, or neither: a refusal by the second takes back the first's count. */
/** Counts one event against both limits (or neither); how many more both still allow. */
async function takeBoth(ctx: AppContext, first: RateLimit, second: RateLimit): Promise<number> {
  const taken = await takeRateLimit(ctx.db, ctx.clock, first);
  try {
    return Math.min(taken.left, (await takeRateLimit(ctx.db, ctx.clock, second)).left);
  } catch (error) {
    await taken.takeBack();
    throw error;
  }
}

const signUpMail = {
  created: (locale: Locale, name: string) => ({
    subject: say(locale, 'Welcome to Kingside'),
    text: say(locale, words('Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n', { name })),
  }),
  existing: (locale: Locale) => ({
    subject: say(locale, 'Someone tried to sign up with your email address'),
    text: say(
      locale,
      'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n',
    ),
  }),
};

/**
 * Creates the account, answering the same whether or not the address already has one, so the answer tells no one which addresses have accounts:
 * the mail tells the address's owner what happened. The caller signs in next (login or a mailed code).
 */
export async function register(ctx: AppContext, body: RegisterBody, client: ClientInfo): Promise<void> {
  const email = normalizeEmail(body.email);
  // Counted before the account is looked up, so probing for addresses uses up the same allowance.
  await takeBoth(ctx, accountLimits.signUpsPerIp(client.ip ?? unknownClient), accountLimits.signUpMailsPerAccount(email));
  // createUser hashes the password either way, so both answers take as long.
  const created = await createUser(ctx.db, ctx.clock, body);
  // The new account's owner reads the language they signed up in; an existing one's, their own.
  const mail = created
    ? signUpMail.created(readerLocale(null, client.locale), created.name)
    : signUpMail.existing(readerLocale((await findUserByEmail(ctx.db, email))?.locale ?? null));
  try {
    await ctx.mailer.send({ to: email, ...mail });
  } catch {
    // Not told to the caller: a failure only for existing accounts (or only new ones) would tell them apart.
  }
}

/**
 * Checks a password (`check`) only after its attempt is counted, so parallel guesses wait their turn instead of
 * all reaching the hash at once and slipping past the limit. From a browser that signed in to the account before, the attempt
 * counts in that browser's lane alone; any other counts for its address and for the account. A right password
 * takes its counts back.
 */
export async function passwordAttempt(ctx: AppContext, email: string, client: ClientInfo, check: () => Promise<boolean>): Promise<boolean> {
  const madeAt = ctx.clock();
  const trusted = trustedClientId(ctx.config.tokenSecret, email, client.trustedClient);
  if (trusted !== null) {
    const turn = await takeTurn(ctx, accountLimits.passwordAttemptsPerTrustedClient(trusted), madeAt);
    const right = await check();
    if (right) await turn.succeeded();
    return right;
  }
  const fromIp = await takeRateLimit(ctx.db, ctx.clock, accountLimits.signInFailuresPerIp(client.ip ?? unknownClient));
  let turn: Turn;
  try {
    turn = await takeTurn(ctx, accountLimits.passwordAttemptsPerAccount(email), madeAt);
  } catch (error) {
    // Refused unchecked: nothing was tried from the address.
    await fromIp.takeBack();
    throw error;
  }
  const right = await check();
  if (right) {
    await turn.succeeded();
    await fromIp.takeBack();
  }
  return right;
}

export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo): Promise<AuthData> {
  const email = normalizeEmail(body.email);
  const user = await findUserByEmail(ctx.db, email);
  const right = await passwordAttempt(ctx, email, client, async () => {
    if (user) return verifyPassword(body.password, user.passwordHash);
    await spendPasswordCheck(body.password);
    return false;
  });
  if (!user || !right) throw unauthorized('Invalid email or password');
  return signIn(ctx, user, client);
}

/** The user behind a stored token (the web app checks its token on start). */
export async function getUser(ctx: AppContext, token: string): Promise<User> {
  const session = await authenticate(ctx.db, ctx.clock, ctx.config.tokenSecret, token);
  if (!session) throw unauthorized('Your session has ended; please sign in again');
  return publicUser(session.user);
}

export async function logout(ctx: AppContext, session: Authenticated): Promise<void> {
  await revokeSession(ctx.db, ctx.clock, session.sessionId);
}

/** Needs the current password; every other session of the account is signed out. */
export async function changePassword(ctx: AppContext, session: Authenticated, body: ChangePasswordBody, client: ClientInfo): Promise<void> {
  const check = () => verifyPassword(body.currentPassword, session.user.passwordHash);
  if (!(await passwordAttempt(ctx, normalizeEmail(session.user.email), client, check))) {
    throw badRequest('The current password is wrong', 'currentPassword');
  }
  await setPassword(ctx.db, ctx.clock, session.user.id, body.newPassword);
  await revokeSessionsOf(ctx.db, ctx.clock, session.user.id, session.sessionId);
}

const codeMail: Record<OneTimeCodePurpose, { subject: Message; text: (code: string, minutes: number) => Message; failed: Message }> = {
  'sign-in': {
    subject: words('Your Kingside sign-in code'),
    text: (code, minutes) =>
      words('Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n', {
        code,
        minutes,
      }),
    failed: otpMessages.sendFailed,
  },
  'password-reset': {
    subject: words('Your Kingside password reset code'),
    text: (code, minutes) =>
      words(
        'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n',
        {
          code,
          minutes,
        },
      ),
    failed: words('The reset code could not be sent; please try again later'),
  },
};

/** Mails a new one-time code; the previous code of the same purpose stops working. */
export async function sendCode(ctx: AppContext, rawEmail: string, purpose: OneTimeCodePurpose, client: ClientInfo): Promise<OtpSent> {
  const email = normalizeEmail(rawEmail);
  // Counted before the account is looked up, so probing for addresses uses up the same allowance.
  const perAccount = accountLimits.codesSentPerAccount(email);
  const codesLeft = await takeBoth(ctx, accountLimits.codesSentPerIp(client.ip ?? unknownClient), perAccount);
  const allowance = { codesLeft, windowMinutes: perAccount.windowMs / 60_000 };
  const mail = codeMail[purpose];
  const user = await findUserByEmail(ctx.db, email);
  // An unknown address gets the same answer, and no mail, so no one learns which addresses have accounts.
  if (!user) return { expiresAt: new Date(ctx.clock().getTime() + codeLifetimeMs).toISOString(), ...allowance };
  const { code, expiresAt } = await issueCode(ctx.db, ctx.clock, ctx.config.tokenSecret, user.id, purpose);
  const locale = readerLocale(user.locale, client.locale);
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: say(locale, mail.subject),
      text: say(locale, mail.text(code, codeLifetimeMs / 60_000)),
    });
  } catch {
    throw new ApiFailure(502, mail.failed);
  }
  return { expiresAt: expiresAt.toISOString(), ...allowance };
}

/**
 * Checks a mailed code. Every failure answers the same message (which codes exist is not disclosed);
 * the last allowed wrong attempt and any after it answer 429: a new code is needed.
 */
async function useCode(
  ctx: AppContext,
  rawEmail: string,
  code: string,
  purpose: OneTimeCodePurpose,
  client: ClientInfo,
  failedMessage: Message,
): Promise<UserRow> {
  const fromIp = await takeRateLimit(ctx.db, ctx.clock, accountLimits.codeFailuresPerIp(client.ip ?? unknownClient));
  const user = await findUserByEmail(ctx.db, rawEmail);
  const outcome = user ? await checkCode(ctx.db, ctx.clock, ctx.config.tokenSecret, user.id, purpose, code) : 'rejected';
  if (user && outcome === 'accepted') {
    await fromIp.takeBack();
    return user;
  }
  if (outcome === 'exhausted') {
    throw tooManyRequests('Too many wrong codes: request a new code');
  }
  throw badRequest(failedMessage, 'otp');
}

export async function verifySignInCode(ctx: AppContext, email: string, code: string, client: ClientInfo): Promise<AuthData> {
  const user = await useCode(ctx, email, code, 'sign-in', client, otpMessages.verifyFailed);
  return signIn(ctx, user, client);
}

/** Sets a new password with a mailed code; every session of the account is signed out. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody, client: ClientInfo): Promise<void> {
  const user = await useCode(ctx, body.email, body.otp, 'password-reset', client, words('The code is wrong or has expired'));
  await setPassword(ctx.db, ctx.clock, user.id, body.newPassword);
  await revokeSessionsOf(ctx.db, ctx.clock, user.id);
}
