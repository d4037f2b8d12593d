import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { entryFeeOrders, entryFees } from '../../db/schema/entry-fees.js';
import { paymentOutcome } from '../../integrations/payments/provider.js';
import { askEach, CHECK_BATCH, dueWindow, startFeeChecks } from '../core/fee-checks.js';
import type { RepeatingJob } from '../core/repeat.js';
import { refreshOrder } from './orders.js';

/**
 * One round of checks of the payments still unsettled (registrations awaiting payment whose
 * order is pending), for a payment whose webhook was lost and whose player never came back. An
 * order's updated_at is moved on as it is claimed (rows locked with SKIP LOCKED in one short
 * transaction), so two instances never ask about one order at once and each is asked at most
 * once a poll interval (the payouts' interval, PAYOUT_POLL_SECONDS). Returns the orders asked about;
 * a provider failure on one does not keep the others from being asked.
 */
export async function reconcileEntryFees(ctx: AppContext): Promise<string[]> {
  const { now, askedBefore, madeSince } = dueWindow(ctx);
  const due = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: entryFeeOrders })
      .from(entryFeeOrders)
      .innerJoin(entryFees, eq(entryFees.entryId, entryFeeOrders.entryId))
      .where(and(eq(entryFees.status, 'awaiting_payment'), lte(entryFeeOrders.updatedAt, askedBefore), gte(entryFeeOrders.createdAt, madeSince)))
      .orderBy(asc(entryFeeOrders.updatedAt))
      .limit(CHECK_BATCH)
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
  return askEach(due, (order) => refreshOrder(ctx, order));
}

/** Runs reconcileEntryFees every poll interval while the app runs. */
export const startEntryFeeChecks = (ctx: AppContext, log: FastifyBaseLogger): RepeatingJob =>
  startFeeChecks(ctx, log, 'entry fee', () => reconcileEntryFees(ctx));
