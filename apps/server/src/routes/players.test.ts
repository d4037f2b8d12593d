import { describe, expect, it } from 'vitest';
import {
  managedPlayerResponse,
  managedPlayersResponse,
  playerDetailsResponse,
  publicPlayerResponse,
  publicPlayersResponse,
  splitTournamentResponse,
} from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { createTournament, organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('players API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const pia = useAccount(t, 'player');

  const tournament = async (body: Record<string, unknown> = {}) => (await createTournament(t, olga, { name: 'Club Swiss', rounds: 5, ...body })).id;
  const { add } = organiserOf(t, olga);
  const list = async (tournamentId: string) => publicPlayersResponse.parse((await as(t).get(`/api/players/${tournamentId}`)).body).data;

  it('adds players and numbers them by rating, title, then name (FIDE C.04.2)', async () => {
    const id = await tournament();
    const first = await add(id, { name: 'Zed Zimmer', rating: 1800 });
    expect(first).toMatchObject({
      id: 1,
      pairingNumber: 1,
      name: 'Zed Zimmer',
      rating: 1800,
      isWithDrawn: false,
      joinedRound: 1,
      byes: [],
      points: 0,
      title: null,
    });
    await add(id, { name: 'Anna Adams', rating: 1800 });
    await add(id, { name: 'Yuri Young', rating: 1800, title: 'fm' });
    await add(id, {
      name: 'Top Player',
      rating: 2400,
      title: 'IM',
      federation: 'eng',
      sex: 'F',
      birthDate: '1990-05-01',
      fideId: 400041,
      email: 'top@example.test',
      phone: '+44 1',
      club: 'Leeds',
    });
    await add(id, { name: 'Newcomer' });
    const players = await list(id);
    expect(players.map((p) => [p.id, p.pairingNumber, p.name])).toEqual([
      [1, 1, 'Top Player'],
      [2, 2, 'Yuri Young'],
      [3, 3, 'Anna Adams'],
      [4, 4, 'Zed Zimmer'],
      [5, 5, 'Newcomer'],
    ]);
    expect(players[0]).toMatchObject({ title: 'IM', federation: 'ENG', sex: 'w', birthYear: 1990, fideId: 400041, club: 'Leeds' });
  });

  it('renumbers when a rating is corrected before round 1, and keeps the change', async () => {
    const id = await tournament();
    const low = await add(id, { name: 'Low', rating: 1500 });
    await add(id, { name: 'High', rating: 2000 });
    const answer = await as(t, olga).patch(`/api/players/update-player-info/${low.uuid}`, { rating: 2100, club: 'Hull', byes: [2, 4] });
    expectOk(answer);
    expect(managedPlayerResponse.parse(answer.body).data).toMatchObject({ name: 'Low', rating: 2100, pairingNumber: 1, club: 'Hull', byes: [2, 4] });
    const cleared = managedPlayerResponse.parse((await as(t, olga).patch(`/api/players/update-player-info/${low.uuid}`, { club: null, byes: [] })).body).data;
    expect(cleared).toMatchObject({ club: null, byes: [] });
  });

  it('toggles withdrawal and lists the withdrawn last, by rating within each group', async () => {
    const id = await tournament();
    const players = [];
    for (const [name, rating] of [
      ['A', 2000],
      ['B', 1900],
      ['C', 1800],
      ['D', 1700],
    ] as const)
      players.push(await add(id, { name, rating }));
    const answer = await as(t, olga).patch('/api/players/withdraw-player', { playerId: players[0].uuid });
    expectOk(answer);
    const withdrawn = managedPlayersResponse.parse(answer.body);
    expect(withdrawn.message).toBe('A withdrawn');
    expect(withdrawn.data.map((p) => [p.id, p.name, p.isWithDrawn])).toEqual([
      [1, 'B', false],
      [2, 'C', false],
      [3, 'D', false],
      [4, 'A', true],
    ]);
    await as(t, olga).patch('/api/players/withdraw-player', { playerId: players[2].uuid });
    expect((await list(id)).map((p) => p.name)).toEqual(['B', 'D', 'A', 'C']);
    const back = managedPlayersResponse.parse((await as(t, olga).patch('/api/players/withdraw-player', { playerId: players[0].uuid })).body);
    expect(back.message).toBe('A back in the tournament');
    expect(back.data.map((p) => p.name)).toEqual(['A', 'B', 'D', 'C']);
  });

  it('shows a player card by uuid, publicly', async () => {
    const id = await tournament({ name: 'Card Open' });
    const player = await add(id, { name: 'Carla', rating: 1650 });
    const answer = await as(t).get(`/api/players/details?query=${player.uuid}`);
    expectOk(answer);
    expect(playerDetailsResponse.parse(answer.body).data).toMatchObject({
      uuid: player.uuid,
      name: 'Carla',
      tournamentName: 'Card Open',
      rounds: [],
      points: 0,
    });
    expectFailure(await as(t).get('/api/players/details?query=00000000-0000-4000-8000-000000000000'), 404, 'Player not found');
    expectFailure(await as(t).get('/api/players/details?query=carla'), 400, /^query: /, 'query');
    expectFailure(await as(t).get('/api/players/details'), 400, /^query: /, 'query');
  });

  it('Late entries: numbered by the General Handling Rules, with the points given for the missed rounds recorded and shown', async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(4, { name: 'Late Open', rounds: 5 });
    await o.playRound(id, 1, () => '1-0');
    await o.playRound(id, 2, () => '1-0');
    // Rated above the field, before round 4 is paired: the initial order places her first (C.04.2).
    const half = await add(id, { name: 'Hana Half', rating: 2300, missedRounds: 'half_point_bye' });
    const zero = await add(id, { name: 'Zack Zero', rating: 1000 });
    expect(half).toMatchObject({ pairingNumber: 1, joinedRound: 3, type: 'late_entry', points: 1 });
    expect(zero).toMatchObject({ pairingNumber: 6, joinedRound: 3, type: 'late_entry', points: 0 });
    const card = async (uuid: string) => playerDetailsResponse.parse((await as(t).get(`/api/players/details?query=${uuid}`)).body).data.rounds;
    expect((await card(half.uuid)).map((r) => [r.round, r.kind, r.points])).toEqual([
      [1, 'half_point_bye', 0.5],
      [2, 'half_point_bye', 0.5],
    ]);
    expect((await card(zero.uuid)).map((r) => [r.round, r.kind, r.points])).toEqual([
      [1, 'zero_point_bye', 0],
      [2, 'zero_point_bye', 0],
    ]);
    expectFailure(
      await as(t, olga).post(`/api/players/add-player/${id}`, { name: 'Bad', missedRounds: 'win' }),
      400,
      'missedRounds: A missed round scores one of zero_point_bye, half_point_bye',
      'missedRounds',
    );
    // Both are paired from round 3.
    const round3 = await o.pair(id, 3);
    const seated = round3.rows.flatMap((row) => [row.player.id, row.opponent?.id]);
    expect(seated).toEqual(expect.arrayContaining([half.uuid, zero.uuid]));
  });

  it('names the field that is wrong', async () => {
    const id = await tournament({ rounds: 5 });
    const post = (body: unknown) => as(t, olga).post(`/api/players/add-player/${id}`, body);
    expectFailure(await post({}), 400, /^name: /, 'name');
    expectFailure(await post({ name: 'X', rating: 4000 }), 400, 'rating: Rating must be at most 3500', 'rating');
    expectFailure(await post({ name: 'X', title: 'Grandmaster' }), 400, /^title: A title is one of/, 'title');
    expectFailure(await post({ name: 'X', birthDate: '01/05/1990' }), 400, 'birthDate: A birth date is YYYY or YYYY-MM-DD', 'birthDate');
    expectFailure(await post({ name: 'X', byes: [6] }), 400, 'byes: the tournament has 5 rounds, not 6', 'byes');
    expectFailure(await post({ name: 'X', email: 'nope' }), 400, /^email: /, 'email');
    const rr = await tournament({ system: 'round_robin', rounds: undefined });
    expectFailure(await as(t, olga).post(`/api/players/add-player/${rr}`, { name: 'X', byes: [1] }), 400, /^byes: a round robin has no requested byes/, 'byes');
    const someone = await add(id, { name: 'Someone' });
    expectFailure(await as(t, olga).patch(`/api/players/update-player-info/${someone.uuid}`, { rating: -5 }), 400, /^rating: /, 'rating');
    expectFailure(await as(t, olga).patch('/api/players/withdraw-player', {}), 400, /^playerId: /, 'playerId');
  });

  it('flags duplicates instead of merging them', async () => {
    const id = await tournament();
    await add(id, { name: 'Magnus', fideId: 1503014, birthDate: '1990-11-30' });
    expectFailure(
      await as(t, olga).post(`/api/players/add-player/${id}`, { name: 'M. Carlsen', fideId: 1503014 }),
      409,
      /^fideId: Magnus is already entered with FIDE id 1503014/,
      'fideId',
    );
    expectFailure(
      await as(t, olga).post(`/api/players/add-player/${id}`, { name: 'magnus', birthDate: '1990-11-30' }),
      409,
      /^name: Magnus, born 1990-11-30, is already entered/,
      'name',
    );
    const other = await add(id, { name: 'Other' });
    expectFailure(await as(t, olga).patch(`/api/players/update-player-info/${other.uuid}`, { fideId: 1503014 }), 409, /^fideId: /, 'fideId');
  });

  it('splits the entries into sections by equal groups or rating bands, before round 1 only', async () => {
    const id = await tournament({ name: 'Big Open', rounds: 3 });
    for (const [name, rating] of [
      ['A', 2300],
      ['B', 2200],
      ['C', 2100],
      ['D', 2000],
      ['E', 1900],
      ['F', 1800],
      ['G', 1700],
    ] as const)
      await add(id, { name, rating });
    expectFailure(await as(t, olga).post(`/api/tournament/split-tournament/${id}`, {}), 400, 'groups: Give either groups or bands', 'groups');
    expectFailure(
      await as(t, olga).post(`/api/tournament/split-tournament/${id}`, { groups: 4 }),
      400,
      'groups: section 4 would have 1 player; a section needs at least 2',
      'groups',
    );
    expectFailure(
      await as(t, olga).post(`/api/tournament/split-tournament/${id}`, { bands: [1800, 2000] }),
      400,
      /^bands: Ratings go from highest to lowest/,
      'bands',
    );
    expectFailure(await as(t, oscar).post(`/api/tournament/split-tournament/${id}`, { groups: 2 }), 403);
    const answer = await as(t, olga).post(`/api/tournament/split-tournament/${id}`, { groups: 2 });
    expectOk(answer);
    const sections = splitTournamentResponse.parse(answer.body).data;
    expect(sections.map((s) => [s.name, s.playerCount, s.rounds])).toEqual([
      ['Big Open – Section 1', 4, 3],
      ['Big Open – Section 2', 3, 3],
    ]);
    expect(sections[0].id).toBe(id);
    expect((await list(sections[1].id)).map((p) => [p.pairingNumber, p.name])).toEqual([
      [1, 'E'],
      [2, 'F'],
      [3, 'G'],
    ]);

    const banded = await tournament({ name: 'Banded', rounds: 3 });
    for (const [name, rating] of [
      ['A', 2300],
      ['B', 2200],
      ['C', 1900],
      ['D', 1850],
      ['E', 1500],
      ['F', 0],
    ] as const)
      await add(banded, { name, rating });
    const bands = splitTournamentResponse.parse((await as(t, olga).post(`/api/tournament/split-tournament/${banded}`, { bands: [2000, 1800] })).body).data;
    expect(bands.map((s) => s.playerCount)).toEqual([2, 2, 2]);

    const paired = await tournament({ rounds: 3 });
    for (const name of ['A', 'B', 'C', 'D']) await add(paired, { name });
    expectOk(await as(t, olga).get(`/api/tournament/generate-pairing?round=1&tournamentId=${paired}`));
    expectFailure(
      await as(t, olga).post(`/api/tournament/split-tournament/${paired}`, { groups: 2 }),
      409,
      'A tournament can only be split before round 1 is paired',
    );
  });

  it('lets a signed-in player register while registration is open, once, before round 1', async () => {
    const id = await tournament({ rounds: 3 });
    const register = (who: Account, body: unknown = { rating: 1500, federation: 'ENG' }) => as(t, who).post(`/api/players/register/${id}`, body);
    expectFailure(await register(pia), 409, 'This tournament does not take registrations; ask its organiser');
    expectOk(await as(t, olga).patch(`/api/tournament/${id}`, { enable_registration: true }));
    expectFailure(await register(pia, { rating: 'high' }), 400, /^rating: /, 'rating');
    const answer = await register(pia);
    expectOk(answer, 201);
    expect(publicPlayerResponse.parse(answer.body)).toMatchObject({
      message: 'You are registered',
      data: { rating: 1500, federation: 'ENG', type: 'registration' },
    });
    expectFailure(await register(pia), 409, 'You are already registered in this tournament');
    expectFailure(await as(t).post(`/api/players/register/${id}`, {}), 401);
    expectFailure(await as(t, pia).post('/api/players/register/00000000-0000-4000-8000-000000000000', {}), 404, 'Tournament not found');
    const other = await account(t, 'player');
    await add(id, { name: 'Second' });
    expectOk(await as(t, olga).get(`/api/tournament/generate-pairing?round=1&tournamentId=${id}`));
    expectFailure(await register(other), 409, 'Round 1 is already paired; ask the arbiter for a late entry');
  });

  it("keeps players to the tournament's organisers", async () => {
    const id = await tournament();
    const player = await add(id, { name: 'Private' });
    expectFailure(await as(t, oscar).post(`/api/players/add-player/${id}`, { name: 'Intruder' }), 403, 'You do not manage this tournament');
    expectFailure(await as(t, pia).post(`/api/players/add-player/${id}`, { name: 'Intruder' }), 403);
    expectFailure(await as(t).post(`/api/players/add-player/${id}`, { name: 'Intruder' }), 401);
    expectFailure(await as(t, oscar).patch(`/api/players/update-player-info/${player.uuid}`, { name: 'Renamed' }), 403);
    expectFailure(await as(t, oscar).patch('/api/players/withdraw-player', { playerId: player.uuid }), 403);
    expectFailure(await as(t, olga).post('/api/players/add-player/00000000-0000-4000-8000-000000000000', { name: 'Nobody' }), 404, 'Tournament not found');
    expectFailure(await as(t, olga).patch('/api/players/update-player-info/00000000-0000-4000-8000-000000000000', { name: 'Nobody' }), 404, 'Player not found');
    expectFailure(await as(t).get('/api/players/00000000-0000-4000-8000-000000000000'), 404, 'Tournament not found');
    expectFailure(await as(t).get('/api/players/not-an-id'), 400, /^tournamentId: /, 'tournamentId');
  });
});
