import { z } from 'zod';
import { envelope } from './envelope.js';
import { registerPlayerBody } from './players.js';
import { currency } from './money.js';
import { sentence } from './words.js';

/**
 * Entry fees: a tournament's `entryFee` is charged when a player registers themselves.
 * The registration waits for its payment ("awaiting payment": not paired, not in the public list or
 * the standings) and becomes an entry once the payment order is charged, or once an organiser
 * confirms a payment made in hand. An organiser may refund a withdrawn player before round 1.
 * Money is a whole number of minor units (paise) of the fee's currency.
 */

/** `awaiting_payment` a registration, not yet a participant; `paid` an entry; `refunded` given back after withdrawal. */
export const entryFeeStatuses = ['awaiting_payment', 'paid', 'refunded'] as const;
export type EntryFeeStatus = (typeof entryFeeStatuses)[number];
export const entryFeeStatusNames: Record<EntryFeeStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** Paid through the payment provider, or in hand (cash at the hall) as an organiser confirmed. */
export const entryFeePaidHows = ['provider', 'organiser'] as const;
export type EntryFeePaidHow = (typeof entryFeePaidHows)[number];

/** Where a payment order stands for the player: paid, refused (pay again), or not settled yet. */
export const paymentOutcomes = ['pending', 'success', 'failure'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** Ours: Juspay's order_id rule (letters and digits, fewer than 21). */
export const entryFeeOrderId = z.string().regex(/^[A-Za-z0-9]{1,21}$/, 'An order id is up to 21 letters and digits');

export const entryFeeOrder = z.object({
  orderId: z.string(),
  attempt: z.number().int(),
  /** The provider's status as it reported it (Juspay: NEW, CHARGED, AUTHORIZATION_FAILED…). */
  status: z.string(),
  outcome: z.enum(paymentOutcomes),
  /** Where the player pays; null once the order takes no payment. */
  paymentUrl: z.string().nullable(),
  amount: z.number().int(),
  currency,
  createdAt: z.iso.datetime(),
});
export type EntryFeeOrder = z.infer<typeof entryFeeOrder>;

/** A registration's fee as its player sees it: the last order, and what to do next. */
export const entryFee = z.object({
  entryId: z.uuid(),
  tournamentId: z.uuid(),
  name: z.string(),
  status: z.enum(entryFeeStatuses),
  amount: z.number().int(),
  currency,
  /** The latest payment order (null when paid in hand before any order). */
  order: entryFeeOrder.nullable(),
});
export type EntryFee = z.infer<typeof entryFee>;
export const entryFeeResponse = envelope(entryFee);

export const entryFeeRefund = z.object({
  refundId: z.string(),
  /** Juspay's refund status (PENDING, SUCCESS, FAILURE, MANUAL_REVIEW); SUCCESS when given back in hand. */
  status: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  inHand: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** How a fee was paid and given back, as the tournament's managers see it: an entry's fee and a team's alike. */
export const feeRecordFields = {
  paidHow: z.enum(entryFeePaidHows).nullable(),
  paidAt: z.iso.datetime().nullable(),
  /** The organiser who confirmed a payment in hand, and the reason they gave. */
  confirmedBy: z.string().nullable(),
  confirmReason: z.string().nullable(),
  /** Newest attempt first. */
  orders: z.array(entryFeeOrder),
  /** Newest first; a failed refund stays listed. */
  refunds: z.array(entryFeeRefund),
};

/** One registration's fee as the tournament's managers see it: who paid, how, and every attempt. */
export const managedEntryFee = entryFee.extend({
  rating: z.number().int(),
  email: z.string().nullable(),
  withdrawn: z.boolean(),
  ...feeRecordFields,
});
export type ManagedEntryFee = z.infer<typeof managedEntryFee>;
export const managedEntryFeeResponse = envelope(managedEntryFee);
export const managedEntryFeesResponse = envelope(z.array(managedEntryFee));

/** Self-registration with a fee: the player's fields as for a free registration. */
export const registerWithFeeBody = registerPlayerBody;

const reason = (what: 'confirmation' | 'refund') =>
  z
    .string({ error: sentence('Give the reason for the {what, select, refund {refund} other {confirmation}}', { what }) })
    .trim()
    .min(3, sentence('Give the reason for the {what, select, refund {refund} other {confirmation}}', { what }))
    .max(500, 'At most 500 characters');
/** A payment in hand (cash at the hall): the reason is recorded with who confirmed it. */
export const confirmEntryFeeBody = z.object({ reason: reason('confirmation') });
export type ConfirmEntryFeeBody = z.input<typeof confirmEntryFeeBody>;
export const refundEntryFeeBody = z.object({ reason: reason('refund') });
export type RefundEntryFeeBody = z.input<typeof refundEntryFeeBody>;

export const entryIdParam = z.object({ entryId: z.uuid({ error: 'Expected a player id' }) });
export const entryFeeOrderParam = z.object({ orderId: entryFeeOrderId });
