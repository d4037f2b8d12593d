import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { entryFeeOrders, entryFees } from '../../db/schema/entry-fees.js';
import { paymentOutcome } from '../../integrations/payments/provider.js';
import { repeatEvery, type RepeatingJob } from '../core/repeat.js';
import { pollMs } from '../core/provider-poll.js';
import { refreshOrder } from './orders.js';

/** A payment page left open longer than a day is no longer watched: the player, the page or the organiser ask then. */
const WATCHED_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

/**
 * One round of checks of the payments still unsettled (registrations awaiting payment whose
 * order is pending), for a payment whose webhook was lost and whose player never came back. An
 * order's updated_at is moved on as it is claimed (rows locked with SKIP LOCKED in one short
 * transaction), so two instances never ask about one order at once and each is asked at most
 * once a poll interval (the payouts' interval, PAYOUT_POLL_SECONDS). Returns the orders asked about;
 * a provider failure on one does not keep the others from being asked.
 */
export async function reconcileEntryFees(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock();
  const due = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: entryFeeOrders })
      .from(entryFeeOrders)
      .innerJoin(entryFees, eq(entryFees.entryId, entryFeeOrders.entryId))
      .where(
        and(
          eq(entryFees.status, 'awaiting_payment'),
          lte(entryFeeOrders.updatedAt, new Date(now.getTime() - pollMs(ctx))),
          gte(entryFeeOrders.createdAt, new Date(now.getTime() - WATCHED_MS)),
        ),
      )
      .orderBy(asc(entryFeeOrders.updatedAt))
      .limit(BATCH)
      .for('update', { of: entryFeeOrders, skipLocked: true });
    const pending = rows.map((row) => row.order).filter((order) => paymentOutcome(order.status) === 'pending');
    if (pending.length > 0)
      await tx
        .update(entryFeeOrders)
        .set({ updatedAt: now })
        .where(
          inArray(
            entryFeeOrders.orderId,
            pending.map((o) => o.orderId),
          ),
        );
    return pending;
  });
  const failures: unknown[] = [];
  for (const order of due) await refreshOrder(ctx, order).catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
  return due.map((order) => order.orderId);
}

/** Runs reconcileEntryFees every poll interval while the app runs; the work lives in the database, so any instance picks it up. */
export function startEntryFeeChecks(ctx: AppContext, log: FastifyBaseLogger): RepeatingJob {
  return repeatEvery(pollMs(ctx), () =>
    reconcileEntryFees(ctx).then(
      (checked) => {
        if (checked.length > 0) log.debug({ orders: checked }, 'entry fee payments checked with the provider');
      },
      (error: unknown) => log.error({ err: error }, 'entry fee payment checks failed; trying again'),
    ),
  );
}
