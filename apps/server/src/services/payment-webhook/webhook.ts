import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { payoutOrders, payoutWebhookEvents } from '../../db/schema/index.js';
import { WebhookRefusedError, type WebhookEvent } from '../../integrations/payments/index.js';
import { applyPaymentWebhook } from '../entry-fees/status.js';
import { settleTeamOrder } from '../team-registration/fee.js';
import { takeRateLimit, type RateLimit } from '../core/rate-limits.js';
import { words } from '../core/languages/message.js';
import { attemptsNamed } from '../payouts/apply.js';
import { checkOrder, mayAskAbout } from '../payouts/reconcile.js';

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * Wrong credentials from one address: a guesser gets a handful of tries, and the provider, which
 * calls from its own addresses, is not held up by them.
 */
export const webhookCredentialFailuresPerIp = (ip: string): RateLimit => ({
  bucket: `webhook-credentials:ip:${ip}`,
  max: 20,
  windowMs: 15 * 60 * 1000,
  message: words('Too many webhooks with wrong credentials from your address.'),
});

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  ip: string;
}

/**
 * POST /juspay/webhook. Each attempt is counted against its address before the credentials are
 * compared (so parallel guesses wait their turn), and taken back once they are right; wrong ones are
 * logged with the address. The provider checks the credentials and reads the event (throwing
 * WebhookRefusedError otherwise).
 */
export async function receiveWebhook(ctx: AppContext, delivery: WebhookDelivery, log: FastifyBaseLogger): Promise<WebhookOutcome> {
  const attempt = await takeRateLimit(ctx.db, ctx.clock, webhookCredentialFailuresPerIp(delivery.ip));
  let event: WebhookEvent;
  try {
    event = ctx.payments.readWebhook(delivery.headers, delivery.body);
  } catch (error) {
    if (error instanceof WebhookRefusedError && error.reason === 'credentials') {
      log.warn({ ip: delivery.ip }, 'payment webhook refused: wrong or missing credentials');
    } else await attempt.takeBack();
    throw error;
  }
  await attempt.takeBack();
  // Entry-fee and team-fee payment orders: confirmed by asking the provider, so a replay changes nothing.
  if (event.kind === 'payment') {
    const known = (await applyPaymentWebhook(ctx, event)) || (await settleTeamOrder(ctx, event.order.orderId));
    return known ? 'applied' : 'ignored';
  }
  // Events we take no action on are acknowledged so the provider stops resending them.
  if (event.kind !== 'payout') return 'ignored';
  return confirmPayoutEvent(ctx, event);
}

/**
 * A payout event is a hint, as Juspay itself says: whoever holds the credentials could have written
 * it. It only names the orders to ask the provider about, and what the provider answers is applied
 * (checkOrder), so a forged SUCCESS moves nothing the provider does not confirm. The event id is
 * recorded first, so a repeated delivery asks nothing twice.
 */
async function confirmPayoutEvent(ctx: AppContext, event: Extract<WebhookEvent, { kind: 'payout' }>): Promise<WebhookOutcome> {
  const orders = await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(payoutWebhookEvents)
      .values({ eventId: event.eventId, eventName: event.eventName, receivedAt: ctx.clock() })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return null;
    const attempts = await attemptsNamed(tx, event.fulfillments);
    const orderIds = [...new Set([...attempts.map((a) => a.orderId), ...(event.orderId ? [event.orderId] : [])])];
    return orderIds.length === 0 ? [] : tx.select().from(payoutOrders).where(inArray(payoutOrders.orderId, orderIds));
  });
  if (orders === null) return 'replayed';
  for (const order of orders.filter((o) => mayAskAbout(ctx, o))) await checkOrder(ctx, order, 'webhook');
  return 'applied';
}
