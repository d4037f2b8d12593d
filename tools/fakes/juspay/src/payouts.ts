import { randomBytes } from 'node:crypto';
import { invalidRequest, toPaise, toRupees } from './http.js';
import type { PayoutBeneficiaryRequest, PayoutOrderRequest } from './schemas.js';
import type { WebhookSender } from './webhooks.js';

type FulfillmentStatus = 'CREATED' | 'PENDING' | 'SUCCESS' | 'FAILURE';
type Udfs = Pick<PayoutOrderRequest, 'udf1' | 'udf2' | 'udf3' | 'udf4' | 'udf5'>;

interface Transaction {
  transactionRef: string;
  gatewayRefId: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILURE';
  fulfillmentMethod: string;
  amount: number;
  createdAt: string;
  updatedAt: string;
  responseCode?: string;
  responseMessage?: string;
  responseDescription?: string;
}

interface Fulfillment extends Udfs {
  id: string;
  amount: number;
  beneficiaryDetails: PayoutBeneficiaryRequest;
  preferredMethodList: string[];
  additionalInfo?: { remark?: string };
  status: FulfillmentStatus;
  transactions: Transaction[];
  createdAt: string;
  updatedAt: string;
  statusUpdatedAt: string;
}

interface PayoutOrder extends Udfs {
  orderId: string;
  amount: number;
  customerId: string;
  fulfillments: Fulfillment[];
  createdAt: string;
  updatedAt: string;
}

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const isFinal = (status: FulfillmentStatus) => status === 'SUCCESS' || status === 'FAILURE';
const gatewayOf = (beneficiary: PayoutBeneficiaryRequest) => (beneficiary.type === 'UPI_ID' ? 'DUMMY_UPI' : 'DUMMY_IMPS');

/** Payout orders, their fulfillments' progress, the payout balance and the webhooks they cause. */
export class Payouts {
  private readonly orders = new Map<string, PayoutOrder>();
  private readonly unknown = new Set<string>();
  readonly failingVpas = new Set<string>();

  constructor(
    /** Paise per payout gateway (the balance API lists one entry per gateway). */
    readonly balances: Map<string, number>,
    private readonly webhooks: WebhookSender,
  ) {}

  create(request: PayoutOrderRequest): PayoutOrder {
    if (this.orders.has(request.orderId)) throw invalidRequest(`orderId: an order with id ${request.orderId} already exists`);
    const at = now();
    // Juspay's fulfillment ids look like "048d9907e8940c7891ee7250fd1219-f1" (payout-api/order-create/*.json).
    const prefix = hex(15);
    const order: PayoutOrder = {
      orderId: request.orderId,
      amount: toPaise(request.amount),
      customerId: request.customerId,
      ...pickUdfs(request),
      createdAt: at,
      updatedAt: at,
      fulfillments: request.fulfillments.map((f, index) => ({
        id: `${prefix}-f${index + 1}`,
        amount: toPaise(f.amount),
        beneficiaryDetails: f.beneficiaryDetails,
        preferredMethodList: f.preferredMethodList ?? [],
        additionalInfo: f.additionalInfo,
        ...pickUdfs(f),
        status: 'CREATED',
        transactions: [],
        createdAt: at,
        updatedAt: at,
        statusUpdatedAt: at,
      })),
    };
    this.orders.set(order.orderId, order);
    return order;
  }

  find(orderId: string): PayoutOrder | undefined {
    return this.unknown.has(orderId) ? undefined : this.orders.get(orderId);
  }

  forget(orderId: string): void {
    this.orders.delete(orderId);
  }

  /** The order stays, but status calls answer as if Juspay never had it. */
  reportUnknown(orderId: string): void {
    this.unknown.add(orderId);
  }

  /** Moves every unfinished fulfillment (of one order, or of all) one step: CREATED → PENDING → SUCCESS or FAILURE. */
  advance(orderId?: string): void {
    const orders = orderId === undefined ? [...this.orders.values()] : [this.orders.get(orderId)].filter((o) => o !== undefined);
    for (const order of orders) {
      const wasFinal = order.fulfillments.every((f) => isFinal(f.status));
      for (const fulfillment of order.fulfillments) {
        if (isFinal(fulfillment.status)) continue;
        this.step(fulfillment);
        order.updatedAt = fulfillment.updatedAt;
        this.webhooks.send(fulfillmentEvent(order, fulfillment));
      }
      if (!wasFinal && order.fulfillments.every((f) => isFinal(f.status))) this.webhooks.send(orderEvent(order));
    }
  }

  balanceBody(): Record<string, { lastUpdated: string; balance: string }> {
    const lastUpdated = now();
    return Object.fromEntries([...this.balances].map(([gateway, paise]) => [gateway, { lastUpdated, balance: toRupees(paise).toFixed(2) }]));
  }

