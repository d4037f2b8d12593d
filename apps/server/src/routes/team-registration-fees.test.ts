import { describe, expect, it } from 'vitest';
import {
  managedTeamEntryFeeResponse,
  managedTeamEntryFeesResponse,
  managedTeamResponse,
  myTeamsResponse,
  registeredTeamResponse,
  teamEntryFeeResponse,
  teamsResponse,
  type RegisteredTeam,
} from '@kingside/contract';
import { sandboxRules } from '../integrations/payments/sandbox.js';
import { pollMs } from '../services/core/provider-poll.js';
import { reconcileTeamFees } from '../services/team-registration/reconcile.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

// The organiser's side of team entry fees (the sandbox provider: a payment is charged 2 s after its order unless
// its paise are 99, refused by the bank; a refund of a charged order succeeds at once).
describe.each(testDatabaseKinds)('team entry fees kept by the organiser on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const oscar = useAccount(t, 'organiser', 'Oscar Other');
  const cara = useAccount(t, 'player', 'Cara Captain');
  const carl = useAccount(t, 'player', 'Carl Captain');
  const ada = useAccount(t, 'admin', 'Ada Admin');
  const organiser = organiserOf(t, olga);
  const { create, add, api } = organiser;

  const league = (entryFee = 500, extra: Record<string, unknown> = {}) =>
    create({ name: 'Fee League', system: 'team_swiss', rounds: 5, boards: 2, enable_registration: true, entryFee, ...extra });
  const register = async (who: Account, id: string, name: string): Promise<RegisteredTeam> => {
    const answer = await as(t, who).post(`/api/tournament/${id}/team-registration`, { name });
    expectOk(answer, 201);
    return registeredTeamResponse.parse(answer.body).data;
  };
  const fees = async (id: string, who: Account = olga) => {
    const answer = await as(t, who).get(`/api/tournament/${id}/team-fees`);
    expectOk(answer);
    return managedTeamEntryFeesResponse.parse(answer.body).data;
  };
  const publicNames = async (id: string) => teamsResponse.parse((await as(t).get(`/api/tournament/${id}/teams`)).body).data.teams.map((team) => team.name);
  const confirm = (who: Account | undefined, id: string, teamId: string, body: unknown = { reason: 'Cash at the hall, receipt 17' }) =>
    as(t, who).post(`/api/tournament/${id}/teams/${teamId}/fee-confirmation`, body);
  const refund = (who: Account | undefined, id: string, teamId: string, body: unknown = { reason: 'Withdrew before round 1' }) =>
    as(t, who).post(`/api/tournament/${id}/teams/${teamId}/fee-refund`, body);
  const withdraw = (id: string, teamId: string, withdrawn = true) => api.patch(`/api/tournament/${id}/teams/${teamId}`, { withdrawn });
  const myTeam = async (who: Account, id: string) =>
    myTeamsResponse.parse((await as(t, who).get('/api/my-teams')).body).data.find((team) => team.tournamentId === id);
  /** Two players on the team's roster, so the team may be paired. */
  const twoPlayers = async (id: string, teamId: string, name: string) => {
    const entryIds = [];
    for (const board of [1, 2]) entryIds.push((await add(id, { name: `${name} ${board}`, rating: 2000 - board })).uuid);
    expectOk(await api.put(`/api/tournament/${id}/teams/${teamId}/roster`, { entryIds }));
  };

  it("lists each team's fee to its managers: awaiting first, then paid, with the orders", async () => {
    const id = await league();
    const knights = await register(cara, id, 'Knights');
    t.clock.advance(sandboxRules.settleMs);
    expectOk(await as(t, cara).get('/api/my-teams'));
    const rooks = await register(carl, id, 'Rooks');
    const list = await fees(id);
    expect(list.map((f) => [f.teamName, f.captain, f.status, f.paidHow])).toEqual([
      ['Rooks', 'Carl Captain', 'awaiting_payment', null],
      ['Knights', 'Cara Captain', 'paid', 'provider'],
    ]);
    expect(list[0]).toMatchObject({ teamId: rooks.team.id, amount: 50000, currency: 'INR', withdrawn: false, refunds: [] });
    expect(list[0].paymentUrl).toBe(rooks.fee?.paymentUrl);
    expect(list[1]).toMatchObject({ teamId: knights.team.id, paidAt: t.clock.now().toISOString(), confirmedBy: null, paymentUrl: null });
    expect(list[1].orders.map((o) => [o.attempt, o.outcome])).toEqual([[1, 'success']]);
    expect(await fees(id, ada)).toEqual(list);
    expectFailure(await as(t, oscar).get(`/api/tournament/${id}/team-fees`), 403, 'You do not manage this tournament');
    expectFailure(await as(t, cara).get(`/api/tournament/${id}/team-fees`), 403);
    expectFailure(await as(t).get(`/api/tournament/${id}/team-fees`), 401);
    const open = await create({ name: 'Individual Open', rounds: 5 });
    expectFailure(await api.get(`/api/tournament/${open}/team-fees`), 409, 'Individual Open is not a team event: it has players, not teams');
  });

  it('confirms a fee paid in hand with the reason beside the organiser’s name: the team is entered as after paying online', async () => {
    const id = await league();
    const { team } = await register(cara, id, 'Knights');
    expect(await publicNames(id)).toEqual([]);
    expectFailure(await confirm(olga, id, team.id, {}), 400, /^reason: /, 'reason');
    expectFailure(await confirm(olga, id, team.id, { reason: 'ok' }), 400, 'reason: Give the reason for the confirmation', 'reason');
    expectFailure(await confirm(oscar, id, team.id), 403, 'You do not manage this tournament');
    expectFailure(await confirm(cara, id, team.id), 403);
    expectFailure(await confirm(undefined, id, team.id), 401);
    expect((await fees(id))[0].status).toBe('awaiting_payment');

    const answer = await confirm(olga, id, team.id);
    expectOk(answer);
    expect(managedTeamEntryFeeResponse.parse(answer.body)).toMatchObject({
      message: "Knights's entry fee is confirmed paid in hand",
      data: { status: 'paid', paidHow: 'organiser', confirmedBy: 'Olga Organiser', confirmReason: 'Cash at the hall, receipt 17', paymentUrl: null },
    });
    expect(await publicNames(id)).toEqual(['Knights']);
    expect((await myTeam(cara, id))?.fee).toMatchObject({ status: 'paid', paidHow: 'organiser', paymentUrl: null });
    expectFailure(await confirm(olga, id, team.id), 409, "Knights's entry fee is already paid");
    // The captain's own payment page, still open, is no longer offered; paying answers the paid fee.
    const paid = await as(t, cara).post(`/api/tournament/${id}/teams/${team.id}/fee-payment`);
    expect(teamEntryFeeResponse.parse(paid.body).data).toMatchObject({ status: 'paid', paymentUrl: null });
  });

  it('answers 404 for a team that pays no fee and for a team of another tournament', async () => {
    const id = await league();
    const entered = managedTeamResponse.parse((await api.post(`/api/tournament/${id}/teams`, { name: 'Bishops' })).body).data;
    expectFailure(await confirm(olga, id, entered.id), 404, 'Bishops pays no entry fee');
    expectFailure(await refund(olga, id, entered.id), 404, 'Bishops pays no entry fee');
    const other = await league();
    const { team } = await register(cara, other, 'Knights');
    expectFailure(await confirm(olga, id, team.id), 404);
  });

  it('refunds a withdrawn team’s fee paid online before round 1, once, and the team cannot come back', async () => {
    const id = await league();
    const { team } = await register(cara, id, 'Knights');
    expectFailure(await refund(olga, id, team.id), 409, 'Knights has not paid the entry fee; there is nothing to refund');
    t.clock.advance(sandboxRules.settleMs);
    expectOk(await as(t, cara).get('/api/my-teams'));
    expectFailure(await refund(olga, id, team.id), 409, 'Withdraw Knights first: entry fees are refunded on withdrawal');
    expectOk(await withdraw(id, team.id));
    expectFailure(await refund(olga, id, team.id, {}), 400, /^reason: /, 'reason');
    expectFailure(await refund(oscar, id, team.id), 403, 'You do not manage this tournament');
    expectFailure(await refund(cara, id, team.id), 403);
    expectFailure(await refund(undefined, id, team.id), 401);

    const answer = await refund(olga, id, team.id);
    expectOk(answer);
    const refunded = managedTeamEntryFeeResponse.parse(answer.body).data;
    expect(refunded).toMatchObject({ status: 'refunded', refunds: [{ status: 'SUCCESS', amount: 50000, reason: 'Withdrew before round 1', inHand: false }] });
    expect(refunded.refunds[0].refundId).toBe(`${refunded.orders[0].orderId}r1`);
    // Asked twice, refunded once.
    expect(managedTeamEntryFeeResponse.parse((await refund(olga, id, team.id, { reason: 'Again' })).body).data.refunds).toHaveLength(1);
    expectFailure(await withdraw(id, team.id, false), 409, "Knights's entry fee was refunded, so it cannot come back into the tournament", 'withdrawn');
    expectFailure(await confirm(olga, id, team.id), 409, "Knights's entry fee was refunded");
    expect(await myTeam(cara, id)).toMatchObject({ withdrawn: true, fee: { status: 'refunded', paymentUrl: null } });
  });

  it('records a fee paid in hand as cash given back in hand', async () => {
    const id = await league();
    const { team } = await register(cara, id, 'Knights');
    expectOk(await confirm(olga, id, team.id));
    expectOk(await withdraw(id, team.id));
    const answer = await refund(ada, id, team.id, { reason: 'Cash given back at the desk' });
    expectOk(answer);
    expect(managedTeamEntryFeeResponse.parse(answer.body).data).toMatchObject({
      status: 'refunded',
      paidHow: 'organiser',
      refunds: [{ refundId: `${team.id}-hand`, status: 'SUCCESS', inHand: true, reason: 'Cash given back at the desk' }],
    });
  });

  it('refunds no team once round 1 is paired, and confirms a late payment in hand while the Swiss takes late teams', async () => {
    const id = await league();
    const knights = await register(cara, id, 'Knights');
    const rooks = await register(carl, id, 'Rooks');
    expectOk(await confirm(olga, id, knights.team.id));
    const bishops = managedTeamResponse.parse((await api.post(`/api/tournament/${id}/teams`, { name: 'Bishops' })).body).data;
    await twoPlayers(id, knights.team.id, 'Knight');
    await twoPlayers(id, bishops.id, 'Bishop');
    await organiser.pair(id, 1);
    expectOk(await withdraw(id, knights.team.id));
    expectFailure(await refund(olga, id, knights.team.id), 409, 'Round 1 is paired: entry fees are refunded only on withdrawal before round 1');
    // The captain can no longer pay online; the organiser may still take the fee at the hall, as they may enter a late team.
    expectFailure(await as(t, carl).post(`/api/tournament/${id}/teams/${rooks.team.id}/fee-payment`), 409);
    expectOk(await confirm(olga, id, rooks.team.id));
    expect((await publicNames(id)).sort()).toEqual(['Bishops', 'Knights', 'Rooks']);
  });

  it('takes no payment in hand once a team round robin is under way', async () => {
    const id = await league(500, { system: 'team_round_robin', rounds: 3 });
    const knights = await register(cara, id, 'Knights');
    expectOk(await confirm(olga, id, knights.team.id));
    const bishops = managedTeamResponse.parse((await api.post(`/api/tournament/${id}/teams`, { name: 'Bishops' })).body).data;
    const rooks = await register(carl, id, 'Rooks');
    await twoPlayers(id, knights.team.id, 'Knight');
    await twoPlayers(id, bishops.id, 'Bishop');
    await organiser.pair(id, 1);
    expectFailure(await confirm(olga, id, rooks.team.id), 409, 'A team round robin takes no teams once round 1 is paired; revert round 1 first');
    expect((await fees(id)).find((f) => f.teamName === 'Rooks')?.status).toBe('awaiting_payment');
  });

  it('offers the captain to pay again after a refused payment, saying it was refused', async () => {
    const id = await league(500.99);
    const { team, fee } = await register(cara, id, 'Knights');
    expect(fee).toMatchObject({ status: 'awaiting_payment', amount: 50099, order: { attempt: 1, outcome: 'pending' } });
    t.clock.advance(sandboxRules.settleMs);
    expect((await myTeam(cara, id))?.fee).toMatchObject({ status: 'awaiting_payment', paymentUrl: null, order: { attempt: 1, outcome: 'failure' } });
    const again = teamEntryFeeResponse.parse((await as(t, cara).post(`/api/tournament/${id}/teams/${team.id}/fee-payment`)).body).data;
    expect(again).toMatchObject({ status: 'awaiting_payment', order: { attempt: 2, outcome: 'pending' } });
    expect(again.paymentUrl).toEqual(again.order?.paymentUrl);
    expect((await fees(id))[0].orders.map((o) => [o.attempt, o.outcome])).toEqual([
      [2, 'pending'],
      [1, 'failure'],
    ]);
  });

  it('asks the provider about unsettled team payments on its own, once a poll interval, while they await payment', async () => {
    const id = await league(120);
    const paid = await register(cara, id, 'Knights');
    const refused = await register(carl, await league(120.99), 'Rooks');
    const ours = [paid.fee?.order?.orderId, refused.fee?.order?.orderId];
    // Other tests' teams may be asked about too: only these two are looked at.
    const checked = async () => (await reconcileTeamFees(t.app.ctx)).filter((orderId) => ours.includes(orderId));
    // Just made: not asked yet.
    expect(await checked()).toEqual([]);
    t.clock.advance(pollMs(t.app.ctx));
    expect((await checked()).sort()).toEqual([...ours].sort());
    expect((await fees(id))[0]).toMatchObject({ status: 'paid', paidHow: 'provider' });
    // Settled (paid, or refused until the captain pays again): nothing more to ask.
    t.clock.advance(pollMs(t.app.ctx));
    expect(await checked()).toEqual([]);
  });
});
