import { z } from 'zod';
import { envelope } from './envelope.js';
import { textField } from './fields.js';
import { localeSchema } from './locales.js';
import { phrase, shown, type Words } from './words.js';

/**
 * Accounts and sign-in: registering, signing in with a password or a code by mail, tokens. Request bodies are validated by the
 * server with exactly these schemas; the web app types its calls with them.
 */

export const roles = ['player', 'organiser', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Anyone may sign up as a player or an organiser; admins are made by an operator (create-admin). */
export const selfRegisteredRole = z.enum(['player', 'organiser']);

/** The header carrying the application key; required when the server sets APP_KEY. */
export const APP_KEY_HEADER = 'x-app-key';

const email = z.email({ error: 'Enter a valid email address' }).max(254, 'Email is too long');
/** Rules for a new password; signing in accepts any non-empty string so old rules never lock anyone out. */
const newPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');
const givenPassword = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be at most 200 characters');
/** One-time codes are 6 digits, sent by mail. */
const otp = z.string({ error: 'Enter the 6-digit code' }).regex(/^\d{6}$/, 'Enter the 6-digit code');

export const registerBody = z.object({
  name: textField('Name', { max: 100, required: true }),
  email,
  password: newPassword,
  role: selfRegisteredRole,
  phone: textField('Phone number', { max: 30 }).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({ email, password: givenPassword });
export type LoginBody = z.input<typeof loginBody>;

/** get-user checks a stored token: the web app asks it when it starts with a token kept from before. */
export const getUserBody = z.object({ token: z.string({ error: 'Token is required' }).min(1, 'Token is required') });
export type GetUserBody = z.input<typeof getUserBody>;

export const changePasswordBody = z.object({ currentPassword: givenPassword, newPassword });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const sendOtpBody = z.object({ email });
export type SendOtpBody = z.input<typeof sendOtpBody>;

export const verifyOtpBody = z.object({ email, otp });
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ email, otp, newPassword });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const user = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role,
  /** The language the account reads Kingside in; null until its owner chooses one. */
  locale: localeSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof user>;

/** What register, login and verify_otp answer: the web app reads data.tokens.access.token and data.role. */
export const authData = z.object({
  user,
  role,
  tokens: z.object({
    access: z.object({ token: z.string(), expires: z.iso.datetime() }),
  }),
});
export type AuthData = z.infer<typeof authData>;

export const authResponse = envelope(authData);
export type AuthResponse = z.infer<typeof authResponse>;

export const userResponse = envelope(user);

/** The language the account reads Kingside in from now on: its mails, push notices and the answers to it. */
export const setLanguageBody = z.object({ locale: localeSchema });
export type SetLanguageBody = z.infer<typeof setLanguageBody>;
export type UserResponse = z.infer<typeof userResponse>;

/** A code was mailed; it stops working at expiresAt. */
export const otpSent = z.object({
  expiresAt: z.iso.datetime(),
  /** How many more codes the address may ask for within windowMinutes: said before they run out, not after. */
  codesLeft: z.number().int().min(0),
  windowMinutes: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSent>;
export const otpSentResponse = envelope(otpSent);
export type OtpSentResponse = z.infer<typeof otpSentResponse>;

/** Calls that only confirm (logout, change-password, reset-password). */
export const doneResponse = envelope(z.null());
export type DoneResponse = z.infer<typeof doneResponse>;

/**
 * What register answers (202), whether or not the email had an account: the mail tells its owner which
 * (so that the answer does not tell a stranger whether an address has an account). The web app signs in next with the same email and password.
 */
export const signUpAccepted = shown('Sign-up received: we sent a message to your email address');

/**
 * The sign-in messages the web app shows verbatim, in the words people use: a "sign-in code" ("OTP" is a word many players do not know).
 */
export const otpMessages = {
  sent: shown('Sign-in code sent'),
  sendFailed: shown('The sign-in code could not be sent'),
  verified: shown('Signed in with your code'),
  verifyFailed: shown('That sign-in code is wrong or has expired'),
} as const;

/** What the sign-in form says once a code is sent: where to, and how many more may be asked for, before they run out. */
export function codesLeftText({ codesLeft, windowMinutes }: Pick<OtpSent, 'codesLeft' | 'windowMinutes'>): Words {
  return phrase(
    '{codesLeft, plural, =0 {That was the last code for {windowMinutes} minutes: use it, or sign in with your password.} one {You can ask for # more code in the next {windowMinutes} minutes.} other {You can ask for # more codes in the next {windowMinutes} minutes.}}',
    { codesLeft, windowMinutes },
  );
}
