import { describe, expect, it } from 'vitest';
import { endpointKey, endpointPath, everyEndpoint } from '@kingside/contract';
import { account, expectOk } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { call, useTestApp } from '../test-support/index.js';

// The entry list (emails, phones, national ids, birth dates) was answered without Cache-Control, so a browser or a
// proxy could keep it after the organiser signed out of a shared venue computer.
describe('personal data is answered with Cache-Control: no-store', () => {
  const t = useTestApp('pglite');

  it("answers a tournament's entries, the registrations and the account's own data with no-store", async () => {
    const olga = await account(t, 'organiser');
    const { id } = await organiserOf(t, olga).createWithPlayers(2, { rounds: 3 });
    for (const url of [`/api/players/entries/${id}`, `/api/registration/${id}/entries`, '/api/players/my-tournaments', '/api/auth/account/export']) {
      const answer = await call(t.app, 'GET', url, { token: olga.token });
      expectOk(answer);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const stored = await call(t.app, 'POST', '/api/auth/get-user', { body: { token: olga.token } });
    expectOk(stored);
    expect(stored.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store from every route the endpoint table guards, refusals included', async () => {
    const cached: string[] = [];
    for (const endpoint of everyEndpoint.filter((e) => e.access !== 'public')) {
      const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1']));
      const answer = await t.app.inject({ method: endpoint.method, url: endpointPath(endpoint, params) });
      if (answer.headers['cache-control'] !== 'no-store') cached.push(`${endpointKey(endpoint)}: ${answer.statusCode} ${answer.headers['cache-control']}`);
    }
    expect(cached).toEqual([]);
  });
});
