import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection.js';
import { rateLimitHits } from '../../db/schema/index.js';
import { tooManyRequests } from '../../http/errors.js';
import type { Clock } from './clock.js';
import { asWords, words, type Message, type Words } from './languages/message.js';

/**
 * Limits counted in the database (table rate_limit_hits), so every instance behind a load balancer
 * sees the same counts. Each decision reads and counts under the bucket's advisory lock, in one
 * transaction: parallel requests take their turns, and none is let through on a count another has
 * not written yet.
 */
export interface RateLimit {
  /** What is counted and for whom, e.g. `sign-in-failure:ip:203.0.113.9`. */
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429 message, what happened; when to try again is added to it. */
  message: Message;
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
      throw tooManyRequests(
        words('{reason} Try again in {wait}.', { reason: asWords(limit.message), wait: waitWords(freedAt - now.getTime()) }),
        waitSeconds(freedAt - now.getTime()),
      );
    }
    const [hit] = await tx.insert(rateLimitHits).values({ bucket: limit.bucket, at: now }).returning({ id: rateLimitHits.id });
    return { hitId: hit.id, left: limit.max - hits.length - 1 };
  });
  return { ...takeBackHit(db, hitId), left };
}

function takeBackHit(db: Db, id: number): Attempt {
  return {
    async takeBack() {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
    },
  };
}

export const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A wait as a person reads it: seconds, or whole minutes past one. */
export function waitWords(ms: number): Words {
  const seconds = waitSeconds(ms);
  if (seconds < 60) return words('{count, plural, one {# second} other {# seconds}}', { count: seconds });
  return words('{count, plural, one {# minute} other {# minutes}}', { count: Math.ceil(seconds / 60) });
}
