import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readTrf } from '@kingside/engine';
import { entries, tournaments } from '../db/schema/index.js';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

/** A name that, written raw into a TRF file, would end its record and add a player of its own. */
const ghost = 'Smith\n001    9      Ghost, Player                     2800';

describe.each(testDatabaseKinds)('defect 2, TRF injection, on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');

  it('refuses a line break or control character in every text field, naming the field', async () => {
    const olgaOf = organiserOf(t, olga);
    const id = await olgaOf.create({ name: 'Clean Open', rounds: 5 });
    const api = as(t, olga);
    expectFailure(await api.post(`/api/players/add-player/${id}`, { name: ghost }), 400, /^name: Name must not contain line breaks/, 'name');
    expectFailure(await api.post(`/api/players/add-player/${id}`, { name: 'Ann', club: 'Bath\u2028CC' }), 400, /^club: Club must not contain/, 'club');
    expectFailure(await api.post(`/api/players/add-player/${id}`, { name: 'Ann', nationalId: 'A\u0085B' }), 400, /^nationalId: /, 'nationalId');
    expectFailure(await api.post('/api/tournament/create', { name: `Open\r${ghost}`, rounds: 5 }), 400, /^name: /, 'name');
    expectFailure(await api.post('/api/tournament/create', { name: 'Open', rounds: 5, city: 'Ba\tth' }), 400, /^city: City must not contain/, 'city');
    expectFailure(
      await api.post('/api/tournament/create', { name: 'Open', rounds: 5, deputyArbiters: ['Ann', 'B\nob'] }),
      400,
      /^deputyArbiters\.1: /,
      'deputyArbiters.1',
    );
    expectFailure(await api.patch(`/api/tournament/${id}`, { chiefArbiter: 'Ann\nArbiter' }), 400, /^chiefArbiter: /, 'chiefArbiter');
    expectFailure(await api.post('/api/tournament/create-club', { name: 'Bath\u001bCC' }), 400, /^name: /, 'name');
    const register = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: ghost, email: 'ghost@example.test', password: 'secret-pass', role: 'player' },
    });
    expectFailure(register, 400, /^name: /, 'name');

    const form = multipart({ name: 'Open', rounds: '5', timeControl: '90+30\n142 99' });
    expectFailure(await call(t.app, 'POST', '/api/tournament/create', { form, token: olga.token }), 400, /^timeControl: /, 'timeControl');
  });

  it("keeps a brochure's paragraphs but refuses its other control characters", async () => {
    const id = await organiserOf(t, olga).create({ name: 'Brochure Open', rounds: 5 });
    const put = (body: unknown) => call(t.app, 'PUT', `/api/tournament/${id}/brochure`, { body, token: olga.token });
    expectOk(await put({ description: 'Seven rounds.\n\nPrizes on Sunday.', schedule: [] }));
    expectFailure(await put({ description: 'Bell\u0007' }), 400, /^description: Description must not contain control characters/, 'description');
    expectFailure(await put({ schedule: [{ label: 'Round\n1', date: '2026-06-05' }] }), 400, /^schedule\.0\.label: /, 'schedule.0.label');
  });

  it('exports one record per player even for a name stored with a line break before it was refused', async () => {
    const olgaOf = organiserOf(t, olga);
    const id = await olgaOf.create({ name: 'Legacy Open', rounds: 5 });
    const smith = await olgaOf.add(id, { name: 'Smith', rating: 2000 });
    await olgaOf.add(id, { name: 'Jones', rating: 1900 });
    await t.database.db.update(entries).set({ name: ghost }).where(eq(entries.id, smith.uuid));
    await t.database.db.update(tournaments).set({ name: 'Legacy\nOpen', city: 'Bath\r\n001 ghost' }).where(eq(tournaments.id, id));

    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body.split('\r\n').filter(Boolean);
    expect(lines.filter((line) => line.startsWith('001'))).toHaveLength(2);
    expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
    expect(readTrf(answer.body).players.map((p) => p.name)).toEqual(['Smith 001    9      Ghost, Player', 'Jones']);
    expect(readTrf(answer.body).name).toBe('Legacy Open');
  });
});
