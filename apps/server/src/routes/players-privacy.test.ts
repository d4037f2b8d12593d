import { describe, expect, it } from 'vitest';
import { managedPlayersResponse, publicPlayer, publicPlayersResponse } from '@kingside/contract';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

/**
 * Issue 12, defect 1: the public player calls sent every player's email, phone, national id and full
 * birth date to anyone. Public views now carry chess-results' fields only, by their response schema.
 */
describe.each(testDatabaseKinds)('defect 1, personal data leak, on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const pia = useAccount(t, 'player');
  const ada = useAccount(t, 'admin');

  const secrets = { email: 'top.secret@example.test', phone: '+44 7700 900123', nationalId: 'NAT-778899', birthDate: '1990-05-17' };
  const privateKeys = ['email', 'phone', 'nationalId', 'birthDate', 'byes'];

  async function tournamentWithPrivateData() {
    const organiser = organiserOf(t, olga);
    const id = await organiser.create({ name: 'Privacy Open', rounds: 3 });
    const top = await organiser.add(id, {
      name: 'Top Player',
      rating: 2400,
      title: 'IM',
      federation: 'ENG',
      sex: 'w',
      fideId: 400041,
      club: 'Leeds',
      ...secrets,
      byes: [3],
    });
    await organiser.add(id, { name: 'Second Player', rating: 2000 });
    expectOk(await as(t, olga).patch(`/api/tournament/${id}`, { enable_registration: true }));
    expectOk(await as(t, pia).post(`/api/players/register/${id}`, { rating: 1500 }), 201);
    return { id, top };
  }

  /** Every secret, and every account's email and id (the owner's, a registered player's), wherever it would hide in the text of an answer. */
  function expectNoPrivateData(body: unknown) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    for (const secret of [...Object.values(secrets), pia.email, pia.id, olga.id]) expect(text).not.toContain(secret);
  }

  it('the public player list carries only public fields, for anonymous callers and signed-in ones alike', async () => {
    const { id } = await tournamentWithPrivateData();
    for (const who of [undefined, pia, oscar, olga]) {
      const answer = await as(t, who).get(`/api/players/${id}`);
      expectOk(answer);
      expectNoPrivateData(answer.body);
      const players = publicPlayersResponse.parse(answer.body).data;
      expect(players).toHaveLength(3);
      for (const player of players as Record<string, unknown>[]) for (const key of privateKeys) expect(player).not.toHaveProperty(key);
      expect(players[0]).toMatchObject({ name: 'Top Player', title: 'IM', federation: 'ENG', fideId: 400041, club: 'Leeds', sex: 'w', birthYear: 1990 });
    }
  });

  it('the public player card carries only public fields', async () => {
    const { top } = await tournamentWithPrivateData();
    const answer = await as(t).get(`/api/players/details?query=${top.uuid}`);
    expectOk(answer);
    expectNoPrivateData(answer.body);
    expect((answer.body as { data: Record<string, unknown> }).data).toMatchObject({ name: 'Top Player', birthYear: 1990 });
  });

  it('self-registration answers the entry as the public sees it', async () => {
    const organiser = organiserOf(t, olga);
    const id = await organiser.create({ name: 'Registration Open', rounds: 3 });
    expectOk(await as(t, olga).patch(`/api/tournament/${id}`, { enable_registration: true }));
    const answer = await as(t, pia).post(`/api/players/register/${id}`, { rating: 1500 });
    expectOk(answer, 201);
    expectNoPrivateData(answer.body);
  });

  it('no public read of the tournament sends a private field', async () => {
    const { id, top } = await tournamentWithPrivateData();
    await organiserOf(t, olga).pair(id, 1);
    const publicReads = [
      `/api/tournament/${id}`,
      `/api/tournament/get-pairings?round=1&tournamentId=${id}`,
      `/api/tournament/players-ranking?round=1&tournamentId=${id}`,
      `/api/tournament/${id}/standings.csv?round=1`,
      '/api/tournament/get-tournament-list?query=Privacy',
      `/api/players/details?query=${top.uuid}`,
      `/api/players/${id}`,
    ];
    for (const url of publicReads) {
      // As text: the CSV is not JSON, and a secret must not hide anywhere in what is sent.
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expectNoPrivateData(answer.payload);
    }
  });

  it("the entry list with contact details goes to the tournament's managers and admins only", async () => {
    const { id } = await tournamentWithPrivateData();
    const url = `/api/players/entries/${id}`;
    expectFailure(await as(t).get(url), 401);
    expectFailure(await as(t, pia).get(url), 403);
    expectFailure(await as(t, oscar).get(url), 403, 'You do not manage this tournament');
    for (const who of [olga, ada]) {
      const answer = await as(t, who).get(url);
      expectOk(answer);
      const players = managedPlayersResponse.parse(answer.body).data;
      expect(players[0]).toMatchObject({ name: 'Top Player', ...secrets, byes: [3] });
      expect(players.find((p) => p.type === 'registration')).toMatchObject({ email: pia.email });
    }
  });

  it('the API docs describe the public player views without private fields', async () => {
    const docs = (await call(t.app, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const publicViews = [
      docs.paths['/api/players/{tournamentId}'].get,
      docs.paths['/api/players/details'].get,
      docs.paths['/api/players/register/{tournamentId}'].post,
    ];
    for (const view of publicViews) {
      const success = JSON.stringify(view.responses['200'] ?? view.responses['201']);
      for (const key of privateKeys) expect(success).not.toContain(`"${key}"`);
    }
    expect(Object.keys(publicPlayer.shape)).not.toContain('email');
  });
});
