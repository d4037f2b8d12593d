import { describe, expect, it } from 'vitest';
import { publicPlayersResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { account, as, expectOk } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';

describe.each(testDatabaseKinds)('player type on %s', (kind) => {
  const t = useTestApp(kind);

  it('says how each player came in: entered by the organiser, registered themselves, or a late entry', async () => {
    const o = organiserOf(t, await account(t, 'organiser'));
    const id = await o.create({ rounds: 5, enable_registration: true });
    await o.add(id, { name: 'Anna', rating: 2000 });
    await o.add(id, { name: 'Ben', rating: 1900 });
    const pia = await account(t, 'player', 'Pia Self');
    expectOk(await as(t, pia).post(`/api/players/register/${id}`, { rating: 1800 }), 201);
    await o.pair(id, 1);
    const late = await o.add(id, { name: 'Lars Late', rating: 1700 });
    expect(late.type).toBe('late_entry');
    const list = publicPlayersResponse.parse((await as(t).get(`/api/players/${id}`)).body).data;
    expect(Object.fromEntries(list.map((p) => [p.name, p.type]))).toEqual({
      Anna: 'entry',
      Ben: 'entry',
      'Pia Self': 'registration',
      'Lars Late': 'late_entry',
    });
  });
});
