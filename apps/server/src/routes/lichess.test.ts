import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startFakeLichess } from '@kingside/fake-lichess';
import {
  arenaStandingsResponse,
  createLichessTournamentResponse,
  lichessAccountResponse,
  lichessBulkPairingResponse,
  lichessCallbackResponse,
  lichessFollowResponse,
  lichessGameLinksResponse,
  lichessLinkOrNoneResponse,
  lichessLinkResponse,
  lichessLoginResponse,
  lichessResultsResponse,
  lichessTeamsResponse,
  roundPairingsResponse,
  playersRankingResponse,
  tournamentResponse,
  type RoundPairings,
} from '@kingside/contract';
import { entries, games, lichessAccounts, lichessTournaments, rounds } from '../db/schema/index.js';
import { seal } from '../services/core/sealed.js';
import { followDueSwisses, readOpenBulkRounds } from '../services/lichess/schedule.js';
import { call, madeBeforeAll, manualClock, testDatabaseKinds, useTestApp, type TestApp } from '../test-support/index.js';
import { authorizeOnLichess, connectOnLichess, lichessCallback, lichessRedirectUri, useAppOnFakeLichess } from '../test-support/fake-lichess.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { ownerOf } from '../test-support/event.js';

const redirectUri = lichessRedirectUri;
const authorize = authorizeOnLichess;
const callback = lichessCallback;
const connect = connectOnLichess;

async function lichessAccountOf(t: TestApp, who: Account) {
  const answer = await call(t.app, 'POST', '/api/auth/get-lichess-account', { body: { token: who.token } });
  expectOk(answer);
  return lichessAccountResponse.parse(answer.body).data;
}

const swissBody = {
  kind: 'swiss',
  name: 'Club Swiss',
  teamId: 'club-one',
  clockLimit: 300,
  clockIncrement: 3,
  rounds: 5,
  rated: true,
  minRating: 1200,
  description: 'Monthly online Swiss',
};

