import { describe, expect, it } from 'vitest';
import {
  entryFeeResponse,
  myRegistrationResponse,
  publicPlayersResponse,
  registrationInfoResponse,
  registrationsOverviewResponse,
  type RegistrationSettingsBody,
} from '@kingside/contract';
import { sandboxRules } from '../integrations/payments/sandbox.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('registering for a tournament on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const oscar = useAccount(t, 'organiser', 'Oscar Other');
  const pia = useAccount(t, 'player', 'Pia Player');
  const paul = useAccount(t, 'player', 'Paul Player');
  const rita = useAccount(t, 'player', 'Rita Player');
  const organiser = organiserOf(t, olga);
  const { create, add, api } = organiser;

  const open = (body: Record<string, unknown> = {}) => create({ name: 'Registration Open', rounds: 5, enable_registration: true, ...body });
  const settle = async (tournamentId: string, settings: Partial<RegistrationSettingsBody>, who: Account = olga) =>
    call(t.app, 'PUT', `/api/registration/${tournamentId}/settings`, {
      body: { open: true, cap: null, approval: 'auto', askedFields: [], ...settings },
      token: who.token,
    });
  const register = async (who: Account, tournamentId: string, body: unknown = { rating: 1500 }) => {
    const answer = await as(t, who).post(`/api/registration/${tournamentId}`, body);
    expectOk(answer, 201);
    const { message, data } = myRegistrationResponse.parse(answer.body);
    if (!data) throw new Error('a registration answers with the registration it made');
    return { message, data };
  };
  const mine = async (who: Account, tournamentId: string) =>
    myRegistrationResponse.parse((await as(t, who).get(`/api/registration/${tournamentId}/mine`)).body).data;
  const overview = async (tournamentId: string) => registrationsOverviewResponse.parse((await api.get(`/api/registration/${tournamentId}/entries`)).body).data;
  const states = async (tournamentId: string) => (await overview(tournamentId)).lines.map((line) => [line.name, line.state, line.position]);
  const publicNames = async (tournamentId: string) =>
    publicPlayersResponse.parse((await as(t).get(`/api/players/${tournamentId}`)).body).data.map((p) => p.name);

  it('lets a player straight into an open field with no cap, and says so', async () => {
    const id = await open();
    expect(await mine(pia, id)).toBeNull();
    const answer = await register(pia, id, { rating: 1720, fideId: 25_000_001, federation: 'ind' });
    expect(answer.message).toBe('Your registration: Registered');
    expect(answer.data).toMatchObject({ state: 'registered', position: null, canWithdraw: true });
    expect(await publicNames(id)).toEqual(['Pia Player']);
    expect(await mine(pia, id)).toMatchObject({ state: 'registered', entryId: answer.data.entryId });
    expectFailure(await as(t, pia).post(`/api/registration/${id}`, { rating: 1500 }), 409, 'You are already registered in this tournament');
    const info = registrationInfoResponse.parse((await as(t).get(`/api/registration/${id}`)).body).data;
    expect(info).toMatchObject({ takesRegistrations: true, open: true, cap: null, placesTaken: 1, waiting: 0, fee: null });
  });

  it('puts registrations beyond the cap on the waiting list and promotes them in order when a place frees', async () => {
    const id = await open();
    await add(id, { name: 'Anna Entered', rating: 1900 });
    expectOk(await settle(id, { cap: 2 }));
    await register(pia, id);
    const second = await register(paul, id);
    expect(second.message).toBe('You are on the waiting list (number 1)');
    expect(second.data).toMatchObject({ state: 'waiting_list', position: 1, entryId: null });
    expect((await register(rita, id)).data).toMatchObject({ state: 'waiting_list', position: 2 });
    expect(await states(id)).toEqual([
      ['Anna Entered', 'registered', null],
      ['Pia Player', 'registered', null],
      ['Paul Player', 'waiting_list', 1],
      ['Rita Player', 'waiting_list', 2],
    ]);
    expect(await publicNames(id)).toEqual(['Anna Entered', 'Pia Player']);
    // The older registration route refuses to jump the queue.
    const late = await account(t, 'player', 'Late Player');
    expectFailure(await as(t, late).post(`/api/players/register/${id}`, { rating: 1500 }), 409, /register from its page/);

    // Pia withdraws: Paul, first on the list, takes her place; Rita moves up.
    const withdrawn = await as(t, pia).post(`/api/registration/${id}/withdraw`);
    expectOk(withdrawn);
    expect(myRegistrationResponse.parse(withdrawn.body).data).toMatchObject({ state: 'withdrawn', canWithdraw: false });
    expect(await mine(paul, id)).toMatchObject({ state: 'registered', position: null });
    expect(await mine(rita, id)).toMatchObject({ state: 'waiting_list', position: 1 });
    expect(await publicNames(id)).toEqual(['Anna Entered', 'Paul Player', 'Pia Player']);
    expectFailure(await as(t, pia).post(`/api/registration/${id}`, { rating: 1500 }), 409, 'You withdrew from this tournament');

    // Raising the cap lets Rita in.
    const raised = registrationsOverviewResponse.parse((await settle(id, { cap: 3 })).body).data;
    expect(raised.lines.find((line) => line.name === 'Rita Player')).toMatchObject({ state: 'registered' });
    expect(raised.info).toMatchObject({ placesTaken: 3, waiting: 0 });
  });

  it('refuses registration while it is closed, and takes it again once reopened', async () => {
    const id = await open();
    expectOk(await settle(id, { open: false }));
    expectFailure(await as(t, pia).post(`/api/registration/${id}`, { rating: 1500 }), 409, 'Registration for this tournament is closed');
    expectFailure(await as(t, pia).post(`/api/players/register/${id}`, { rating: 1500 }), 409, 'Registration for this tournament is closed');
    expect(registrationInfoResponse.parse((await as(t).get(`/api/registration/${id}`)).body).data).toMatchObject({ takesRegistrations: false, open: false });
    expect(await publicNames(id)).toEqual([]);
    expectOk(await settle(id, { open: true }));
    expect((await register(pia, id)).data.state).toBe('registered');
  });

  it('holds registrations for the organiser’s approval; approved ones are confirmed, declined ones free their place', async () => {
    const id = await open();
    expectOk(await settle(id, { approval: 'organiser', cap: 1 }));
    expect((await register(pia, id)).data).toMatchObject({ state: 'awaiting_approval', entryId: null });
    // Pia's pending registration holds the only place.
    expect((await register(paul, id)).data).toMatchObject({ state: 'waiting_list', position: 1 });
    expect(await publicNames(id)).toEqual([]);

    const lines = (await overview(id)).lines;
    const piaLine = lines.find((line) => line.name === 'Pia Player');
    expect(piaLine).toMatchObject({ state: 'awaiting_approval', email: pia.email, source: 'registration' });
    // Only the tournament's managers decide.
    expectFailure(await as(t, oscar).post(`/api/registration/approve/${piaLine?.registrationId}`), 403);
    expectFailure(await as(t, pia).post(`/api/registration/approve/${piaLine?.registrationId}`), 403);

    const declined = await api.post(`/api/registration/decline/${piaLine?.registrationId}`);
    expectOk(declined);
    expect(await mine(pia, id)).toMatchObject({ state: 'declined' });
    // Paul is promoted to await approval, then approved: confirmed by the organiser.
    expect(await mine(paul, id)).toMatchObject({ state: 'awaiting_approval' });
    const paulLine = (await overview(id)).lines.find((line) => line.name === 'Paul Player');
    const approved = await api.post(`/api/registration/approve/${paulLine?.registrationId}`);
    expectOk(approved);
    expect(await mine(paul, id)).toMatchObject({ state: 'confirmed' });
    expect(await publicNames(id)).toEqual(['Paul Player']);
    expectFailure(await api.post(`/api/registration/approve/${paulLine?.registrationId}`), 409, 'already decided');
    expectFailure(await api.post('/api/registration/approve/00000000-0000-4000-8000-000000000000'), 404, 'No registration has this id');
  });

  it('lets a player withdraw before round 1 only', async () => {
    const id = await open();
    await add(id, { name: 'Anna Entered', rating: 1900 });
    await register(pia, id);
    await organiser.pair(id, 1);
    expect(await mine(pia, id)).toMatchObject({ state: 'registered', canWithdraw: false });
    expectFailure(await as(t, pia).post(`/api/registration/${id}/withdraw`), 409, 'Round 1 is paired: only the arbiter can withdraw you now');
    expect(await mine(pia, id)).toMatchObject({ state: 'registered' });
    expectFailure(await as(t, paul).post(`/api/registration/${id}/withdraw`), 404, 'You have no registration in this tournament to withdraw');
    expectFailure(await as(t, paul).post(`/api/registration/${id}`, { rating: 1500 }), 409, 'Round 1 is already paired');
  });

  it('keeps a registration with an entry fee awaiting payment until it is paid', async () => {
    const id = await open({ entryFee: 150 });
    const { data } = await register(pia, id);
    expect(data).toMatchObject({ state: 'awaiting_payment' });
    expect(await publicNames(id)).toEqual([]);
    expect(registrationInfoResponse.parse((await as(t).get(`/api/registration/${id}`)).body).data).toMatchObject({
      placesTaken: 1,
      fee: { amount: 15000, currency: 'INR' },
    });
    // Paid through the entry fee's own route: the sandbox charges it once its time has passed.
    const paying = entryFeeResponse.parse((await as(t, pia).post(`/api/entry-fees/pay/${data.entryId}`)).body).data;
    t.clock.advance(sandboxRules.settleMs);
    expectOk(await as(t, pia).get(`/api/entry-fees/order/${paying.order?.orderId}`));
    expect(await mine(pia, id)).toMatchObject({ state: 'registered' });
    expect(await publicNames(id)).toEqual(['Pia Player']);
    expect((await overview(id)).lines).toMatchObject([{ name: 'Pia Player', state: 'registered', feeStatus: 'paid' }]);
  });

  it('refuses a FIDE id already registered, bad settings, and settings from someone else', async () => {
    const id = await open();
    expectOk(await settle(id, { cap: 1 }));
    await register(pia, id, { rating: 1500, fideId: 35_000_001 });
    expectFailure(await as(t, paul).post(`/api/registration/${id}`, { rating: 1500, fideId: 35_000_001 }), 409, /FIDE id 35000001/, 'fideId');
    expectFailure(await settle(id, { cap: 0 }), 400, 'The cap is at least 1 player');
    expectFailure(await settle(id, { approval: 'sometimes' as 'auto' }), 400);
    expectFailure(await settle(id, {}, oscar), 403);
    expect((await overview(id)).settings).toEqual({ open: true, cap: 1, approval: 'auto', askedFields: [] });
    const asked = registrationsOverviewResponse.parse((await settle(id, { askedFields: ['club', 'phone', 'club'] })).body).data;
    expect(asked.settings.askedFields).toEqual(['club', 'phone']);
  });
});
