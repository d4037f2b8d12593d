import { describe, expect, it } from 'vitest';
import { clubInvitationsResponse, clubMembershipsResponse, clubResponse, doneResponse, tournamentListResponse } from '@kingside/contract';
import { call, testDatabaseKinds, useSmtpServer, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { createTournament } from '../test-support/event.js';

const swiss = { name: 'Spring Open', system: 'dutch', rounds: 7, startDate: '2026-04-01', endDate: '2026-04-05', city: 'Leeds' };

describe.each(testDatabaseKinds)('clubs API on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, {
    get config() {
      return { smtpUrl: smtp.url };
    },
  });
  const oscar = useAccount(t, 'organiser', 'Oscar');
  const admin = useAccount(t, 'admin');
  const pia = useAccount(t, 'player');

  const create = (who: Account, body: Record<string, unknown> = swiss) => createTournament(t, who, body);
  const createClub = (who: Account, body: Record<string, unknown>) => as(t, who).post('/api/tournament/create-club', body);
  const invitationsOf = async (who: Account) => clubInvitationsResponse.parse((await as(t, who).get('/api/tournament/club-invitations')).body).data;

  describe('clubs', () => {
    it('invites the organisers named, who manage the club and its tournaments once they accept', async () => {
      const creator = await account(t, 'organiser', 'Carla Creator');
      const colleague = await account(t, 'organiser');
      const name = `Knights ${creator.id}`;
      const answer = await createClub(creator, { name, city: 'York', managers: [colleague.email.toUpperCase(), creator.email] });
      expectOk(answer, 201);
      const { message, data: club } = clubResponse.parse(answer.body);
      expect(message).toBe(`Club created. Invitation mailed to ${colleague.email}: they manage ${name} once they accept it.`);
      expect(club.managers.map((m) => m.id)).toEqual([creator.id]);
      expect(club.invitations.map((i) => i.email)).toEqual([colleague.email]);
      const mail = await smtp.mailTo(colleague.email);
      // Headers may be folded over several lines.
      expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain(`Subject: Carla Creator invited you to manage ${name} on Kingside`);
      expect(mail.raw).toContain('/admin/create-club');

      // Invited is not yet a manager.
      const clubEvent = await create(creator, { ...swiss, name: 'Knights Members', clubId: club.id, is_club_membership: true });
      expect(clubEvent).toMatchObject({ clubId: club.id, is_club_membership: true });
      expectFailure(await as(t, colleague).patch(`/api/tournament/${clubEvent.id}`, { venue: 'x' }), 403);
      expect(await invitationsOf(colleague)).toMatchObject([{ club: { id: club.id, name, city: 'York' }, invitedBy: 'Carla Creator' }]);

      const accepted = await as(t, colleague).post(`/api/tournament/club-invitations/${club.id}/accept`);
      expectOk(accepted);
      expect(doneResponse.parse(accepted.body).message).toBe(`You now manage ${name}`);
      expect(await invitationsOf(colleague)).toEqual([]);

      const colleagueList = tournamentListResponse.parse((await as(t, colleague).get('/api/tournament/get-tournaments')).body).data;
      expect(colleagueList.tournaments.map((x) => x.id)).toEqual([clubEvent.id]);
      expectOk(await as(t, colleague).patch(`/api/tournament/${clubEvent.id}`, { venue: 'Club room' }));

      const memberships = clubMembershipsResponse.parse((await as(t, colleague).get('/api/tournament/get-club-memberships')).body).data;
      expect(memberships).toHaveLength(1);
      expect(memberships[0]).toMatchObject({ id: club.id, invitations: [], tournaments: [{ id: clubEvent.id, venue: 'Club room' }] });
      expect(memberships[0].managers.map((m) => m.id).sort()).toEqual([creator.id, colleague.id].sort());
      const outsiders = clubMembershipsResponse.parse((await as(t, oscar).get('/api/tournament/get-club-memberships')).body).data;
      expect(outsiders.map((c) => c.id)).not.toContain(club.id);
      const adminView = clubMembershipsResponse.parse((await as(t, admin).get('/api/tournament/get-club-memberships')).body).data;
      expect(adminView.map((c) => c.id)).toContain(club.id);

      expectFailure(await as(t, oscar).post('/api/tournament/create', { ...swiss, clubId: club.id }), 403, 'You do not manage this club');
      expectFailure(await as(t, oscar).patch(`/api/tournament/${clubEvent.id}`, { venue: 'x' }), 403);
    });

    it("answers alike for an organiser's address, a player's and one with no account, and mails each", async () => {
      const creator = await account(t, 'organiser');
      const unknown = `nobody-${creator.id}@example.test`;
      const seen = [];
      for (const [i, invitee] of [oscar.email, pia.email, unknown].entries()) {
        const name = `Bishops ${i} ${creator.id}`;
        const answer = await createClub(creator, { name, managers: [invitee] });
        expectOk(answer, 201);
        const { message, data } = clubResponse.parse(answer.body);
        seen.push({
          message: message.replace(invitee, 'INVITEE').replace(name, 'NAME'),
          managers: data.managers,
          invitations: data.invitations.map((inv) => ({ ...inv, email: inv.email === invitee ? 'INVITEE' : inv.email, invitedAt: typeof inv.invitedAt })),
        });
        expect((await smtp.mailTo(invitee)).raw).toContain(name);
      }
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[2]).toEqual(seen[0]);
    });

    it('declines; an invitation taken already, or addressed to someone else, is not found', async () => {
      const creator = await account(t, 'organiser');
      const invited = await account(t, 'organiser');
      const name = `Pawns ${creator.id}`;
      const club = clubResponse.parse((await createClub(creator, { name, managers: [invited.email] })).body).data;
      const accept = (who?: Account) => as(t, who).post(`/api/tournament/club-invitations/${club.id}/accept`);
      const decline = (who?: Account) => as(t, who).post(`/api/tournament/club-invitations/${club.id}/decline`);

      const notInvited = 'There is no invitation to this club for your email address';
      expectFailure(await accept(oscar), 404, notInvited);
      expectFailure(await accept(), 401);
      expectFailure(await accept(pia), 403);
      expectFailure(await as(t, pia).get('/api/tournament/club-invitations'), 403);
      expectFailure(await as(t, invited).post('/api/tournament/club-invitations/not-a-club/accept'), 400, 'clubId: Expected a club id');

      const declined = await decline(invited);
      expectOk(declined);
      expect(doneResponse.parse(declined.body).message).toBe(`Invitation to ${name} declined`);
      expectFailure(await accept(invited), 404, notInvited);
      expectFailure(await decline(invited), 404, notInvited);
      const view = clubMembershipsResponse.parse((await as(t, creator).get('/api/tournament/get-club-memberships')).body).data;
      expect(view.find((c) => c.id === club.id)).toMatchObject({ invitations: [], managers: [{ id: creator.id }] });
    });

    it("invites more organisers to a club one manages; others may not, and nobody's address is checked", async () => {
      const creator = await account(t, 'organiser');
      const later = await account(t, 'organiser');
      const name = `Towers ${creator.id}`;
      const club = clubResponse.parse((await createClub(creator, { name })).body).data;
      const invite = (who: Account | undefined, body: unknown, id = club.id) => as(t, who).post(`/api/tournament/clubs/${id}/invitations`, body);

      const answer = await invite(creator, { emails: [later.email] });
      expectOk(answer);
      const { message, data } = clubResponse.parse(answer.body);
      expect(message).toBe(`Invitation mailed to ${later.email}: they manage ${name} once they accept it.`);
      expect(data.invitations.map((i) => i.email)).toEqual([later.email]);
      expectOk(await as(t, later).post(`/api/tournament/club-invitations/${club.id}/accept`));
      expectOk(await invite(admin, { emails: [`guest-${creator.id}@example.test`] }));

      expectFailure(await invite(oscar, { emails: ['x@example.test'] }), 403, 'You do not manage this club');
      expectFailure(await invite(undefined, { emails: ['x@example.test'] }), 401);
      expectFailure(await invite(creator, { emails: ['x@example.test'] }, '00000000-0000-4000-8000-000000000000'), 404, 'Club not found');
      expectFailure(await invite(creator, { emails: [creator.email] }), 400, /other than your own/, 'emails');
      expectFailure(await invite(creator, { emails: [] }), 400, /^emails: /, 'emails');
      expectFailure(await invite(creator, { emails: ['not an address'] }), 400, /^emails\.0: Enter a valid email address/, 'emails.0');
    });

    it('bounds the invitations one organiser sends in a day; refused, nothing is created', async () => {
      const creator = await account(t, 'organiser');
      const addresses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `guest-${from + i}-${creator.id}@example.test`);
      expectOk(await createClub(creator, { name: `Many A ${creator.id}`, managers: addresses(0, 30) }), 201);
      expectOk(await createClub(creator, { name: `Many B ${creator.id}`, managers: addresses(30, 20) }), 201);
      const refused = await createClub(creator, { name: `Many C ${creator.id}`, managers: ['one-more@example.test'] });
      expectFailure(refused, 429, 'You have sent too many club invitations today; try again tomorrow.');
      const view = clubMembershipsResponse.parse((await as(t, creator).get('/api/tournament/get-club-memberships')).body).data;
      expect(view.map((c) => c.name).sort()).toEqual([`Many A ${creator.id}`, `Many B ${creator.id}`]);
      expect(smtp.received.some((mail) => mail.to.includes('one-more@example.test'))).toBe(false);
    });

    it('refuses a duplicate name, players and bad input', async () => {
      const creator = await account(t, 'organiser');
      const name = `Rooks ${creator.id}`;
      expectOk(await createClub(creator, { name }), 201);
      expectFailure(await createClub(oscar, { name: name.toUpperCase() }), 409, 'A club with this name already exists', 'name');
      const inHindi = await call(t.app, 'POST', '/api/tournament/create-club', { body: { name }, token: oscar.token, headers: { 'accept-language': 'hi' } });
      expectFailure(inHindi, 409, 'इस नाम का क्लब पहले से मौजूद है', 'name');
      expectFailure(await createClub(creator, { name: 'Other', managers: ['not an address'] }), 400, /^managers\.0: /, 'managers.0');
      expectFailure(await createClub(creator, {}), 400, /^name: /, 'name');
      expectFailure(await createClub(pia, { name: 'Pawns' }), 403);
      expectFailure(await as(t, pia).get('/api/tournament/get-club-memberships'), 403);
      expectFailure(await as(t).get('/api/tournament/get-club-memberships'), 401);
      expectFailure(await as(t, creator).post('/api/tournament/create', { ...swiss, clubId: '00000000-0000-4000-8000-000000000000' }), 404, 'Club not found');
    });
  });
});
