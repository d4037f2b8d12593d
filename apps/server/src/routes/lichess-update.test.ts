import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLichessTournamentResponse, lichessLinkResponse, lichessTournamentSettingsResponse, tournamentResponse } from '@kingside/contract';
import { testDatabaseKinds } from '../test-support/index.js';
import { connectOnLichess, useAppOnFakeLichess } from '../test-support/fake-lichess.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';

describe.each(testDatabaseKinds)('update-lichess-tournament on %s', (kind) => {
  const { fake, t } = useAppOnFakeLichess(kind);
  const owner = useAccount(t, 'organiser', 'Olga Organiser');
  const other = useAccount(t, 'organiser', 'Oscar Other');

  beforeAll(async () => {
    fake.world.addUser('OlgaOnLichess', 2100);
    fake.world.addUser('OscarOnLichess', 1900);
    fake.world.addTeam('club-one', 'Club One', 'OlgaOnLichess', ['OscarOnLichess']);
    await connectOnLichess(t, fake, owner, 'OlgaOnLichess');
    await connectOnLichess(t, fake, other, 'OscarOnLichess');
  });
  afterEach(() => {
    // Every request Kingside sent, and every answer the fake gave, as lichess's OpenAPI description says.
    expect(fake.problems.splice(0)).toEqual([]);
  });

  const create = async (body: Record<string, unknown>) => {
    const answer = await as(t, owner).post('/api/tournament/create-lichess-tournament', body);
    expectOk(answer, 201);
    return createLichessTournamentResponse.parse(answer.body).data;
  };
  const mirror = async (id: string) => tournamentResponse.parse((await as(t, owner).get(`/api/tournament/${id}`)).body).data;

  it("edits the Swiss on lichess and the Kingside tournament that mirrors it; lichess's refusals and the wrong kind's fields change nothing", async () => {
    const created = await create({ kind: 'swiss', name: 'Club Swiss', teamId: 'club-one', clockLimit: 300, clockIncrement: 3, rounds: 5 });
    const url = `/api/tournament/update-lichess-tournament/${created.tournament_id}`;
    const edit = { name: 'Club Swiss Rapid', clockLimit: 600, clockIncrement: 5, rounds: 7, description: 'Ten minutes now', rated: true };
    const answer = await as(t, owner).post(url, edit);
    expectOk(answer);
    expect(lichessLinkResponse.parse(answer.body).data).toMatchObject({ kind: 'swiss', lichess_id: created.lichess_id });
    expect(fake.world.swisses.get(created.lichess_id)).toMatchObject({
      name: 'Club Swiss Rapid',
      clock: { limit: 600, increment: 5 },
      nbRounds: 7,
      description: 'Ten minutes now',
    });
    expect(await mirror(created.tournament_id)).toMatchObject({ name: 'Club Swiss Rapid', rounds: 7, timeControl: '10+5 on lichess', ratingType: 'rapid' });

    // Lichess's own rule (15 s cannot be rated) comes back on the organiser's field; nothing changes on either side.
    expectFailure(await as(t, owner).post(url, { ...edit, clockLimit: 15, clockIncrement: 0 }), 400, /^Lichess refused the tournament — rated: /, 'rated');
    expectFailure(await as(t, owner).post(url, { ...edit, minutes: 60 }), 400, 'minutes: A Swiss has rounds, not a duration', 'minutes');
    expectFailure(await as(t, owner).post(url, { ...edit, rounds: undefined }), 400, 'rounds: A Swiss needs its number of rounds', 'rounds');
    expectFailure(await as(t, owner).post(url, { ...edit, clockLimit: 301 }), 400, /^clockLimit: Clock time must be one of/, 'clockLimit');
    expectFailure(await as(t, owner).post(url, { ...edit, name: 'x' }), 400, 'The name needs at least 2 characters', 'name');
    expect(fake.world.swisses.get(created.lichess_id)).toMatchObject({ name: 'Club Swiss Rapid', clock: { limit: 600, increment: 5 } });
    expect((await mirror(created.tournament_id)).name).toBe('Club Swiss Rapid');

    // Another organiser, a player, nobody signed in: refused before lichess is asked.
    const before = fake.requests.length;
    expectFailure(await as(t, other).post(url, edit), 403);
    expectFailure(await as(t).post(url, edit), 401);
    expect(fake.requests.length).toBe(before);
  });

  it('edits an Arena (duration, not rounds); a tournament without a lichess counterpart is 404', async () => {
    const created = await create({ kind: 'arena', name: 'Blitz Arena', clockLimit: 180, clockIncrement: 2, minutes: 60, rated: false });
    const url = `/api/tournament/update-lichess-tournament/${created.tournament_id}`;
    expectOk(await as(t, owner).post(url, { name: 'Longer Arena', clockLimit: 180, clockIncrement: 2, minutes: 90, rated: false }));
    expect(fake.world.arenas.get(created.lichess_id)).toMatchObject({ name: 'Longer Arena', minutes: 90, clock: { limit: 180, increment: 2 } });
    expect((await mirror(created.tournament_id)).name).toBe('Longer Arena');
    expectFailure(
      await as(t, owner).post(url, { name: 'Longer Arena', clockLimit: 180, clockIncrement: 2, rated: false }),
      400,
      /needs its duration/,
      'minutes',
    );

    const plain = tournamentResponse.parse((await as(t, owner).post('/api/tournament/create', { name: 'Over the board', rounds: 5 })).body).data;
    expectFailure(
      await as(t, owner).post(`/api/tournament/update-lichess-tournament/${plain.id}`, { name: 'Renamed', clockLimit: 180, clockIncrement: 2, minutes: 90 }),
      404,
      'This tournament has no lichess counterpart',
    );
  });

  it('reads the Swiss or Arena as lichess has it now, for the edit form, to its managers only', async () => {
    const swiss = await create({ kind: 'swiss', name: 'Form Swiss', teamId: 'club-one', clockLimit: 300, clockIncrement: 3, rounds: 5, rated: false });
    const swissUrl = `/api/tournament/update-lichess-tournament/${swiss.tournament_id}`;
    const read = async (url: string) => {
      const answer = await as(t, owner).get(url);
      expectOk(answer);
      return lichessTournamentSettingsResponse.parse(answer.body).data;
    };
    expect(await read(swissUrl)).toMatchObject({
      kind: 'swiss',
      name: 'Form Swiss',
      clockLimit: 300,
      clockIncrement: 3,
      rounds: 5,
      roundsStarted: 0,
      minutes: null,
      rated: false,
      description: null,
    });
    // An edit made on lichess itself is what the form starts from.
    fake.world.swisses.get(swiss.lichess_id)!.nbRounds = 9;
    expect((await read(swissUrl)).rounds).toBe(9);

    const arena = await create({ kind: 'arena', name: 'Form Arena', clockLimit: 180, clockIncrement: 2, minutes: 60, description: 'Blitz night' });
    expect(await read(`/api/tournament/update-lichess-tournament/${arena.tournament_id}`)).toMatchObject({
      kind: 'arena',
      name: 'Form Arena',
      clockLimit: 180,
      clockIncrement: 2,
      rounds: null,
      minutes: 60,
      rated: true,
      description: 'Blitz night',
    });

    expectFailure(await as(t, other).get(swissUrl), 403);
    expectFailure(await as(t).get(swissUrl), 401);
    const plain = tournamentResponse.parse((await as(t, owner).post('/api/tournament/create', { name: 'Board only', rounds: 5 })).body).data;
    expectFailure(await as(t, owner).get(`/api/tournament/update-lichess-tournament/${plain.id}`), 404, 'This tournament has no lichess counterpart');
  });
});
