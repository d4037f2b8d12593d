import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `npm run backup` on the server's machine asks the running server for a snapshot (a second process
 * cannot open the embedded database). It proves it may by signing the time with the token secret,
 * which only the server and whoever can read its DATA_DIR (and so the database files) have. A grant
 * lasts a minute.
 */
const lifetimeMs = 60_000;

function signature(secret: string, at: number): string {
  return createHmac('sha256', secret).update(`backup:${at}`).digest('base64url');
}

export function backupGrant(secret: string, now: Date): string {
  const at = now.getTime();
  return `${at}.${signature(secret, at)}`;
}

export function grantIsValid(secret: string, grant: string, now: Date): boolean {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(grant);
  if (!match) return false;
  const at = Number(match[1]);
  if (Math.abs(now.getTime() - at) > lifetimeMs) return false;
  const expected = Buffer.from(signature(secret, at));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
