import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { signInSlowdowns } from '../../db/schema/index.js';
import { tooManyRequests } from '../../http/errors.js';
import { waitSeconds, waitWords } from '../core/rate-limits.js';
import { words, type Words } from '../core/languages/message.js';

/**
 * An exponential slow-down instead of a lock: after `freeAttempts` failures in a row each next
 * attempt waits twice as long after the last failure (firstDelayMs, doubling, at most maxDelayMs),
 * so whoever has the right password gets in after the wait and a guesser gets few guesses.
 */
export interface SlowDown {
  /** Whose attempts are counted together, e.g. `account:<email>` or `client:<id>`. */
  lane: string;
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run of failures is forgotten once this long has passed since its last one. */
  forgetAfterMs: number;
  /** The 429 message; the wait is added to it. */
  message: Words;
}

/** An attempt counted as a failure before it is checked; forgotten if it succeeds. */
export interface Turn {
  succeeded(): Promise<void>;
}

/** The row's key: an HMAC of the lane, so the table holds no email address. */
const keyOf = (ctx: AppContext, lane: string) => createHmac('sha256', ctx.config.tokenSecret).update(`sign-in lane:${lane}`).digest('base64url');

const delayAfter = (slowDown: SlowDown, failures: number) =>
  failures < slowDown.freeAttempts ? 0 : Math.min(slowDown.firstDelayMs * 2 ** (failures - slowDown.freeAttempts), slowDown.maxDelayMs);

/**
 * Takes a turn for an attempt made at `now`, or throws 429 with Retry-After while the wait after the
 * last failure runs (nothing is checked then). The turn is decided and counted in one statement on
 * the lane's row, so however many attempts run at once, on however many instances, each sees every
 * failure counted before it; and the wait is measured from when attempts were made, not from when a
 * busy server got to them, so a burst gets the free attempts checked and no more.
 */
export async function takeTurn(ctx: AppContext, slowDown: SlowDown, now: Date): Promise<Turn> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgotten = sql`${signInSlowdowns.lastFailureAt} <= ${new Date(now.getTime() - slowDown.forgetAfterMs).toISOString()}::timestamptz`;
  const free = sql`${slowDown.freeAttempts}::integer`;
  const delayMs = sql`LEAST(${slowDown.firstDelayMs}::double precision * power(2, ${signInSlowdowns.failures} - ${free}), ${slowDown.maxDelayMs}::double precision)`;
  const waitOver = sql`${signInSlowdowns.lastFailureAt} + ${delayMs} * interval '1 millisecond' <= ${at}`;
  const lane = keyOf(ctx, slowDown.lane);
  const taken = await ctx.db
    .insert(signInSlowdowns)
    .values({ lane, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInSlowdowns.lane,
      set: {
        failures: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${signInSlowdowns.failures} + 1 END`,
        lastFailureAt: sql`GREATEST(${signInSlowdowns.lastFailureAt}, ${at})`,
      },
      setWhere: sql`${forgotten} OR ${signInSlowdowns.failures} < ${free} OR ${waitOver}`,
    })
    .returning({ failures: signInSlowdowns.failures });
  if (taken.length === 0) {
    const [row] = await ctx.db.select().from(signInSlowdowns).where(eq(signInSlowdowns.lane, lane));
    const waitMs = row ? row.lastFailureAt.getTime() + delayAfter(slowDown, row.failures) - now.getTime() : 0;
    throw tooManyRequests(words('{reason} Wait {wait} before the next attempt.', { reason: slowDown.message, wait: waitWords(waitMs) }), waitSeconds(waitMs));
  }
  return {
    async succeeded() {
      await ctx.db.delete(signInSlowdowns).where(eq(signInSlowdowns.lane, lane));
      // Runs long over are forgotten anyway; their rows go with any success.
      await ctx.db.delete(signInSlowdowns).where(lt(signInSlowdowns.lastFailureAt, new Date(now.getTime() - slowDown.forgetAfterMs)));
    },
  };
}
