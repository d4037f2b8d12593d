import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account carries a cookie saying so (signed, for that account
 * only). Its attempts on that account are counted in a lane of their own, so a guesser, who has no
 * such cookie, neither locks the owner out of their own account nor, from a shared network such as a
 * venue's Wi-Fi, everyone else out of theirs. The cookie proves nothing but an earlier sign-in: the
 * password is checked as always.
 */
export const trustedClientCookie = 'kingside_client';
/** How long a browser stays known without signing in again. */
export const trustedClientLifetimeSeconds = 180 * 24 * 60 * 60;

const sign = (secret: string, email: string, id: string) => createHmac('sha256', secret).update(`trusted-client:${email}:${id}`).digest('base64url');

/** A new cookie value for the account's email address (normalised). */
export function trustedClientToken(secret: string, email: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${sign(secret, email, id)}`;
}

/** The client's id when the cookie value was signed for this account; null otherwise. */
export function trustedClientId(secret: string, email: string, token: string | undefined): string | null {
  const [id, signature, ...rest] = (token ?? '').split('.');
  if (!id || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, email, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The cookie's value in a Cookie header, if any. */
export function trustedClientOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === trustedClientCookie) return value.join('=');
  }
  return undefined;
}

/** The Set-Cookie value: for the sign-in calls only, out of scripts' reach, never sent by other sites. */
export const trustedClientSetCookie = (token: string, secure: boolean) =>
  `${trustedClientCookie}=${token}; Path=/api/auth; Max-Age=${trustedClientLifetimeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
