import { describe, expect, it } from 'vitest';
import { clubMembershipsResponse, clubResponse, tournamentListResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../services/tournaments/test-support/accounts.js';
import { createTournament } from '../services/tournaments/test-support/event.js';

const swiss = { name: 'Spring Open', system: 'dutch', rounds: 7, startDate: '2026-04-01', endDate: '2026-04-05', city: 'Leeds' };

describe.each(testDatabaseKinds)('clubs API on %s', (kind) => {
  const t = useTestApp(kind);
  const oscar = useAccount(t, 'organiser', 'Oscar');
  const admin = useAccount(t, 'admin');
  const pia = useAccount(t, 'player');

  const create = (who: Account, body: Record<string, unknown> = swiss) => createTournament(t, who, body);

  describe('clubs', () => {
    it('lets every manager of a club run its tournaments', async () => {
      const creator = await account(t, 'organiser');
      const colleague = await account(t, 'organiser');
      const answer = await as(t, creator).post('/api/tournament/create-club', {
        name: `Knights ${creator.id}`,
        city: 'York',
        managers: [colleague.email.toUpperCase()],
      });
      expectOk(answer, 201);
      const club = clubResponse.parse(answer.body).data;
      expect(club.managers.map((m) => m.id).sort()).toEqual([creator.id, colleague.id].sort());

      const clubEvent = await create(creator, { ...swiss, name: 'Knights Members', clubId: club.id, is_club_membership: true });
      expect(clubEvent).toMatchObject({ clubId: club.id, is_club_membership: true });
      const colleagueList = tournamentListResponse.parse((await as(t, colleague).get('/api/tournament/get-tournaments')).body).data;
      expect(colleagueList.tournaments.map((x) => x.id)).toEqual([clubEvent.id]);
      expectOk(await as(t, colleague).patch(`/api/tournament/${clubEvent.id}`, { venue: 'Club room' }));

      const memberships = clubMembershipsResponse.parse((await as(t, colleague).get('/api/tournament/get-club-memberships')).body).data;
      expect(memberships).toHaveLength(1);
      expect(memberships[0]).toMatchObject({ id: club.id, tournaments: [{ id: clubEvent.id, venue: 'Club room' }] });
      const outsiders = clubMembershipsResponse.parse((await as(t, oscar).get('/api/tournament/get-club-memberships')).body).data;
      expect(outsiders.map((c) => c.id)).not.toContain(club.id);
      const adminView = clubMembershipsResponse.parse((await as(t, admin).get('/api/tournament/get-club-memberships')).body).data;
      expect(adminView.map((c) => c.id)).toContain(club.id);

      expectFailure(await as(t, oscar).post('/api/tournament/create', { ...swiss, clubId: club.id }), 403, 'You do not manage this club');
      expectFailure(await as(t, oscar).patch(`/api/tournament/${clubEvent.id}`, { venue: 'x' }), 403);
    });

    it('refuses a duplicate name, unknown managers, players and bad input', async () => {
      const creator = await account(t, 'organiser');
      const name = `Rooks ${creator.id}`;
      expectOk(await as(t, creator).post('/api/tournament/create-club', { name }), 201);
      expectFailure(await as(t, oscar).post('/api/tournament/create-club', { name: name.toUpperCase() }), 409, 'A club with this name already exists', 'name');
      expectFailure(
        await as(t, creator).post('/api/tournament/create-club', { name: 'Other', managers: ['nobody@example.test'] }),
        400,
        'managers: no account has the email nobody@example.test',
        'managers',
      );
      expectFailure(await as(t, creator).post('/api/tournament/create-club', { name: 'Other', managers: [pia.email] }), 400, /is a player account/, 'managers');
      expectFailure(await as(t, creator).post('/api/tournament/create-club', {}), 400, /^name: /, 'name');
      expectFailure(await as(t, pia).post('/api/tournament/create-club', { name: 'Pawns' }), 403);
      expectFailure(await as(t, pia).get('/api/tournament/get-club-memberships'), 403);
      expectFailure(await as(t).get('/api/tournament/get-club-memberships'), 401);
      expectFailure(await as(t, creator).post('/api/tournament/create', { ...swiss, clubId: '00000000-0000-4000-8000-000000000000' }), 404, 'Club not found');
    });
  });
});
