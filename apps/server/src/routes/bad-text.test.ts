import { describe, expect, it } from 'vitest';
import { call, multipart, testDatabaseKinds, useTestApp, type Answer } from '../test-support/index.js';
import { as, expectFailure, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

/** What PostgreSQL cannot store in text (NUL) and what has no UTF-8 encoding (a surrogate without its pair). */
const badTexts = { nul: 'Ann\u0000Smith', 'lone surrogate': 'Ann\ud800Smith', 'lone low surrogate': '\udc00' };

function expectNamed(answer: Answer, field: string) {
  expectFailure(answer, 400, new RegExp(`^${field.replace(/\./g, '\\.')}: `), field);
}

describe.each(testDatabaseKinds)('defect 3, HTTP 500 on bad text, on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');
  const ada = useAccount(t, 'admin', 'Ada');

  for (const [what, bad] of Object.entries(badTexts)) {
    it(`answers 400 naming the field for a ${what} on register, create club, tournament edit, brochure and add player`, async () => {
      const api = as(t, olga);
      const id = await organiserOf(t, olga).create({ name: `Open ${what}`, rounds: 5 });
      const register = (body: Record<string, unknown>) =>
        call(t.app, 'POST', '/api/auth/register', { body: { name: 'Ann', email: 'ann@example.test', password: 'secret-pass', role: 'player', ...body } });
      expectNamed(await register({ name: bad }), 'name');
      expectNamed(await register({ phone: bad }), 'phone');
      expectNamed(await register({ password: `secret-${bad}` }), 'password');
      expectNamed(await register({ email: `ann${bad}@example.test` }), 'email');
      expectNamed(await api.post('/api/tournament/create-club', { name: bad }), 'name');
      expectNamed(await api.post('/api/tournament/create-club', { name: 'Club', city: bad }), 'city');
      expectNamed(await api.post('/api/tournament/create-club', { name: 'Club', managers: [bad] }), 'managers.0');
      expectNamed(await api.patch(`/api/tournament/${id}`, { venue: bad }), 'venue');
      expectNamed(await api.patch(`/api/tournament/${id}`, { feedbacks: ['fine', bad] }), 'feedbacks.1');
      expectNamed(await api.patch(`/api/tournament/${id}`, { system: bad }), 'system');
      const brochure = (body: unknown) => call(t.app, 'PUT', `/api/tournament/${id}/brochure`, { body, token: olga.token });
      expectNamed(await brochure({ description: bad }), 'description');
      expectNamed(await brochure({ schedule: [{ label: 'Round 1', date: '2026-06-05', time: bad }] }), 'schedule.0.time');
      expectNamed(await api.post(`/api/players/add-player/${id}`, { name: bad }), 'name');
      expectNamed(await api.post(`/api/players/add-player/${id}`, { name: 'Ann', email: bad }), 'email');
      expectNamed(await api.post(`/api/players/add-player/${id}`, { name: 'Ann', birthDate: bad }), 'birthDate');
      expectNamed(await api.post(`/api/players/add-player/${id}`, { name: 'Ann', [`extra${bad}`]: 1 }), `extra${bad}`);
    });
  }

  it('answers 400 naming the field for a NUL in a multipart field, and for one in a query string', async () => {
    const id = await organiserOf(t, olga).create({ name: 'Multipart Open', rounds: 5 });
    const edit = await call(t.app, 'PATCH', `/api/tournament/${id}`, { form: multipart({ venue: 'Guild\u0000hall' }), token: olga.token });
    expectNamed(edit, 'venue');
    const create = await call(t.app, 'POST', '/api/tournament/create', { form: multipart({ name: 'Open\u0000', rounds: '5' }), token: olga.token });
    expectNamed(create, 'name');
    const upload = await call(t.app, 'POST', '/api/players/upload', {
      form: multipart({ tournamentId: id, preview: 'tr\u0000ue' }, [{ field: 'file', name: 'players.csv', content: 'Name\nAnn\n' }]),
      token: olga.token,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(400);
    expectNamed(await call(t.app, 'GET', '/api/tournament/get-tournament-list?query=Open%00'), 'query');
  });

  it('answers 400 naming the field for a NUL in a multipart file name', async () => {
    const list = multipart({}, [{ field: 'file', name: 'players\u0000list.txt', content: 'ID Number      Name\n' }]);
    const answer = await call(t.app, 'POST', '/api/players/import-fide-list', { form: list, token: ada.token });
    expectNamed(answer, 'file');
  });
});
