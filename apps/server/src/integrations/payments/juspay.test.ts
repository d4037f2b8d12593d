import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeJuspay, startFakeJuspay } from '@kingside/fake-juspay';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { juspayProvider, type JuspayOptions } from './juspay.js';
import {
  type PaymentProvider,
  type PayoutRequest,
  ProviderRejectedError,
  ProviderUnavailableError,
  type WebhookEvent,
  WebhookRefusedError,
} from './provider.js';

const webhookCredentials = { username: 'juspay-hooks', password: 'correct horse battery staple' };

/** Our end of Juspay's webhooks: a real HTTP endpoint that reads each one with the provider, as the app will. */
interface Receiver {
  url: string;
  events: WebhookEvent[];
  refusals: WebhookRefusedError[];
  provider: PaymentProvider | null;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: '', events: [], refusals: [], provider: null, close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        receiver.events.push(receiver.provider!.readWebhook(request.headers, JSON.parse(Buffer.concat(chunks).toString())));
        response.writeHead(200).end();
      } catch (error) {
        if (!(error instanceof WebhookRefusedError)) throw error;
        receiver.refusals.push(error);
        response.writeHead(error.reason === 'credentials' ? 401 : 400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/juspay/webhook`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

let fake: FakeJuspay;
let receiver: Receiver;
let juspay: PaymentProvider;
let orderNumber = 0;
const nextOrderId = () => `kspayout${Date.now()}${++orderNumber}`;

const options = (overrides: Partial<JuspayOptions> = {}): JuspayOptions => ({
  url: fake.url,
  apiKey: fake.control.apiKey,
  merchantId: fake.control.merchantId,
  webhook: webhookCredentials,
  timeoutMs: 2_000,
  ...overrides,
});

const payout = (orderId: string, vpas: string[]): PayoutRequest => ({
  orderId,
  customer: { id: 'organiser-7', email: 'organiser@kingside.test' },
  fulfillments: vpas.map((vpa, i) => ({
    beneficiary: { kind: 'upi', vpa, name: `Winner ${i + 1}` },
    amount: 250_000 - i * 50_000,
    idempotencyKey: `${orderId}-w${i + 1}-a1`,
  })),
});

beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startFakeJuspay({ webhook: { url: receiver.url, ...webhookCredentials } });
  juspay = juspayProvider(options());
  receiver.provider = juspay;
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(() => {
  fake.control.delay(0);
  fake.control.dropWebhooks(false);
  receiver.events.length = 0;
  receiver.refusals.length = 0;
});

describe('Juspay payouts against the fake Juspay', () => {
  it('creates one order with a fulfillment per winner, in order, and follows them to SUCCESS', async () => {
    const orderId = nextOrderId();
    const request = payout(orderId, ['asha@oksbi', 'ravi@ybl', 'meera@okaxis']);
    const before = await juspay.balance();

    const created = await juspay.createPayout(request);
    expect(created.orderId).toBe(orderId);
    expect(created.status).toBe('READY_FOR_FULFILLMENT');
    expect(created.fulfillments.map((f) => [f.idempotencyKey, f.amount, f.status])).toEqual([
      [`${orderId}-w1-a1`, 250_000, 'CREATED'],
      [`${orderId}-w2-a1`, 200_000, 'CREATED'],
      [`${orderId}-w3-a1`, 150_000, 'CREATED'],
    ]);
    const ids = created.fulfillments.map((f) => f.fulfillmentId);
    expect(new Set(ids).size).toBe(3);

    const lookup = { orderId, fulfillmentIds: ids };
    await fake.control.advance(orderId);
    const pending = await juspay.payoutStatus(lookup);
    expect(pending?.status).toBe('FULFILLMENTS_SCHEDULED');
    expect(pending?.fulfillments.map((f) => f.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);

    await fake.control.advance(orderId);
    const done = await juspay.payoutStatus(lookup);
    expect(done?.status).toBe('FULFILLMENTS_SUCCESSFUL');
    expect(done?.fulfillments.map((f) => [f.fulfillmentId, f.status, f.failureReason])).toEqual(ids.map((id) => [id, 'SUCCESS', null]));
    for (const f of done!.fulfillments) expect(f.transactionId).toMatch(/^\w+$/);
    expect((await juspay.balance()).amount).toBe(before.amount - 600_000);
  });

  it('pays to bank accounts too', async () => {
    const orderId = nextOrderId();
    const created = await juspay.createPayout({
      orderId,
      customer: { id: 'organiser-7' },
      fulfillments: [
        { beneficiary: { kind: 'bank', account: '026291800001191', ifsc: 'YESB0000262', name: 'Kiran Rao' }, amount: 100_050, idempotencyKey: `${orderId}-w1` },
      ],
    });
    expect(created.fulfillments[0].amount).toBe(100_050);
    await fake.control.advance(orderId);
    await fake.control.advance(orderId);
    const done = await juspay.payoutStatus({ orderId, fulfillmentIds: [created.fulfillments[0].fulfillmentId] });
    expect(done?.fulfillments[0].status).toBe('SUCCESS');
  });

  it('reports a failing UPI id as FAILURE, with the reason, next to the others that succeed', async () => {
    const orderId = nextOrderId();
    fake.control.failVpa('closed-account@okhdfc');
    const created = await juspay.createPayout(payout(orderId, ['asha@oksbi', 'nobody@fail', 'closed-account@okhdfc']));
    await fake.control.advance(orderId);
    await fake.control.advance(orderId);
    const done = await juspay.payoutStatus({ orderId, fulfillmentIds: created.fulfillments.map((f) => f.fulfillmentId) });
    expect(done?.status).toBe('FULFILLED_PARTIALLY');
    expect(done?.fulfillments.map((f) => f.status)).toEqual(['SUCCESS', 'FAILURE', 'FAILURE']);
    expect(done?.fulfillments[1].failureReason).toContain('nobody@fail');
  });

  it('passes on Juspay refusals: a request the documentation does not allow, and a second order under the same id', async () => {
    const orderId = nextOrderId();
    const tooSmall = payout(orderId, ['asha@oksbi']);
    tooSmall.fulfillments[0].amount = 50;
    const refusal = await juspay.createPayout(tooSmall).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderRejectedError);
    expect(refusal).toMatchObject({ httpStatus: 400, code: 'invalid_request' });
    expect((refusal as Error).message).toContain('minimum amount is Rs 1');

    await juspay.createPayout(payout(orderId, ['asha@oksbi']));
    await expect(juspay.createPayout(payout(orderId, ['asha@oksbi']))).rejects.toThrow(/already exists/);
  });

  it('answers null for an order Juspay does not know', async () => {
    expect(await juspay.payoutStatus({ orderId: 'never-created-1', fulfillmentIds: [] })).toBeNull();
    const orderId = nextOrderId();
    const created = await juspay.createPayout(payout(orderId, ['asha@oksbi']));
    fake.control.reportUnknown(orderId);
    expect(await juspay.payoutStatus({ orderId, fulfillmentIds: [created.fulfillments[0].fulfillmentId] })).toBeNull();
  });

  it('adds up the balance of every payout gateway', async () => {
    const other = await startFakeJuspay({ balances: { DUMMY_IMPS: 123_456, DUMMY_UPI: 1_000_000, CFGEN_UPI: 44 } });
    try {
      const provider = juspayProvider({ ...options(), url: other.url });
      expect(await provider.balance()).toEqual({ amount: 1_123_500, currency: 'INR' });
    } finally {
      await other.close();
    }
  });
});

describe('when Juspay is down, slow, failing or refuses us', () => {
  it('is unavailable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = juspayProvider(options({ url: `http://127.0.0.1:${port}` }));
    const error = await down.createPayout(payout(nextOrderId(), ['asha@oksbi'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toMatch(/^The payment provider did not answer \(.*ECONNREFUSED\); no payment was confirmed\.$/);
  });

  it('is unavailable when the answer is later than the timeout, and the order it made can be found afterwards', async () => {
    const impatient = juspayProvider(options({ timeoutMs: 200 }));
    fake.control.delay(1_000);
    const orderId = nextOrderId();
    await expect(impatient.createPayout(payout(orderId, ['asha@oksbi']))).rejects.toThrow(/no answer within 0.2 s/);
    fake.control.delay(0);
    const found = await juspay.payoutStatus({ orderId, fulfillmentIds: [] });
    expect(found?.fulfillments).toHaveLength(1);
  });

  it('is unavailable on a 5xx, which makes nothing, and answers again afterwards', async () => {
    fake.control.failNext(1, 503);
    const orderId = nextOrderId();
    await expect(juspay.createPayout(payout(orderId, ['asha@oksbi']))).rejects.toThrow(/HTTP 503/);
    expect(await juspay.payoutStatus({ orderId, fulfillmentIds: [] })).toBeNull();
    expect((await juspay.createPayout(payout(orderId, ['asha@oksbi']))).orderId).toBe(orderId);
  });

  it('is unavailable, not crashed, on an answer of an unexpected shape', async () => {
    fake.control.garbleNext(1);
    const error = await juspay.balance().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toContain('unexpected shape');
  });

  it('is refused with Juspay’s message for a wrong API key or merchant id', async () => {
    const wrongKey = await juspayProvider(options({ apiKey: 'not-the-key' }))
      .balance()
      .catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(ProviderRejectedError);
    expect(wrongKey).toMatchObject({ httpStatus: 401, code: 'access_denied' });
    expect((wrongKey as Error).message).toContain('API key');
    await expect(juspayProvider(options({ merchantId: 'someone-else' })).balance()).rejects.toMatchObject({ httpStatus: 401 });
  });
});

describe('Juspay payment orders (entry fees) against the fake Juspay', () => {
  it('creates an order with a payment page, reads it charged, and refunds part of it once', async () => {
    const orderId = `ksfee${Date.now()}`.slice(0, 21);
    const order = await juspay.createPaymentOrder({
      orderId,
      amount: 50_000,
      currency: 'INR',
      customer: { id: 'player-12', email: 'player@kingside.test', phone: '9876543210' },
      returnUrl: 'https://kingside.test/registrations/return',
      description: 'Entry fee, Kingside Open',
    });
    expect(order).toMatchObject({ orderId, status: 'NEW', amount: 50_000, currency: 'INR' });
    expect(order.paymentUrl).toMatch(new RegExp(`^${fake.url}/merchant/pay/`));
    expect(order.reference).toMatch(/^ordeh_/);

    await fake.control.pay(orderId, 'CHARGED');
    const paid = await juspay.paymentStatus({ orderId, reference: order.reference });
    expect(paid).toMatchObject({ status: 'CHARGED', amount: 50_000, paymentUrl: null });

    const refund = { orderId, reference: order.reference, refundId: `${orderId}-r1`, amount: 20_000 };
    expect(await juspay.refund(refund)).toEqual({ refundId: refund.refundId, status: 'PENDING', amount: 20_000 });
    expect(await juspay.refund(refund)).toEqual({ refundId: refund.refundId, status: 'PENDING', amount: 20_000 });
    await fake.control.advance();
    expect(await juspay.refund(refund)).toMatchObject({ status: 'SUCCESS' });
    await expect(juspay.refund({ ...refund, refundId: `${orderId}-r2`, amount: 40_000 })).rejects.toThrow(/exceeds the refundable amount/);
  });

  it('does not refund an unpaid order, and knows no order it never made', async () => {
    const orderId = `ksunpaid${Date.now()}`.slice(0, 21);
    const order = await juspay.createPaymentOrder({ orderId, amount: 10_000, currency: 'INR', customer: { id: 'p' }, returnUrl: 'https://kingside.test/r' });
    await fake.control.pay(orderId, 'AUTHORIZATION_FAILED');
    expect((await juspay.paymentStatus({ orderId, reference: order.reference }))?.status).toBe('AUTHORIZATION_FAILED');
    await expect(juspay.refund({ orderId, reference: order.reference, refundId: 'r1', amount: 10_000 })).rejects.toThrow(/only CHARGED orders/);
    expect(await juspay.paymentStatus({ orderId: 'nosuchorder', reference: null })).toBeNull();
    await expect(juspay.refund({ orderId: 'nosuchorder', reference: null, refundId: 'r2', amount: 100 })).rejects.toMatchObject({
      httpStatus: 404,
      message: expect.stringContaining('Order nosuchorder not found'),
    });
  });

  it('never rounds a fraction of a paisa away', async () => {
    const orderId = `ksfraction${Date.now()}`.slice(0, 21);
    await expect(
      juspay.createPaymentOrder({ orderId, amount: 100.5, currency: 'INR', customer: { id: 'p' }, returnUrl: 'https://kingside.test/r' }),
    ).rejects.toThrow(RangeError);
    expect(await juspay.paymentStatus({ orderId, reference: null })).toBeNull();
  });

  it('refuses an order id longer than Juspay allows, naming the field', async () => {
    await expect(
      juspay.createPaymentOrder({ orderId: 'x'.repeat(22), amount: 10_000, currency: 'INR', customer: { id: 'p' }, returnUrl: 'https://kingside.test/r' }),
    ).rejects.toThrow(/order_id: at most 21 letters and digits/);
  });
});

describe('Juspay webhooks', () => {
  it('reads payout webhooks carrying the configured credentials', async () => {
    const orderId = nextOrderId();
    const created = await juspay.createPayout(payout(orderId, ['asha@oksbi', 'nobody@fail']));
    await fake.control.advance(orderId);
    await fake.control.advance(orderId);
    expect(receiver.refusals).toEqual([]);
    const [first, second] = created.fulfillments.map((f) => f.fulfillmentId);
    const fulfillmentEvents = receiver.events.flatMap((e) =>
      e.kind === 'payout' && e.orderStatus === null ? e.fulfillments.map((f) => [e.eventName, f.fulfillmentId, f.status]) : [],
    );
    expect(fulfillmentEvents).toEqual([
      ['INITIATED', first, 'PENDING'],
      ['INITIATED', second, 'PENDING'],
      ['SUCCESS', first, 'SUCCESS'],
      ['FAILURE', second, 'FAILURE'],
    ]);
    const success = receiver.events[2];
    expect(success).toMatchObject({ kind: 'payout', orderId, fulfillments: [{ idempotencyKey: `${orderId}-w1-a1`, amount: 250_000 }] });
    expect(receiver.events.at(-1)).toMatchObject({ kind: 'payout', eventName: 'FULFILLED_PARTIALLY', orderId, orderStatus: 'FULFILLED_PARTIALLY' });
  });

  it('delivers a replayed webhook with the same event id, so it can be recognised', async () => {
    const orderId = nextOrderId();
    await juspay.createPayout(payout(orderId, ['asha@oksbi']));
    await fake.control.advance(orderId);
    await fake.control.replayLastWebhook();
    expect(receiver.events).toHaveLength(2);
    expect(receiver.events[1]).toEqual(receiver.events[0]);
  });

  it('refuses webhooks with wrong or missing credentials, and bodies it cannot read', async () => {
    const strict = juspayProvider(options({ webhook: { username: webhookCredentials.username, password: 'another password' } }));
    receiver.provider = strict;
    try {
      const orderId = nextOrderId();
      await juspay.createPayout(payout(orderId, ['asha@oksbi']));
      await fake.control.advance(orderId);
      expect(receiver.events).toEqual([]);
      expect(receiver.refusals.map((r) => r.reason)).toEqual(['credentials']);
      expect(fake.control.webhooks.at(-1)?.responseStatus).toBe(401);
    } finally {
      receiver.provider = juspay;
    }
    expect(() => juspay.readWebhook({}, {})).toThrow(WebhookRefusedError);
    const authorization = `Basic ${Buffer.from(`${webhookCredentials.username}:${webhookCredentials.password}`).toString('base64')}`;
    const unreadable = (() => {
      try {
        juspay.readWebhook({ authorization }, { hello: 'world' });
      } catch (error) {
        return error;
      }
    })();
    expect(unreadable).toMatchObject({ reason: 'body' });
  });

  it('reads payment webhooks, and sends nothing while webhooks are dropped', async () => {
    const orderId = `kshook${Date.now()}`.slice(0, 21);
    await juspay.createPaymentOrder({ orderId, amount: 30_000, currency: 'INR', customer: { id: 'p' }, returnUrl: 'https://kingside.test/r' });
    await fake.control.pay(orderId, 'CHARGED');
    expect(receiver.events).toEqual([
      expect.objectContaining({ kind: 'payment', eventName: 'ORDER_SUCCEEDED', order: { orderId, status: 'CHARGED', amount: 30_000, currency: 'INR' } }),
    ]);

    fake.control.dropWebhooks(true);
    const next = nextOrderId();
    await juspay.createPayout(payout(next, ['asha@oksbi']));
    await fake.control.advance(next);
    expect(receiver.events).toHaveLength(1);
    expect(fake.control.webhooks.at(-1)?.dropped).toBe(true);
  });
});
