import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { rateLimitHits } from '../db/schema/index.js';
import { tooManyRequests } from '../http/errors.js';
import type { Clock } from './clock.js';

/**
 * Limits counted in the database (table rate_limit_hits), so every instance behind a load balancer
 * sees the same counts. A limit allows `max` counted events per sliding window.
 */
export interface RateLimit {
  /** What is counted and for whom, e.g. `sign-in-failure:ip:203.0.113.9`. */
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429 message; says what happened and when to try again. */
  message: string;
}

/** Throws 429 (with the seconds until a slot frees up) when the limit is used up. */
export async function enforceRateLimit(db: Db, clock: Clock, limit: RateLimit): Promise<void> {
  const now = clock();
  const hits = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), gt(rateLimitHits.at, new Date(now.getTime() - limit.windowMs))))
    .orderBy(asc(rateLimitHits.at));
  if (hits.length < limit.max) return;
  const freedAt = hits[hits.length - limit.max].at.getTime() + limit.windowMs;
  const seconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
  throw tooManyRequests(`${limit.message} Try again in ${describeWait(seconds)}.`, seconds);
}

/** Counts one event and forgets this bucket's events that left the window. */
export async function recordRateLimitHit(db: Db, clock: Clock, limit: Pick<RateLimit, 'bucket' | 'windowMs'>) {
  const now = clock();
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), lt(rateLimitHits.at, new Date(now.getTime() - limit.windowMs))));
  await db.insert(rateLimitHits).values({ bucket: limit.bucket, at: now });
}

/** Forgets a bucket, e.g. an account's failed sign-ins once it signs in. */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
