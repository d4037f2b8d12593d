import { describe, expect, it } from 'vitest';
import { statisticsResponse, tournamentDetailsResponse, tournamentListResponse, tournamentResponse } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { createTournament, ownerOf } from '../test-support/event.js';

const swiss = { name: 'Spring Open', system: 'dutch', rounds: 7, startDate: '2026-04-01', endDate: '2026-04-05', city: 'Leeds' };

describe.each(testDatabaseKinds)('tournament API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');
  const oscar = useAccount(t, 'organiser', 'Oscar');
  const admin = useAccount(t, 'admin');
  const pia = useAccount(t, 'player');

  const create = (who: Account, body: Record<string, unknown> = swiss) => createTournament(t, who, body);

  describe('create', () => {
    it('creates a Swiss with the FIDE tie-breaks and standard points by default', async () => {
      const answer = await as(t, olga).post('/api/tournament/create', swiss);
      expectOk(answer, 201);
      const { message, data } = tournamentResponse.parse(answer.body);
      expect(message).toBe('Tournament created');
      expect(data).toMatchObject({
        name: 'Spring Open',
        system: 'dutch',
        type: 'dutch',
        rounds: 7,
        currentRound: 0,
        state: 'registration',
        tiebreaks: ['BH/C1', 'BH', 'DE', 'WIN'],
        pointSystem: { win: 1, draw: 0.5, loss: 0 },
        pabPoints: 1,
        acceleration: 'none',
        ratingType: 'standard',
        sharedPlaces: true,
        enable_registration: false,
        playerCount: 0,
        files: [],
      });
      expect(await ownerOf(t, data.id)).toBe(olga.id);
    });

    it('gives round robins their own default tie-breaks and takes every field', async () => {
      const data = await create(olga, {
        name: 'Club Championship',
        system: 'round_robin',
        venue: 'Town Hall',
        federation: 'eng',
        timeControl: '90+30',
        ratingType: 'rapid',
        pointSystem: { win: 3, draw: 1, loss: 0 },
        sharedPlaces: false,
        chiefArbiter: 'IA Alice Arbiter',
        deputyArbiters: ['FA Bob'],
        entryFee: 25.5,
        enable_registration: true,
        create_brochure: true,
        is_brochure: true,
        feedbacks: ['Bring your own clock'],
        roundSchedule: [{ round: 1, startsAt: '2026-05-01T18:00:00Z' }],
      });
      expect(data).toMatchObject({
        system: 'round_robin',
        rounds: 0,
        tiebreaks: ['DE', 'WIN', 'SB', 'KS'],
        federation: 'ENG',
        pointSystem: { win: 3, draw: 1, loss: 0 },
        pabPoints: 3,
        entryFee: 25.5,
        deputyArbiters: ['FA Bob'],
        enable_registration: true,
        create_brochure: true,
        is_brochure: true,
        feedbacks: ['Bring your own clock'],
        roundSchedule: [{ round: 1, startsAt: '2026-05-01T18:00:00Z' }],
      });
    });

    it('takes multipart form fields, text for every type', async () => {
      const answer = await call(t.app, 'POST', '/api/tournament/create', {
        token: olga.token,
        form: multipart({
          name: 'Form Open',
          system: 'dutch',
          rounds: '5',
          sharedPlaces: 'false',
          enable_registration: 'true',
          tiebreaks: 'BH/C1,SB',
          pointSystem: '{"win":2,"draw":1,"loss":0}',
          deputyArbiters: ['Ann', 'Ben'],
        }),
      });
      expectOk(answer, 201);
      expect(tournamentResponse.parse(answer.body).data).toMatchObject({
        name: 'Form Open',
        rounds: 5,
        sharedPlaces: false,
        enable_registration: true,
        tiebreaks: ['BH/C1', 'SB'],
        pointSystem: { win: 2, draw: 1, loss: 0 },
        deputyArbiters: ['Ann', 'Ben'],
      });
    });

    it('refuses a file part of the wrong type, naming it (files: tournament-files.test.ts)', async () => {
      const answer = await call(t.app, 'POST', '/api/tournament/create', {
        token: olga.token,
        form: multipart({ name: 'With logo', rounds: '5' }, [{ field: 'logo', name: 'logo.pdf', content: '%PDF-1.4', type: 'application/pdf' }]),
      });
      expectFailure(answer, 415, /^logo: the file is not a PNG, JPEG or WebP image/, 'logo');
    });

    it('names the field that is wrong', async () => {
      const post = (body: unknown) => as(t, olga).post('/api/tournament/create', body);
      expectFailure(await post({ rounds: 5 }), 400, /^name: /, 'name');
      expectFailure(await post({ name: 'No rounds' }), 400, 'rounds: A Swiss needs its number of rounds', 'rounds');
      expectFailure(await post({ ...swiss, rounds: 0 }), 400, /^rounds: At least 1 round/, 'rounds');
      expectFailure(await post({ ...swiss, system: 'knockout' }), 400, /^system: /, 'system');
      expectFailure(await post({ ...swiss, tiebreaks: ['BH/C1', 'XYZ'] }), 400, /^tiebreaks\.1: Unknown tie-break code/, 'tiebreaks.1');
      expectFailure(await post({ ...swiss, tiebreaks: ['SB', 'sb'] }), 400, 'tiebreaks: SB is listed twice', 'tiebreaks');
      expectFailure(
        await post({ ...swiss, tiebreaks: ['BH', 'DE/C1'] }),
        400,
        /^tiebreaks\.1: tie-break "DE\/C1": modifier "\/C1" does not apply to DE/,
        'tiebreaks.1',
      );
      expectFailure(
        await post({ ...swiss, tiebreaks: ['PTS', 'BH'] }),
        400,
        'tiebreaks.0: points always rank first; list only the tie-breaks after them',
        'tiebreaks.0',
      );
      expectFailure(await post({ ...swiss, startDate: '2026-04-05', endDate: '2026-04-01' }), 400, 'endDate: The end date is before the start date', 'endDate');
      expectFailure(await post({ ...swiss, pointSystem: { win: 1, draw: 0.3, loss: 0 } }), 400, /^pointSystem\.draw: Points go in halves/, 'pointSystem.draw');
      expectFailure(await post({ ...swiss, federation: 'England' }), 400, /^federation: /, 'federation');
      expectFailure(await post({ ...swiss, is_club_membership: true }), 400, 'clubId: a club membership tournament belongs to a club', 'clubId');
    });

    it('is for organisers and admins only', async () => {
      expectFailure(await as(t).post('/api/tournament/create', swiss), 401);
      expectFailure(await as(t, pia).post('/api/tournament/create', swiss), 403, 'Only organisers and admins may do this');
      const byAdmin = await create(admin);
      expect(await ownerOf(t, byAdmin.id)).toBe(admin.id);
    });
  });

  describe('edit', () => {
    it('changes the fields given, clears those sent as null, and keeps the rest', async () => {
      const created = await create(olga);
      const answer = await as(t, olga).patch(`/api/tournament/${created.id}`, { name: 'Spring Open 2026', rounds: 9, city: null, enable_registration: true });
      expectOk(answer);
      const { message, data } = tournamentResponse.parse(answer.body);
      expect(message).toBe('Tournament updated');
      expect(data).toMatchObject({ name: 'Spring Open 2026', rounds: 9, city: null, enable_registration: true, startDate: '2026-04-01' });
    });

    it('takes multipart fields', async () => {
      const created = await create(olga);
      const answer = await call(t.app, 'PATCH', `/api/tournament/${created.id}`, {
        token: olga.token,
        form: multipart({ is_brochure: 'true', entryFee: '12.5' }),
      });
      expectOk(answer);
      expect(tournamentResponse.parse(answer.body).data).toMatchObject({ is_brochure: true, entryFee: 12.5 });
    });

    it('swaps default tie-breaks with the system, but keeps a chosen list', async () => {
      const plain = await create(olga);
      const switched = tournamentResponse.parse((await as(t, olga).patch(`/api/tournament/${plain.id}`, { system: 'double_round_robin' })).body).data;
      expect(switched.tiebreaks).toEqual(['DE', 'WIN', 'SB', 'KS']);
      const chosen = await create(olga, { ...swiss, tiebreaks: ['SB', 'BH'] });
      const kept = tournamentResponse.parse((await as(t, olga).patch(`/api/tournament/${chosen.id}`, { system: 'round_robin' })).body).data;
      expect(kept.tiebreaks).toEqual(['SB', 'BH']);
    });

    it("answers 400 naming the field, 404 for no tournament, 403 for another organiser's", async () => {
      const created = await create(olga);
      expectFailure(await as(t, olga).patch(`/api/tournament/${created.id}`, { rounds: 'many' }), 400, /^rounds: /, 'rounds');
      expectFailure(
        await as(t, olga).patch(`/api/tournament/${created.id}`, { endDate: '2026-03-01' }),
        400,
        'endDate: the end date is before the start date',
        'endDate',
      );
      expectFailure(await as(t, olga).patch('/api/tournament/not-a-uuid', { name: 'x' }), 400, /^id: /, 'id');
      expectFailure(await as(t, olga).patch('/api/tournament/00000000-0000-4000-8000-000000000000', { name: 'x' }), 404, 'Tournament not found');
      expectFailure(await as(t, oscar).patch(`/api/tournament/${created.id}`, { name: 'Mine now' }), 403, 'You do not manage this tournament');
      expectFailure(await as(t, pia).patch(`/api/tournament/${created.id}`, { name: 'Mine now' }), 403);
      expectFailure(await as(t).patch(`/api/tournament/${created.id}`, { name: 'Mine now' }), 401);
      const byAdmin = await as(t, admin).patch(`/api/tournament/${created.id}`, { name: 'Renamed by admin' });
      expectOk(byAdmin);
    });
  });

  describe('lists and detail', () => {
    it('lists what the caller manages, pages it, and refuses players', async () => {
      const organiser = await account(t, 'organiser');
      const mine = [];
      for (let i = 1; i <= 3; i++) {
        t.clock.advance(1000);
        mine.push(await create(organiser, { ...swiss, name: `Paged ${i}` }));
      }
      const all = tournamentListResponse.parse((await as(t, organiser).get('/api/tournament/get-tournaments')).body).data;
      expect(all.count).toBe(3);
      expect(all.tournaments.map((x) => x.name)).toEqual(['Paged 3', 'Paged 2', 'Paged 1']);
      const second = tournamentListResponse.parse((await as(t, organiser).get('/api/tournament/get-tournaments?limit=1&offset=1')).body).data;
      expect(second).toMatchObject({ count: 3, tournaments: [{ name: 'Paged 2' }] });
      const searched = tournamentListResponse.parse((await as(t, organiser).get('/api/tournament/get-tournaments?query=paged%201')).body).data;
      expect(searched.tournaments.map((x) => x.id)).toEqual([mine[0].id]);
      const adminList = tournamentListResponse.parse((await as(t, admin).get('/api/tournament/get-tournaments')).body).data;
      expect(adminList.tournaments.map((x) => x.id)).toEqual(expect.arrayContaining(mine.map((x) => x.id)));
      const othersList = tournamentListResponse.parse((await as(t, oscar).get('/api/tournament/get-tournaments')).body).data;
      expect(othersList.tournaments.map((x) => x.id)).not.toContain(mine[0].id);
      expectFailure(await as(t, pia).get('/api/tournament/get-tournaments'), 403);
      expectFailure(await as(t).get('/api/tournament/get-tournaments'), 401);
      expectFailure(await as(t, organiser).get('/api/tournament/get-tournaments?limit=-1'), 400, /^limit: /, 'limit');
    });

    it('searches publicly, without signing in', async () => {
      const created = await create(olga, { ...swiss, name: 'Harrogate Congress 100%', city: 'Harrogate' });
      const byName = tournamentListResponse.parse((await as(t).get('/api/tournament/get-tournament-list?query=congress%20100%25')).body).data;
      expect(byName.tournaments.map((x) => x.id)).toEqual([created.id]);
      const byCity = tournamentListResponse.parse((await as(t).get('/api/tournament/get-tournament-list?query=harrogate')).body).data;
      expect(byCity.tournaments.map((x) => x.id)).toContain(created.id);
      const wildcard = tournamentListResponse.parse((await as(t).get('/api/tournament/get-tournament-list?query=%25')).body).data;
      expect(wildcard.tournaments.map((x) => x.id)).toEqual([created.id]);
    });

    it('shows one tournament publicly, with every planned round unpaired', async () => {
      const created = await create(olga, { ...swiss, rounds: 3 });
      const answer = await as(t).get(`/api/tournament/${created.id}`);
      expectOk(answer);
      const { data } = tournamentDetailsResponse.parse(answer.body);
      expect(data).toMatchObject({ id: created.id, currentRound: 0, feedbacks: [] });
      expect(data.pairings).toEqual({ '1': { paired: false, scored: false }, '2': { paired: false, scored: false }, '3': { paired: false, scored: false } });
      expectFailure(await as(t).get('/api/tournament/00000000-0000-4000-8000-000000000000'), 404, 'Tournament not found');
      expectFailure(await as(t).get('/api/tournament/12345'), 400, /^id: /, 'id');
    });
  });

  describe('statistics', () => {
    it("counts the caller's tournaments by state", async () => {
      const organiser = await account(t, 'organiser');
      await create(organiser);
      await create(organiser);
      const answer = await as(t, organiser).get('/api/tournament/statistics');
      expectOk(answer);
      expect(statisticsResponse.parse(answer.body).data).toEqual({
        tournaments: 2,
        tournamentsByState: { registration: 2, paired: 0, started: 0, scored: 0, finished: 0 },
        players: 0,
        games: 0,
        rounds: 0,
        roundsByState: { paired: 0, started: 0, scored: 0 },
      });
      expectFailure(await as(t, pia).get('/api/tournament/statistics'), 403);
      expectFailure(await as(t).get('/api/tournament/statistics'), 401);
    });
  });
});
