import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payoutOrders, payoutWebhookEvents } from '../../db/schema/index.js';
import { applyPaymentWebhook } from '../entry-fees/status.js';
import { publishChange } from '../live/publish.js';
import { applyToAttempt, attemptsNamed, matchFulfillments, updateOf } from './apply.js';

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * POST /juspay/webhook. The provider checks the Basic credentials and reads the event (throwing
 * WebhookRefusedError otherwise). An event is applied once: its id is recorded in the same
 * transaction, so a delivery repeated — even at the same moment — changes nothing. A webhook is a
 * hint: each order it names is also asked about at the next reconciliation round.
 */
export async function receiveWebhook(ctx: AppContext, headers: Record<string, string | string[] | undefined>, body: unknown): Promise<WebhookOutcome> {
  const event = ctx.payments.readWebhook(headers, body);
  // Entry-fee payment orders (services/entry-fees): confirmed by asking the provider, so a replay changes nothing.
  if (event.kind === 'payment') return (await applyPaymentWebhook(ctx, event)) ? 'applied' : 'ignored';
  // Events we take no action on are acknowledged so the provider stops resending them.
  if (event.kind !== 'payout') return 'ignored';
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const fresh = await tx
      .insert(payoutWebhookEvents)
      .values({ eventId: event.eventId, eventName: event.eventName, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return 'replayed';
    const attempts = await attemptsNamed(tx, event.fulfillments);
    const touched = new Map<string, string>();
    for (const fulfillment of event.fulfillments) {
      const [match] = matchFulfillments(
        attempts.filter((a) => a.fulfillmentId === fulfillment.fulfillmentId || a.idempotencyKey === fulfillment.idempotencyKey),
        [fulfillment],
      );
      if (!match) continue;
      const [attempt] = match;
      if (await applyToAttempt(tx, attempt, updateOf(fulfillment), 'webhook', now, { note: event.eventName }))
        touched.set(attempt.orderId, attempt.tournamentId);
    }
    const orderIds = [...new Set([...attempts.map((a) => a.orderId), ...(event.orderId ? [event.orderId] : [])])];
    if (orderIds.length > 0) {
      await tx
        .update(payoutOrders)
        .set({ nextCheckAt: sql`LEAST(${payoutOrders.nextCheckAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(inArray(payoutOrders.orderId, orderIds), isNotNull(payoutOrders.nextCheckAt)));
    }
    for (const tournamentId of new Set(touched.values())) await publishChange(tx, tournamentId, 'payouts', null, now);
    return 'applied';
  });
}
