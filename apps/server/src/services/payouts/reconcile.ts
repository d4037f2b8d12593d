import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SOURCE_LOCALE } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { repeatEvery, type RepeatingJob } from '../core/repeat.js';
import type { Tx } from '../../db/connection.js';
import { payoutAttempts, payoutOrders } from '../../db/schema/index.js';
import type { PayoutOrder } from '../../integrations/payments/index.js';
import { publishChange } from '../core/live/publish.js';
import { pollMs } from '../core/provider-poll.js';
import { words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';
import { applyToAttempt, attemptsOfOrder, isPending, matchFulfillments, updateOf, type AttemptRow } from './apply.js';

export type OrderRow = typeof payoutOrders.$inferSelect;

/**
 * How long a sent order's answer is awaited before reconciliation asks about it: well beyond the
 * provider's own time-out (a minute at Juspay's default 15 s), so an order still being created is never
 * taken for a lost one.
 */
export const createGraceMs = (ctx: AppContext) => 4 * ctx.payments.callTimeoutMs;
/** A claimed order is not claimed again by another instance for this long (the check's own time-out). */
const CLAIM_MS = 60_000;
const BATCH = 20;

export const later = (ctx: AppContext, ms: number) => new Date(ctx.clock().getTime() + ms);

/**
 * Stores what the provider said of an order: each fulfillment's status on its attempt and winner;
 * the order open (asked again later) while any payout is pending, closed once none is.
 */
export async function adoptOrder(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  answer: PayoutOrder,
  source: 'response' | 'poll' | 'webhook',
): Promise<AttemptRow[]> {
  const now = ctx.clock();
  const attempts = await attemptsOfOrder(tx, order.orderId);
  let changed = false;
  for (const [attempt, fulfillment] of matchFulfillments(attempts, answer.fulfillments)) {
    changed = (await applyToAttempt(tx, attempt, updateOf(fulfillment), source, now)) || changed;
  }
  const pending = attempts.some((a) => isPending(a.status));
  await tx
    .update(payoutOrders)
    .set({
      state: pending ? 'open' : 'closed',
      providerStatus: answer.status,
      lastError: null,
      updatedAt: now,
      nextCheckAt: pending ? later(ctx, pollMs(ctx)) : null,
    })
    .where(eq(payoutOrders.orderId, order.orderId));
  if (changed || order.state !== (pending ? 'open' : 'closed')) await publishChange(tx, order.tournamentId, 'payouts', null, now);
  return attempts;
}

/**
 * The provider does not know the order. Money may or may not have moved (a lost create may still
 * land; a provider may lose track), so nothing is retried: its pending payouts become UNKNOWN and
 * wait for the organiser, who checks with the provider and releases them (release.ts).
 */
async function flagUnknown(ctx: AppContext, tx: Tx, order: OrderRow, source: 'poll' | 'webhook'): Promise<void> {
  const now = ctx.clock();
  const attempts = await attemptsOfOrder(tx, order.orderId);
  const note =
    order.state === 'creating'
      ? words('the provider does not know the order: its answer to the creation was lost')
      : words('the provider no longer knows the order');
  for (const attempt of attempts.filter((a) => isPending(a.status))) {
    await applyToAttempt(tx, attempt, { status: 'UNKNOWN', transactionId: null, fulfillmentId: null, failureReason: note }, source, now, { force: true, note });
  }
  // The order's last error is the operator's, in English.
  await tx
    .update(payoutOrders)
    .set({ state: 'unknown', lastError: say(SOURCE_LOCALE, note), updatedAt: now, nextCheckAt: null })
    .where(eq(payoutOrders.orderId, order.orderId));
  await publishChange(tx, order.tournamentId, 'payouts', null, now);
}

/**
 * Whether the provider may be asked about the order now: not once it is closed, and not while it is
 * still being created within its grace, when the provider may not know it yet.
 */
export const mayAskAbout = (ctx: AppContext, order: OrderRow) => order.nextCheckAt !== null && (order.state !== 'creating' || order.nextCheckAt <= ctx.clock());

/**
 * Asks the provider about one order and stores the answer; a provider that does not answer is asked
 * again later. `source` says what made us ask (the history shows a webhook's confirmation as such).
 */
export async function checkOrder(ctx: AppContext, order: OrderRow, source: 'poll' | 'webhook' = 'poll'): Promise<void> {
  const fulfillmentIds = (
    await ctx.db
      .select({ id: payoutAttempts.fulfillmentId })
      .from(payoutAttempts)
      .where(eq(payoutAttempts.orderId, order.orderId))
      .orderBy(payoutAttempts.position)
  )
    .map((row) => row.id)
    .filter((id): id is string => id !== null);
  let answer: PayoutOrder | null;
  try {
    answer = await ctx.payments.payoutStatus({ orderId: order.orderId, fulfillmentIds });
  } catch (error) {
    await ctx.db
      .update(payoutOrders)
      .set({ lastError: (error as Error).message, updatedAt: ctx.clock(), nextCheckAt: later(ctx, pollMs(ctx)) })
      .where(eq(payoutOrders.orderId, order.orderId));
    return;
  }
  await ctx.db.transaction(async (tx) => {
    // Read again under the lock: a response or a webhook may have moved it meanwhile.
    const [current] = await tx.select().from(payoutOrders).where(eq(payoutOrders.orderId, order.orderId)).for('update');
    if (!current) return;
    if (answer) await adoptOrder(ctx, tx, current, answer, source);
    else await flagUnknown(ctx, tx, current, source);
  });
}

/**
 * One round of reconciliation: claims the orders due for a check (rows locked with SKIP LOCKED and
 * their next check moved on, in one short transaction, so two instances never check one order at
 * once) and asks the provider about each. The loop calls it; tests call it directly. Returns the
 * orders checked.
 */
export async function reconcilePayouts(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock();
  const due = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payoutOrders)
      .where(and(isNotNull(payoutOrders.nextCheckAt), lte(payoutOrders.nextCheckAt, now)))
      .orderBy(asc(payoutOrders.nextCheckAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(payoutOrders)
        .set({ nextCheckAt: later(ctx, CLAIM_MS), checks: sql`${payoutOrders.checks} + 1` })
        .where(
          inArray(
            payoutOrders.orderId,
            rows.map((row) => row.orderId),
          ),
        );
    }
    return rows;
  });
  for (const order of due) await checkOrder(ctx, order);
  return due.map((order) => order.orderId);
}

/**
 * Runs reconcilePayouts every poll interval for as long as the app runs. The work lives in the
 * database (payout_orders.next_check_at), so a restarted or second instance picks up where any left off.
 */
export function startPayoutReconciler(ctx: AppContext, log: FastifyBaseLogger): RepeatingJob {
  return repeatEvery(pollMs(ctx), () =>
    reconcilePayouts(ctx).then(
      (checked) => {
        if (checked.length > 0) log.debug({ orders: checked }, 'payout orders checked with the provider');
      },
      (error: unknown) => log.error({ err: error }, 'payout reconciliation failed; trying again'),
    ),
  );
}
