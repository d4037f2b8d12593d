import { z } from 'zod';

/*
 * The request bodies the fake accepts, field for field as Juspay documents them. Fields Juspay
 * documents but Kingside never sends are left out on purpose: strict objects then refuse them,
 * so a misspelt or invented field in the app's client fails its tests with a 400.
 */

/** "Amount can be passed up to 2 decimal points. Minimum amount of Rs 1" (payout order create). */
const rupees = z
  .number()
  .min(1, 'minimum amount is Rs 1')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimal places');

/** Form fields arrive as text: "100.00", "100" (order API). */
const rupeesText = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, 'a decimal number of rupees with at most 2 decimal places')
  .refine((value) => Number(value) >= 1, 'minimum amount is Rs 1');

const udfs = {
  udf1: z.string().optional(),
  udf2: z.string().optional(),
  udf3: z.string().optional(),
  udf4: z.string().optional(),
  udf5: z.string().optional(),
};

// https://juspay.io/in/docs/api-reference/docs/payout/order-create — beneficiaryDetails of type
// UPI_ID (details: name, vpa, mobileNo) and ACCOUNT_IFSC (details: name, account, ifsc); the sample
// requests are juspay/juspay-sdk-integration-demo payout-api/order-create/upi.sh and account-ifsc.sh.
const upiBeneficiary = z.strictObject({
  type: z.literal('UPI_ID'),
  details: z.strictObject({
    name: z.string().min(1),
    vpa: z.string().regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/, 'not a UPI id'),
    mobileNo: z.string().optional(),
  }),
});
const accountBeneficiary = z.strictObject({
  type: z.literal('ACCOUNT_IFSC'),
  details: z.strictObject({
    name: z.string().min(1),
    account: z.string().regex(/^[0-9]{6,18}$/, 'not a bank account number'),
    ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'not an IFSC'),
  }),
});

export const payoutFulfillmentRequest = z.strictObject({
  preferredMethodList: z.array(z.string()).optional(),
  amount: rupees,
  beneficiaryDetails: z.discriminatedUnion('type', [upiBeneficiary, accountBeneficiary]),
  additionalInfo: z.strictObject({ remark: z.string().max(100).optional() }).optional(),
  ...udfs,
});

export const payoutOrderRequest = z
  .strictObject({
    orderId: z
      .string()
      .min(4)
      .max(64)
      .regex(/^[A-Za-z0-9_@-]+$/, 'letters, digits, _, - and @ only'),
    amount: rupees,
    customerId: z.string().min(1).max(64),
    customerPhone: z.string().min(1),
    customerEmail: z.string().min(1),
    type: z.literal('FULFILL_ONLY'),
    fulfillments: z.array(payoutFulfillmentRequest).min(1),
    ...udfs,
  })
  .refine((order) => Math.round(order.amount * 100) === order.fulfillments.reduce((sum, f) => sum + Math.round(f.amount * 100), 0), {
    message: 'the order amount must equal the sum of the fulfillment amounts',
    path: ['amount'],
  });
export type PayoutOrderRequest = z.infer<typeof payoutOrderRequest>;
export type PayoutBeneficiaryRequest = z.infer<typeof payoutFulfillmentRequest>['beneficiaryDetails'];

// https://juspay.io/in/docs/api-reference/docs/express-checkout/create-order-api: a form post;
// order_id is "alphanumeric with character length less than 21".
export const paymentOrderRequest = z.strictObject({
  order_id: z.string().regex(/^[A-Za-z0-9]{1,21}$/, 'at most 21 letters and digits'),
  amount: rupeesText,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  customer_id: z.string().min(1).max(128),
  customer_email: z.string().max(300).optional(),
  customer_phone: z.string().max(300).optional(),
  return_url: z.url().max(255),
  description: z.string().optional(),
  ...udfs,
});
export type PaymentOrderRequest = z.infer<typeof paymentOrderRequest>;

// https://juspay.io/in/docs/api-reference/docs/express-checkout/refund-order-api: unique_request_id
// (our refund id, at most 255 characters) and amount.
export const refundRequest = z.strictObject({
  unique_request_id: z.string().min(1).max(255),
  amount: rupeesText,
});
