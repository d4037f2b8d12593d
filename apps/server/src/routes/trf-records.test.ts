import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tournamentResponse } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const gros = readFileSync(new URL('../../../../packages/engine/conformance/real-trf/open-gros-2010.trf', import.meta.url), 'latin1');
/** Round r's date in a 132 line: columns 92+10(r-1) to 99+10(r-1). */
const dateOf = (line: string, round: number) => line.slice(91 + 10 * (round - 1), 99 + 10 * (round - 1));

describe.each(testDatabaseKinds)('TRF records of round dates and arbiters on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const exported = async (id: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body.split('\r\n');
  };

  it('TRF records: the arbiters with their FIDE ids (102, 112), the time control (122) and the round dates (132)', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    const settings = {
      chiefArbiter: 'IA Ann Arbiter',
      chiefArbiterFideId: 22232540,
      deputyArbiters: ['FA Bob Deputy', 'Cy Deputy'],
      deputyArbiterFideIds: [123456, null],
      timeControl: '90 min + 30 s',
      // Round 1 as the organiser scheduled it, on its own day (it is already the 28th in UTC).
      roundSchedule: [{ round: 1, startsAt: '2026-02-27T22:30:00-05:00' }],
    };
    const saved = await o.api.patch(`/api/tournament/${id}`, settings);
    expectOk(saved);
    expect(tournamentResponse.parse(saved.body).data).toMatchObject({ chiefArbiterFideId: 22232540, deputyArbiterFideIds: [123456, null] });
    expectFailure(
      await o.api.patch(`/api/tournament/${id}`, { deputyArbiterFideIds: [1, 2, 3] }),
      400,
      'deputyArbiterFideIds: 3 FIDE ids for 2 deputy arbiters',
      'deputyArbiterFideIds',
    );
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { chiefArbiterFideId: -4 }), 400, /FIDE id is a whole number/);

    const before = await exported(id);
    expect(before).toContain('102 IA Ann Arbiter (22232540)');
    expect(before.filter((l) => l.startsWith('112'))).toEqual(['112 FA Bob Deputy (123456)', '112 Cy Deputy']);
    expect(before).toContain('122 90 min + 30 s');
    expect(
      dateOf(
        before.find((l) => l.startsWith('132'))!,
        1,
      ),
    ).toBe('26/02/27');

    // Round 2, unscheduled, has the date it was paired (the test clock's 1 March 2026).
    await o.playRound(id, 1, () => '1-0');
    await o.pair(id, 2);
    const dates = (await exported(id)).find((l) => l.startsWith('132'))!;
    expect([dateOf(dates, 1), dateOf(dates, 2)]).toEqual(['26/02/27', '26/03/01']);
    expect(dates.length).toBe(109);

    // A bundle carries the ids: the restored tournament writes the same 102 and 112.
    const zip = (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/bundle`, headers: { authorization: `Bearer ${olga.token}` } })).rawPayload;
    const restored = await call(t.app, 'POST', '/api/tournament/import-bundle', {
      form: multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: zip, type: 'application/zip' }]),
      token: olga.token,
    });
    expectOk(restored, 201);
    expect(tournamentResponse.parse(restored.body).data).toMatchObject({ chiefArbiterFideId: 22232540, deputyArbiterFideIds: [123456, null] });

    // A new list of deputies without its ids has none.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { deputyArbiters: ['Di Deputy'] }));
    expect((await exported(id)).filter((l) => l.startsWith('112'))).toEqual(['112 Di Deputy']);
  });

  it("TRF records: an imported file's own 102, 112 and 132 lines are written back as read", async () => {
    const lines = gros.split('\n').filter((l) => l !== '');
    const dated = '132' + ' '.repeat(88) + Array.from({ length: 9 }, (_, r) => `10/09/${String(24 + r).padStart(2, '0')}`).join('  ');
    const file = [...lines.slice(0, 12), dated, ...lines.slice(12)].join('\n');
    const imported = await o.api.post('/api/tournament/import-trf', { trf: file });
    expectOk(imported, 201);
    const id = tournamentResponse.parse(imported.body).data.id;
    const out = await exported(id);
    expect(out.filter((l) => /^(102|112|132)/.test(l))).toEqual(['102 IA Mikel Larreategi Arana (22232540)', '112', dated]);
    // Changed in Kingside, with the FIDE id given there, the chief arbiter is written fresh.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { chiefArbiter: 'IA M. Larreategi', chiefArbiterFideId: 22232540 }));
    expect((await exported(id)).filter((l) => l.startsWith('102'))).toEqual(['102 IA M. Larreategi (22232540)']);
  });
});
