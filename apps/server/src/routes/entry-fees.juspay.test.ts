import { describe, expect, it, vi } from 'vitest';
import {
  entryFeeResponse,
  managedEntryFeeResponse,
  managedEntryFeesResponse,
  payoutStatusResponse,
  publicPlayersResponse,
  type EntryFee,
} from '@kingside/contract';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { testDatabaseKinds } from '../test-support/index.js';
import { useAppOnFakeJuspay } from '../test-support/fake-juspay.js';

// Entry fees through Juspay's order API, spoken over HTTP to the fake Juspay (tools/fakes/juspay),
// which checks every request against Juspay's documented fields and posts its webhooks back to the app.
describe.each(testDatabaseKinds)('entry fees through the fake Juspay on %s', (kind) => {
  const { fake, t } = useAppOnFakeJuspay(kind, { timeoutMs: 1_000 });
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const pia = useAccount(t, 'player', 'Pia Player');

  const feeTournament = () => organiserOf(t, olga).create({ name: 'Juspay Open', rounds: 5, enable_registration: true, entryFee: 499 });
  const register = async (who: Account, tournamentId: string) => {
    const answer = await as(t, who).post(`/api/entry-fees/register/${tournamentId}`, { rating: 1600 });
    expectOk(answer, 201);
    return entryFeeResponse.parse(answer.body).data;
  };
  const fees = async (tournamentId: string) => managedEntryFeesResponse.parse((await as(t, olga).get(`/api/entry-fees/tournament/${tournamentId}`)).body).data;
  const publicNames = async (tournamentId: string) =>
    publicPlayersResponse.parse((await as(t).get(`/api/players/${tournamentId}`)).body).data.map((p) => p.name);
  /**
   * The player's browser on Juspay's payment page: pays (or has the bank refuse), and is sent back to
   * us; Juspay's webhook goes out meanwhile, and is waited for (delivered, or dropped on purpose).
   */
  const payOnPage = async (fee: EntryFee, outcome: 'pay' | 'fail') => {
    const sent = fake.control.webhooks.length;
    const answer = await fetch(fee.order?.paymentUrl as string, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    await vi.waitFor(() => expect(fake.control.webhooks.length).toBeGreaterThan(sent), { timeout: 5_000 });
    return new URL(answer.headers.get('location') as string);
  };
  const comeBack = async (fee: EntryFee) => {
    const answer = await as(t, pia).get(`/api/entry-fees/order/${fee.order?.orderId}`);
    expectOk(answer);
    return entryFeeResponse.parse(answer.body);
  };

  it('takes the fee on Juspay’s payment page, and the webhook confirms the registration', async () => {
    const id = await feeTournament();
    const fee = await register(pia, id);
    expect(fee).toMatchObject({ status: 'awaiting_payment', amount: 49900, order: { status: 'NEW', outcome: 'pending' } });
    expect(fee.order?.paymentUrl).toMatch(new RegExp(`^${fake.url}/merchant/pay/`));
    const back = await payOnPage(fee, 'pay');
    expect(back.pathname).toBe(`/tournaments/${id}`);
    expect(back.searchParams.get('entryFeeOrder')).toBe(fee.order?.orderId);
    // The webhook was answered before the player's browser came back: the registration is an entry already.
    expect(fake.control.webhooks.at(-1)).toMatchObject({ responseStatus: 200, body: { event_name: 'ORDER_SUCCEEDED' } });
    expect((await fees(id))[0]).toMatchObject({ status: 'paid', paidHow: 'provider', order: { status: 'CHARGED' } });
    expect(await publicNames(id)).toEqual(['Pia Player']);
    // Delivered again, it changes nothing.
    await fake.control.replayLastWebhook();
    expect((await fees(id)).map((f) => [f.status, f.orders.length])).toEqual([['paid', 1]]);
    // The spec's status call answers the order as an object with fulfillments.
    const status = await as(t, olga).get(`/api/juspay/status/${fee.order?.orderId}`);
    expectOk(status);
    expect(payoutStatusResponse.parse(status.body).data).toMatchObject({
      orderId: fee.order?.orderId,
      tournamentId: id,
      state: 'closed',
      status: 'CHARGED',
      fulfillments: [{ status: 'CHARGED', amount: 49900, playerName: 'Pia Player' }],
    });
  });

  it('confirms by asking Juspay when the webhook is lost', async () => {
    const id = await feeTournament();
    const fee = await register(pia, id);
    fake.control.dropWebhooks(true);
    try {
      await payOnPage(fee, 'pay');
    } finally {
      fake.control.dropWebhooks(false);
    }
    expect((await fees(id))[0].status).toBe('awaiting_payment');
    expect((await comeBack(fee)).data).toMatchObject({ status: 'paid', order: { status: 'CHARGED', outcome: 'success' } });
  });

  it('keeps a refused payment awaiting, with a clear message', async () => {
    const id = await feeTournament();
    const fee = await register(pia, id);
    await payOnPage(fee, 'fail');
    const refused = await comeBack(fee);
    expect(refused.message).toBe('The payment did not go through: your registration still awaits payment; pay again');
    expect(refused.data).toMatchObject({ status: 'awaiting_payment', order: { status: 'AUTHORIZATION_FAILED', outcome: 'failure' } });
    expect(await publicNames(id)).toEqual([]);
    // Juspay down when paying again: 503, and no new order.
    fake.control.failNext(1);
    expectFailure(await as(t, pia).post(`/api/entry-fees/pay/${fee.entryId}`), 503, /Nothing was changed; try again in a few minutes\.$/);
    expect((await fees(id))[0].orders).toHaveLength(1);
    const again = entryFeeResponse.parse((await as(t, pia).post(`/api/entry-fees/pay/${fee.entryId}`)).body).data;
    expect(again.order).toMatchObject({ attempt: 2, status: 'NEW' });
    await payOnPage(again, 'pay');
    expect((await comeBack(again)).data.status).toBe('paid');
  });

  it('changes nothing when Juspay is down, slow (503) or refuses (502), and says so', async () => {
    const id = await feeTournament();
    fake.control.failNext(1, 502);
    const down = expectFailure(await as(t, pia).post(`/api/entry-fees/register/${id}`, { rating: 1600 }), 503);
    expect(down.message).toMatch(/^The payment provider did not answer \(HTTP 502 from POST \/orders\).* Nothing was changed; try again in a few minutes\.$/);
    fake.control.delay(1_500);
    try {
      expectFailure(await as(t, pia).post(`/api/entry-fees/register/${id}`, { rating: 1600 }), 503, /no answer within 1 s/);
    } finally {
      fake.control.delay(0);
    }
    // Refused (a 4xx): its reason, and nothing registered either.
    fake.control.failNext(1, 400);
    expectFailure(await as(t, pia).post(`/api/entry-fees/register/${id}`, { rating: 1600 }), 502, /^The payment provider refused the payment order: /);
    expect(await fees(id)).toEqual([]);
    expect(await publicNames(id)).toEqual([]);
    // Once it answers again, the registration goes through.
    expect((await register(pia, id)).status).toBe('awaiting_payment');
  });

  it('refunds a withdrawn player through Juspay, once', async () => {
    const id = await feeTournament();
    const fee = await register(pia, id);
    await payOnPage(fee, 'pay');
    expectOk(await as(t, olga).patch('/api/players/withdraw-player', { playerId: fee.entryId }));
    fake.control.failNext(1);
    expectFailure(await as(t, olga).post(`/api/entry-fees/refund/${fee.entryId}`, { reason: 'Withdrew before round 1' }), 503);
    expect((await fees(id))[0]).toMatchObject({ status: 'paid', refunds: [] });
    const answer = await as(t, olga).post(`/api/entry-fees/refund/${fee.entryId}`, { reason: 'Withdrew before round 1' });
    expectOk(answer);
    // Juspay refunds asynchronously: accepted, pending.
    expect(managedEntryFeeResponse.parse(answer.body).data).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'PENDING', amount: 49900, inHand: false }],
    });
    expect(
      managedEntryFeeResponse.parse((await as(t, olga).post(`/api/entry-fees/refund/${fee.entryId}`, { reason: 'Again' })).body).data.refunds,
    ).toHaveLength(1);
  });
});
