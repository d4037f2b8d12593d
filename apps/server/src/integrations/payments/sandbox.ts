import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../services/core/clock.js';
import {
  type Beneficiary,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentProvider,
  type PaymentStatus,
  type PayoutFulfillment,
  type PayoutOrder,
  type PayoutRequest,
  type PayoutStatus,
  ProviderRejectedError,
  WebhookRefusedError,
} from './provider.js';

/*
 * The sandbox pays nobody and keeps nothing. Every answer is a pure function of what it was asked
 * and of the time since: the creation time and the outcome are written into the ids it hands out
 * (signed, so nobody can make one up), so any instance, before or after a restart, answers the
 * same for the same ids. The rules:
 *   payouts  — a UPI id ending in @fail fails after 2 s; one ending in @slow is pending for 30 s,
 *              then succeeds; every other UPI id and every bank account succeeds after 2 s.
 *   payments — an amount whose paise are 99 (₹500.99) is refused by the bank after 2 s; every other
 *              amount is charged after 2 s.
 *   refunds  — succeed at once when the order is charged and the amount is at most the order's.
 *   balance  — always ₹10,00,000: it is not lowered by payouts.
 *   webhooks — never sent, so all are refused; the app learns outcomes by asking.
 */
export const sandboxRules = {
  settleMs: 2_000,
  slowMs: 30_000,
  balance: 100_000_000,
} as const;

type Rule = 'ok' | 'fail' | 'slow';
const ruleCodes: Record<Rule, string> = { ok: 'n', fail: 'f', slow: 's' };
const rulesByCode = new Map(Object.entries(ruleCodes).map(([rule, code]) => [code, rule as Rule]));

export interface SandboxOptions {
  /** Signs the ids; the server's token secret, so every instance sharing it reads every id. */
  secret: string;
  clock: Clock;
}

export function sandboxProvider({ secret, clock }: SandboxOptions): PaymentProvider {
  const key = createHmac('sha256', secret).update('kingside payment sandbox').digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);
  const verified = (text: string, signature: string) => {
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  // A fulfillment id: sbx.<created, base 36>.<rule>.<amount, base 36>.<index>.<signature of all that and the order id>.
  const fulfillmentId = (orderId: string, created: number, rule: Rule, amount: number, index: number) => {
    const fields = `${created.toString(36)}.${ruleCodes[rule]}.${amount.toString(36)}.${index}`;
    return `sbx.${fields}.${sign(`payout|${orderId}|${fields}`)}`;
  };
  const readFulfillmentId = (orderId: string, id: string) => {
    const parts = id.split('.');
    if (parts.length !== 6 || parts[0] !== 'sbx') return null;
    const [, created, code, amount, index, signature] = parts;
    if (!verified(`payout|${orderId}|${created}.${code}.${amount}.${index}`, signature)) return null;
    const rule = rulesByCode.get(code);
    return rule === undefined ? null : { created: parseInt(created, 36), rule, amount: parseInt(amount, 36), index: Number(index) };
  };

  // A payment reference: sbx.<created>.<amount>.<currency>.<signature of all that and the order id>.
  const paymentReference = (orderId: string, created: number, amount: number, currency: string) => {
    const fields = `${created.toString(36)}.${amount.toString(36)}.${currency}`;
    return `sbx.${fields}.${sign(`payment|${orderId}|${fields}`)}`;
  };
  const readPaymentReference = (orderId: string, reference: string) => {
    const parts = reference.split('.');
    if (parts.length !== 5 || parts[0] !== 'sbx') return null;
    const [, created, amount, currency, signature] = parts;
    if (!verified(`payment|${orderId}|${created}.${amount}.${currency}`, signature)) return null;
    return { created: parseInt(created, 36), amount: parseInt(amount, 36), currency };
  };

  const payoutFulfillment = (id: string, rule: Rule, amount: number, created: number, idempotencyKey: string | null): PayoutFulfillment => {
    const status = payoutStatusAt(rule, clock().getTime() - created);
    return {
      fulfillmentId: id,
      idempotencyKey,
      status,
      transactionId: status === 'SUCCESS' ? `SBX${sign(`utr|${id}`).slice(0, 12).toUpperCase()}` : null,
      amount,
      failureReason: status === 'FAILURE' ? 'The sandbox fails every UPI id ending in @fail' : null,
    };
  };

  const paymentOrder = (orderId: string, reference: string, created: number, amount: number, currency: string, returnUrl: string | null): PaymentOrder => {
    const status = paymentStatusAt(amount, clock().getTime() - created);
    const open = status === 'NEW' || status === 'PENDING_VBV';
    return { orderId, status, amount, currency, reference, paymentUrl: open && returnUrl !== null ? returnUrl : null };
  };

  return {
    name: 'sandbox',
    // It answers in this process, but times out as Juspay does by default, so that it waits for lost answers alike.
    callTimeoutMs: 15_000,

    async createPayout(request) {
      checkPayout(request);
      const created = clock().getTime();
      return {
        orderId: request.orderId,
        status: 'READY_FOR_FULFILLMENT',
        fulfillments: request.fulfillments.map((f, index) => {
          const rule = ruleOf(f.beneficiary);
          const id = fulfillmentId(request.orderId, created, rule, f.amount, index);
          return { ...payoutFulfillment(id, rule, f.amount, created, f.idempotencyKey), status: 'CREATED' };
        }),
      };
    },

    async payoutStatus({ orderId, fulfillmentIds }) {
      if (fulfillmentIds.length === 0) return null;
      const fulfillments: PayoutFulfillment[] = [];
      for (const id of fulfillmentIds) {
        const read = readFulfillmentId(orderId, id);
        if (read === null) return null;
        fulfillments.push(payoutFulfillment(id, read.rule, read.amount, read.created, null));
      }
      return { orderId, status: orderStatusOf(fulfillments), fulfillments } satisfies PayoutOrder;
    },

    async balance() {
      return { amount: sandboxRules.balance, currency: 'INR' };
    },

    async createPaymentOrder(request) {
      checkPayment(request);
      const created = clock().getTime();
      const reference = paymentReference(request.orderId, created, request.amount, request.currency);
      // No payment page: the player is sent straight back, and the order charges itself.
      return { ...paymentOrder(request.orderId, reference, created, request.amount, request.currency, request.returnUrl), status: 'NEW' };
    },

    async paymentStatus({ orderId, reference }) {
      const read = reference === null ? null : readPaymentReference(orderId, reference);
      if (read === null || reference === null) return null;
      return paymentOrder(orderId, reference, read.created, read.amount, read.currency, null);
    },

    async refund({ orderId, reference, refundId, amount }) {
      const read = reference === null ? null : readPaymentReference(orderId, reference);
      if (read === null) throw new ProviderRejectedError(`The sandbox has no order ${orderId}`, 404, 'not_found');
      const status = paymentStatusAt(read.amount, clock().getTime() - read.created);
      if (status !== 'CHARGED') throw new ProviderRejectedError(`Order ${orderId} is ${status}: only charged orders can be refunded`, 400, 'invalid_request');
      if (!Number.isInteger(amount) || amount < 100 || amount > read.amount) {
        throw new ProviderRejectedError(`A refund of order ${orderId} must be from ₹1 to the amount paid`, 400, 'INVALID_AMOUNT_REFUND');
      }
      return { refundId, status: 'SUCCESS', amount };
    },

    readWebhook() {
      throw new WebhookRefusedError('The sandbox sends no webhooks', 'credentials');
    },
  };
}

