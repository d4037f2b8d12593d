import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { teamEntryFeeOrders, teamEntryFees } from '../../db/schema/index.js';
import { paymentOutcome } from '../../integrations/payments/provider.js';
import { askEach, CHECK_BATCH, dueWindow, startFeeChecks } from '../core/fee-checks.js';
import type { RepeatingJob } from '../core/repeat.js';
import { refreshTeamOrder } from './fee.js';

/**
 * One round of checks of the team fees' unsettled payments (a team awaiting its fee whose order is pending), for a
 * payment whose webhook was lost and whose captain never came back to My teams. Claimed as an entry's are (SKIP
 * LOCKED, updated_at moved on), so two instances never ask about one order at once. Returns the orders asked about.
 */
export async function reconcileTeamFees(ctx: AppContext): Promise<string[]> {
  const { now, askedBefore, madeSince } = dueWindow(ctx);
  const due = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: teamEntryFeeOrders })
      .from(teamEntryFeeOrders)
      .innerJoin(teamEntryFees, eq(teamEntryFees.teamId, teamEntryFeeOrders.teamId))
      .where(and(eq(teamEntryFees.status, 'awaiting_payment'), lte(teamEntryFeeOrders.updatedAt, askedBefore), gte(teamEntryFeeOrders.createdAt, madeSince)))
      .orderBy(asc(teamEntryFeeOrders.updatedAt))
      .limit(CHECK_BATCH)
      .for('update', { of: teamEntryFeeOrders, skipLocked: true });
    const pending = rows.map((row) => row.order).filter((order) => paymentOutcome(order.status) === 'pending');
    const ids = pending.map((order) => order.orderId);
    if (ids.length > 0) await tx.update(teamEntryFeeOrders).set({ updatedAt: now }).where(inArray(teamEntryFeeOrders.orderId, ids));
    return pending;
  });
  return askEach(due, (order) => refreshTeamOrder(ctx, order));
}

/** Runs reconcileTeamFees every poll interval while the app runs. */
export const startTeamFeeChecks = (ctx: AppContext, log: FastifyBaseLogger): RepeatingJob =>
  startFeeChecks(ctx, log, 'team entry fee', () => reconcileTeamFees(ctx));
