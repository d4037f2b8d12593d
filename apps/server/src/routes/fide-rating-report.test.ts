import { describe, expect, it } from 'vitest';
import { readTrf, writeTrf } from '@kingside/engine';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

// Issue 17, "The FIDE rating report": what FIDE's rating officers read in a TRF-2026 file, exported from a tournament
// run here in FIDE mode, and the engine reading that file back to the same file.
describe.each(testDatabaseKinds)('The FIDE rating report on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('The FIDE rating report: every record the rating officers ask for, and the engine reads it back to the same file', async () => {
    const { id } = await o.createWithPlayers(8, { rounds: 5 });
    expectOk(
      await o.api.patch(`/api/tournament/${id}`, {
        city: 'Pune',
        federation: 'IND',
        startDate: '2026-03-01',
        endDate: '2026-03-03',
        chiefArbiter: 'IA Ann Arbiter',
        chiefArbiterFideId: 22232540,
        deputyArbiters: ['FA Bob Deputy'],
        deputyArbiterFideIds: [123456],
        timeControl: '90 min + 30 s',
        acceleration: 'baku',
      }),
    );
    await o.playRound(id, 1, () => '1-0');
    await o.pair(id, 2);
    // An arbiter's decision the officers must see: the tie-breaks changed once the event has started (level 4).
    expectOk(await o.api.patch(`/api/tournament/${id}`, { tiebreaks: ['SB', 'BH'], confirmation: 'confirmed-twice' }));
    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode).toBe(200);
    const trf = answer.body;
    const lines = trf.split('\r\n');
    const record = (code: string) => lines.filter((line) => line.startsWith(`${code} `) || line === code);
    expect(record('012')).toHaveLength(1);
    expect(record('022')).toEqual(['022 Pune']);
    expect(record('032')).toEqual(['032 IND']);
    expect([...record('042'), ...record('052'), ...record('092')]).toEqual(['042 2026/03/01', '052 2026/03/03', '092 Individual: Swiss-System']);
    expect(record('102')).toEqual(['102 IA Ann Arbiter (22232540)']);
    expect(record('112')).toEqual(['112 FA Bob Deputy (123456)']);
    expect(record('122')).toEqual(['122 90 min + 30 s']);
    // Round dates: the test clock's 1 March for both rounds paired.
    expect(record('132')).toEqual([`132${' '.repeat(88)}26/03/01  26/03/01`]);
    expect(record('142')).toEqual(['142 5']);
    expect(record('152')).toEqual(['152 W']);
    expect(record('192')).toEqual(['192 FIDE_DUTCH_2025']);
    // Baku acceleration over 5 rounds: the first four players a point before rounds 1-2 and half of one before round 3.
    expect(record('250').map((line) => line.replace(/ +/g, ' '))).toEqual(['250 1.0 001 002 1 4', '250 0.5 003 003 1 4']);
    expect(record('###')).toEqual(['### Tie-breaks changed @ Round 2: BH/C1, BH, DE, WIN -> SB, BH']);
    expect(record('001')).toHaveLength(8);
    // Read back by the engine and written again: the same file, every record in place.
    expect(writeTrf(readTrf(trf))).toBe(trf);
  });

  it('The FIDE rating report: a point system other than 1-½-0 is stated (162), and read back the same', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3, pointSystem: { win: 3, draw: 1, loss: 0 } });
    await o.playRound(id, 1, () => '1/2-1/2');
    const trf = (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } })).body;
    const scoring = trf.split('\r\n').filter((line) => line.startsWith('162'));
    expect(scoring).toHaveLength(1);
    expect(scoring[0]).toMatch(/W\s*3\.0/);
    expect(scoring[0]).toMatch(/D\s*1\.0/);
    expect(readTrf(trf).pointSystem).toMatchObject({ win: 3, draw: 1, loss: 0 });
    expect(writeTrf(readTrf(trf))).toBe(trf);
  });
});
