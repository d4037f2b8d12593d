import { describe, expect, it } from 'vitest';
import { managedPlayersResponse, playersUploadResponse } from '@kingside/contract';
import { call, multipart, useTestApp, type Answer } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const override = 'Anna\u202eKarenina';
const zeroWidth = 'Bob\u200bSmith';

function expectRefused(answer: Answer, field: string, found: string) {
  expectFailure(
    answer,
    400,
    `${field}: ${field === 'name' ? 'Name' : 'Venue'} must not contain invisible or direction-changing characters (it holds ${found})`,
    field,
  );
}

// A bidi override or a zero-width character in a name was accepted and reached the standings, the TRF and the CSV.
describe('bidi-override and zero-width characters in names', () => {
  const t = useTestApp('pglite');
  const olga = useAccount(t, 'organiser', 'Olga');

  it("refuses them in an account's, a club's, a tournament's and a player's name, naming the field", async () => {
    const api = as(t, olga);
    const id = await organiserOf(t, olga).create({ name: 'Names Open', rounds: 5 });
    const register = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: override, email: 'anna@example.test', password: 'secret-pass', role: 'player' },
    });
    expectRefused(register, 'name', 'U+202E');
    expectRefused(await api.post('/api/tournament/create-club', { name: zeroWidth }), 'name', 'U+200B');
    expectRefused(await api.post('/api/tournament/create', { name: override, rounds: 5 }), 'name', 'U+202E');
    expectRefused(await api.patch(`/api/tournament/${id}`, { venue: 'Hall\u2066 A' }), 'venue', 'U+2066');
    expectRefused(await api.post(`/api/players/add-player/${id}`, { name: override }), 'name', 'U+202E');
    expectRefused(await api.post(`/api/players/add-player/${id}`, { name: 'Bob\u200dSmith' }), 'name', 'U+200D');
    const entries = managedPlayersResponse.parse((await api.get(`/api/players/entries/${id}`)).body).data;
    expect(entries).toEqual([]);
  });

  it("refuses them in a spreadsheet's rows, as typed into the form", async () => {
    const id = await organiserOf(t, olga).create({ name: 'Sheet Open', rounds: 5 });
    const csv = `Name,Rating\r\n${override},1800\r\nPriya Sharma,1700\r\n`;
    const answer = await call(t.app, 'POST', '/api/players/upload', {
      token: olga.token,
      form: multipart({ tournamentId: id, preview: 'true' }, [{ field: 'file', name: 'players.csv', content: csv, type: 'text/csv' }]),
    });
    expectOk(answer);
    const { data } = playersUploadResponse.parse(answer.body);
    expect(data.counts).toMatchObject({ rows: 2, ready: 1, errors: 1 });
    expect(data.rows[0].errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^Row 2, column Name: Name must not contain invisible or direction-changing characters \(it holds U\+202E\)/),
    ]);
  });

  it("refuses them in an imported TRF file's names", async () => {
    const api = as(t, olga);
    const { id } = await organiserOf(t, olga).createWithPlayers(2, { rounds: 3 });
    const exported = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(exported.statusCode).toBe(200);
    const trf = exported.body;
    expect(trf).toContain('Player A');
    // The same length, so the record's columns stay where they were.
    const forged = trf.replace('Player A', 'Pl\u202eyer A');
    expectFailure(
      await api.post('/api/tournament/import-trf', { trf: forged }),
      400,
      "trf: player 1's name holds U+202E, an invisible or direction-changing character; remove it and import again",
      'trf',
    );
    expectOk(await api.post('/api/tournament/import-trf', { trf }), 201);
  });

  it('takes Hindi, Persian and Arabic names with the joiners their writing needs, and keeps them as typed', async () => {
    const api = as(t, olga);
    const id = await organiserOf(t, olga).create({ name: 'क्षत्रिय ओपन', rounds: 5 });
    const names = ['क्षत्रिय', 'क्\u200dषमा', 'श्रीनिवास क्\u200cष', 'علی\u200cاکبر رضایی', 'مُحَمَّد', 'ശ്രീ', 'Nguyễn Ngọc Trường Sơn'];
    for (const name of names) expectOk(await api.post(`/api/players/add-player/${id}`, { name }), 201);
    const entries = managedPlayersResponse.parse((await api.get(`/api/players/entries/${id}`)).body).data;
    expect(entries.map((entry) => entry.name).sort()).toEqual([...names].sort());
  });
});
