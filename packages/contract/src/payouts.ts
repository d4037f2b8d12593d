import { z } from 'zod';
import { envelope } from './envelope.js';
import { currency } from './money.js';
import { sentence } from './words.js';

/**
 * Paying prizes (the winners, the payout statuses, distribute-prizes, juspay/status, juspay/balance): where each winner wants the money (payee details, shown masked), the payouts sent
 * through the payment provider, their ledger and reconciliation. Money is in minor units (paise).
 */

/** The web page a mailed payee link opens: /prize-payee/{token}. */
export const payeePagePath = (token: string) => `/prize-payee/${encodeURIComponent(token)}`;

// ---- payee details ----------------------------------------------------------------------------

export const payeeKinds = ['upi', 'bank'] as const;
export type PayeeKind = (typeof payeeKinds)[number];

/** NPCI's shape of a UPI id (VPA): a handle of letters, digits, `.`, `-`, `_`, then `@` and the bank's short name. */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** RBI's IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9 to 18 digits. */
export const ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

const holderName = z
  .string({ error: "Give the account holder's name" })
  .trim()
  .min(2, "Give the account holder's name")
  .max(100, "The account holder's name is at most 100 characters");

export const payeeDetailsBody = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('upi'),
      vpa: z.string({ error: 'Give a UPI id' }).trim().regex(VPA_PATTERN, 'A UPI id looks like name@bank (e.g. asha.k@oksbi)'),
      name: holderName,
    }),
    z.strictObject({
      kind: z.literal('bank'),
      account: z
        .string({ error: 'Give the account number' })
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(ACCOUNT_PATTERN, 'An account number is 9 to 18 digits')),
      ifsc: z
        .string({ error: 'Give the IFSC' })
        .trim()
        .transform((value) => value.toUpperCase())
        .pipe(z.string().regex(IFSC_PATTERN, 'An IFSC is 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)')),
      name: holderName,
    }),
  ],
  { error: 'kind is upi (with vpa and name) or bank (with account, ifsc and name)' },
);
export type PayeeDetailsBody = z.input<typeof payeeDetailsBody>;
export type PayeeDetails = z.output<typeof payeeDetailsBody>;

/** What a manager sees of a winner's payee details: never the whole UPI id or account number. */
export const payeeSummary = z.object({
  kind: z.enum(payeeKinds),
  /** '…@oksbi' or 'XXXX1234'. */
  masked: z.string(),
  enteredBy: z.enum(['winner', 'organiser']),
  updatedAt: z.iso.datetime(),
});
export type PayeeSummary = z.infer<typeof payeeSummary>;

/** '…@oksbi' (the bank's handle only) or 'XXXX1234' (the account's last four digits). */
export function maskPayee(details: PayeeDetails): string {
  return details.kind === 'upi' ? `…@${details.vpa.split('@')[1]}` : `XXXX${details.account.slice(-4)}`;
}

// ---- statuses ---------------------------------------------------------------------------------

/**
 * A payout's status as the ledger keeps it: the provider's (Juspay's fulfillment statuses:
 * INITIATED, FAIL and FAILURE among them), and Kingside's own: CREATING (written before the
 * provider is asked), UNKNOWN (the provider does not know the order: flagged, never retried
 * blindly), RELEASED (an UNKNOWN payout the organiser declared unpaid after checking).
 */
export const payoutStatusValues = [
  'CREATING',
  'CREATED',
  'INITIATED',
  'PENDING',
  'MANUAL_REVIEW',
  'SUCCESS',
  'FAIL',
  'FAILURE',
  'CANCELLED',
  'DISCARDED',
  'UNKNOWN',
  'RELEASED',
] as const;
export type PayoutStatusValue = (typeof payoutStatusValues)[number];

