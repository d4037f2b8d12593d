import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../core/clock.js';

/** A mailed payee link stays usable this long: long enough to reach a player after the prize-giving. */
export const payeeLinkLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/**
 * A payee link's token is `<holder id>~<expiry, seconds>~<HMAC>`: it lets whoever holds it give the payee details of
 * that one prize holder (a tournament player, or a team through its captain) until it expires, and nothing else (its
 * own HMAC label). No dots: the web server takes a last path segment with a dot for a file, not a page.
 */
function sign(secret: string, holderId: string, expires: number): string {
  return createHmac('sha256', secret).update(`payee-link:${holderId}:${expires}`).digest('base64url');
}

export function payeeLinkToken(secret: string, clock: Clock, holderId: string): { token: string; expiresAt: Date } {
  const expires = Math.floor((clock().getTime() + payeeLinkLifetimeMs) / 1000);
  return { token: `${holderId}~${expires}~${sign(secret, holderId, expires)}`, expiresAt: new Date(expires * 1000) };
}

export type PayeeLink = { holderId: string; expiresAt: Date };

/** The holder (entry or team id) the token is for; 'invalid' (forged or damaged) or 'expired'. */
export function readPayeeLink(secret: string, clock: Clock, token: string): PayeeLink | 'invalid' | 'expired' {
  const [holderId, expiresText, signature, ...rest] = token.split('~');
  if (rest.length > 0 || !signature || !/^[0-9a-f-]{36}$/.test(holderId) || !/^\d{1,12}$/.test(expiresText)) return 'invalid';
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(secret, holderId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (expires * 1000 <= clock().getTime()) return 'expired';
  return { holderId, expiresAt: new Date(expires * 1000) };
}
