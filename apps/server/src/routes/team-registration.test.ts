import { describe, expect, it } from 'vitest';
import {
  joinedTeamResponse,
  managedTeamResponse,
  managedTeamsResponse,
  myTeamsResponse,
  registeredTeamResponse,
  teamInvitationLinkResponse,
  teamInvitationViewResponse,
  teamsResponse,
} from '@kingside/contract';
import { sandboxRules } from '../integrations/payments/sandbox.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('team registration on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const cara = useAccount(t, 'player', 'Cara Captain');
  const carl = useAccount(t, 'player', 'Carl Captain');
  const pia = useAccount(t, 'player', 'Pia Player');
  const { create, api } = organiserOf(t, olga);

  const league = (extra: Record<string, unknown> = {}) =>
    create({ name: 'Club League', system: 'team_swiss', rounds: 5, boards: 2, enable_registration: true, ...extra });
  const registerAs = (who: typeof cara, id: string, name: string) => as(t, who).post(`/api/tournament/${id}/team-registration`, { name });

  it('registers a team with the caller as captain, one team per captain, and refuses a closed registration and a full field', async () => {
    const id = await league();
    const answer = await registerAs(cara, id, 'Knights');
    expectOk(answer, 201);
    expect(registeredTeamResponse.parse(answer.body).data).toMatchObject({ team: { name: 'Knights', captain: 'Cara Captain', roster: [] }, fee: null });
    expectFailure(await registerAs(cara, id, 'Second Knights'), 409, 'You already captain Knights in this tournament');
    expectFailure(await registerAs(carl, id, 'Knights'), 409, 'A team named Knights is already registered');
    expectOk(await api.put(`/api/registration/${id}/settings`, { open: true, cap: 1, approval: 'auto', askedFields: [] }));
    expectFailure(await registerAs(carl, id, 'Rooks'), 409, 'The tournament is full: it takes 1 team');
    const inHindi = await call(t.app, 'POST', `/api/tournament/${id}/team-registration`, {
      body: { name: 'Rooks' },
      token: carl.token,
      headers: { 'accept-language': 'hi' },
    });
    expectFailure(inHindi, 409, 'टूर्नामेंट भर चुका है: इसमें केवल 1 टीम के लिए जगह है');
    expectOk(await api.put(`/api/registration/${id}/settings`, { open: false, cap: null, approval: 'auto', askedFields: [] }));
    expectFailure(await registerAs(carl, id, 'Rooks'), 409, 'Registration for this tournament is closed');
    expectFailure(await as(t).post(`/api/tournament/${id}/team-registration`, { name: 'Rooks' }), 401);
  });

  it('makes invitation links a player opens and accepts, joining as the last reserve; only the captain or a manager makes them', async () => {
    const id = await league();
    const knights = registeredTeamResponse.parse((await registerAs(cara, id, 'Knights')).body).data.team;
    const rooks = registeredTeamResponse.parse((await registerAs(carl, id, 'Rooks')).body).data.team;
    expectFailure(await as(t, cara).post(`/api/tournament/${id}/teams/${rooks.id}/invitations`), 403);
    const made = await as(t, cara).post(`/api/tournament/${id}/teams/${knights.id}/invitations`);
    expectOk(made, 201);
    const link = teamInvitationLinkResponse.parse(made.body).data;
    const token = link.path.replace('/join-team/', '');
    const view = teamInvitationViewResponse.parse((await as(t).get(`/api/team-invitations/${token}`)).body).data;
    expect(view).toMatchObject({ tournamentId: id, teamName: 'Knights', captain: 'Cara Captain', expired: false });
    const joined = await as(t, pia).post(`/api/team-invitations/${token}/accept`, { rating: 1800 });
    expectOk(joined);
    expect(joinedTeamResponse.parse(joined.body).data).toMatchObject({ teamId: knights.id, position: 1 });
    const mine = myTeamsResponse.parse((await as(t, pia).get('/api/my-teams')).body).data;
    expect(mine.map((m) => [m.teamName, m.role, m.roster.map((p) => p.name)])).toEqual([['Knights', 'player', ['Pia Player']]]);
    // A player on one team cannot join another.
    const rooksLink = teamInvitationLinkResponse.parse((await api.post(`/api/tournament/${id}/teams/${rooks.id}/invitations`)).body).data;
    expectFailure(await as(t, pia).post(`/api/team-invitations/${rooksLink.path.slice(11)}/accept`, {}), 409, 'The player is already on the roster of Knights');
    // Revoked, the link is gone; an expired one is refused.
    expectOk(await as(t, carl).delete(`/api/tournament/${id}/teams/${rooks.id}/invitations`));
    expectFailure(await as(t).get(`/api/team-invitations/${rooksLink.path.slice(11)}`), 404);
    t.clock.advance(15 * 24 * 60 * 60 * 1000);
    expect(teamInvitationViewResponse.parse((await as(t).get(`/api/team-invitations/${token}`)).body).data.expired).toBe(true);
    expectFailure(await as(t, carl).post(`/api/team-invitations/${token}/accept`, {}), 409);
  });

  it('charges the entry fee once per team, to its captain, through the payment provider', async () => {
    const id = await league({ entryFee: 500 });
    const answer = await registerAs(cara, id, 'Knights');
    expectOk(answer, 201);
    const { fee } = registeredTeamResponse.parse(answer.body).data;
    expect(fee).toMatchObject({ status: 'awaiting_payment', amount: 50000, currency: 'INR' });
    expect(fee?.paymentUrl).toContain('/my-teams?teamEntryFeeOrder=');
    t.clock.advance(sandboxRules.settleMs);
    const [mine] = myTeamsResponse.parse((await as(t, cara).get('/api/my-teams')).body).data;
    expect(mine).toMatchObject({ role: 'captain', fee: { status: 'paid', paymentUrl: null } });
  });

  it('lists a team awaiting its fee to the managers only, with its fee status, and publicly once paid', async () => {
    const id = await league({ entryFee: 500 });
    expectOk(await registerAs(cara, id, 'Knights'), 201);
    t.clock.advance(sandboxRules.settleMs);
    expectOk(await as(t, cara).get('/api/my-teams'));
    expectOk(await registerAs(carl, id, 'Rooks'), 201);
    expectOk(await api.post(`/api/tournament/${id}/teams`, { name: 'Bishops' }), 201);
    const managed = async () =>
      managedTeamsResponse.parse((await api.get(`/api/tournament/${id}/teams/managed`)).body).data.teams.map((team) => [team.name, team.feeStatus]);
    const listed = async () => {
      const answer = await as(t).get(`/api/tournament/${id}/teams`);
      expectOk(answer);
      expect(JSON.stringify(answer.body)).not.toContain('feeStatus');
      return teamsResponse.parse(answer.body).data.teams.map((team) => team.name);
    };
    // Entered by the organiser, Bishops pay no fee through Kingside.
    expect(await managed()).toEqual(
      expect.arrayContaining([
        ['Knights', 'paid'],
        ['Rooks', 'awaiting_payment'],
        ['Bishops', null],
      ]),
    );
    expect((await listed()).sort()).toEqual(['Bishops', 'Knights']);
    t.clock.advance(sandboxRules.settleMs);
    expectOk(await as(t, carl).get('/api/my-teams'));
    expect((await managed()).find(([name]) => name === 'Rooks')).toEqual(['Rooks', 'paid']);
    expect((await listed()).sort()).toEqual(['Bishops', 'Knights', 'Rooks']);
  });

  it('holds a registered team for the organiser to approve or decline when they approve each team; the fee falls due on approval', async () => {
    const id = await league({ entryFee: 500 });
    expectOk(await api.put(`/api/registration/${id}/settings`, { open: true, cap: 2, approval: 'organiser', askedFields: [] }));
    const registered = registeredTeamResponse.parse((await registerAs(cara, id, 'Knights')).body).data;
    // Nothing is charged while the organiser has not decided.
    expect(registered).toMatchObject({ approval: 'awaiting', fee: null, team: { name: 'Knights' } });
    const knights = registered.team.id;
    const rooks = registeredTeamResponse.parse((await registerAs(carl, id, 'Rooks')).body).data.team.id;
    const listed = async () => teamsResponse.parse((await as(t).get(`/api/tournament/${id}/teams`)).body).data.teams.map((team) => team.name);
    expect(await listed()).toEqual([]);
    // Awaiting teams hold their places; the captain invites nobody yet.
    expectFailure(await registerAs(pia, id, 'Bishops'), 409, 'The tournament is full: it takes 2 teams');
    expectFailure(await as(t, cara).post(`/api/tournament/${id}/teams/${knights}/invitations`), 409, /Knights awaits the organiser's approval/);
    const myTeamsHere = async (who: typeof cara) =>
      myTeamsResponse.parse((await as(t, who).get('/api/my-teams')).body).data.filter((m) => m.tournamentId === id);
    expect((await myTeamsHere(cara)).map((m) => [m.teamName, m.approval])).toEqual([['Knights', 'awaiting']]);

    // Only the tournament's managers decide.
    expectFailure(await as(t, cara).post(`/api/tournament/${id}/teams/${knights}/approval`), 403);
    const approved = await api.post(`/api/tournament/${id}/teams/${knights}/approval`);
    expectOk(approved);
    expect(managedTeamResponse.parse(approved.body).data).toMatchObject({ name: 'Knights', approval: 'approved', feeStatus: 'awaiting_payment' });
    expectFailure(await api.post(`/api/tournament/${id}/teams/${knights}/decline`), 409, 'Knights was approved already');
    // Approved, the team is entered once its captain pays; its first payment order is made then.
    const [mine] = await myTeamsHere(cara);
    expect(mine).toMatchObject({ approval: 'approved', fee: { status: 'awaiting_payment', order: null } });
    expectOk(await as(t, cara).post(`/api/tournament/${id}/teams/${knights}/fee-payment`));
    t.clock.advance(sandboxRules.settleMs);
    expectOk(await as(t, cara).get('/api/my-teams'));
    expect(await listed()).toEqual(['Knights']);
    expectOk(await as(t, cara).post(`/api/tournament/${id}/teams/${knights}/invitations`), 201);

    // Declined, a team stays for its captain to see, out of the event, and frees its place (its name stays taken).
    const declined = await api.post(`/api/tournament/${id}/teams/${rooks}/decline`);
    expect(managedTeamResponse.parse(declined.body).data).toMatchObject({ approval: 'declined', feeStatus: null });
    expect((await myTeamsHere(carl)).map((m) => [m.teamName, m.approval])).toEqual([['Rooks', 'declined']]);
    expectFailure(await api.post(`/api/tournament/${id}/teams/${rooks}/approval`), 409, 'Rooks was declined already');
    expectFailure(await registerAs(pia, id, 'Rooks'), 409, 'A team named Rooks was declined by the organiser; register under another name');
    expectOk(await registerAs(pia, id, 'Bishops'), 201);
    expect(await listed()).toEqual(['Knights']);
  });

  it('pairs only the teams the organiser approved', async () => {
    const id = await league();
    expectOk(await api.put(`/api/registration/${id}/settings`, { open: true, cap: null, approval: 'organiser', askedFields: [] }));
    const teamIds = [];
    for (const [who, name] of [
      [cara, 'Knights'],
      [carl, 'Rooks'],
      [pia, 'Pawns'],
    ] as const)
      teamIds.push(registeredTeamResponse.parse((await registerAs(who, id, name)).body).data.team.id);
    for (const teamId of teamIds.slice(0, 2)) expectOk(await api.post(`/api/tournament/${id}/teams/${teamId}/approval`));
    // Two players on each approved team, entered by the organiser.
    for (const [k, teamId] of teamIds.slice(0, 2).entries()) {
      const entryIds = [];
      for (let b = 1; b <= 2; b++) entryIds.push((await organiserOf(t, olga).add(id, { name: `P${k}${b}`, rating: 2000 - 10 * b })).uuid);
      expectOk(await api.put(`/api/tournament/${id}/teams/${teamId}/roster`, { entryIds }));
    }
    expectOk(await api.get(`/api/tournament/generate-pairing?round=1&tournamentId=${id}`));
    const matches = await as(t).get(`/api/tournament/${id}/rounds/1/matches`);
    expectOk(matches);
    const names = JSON.stringify(matches.body);
    expect(names).toContain('Knights');
    expect(names).toContain('Rooks');
    expect(names).not.toContain('Pawns');
  });

  it('takes no registration of a single player into a team event: players come in with their team', async () => {
    const id = await league();
    expectFailure(await as(t, pia).post(`/api/registration/${id}`, {}), 409, /Players enter a team event with their team/);
  });
});
