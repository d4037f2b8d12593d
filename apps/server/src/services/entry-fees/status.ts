import { eq } from 'drizzle-orm';
import type { EntryFee, PayoutStatusAnswer } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entryFeeOrders, entryFees } from '../../db/schema/entry-fees.js';
import { entries, tournaments } from '../../db/schema/tournaments.js';
import { forbidden, notFound } from '../../http/errors.js';
import { paymentOutcome, type WebhookEvent } from '../../integrations/payments/provider.js';
import type { UserRow } from '../core/sessions.js';
import { canManage } from '../core/access.js';
import { refreshOrder } from './orders.js';
import { entryFeeView, type OrderRow } from './view.js';

/** The order, if it is an entry fee's and the user is its player or manages its tournament (403 otherwise). */
async function visibleOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<{ order: OrderRow; playerName: string; tournamentId: string } | null> {
  const [row] = await ctx.db
    .select({ order: entryFeeOrders, entry: entries, t: tournaments })
    .from(entryFeeOrders)
    .innerJoin(entryFees, eq(entryFees.entryId, entryFeeOrders.entryId))
    .innerJoin(entries, eq(entries.id, entryFees.entryId))
    .innerJoin(tournaments, eq(tournaments.id, entryFees.tournamentId))
    .where(eq(entryFeeOrders.orderId, orderId));
  if (!row) return null;
  if (row.entry.userId !== user.id && !(await canManage(ctx.db, user, row.t)))
    throw forbidden('This payment is not yours, and you do not manage its tournament');
  return { order: row.order, playerName: row.entry.name, tournamentId: row.t.id };
}

/** Refreshes a payment the provider has not settled yet; answers the order as now known. */
async function settledOrder(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  if (paymentOutcome(order.status) !== 'pending') return order;
  await refreshOrder(ctx, order);
  const [now] = await ctx.db.select().from(entryFeeOrders).where(eq(entryFeeOrders.orderId, order.orderId));
  return now;
}

/**
 * Where an entry fee's payment stands, asked afresh from the provider while it is unsettled: the
 * web asks when the player comes back from the payment page. A charge confirms the registration.
 */
export async function entryFeeOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<EntryFee> {
  const found = await visibleOrder(ctx, user, orderId);
  if (!found) throw notFound('No entry fee payment has this order id');
  await settledOrder(ctx, found.order);
  return entryFeeView(ctx.db, found.order.entryId);
}

/**
 * GET /juspay/status/{id} for an entry fee's order, in the spec's §3 shape (an object with
 * fulfillments): the order, and its one payment as the fulfillment. Null when the id is not an
 * entry fee's order, so the payouts' answer is given instead.
 */
export async function entryFeeStatus(ctx: AppContext, user: UserRow, orderId: string): Promise<PayoutStatusAnswer | null> {
  const found = await visibleOrder(ctx, user, orderId);
  if (!found) return null;
  const order = await settledOrder(ctx, found.order);
  return {
    orderId: order.orderId,
    tournamentId: found.tournamentId,
    state: paymentOutcome(order.status) === 'pending' ? 'open' : 'closed',
    status: order.status,
    fulfillments: [{ fulfillment_id: null, status: order.status, transaction_id: null, amount: order.amount, winnerId: null, playerName: found.playerName }],
  };
}

/**
 * A payment webhook (already authenticated by the provider's readWebhook). Like Juspay, it is taken
 * as a hint: the order's status is asked from the provider and applied, so a replayed or forged
 * event changes nothing the provider does not confirm. False when the order is not an entry fee's.
 */
export async function applyPaymentWebhook(ctx: AppContext, event: WebhookEvent): Promise<boolean> {
  if (event.kind !== 'payment') return false;
  const [order] = await ctx.db.select().from(entryFeeOrders).where(eq(entryFeeOrders.orderId, event.order.orderId));
  if (!order) return false;
  await refreshOrder(ctx, order);
  return true;
}
