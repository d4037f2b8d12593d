import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { pollMs } from './provider-poll.js';
import { repeatEvery, type RepeatingJob } from './repeat.js';

/**
 * The checks of unsettled fee payments with the provider, for a payment whose webhook was lost and whose payer never
 * came back: an entry's fee and a team's alike. Each area claims its due orders from its own tables; when an order
 * is due, how many are asked at once, how failures are kept apart and how the checks repeat are decided here.
 */

/** A payment page left open longer than a day is no longer watched: the payer, the page or the organiser ask then. */
const WATCHED_MS = 24 * 60 * 60 * 1000;
/** Orders asked about in one round. */
export const CHECK_BATCH = 20;

/**
 * An order is due when it was last asked about (its updated_at) a poll interval ago or more, and made within the
 * watched day. The claim moves updated_at on to `now`, so each order is asked at most once a poll interval.
 */
export function dueWindow(ctx: AppContext): { now: Date; askedBefore: Date; madeSince: Date } {
  const now = ctx.clock();
  return { now, askedBefore: new Date(now.getTime() - pollMs(ctx)), madeSince: new Date(now.getTime() - WATCHED_MS) };
}

/** Asks about every claimed order: a provider failure on one does not keep the others from being asked. */
export async function askEach<Order extends { orderId: string }>(due: Order[], refresh: (order: Order) => Promise<unknown>): Promise<string[]> {
  const failures: unknown[] = [];
  for (const order of due) await refresh(order).catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
  return due.map((order) => order.orderId);
}

/** Runs `check` every poll interval while the app runs; the work lives in the database, so any instance picks it up. */
export function startFeeChecks(ctx: AppContext, log: FastifyBaseLogger, what: string, check: () => Promise<string[]>): RepeatingJob {
  return repeatEvery(pollMs(ctx), () =>
    check().then(
      (checked) => {
        if (checked.length > 0) log.debug({ orders: checked }, `${what} payments checked with the provider`);
      },
      (error: unknown) => log.error({ err: error }, `${what} payment checks failed; trying again`),
    ),
  );
}
