import { describe, expect, it } from 'vitest';
import {
  joinedTeamResponse,
  managedTeamsResponse,
  myTeamsResponse,
  registeredTeamResponse,
  teamInvitationLinkResponse,
  teamInvitationViewResponse,
  teamsResponse,
} from '@kingside/contract';
import { sandboxRules } from '../integrations/payments/sandbox.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
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
    expectFailure(await registerAs(carl, id, 'Rooks'), 409, 'The tournament is full: it takes 1 teams');
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
});
