import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { HttpFailure, invalidRequest, notFound, parseRequest, readBody, readFields, sendError, sendJson } from './http.js';
import { Payments, type PaymentOutcome } from './payments.js';
import { Payouts, payoutOrderBody } from './payouts.js';
import { paymentOrderRequest, payoutOrderRequest, refundRequest } from './schemas.js';
import { type SentWebhook, WebhookSender, type WebhookTarget } from './webhooks.js';

export interface FakeJuspayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  apiKey?: string;
  merchantId?: string;
  /** Where to send webhooks; without it, events are recorded as dropped. */
  webhook?: WebhookTarget;
  /** Paise per payout gateway; two gateways of ₹25,00,000 each by default. */
  balances?: Record<string, number>;
  /** Moves every payout and refund one step on this period (for running by hand); tests call advance(). */
  advanceEveryMs?: number;
}

/** Faults and time, on demand. Each method also has an HTTP route under /__fake/ (see the README). */
export interface FakeJuspayControl {
  /** The next `count` API calls answer `status` (500 by default) in Juspay's error shape and do nothing. */
  failNext(count: number, status?: number): void;
  /** The next `count` API calls are carried out but answered 200 with an HTML page, as a misbehaving proxy would. */
  garbleNext(count: number): void;
  /** Every API call is carried out, then answered `ms` later (0: no delay) — a slow provider, not a lost request. */
  delay(ms: number): void;
  /** Payouts to this UPI id fail (besides every UPI id ending in @fail). */
  failVpa(vpa: string): void;
  /** Juspay loses the order (payout or payment). */
  forget(orderId: string): void;
  /** Status calls answer 404 for the order, which is still kept. */
  reportUnknown(orderId: string): void;
  dropWebhooks(drop: boolean): void;
  /** Sends the last webhook again and waits for its delivery. */
  replayLastWebhook(): Promise<void>;
  setWebhookTarget(target: WebhookTarget): void;
  /** Moves payouts (of one order, or all) one step — CREATED → PENDING → SUCCESS/FAILURE — and refunds to SUCCESS, then waits for the webhooks. */
  advance(orderId?: string): Promise<void>;
  /** The player pays (CHARGED) or the bank refuses (AUTHORIZATION_FAILED) a payment order; waits for the webhook. */
  pay(orderId: string, outcome: PaymentOutcome): Promise<void>;
  readonly webhooks: readonly SentWebhook[];
  readonly apiKey: string;
  readonly merchantId: string;
}

export interface FakeJuspay {
  url: string;
  control: FakeJuspayControl;
  close(): Promise<void>;
}

