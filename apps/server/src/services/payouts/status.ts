import { eq } from 'drizzle-orm';
import type { PayoutStatusAnswer } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { payoutAttempts, payoutOrders } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import { applyToAttempt } from './apply.js';
import { checkOrder, mayAskAbout } from './reconcile.js';
import { words } from '../core/languages/message.js';

type Attempt = typeof payoutAttempts.$inferSelect;
const fulfillmentOf = (a: Attempt) => ({
  fulfillment_id: a.fulfillmentId,
  status: a.status,
  transaction_id: a.transactionId,
  amount: a.amount,
  winnerId: a.winnerId,
  playerName: a.playerName,
});

/**
 * GET /juspay/status/{id}: an order id answers the order with its fulfillments, a fulfillment id an
 * array of that one fulfillment. A payout still pending is asked about first, so the
 * answer is the provider's latest; if the provider does not answer, the stored state is given.
 */
export async function payoutStatusOf(ctx: AppContext, user: UserRow, id: string): Promise<PayoutStatusAnswer> {
  let [order] = await ctx.db.select().from(payoutOrders).where(eq(payoutOrders.orderId, id));
  let byFulfillment = false;
  if (!order) {
    const [attempt] = await ctx.db.select().from(payoutAttempts).where(eq(payoutAttempts.fulfillmentId, id));
    if (!attempt) throw notFound('No payout order or fulfillment has this id');
    [order] = await ctx.db.select().from(payoutOrders).where(eq(payoutOrders.orderId, attempt.orderId));
    byFulfillment = true;
  }
  await managedTournament(ctx.db, user, order.tournamentId);
  if (mayAskAbout(ctx, order)) {
    await checkOrder(ctx, order);
    [order] = await ctx.db.select().from(payoutOrders).where(eq(payoutOrders.orderId, order.orderId));
  }
  const attempts = await ctx.db.select().from(payoutAttempts).where(eq(payoutAttempts.orderId, order.orderId)).orderBy(payoutAttempts.position);
  if (byFulfillment) return attempts.filter((a) => a.fulfillmentId === id).map(fulfillmentOf);
  return {
    orderId: order.orderId,
    tournamentId: order.tournamentId,
    state: order.state,
    status: order.providerStatus,
    fulfillments: attempts.map(fulfillmentOf),
  };
}

/**
 * POST /juspay/release/{attemptId}: the organiser checked with the provider that a flagged (UNKNOWN)
 * payout did not happen; it becomes RELEASED and the prize may be paid again, under a new attempt
 * and idempotency key. Only UNKNOWN payouts: anything else the provider still tracks.
 */
export async function releaseAttempt(ctx: AppContext, user: UserRow, attemptId: string, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(payoutAttempts).where(eq(payoutAttempts.id, attemptId)).for('update');
    if (!attempt) throw notFound('Payout attempt not found');
    await managedTournament(tx, user, attempt.tournamentId, { lock: true });
    if (attempt.status !== 'UNKNOWN')
      throw conflict(words('Only a payout the provider does not know can be released; this one is {status}', { status: attempt.status }));
    const now = ctx.clock();
    const note = words('Released by {name}: {reason}', { name: user.name, reason });
    await applyToAttempt(tx, attempt, { status: 'RELEASED', transactionId: null, fulfillmentId: null, failureReason: note }, 'organiser', now, {
      force: true,
      note,
    });
    await publishChange(tx, attempt.tournamentId, 'payouts', null, now);
  });
}
