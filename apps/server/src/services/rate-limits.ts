import { and, asc, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { rateLimitHits } from '../db/schema/index.js';
import { tooManyRequests } from '../http/errors.js';
import type { Clock } from './clock.js';

/**
 * Limits counted in the database (table rate_limit_hits), so every instance behind a load balancer
 * sees the same counts. Each decision reads and counts under the bucket's advisory lock, in one
 * transaction: parallel requests take their turns, and none is let through on a count another has
 * not written yet (issue 12, defect 4).
 */
export interface RateLimit {
  /** What is counted and for whom, e.g. `sign-in-failure:ip:203.0.113.9`. */
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429 message; says what happened and when to try again. */
  message: string;
}

/**
 * An exponential slow-down instead of a lock (issue 12, defect 7): after `freeAttempts` failures in a row each
 * next attempt waits twice as long after the last failure (firstDelayMs, doubling, at most maxDelayMs), so the
 * owner with the right password always gets in after the wait and a guesser gets few guesses.
 */
export interface SlowDown {
  bucket: string;
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run of failures is forgotten once this long has passed since its last one. */
  forgetAfterMs: number;
  /** The 429 message; the wait is added to it. */
  message: string;
}

/** A counted attempt: taken back when it should not count (it succeeded). */
export interface Attempt {
  takeBack(): Promise<void>;
}

/** A counted event of a limit, and how many more the window allows now (told to the person before they run out). */
export interface CountedEvent extends Attempt {
  left: number;
}

/** Runs `work` in a transaction holding the bucket's advisory lock (released at commit). */
function underLock<T>(db: Db, bucket: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
    return work(tx);
  });
}

/** The bucket's events within the window, oldest first, after forgetting the older ones. */
async function recentHits(tx: Tx, bucket: string, since: Date): Promise<Date[]> {
  await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.at, since)));
  const hits = await tx
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, since)))
    .orderBy(asc(rateLimitHits.at));
  return hits.map((hit) => hit.at);
}

/**
 * Counts one event now, or throws 429 (with the seconds until a slot frees up) when the limit is used up.
 * Counted before the work it guards, so the work itself (a password check) is never done past the limit.
 */
export async function takeRateLimit(db: Db, clock: Clock, limit: RateLimit): Promise<CountedEvent> {
  const now = clock();
  const { hitId, left } = await underLock(db, limit.bucket, async (tx) => {
    const hits = await recentHits(tx, limit.bucket, new Date(now.getTime() - limit.windowMs));
    if (hits.length >= limit.max) {
      const freedAt = hits[hits.length - limit.max].getTime() + limit.windowMs;
      throw tooManyRequests(`${limit.message} Try again in ${describeWait(freedAt - now.getTime())}.`, waitSeconds(freedAt - now.getTime()));
    }
    const [hit] = await tx.insert(rateLimitHits).values({ bucket: limit.bucket, at: now }).returning({ id: rateLimitHits.id });
    return { hitId: hit.id, left: limit.max - hits.length - 1 };
  });
  return { ...takeBackHit(db, hitId), left };
}

/**
 * One attempt under a slow-down: refused with 429 and Retry-After while the wait after the last failure runs
 * (the caller checks nothing then), else counted as a failure at once, so a parallel attempt already waits for
 * it. `takeBack` of a successful attempt forgets the bucket's failures.
 */
export async function takeSlowDownTurn(db: Db, clock: Clock, slowDown: SlowDown): Promise<Attempt> {
  const now = clock();
  await underLock(db, slowDown.bucket, async (tx) => {
    const [run] = await tx
      .select({ failures: count(), last: max(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, slowDown.bucket));
    const { last } = run;
    if (last !== null && now.getTime() - last.getTime() >= slowDown.forgetAfterMs) {
      await tx.delete(rateLimitHits).where(eq(rateLimitHits.bucket, slowDown.bucket));
    } else if (last !== null) {
      const over = run.failures - slowDown.freeAttempts;
      const delay = over < 0 ? 0 : Math.min(slowDown.firstDelayMs * 2 ** over, slowDown.maxDelayMs);
      const waitMs = last.getTime() + delay - now.getTime();
      if (waitMs > 0) throw tooManyRequests(`${slowDown.message} Wait ${describeWait(waitMs)} before the next attempt.`, waitSeconds(waitMs));
    }
    await tx.insert(rateLimitHits).values({ bucket: slowDown.bucket, at: now });
  });
  return { takeBack: () => clearRateLimit(db, slowDown.bucket) };
}

function takeBackHit(db: Db, id: number): Attempt {
  return {
    async takeBack() {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
    },
  };
}

/** Forgets a bucket, e.g. an account's failed sign-ins once it signs in. */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
}

const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function describeWait(ms: number): string {
  const seconds = waitSeconds(ms);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
