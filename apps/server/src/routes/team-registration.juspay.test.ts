import { describe, expect, it, vi } from 'vitest';
import {
  managedTeamEntryFeeResponse,
  managedTeamsResponse,
  myTeamsResponse,
  registeredTeamResponse,
  teamEntryFeeResponse,
  teamsResponse,
  type TeamEntryFee,
} from '@kingside/contract';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { testDatabaseKinds } from '../test-support/index.js';
import { useAppOnFakeJuspay } from '../test-support/fake-juspay.js';

// A team's entry fee through Juspay's order API, spoken over HTTP to the fake Juspay, whose webhooks settle it.
describe.each(testDatabaseKinds)('team entry fees through the fake Juspay on %s', (kind) => {
  const { fake, t } = useAppOnFakeJuspay(kind, { timeoutMs: 1_000 });
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const cara = useAccount(t, 'player', 'Cara Captain');

  const league = () =>
    organiserOf(t, olga).create({ name: 'Juspay League', system: 'team_swiss', rounds: 5, boards: 2, enable_registration: true, entryFee: 500 });
  const register = async (tournamentId: string) => {
    const answer = await as(t, cara).post(`/api/tournament/${tournamentId}/team-registration`, { name: 'Knights' });
    expectOk(answer, 201);
    return registeredTeamResponse.parse(answer.body).data.fee as TeamEntryFee;
  };
  const feeStatuses = async (tournamentId: string) =>
    managedTeamsResponse.parse((await as(t, olga).get(`/api/tournament/${tournamentId}/teams/managed`)).body).data.teams.map((team) => team.feeStatus);
  const publicNames = async (tournamentId: string) =>
    teamsResponse.parse((await as(t).get(`/api/tournament/${tournamentId}/teams`)).body).data.teams.map((team) => team.name);
  /** The captain pays on Juspay's payment page; the webhook it sends meanwhile is waited for. */
  const payOnPage = async (fee: TeamEntryFee, outcome: 'pay' | 'fail' = 'pay') => {
    const sent = fake.control.webhooks.length;
    const answer = await fetch(fee.paymentUrl as string, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    await vi.waitFor(() => expect(fake.control.webhooks.length).toBeGreaterThan(sent), { timeout: 5_000 });
    return new URL(answer.headers.get('location') as string);
  };

  it('settles the team’s fee by the webhook alone, before the captain comes back, and a replay changes nothing', async () => {
    const id = await league();
    const fee = await register(id);
    expect(fee).toMatchObject({ status: 'awaiting_payment', amount: 50000 });
    expect(await feeStatuses(id)).toEqual(['awaiting_payment']);
    expect(await publicNames(id)).toEqual([]);
    const back = await payOnPage(fee);
    expect(back.pathname).toBe('/my-teams');
    expect(fake.control.webhooks.at(-1)).toMatchObject({ responseStatus: 200, body: { event_name: 'ORDER_SUCCEEDED' } });
    // Nobody asked My teams: the webhook paid the fee.
    expect(await feeStatuses(id)).toEqual(['paid']);
    expect(await publicNames(id)).toEqual(['Knights']);
    await fake.control.replayLastWebhook();
    expect(fake.control.webhooks.at(-1)).toMatchObject({ responseStatus: 200 });
    expect(await feeStatuses(id)).toEqual(['paid']);
    const mine = myTeamsResponse.parse((await as(t, cara).get('/api/my-teams')).body).data.find((m) => m.tournamentId === id);
    expect(mine?.fee).toMatchObject({ status: 'paid', paymentUrl: null });
  });

  it('lets the captain pay again after a refused payment, with a new order, and nobody else', async () => {
    const id = await league();
    const fee = await register(id);
    const managed = managedTeamsResponse.parse((await as(t, olga).get(`/api/tournament/${id}/teams/managed`)).body).data.teams;
    const payUrl = `/api/tournament/${id}/teams/${managed[0].id}/fee-payment`;
    // While the first order may still be paid, paying answers it.
    const same = await as(t, cara).post(payUrl);
    expectOk(same);
    expect(teamEntryFeeResponse.parse(same.body).data.paymentUrl).toBe(fee.paymentUrl);
    await payOnPage(fee, 'fail');
    expect(await feeStatuses(id)).toEqual(['awaiting_payment']);
    const refused = myTeamsResponse.parse((await as(t, cara).get('/api/my-teams')).body).data.find((m) => m.tournamentId === id);
    expect(refused?.fee).toMatchObject({ status: 'awaiting_payment', paymentUrl: null });
    expectFailure(await as(t, olga).post(payUrl), 403, "Only the team's captain pays its entry fee");
    // Juspay down: 503, and no new order.
    fake.control.failNext(1);
    expectFailure(await as(t, cara).post(payUrl), 503, /Nothing was changed; try again in a few minutes\.$/);
    const again = await as(t, cara).post(payUrl);
    expectOk(again);
    const second = teamEntryFeeResponse.parse(again.body).data;
    expect(second).toMatchObject({ status: 'awaiting_payment' });
    expect(second.paymentUrl).not.toBe(fee.paymentUrl);
    await payOnPage(second);
    expect(await feeStatuses(id)).toEqual(['paid']);
    expect(await publicNames(id)).toEqual(['Knights']);
    // Paid, paying again answers the paid fee and makes no order.
    expect(teamEntryFeeResponse.parse((await as(t, cara).post(payUrl)).body).data).toMatchObject({ status: 'paid', paymentUrl: null });
  });

  it('refunds a withdrawn team through Juspay under our refund id, once; Juspay down changes nothing', async () => {
    const id = await league();
    const fee = await register(id);
    await payOnPage(fee);
    const [team] = managedTeamsResponse.parse((await as(t, olga).get(`/api/tournament/${id}/teams/managed`)).body).data.teams;
    expectOk(await as(t, olga).patch(`/api/tournament/${id}/teams/${team.id}`, { withdrawn: true }));
    const refundUrl = `/api/tournament/${id}/teams/${team.id}/fee-refund`;
    fake.control.failNext(1);
    expectFailure(await as(t, olga).post(refundUrl, { reason: 'Withdrew before round 1' }), 503, /Nothing was changed/);
    expect(await feeStatuses(id)).toEqual(['paid']);
    const answer = await as(t, olga).post(refundUrl, { reason: 'Withdrew before round 1' });
    expectOk(answer);
    // Juspay refunds asynchronously: accepted, pending.
    const refunded = managedTeamEntryFeeResponse.parse(answer.body).data;
    expect(refunded).toMatchObject({ status: 'refunded', paidHow: 'provider', refunds: [{ status: 'PENDING', amount: 50000, inHand: false }] });
    expect(refunded.refunds[0].refundId).toBe(`${refunded.orders[0].orderId}r1`);
    const again = managedTeamEntryFeeResponse.parse((await as(t, olga).post(refundUrl, { reason: 'Again' })).body).data;
    expect(again.refunds).toHaveLength(1);
  });
});