function ruleOf(beneficiary: Beneficiary): Rule {
  if (beneficiary.kind !== 'upi') return 'ok';
  const vpa = beneficiary.vpa.toLowerCase();
  return vpa.endsWith('@fail') ? 'fail' : vpa.endsWith('@slow') ? 'slow' : 'ok';
}

function payoutStatusAt(rule: Rule, elapsedMs: number): PayoutStatus {
  if (rule === 'slow') return elapsedMs >= sandboxRules.slowMs ? 'SUCCESS' : 'PENDING';
  if (elapsedMs < sandboxRules.settleMs) return 'PENDING';
  return rule === 'fail' ? 'FAILURE' : 'SUCCESS';
}

function paymentStatusAt(amount: number, elapsedMs: number): PaymentStatus {
  if (elapsedMs < sandboxRules.settleMs) return 'PENDING_VBV';
  return amount % 100 === 99 ? 'AUTHORIZATION_FAILED' : 'CHARGED';
}

/** Juspay's order statuses (https://juspay.io/in/docs/api-reference/docs/payout/order-status). */
function orderStatusOf(fulfillments: PayoutFulfillment[]): string {
  const statuses = fulfillments.map((f) => f.status);
  if (statuses.some((s) => s !== 'SUCCESS' && s !== 'FAILURE')) return 'FULFILLMENTS_SCHEDULED';
  if (statuses.every((s) => s === 'SUCCESS')) return 'FULFILLMENTS_SUCCESSFUL';
  if (statuses.every((s) => s === 'FAILURE')) return 'FULFILLMENTS_FAILURE';
  return 'FULFILLED_PARTIALLY';
}

const refuse = (message: string) => new ProviderRejectedError(message, 400, 'invalid_request');

/** Refuses what Juspay would refuse, so the sandbox does not let through what production will not. */
function checkPayout(request: PayoutRequest): void {
  if (!/^[A-Za-z0-9_@-]{4,64}$/.test(request.orderId)) throw refuse('orderId: 4 to 64 letters, digits, _, - or @');
  if (request.fulfillments.length === 0) throw refuse('fulfillments: at least one');
  for (const [index, f] of request.fulfillments.entries()) {
    if (!Number.isInteger(f.amount) || f.amount < 100) throw refuse(`fulfillments.${index}.amount: whole paise, at least ₹1`);
    const b = f.beneficiary;
    if (b.name.trim() === '') throw refuse(`fulfillments.${index}.beneficiaryDetails.details.name: required`);
    if (b.kind === 'upi' && !/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/.test(b.vpa)) {
      throw refuse(`fulfillments.${index}.beneficiaryDetails.details.vpa: not a UPI id`);
    }
    if (b.kind === 'bank' && !/^[0-9]{6,18}$/.test(b.account)) throw refuse(`fulfillments.${index}.beneficiaryDetails.details.account: not an account number`);
    if (b.kind === 'bank' && !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(b.ifsc)) throw refuse(`fulfillments.${index}.beneficiaryDetails.details.ifsc: not an IFSC`);
  }
}

function checkPayment(request: PaymentOrderRequest): void {
  if (!/^[A-Za-z0-9]{1,21}$/.test(request.orderId)) throw refuse('order_id: at most 21 letters and digits');
  if (!Number.isInteger(request.amount) || request.amount < 100) throw refuse('amount: whole paise, at least ₹1');
  if (!/^[A-Z]{3}$/.test(request.currency)) throw refuse('currency: a three-letter code');
  if (!URL.canParse(request.returnUrl)) throw refuse('return_url: not a URL');
}