/** The statuses after which a prize may be paid again (a new attempt). */
export const retriablePayoutStatuses: readonly string[] = ['FAIL', 'FAILURE', 'CANCELLED', 'DISCARDED', 'RELEASED'];
/** A winner is paid (again) when the status is none or one of these: a failed or cancelled payout may be retried. */
export const payableStatus = (status: string | null): boolean => status === null || retriablePayoutStatuses.includes(status);
/** Money may still move: not sent again, watched by reconciliation. */
export const pendingPayoutStatuses: readonly string[] = ['CREATING', 'CREATED', 'INITIATED', 'PENDING', 'MANUAL_REVIEW'];

export const payoutOrderStates = ['creating', 'open', 'closed', 'unknown'] as const;
export type PayoutOrderState = (typeof payoutOrderStates)[number];
export const payoutStatusSources = ['request', 'response', 'poll', 'webhook', 'organiser'] as const;
export type PayoutStatusSource = (typeof payoutStatusSources)[number];

// ---- ledger -----------------------------------------------------------------------------------

export const payoutStatusChange = z.object({
  status: z.string(),
  transaction_id: z.string().nullable(),
  source: z.enum(payoutStatusSources),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type PayoutStatusChange = z.infer<typeof payoutStatusChange>;

/** One attempt to pay one prize: a row of the ledger. */
export const payoutAttempt = z.object({
  id: z.uuid(),
  orderId: z.string(),
  tournamentId: z.uuid(),
  tournamentName: z.string(),
  /** Null once the award was recomputed away; the row keeps who and what. */
  winnerId: z.uuid().nullable(),
  playerName: z.string(),
  categoryName: z.string(),
  place: z.number().int(),
  payee: z.string(),
  /** 1 for the first try, 2 for the retry after a failure, … */
  attempt: z.number().int(),
  idempotencyKey: z.string(),
  fulfillment_id: z.string().nullable(),
  amount: z.number().int(),
  currency,
  status: z.string(),
  transaction_id: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Oldest first. */
  history: z.array(payoutStatusChange),
});
export type PayoutAttempt = z.infer<typeof payoutAttempt>;

export const ledgerQuery = z.object({
  tournamentId: z.uuid({ error: 'Expected a tournament id' }).optional(),
  status: z.enum(payoutStatusValues, { error: sentence('status is one of {values}', { values: payoutStatusValues.join(', ') }) }).optional(),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

export const payoutLedger = z.object({ attempts: z.array(payoutAttempt) });
export type PayoutLedger = z.infer<typeof payoutLedger>;
export const payoutLedgerResponse = envelope(payoutLedger);

// ---- a tournament's payouts ------------------------------------------------------------------

export const winnerPayout = z.object({
  winnerId: z.uuid(),
  /** The player paid, or null when a team is (its payee is the team's). */
  playerId: z.uuid().nullable(),
  teamId: z.uuid().nullable(),
  name: z.string(),
  categoryName: z.string(),
  place: z.number().int(),
  amount: z.number().int(),
  currency,
  /** Spec §3 winningPlayers. */
  fulfillment_id: z.string().nullable(),
  status: z.string().nullable(),
  transaction_id: z.string().nullable(),
  payee: payeeSummary.nullable(),
  /** The entry (a team: its captain) has an email address a payee link can be mailed to. */
  canMailLink: z.boolean(),
  /** Would be sent by "Pay all" now: payable status, payee details, an amount. */
  payable: z.boolean(),
  /** Newest first. */
  attempts: z.array(payoutAttempt),
});
export type WinnerPayout = z.infer<typeof winnerPayout>;

export const tournamentPayouts = z.object({
  tournamentId: z.uuid(),
  currency,
  winners: z.array(winnerPayout),
  /** Sum of the payable winners' amounts: what "Pay all" sends. */
  toPay: z.number().int(),
  paid: z.number().int(),
});
export type TournamentPayouts = z.infer<typeof tournamentPayouts>;
export const tournamentPayoutsResponse = envelope(tournamentPayouts);

export const winnerIdParam = z.object({ winnerId: z.uuid({ error: 'Expected a prize winner id' }) });
export const attemptIdParam = z.object({ attemptId: z.uuid({ error: 'Expected a payout attempt id' }) });

export const savedPayeeResponse = envelope(payeeSummary);

// ---- distribute --------------------------------------------------------------------------------

/** POST /players/distribute-prizes: every payable winner of the tournament, or those named. */
export const distributePrizesBody = z.object({
  tournamentId: z.uuid({ error: 'Expected a tournament id' }),
  winnerIds: z
    .array(z.uuid({ error: 'Expected prize winner ids' }), { error: 'Expected a list of prize winner ids' })
    .min(1, 'Name at least one winner')
    .max(500)
    .optional(),
});
export type DistributePrizesBody = z.input<typeof distributePrizesBody>;

export const distributedPrizes = z.object({
  orderId: z.string(),
  /** In the order's fulfillment order. */
  sent: z.array(z.object({ winnerId: z.uuid(), name: z.string(), amount: z.number().int(), fulfillment_id: z.string().nullable(), status: z.string() })),
  /** Winners not sent, and why (already paid or pending, no payee details). */
  skipped: z.array(z.object({ winnerId: z.uuid(), name: z.string(), reason: z.string() })),
  total: z.number().int(),
});
export type DistributedPrizes = z.infer<typeof distributedPrizes>;
export const distributedPrizesResponse = envelope(distributedPrizes);

// ---- provider status and balance ----------------------------------------------------------------

export const payoutFulfillmentStatus = z.object({
  fulfillment_id: z.string().nullable(),
  status: z.string(),
  transaction_id: z.string().nullable(),
  amount: z.number().int(),
  winnerId: z.uuid().nullable(),
  playerName: z.string(),
});

/**
 * GET /juspay/status/{id}, an array or an object with fulfillments: an order id answers
 * the order with its fulfillments; a fulfillment id answers an array of that one fulfillment.
 */
export const payoutStatusAnswer = z.union([
  z.array(payoutFulfillmentStatus),
  z.object({
    orderId: z.string(),
    tournamentId: z.uuid(),
    state: z.enum(payoutOrderStates),
    status: z.string().nullable(),
    fulfillments: z.array(payoutFulfillmentStatus),
  }),
]);
export type PayoutStatusAnswer = z.infer<typeof payoutStatusAnswer>;
export const payoutStatusResponse = envelope(payoutStatusAnswer);
export const payoutStatusParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'An id is an order id or a fulfillment id'),
});

export const payoutBalance = z.object({ amount: z.number().int(), currency: z.string(), provider: z.string() });
export type PayoutBalance = z.infer<typeof payoutBalance>;
export const payoutBalanceResponse = envelope(payoutBalance);

export const payeeLinkSentResponse = envelope(z.object({ to: z.string(), expiresAt: z.iso.datetime() }));
export const releasedPayoutResponse = envelope(z.null());

export const releaseAttemptBody = z.object({
  reason: z.string({ error: 'Say how you checked that nothing was paid' }).trim().min(3, 'Say how you checked that nothing was paid').max(500),
});

// ---- the winner's own form (mailed link) ------------------------------------------------------

export const payeeTokenParams = z.object({ token: z.string().min(10, 'This link is not complete').max(300, 'This link is not valid') });

export const payeeForm = z.object({
  tournamentName: z.string(),
  /** The winner: a player, or a team (its captain gives the payee). */
  playerName: z.string(),
  prizes: z.array(z.object({ categoryName: z.string(), place: z.number().int(), amount: z.number().int(), currency })),
  /** What is on file, masked as managers see it; null when nothing is. */
  payee: z.object({ kind: z.enum(payeeKinds), masked: z.string() }).nullable(),
  expiresAt: z.iso.datetime(),
});
export type PayeeForm = z.infer<typeof payeeForm>;
export const payeeFormResponse = envelope(payeeForm);
