import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entryFeeOrders, entryFees } from '../../db/schema/entry-fees.js';
import { tournaments } from '../../db/schema/tournaments.js';
import { paymentOutcome, type PaymentStatus } from '../../integrations/payments/provider.js';
import { markPaid } from './confirm.js';
import { orderColumns, providerStatus, type NewOrder } from '../core/fee-orders.js';
import type { OrderRow } from './view.js';

export async function recordOrder(ctx: AppContext, tx: Tx, entryId: string, attempt: number, order: NewOrder): Promise<void> {
  await tx.insert(entryFeeOrders).values({ ...orderColumns(ctx, attempt, order), entryId });
}

/**
 * Asks the provider where the order stands and applies the answer; null when the provider does not
 * know the order (its creation never reached it), which is then no longer payable.
 */
export async function refreshOrder(ctx: AppContext, order: OrderRow): Promise<PaymentStatus | null> {
  const status = await providerStatus(ctx, order);
  if (status === null) return null;
  await applyOrderStatus(ctx, order.orderId, status);
  return status;
}

/**
 * Records the order's status; a charged order makes its registration an entry (once: a second
 * report of the same charge, by webhook or poll, finds the fee paid and changes nothing).
 */
export async function applyOrderStatus(ctx: AppContext, orderId: string, status: PaymentStatus): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tournamentId: entryFees.tournamentId })
      .from(entryFeeOrders)
      .innerJoin(entryFees, eq(entryFees.entryId, entryFeeOrders.entryId))
      .where(eq(entryFeeOrders.orderId, orderId));
    if (!found) return;
    // The tournament first, then the fee: the order every change of a tournament's entries takes.
    await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, found.tournamentId)).for('update');
    const [order] = await tx.select().from(entryFeeOrders).where(eq(entryFeeOrders.orderId, orderId)).for('update');
    if (order.status !== status) await tx.update(entryFeeOrders).set({ status, updatedAt: ctx.clock() }).where(eq(entryFeeOrders.orderId, orderId));
    const [fee] = await tx.select().from(entryFees).where(eq(entryFees.entryId, order.entryId)).for('update');
    if (paymentOutcome(status) === 'success' && fee.status === 'awaiting_payment') await markPaid(ctx, tx, fee, { kind: 'provider', orderId });
  });
}