describe.each(testDatabaseKinds)('lichess on %s', (kind) => {
  const { clock, fake, t } = useAppOnFakeLichess(kind);
  const owner = useAccount(t, 'organiser', 'Olga Organiser');
  const other = useAccount(t, 'organiser', 'Oscar Other');
  const player = useAccount(t, 'player', 'Pia Player');
  const anonymous: Account = { token: 'not-a-session.token', id: '', email: '' };

  beforeAll(() => {
    for (const [name, rating] of [
      ['OlgaOnLichess', 2100],
      ['OscarOnLichess', 1900],
      ['PiaOnLichess', 1700],
      ['Alice', 2050],
      ['Bruno', 1980],
    ] as const)
      fake.world.addUser(name, rating);
    fake.world.addTeam('club-one', 'Club One', 'OlgaOnLichess', ['Alice', 'Bruno', 'OscarOnLichess']);
    fake.world.addTeam('big-club', 'Big Club', 'Alice', ['OlgaOnLichess']);
  });
  afterEach(() => {
    // Every request Kingside sent, and every answer the fake gave, as lichess's OpenAPI description says.
    expect(fake.problems.splice(0)).toEqual([]);
  });

  describe('connecting (OAuth 2.0 with PKCE)', () => {
    it('sends the organiser to lichess with S256, a state and the smallest scopes, and attaches the lichess account on return', async () => {
      const { lichessUrl, query } = await authorize(t, fake, owner, 'OlgaOnLichess');
      expect(lichessUrl.origin).toBe(fake.url);
      expect(lichessUrl.pathname).toBe('/oauth');
      expect(Object.fromEntries(lichessUrl.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: 'http://kingside.test',
        redirect_uri: redirectUri,
        code_challenge_method: 'S256',
        scope: 'team:read tournament:write',
      });
      expect(query.state).toBe(lichessUrl.searchParams.get('state'));
      const answer = await callback(t, query);
      expectOk(answer);
      expect(lichessCallbackResponse.parse(answer.body).data).toEqual({ success: true, lichess_username: 'OlgaOnLichess' });
      expect(await lichessAccountOf(t, owner)).toEqual({
        lichess_connected: true,
        lichess_username: 'OlgaOnLichess',
        scopes: ['team:read', 'tournament:write'],
      });
    });

    it('keeps the lichess token sealed at rest', async () => {
      const [row] = await t.database.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, owner.id));
      const issued = [...fake.world.tokens.values()].find((token) => token.userId === 'olgaonlichess');
      expect(issued).toBeDefined();
      expect(row.sealedToken).not.toContain(issued!.token);
      expect(row.sealedToken).toMatch(/^v1\./);
    });

    it('refuses a reused code, and a login answered twice', async () => {
      const { query } = await authorize(t, fake, other, 'OscarOnLichess');
      expectOk(await callback(t, query));
      expectFailure(await callback(t, query), 400, /already been used/, 'ref_state');
      expectOk(await call(t.app, 'POST', '/api/auth/connect-lichess', { body: { token: other.token, lichess_username: null } }));
    });

    it('refuses a state that is not the one sent, and attaches nothing', async () => {
      const { query } = await authorize(t, fake, other, 'OscarOnLichess');
      expectFailure(await callback(t, { ...query, state: `${query.state}x` }), 400, /state mismatch/, 'state');
      expect((await lichessAccountOf(t, other)).lichess_connected).toBe(false);
    });

    it('refuses a login someone else started (wrong ref_code)', async () => {
      const { query } = await authorize(t, fake, other, 'OscarOnLichess');
      expectFailure(await callback(t, { ...query, ref_code: 'guessed' }), 400, /not started here/, 'ref_state');
      expect((await lichessAccountOf(t, other)).lichess_connected).toBe(false);
    });

    it('says so when the organiser denies access on lichess', async () => {
      const { query, returned } = await authorize(t, fake, other, 'OscarOnLichess', 'deny');
      expect(returned.searchParams.get('error')).toBe('access_denied');
      expectFailure(await callback(t, query), 400, /Access was not granted/, 'error');
      expect((await lichessAccountOf(t, other)).lichess_connected).toBe(false);
    });

    it('refuses a code that expired before it came back', async () => {
      const { query } = await authorize(t, fake, other, 'OscarOnLichess');
      clock.advance(3 * 60 * 1000);
      expectFailure(await callback(t, query), 400, /Lichess did not accept the authorization.*expired/, 'code');
      expect((await lichessAccountOf(t, other)).lichess_connected).toBe(false);
    });

    it('connect-lichess confirms the connected account and refuses another name', async () => {
      const confirmed = await call(t.app, 'POST', '/api/auth/connect-lichess', { body: { token: owner.token, lichess_username: 'olgaonlichess' } });
      expectOk(confirmed);
      expect(lichessAccountResponse.parse(confirmed.body).data.lichess_username).toBe('OlgaOnLichess');
      expectFailure(
        await call(t.app, 'POST', '/api/auth/connect-lichess', { body: { token: owner.token, lichess_username: 'Someone' } }),
        400,
        /connected is OlgaOnLichess/,
        'lichess_username',
      );
      expectFailure(
        await call(t.app, 'POST', '/api/auth/connect-lichess', { body: { token: other.token, lichess_username: 'OscarOnLichess' } }),
        400,
        /connect through lichess first/,
        'lichess_username',
      );
    });

    it('answers each caller about their own account only', async () => {
      expectFailure(await call(t.app, 'POST', '/api/auth/get-lichess-account', { body: { token: anonymous.token } }), 401);
      expectFailure(await call(t.app, 'POST', '/api/auth/get-lichess-account', { body: {} }), 400, undefined, 'token');
      expect(await lichessAccountOf(t, player)).toEqual({ lichess_connected: false, lichess_username: null, scopes: [] });
      expect((await lichessAccountOf(t, other)).lichess_connected).toBe(false);
      expect((await lichessAccountOf(t, owner)).lichess_username).toBe('OlgaOnLichess');
      expectFailure(await call(t.app, 'POST', '/api/auth/v1/lichess_login', { body: { user_key: anonymous.token, redirect_uri: redirectUri } }), 401);
      expectFailure(
        await call(t.app, 'POST', '/api/auth/v1/lichess_login', { body: { user_key: owner.token, redirect_uri: 'javascript:alert(1)' } }),
        400,
        undefined,
        'redirect_uri',
      );
      expectFailure(await call(t.app, 'POST', '/api/auth/connect-lichess', { body: { token: anonymous.token, lichess_username: null } }), 401);
    });

    it('connects a player with challenge:write only (so games Kingside pairs can be made for them)', async () => {
      const { lichessUrl, query } = await authorize(t, fake, player, 'PiaOnLichess');
      expect(lichessUrl.searchParams.get('scope')).toBe('challenge:write');
      expectOk(await callback(t, query));
      expect(await lichessAccountOf(t, player)).toEqual({ lichess_connected: true, lichess_username: 'PiaOnLichess', scopes: ['challenge:write'] });
    });
  });

  describe('teams', () => {
    it("lists the connected organiser's teams, those they lead first", async () => {
      const answer = await as(t, owner).get('/api/tournament/lichess-teams');
      expectOk(answer);
      const { message, data } = lichessTeamsResponse.parse(answer.body);
      expect(message).toBe('1 team you lead on lichess');
      expect(data).toEqual({
        lichess_username: 'OlgaOnLichess',
        teams: [
          { id: 'club-one', name: 'Club One', nbMembers: 4, leader: true },
          { id: 'big-club', name: 'Big Club', nbMembers: 2, leader: false },
        ],
      });
    });

    it('tells an organiser who leads no team how to make one', async () => {
      await connect(t, fake, other, 'OscarOnLichess');
      const answer = await as(t, other).get('/api/tournament/lichess-teams');
      expectOk(answer);
      expect(lichessTeamsResponse.parse(answer.body).message).toMatch(/You lead no team on lichess: create one at lichess.org\/team\/new/);
    });

    it('is for connected organisers only', async () => {
      expectFailure(await as(t, anonymous).get('/api/tournament/lichess-teams'), 401);
      expectFailure(await as(t, player).get('/api/tournament/lichess-teams'), 403);
    });

    it('sends one request at a time per token', async () => {
      fake.setLatency(50);
      try {
        const answers = await Promise.all([1, 2, 3].map(() => as(t, owner).get('/api/tournament/lichess-teams')));
        for (const answer of answers) expectOk(answer);
      } finally {
        fake.setLatency(0);
      }
    });
  });

  describe('creating a tournament on lichess', () => {
    it('creates a team Swiss there and a Kingside tournament that mirrors it', async () => {
      const answer = await as(t, owner).post('/api/tournament/create-lichess-tournament', swissBody);
      expectOk(answer, 201);
      const { data, message } = createLichessTournamentResponse.parse(answer.body);
      const swiss = fake.world.swisses.get(data.lichess_id)!;
      expect(swiss).toMatchObject({
        teamId: 'club-one',
        name: 'Club Swiss',
        clock: { limit: 300, increment: 3 },
        nbRounds: 5,
        rated: true,
        createdBy: 'olgaonlichess',
        description: 'Monthly online Swiss',
      });
      expect(swiss.conditions).toEqual({ 'conditions.minRating.rating': '1200' });
      expect(data.lichess_url).toBe(`${fake.url}/swiss/${data.lichess_id}`);
      expect(message).toContain(data.lichess_url);
      const mirror = tournamentResponse.parse((await as(t, owner).get(`/api/tournament/${data.tournament_id}`)).body).data;
      expect(mirror).toMatchObject({ name: 'Club Swiss', system: 'dutch', rounds: 5, timeControl: '5+3 on lichess', ratingType: 'blitz' });
      expect(await ownerOf(t, data.tournament_id)).toBe(owner.id);
      const [link] = await t.database.db.select().from(lichessTournaments).where(eq(lichessTournaments.tournamentId, data.tournament_id));
      expect(link).toMatchObject({ kind: 'swiss', lichessId: data.lichess_id, teamId: 'club-one' });
    });

    it('creates an Arena', async () => {
      const answer = await as(t, owner).post('/api/tournament/create-lichess-tournament', {
        kind: 'arena',
        name: 'Blitz Arena',
        clockLimit: 180,
        clockIncrement: 2,
        minutes: 60,
        rated: false,
        teamId: 'club-one',
        teamMembersOnly: true,
      });
      expectOk(answer, 201);
      const { data } = createLichessTournamentResponse.parse(answer.body);
      expect(fake.world.arenas.get(data.lichess_id)).toMatchObject({
        name: 'Blitz Arena',
        clock: { limit: 180, increment: 2 },
        minutes: 60,
        rated: false,
        conditions: { 'conditions.teamMember.teamId': 'club-one' },
      });
      expect(data.lichess_url).toBe(`${fake.url}/tournament/${data.lichess_id}`);
    });

    it("shows lichess's refusal field by field", async () => {
      expectFailure(
        await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, clockLimit: 15, clockIncrement: 0 }),
        400,
        /Lichess refused the tournament — rated: 15s/,
        'rated',
      );
      expectFailure(
        await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, teamId: 'big-club' }),
        400,
        /not a leader of this team/,
        'teamId',
      );
      expectFailure(
        await as(t, owner).post('/api/tournament/create-lichess-tournament', {
          kind: 'arena',
          name: 'Too long',
          clockLimit: 3600,
          clockIncrement: 0,
          minutes: 20,
        }),
        400,
        /minutes: the duration does not suit the clock/,
        'minutes',
      );
    });

    it('refuses bad input by field before asking lichess', async () => {
      const before = fake.requests.length;
      expectFailure(await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, teamId: undefined }), 400, /held in a team/, 'teamId');
      expectFailure(
        await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, clockLimit: 301 }),
        400,
        /Clock time must be one of/,
        'clockLimit',
      );
      expectFailure(await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'x'.repeat(31) }), 400, /30 characters/, 'name');
      expectFailure(
        await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, startsAt: '2020-01-01T10:00:00Z' }),
        400,
        /future/,
        'startsAt',
      );
      expect(fake.requests.length).toBe(before);
    });

    it('is for connected organisers and admins only', async () => {
      expectFailure(await as(t, anonymous).post('/api/tournament/create-lichess-tournament', swissBody), 401);
      expectFailure(await as(t, player).post('/api/tournament/create-lichess-tournament', swissBody), 403);
      // Connected, but to a lichess account that leads no team.
      expectFailure(await as(t, other).post('/api/tournament/create-lichess-tournament', swissBody), 400, /not a leader/, 'teamId');
    });

    it('after a 429 sends nothing with that token for a full minute', async () => {
      fake.rateLimitNext(1);
      expectFailure(await as(t, owner).post('/api/tournament/create-lichess-tournament', swissBody), 429, /try again in 60 seconds/);
      const sent = fake.requests.length;
      clock.advance(30_000);
      expectFailure(await as(t, owner).post('/api/tournament/create-lichess-tournament', swissBody), 429, /try again in 30 seconds/);
      expect(fake.requests.length).toBe(sent);
      clock.advance(30_000);
      expectOk(await as(t, owner).post('/api/tournament/create-lichess-tournament', swissBody), 201);
    });
  });

  describe('following a lichess Swiss', () => {
    const control = (path: string, body: unknown = {}) =>
      fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const follow = (who: Account, id: string) => as(t, who).post(`/api/tournament/lichess-follow/${id}`);

    it('reads players, pairings and results from lichess, round by round, so the standings here match', async () => {
      for (const [name, rating] of [
        ['Carla', 1910],
        ['Dario', 1850],
        ['Elif', 1700],
      ] as const)
        fake.world.addUser(name, rating);
      const created = createLichessTournamentResponse.parse(
        (await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'Followed Swiss', rounds: 3 })).body,
      ).data;
      const swissId = created.lichess_id;
      await control(`/swiss/${swissId}/join`, { usernames: ['Alice', 'Bruno', 'Carla', 'Dario', 'Elif'] });
      await control(`/swiss/${swissId}/rounds`);
      const first = await follow(owner, created.tournament_id);
      expectOk(first);
      expect(lichessFollowResponse.parse(first.body).data).toMatchObject({ players: 5, rounds: 1, lichess_id: swissId });
      await control(`/swiss/${swissId}/rounds`, { outcomes: ['0-1', '1/2-1/2'] });
      await control(`/swiss/${swissId}/rounds`);
      expectOk(await follow(owner, created.tournament_id));
      expectOk(await follow(owner, created.tournament_id));

      const lichessPoints = new Map<string, number>();
      const results = await fetch(`${fake.url}/api/swiss/${swissId}/results`);
      for (const line of (await results.text()).trim().split('\n')) {
        const row = JSON.parse(line) as { username: string; points: number };
        lichessPoints.set(row.username, row.points);
      }
      const ranking = playersRankingResponse.parse(
        (await as(t, owner).get(`/api/tournament/players-ranking?round=3&tournamentId=${created.tournament_id}`)).body,
      ).data;
      expect(ranking.rows).toHaveLength(5);
      expect(new Map(ranking.rows.map((row) => [row.name, row.points]))).toEqual(lichessPoints);
      const mirror = tournamentResponse.parse((await as(t, owner).get(`/api/tournament/${created.tournament_id}`)).body).data;
      expect(mirror.currentRound).toBe(3);

      const links = lichessGameLinksResponse.parse((await as(t, anonymous).get(`/api/tournament/lichess-games/${created.tournament_id}`)).body).data;
      const swiss = fake.world.swisses.get(swissId)!;
      expect(links).toHaveLength(swiss.rounds.reduce((n, r) => n + r.gameIds.length, 0));
      expect(links.map((l) => l.url).sort()).toEqual(swiss.rounds.flatMap((r) => r.gameIds.map((g) => `${fake.url}/${g}`)).sort());
      const link = lichessLinkResponse.parse((await as(t, anonymous).get(`/api/tournament/lichess-link/${created.tournament_id}`)).body).data;
      expect(link).toEqual({
        tournament_id: created.tournament_id,
        kind: 'swiss',
        lichess_id: swissId,
        lichess_url: `${fake.url}/swiss/${swissId}`,
        synced_at: clock.now().toISOString(),
      });
    });

    it("takes lichess's pairing over a round paired here", async () => {
      const created = createLichessTournamentResponse.parse(
        (await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'Paired Twice', rounds: 3 })).body,
      ).data;
      const swissId = created.lichess_id;
      await control(`/swiss/${swissId}/join`, { usernames: ['Alice', 'Bruno', 'Carla', 'Dario'] });
      expectOk(await follow(owner, created.tournament_id));
      // The organiser pairs round 1 here (the Dutch system: top half against bottom half); the fake lichess pairs neighbours.
      expectOk(await as(t, owner).get(`/api/tournament/generate-pairing?round=1&tournamentId=${created.tournament_id}`));
      await control(`/swiss/${swissId}/rounds`);
      expectOk(await follow(owner, created.tournament_id));
      const pairedHere = await t.database.db
        .select({ white: entries.name, blackId: games.blackId })
        .from(games)
        .innerJoin(rounds, eq(rounds.id, games.roundId))
        .innerJoin(entries, eq(entries.id, games.whiteId))
        .where(and(eq(games.tournamentId, created.tournament_id), eq(rounds.number, 1)));
      const swiss = fake.world.swisses.get(swissId)!;
      const lichessWhites = swiss.rounds[0].gameIds.map((g) => fake.world.user(fake.world.games.get(g)!.white)!.username);
      expect(pairedHere.map((g) => g.white).sort()).toEqual(lichessWhites.sort());
      const links = lichessGameLinksResponse.parse((await as(t, anonymous).get(`/api/tournament/lichess-games/${created.tournament_id}`)).body).data;
      expect(links).toHaveLength(2);
    });

    it('reads the followed Swisses on a schedule until every round is in', async () => {
      const created = createLichessTournamentResponse.parse(
        (await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'Scheduled Swiss', rounds: 3 })).body,
      ).data;
      const swissId = created.lichess_id;
      const linkOf = async () => (await t.database.db.select().from(lichessTournaments).where(eq(lichessTournaments.tournamentId, created.tournament_id)))[0];
      const roundsHere = async () => tournamentResponse.parse((await as(t, owner).get(`/api/tournament/${created.tournament_id}`)).body).data.currentRound;
      await control(`/swiss/${swissId}/join`, { usernames: ['Alice', 'Bruno', 'Carla', 'Dario'] });
      await control(`/swiss/${swissId}/rounds`);
      await followDueSwisses(t.app.ctx, t.app.log, 60);
      expect(await roundsHere()).toBe(1);
      const firstReading = (await linkOf()).syncedAt;
      expect(firstReading).not.toBeNull();

      await control(`/swiss/${swissId}/rounds`);
      await followDueSwisses(t.app.ctx, t.app.log, 60);
      expect((await linkOf()).syncedAt).toEqual(firstReading);
      clock.advance(61_000);
      await control(`/swiss/${swissId}/rounds`);
      await followDueSwisses(t.app.ctx, t.app.log, 60);
      expect(await roundsHere()).toBe(3);

      const lastReading = (await linkOf()).syncedAt;
      clock.advance(61_000);
      await followDueSwisses(t.app.ctx, t.app.log, 60);
      expect((await linkOf()).syncedAt).toEqual(lastReading);
    });

    it('reads lichess before a trigger acts, so the trigger works on the Swiss as lichess has it', async () => {
      const created = createLichessTournamentResponse.parse(
        (await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'Triggered Swiss', rounds: 3 })).body,
      ).data;
      const swissId = created.lichess_id;
      const trigger = (path: string) => as(t, owner).post(`/api/tournament/${path}`, { tournamentId: created.tournament_id });
      await control(`/swiss/${swissId}/join`, { usernames: ['Alice', 'Bruno', 'Carla', 'Dario'] });
      expectFailure(await trigger('trigger-round-start'), 409, /Pair round 1 first/);
      // Lichess plays round 1 with nobody reading it here: the trigger reads it, and finds it over.
      await control(`/swiss/${swissId}/rounds`, { outcomes: ['1-0', '1/2-1/2'] });
      expectFailure(await trigger('trigger-round-start'), 409, /Round 1 is over; pair round 2 first/);
      expectFailure(await trigger('trigger-round-cleanup'), 409, /Round 1 is already scored/);
      expectFailure(await trigger('trigger-tournament-end'), 409, /Pair round 2 first/);
      await control(`/swiss/${swissId}/rounds`, { outcomes: ['0-1', '1-0'] });
      await control(`/swiss/${swissId}/rounds`);
      const ended = await trigger('trigger-tournament-end');
      expectOk(ended);
      expect(tournamentResponse.parse(ended.body).data).toMatchObject({ currentRound: 3, state: 'finished' });
      const lichessPoints = new Map<string, number>();
      for (const line of (await (await fetch(`${fake.url}/api/swiss/${swissId}/results`)).text()).trim().split('\n')) {
        const row = JSON.parse(line) as { username: string; points: number };
        lichessPoints.set(row.username, row.points);
      }
      const ranking = playersRankingResponse.parse(
        (await as(t, owner).get(`/api/tournament/players-ranking?round=3&tournamentId=${created.tournament_id}`)).body,
      ).data;
      expect(new Map(ranking.rows.map((row) => [row.name, row.points]))).toEqual(lichessPoints);
    });

    it("answers a trigger of someone else's lichess Swiss 403 without asking lichess", async () => {
      const created = createLichessTournamentResponse.parse(
        (await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'Not Yours' })).body,
      ).data;
      const before = fake.requests.length;
      expectFailure(await as(t, other).post('/api/tournament/trigger-round-start', { tournamentId: created.tournament_id }), 403, /do not manage/);
      expectFailure(await as(t, player).post('/api/tournament/trigger-round-cleanup', { tournamentId: created.tournament_id }), 403);
      expect(fake.requests.length).toBe(before);
    });

    it("is for the tournament's organisers only", async () => {
      const created = createLichessTournamentResponse.parse(
        (await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'Private Swiss' })).body,
      ).data;
      expectFailure(await follow(anonymous, created.tournament_id), 401);
      expectFailure(await follow(player, created.tournament_id), 403);
      expectFailure(await follow(other, created.tournament_id), 403, /do not manage/);
      expectFailure(await follow(owner, '00000000-0000-4000-8000-000000000000'), 404);
      // Before anyone joins on lichess there is nothing to read yet, and that is no error.
      const empty = await follow(owner, created.tournament_id);
      expectOk(empty);
      expect(lichessFollowResponse.parse(empty.body).data).toMatchObject({ players: 0, rounds: 0 });
      expectFailure(await as(t, anonymous).get('/api/tournament/lichess-games/00000000-0000-4000-8000-000000000000'), 404);
      expectFailure(await as(t, anonymous).get('/api/tournament/lichess-link/00000000-0000-4000-8000-000000000000'), 404, /not found/i);
      expectFailure(await as(t, anonymous).get('/api/tournament/lichess-link/not-an-id'), 400, undefined, 'id');
    });
  });

  describe('an Arena', () => {
    const control = (path: string, body: unknown = {}) =>
      fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const standingsOf = async (id: string) =>
      arenaStandingsResponse.parse((await as(t, anonymous).get(`/api/tournament/lichess-arena-standings/${id}`)).body).data;

    it("reads lichess's ranking as the Arena's standings, final once lichess finishes it", async () => {
      const created = createLichessTournamentResponse.parse(
        (
          await as(t, owner).post('/api/tournament/create-lichess-tournament', {
            kind: 'arena',
            name: 'Ranked Arena',
            clockLimit: 180,
            clockIncrement: 2,
            minutes: 60,
          })
        ).body,
      ).data;
      const arenaId = created.lichess_id;
      expect(await standingsOf(created.tournament_id)).toEqual({ final: false, synced_at: null, rows: [] });
      await control(`/arena/${arenaId}/join`, { usernames: ['Alice', 'Bruno', 'Carla', 'Dario'] });
      await control(`/arena/${arenaId}/waves`, { outcomes: ['0-1', '1/2-1/2'] });
      const read = await as(t, owner).post(`/api/tournament/lichess-follow/${created.tournament_id}`);
      expectOk(read);
      expect(lichessFollowResponse.parse(read.body).message).toBe('Read from lichess: 4 players in the Arena standings');

      const lichessRows = (await (await fetch(`${fake.url}/api/tournament/${arenaId}/results`)).text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { rank: number; username: string; rating: number; score: number; performance: number });
      const shown = await standingsOf(created.tournament_id);
      expect(shown.final).toBe(false);
      expect(shown.rows).toEqual(lichessRows.map((row) => ({ ...row, title: null })));
      expect(shown.rows.map((row) => row.score)).toEqual([...shown.rows.map((row) => row.score)].sort((a, b) => b - a));

      // An Arena has no rounds to trigger; lichess ends it.
      expectFailure(
        await as(t, owner).post('/api/tournament/trigger-tournament-end', { tournamentId: created.tournament_id }),
        409,
        /An Arena has no rounds here/,
      );
      expectFailure(await as(t, other).post('/api/tournament/trigger-tournament-end', { tournamentId: created.tournament_id }), 403, /do not manage/);

      await control(`/arena/${arenaId}/waves`, { outcomes: ['1-0', '1-0'] });
      await control(`/arena/${arenaId}/finish`);
      clock.advance(61_000);
      expect(await followDueSwisses(t.app.ctx, t.app.log, 60)).toBeGreaterThanOrEqual(1);
      const final = await standingsOf(created.tournament_id);
      expect(final.final).toBe(true);
      const finalRows = (await (await fetch(`${fake.url}/api/tournament/${arenaId}/results`)).text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { username: string; score: number });
      expect(final.rows.map((row) => [row.username, row.score])).toEqual(finalRows.map((row) => [row.username, row.score]));
      expect(tournamentResponse.parse((await as(t, owner).get(`/api/tournament/${created.tournament_id}`)).body).data.state).toBe('finished');
      // Finished here: the schedule reads it no more.
      clock.advance(61_000);
      const before = fake.requests.length;
      await followDueSwisses(t.app.ctx, t.app.log, 60);
      expect(fake.requests.slice(before).filter((r) => r.path.includes(arenaId))).toEqual([]);
    });

    it("is only for an Arena's tournament", async () => {
      const created = createLichessTournamentResponse.parse(
        (await as(t, owner).post('/api/tournament/create-lichess-tournament', { ...swissBody, name: 'Not An Arena' })).body,
      ).data;
      expectFailure(await as(t, anonymous).get(`/api/tournament/lichess-arena-standings/${created.tournament_id}`), 404, /no Arena/);
      expectFailure(await as(t, anonymous).get('/api/tournament/lichess-arena-standings/not-an-id'), 400, undefined, 'id');
    });
  });

  it('are in the API documentation', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/auth/get-lichess-account',
      '/api/auth/connect-lichess',
      '/api/auth/v1/lichess_login',
      '/api/auth/v1/lichess_callback',
      '/api/tournament/create-lichess-tournament',
      '/api/tournament/lichess-teams',
      '/api/tournament/lichess-follow/{id}',
      '/api/tournament/lichess-games/{id}',
      '/api/tournament/lichess-link/{id}',
      '/api/tournament/lichess-arena-standings/{id}',
      '/api/tournament/lichess-bulk-pairing/{id}',
      '/api/tournament/lichess-bulk-results/{id}',
    ]) {
      expect(docs.paths, path).toHaveProperty([path]);
    }
  });

  describe('disconnecting', () => {
    it('revokes the token on lichess and forgets the connection', async () => {
      const issued = [...fake.world.tokens.values()].find((token) => token.userId === 'olgaonlichess')!;
      const answer = await call(t.app, 'POST', '/api/auth/connect-lichess', { body: { token: owner.token, lichess_username: null } });
      expectOk(answer);
      expect(lichessAccountResponse.parse(answer.body).data).toEqual({ lichess_connected: false, lichess_username: null, scopes: [] });
      expect(fake.world.revoked).toContain(issued.token);
      expect(fake.world.tokens.has(issued.token)).toBe(false);
      expectFailure(await as(t, owner).get('/api/tournament/lichess-teams'), 409, /Connect your lichess account first/);
      const inArabic = await call(t.app, 'GET', '/api/tournament/lichess-teams', { token: owner.token, headers: { 'accept-language': 'ar' } });
      expectFailure(inArabic, 409, /^اربط حسابك على lichess أولًا/);
    });
  });
});

