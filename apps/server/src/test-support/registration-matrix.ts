import { registrationsOverviewResponse, tournamentResponse } from '@kingside/contract';
import { call, type TestApp } from './index.js';
import type { RouteFixture } from './route-fixture.js';
import { account } from './accounts.js';

/** A new tournament of the fixture's owner taking registrations, so each caller of the matrix registers in one of their own. */
export async function openForRegistration(t: TestApp, f: RouteFixture, settings?: { approval: 'organiser' }): Promise<string> {
  const owner = f.accounts.owner.token;
  const created = await call(t.app, 'POST', '/api/tournament/create', {
    body: { name: 'Matrix Registration Open', rounds: 5, enable_registration: true },
    token: owner,
  });
  const { id } = tournamentResponse.parse(created.body).data;
  if (settings) {
    const saved = await call(t.app, 'PUT', `/api/registration/${id}/settings`, {
      body: { open: true, cap: null, approval: settings.approval, askedFields: [] },
      token: owner,
    });
    if (saved.status !== 200) throw new Error(`registration settings: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return id;
}

/** A registration awaiting the owner's approval in a new tournament of theirs: the id approve and decline take. */
export async function registrationAwaitingApproval(t: TestApp, f: RouteFixture): Promise<string> {
  const id = await openForRegistration(t, f, { approval: 'organiser' });
  const player = await account(t, 'player');
  const registered = await call(t.app, 'POST', `/api/registration/${id}`, { body: { rating: 1500 }, token: player.token });
  if (registered.status !== 201) throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.body)}`);
  const overview = await call(t.app, 'GET', `/api/registration/${id}/entries`, { token: f.accounts.owner.token });
  const [line] = registrationsOverviewResponse.parse(overview.body).data.lines;
  if (!line.registrationId) throw new Error('the registration has no id');
  return line.registrationId;
}