export async function startFakeJuspay(options: FakeJuspayOptions = {}): Promise<FakeJuspay> {
  const apiKey = options.apiKey ?? 'fake-juspay-key';
  const merchantId = options.merchantId ?? 'kingside';
  const webhooks = new WebhookSender(options.webhook ?? null);
  let url = '';
  const payouts = new Payouts(new Map(Object.entries(options.balances ?? { DUMMY_IMPS: 250_000_000, DUMMY_UPI: 250_000_000 })), webhooks);
  const payments = new Payments(() => url, merchantId, webhooks);
  const faults = { failNext: 0, failStatus: 500, garbleNext: 0, delayMs: 0 };

  const control: FakeJuspayControl = {
    failNext(count, status = 500) {
      faults.failNext = count;
      faults.failStatus = status;
    },
    garbleNext(count) {
      faults.garbleNext = count;
    },
    delay(ms) {
      faults.delayMs = ms;
    },
    failVpa: (vpa) => void payouts.failingVpas.add(vpa),
    forget(orderId) {
      payouts.forget(orderId);
      payments.forget(orderId);
    },
    reportUnknown(orderId) {
      payouts.reportUnknown(orderId);
      payments.reportUnknown(orderId);
    },
    dropWebhooks(drop) {
      webhooks.drop = drop;
    },
    async replayLastWebhook() {
      webhooks.replayLast();
      await webhooks.settled();
    },
    setWebhookTarget(target) {
      webhooks.target = target;
    },
    async advance(orderId) {
      payouts.advance(orderId);
      if (orderId === undefined) payments.advance();
      await webhooks.settled();
    },
    async pay(orderId, outcome) {
      const order = payments.find(orderId);
      if (order === undefined) throw new Error(`The fake Juspay has no payment order ${orderId}`);
      payments.settle(order, outcome);
      await webhooks.settled();
    },
    get webhooks() {
      return webhooks.sent;
    },
    apiKey,
    merchantId,
  };

  const api = async (request: IncomingMessage, path: string[], query: URLSearchParams): Promise<[number, unknown]> => {
    const method = request.method ?? 'GET';
    // https://juspay.io/in/docs/api-reference/docs/payout/order-create
    if (method === 'POST' && matches(path, ['payout', 'merchant', 'v1', 'orders'])) {
      const order = payouts.create(parseRequest(payoutOrderRequest, await readFields(request)));
      return [200, payoutOrderBody(order, false)];
    }
    // https://juspay.io/in/docs/api-reference/docs/payout/order-status (…/orders/:orderId?expand=fulfillment,payment,refund)
    if (method === 'GET' && path.length === 5 && matches(path.slice(0, 4), ['payout', 'merchant', 'v1', 'orders'])) {
      const expand = (query.get('expand') ?? '').split(',');
      const order = payouts.find(path[4]);
      if (order === undefined) throw notFound(`Order ${path[4]} not found`);
      return [200, payoutOrderBody(order, expand.includes('fulfillment'))];
    }
    // https://juspay.io/payout/docs/integration/get-balance (the path is spelt "getways")
    if (method === 'GET' && matches(path, ['payout', 'merchant', 'v1', 'getways', 'balance'])) {
      return [200, payouts.balanceBody()];
    }
    // https://juspay.io/in/docs/api-reference/docs/express-checkout/create-order-api
    if (method === 'POST' && matches(path, ['orders'])) {
      const order = payments.create(parseRequest(paymentOrderRequest, await readFields(request)));
      return [200, payments.body(order)];
    }
    // https://juspay.io/in/docs/api-reference/docs/express-checkout/order-status-api
    if (method === 'GET' && path.length === 2 && path[0] === 'orders') {
      const order = payments.find(path[1]);
      if (order === undefined) throw notFound(`Order ${path[1]} not found`);
      return [200, payments.body(order)];
    }
    // https://juspay.io/in/docs/api-reference/docs/express-checkout/refund-order-api
    if (method === 'POST' && path.length === 3 && path[0] === 'orders' && path[2] === 'refunds') {
      const refund = parseRequest(refundRequest, await readFields(request));
      return [200, payments.body(payments.refund(path[1], refund.unique_request_id, refund.amount))];
    }
    throw notFound(`No route ${method} /${path.join('/')}`);
  };

  const authenticate = (request: IncomingMessage) => {
    const given = basicUsername(request.headers.authorization);
    if (given === null || !sameText(given, apiKey)) {
      throw new HttpFailure(401, 'access_denied', 'Authentication failed: the API key is missing or wrong');
    }
    if (request.headers['x-merchantid'] !== merchantId) {
      throw new HttpFailure(401, 'access_denied', 'The x-merchantid header is missing or does not match the API key');
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const target = new URL(request.url ?? '/', 'http://fake.invalid');
    const path = target.pathname
      .split('/')
      .filter((part) => part !== '')
      .map(decodeURIComponent);
    if (path[0] === '__fake') return controlRoute(request, response, path.slice(1), control);
    if (path[0] === 'merchant' && path[1] === 'pay' && path.length === 3) return paymentPage(request, response, payments, path[2]);
    if (faults.failNext > 0) {
      faults.failNext -= 1;
      await readBody(request);
      throw new HttpFailure(faults.failStatus, 'internal_error', 'Internal server error');
    }
    authenticate(request);
    const [status, body] = await api(request, path, target.searchParams);
    if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    if (faults.garbleNext > 0) {
      faults.garbleNext -= 1;
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Gateway says hello</body></html>');
      return;
    }
    sendJson(response, status, body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof HttpFailure) sendError(response, error);
      else sendError(response, new HttpFailure(500, 'internal_error', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const ticker = options.advanceEveryMs ? setInterval(() => void control.advance(), options.advanceEveryMs) : undefined;

  return {
    url,
    control,
    async close() {
      clearInterval(ticker);
      await webhooks.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

const matches = (path: string[], expected: string[]) => path.length === expected.length && path.every((part, i) => part === expected[i]);

/** "Username: API Key obtained from Juspay dashboard; Password: Empty string". */
function basicUsername(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(0, colon);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const controlBodies = {
  'fail-next': z.object({ count: z.number().int().min(0), status: z.number().int().min(400).max(599).optional() }),
  'garble-next': z.object({ count: z.number().int().min(0) }),
  delay: z.object({ ms: z.number().int().min(0) }),
  'fail-vpa': z.object({ vpa: z.string().min(3) }),
  forget: z.object({ orderId: z.string().min(1) }),
  unknown: z.object({ orderId: z.string().min(1) }),
  'drop-webhooks': z.object({ drop: z.boolean() }),
  'webhook-target': z.object({ url: z.url(), username: z.string(), password: z.string() }),
  advance: z.object({ orderId: z.string().min(1).optional() }),
  pay: z.object({ orderId: z.string().min(1), outcome: z.enum(['CHARGED', 'AUTHORIZATION_FAILED']) }),
};

async function controlRoute(request: IncomingMessage, response: ServerResponse, path: string[], control: FakeJuspayControl) {
  const name = path.join('/');
  if (request.method === 'GET' && name === 'webhooks') return sendJson(response, 200, control.webhooks);
  if (request.method !== 'POST') throw notFound(`No control route ${request.method} /__fake/${name}`);
  const text = await readBody(request);
  let body: unknown = {};
  try {
    if (text !== '') body = JSON.parse(text);
  } catch {
    throw invalidRequest('The request body is not valid JSON');
  }
  switch (name) {
    case 'fail-next': {
      const { count, status } = parseRequest(controlBodies['fail-next'], body);
      control.failNext(count, status);
      break;
    }
    case 'garble-next':
      control.garbleNext(parseRequest(controlBodies['garble-next'], body).count);
      break;
    case 'delay':
      control.delay(parseRequest(controlBodies.delay, body).ms);
      break;
    case 'fail-vpa':
      control.failVpa(parseRequest(controlBodies['fail-vpa'], body).vpa);
      break;
    case 'forget':
      control.forget(parseRequest(controlBodies.forget, body).orderId);
      break;
    case 'unknown':
      control.reportUnknown(parseRequest(controlBodies.unknown, body).orderId);
      break;
    case 'drop-webhooks':
      control.dropWebhooks(parseRequest(controlBodies['drop-webhooks'], body).drop);
      break;
    case 'webhook-target':
      control.setWebhookTarget(parseRequest(controlBodies['webhook-target'], body));
      break;
    case 'replay-webhook':
      await control.replayLastWebhook();
      break;
    case 'advance':
      await control.advance(parseRequest(controlBodies.advance, body).orderId);
      break;
    case 'pay': {
      const { orderId, outcome } = parseRequest(controlBodies.pay, body);
      await control.pay(orderId, outcome);
      break;
    }
    default:
      throw notFound(`No control route POST /__fake/${name}`);
  }
  sendJson(response, 200, { ok: true });
}

/** Juspay's hosted payment page, reduced to two buttons; it sends the browser back to return_url as Juspay does. */
async function paymentPage(request: IncomingMessage, response: ServerResponse, payments: Payments, id: string) {
  const order = payments.byJuspayId(id);
  if (order === undefined) throw notFound(`No payment page ${id}`);
  if (request.method === 'POST') {
    const fields = new URLSearchParams(await readBody(request));
    payments.settle(order, fields.get('outcome') === 'fail' ? 'AUTHORIZATION_FAILED' : 'CHARGED');
    const back = new URL(order.request.return_url);
    back.searchParams.set('order_id', order.request.order_id);
    back.searchParams.set('status', order.status);
    back.searchParams.set('status_id', String(payments.body(order).status_id));
    response.writeHead(303, { location: back.toString() });
    response.end();
    return;
  }
  const amount = (order.amount / 100).toFixed(2);
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Fake Juspay payment</title></head><body>
<h1>Fake Juspay</h1><p>Order ${escapeHtml(order.request.order_id)}: ${escapeHtml(order.request.currency ?? 'INR')} ${amount} — ${order.status}</p>
<form method="post"><button name="outcome" value="pay">Pay</button> <button name="outcome" value="fail">Fail the payment</button></form>
</body></html>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
