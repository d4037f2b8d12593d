import type { z } from 'zod';
import { basicAuthorization, hasBasicCredentials } from './basic-credentials.js';
import * as wire from './juspay-responses.js';
import {
  type Beneficiary,
  type PaymentOrder,
  type PaymentProvider,
  type PayoutFulfillment,
  type PayoutOrder,
  type WebhookEvent,
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookRefusedError,
} from './provider.js';

export interface JuspayOptions {
  /** E.g. https://sandbox.juspay.in, without a trailing slash. */
  url: string;
  apiKey: string;
  merchantId: string;
  /** The credentials Juspay's webhooks must carry (configured on Juspay's dashboard). */
  webhook: { username: string; password: string };
  /** Every call gives up after this long; 15 s by default. */
  timeoutMs?: number;
}

// Payout order create needs customerPhone and customerEmail: "you may pass a dummy value in case this
// information is not available at your end" (https://juspay.io/in/docs/api-reference/docs/payout/order-create).
const placeholderPhone = '9999999999';
const placeholderEmail = 'payouts@kingside.invalid';

/** Juspay takes rupees with at most two decimals; a fraction of a paisa is a bug upstream, never rounded away. */
function rupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amounts are whole paise, not ${paise}`);
  return paise / 100;
}
const rupeesText = (paise: number) => rupees(paise).toFixed(2);

interface Call {
  method: 'GET' | 'POST';
  path: string;
  json?: unknown;
  form?: Record<string, string | undefined>;
  /** Juspay asks for the same x-routing-id on every call about one customer; we use the order id. */
  routingId?: string;
}

/** Juspay's Payout API (prizes) and order API (entry fees), as documented at the pages cited on each call. */
export function juspayProvider(options: JuspayOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** Sends one call; no answer in time, no connection and a 5xx all make the provider unavailable. */
  async function exchange(request: Call): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = {
      authorization: basicAuthorization(options.apiKey, ''),
      'x-merchantid': options.merchantId,
      accept: 'application/json',
    };
    if (request.routingId) headers['x-routing-id'] = request.routingId;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const fields = Object.entries(request.form).filter((entry): entry is [string, string] => entry[1] !== undefined);
      body = new URLSearchParams(fields).toString();
    }
    let answer: { status: number; text: string };
    try {
      const response = await fetch(`${options.url}${request.path}`, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = { status: response.status, text: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const detail = timedOut ? `no answer within ${timeoutMs / 1000} s` : `${options.url} cannot be reached: ${describe(error)}`;
      throw new ProviderUnavailableError(detail, { cause: error });
    }
    if (answer.status >= 500) throw new ProviderUnavailableError(`HTTP ${answer.status} from ${request.method} ${request.path}`);
    return answer;
  }

  function read<S extends z.ZodType>(request: Call, { status, text }: { status: number; text: string }, schema: S): z.infer<S> {
    if (status < 200 || status >= 300) {
      const refusal = wire.errorBody.safeParse(parseJson(text));
      const reason = refusal.success ? refusal.data : {};
      throw new ProviderRejectedError(
        `Juspay refused ${request.method} ${request.path} (HTTP ${status}): ${reason.error_message ?? 'no reason given'}`,
        status,
        reason.error_code ?? null,
      );
    }
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderUnavailableError(
        `an answer of an unexpected shape to ${request.method} ${request.path}: ${issue.path.join('.') || '(body)'}: ${issue.message}`,
      );
    }
    return parsed.data;
  }

  const call = async <S extends z.ZodType>(request: Call, schema: S): Promise<z.infer<S>> => read(request, await exchange(request), schema);

  /** As call, but null when Juspay answers 404: it does not know the order. */
  const callOrNotFound = async <S extends z.ZodType>(request: Call, schema: S): Promise<z.infer<S> | null> => {
    const answer = await exchange(request);
    return answer.status === 404 ? null : read(request, answer, schema);
  };

  return {
    name: 'juspay',
    callTimeoutMs: timeoutMs,

    // https://juspay.io/in/docs/api-reference/docs/payout/order-create: POST /payout/merchant/v1/orders,
    // type FULFILL_ONLY, one fulfillment per winner; udf1 carries our idempotency key back to us.
    async createPayout(request) {
      const total = request.fulfillments.reduce((sum, f) => sum + f.amount, 0);
      const order = await call(
        {
          method: 'POST',
          path: '/payout/merchant/v1/orders',
          routingId: request.orderId,
          json: {
            orderId: request.orderId,
            amount: rupees(total),
            customerId: request.customer.id,
            customerPhone: request.customer.phone ?? placeholderPhone,
            customerEmail: request.customer.email ?? placeholderEmail,
            type: 'FULFILL_ONLY',
            fulfillments: request.fulfillments.map((f) => ({
              amount: rupees(f.amount),
              beneficiaryDetails: beneficiaryDetails(f.beneficiary),
              udf1: f.idempotencyKey,
            })),
          },
        },
        wire.payoutOrder,
      );
      return payoutOrder(
        order,
        request.fulfillments.map((f) => f.idempotencyKey),
      );
    },

    // https://juspay.io/in/docs/api-reference/docs/payout/order-status: GET /payout/merchant/v1/orders/:orderId?expand=fulfillment
    async payoutStatus({ orderId }) {
      const order = await callOrNotFound(
        { method: 'GET', path: `/payout/merchant/v1/orders/${encodeURIComponent(orderId)}?expand=fulfillment`, routingId: orderId },
        wire.payoutOrder,
      );
      return order === null ? null : payoutOrder(order, null);
    },

    // https://juspay.io/payout/docs/integration/get-balance: GET /payout/merchant/v1/getways/balance, one
    // balance per payout gateway; the total is what can be paid out.
    async balance() {
      const gateways = await call({ method: 'GET', path: '/payout/merchant/v1/getways/balance' }, wire.payoutBalance);
      return { amount: Object.values(gateways).reduce((sum, gateway) => sum + gateway.balance, 0), currency: 'INR' };
    },

    // https://juspay.io/in/docs/api-reference/docs/express-checkout/create-order-api: POST /orders (form fields).
    async createPaymentOrder(request) {
      const order = await call(
        {
          method: 'POST',
          path: '/orders',
          routingId: request.orderId,
          form: {
            order_id: request.orderId,
            amount: rupeesText(request.amount),
            currency: request.currency,
            customer_id: request.customer.id,
            customer_email: request.customer.email,
            customer_phone: request.customer.phone,
            return_url: request.returnUrl,
            description: request.description,
          },
        },
        wire.paymentOrder,
      );
      return paymentOrder(order);
    },

    // https://juspay.io/in/docs/api-reference/docs/express-checkout/order-status-api: GET /orders/:order_id.
    async paymentStatus({ orderId }) {
      const order = await callOrNotFound({ method: 'GET', path: `/orders/${encodeURIComponent(orderId)}`, routingId: orderId }, wire.paymentOrder);
      // Status NOT_FOUND (40): "Provided order id is not created at Juspay".
      return order === null || order.status === 'NOT_FOUND' ? null : paymentOrder(order);
    },

    // https://juspay.io/in/docs/api-reference/docs/express-checkout/refund-order-api: POST /orders/:order_id/refunds
    // with unique_request_id (a second request under the same id makes no second refund).
    async refund({ orderId, refundId, amount }) {
      const order = await call(
        {
          method: 'POST',
          path: `/orders/${encodeURIComponent(orderId)}/refunds`,
          routingId: orderId,
          form: { unique_request_id: refundId, amount: rupeesText(amount) },
        },
        wire.paymentOrder,
      );
      const refund = order.refunds?.find((r) => r.unique_request_id === refundId);
      if (refund === undefined) throw new ProviderUnavailableError(`the refund answer does not list refund ${refundId}`);
      return { refundId, status: refund.status, amount: refund.amount };
    },

    readWebhook(headers, body) {
      if (!hasBasicCredentials(headers, options.webhook.username, options.webhook.password)) {
        throw new WebhookRefusedError('Webhook refused: wrong or missing credentials', 'credentials');
      }
      return webhookEvent(body);
    },
  };
}

function beneficiaryDetails(beneficiary: Beneficiary) {
  return beneficiary.kind === 'upi'
    ? { type: 'UPI_ID', details: { name: beneficiary.name, vpa: beneficiary.vpa } }
    : { type: 'ACCOUNT_IFSC', details: { name: beneficiary.name, account: beneficiary.account, ifsc: beneficiary.ifsc } };
}

function fulfillment(f: wire.JuspayPayoutFulfillment): PayoutFulfillment {
  const last = f.transactions?.at(-1);
  return {
    fulfillmentId: f.id,
    idempotencyKey: f.udf1 ?? null,
    status: f.status,
    transactionId: last?.transactionRef ?? last?.gatewayRefId ?? null,
    amount: f.amount,
    failureReason: f.status === 'FAILURE' ? (last?.responseDescription ?? last?.responseMessage ?? 'Juspay reports the payout as failed') : null,
  };
}

/**
 * Fulfillments in the order they were requested: by our key in udf1 when Juspay echoes it, else as
 * listed (winners take their fulfillment ids in order).
 */
function payoutOrder(order: z.infer<typeof wire.payoutOrder>, requestedKeys: string[] | null): PayoutOrder {
  const fulfillments = order.fulfillments.map(fulfillment);
  if (requestedKeys === null) return { orderId: order.orderId, status: order.status, fulfillments };
  if (fulfillments.length !== requestedKeys.length) {
    throw new ProviderUnavailableError(`an answer listing ${fulfillments.length} fulfillments for ${requestedKeys.length} requested`);
  }
  const byKey = new Map(fulfillments.map((f) => [f.idempotencyKey, f]));
  const echoed = requestedKeys.every((key) => byKey.has(key));
  return {
    orderId: order.orderId,
    status: order.status,
    fulfillments: echoed ? requestedKeys.map((key) => byKey.get(key)!) : fulfillments,
  };
}

function paymentOrder(order: wire.JuspayPaymentOrder): PaymentOrder {
  const open = order.status === 'NEW' || order.status === 'PENDING_VBV' || order.status === 'STARTED';
  return {
    orderId: order.order_id,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    paymentUrl: open ? (order.payment_links?.web ?? null) : null,
    reference: order.id,
  };
}

function webhookEvent(body: unknown): WebhookEvent {
  const payout = wire.payoutWebhook.safeParse(body);
  if (payout.success) {
    const { id, label, value, info } = payout.data;
    if (label === 'FULFILLMENT_ORDER') {
      const parsed = readOrRefuse(wire.payoutFulfillmentWebhookInfo, info);
      const status = parsed.status ?? readOrRefuse(wire.payoutFulfillment.shape.status, value);
      return {
        kind: 'payout',
        eventId: id,
        eventName: value,
        orderId: parsed.merchantOrderId ?? null,
        orderStatus: null,
        fulfillments: [fulfillment({ ...parsed, status })],
      };
    }
    if (label === 'ORDER') {
      const parsed = readOrRefuse(wire.payoutOrderWebhookInfo, info);
      return {
        kind: 'payout',
        eventId: id,
        eventName: value,
        orderId: parsed.merchantOrderId ?? parsed.orderId ?? null,
        orderStatus: parsed.status ?? value,
        fulfillments: (parsed.fulfillments ?? []).map(fulfillment),
      };
    }
    return { kind: 'ignored', eventId: id, eventName: `${label} ${value}` };
  }
  const payment = wire.paymentWebhook.safeParse(body);
  if (payment.success) {
    const { orderId, status, amount, currency } = paymentOrder(payment.data.content.order);
    return { kind: 'payment', eventId: payment.data.id, eventName: payment.data.event_name, order: { orderId, status, amount, currency } };
  }
  throw new WebhookRefusedError('Webhook refused: not a Juspay payout or payment event', 'body');
}

function readOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WebhookRefusedError(`Webhook refused: ${issue.path.join('.') || 'body'}: ${issue.message}`, 'body');
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}
