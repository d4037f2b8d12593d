import { z } from 'zod';
import { payoutStatuses } from './provider.js';

/*
 * The parts of Juspay's answers the client reads, as documented. Objects are not strict: Juspay
 * sends many more fields and may add some. Samples: juspay/juspay-sdk-integration-demo payout-api/
 * (order-create/upi.json, order-status/response.json, get-balance/response.json) and
 * EMIpayloads/apicreateorderresponse.json.
 */

/** Juspay speaks rupees, as a number or as text ("1111.44"); we keep paise. */
export const rupeesAsPaise = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((rupees) => Math.round(Number(rupees) * 100));

// https://juspay.io/in/docs/api-reference/docs/payout/order-status: transactions[] of a fulfillment.
const payoutTransaction = z.object({
  transactionRef: z.string().optional(),
  gatewayRefId: z.string().optional(),
  status: z.string(),
  responseMessage: z.string().optional(),
  responseDescription: z.string().optional(),
});

export const payoutFulfillment = z.object({
  id: z.string().min(1),
  status: z.enum(payoutStatuses),
  amount: rupeesAsPaise,
  udf1: z.string().optional(),
  transactions: z.array(payoutTransaction).optional(),
});
export type JuspayPayoutFulfillment = z.infer<typeof payoutFulfillment>;

// Order create (https://juspay.io/in/docs/api-reference/docs/payout/order-create) and order status
// answer the same order shape.
export const payoutOrder = z.object({
  orderId: z.string(),
  status: z.string(),
  fulfillments: z.array(payoutFulfillment),
});

// https://juspay.io/payout/docs/integration/get-balance: one entry per payout gateway.
export const payoutBalance = z.record(z.string(), z.object({ balance: rupeesAsPaise, lastUpdated: z.string().optional() }));

// https://juspay.io/in/docs/api-reference/docs/express-checkout/order-status-api (create order answers the same shape).
export const paymentOrder = z.object({
  order_id: z.string(),
  id: z.string(),
  status: z.string(),
  amount: rupeesAsPaise,
  currency: z.string().default('INR'),
  payment_links: z.object({ web: z.string().optional() }).optional(),
  refunds: z.array(z.object({ unique_request_id: z.string(), status: z.string(), amount: rupeesAsPaise })).optional(),
});
export type JuspayPaymentOrder = z.infer<typeof paymentOrder>;

/** {"status": "error", "error_code": "...", "error_message": "..."}; every field optional, it is read for the message only. */
export const errorBody = z.object({ error_code: z.string().optional(), error_message: z.string().optional() });

// Webhooks. Payouts (https://juspay.io/in/docs/payout/docs/resources/webhooks): the event type is
// `label` (ORDER, FULFILLMENT_ORDER, FULFILLMENT_TXN, …), the event name `value`, the subject `info`.
export const payoutWebhook = z.object({
  id: z.string().min(1),
  label: z.string(),
  value: z.string(),
  info: z.record(z.string(), z.unknown()),
});
export const payoutOrderWebhookInfo = z.object({
  merchantOrderId: z.string().optional(),
  orderId: z.string().optional(),
  status: z.string().optional(),
  fulfillments: z.array(payoutFulfillment).optional(),
});
export const payoutFulfillmentWebhookInfo = payoutFulfillment.extend({
  status: z.enum(payoutStatuses).optional(),
  merchantOrderId: z.string().optional(),
});

// Payments (https://juspay.io/in/docs/ec-api/docs/base-integration/webhooks): {id, event_name, date_created, content: {order}}.
export const paymentWebhook = z.object({
  id: z.string().min(1),
  event_name: z.string(),
  content: z.object({ order: paymentOrder }),
});
