import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { sessions, users } from '../../db/schema/index.js';
import type { Clock } from './clock.js';
import type { Locale } from '@kingside/contract';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export interface Authenticated {
  user: UserRow;
  sessionId: string;
}
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** The trusted-client cookie's value, if the browser sent one (trusted-clients.ts). */
  trustedClient?: string;
  /** The language the request is read in: the mails it makes for its own sender are in it, unless their account has one. */
  locale?: Locale;
}

/**
 * A bearer token is `<session id>.<HMAC of it>`: the signature rejects forged tokens without a
 * database read, the session row lets logout and password changes revoke a token.
 */
function sign(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`session:${sessionId}`).digest('base64url');
}

export async function startSession(db: Db, clock: Clock, secret: string, userId: string, client: ClientInfo): Promise<{ token: string; expires: Date }> {
  const now = clock();
  const id = randomUUID();
  const expires = new Date(now.getTime() + sessionLifetimeMs);
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    expiresAt: expires,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token: `${id}.${sign(secret, id)}`, expires };
}

/** The signed-in user of a token, or null when the token is forged, revoked or expired. */
export async function authenticate(db: Db, clock: Clock, secret: string, token: string): Promise<Authenticated | null> {
  const [sessionId, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !signature || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  const expected = Buffer.from(sign(secret, sessionId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  if (!row || row.expiresAt.getTime() <= clock().getTime()) return null;
  return { user: row.user, sessionId };
}

export async function revokeSession(db: Db, clock: Clock, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except `keep` (the one that asked, if any). */
export async function revokeSessionsOf(db: Db, clock: Clock, userId: string, keep?: string): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: clock() })
    .where(keep === undefined ? live : and(live, ne(sessions.id, keep)));
}
