import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { oneTimeCodes, type OneTimeCodePurpose } from '../../db/schema/index.js';
import type { Clock } from '../core/clock.js';

export const codeLifetimeMs = 10 * 60 * 1000;
/** Wrong guesses a code survives; after them only a new code helps. */
export const maxCodeAttempts = 5;

/** Keyed with the server secret, so a leaked table cannot be reversed by trying all million codes. */
function hashCode(secret: string, userId: string, purpose: OneTimeCodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${purpose}:${code}`).digest('base64url');
}

/** A fresh 6-digit code for the user and purpose; older codes for it stop working. */
export async function issueCode(db: Db, clock: Clock, secret: string, userId: string, purpose: OneTimeCodePurpose): Promise<{ code: string; expiresAt: Date }> {
  const now = clock();
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = new Date(now.getTime() + codeLifetimeMs);
  await db.transaction(async (tx) => {
    await tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
    await tx.insert(oneTimeCodes).values({ userId, purpose, codeHash: hashCode(secret, userId, purpose, code), createdAt: now, expiresAt });
  });
  return { code, expiresAt };
}

/**
 * accepted: the code is right and is now used up. rejected: wrong, expired, used or never sent.
 * exhausted: this was the last allowed attempt (or beyond it); a new code is needed.
 */
export type CodeCheck = 'accepted' | 'rejected' | 'exhausted';

/** Counts the attempt and, when right, uses the code up — in one transaction, so a code works once. */
export async function checkCode(db: Db, clock: Clock, secret: string, userId: string, purpose: OneTimeCodePurpose, code: string): Promise<CodeCheck> {
  const now = clock();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) return 'rejected';
    if (row.attempts >= maxCodeAttempts) return 'exhausted';
    const attempts = row.attempts + 1;
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(hashCode(secret, userId, purpose, code));
    const right = given.length === expected.length && timingSafeEqual(given, expected);
    await tx
      .update(oneTimeCodes)
      .set({ attempts, usedAt: right ? now : null })
      .where(eq(oneTimeCodes.id, row.id));
    if (right) return 'accepted';
    return attempts >= maxCodeAttempts ? 'exhausted' : 'rejected';
  });
}
