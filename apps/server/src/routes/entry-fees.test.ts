import { describe, expect, it } from 'vitest';
import {
  entryFeeResponse,
  managedEntryFeeResponse,
  managedEntryFeesResponse,
  managedPlayersResponse,
  playerDetailsResponse,
  publicPlayersResponse,
  splitTournamentResponse,
  tournamentResponse,
  type EntryFee,
} from '@kingside/contract';
import { sandboxRules } from '../integrations/payments/sandbox.js';
import { reconcileEntryFees } from '../services/entry-fees/reconcile.js';
import { pollMs } from '../services/core/provider-poll.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

// The sandbox provider (the default): a payment is charged 2 s after its order, unless its paise
// are 99 (refused by the bank); the test clock decides when those 2 s have passed.
describe.each(testDatabaseKinds)('entry fees on %s (sandbox provider)', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const oscar = useAccount(t, 'organiser', 'Oscar Other');
  const pia = useAccount(t, 'player', 'Pia Player');
  const paul = useAccount(t, 'player', 'Paul Player');
  const ada = useAccount(t, 'admin', 'Ada Admin');
  const { create, add, api } = organiserOf(t, olga);

  const feeTournament = (entryFee: number) => create({ name: 'Fee Open', rounds: 5, enable_registration: true, entryFee });
  const register = async (who: Account, tournamentId: string, body: unknown = { rating: 1500 }) => {
    const answer = await as(t, who).post(`/api/entry-fees/register/${tournamentId}`, body);
    expectOk(answer, 201);
    return entryFeeResponse.parse(answer.body);
  };
  const fees = async (tournamentId: string) => managedEntryFeesResponse.parse((await api.get(`/api/entry-fees/tournament/${tournamentId}`)).body).data;
  const publicNames = async (tournamentId: string) =>
    publicPlayersResponse.parse((await as(t).get(`/api/players/${tournamentId}`)).body).data.map((p) => p.name);
  const comeBack = async (who: Account, fee: EntryFee) => {
    const answer = await as(t, who).get(`/api/entry-fees/order/${fee.order?.orderId}`);
    expectOk(answer);
    return entryFeeResponse.parse(answer.body);
  };

  it('registers awaiting payment with a payment order, and confirms the entry once the order is charged', async () => {
    const id = await feeTournament(250.5);
    const { message, data: fee } = await register(pia, id);
    expect(message).toBe('You are registered: pay the entry fee to confirm your place');
    // ₹250.50 is kept as 25050 paise: minor units from here on.
    expect(fee).toMatchObject({ tournamentId: id, name: 'Pia Player', status: 'awaiting_payment', amount: 25050, currency: 'INR' });
    expect(fee.order).toMatchObject({ attempt: 1, status: 'NEW', outcome: 'pending', amount: 25050 });
    expect(fee.order?.orderId).toMatch(/^[a-z0-9]{1,20}$/);
    // The sandbox has no payment page: it sends the player straight back to the tournament's page.
    expect(fee.order?.paymentUrl).toBe(`http://localhost:80/tournaments/${id}?entryFeeOrder=${fee.order?.orderId}`);
    expect(await publicNames(id)).toEqual([]);
    expect((await fees(id)).map((f) => [f.name, f.status])).toEqual([['Pia Player', 'awaiting_payment']]);

    expect((await comeBack(pia, fee)).data).toMatchObject({ status: 'awaiting_payment', order: { status: 'PENDING_VBV', outcome: 'pending' } });
    t.clock.advance(sandboxRules.settleMs);
    const paid = await comeBack(pia, fee);
    expect(paid.data).toMatchObject({ status: 'paid', order: { status: 'CHARGED', outcome: 'success', paymentUrl: null } });
    expect(await publicNames(id)).toEqual(['Pia Player']);
    const [row] = await fees(id);
    expect(row).toMatchObject({ status: 'paid', paidHow: 'provider', confirmedBy: null, paidAt: t.clock.now().toISOString() });
    // Asking again changes nothing.
    expect((await comeBack(pia, fee)).data.status).toBe('paid');
  });

  it('keeps a refused payment awaiting, says so, and pays with a new order', async () => {
    // 99 paise: the sandbox's bank refuses it.
    const id = await feeTournament(100.99);
    const { data: fee } = await register(pia, id);
    t.clock.advance(sandboxRules.settleMs);
    const refused = await comeBack(pia, fee);
    expect(refused.message).toBe('The payment did not go through: your registration still awaits payment; pay again');
    expect(refused.data).toMatchObject({ status: 'awaiting_payment', order: { status: 'AUTHORIZATION_FAILED', outcome: 'failure', paymentUrl: null } });
    expect(await publicNames(id)).toEqual([]);

    const again = entryFeeResponse.parse((await as(t, pia).post(`/api/entry-fees/pay/${fee.entryId}`)).body).data;
    expect(again.order).toMatchObject({ attempt: 2, outcome: 'pending' });
    expect(again.order?.orderId).not.toBe(fee.order?.orderId);
    // While the new order may still be paid, paying again answers that same order.
    const same = entryFeeResponse.parse((await as(t, pia).post(`/api/entry-fees/pay/${fee.entryId}`)).body).data;
    expect(same.order?.orderId).toBe(again.order?.orderId);
    expect((await fees(id))[0].orders.map((o) => [o.attempt, o.status])).toEqual([
      [2, 'PENDING_VBV'],
      [1, 'AUTHORIZATION_FAILED'],
    ]);
    expectFailure(await as(t, paul).post(`/api/entry-fees/pay/${fee.entryId}`), 403, 'Only the player who registered pays their entry fee');
  });

  it('leaves unpaid registrations out of the pairing and the initial order (C.04.2)', async () => {
    const id = await feeTournament(100);
    await add(id, { name: 'Anna', rating: 1400 });
    await add(id, { name: 'Boris', rating: 1300 });
    const { data: unpaid } = await register(pia, id, { rating: 2400 });
    const { data: paying } = await register(paul, id, { rating: 1200 });
    t.clock.advance(sandboxRules.settleMs);
    await comeBack(paul, paying);
    // Pia (2400) has not paid: Anna, Boris and Paul are numbered 1–3 without her.
    const entries = managedPlayersResponse.parse((await api.get(`/api/players/entries/${id}`)).body).data;
    expect(entries.map((p) => [p.pairingNumber, p.name])).toEqual([
      [1, 'Anna'],
      [2, 'Boris'],
      [3, 'Paul Player'],
    ]);
    const round = await organiserOf(t, olga).pair(id, 1);
    const seated = round.rows.flatMap((row) => [row.player.name, row.opponent?.name].filter(Boolean));
    expect(seated.sort()).toEqual(['Anna', 'Boris', 'Paul Player']);
    // Nor can she be handled as a player meanwhile.
    expectFailure(await api.patch('/api/players/withdraw-player', { playerId: unpaid.entryId }), 404, 'Player not found');
    expectFailure(await as(t).get(`/api/players/details?query=${unpaid.entryId}`), 404, 'Player not found');
  });

  it('counts and splits only the players who paid; unpaid registrations stay in section 1', async () => {
    const id = await feeTournament(100);
    for (const [name, rating] of [
      ['A', 2000],
      ['B', 1900],
      ['C', 1800],
      ['D', 1700],
    ] as const)
      await add(id, { name, rating });
    const { data: unpaid } = await register(pia, id, { rating: 1750 });
    const tournament = tournamentResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
    expect(tournament.playerCount).toBe(4);
    const split = await api.post(`/api/tournament/split-tournament/${id}`, { groups: 2 });
    expectOk(split);
    const [first, second] = splitTournamentResponse.parse(split.body).data;
    expect([first.playerCount, second.playerCount]).toEqual([2, 2]);
    const entriesOf = async (tournamentId: string) =>
      managedPlayersResponse.parse((await api.get(`/api/players/entries/${tournamentId}`)).body).data.map((p) => [p.pairingNumber, p.name]);
    expect(await entriesOf(first.id)).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(await entriesOf(second.id)).toEqual([
      [1, 'C'],
      [2, 'D'],
    ]);
    expect((await fees(first.id)).map((f) => f.entryId)).toEqual([unpaid.entryId]);
    await api.post(`/api/entry-fees/confirm/${unpaid.entryId}`, { reason: 'Cash at the hall' });
    expect(await entriesOf(first.id)).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'Pia Player'],
    ]);
  });

  it('makes a fee paid after round 1 was paired a late entry: the missed round scores a zero-point bye', async () => {
    const id = await feeTournament(100);
    await add(id, { name: 'Anna', rating: 1400 });
    await add(id, { name: 'Boris', rating: 1300 });
    const { data: fee } = await register(pia, id, { rating: 2400 });
    await organiserOf(t, olga).pair(id, 1);
    t.clock.advance(sandboxRules.settleMs);
    expect((await comeBack(pia, fee)).data.status).toBe('paid');
    const entries = managedPlayersResponse.parse((await api.get(`/api/players/entries/${id}`)).body).data;
    // As any late entry before round 4 is paired (C.04.2), she takes her place in the initial order.
    expect(entries.map((p) => [p.pairingNumber, p.name, p.joinedRound])).toEqual([
      [1, 'Pia Player', 2],
      [2, 'Anna', 1],
      [3, 'Boris', 1],
    ]);
    const card = playerDetailsResponse.parse((await as(t).get(`/api/players/details?query=${fee.entryId}`)).body).data;
    expect(card.rounds).toMatchObject([{ round: 1, kind: 'zero_point_bye', points: 0 }]);
  });

  it('takes no late fee once the tournament takes no more players (a round robin under way)', async () => {
    const id = await create({ name: 'Fee Round Robin', system: 'round_robin', enable_registration: true, entryFee: 100 });
    await add(id, { name: 'Anna', rating: 1400 });
    await add(id, { name: 'Boris', rating: 1300 });
    const { data: fee } = await register(pia, id);
    await organiserOf(t, olga).pair(id, 1);
    const closed = 'A round robin takes no players once round 1 is paired; revert round 1 first';
    expectFailure(await api.post(`/api/entry-fees/confirm/${fee.entryId}`, { reason: 'Cash at the hall' }), 409, closed);
    expectFailure(await as(t, pia).post(`/api/entry-fees/pay/${fee.entryId}`), 409, closed);
    expect((await fees(id))[0].status).toBe('awaiting_payment');
  });

  it('asks the provider about unsettled payments on its own, once a poll interval, while they await payment', async () => {
    const id = await feeTournament(120);
    const { data: fee } = await register(pia, id);
    const { data: refused } = await register(paul, await feeTournament(120.99));
    const ours = [fee.order?.orderId, refused.order?.orderId];
    // Other tests' registrations may be asked about too: only these two are looked at.
    const checked = async () => (await reconcileEntryFees(t.app.ctx)).filter((orderId) => ours.includes(orderId));
    // Just made: not asked yet.
    expect(await checked()).toEqual([]);
    t.clock.advance(pollMs(t.app.ctx));
    expect((await checked()).sort()).toEqual([...ours].sort());
    expect((await fees(id))[0]).toMatchObject({ status: 'paid', paidHow: 'provider' });
    // Settled (paid, or refused until the player pays again): nothing more to ask.
    t.clock.advance(pollMs(t.app.ctx));
    expect(await checked()).toEqual([]);
  });

  it('lets the organiser confirm a payment in hand, with the reason and their name', async () => {
    const id = await feeTournament(300);
    const { data: fee } = await register(pia, id);
    expectFailure(await api.post(`/api/entry-fees/confirm/${fee.entryId}`, {}), 400, /^reason: /, 'reason');
    expectFailure(await as(t, oscar).post(`/api/entry-fees/confirm/${fee.entryId}`, { reason: 'Cash' }), 403, 'You do not manage this tournament');
    expectFailure(await as(t, pia).post(`/api/entry-fees/confirm/${fee.entryId}`, { reason: 'Cash' }), 403);
    expectFailure(await as(t).post(`/api/entry-fees/confirm/${fee.entryId}`, { reason: 'Cash' }), 401);
    expect((await fees(id))[0].status).toBe('awaiting_payment');

    const answer = await api.post(`/api/entry-fees/confirm/${fee.entryId}`, { reason: 'Paid ₹300 cash at the hall, receipt 17' });
    expectOk(answer);
    expect(managedEntryFeeResponse.parse(answer.body).data).toMatchObject({
      status: 'paid',
      paidHow: 'organiser',
      confirmedBy: 'Olga Organiser',
      confirmReason: 'Paid ₹300 cash at the hall, receipt 17',
    });
    expect(await publicNames(id)).toEqual(['Pia Player']);
    expectFailure(await api.post(`/api/entry-fees/confirm/${fee.entryId}`, { reason: 'Again' }), 409, 'This entry fee is already paid');
    // The order charged later (she paid online as well) changes nothing more: the fee stays paid in hand.
    t.clock.advance(sandboxRules.settleMs);
    expect((await comeBack(pia, fee)).data).toMatchObject({ status: 'paid', order: { status: 'CHARGED' } });
    expect((await fees(id))[0]).toMatchObject({ paidHow: 'organiser' });
  });

  it('refunds a withdrawn player before round 1, once, when the organiser says so', async () => {
    const id = await feeTournament(500);
    const { data: fee } = await register(pia, id);
    t.clock.advance(sandboxRules.settleMs);
    await comeBack(pia, fee);
    const refund = (who: Account | undefined, body: unknown = { reason: 'Ill, withdrew before round 1' }) =>
      as(t, who).post(`/api/entry-fees/refund/${fee.entryId}`, body);
    expectFailure(await refund(olga), 409, 'Withdraw Pia Player first: entry fees are refunded on withdrawal');
    expectOk(await api.patch('/api/players/withdraw-player', { playerId: fee.entryId }));
    expectFailure(await refund(olga, {}), 400, /^reason: /, 'reason');
    expectFailure(await refund(oscar), 403, 'You do not manage this tournament');
    expectFailure(await refund(pia), 403);
    expectFailure(await refund(undefined), 401);

    const answer = await refund(olga);
    expectOk(answer);
    const refunded = managedEntryFeeResponse.parse(answer.body).data;
    expect(refunded).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'SUCCESS', amount: 50000, reason: 'Ill, withdrew before round 1', inHand: false }],
    });
    // Asked twice, refunded once.
    const twice = managedEntryFeeResponse.parse((await refund(olga)).body).data;
    expect(twice.refunds).toHaveLength(1);
    // Refunded, she cannot be brought back without paying.
    expectFailure(
      await api.patch('/api/players/withdraw-player', { playerId: fee.entryId }),
      409,
      "Pia Player's entry fee was refunded, so they cannot come back into the tournament",
    );
  });

  it('refunds no one once round 1 is paired', async () => {
    const id = await feeTournament(200);
    await add(id, { name: 'Anna', rating: 1400 });
    const { data: fee } = await register(pia, id);
    await api.post(`/api/entry-fees/confirm/${fee.entryId}`, { reason: 'Cash at the hall' });
    await organiserOf(t, olga).pair(id, 1);
    expectOk(await api.patch('/api/players/withdraw-player', { playerId: fee.entryId }));
    expectFailure(
      await api.post(`/api/entry-fees/refund/${fee.entryId}`, { reason: 'Left' }),
      409,
      'Round 1 is paired: entry fees are refunded only on withdrawal before round 1',
    );
  });

  it('refuses what it should: free tournaments, twice, the old registration route, strangers', async () => {
    const free = await create({ name: 'Free Open', rounds: 5, enable_registration: true });
    expectFailure(
      await as(t, pia).post(`/api/entry-fees/register/${free}`, { rating: 1500 }),
      409,
      'This tournament charges no entry fee: register without paying',
    );
    const id = await feeTournament(30);
    expectFailure(
      await as(t, pia).post(`/api/players/register/${id}`, { rating: 1500 }),
      409,
      'This tournament charges an entry fee of ₹30: register through the entry-fee registration, which takes the payment',
    );
    expectFailure(await as(t, pia).post(`/api/entry-fees/register/${id}`, { rating: 'high' }), 400, /^rating: /, 'rating');
    expectFailure(await as(t).post(`/api/entry-fees/register/${id}`, { rating: 1500 }), 401);
    expectFailure(await as(t).get(`/api/entry-fees/mine/${id}`), 401);
    expect(await fees(id)).toEqual([]);
    const { data: fee } = await register(pia, id);
    expectFailure(
      await as(t, pia).post(`/api/entry-fees/register/${id}`, { rating: 1500 }),
      409,
      'You are registered and your entry fee awaits payment: pay it from the tournament page',
    );
    expectFailure(await as(t, paul).get(`/api/entry-fees/order/${fee.order?.orderId}`), 403);
    expectFailure(await as(t).get(`/api/entry-fees/order/${fee.order?.orderId}`), 401);
    expectFailure(await as(t).post(`/api/entry-fees/pay/${fee.entryId}`), 401);
    expectFailure(await as(t, oscar).get(`/api/entry-fees/order/${fee.order?.orderId}`), 403);
    expectOk(await api.get(`/api/entry-fees/order/${fee.order?.orderId}`));
    expectOk(await as(t, ada).get(`/api/entry-fees/tournament/${id}`));
    expectOk(await as(t, ada).get(`/api/entry-fees/order/${fee.order?.orderId}`));
    expectFailure(await as(t, oscar).get(`/api/entry-fees/tournament/${id}`), 403, 'You do not manage this tournament');
    expectFailure(await as(t, pia).get(`/api/entry-fees/tournament/${id}`), 403);
    expectFailure(await as(t).get(`/api/entry-fees/tournament/${id}`), 401);
    expectFailure(await as(t, pia).get('/api/entry-fees/order/not-an-order!'), 400, /^orderId: /, 'orderId');
    const docs = (await as(t).get('/api/docs/json')).body as { paths: Record<string, unknown> };
    expect(
      Object.keys(docs.paths)
        .filter((path) => path.startsWith('/api/entry-fees/'))
        .sort(),
    ).toEqual([
      '/api/entry-fees/confirm/{entryId}',
      '/api/entry-fees/mine/{tournamentId}',
      '/api/entry-fees/order/{orderId}',
      '/api/entry-fees/pay/{entryId}',
      '/api/entry-fees/refund/{entryId}',
      '/api/entry-fees/register/{tournamentId}',
      '/api/entry-fees/tournament/{tournamentId}',
    ]);
    const mine = entryFeeResponse.parse((await as(t, pia).get(`/api/entry-fees/mine/${id}`)).body).data;
    expect(mine.entryId).toBe(fee.entryId);
    expectFailure(await as(t, paul).get(`/api/entry-fees/mine/${id}`), 404, 'You have no registration with an entry fee in this tournament');
  });
});