  private step(fulfillment: Fulfillment): void {
    const at = now();
    fulfillment.updatedAt = at;
    fulfillment.statusUpdatedAt = at;
    const gateway = gatewayOf(fulfillment.beneficiaryDetails);
    if (fulfillment.status === 'CREATED') {
      const ref = hex(15);
      fulfillment.status = 'PENDING';
      fulfillment.transactions.push({
        transactionRef: ref,
        gatewayRefId: ref,
        status: 'PENDING',
        fulfillmentMethod: gateway,
        amount: toRupees(fulfillment.amount),
        createdAt: at,
        updatedAt: at,
      });
      return;
    }
    const transaction = fulfillment.transactions[fulfillment.transactions.length - 1];
    transaction.updatedAt = at;
    const refusal = this.refusal(fulfillment);
    const balance = this.balances.get(gateway) ?? 0;
    if (refusal === null && balance >= fulfillment.amount) {
      this.balances.set(gateway, balance - fulfillment.amount);
      Object.assign(transaction, { status: 'SUCCESS', responseCode: '00', responseMessage: 'COMPLETED', responseDescription: 'Approved' });
      fulfillment.status = 'SUCCESS';
    } else {
      const description = refusal ?? `Insufficient balance in ${gateway}`;
      Object.assign(transaction, { status: 'FAILURE', responseCode: 'U30', responseMessage: 'FAILURE', responseDescription: description });
      fulfillment.status = 'FAILURE';
    }
  }

  private refusal(fulfillment: Fulfillment): string | null {
    const beneficiary = fulfillment.beneficiaryDetails;
    if (beneficiary.type !== 'UPI_ID') return null;
    const vpa = beneficiary.details.vpa;
    if (vpa.endsWith('@fail') || this.failingVpas.has(vpa)) return `Beneficiary VPA ${vpa} is invalid`;
    return null;
  }
}

function pickUdfs(source: Udfs): Udfs {
  const { udf1, udf2, udf3, udf4, udf5 } = source;
  return Object.fromEntries(Object.entries({ udf1, udf2, udf3, udf4, udf5 }).filter(([, v]) => v !== undefined));
}

function orderStatus(order: PayoutOrder): string {
  const statuses = order.fulfillments.map((f) => f.status);
  if (statuses.every((s) => s === 'CREATED')) return 'READY_FOR_FULFILLMENT';
  if (!statuses.every(isFinal)) return 'FULFILLMENTS_SCHEDULED';
  if (statuses.every((s) => s === 'SUCCESS')) return 'FULFILLMENTS_SUCCESSFUL';
  if (statuses.every((s) => s === 'FAILURE')) return 'FULFILLMENTS_FAILURE';
  return 'FULFILLED_PARTIALLY';
}

function fulfillmentBody(order: PayoutOrder, fulfillment: Fulfillment, withTransactions: boolean) {
  const { amount, transactions, ...rest } = fulfillment;
  return {
    updatedBy: 'DEFAULT',
    type: 'ORDER',
    merchantCustomerId: order.customerId,
    fulfillmentMethodList: [],
    ...rest,
    amount: toRupees(amount),
    ...(withTransactions ? { transactions } : {}),
  };
}

/**
 * The order as order create answers it (payout-api/order-create/upi.json: no transactions yet) and
 * as order status answers it (payout-api/order-status/response.json, ?expand=fulfillment).
 */
export function payoutOrderBody(order: PayoutOrder, withTransactions: boolean) {
  return {
    ...pickUdfs(order),
    type: 'FULFILL_ONLY',
    status: orderStatus(order),
    payments: [],
    orderId: order.orderId,
    fulfillments: order.fulfillments.map((f) => fulfillmentBody(order, f, withTransactions)),
    customerId: order.customerId,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    amount: toRupees(order.amount),
  };
}

/*
 * Webhooks (https://juspay.io/in/docs/payout/docs/resources/webhooks): "Event Name (value)" and
 * "Event Type (label)": ORDER events (FULFILLMENTS_SUCCESSFUL, FULFILLMENTS_FAILURE, ...) and
 * FULFILLMENT_ORDER events (SUCCESS, FAILURE, ...); `info` carries the order or the fulfillment.
 */
function fulfillmentEvent(order: PayoutOrder, fulfillment: Fulfillment) {
  return {
    id: `evt_${hex(12)}`,
    label: 'FULFILLMENT_ORDER',
    value: fulfillment.status === 'PENDING' ? 'INITIATED' : fulfillment.status,
    createdAt: fulfillment.updatedAt,
    updatedAt: fulfillment.updatedAt,
    info: { merchantOrderId: order.orderId, ...fulfillmentBody(order, fulfillment, true) },
  };
}

function orderEvent(order: PayoutOrder) {
  const status = orderStatus(order);
  return {
    id: `evt_${hex(12)}`,
    label: 'ORDER',
    value: status,
    createdAt: order.updatedAt,
    updatedAt: order.updatedAt,
    info: {
      ...pickUdfs(order),
      id: order.orderId,
      merchantOrderId: order.orderId,
      merchantCustomerId: order.customerId,
      orderType: 'PAYOUT',
      status,
      amount: toRupees(order.amount),
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    },
  };
}
