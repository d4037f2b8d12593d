/**
 * The one door to the payment provider: prize payouts (Juspay Payout API) and entry fees (Juspay's
 * order API). Amounts are integers in minor units (paise); providers that speak rupees convert at
 * their edge. Statuses are Juspay's documented values, so a status read here can be stored as is.
 */

/**
 * A fulfillment's status (one winner's payout), as Juspay documents it: order status
 * (https://juspay.io/in/docs/api-reference/docs/payout/order-status: CREATED | SUCCESS | FAILURE |
 * PENDING | MANUAL_REVIEW | CANCELLED) and fulfillment webhooks
 * (https://juspay.io/in/docs/payout/docs/resources/webhooks: INITIATED | DISCARDED besides).
 */
export const payoutStatuses = ['CREATED', 'INITIATED', 'PENDING', 'SUCCESS', 'FAILURE', 'MANUAL_REVIEW', 'CANCELLED', 'DISCARDED'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Where a payout stands for the organiser: money sent, money not sent (may be retried), or not known yet. */
export type Outcome = 'pending' | 'success' | 'failure';

const payoutOutcomes: Record<PayoutStatus, Outcome> = {
  CREATED: 'pending',
  INITIATED: 'pending',
  PENDING: 'pending',
  // Juspay: "to be reviewed with bank" — money may still move, so never retried as failed.
  MANUAL_REVIEW: 'pending',
  SUCCESS: 'success',
  FAILURE: 'failure',
  CANCELLED: 'failure',
  DISCARDED: 'failure',
};
export const payoutOutcome = (status: PayoutStatus): Outcome => payoutOutcomes[status];

export type Beneficiary = { kind: 'upi'; vpa: string; name: string } | { kind: 'bank'; account: string; ifsc: string; name: string };

export interface PayoutFulfillmentRequest {
  beneficiary: Beneficiary;
  /** Paise, > 0. */
  amount: number;
  /**
   * Unique per winner and attempt, so the ledger can tell attempts apart; letters, digits, `-` and `_`
   * (Juspay echoes it in the fulfillment's udf1). What stops a second payment is the order id: the
   * provider refuses a second order under the same id.
   */
  idempotencyKey: string;
}

export interface PayoutRequest {
  /** Ours, unique per payout attempt: 4–64 characters of letters, digits, `_`, `-`, `@` (Juspay's rule). */
  orderId: string;
  /** For Juspay's mandatory customer fields: the organiser who pays. */
  customer: { id: string; email?: string; phone?: string };
  fulfillments: PayoutFulfillmentRequest[];
}

export interface PayoutFulfillment {
  /** The provider's id: store it, later updates (webhook or poll) name the fulfillment by it. */
  fulfillmentId: string;
  /** As requested (Juspay carries it in the fulfillment's udf1); null when an answer leaves it out (sandbox status, some webhooks). */
  idempotencyKey: string | null;
  status: PayoutStatus;
  /** The provider's reference of the latest transfer attempt (Juspay: transactionRef), once there is one. */
  transactionId: string | null;
  amount: number;
  /** The provider's reason when it failed, for the organiser. */
  failureReason: string | null;
}

export interface PayoutOrder {
  orderId: string;
  /** Juspay's order status, e.g. READY_FOR_FULFILLMENT, FULFILLMENTS_SUCCESSFUL, FULFILLMENTS_FAILURE. */
  status: string;
  /** In the order they were requested (winners take their fulfillment_id in order). */
  fulfillments: PayoutFulfillment[];
}

/**
 * What a status question needs. `fulfillmentIds` are those createPayout returned (empty when its
 * answer was lost): Juspay ignores them, the sandbox keeps no state and reads its answer from them.
 */
export interface PayoutLookup {
  orderId: string;
  fulfillmentIds: readonly string[];
}

/** Juspay's order status (https://juspay.io/in/docs/api-reference/docs/express-checkout/appendix). */
export type PaymentStatus =
  | 'NEW'
  | 'PENDING_VBV'
  | 'CHARGED'
  | 'AUTHENTICATION_FAILED'
  | 'AUTHORIZATION_FAILED'
  | 'JUSPAY_DECLINED'
  | 'AUTHORIZING'
  | 'STARTED'
  | 'AUTO_REFUNDED'
  // Juspay may add statuses; an unknown one is kept as is and counts as pending.
  | (string & {});

const paymentOutcomes: Record<string, Outcome> = {
  CHARGED: 'success',
  AUTHENTICATION_FAILED: 'failure',
  AUTHORIZATION_FAILED: 'failure',
  JUSPAY_DECLINED: 'failure',
  AUTO_REFUNDED: 'failure',
};
export const paymentOutcome = (status: PaymentStatus): Outcome => paymentOutcomes[status] ?? 'pending';

export interface PaymentOrderRequest {
  /** Ours, unique per registration attempt: at most 21 letters and digits (Juspay's order API). */
  orderId: string;
  amount: number;
  currency: string;
  customer: { id: string; email?: string; phone?: string };
  /** Where the player's browser comes back after paying. */
  returnUrl: string;
  description?: string;
}

export interface PaymentOrder {
  orderId: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** The page where the player pays; null once the order no longer takes a payment. */
  paymentUrl: string | null;
  /**
   * Store it with the order and hand it back to paymentStatus and refund: the sandbox reads its
   * answer from it (Juspay: its own order id).
   */
  reference: string;
}

export interface PaymentLookup {
  orderId: string;
  /** PaymentOrder.reference, or null when createPaymentOrder's answer was lost. */
  reference: string | null;
}

export interface RefundRequest extends PaymentLookup {
  /** Ours, unique per refund: a second refund under the same id is not made. */
  refundId: string;
  amount: number;
}

export interface Refund {
  refundId: string;
  /** Juspay's refund status: PENDING, SUCCESS, FAILURE or MANUAL_REVIEW. */
  status: string;
  amount: number;
}

export interface Balance {
  /** Paise available for payouts, over every payout account. */
  amount: number;
  currency: string;
}

/**
 * One webhook, parsed. A webhook is a hint: Juspay itself asks merchants to confirm with a status
 * call. `eventId` is the provider's: the same event delivered twice has the same id.
 */
export type WebhookEvent =
  | {
      kind: 'payout';
      eventId: string;
      /** Juspay's event name, e.g. SUCCESS (a fulfillment) or FULFILLMENTS_SUCCESSFUL (an order). */
      eventName: string;
      /** Our order id, when the event names it. */
      orderId: string | null;
      /** Set by order events, null for fulfillment events. */
      orderStatus: string | null;
      /** The fulfillments the event reports on: the one of a fulfillment event, those an order event lists. */
      fulfillments: PayoutFulfillment[];
    }
  | { kind: 'payment'; eventId: string; eventName: string; order: Omit<PaymentOrder, 'paymentUrl' | 'reference'> }
  /** A well-formed event we take no action on (e.g. transaction-level events): answer 200 so it is not resent. */
  | { kind: 'ignored'; eventId: string; eventName: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'juspay';
  /** A call that has had no answer for this long has been given up: its answer can no longer come. */
  readonly callTimeoutMs: number;
  /** One order, one fulfillment per winner. Throws ProviderRejectedError if the provider refuses it. */
  createPayout(request: PayoutRequest): Promise<PayoutOrder>;
  /** Null: the provider does not know the order (flag it; do not retry blindly). */
  payoutStatus(lookup: PayoutLookup): Promise<PayoutOrder | null>;
  balance(): Promise<Balance>;
  createPaymentOrder(request: PaymentOrderRequest): Promise<PaymentOrder>;
  /** Null: the provider does not know the order. */
  paymentStatus(lookup: PaymentLookup): Promise<PaymentOrder | null>;
  refund(request: RefundRequest): Promise<Refund>;
  /** Checks a webhook's HTTP Basic credentials and parses it; throws WebhookRefusedError when refused. */
  readWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): WebhookEvent;
}

/**
 * Down, timed out, a 5xx or an answer of an unexpected shape. Nothing was confirmed; a payout whose
 * create call failed this way may still have reached the provider, so ask payoutStatus before resending.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  constructor(detail: string, options?: ErrorOptions) {
    super(`The payment provider did not answer (${detail}); no payment was confirmed.`, options);
  }
}

/** The provider refused the request (4xx): its message says why. Resending it unchanged will not help. */
export class ProviderRejectedError extends Error {
  override name = 'ProviderRejectedError';
  constructor(
    message: string,
    readonly httpStatus: number,
    /** The provider's error code, e.g. Juspay's `error_code`. */
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** A webhook we do not accept: wrong or missing credentials (answer 401), or a body we cannot read (400). */
export class WebhookRefusedError extends Error {
  override name = 'WebhookRefusedError';
  constructor(
    message: string,
    readonly reason: 'credentials' | 'body',
  ) {
    super(message);
  }
}
