import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { pendingPayoutStatuses, retriablePayoutStatuses, type PayoutStatusSource } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { payoutAttempts, payoutStatusChanges, prizeWinners } from '../../db/schema/index.js';
import type { PayoutFulfillment } from '../../integrations/payments/index.js';
import type { Message } from '../core/languages/message.js';

export type AttemptRow = typeof payoutAttempts.$inferSelect;

/**
 * How far along a status is. Answers arrive out of order (a webhook sent before a poll's answer is
 * read, a replayed event), so an attempt only ever moves forward, and a final status stays.
 */
const progress: Record<string, number> = {
  CREATING: 0,
  UNKNOWN: 0,
  CREATED: 1,
  INITIATED: 1,
  PENDING: 2,
  MANUAL_REVIEW: 3,
};
const FINAL = 9;
const progressOf = (status: string) => progress[status] ?? FINAL;
export const isFinal = (status: string) => progressOf(status) === FINAL;
export const isPending = (status: string) => pendingPayoutStatuses.includes(status);

/** The winner's status: a payout the provider has accepted but not started is INITIATED. */
const winnerStatusOf = (status: string) => (status === 'CREATED' ? 'INITIATED' : status);

export interface StatusUpdate {
  status: string;
  transactionId: string | null;
  fulfillmentId: string | null;
  /** Kingside's words, or the provider's reason as it gave it. */
  failureReason: Message | null;
}

export const updateOf = (fulfillment: PayoutFulfillment): StatusUpdate => ({
  status: fulfillment.status,
  transactionId: fulfillment.transactionId,
  fulfillmentId: fulfillment.fulfillmentId,
  failureReason: fulfillment.failureReason,
});

/**
 * Applies what is known of one attempt: its row, the status history and the winner's spec fields
 * (fulfillment_id, status, transaction_id). Returns false when it changes nothing (an old or
 * repeated answer). UNKNOWN and RELEASED are Kingside's own and only set through `force`.
 */
export async function applyToAttempt(
  tx: Tx,
  attempt: AttemptRow,
  update: StatusUpdate,
  source: PayoutStatusSource,
  at: Date,
  { force = false, note = null }: { force?: boolean; note?: Message | null } = {},
): Promise<boolean> {
  const moves = force || (!isFinal(attempt.status) && progressOf(update.status) > progressOf(attempt.status));
  const fulfillmentId = attempt.fulfillmentId ?? update.fulfillmentId;
  const transactionId = update.transactionId ?? attempt.transactionId;
  if (!moves && fulfillmentId === attempt.fulfillmentId && transactionId === attempt.transactionId) return false;
  const status = moves ? update.status : attempt.status;
  await tx
    .update(payoutAttempts)
    .set({ status, fulfillmentId, transactionId, failureReason: moves ? update.failureReason : attempt.failureReason, updatedAt: at })
    .where(eq(payoutAttempts.id, attempt.id));
  await tx.insert(payoutStatusChanges).values({ attemptId: attempt.id, status, transactionId, source, note, at });
  if (attempt.winnerId) {
    await tx
      .update(prizeWinners)
      .set({ fulfillmentId, status: winnerStatusOf(status), transactionId, updatedAt: at })
      // A late answer about an earlier attempt leaves the winner's current payout alone.
      .where(
        and(
          eq(prizeWinners.id, attempt.winnerId),
          sql`NOT EXISTS (SELECT 1 FROM payout_attempts later WHERE later.winner_id = ${attempt.winnerId} AND later.attempt > ${attempt.attempt})`,
        ),
      );
  }
  Object.assign(attempt, { status, fulfillmentId, transactionId });
  return true;
}

/** The order's attempts in their fulfillments' order, locked for this transaction. */
export async function attemptsOfOrder(tx: Tx, orderId: string): Promise<AttemptRow[]> {
  return tx.select().from(payoutAttempts).where(eq(payoutAttempts.orderId, orderId)).orderBy(payoutAttempts.position).for('update');
}

/**
 * The provider's fulfillments matched to our attempts: by fulfillment id once known, else by the
 * idempotency key the provider echoes, else by position in the order.
 */
export function matchFulfillments(attempts: AttemptRow[], fulfillments: PayoutFulfillment[]): [AttemptRow, PayoutFulfillment][] {
  const matched: [AttemptRow, PayoutFulfillment][] = [];
  fulfillments.forEach((fulfillment, index) => {
    const attempt =
      attempts.find((a) => a.fulfillmentId !== null && a.fulfillmentId === fulfillment.fulfillmentId) ??
      attempts.find((a) => fulfillment.idempotencyKey !== null && a.idempotencyKey === fulfillment.idempotencyKey) ??
      (fulfillment.idempotencyKey === null && attempts[index]?.fulfillmentId === null ? attempts[index] : undefined);
    if (attempt) matched.push([attempt, fulfillment]);
  });
  return matched;
}

/** Attempts by fulfillment id or idempotency key (a webhook names fulfillments, not orders). */
export async function attemptsNamed(tx: Tx, fulfillments: PayoutFulfillment[]): Promise<AttemptRow[]> {
  const ids = fulfillments.map((f) => f.fulfillmentId);
  const keys = fulfillments.map((f) => f.idempotencyKey).filter((key): key is string => key !== null);
  const byId = ids.length ? await tx.select().from(payoutAttempts).where(inArray(payoutAttempts.fulfillmentId, ids)).for('update') : [];
  const byKey = keys.length ? await tx.select().from(payoutAttempts).where(inArray(payoutAttempts.idempotencyKey, keys)).for('update') : [];
  const seen = new Map<string, AttemptRow>();
  for (const row of [...byId, ...byKey]) seen.set(row.id, row);
  return [...seen.values()];
}

/**
 * Each winner's payout still in play (at most one, by payout_attempts_one_live_idx): a winner whose
 * order is being created has no status of its own yet, but must not be paid again.
 */
export async function liveAttempts(tx: Tx | Db, winnerIds: string[]): Promise<Map<string, string>> {
  if (winnerIds.length === 0) return new Map();
  const rows = await tx
    .select({ winnerId: payoutAttempts.winnerId, status: payoutAttempts.status })
    .from(payoutAttempts)
    .where(and(inArray(payoutAttempts.winnerId, winnerIds), notInArray(payoutAttempts.status, [...retriablePayoutStatuses])));
  return new Map(rows.map((row) => [row.winnerId!, row.status]));
}