describe('lichess down', () => {
  const t = useTestApp('pglite', { config: { lichessUrl: 'http://127.0.0.1:9' } });
  const owner = useAccount(t, 'organiser');
  const connected = useAccount(t, 'organiser');

  beforeAll(async () => {
    // Connected while lichess was up.
    await t.database.db.insert(lichessAccounts).values({
      userId: connected.id,
      lichessId: 'kept',
      lichessUsername: 'Kept',
      sealedToken: seal(t.config.tokenSecret, 'lio_kept'),
      scopes: ['team:read', 'tournament:write'],
      connectedAt: t.clock.now(),
    });
  });

  it('keeps the connection when lichess cannot be told to revoke the token, and says so', async () => {
    expectFailure(
      await call(t.app, 'POST', '/api/auth/connect-lichess', { body: { token: connected.token, lichess_username: null } }),
      502,
      /Lichess could not be reached/,
    );
    expect(
      lichessAccountResponse.parse((await call(t.app, 'POST', '/api/auth/get-lichess-account', { body: { token: connected.token } })).body).data
        .lichess_connected,
    ).toBe(true);
  });

  it('creates nothing here when lichess cannot create the tournament', async () => {
    expectFailure(await as(t, connected).post('/api/tournament/create-lichess-tournament', swissBody), 502, /Lichess could not be reached/);
    expect(await t.database.db.select().from(lichessTournaments)).toEqual([]);
    expectFailure(await as(t, connected).get('/api/tournament/lichess-teams'), 502, /Lichess could not be reached/);
  });

  it('answers a trigger of a followed Swiss 502 and changes nothing', async () => {
    const created = tournamentResponse.parse((await as(t, connected).post('/api/tournament/create', { name: 'Swiss Out Of Reach', rounds: 3 })).body).data;
    await t.database.db.insert(lichessTournaments).values({
      tournamentId: created.id,
      kind: 'swiss',
      lichessId: 'unreachable',
      lichessUrl: 'http://127.0.0.1:9/swiss/unreachable',
      createdAt: t.clock.now(),
    });
    for (const name of ['Ann', 'Ben']) expectOk(await as(t, connected).post(`/api/players/add-player/${created.id}`, { name, rating: 1500 }), 201);
    expectOk(await as(t, connected).get(`/api/tournament/generate-pairing?round=1&tournamentId=${created.id}`));
    for (const path of ['trigger-round-start', 'trigger-round-cleanup', 'trigger-tournament-end']) {
      expectFailure(await as(t, connected).post(`/api/tournament/${path}`, { tournamentId: created.id }), 502, /Lichess could not be reached/);
    }
    const round = roundPairingsResponse.parse((await as(t, connected).get(`/api/tournament/get-pairings?round=1&tournamentId=${created.id}`)).body).data;
    expect(round.state).toBe('paired');
    expect(tournamentResponse.parse((await as(t, connected).get(`/api/tournament/${created.id}`)).body).data).toMatchObject({
      currentRound: 1,
      finishedAt: null,
    });
  });

  it('says clearly that lichess could not be reached, and connects nothing', async () => {
    const login = lichessLoginResponse.parse(
      (await call(t.app, 'POST', '/api/auth/v1/lichess_login', { body: { user_key: owner.token, redirect_uri: redirectUri } })).body,
    ).data;
    const state = new URL(login.lichess_url).searchParams.get('state')!;
    const query = { code: 'liu_whatever', state, ref_state: login.ref_state, ref_code: login.ref_code, redirect_uri: redirectUri };
    expectFailure(await call(t.app, 'GET', `/api/auth/v1/lichess_callback?${new URLSearchParams(query).toString()}`), 502, /Lichess could not be reached/);
    const account = await call(t.app, 'POST', '/api/auth/get-lichess-account', { body: { token: owner.token } });
    expect(lichessAccountResponse.parse(account.body).data.lichess_connected).toBe(false);
  });
});

