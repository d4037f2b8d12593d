import type { Currency, EntryFeeOrder, ManagedEntryFee } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { paymentOutcome, type PaymentOrder, type PaymentStatus } from '../../integrations/payments/provider.js';
import { newOrderId, type Fee } from './entry-fees.js';
import { askProvider } from './payment-provider.js';
import type { UserRow } from './sessions.js';

/**
 * An entry fee's payment orders, confirmations in hand and refunds, whoever pays: a player their entry's fee
 * (entry_fee_orders, entry_fee_refunds), a captain their team's (team_entry_fee_orders, team_entry_fee_refunds).
 * The tables differ only in what the fee belongs to; what is done with their rows is written here once.
 */

export interface NewOrder {
  orderId: string;
  fee: Fee;
  order: PaymentOrder;
}

/** What an order's row holds besides the fee it pays. */
export interface OrderColumns {
  orderId: string;
  attempt: number;
  provider: string;
  reference: string;
  status: string;
  paymentUrl: string | null;
  amount: number;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Asks the provider for a payment order before anything is written: if it is down, nothing changes (503). If what
 * follows is refused (a second registration racing this one), the order is left unpaid at the provider: nobody was
 * shown its payment page.
 */
export async function createOrder(ctx: AppContext, payer: UserRow, fee: Fee, returnUrl: (orderId: string) => string, description: string): Promise<NewOrder> {
  const orderId = newOrderId();
  const order = await askProvider('the payment order', () =>
    ctx.payments.createPaymentOrder({
      orderId,
      amount: fee.amount,
      currency: fee.currency,
      customer: { id: payer.id, email: payer.email },
      returnUrl: returnUrl(orderId),
      description,
    }),
  );
  return { orderId, fee, order };
}

/** The attempt-th order's row, but for the fee it pays. */
export function orderColumns(ctx: AppContext, attempt: number, { orderId, fee, order }: NewOrder): OrderColumns {
  const now = ctx.clock();
  return {
    orderId,
    attempt,
    provider: ctx.payments.name,
    reference: order.reference,
    status: order.status,
    paymentUrl: order.paymentUrl,
    amount: fee.amount,
    currency: fee.currency,
    createdAt: now,
    updatedAt: now,
  };
}

/** Where the order stands at the provider now; null when the provider does not know it (its creation never reached it). */
export async function providerStatus(ctx: AppContext, order: Pick<OrderColumns, 'orderId' | 'reference'>): Promise<PaymentStatus | null> {
  const answer = await askProvider('the status question', () => ctx.payments.paymentStatus({ orderId: order.orderId, reference: order.reference }));
  return answer?.status ?? null;
}

interface PayAgain<Order extends OrderColumns> {
  latest: Order | undefined;
  /** Asks the provider about the order and applies its answer (null: the provider does not know it). */
  refresh: (order: Order) => Promise<PaymentStatus | null>;
  create: () => Promise<NewOrder>;
  record: (attempt: number, order: NewOrder) => Promise<void>;
  latestAttempt: () => Promise<number | undefined>;
}

/**
 * Pays a fee (again), idempotently: while its latest order may still be paid, that order stands; a new order (the
 * next attempt) is made only once the latest failed or the provider does not know it. Two requests racing for one
 * attempt: the unique attempt lets one record it, and the other answers that one's order (its own is never shown).
 */
export async function payAgain<Order extends OrderColumns>({ latest, refresh, create, record, latestAttempt }: PayAgain<Order>): Promise<void> {
  if (latest && paymentOutcome(latest.status) === 'pending') {
    const status = await refresh(latest);
    if (status !== null && paymentOutcome(status) !== 'failure') return;
  }
  const order = await create();
  const attempt = (latest?.attempt ?? 0) + 1;
  try {
    await record(attempt, order);
  } catch (error) {
    if ((await latestAttempt()) !== attempt) throw error;
  }
}

export function orderView(order: OrderColumns): EntryFeeOrder {
  const outcome = paymentOutcome(order.status);
  return {
    orderId: order.orderId,
    attempt: order.attempt,
    status: order.status,
    outcome,
    paymentUrl: outcome === 'pending' ? order.paymentUrl : null,
    amount: order.amount,
    currency: order.currency as Currency,
    createdAt: order.createdAt.toISOString(),
  };
}

export type PaidHow = { kind: 'provider'; orderId: string } | { kind: 'organiser'; userId: string; reason: string };

/** A fee row's columns once it is paid, through the provider or in hand. */
export const paidColumns = (how: PaidHow, now: Date) => ({
  status: 'paid' as const,
  paidHow: how.kind,
  paidOrderId: how.kind === 'provider' ? how.orderId : null,
  paidAt: now,
  confirmedBy: how.kind === 'organiser' ? how.userId : null,
  confirmReason: how.kind === 'organiser' ? how.reason : null,
  updatedAt: now,
});

export interface RefundColumns {
  refundId: string;
  orderId: string | null;
  amount: number;
  status: string;
  reason: string;
  createdAt: Date;
}

export interface Refund {
  refundId: string;
  orderId: string | null;
  status: string;
}

interface PaidFee {
  paidHow: 'provider' | 'organiser' | null;
  paidOrderId: string | null;
  amount: number;
}

/**
 * Gives a paid fee back. Paid in hand, the organiser records that the cash was given back (`inHandId`); paid
 * through the provider, the provider refunds the order under our refund id, a new one after each failed refund
 * (it makes no second refund under the same id, so a retry after a lost answer is safe).
 */
export async function refundOf(
  ctx: AppContext,
  fee: PaidFee,
  paidOrder: () => Promise<OrderColumns>,
  { inHandId, failedBefore }: { inHandId: string; failedBefore: number },
): Promise<Refund> {
  if (fee.paidHow === 'organiser' || fee.paidOrderId === null) return { refundId: inHandId, orderId: null, status: 'SUCCESS' };
  const order = await paidOrder();
  const refundId = `${order.orderId}r${failedBefore + 1}`;
  const answer = await askProvider('the refund', () =>
    ctx.payments.refund({ orderId: order.orderId, reference: order.reference, refundId, amount: fee.amount }),
  );
  return { refundId, orderId: order.orderId, status: answer.status };
}

export const refundView = (refund: RefundColumns): ManagedEntryFee['refunds'][number] => ({
  refundId: refund.refundId,
  status: refund.status,
  amount: refund.amount,
  reason: refund.reason,
  inHand: refund.orderId === null,
  createdAt: refund.createdAt.toISOString(),
});

/** Rows grouped by the fee they belong to, in the order read. */
export function byFee<Row>(rows: Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(keyOf(row), [...(grouped.get(keyOf(row)) ?? []), row]);
  return grouped;
}

/** Awaiting payment first, then paid, then refunded; then by name. */
export const feeOrder =
  <Row>(statusOf: (row: Row) => 'awaiting_payment' | 'paid' | 'refunded', nameOf: (row: Row) => string) =>
  (a: Row, b: Row) => {
    const rank = { awaiting_payment: 0, paid: 1, refunded: 2 } as const;
    return rank[statusOf(a)] - rank[statusOf(b)] || nameOf(a).localeCompare(nameOf(b), 'en', { sensitivity: 'base' });
  };
