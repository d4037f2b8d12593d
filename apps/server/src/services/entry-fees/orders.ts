import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entryFeeOrders, entryFees } from '../../db/schema/entry-fees.js';
import { tournaments } from '../../db/schema/tournaments.js';
import { paymentOutcome, type PaymentOrder, type PaymentStatus } from '../../integrations/payments/provider.js';
import type { UserRow } from '../core/sessions.js';
import { markPaid } from './confirm.js';
import { newOrderId, type Fee } from '../core/entry-fees.js';
import { askProvider } from '../core/payment-provider.js';
import type { OrderRow } from './view.js';

export interface NewOrder {
  orderId: string;
  fee: Fee;
  order: PaymentOrder;
}

/**
 * Asks the provider for a payment order before anything is written: if it is down, nothing changes.
 * If what follows is refused (a second registration racing this one), the order is left unpaid at
 * the provider: nobody was shown its payment page.
 */
export async function createOrder(ctx: AppContext, user: UserRow, fee: Fee, returnUrl: (orderId: string) => string, description: string): Promise<NewOrder> {
  const orderId = newOrderId();
  const order = await askProvider('the payment order', () =>
    ctx.payments.createPaymentOrder({
      orderId,
      amount: fee.amount,
      currency: fee.currency,
      customer: { id: user.id, email: user.email },
      returnUrl: returnUrl(orderId),
      description,
    }),
  );
  return { orderId, fee, order };
}

export async function recordOrder(ctx: AppContext, tx: Tx, entryId: string, attempt: number, { orderId, fee, order }: NewOrder): Promise<void> {
  const now = ctx.clock();
  await tx.insert(entryFeeOrders).values({
    orderId,
    entryId,
    attempt,
    provider: ctx.payments.name,
    reference: order.reference,
    status: order.status,
    paymentUrl: order.paymentUrl,
    amount: fee.amount,
    currency: fee.currency,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Asks the provider where the order stands and applies the answer; null when the provider does not
 * know the order (its creation never reached it), which is then no longer payable.
 */
export async function refreshOrder(ctx: AppContext, order: OrderRow): Promise<PaymentStatus | null> {
  const answer = await askProvider('the status question', () => ctx.payments.paymentStatus({ orderId: order.orderId, reference: order.reference }));
  if (answer === null) return null;
  await applyOrderStatus(ctx, order.orderId, answer.status);
  return answer.status;
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