describe('pair here, play there (bulk pairings)', () => {
  const clock = manualClock();
  const fake = madeBeforeAll(
    'The fake lichess',
    () => startFakeLichess({ now: () => clock.now().getTime() }),
    (made) => made.close(),
  );
  const t = useTestApp('pglite', {
    clock,
    config: {
      get lichessUrl() {
        return fake.url;
      },
    },
  });
  const owner = useAccount(t, 'organiser', 'Bea Bulk');
  const other = useAccount(t, 'organiser', 'Otto Other');
  const players = [
    useAccount(t, 'player', 'Ann Anders'),
    useAccount(t, 'player', 'Ben Berg'),
    useAccount(t, 'player', 'Cai Chen'),
    useAccount(t, 'player', 'Dee Dahl'),
  ];
  const anonymous: Account = { token: 'not-a-session.token', id: '', email: '' };
  const lichessNames = ['AnnOnline', 'BenOnline', 'CaiOnline', 'DeeOnline'];
  const settings = { round: 1, clockLimit: 600, clockIncrement: 5, rated: true };
  let tournamentId = '';
  let pairings: RoundPairings;

  beforeAll(async () => {
    fake.world.addUser('BeaOnline', 2000);
    fake.world.addUser('OttoOnline', 1900);
    lichessNames.forEach((name, i) => fake.world.addUser(name, 2100 - 100 * i));
    await connect(t, fake, owner, 'BeaOnline', true);
    await connect(t, fake, other, 'OttoOnline');
    const created = tournamentResponse.parse(
      (await as(t, owner).post('/api/tournament/create', { name: 'Online Club Swiss', rounds: 3, enable_registration: true, initialColour: 'w' })).body,
    ).data;
    tournamentId = created.id;
    for (const [i, who] of players.entries()) expectOk(await as(t, who).post(`/api/players/register/${tournamentId}`, { rating: 2100 - 100 * i }), 201);
    for (const [i, who] of players.slice(0, 3).entries()) await connect(t, fake, who, lichessNames[i]);
    const paired = await as(t, owner).get(`/api/tournament/generate-pairing?round=1&tournamentId=${tournamentId}`);
    expectOk(paired);
    pairings = roundPairingsResponse.parse(paired.body).data;
  });
  afterEach(() => {
    expect(fake.problems.splice(0)).toEqual([]);
  });

  it('asks an organiser who pairs here for challenge:bulk too', async () => {
    expect(await lichessAccountOf(t, owner)).toMatchObject({ scopes: ['team:read', 'tournament:write', 'challenge:bulk'] });
    expectFailure(await as(t, other).post(`/api/tournament/lichess-bulk-pairing/${tournamentId}`, settings), 403, /do not manage/);
  });

  it('names the player who has not given a token, and what to do', async () => {
    expectFailure(
      await as(t, owner).post(`/api/tournament/lichess-bulk-pairing/${tournamentId}`, settings),
      409,
      /Dee Dahl has not connected lichess: sign in to Kingside, open \/connect-lichess/,
    );
    expect(fake.world.bulkPairings.size).toBe(0);
  });

  it("pushes the round Kingside paired to lichess as one bulk pairing with the players' tokens, and starts it", async () => {
    await connect(t, fake, players[3], lichessNames[3]);
    const answer = await as(t, owner).post(`/api/tournament/lichess-bulk-pairing/${tournamentId}`, settings);
    expectOk(answer, 201);
    const { data } = lichessBulkPairingResponse.parse(answer.body);
    const bulk = fake.world.bulkPairings.get(data.bulk_id)!;
    expect(bulk).toMatchObject({ clock: { limit: 600, increment: 5 }, rated: true, createdBy: 'beaonline' });
    const lichessOf = (name: string) => ({ 'Ann Anders': 'annonline', 'Ben Berg': 'benonline', 'Cai Chen': 'caionline', 'Dee Dahl': 'deeonline' })[name];
    expect(bulk.games.map((g) => [g.white, g.black])).toEqual(pairings.rows.map((row) => [lichessOf(row.player.name), lichessOf(row.opponent!.name)]));
    expect(data.games.map((g) => g.url)).toEqual(bulk.games.map((g) => `${fake.url}/${g.id}`));
    // The boards link to their lichess games for everyone, as a followed Swiss's do.
    const links = lichessGameLinksResponse.parse((await as(t, anonymous).get(`/api/tournament/lichess-games/${tournamentId}`)).body).data;
    expect(links).toEqual(data.games.map((g) => ({ round: 1, board: g.board, url: g.url })));
    // Paired here and played there is no followed lichess tournament; every page asks, so the answer is none, not a 404.
    const link = await as(t, anonymous).get(`/api/tournament/lichess-link/${tournamentId}`);
    expectOk(link);
    expect(lichessLinkOrNoneResponse.parse(link.body)).toEqual({ message: 'Not on lichess', data: null });
    const round = roundPairingsResponse.parse((await as(t, owner).get(`/api/tournament/get-pairings?round=1&tournamentId=${tournamentId}`)).body).data;
    expect(round.state).toBe('started');
    expectFailure(await as(t, owner).post(`/api/tournament/lichess-bulk-pairing/${tournamentId}`, settings), 409, /already on lichess/);
  });

  it('reads the results back from the games', async () => {
    const [bulk] = [...fake.world.bulkPairings.values()];
    const early = await as(t, owner).post(`/api/tournament/lichess-bulk-results/${tournamentId}`, { round: 1 });
    expectOk(early);
    expect(lichessResultsResponse.parse(early.body).data).toEqual({ round: 1, recorded: 0, pending: 2 });
    await fetch(`${fake.url}/_fake/bulk-pairing/${bulk.id}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcomes: ['0-1', '1/2-1/2'] }),
    });
    // The schedule reads open rounds too; the organiser's reading then finds them recorded.
    expect(await readOpenBulkRounds(t.app.ctx, t.app.log)).toBe(1);
    expect(await readOpenBulkRounds(t.app.ctx, t.app.log)).toBe(0);
    const read = await as(t, owner).post(`/api/tournament/lichess-bulk-results/${tournamentId}`, { round: 1 });
    expectOk(read);
    expect(lichessResultsResponse.parse(read.body).data).toEqual({ round: 1, recorded: 2, pending: 0 });
    const round = roundPairingsResponse.parse((await as(t, owner).get(`/api/tournament/get-pairings?round=1&tournamentId=${tournamentId}`)).body).data;
    expect(round.rows.map((row) => row.result)).toEqual(['0-1', '1/2-1/2']);
    expect(round.state).toBe('scored');
    const publicRound = roundPairingsResponse.parse(
      (await as(t, anonymous).get(`/api/tournament/get-pairings?round=1&tournamentId=${tournamentId}`)).body,
    ).data;
    expect(publicRound.rows.map((row) => row.result)).toEqual(['0-1', '1/2-1/2']);
  });

  it("is for the tournament's organisers only", async () => {
    for (const path of ['lichess-bulk-pairing', 'lichess-bulk-results']) {
      expectFailure(await as(t, anonymous).post(`/api/tournament/${path}/${tournamentId}`, settings), 401);
      expectFailure(await as(t, players[0]).post(`/api/tournament/${path}/${tournamentId}`, settings), 403);
      expectFailure(await as(t, other).post(`/api/tournament/${path}/${tournamentId}`, settings), 403, /do not manage/);
    }
    expectFailure(await as(t, owner).post(`/api/tournament/lichess-bulk-pairing/${tournamentId}`, { ...settings, round: 2 }), 404, /Round 2 is not paired yet/);
    expectFailure(
      await as(t, owner).post(`/api/tournament/lichess-bulk-pairing/${tournamentId}`, { ...settings, clockLimit: 20_000 }),
      400,
      /At most 3 hours/,
      'clockLimit',
    );
  });

  it('reads the games on lichess before trigger-round-cleanup forfeits a board', async () => {
    expectOk(await as(t, owner).get(`/api/tournament/generate-pairing?round=2&tournamentId=${tournamentId}`));
    const answer = await as(t, owner).post(`/api/tournament/lichess-bulk-pairing/${tournamentId}`, { ...settings, round: 2 });
    expectOk(answer, 201);
    const bulkId = lichessBulkPairingResponse.parse(answer.body).data.bulk_id;
    await fetch(`${fake.url}/_fake/bulk-pairing/${bulkId}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcomes: ['1-0', null] }),
    });
    const closed = await as(t, owner).post('/api/tournament/trigger-round-cleanup', { tournamentId });
    expectOk(closed);
    expect(tournamentResponse.parse(closed.body).message).toBe('Round 2 closed: 1 board without a result scored -/-');
    const round = roundPairingsResponse.parse((await as(t, owner).get(`/api/tournament/get-pairings?round=2&tournamentId=${tournamentId}`)).body).data;
    expect(round.rows.map((row) => row.result)).toEqual(['1-0', '-/-']);
    expect(round.state).toBe('scored');
  });
});
