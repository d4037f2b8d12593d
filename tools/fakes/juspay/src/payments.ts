import { randomBytes } from 'node:crypto';
import { HttpFailure, invalidRequest, toPaise, toRupees } from './http.js';
import type { PaymentOrderRequest } from './schemas.js';
import type { WebhookSender } from './webhooks.js';

export type PaymentOutcome = 'CHARGED' | 'AUTHORIZATION_FAILED';

interface Refund {
  unique_request_id: string;
  amount: number;
  status: 'PENDING' | 'SUCCESS';
  created: string;
  ref: string;
}

interface PaymentOrder {
  id: string;
  request: PaymentOrderRequest;
  amount: number;
  status: 'NEW' | PaymentOutcome;
  created: string;
  refunds: Refund[];
}

// https://juspay.io/in/docs/api-reference/docs/express-checkout/appendix (transaction status).
const statusIds: Record<PaymentOrder['status'], number> = { NEW: 10, CHARGED: 21, AUTHORIZATION_FAILED: 27 };
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Entry-fee orders (Juspay's order API), a payment page to pay or refuse them, refunds and their webhooks. */
export class Payments {
  private readonly orders = new Map<string, PaymentOrder>();
  private readonly unknown = new Set<string>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly merchantId: string,
    private readonly webhooks: WebhookSender,
  ) {}

  create(request: PaymentOrderRequest): PaymentOrder {
    if (this.orders.has(request.order_id)) throw invalidRequest(`order_id: an order with id ${request.order_id} already exists`);
    const order: PaymentOrder = {
      id: `ordeh_${randomBytes(16).toString('hex')}`,
      request,
      amount: toPaise(request.amount),
      status: 'NEW',
      created: now(),
      refunds: [],
    };
    this.orders.set(request.order_id, order);
    return order;
  }

  find(orderId: string): PaymentOrder | undefined {
    return this.unknown.has(orderId) ? undefined : this.orders.get(orderId);
  }

  byJuspayId(id: string): PaymentOrder | undefined {
    return [...this.orders.values()].find((order) => order.id === id);
  }

  forget(orderId: string): void {
    this.orders.delete(orderId);
  }

  reportUnknown(orderId: string): void {
    this.unknown.add(orderId);
  }

  /** The player paid (or the bank refused) on the payment page. */
  settle(order: PaymentOrder, outcome: PaymentOutcome): void {
    if (order.status !== 'NEW') return;
    order.status = outcome;
    this.webhooks.send(this.event(outcome === 'CHARGED' ? 'ORDER_SUCCEEDED' : 'ORDER_FAILED', order));
  }

  refund(orderId: string, uniqueRequestId: string, rupees: string): PaymentOrder {
    const order = this.find(orderId);
    if (order === undefined) throw new HttpFailure(404, 'not_found', `Order ${orderId} not found`);
    // "Reusing it will return the original refund response" (refund API).
    if (order.refunds.some((r) => r.unique_request_id === uniqueRequestId)) return order;
    if (order.status !== 'CHARGED') throw invalidRequest(`Order ${orderId} is ${order.status}: only CHARGED orders can be refunded`);
    const amount = toPaise(rupees);
    const refunded = order.refunds.reduce((sum, r) => sum + r.amount, 0);
    if (refunded + amount > order.amount) throw new HttpFailure(400, 'INVALID_AMOUNT_REFUND', 'Refund amount exceeds the refundable amount');
    order.refunds.push({ unique_request_id: uniqueRequestId, amount, status: 'PENDING', created: now(), ref: randomBytes(8).toString('hex') });
    return order;
  }

  /** Settles pending refunds (Juspay: "Refund processing is asynchronous"). */
  advance(): void {
    for (const order of this.orders.values()) {
      const pending = order.refunds.filter((r) => r.status === 'PENDING');
      for (const refund of pending) refund.status = 'SUCCESS';
      if (pending.length > 0) this.webhooks.send(this.event('ORDER_REFUNDED', order));
    }
  }

  paymentPageUrl(order: PaymentOrder): string {
    return `${this.baseUrl()}/merchant/pay/${order.id}`;
  }

  /**
   * The order status body (https://juspay.io/in/docs/api-reference/docs/express-checkout/order-status-api;
   * sample: juspay/juspay-sdk-integration-demo EMIpayloads/apicreateorderresponse.json).
   */
  body(order: PaymentOrder) {
    const { request } = order;
    const refunded = order.refunds.filter((r) => r.status === 'SUCCESS').reduce((sum, r) => sum + r.amount, 0);
    const page = this.paymentPageUrl(order);
    return {
      id: order.id,
      order_id: request.order_id,
      merchant_id: this.merchantId,
      customer_id: request.customer_id,
      customer_email: request.customer_email ?? '',
      customer_phone: request.customer_phone ?? '',
      status: order.status,
      status_id: statusIds[order.status],
      amount: toRupees(order.amount),
      currency: request.currency ?? 'INR',
      date_created: order.created,
      return_url: request.return_url,
      product_id: '',
      description: request.description ?? '',
      udf1: request.udf1 ?? '',
      udf2: request.udf2 ?? '',
      udf3: request.udf3 ?? '',
      udf4: request.udf4 ?? '',
      udf5: request.udf5 ?? '',
      refunded: refunded > 0,
      amount_refunded: toRupees(refunded),
      payment_links: { web: page, mobile: `${page}?mobile=true`, iframe: page.replace('/merchant/pay/', '/merchant/ipay/') },
      refunds: order.refunds.map((r) => ({ ...r, amount: toRupees(r.amount), error_message: null })),
    };
  }

  /** Payment webhooks: {id, event_name, date_created, content: {order}} (Juspay's webhook docs, standard structure). */
  private event(eventName: string, order: PaymentOrder) {
    return {
      id: `evt_V2_${randomBytes(16).toString('hex')}`,
      event_name: eventName,
      date_created: now(),
      content: { order: this.body(order) },
    };
  }
}
