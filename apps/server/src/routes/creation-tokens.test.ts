import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicPlayersResponse, savedPlayerResponse, tournamentListResponse, tournamentResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('a create request sent twice on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  const mine = async (name: string) => {
    const list = tournamentListResponse.parse((await as(t, olga).get(`/api/tournament/get-tournament-list?query=${encodeURIComponent(name)}`)).body);
    return list.data.tournaments.filter((x) => x.name === name);
  };

  it('makes one tournament of two identical requests at once, and answers both with it', async () => {
    const body = { name: 'Double Click Open', rounds: 5, clientToken: randomUUID() };
    const answers = await Promise.all([as(t, olga).post('/api/tournament/create', body), as(t, olga).post('/api/tournament/create', body)]);
    for (const answer of answers) expectOk(answer, 201);
    const [first, second] = answers.map((answer) => tournamentResponse.parse(answer.body));
    expect(second.data.id).toBe(first.data.id);
    expect([first.message, second.message].sort()).toEqual(['Tournament already created', 'Tournament created']);
    expect(await mine('Double Click Open')).toHaveLength(1);

    // Sent again later (Back, then submit): still the first tournament.
    const later = tournamentResponse.parse((await as(t, olga).post('/api/tournament/create', body)).body);
    expect(later).toMatchObject({ message: 'Tournament already created', data: { id: first.data.id } });
    // A new token is a new tournament; without one, every request creates.
    expectOk(await as(t, olga).post('/api/tournament/create', { ...body, clientToken: randomUUID() }), 201);
    expectOk(await as(t, olga).post('/api/tournament/create', { name: body.name, rounds: 5 }), 201);
    expect(await mine('Double Click Open')).toHaveLength(3);
  });

  it("keeps each account's tokens apart, and a token to one kind of request", async () => {
    const clientToken = randomUUID();
    const olgas = tournamentResponse.parse((await as(t, olga).post('/api/tournament/create', { name: 'Token Open', rounds: 3, clientToken })).body);
    const oscars = tournamentResponse.parse((await as(t, oscar).post('/api/tournament/create', { name: 'Token Open', rounds: 3, clientToken })).body);
    expect(oscars.message).toBe('Tournament created');
    expect(oscars.data.id).not.toBe(olgas.data.id);
    expectFailure(
      await as(t, olga).post(`/api/players/add-player/${olgas.data.id}`, { name: 'Kumar, Ravi', clientToken }),
      409,
      'clientToken: this token already sent another request; send a new one',
      'clientToken',
    );
    expectFailure(await as(t, olga).post('/api/tournament/create', { name: 'Token Open', rounds: 3, clientToken: 'not-a-uuid' }), 400, /clientToken/);
  });

  it('enters a player once for two identical requests at once, and a refused request leaves the token free', async () => {
    const id = await o.create({ rounds: 5 });
    const body = { name: 'Sharma, Anita', rating: 1850, clientToken: randomUUID() };
    const answers = await Promise.all([as(t, olga).post(`/api/players/add-player/${id}`, body), as(t, olga).post(`/api/players/add-player/${id}`, body)]);
    for (const answer of answers) expectOk(answer, 201);
    const [first, second] = answers.map((answer) => savedPlayerResponse.parse(answer.body));
    expect(second.data.uuid).toBe(first.data.uuid);
    expect([first.message, second.message].sort()).toEqual(['Player added', 'Player already added']);
    const list = publicPlayersResponse.parse((await as(t).get(`/api/players/${id}`)).body);
    expect(list.data.map((p) => p.name)).toEqual(['Sharma, Anita']);

    // Refused (no name): nothing is kept of the token, and the corrected form goes through with it.
    const retry = { rating: 1700, clientToken: randomUUID() };
    expectFailure(await as(t, olga).post(`/api/players/add-player/${id}`, retry), 400, /^name: /, 'name');
    const corrected = savedPlayerResponse.parse((await as(t, olga).post(`/api/players/add-player/${id}`, { ...retry, name: 'Iyer, Dev' })).body);
    expect(corrected.message).toBe('Player added');
  });
});
