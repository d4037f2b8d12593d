import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test-support/clock.js';
import { type PayoutRequest, ProviderRejectedError, WebhookRefusedError } from './provider.js';
import { sandboxProvider, sandboxRules } from './sandbox.js';

const secret = 'a-token-secret-of-at-least-32-characters!';

const request = (orderId: string, vpas: string[]): PayoutRequest => ({
  orderId,
  customer: { id: 'organiser-1' },
  fulfillments: vpas.map((vpa, i) => ({ beneficiary: { kind: 'upi', vpa, name: `Winner ${i + 1}` }, amount: 100_000 + i, idempotencyKey: `k${i}` })),
});

describe('the payment sandbox', () => {
  it('pays a normal UPI id after 2 s, fails one ending in @fail after 2 s, and holds one ending in @slow for 30 s', async () => {
    const clock = manualClock();
    const sandbox = sandboxProvider({ secret, clock: clock.now });
    const created = await sandbox.createPayout(request('prize-order-1', ['asha@oksbi', 'nobody@fail', 'patient@slow']));
    expect(created.status).toBe('READY_FOR_FULFILLMENT');
    expect(created.fulfillments.map((f) => [f.status, f.amount, f.idempotencyKey])).toEqual([
      ['CREATED', 100_000, 'k0'],
      ['CREATED', 100_001, 'k1'],
      ['CREATED', 100_002, 'k2'],
    ]);
    const lookup = { orderId: 'prize-order-1', fulfillmentIds: created.fulfillments.map((f) => f.fulfillmentId) };
    const statuses = async () => (await sandbox.payoutStatus(lookup))!.fulfillments.map((f) => f.status);

    clock.advance(sandboxRules.settleMs - 1);
    expect(await statuses()).toEqual(['PENDING', 'PENDING', 'PENDING']);
    clock.advance(1);
    expect(await statuses()).toEqual(['SUCCESS', 'FAILURE', 'PENDING']);
    const settled = await sandbox.payoutStatus(lookup);
    expect(settled?.status).toBe('FULFILLMENTS_SCHEDULED');
    expect(settled?.fulfillments[0].transactionId).toMatch(/^SBX\w{12}$/);
    expect(settled?.fulfillments[1]).toMatchObject({ transactionId: null, failureReason: 'The sandbox fails every UPI id ending in @fail' });

    clock.advance(sandboxRules.slowMs - sandboxRules.settleMs - 1);
    expect(await statuses()).toEqual(['SUCCESS', 'FAILURE', 'PENDING']);
    clock.advance(1);
    expect(await statuses()).toEqual(['SUCCESS', 'FAILURE', 'SUCCESS']);
    expect((await sandbox.payoutStatus(lookup))?.status).toBe('FULFILLED_PARTIALLY');
  });

  it('pays bank accounts after 2 s', async () => {
    const clock = manualClock();
    const sandbox = sandboxProvider({ secret, clock: clock.now });
    const created = await sandbox.createPayout({
      orderId: 'bank-order',
      customer: { id: 'o' },
      fulfillments: [{ beneficiary: { kind: 'bank', account: '026291800001191', ifsc: 'YESB0000262', name: 'Kiran Rao' }, amount: 500, idempotencyKey: 'k' }],
    });
    clock.advance(sandboxRules.settleMs);
    const done = await sandbox.payoutStatus({ orderId: 'bank-order', fulfillmentIds: [created.fulfillments[0].fulfillmentId] });
    expect(done).toMatchObject({ status: 'FULFILLMENTS_SUCCESSFUL', fulfillments: [{ status: 'SUCCESS', amount: 500 }] });
  });

  it('answers the same from a second instance, as after a restart, and nothing for ids it did not sign', async () => {
    const clock = manualClock();
    const before = sandboxProvider({ secret, clock: clock.now });
    const created = await before.createPayout(request('prize-order-2', ['asha@oksbi', 'nobody@fail']));
    const ids = created.fulfillments.map((f) => f.fulfillmentId);
    clock.advance(5_000);

    const after = sandboxProvider({ secret, clock: clock.now });
    const lookup = { orderId: 'prize-order-2', fulfillmentIds: ids };
    expect(await after.payoutStatus(lookup)).toEqual(await before.payoutStatus(lookup));
    expect((await after.payoutStatus(lookup))?.fulfillments.map((f) => f.status)).toEqual(['SUCCESS', 'FAILURE']);

    const otherSecret = sandboxProvider({ secret: `${secret}?`, clock: clock.now });
    expect(await otherSecret.payoutStatus(lookup)).toBeNull();
    expect(await after.payoutStatus({ orderId: 'another-order', fulfillmentIds: ids })).toBeNull();
    const forged = ids[1].replace('.f.', '.n.');
    expect(await after.payoutStatus({ orderId: 'prize-order-2', fulfillmentIds: [ids[0], forged] })).toBeNull();
    expect(await after.payoutStatus({ orderId: 'prize-order-2', fulfillmentIds: [] })).toBeNull();
  });

  it('refuses what Juspay would refuse', async () => {
    const sandbox = sandboxProvider({ secret, clock: manualClock().now });
    const refused = async (change: (r: PayoutRequest) => void) => {
      const r = request('prize-order-3', ['asha@oksbi']);
      change(r);
      return sandbox.createPayout(r).catch((error: unknown) => error);
    };
    expect(await refused((r) => (r.orderId = 'x'))).toBeInstanceOf(ProviderRejectedError);
    expect(await refused((r) => (r.fulfillments[0].amount = 99))).toMatchObject({ message: 'fulfillments.0.amount: whole paise, at least ₹1' });
    expect(await refused((r) => (r.fulfillments[0].beneficiary = { kind: 'upi', vpa: 'no-at-sign', name: 'A' }))).toMatchObject({ httpStatus: 400 });
    expect(await refused((r) => (r.fulfillments = []))).toMatchObject({ message: 'fulfillments: at least one' });
  });

  it('charges entry fees after 2 s unless the paise are 99, and refunds charged ones', async () => {
    const clock = manualClock();
    const sandbox = sandboxProvider({ secret, clock: clock.now });
    const order = (orderId: string, amount: number) =>
      sandbox.createPaymentOrder({ orderId, amount, currency: 'INR', customer: { id: 'p' }, returnUrl: 'https://kingside.test/back' });
    const paid = await order('fee1', 50_000);
    const refused = await order('fee2', 50_099);
    expect(paid).toMatchObject({ status: 'NEW', paymentUrl: 'https://kingside.test/back', amount: 50_000 });
    await expect(sandbox.refund({ orderId: 'fee1', reference: paid.reference, refundId: 'r', amount: 50_000 })).rejects.toThrow(/PENDING_VBV/);

    clock.advance(sandboxRules.settleMs);
    const restarted = sandboxProvider({ secret, clock: clock.now });
    expect(await restarted.paymentStatus({ orderId: 'fee1', reference: paid.reference })).toMatchObject({ status: 'CHARGED', paymentUrl: null });
    expect((await restarted.paymentStatus({ orderId: 'fee2', reference: refused.reference }))?.status).toBe('AUTHORIZATION_FAILED');
    expect(await restarted.paymentStatus({ orderId: 'fee2', reference: paid.reference })).toBeNull();
    expect(await restarted.paymentStatus({ orderId: 'fee1', reference: null })).toBeNull();

    expect(await restarted.refund({ orderId: 'fee1', reference: paid.reference, refundId: 'r1', amount: 20_000 })).toEqual({
      refundId: 'r1',
      status: 'SUCCESS',
      amount: 20_000,
    });
    await expect(restarted.refund({ orderId: 'fee1', reference: paid.reference, refundId: 'r2', amount: 50_001 })).rejects.toThrow(
      /from ₹1 to the amount paid/,
    );
    await expect(restarted.refund({ orderId: 'fee2', reference: refused.reference, refundId: 'r3', amount: 100 })).rejects.toThrow(/AUTHORIZATION_FAILED/);
    await expect(order('this-is-not-a-juspay-order-id', 100)).rejects.toThrow(/order_id/);
  });

  it('has a fixed balance and takes no webhooks', async () => {
    const sandbox = sandboxProvider({ secret, clock: manualClock().now });
    expect(await sandbox.balance()).toEqual({ amount: sandboxRules.balance, currency: 'INR' });
    expect(() => sandbox.readWebhook({ authorization: 'Basic eDp5' }, {})).toThrow(WebhookRefusedError);
  });
});
