import { expect } from 'vitest';
import { tournamentResponse, type CheckInSettingsBody } from '@kingside/contract';
import { call, type TestApp } from './index.js';
import type { RouteFixture } from './route-fixture.js';

/** The check-in routes' rows of the authorization matrix: each caller gets a check-in ready for its call. */

export const checkInRequired: CheckInSettingsBody = { required: true, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 2 };

/** A new Swiss of the owner's requiring check-in, its round 1 check-in open when `open`: one per caller, as opening and closing use it up. */
export async function checkInTournament(t: TestApp, f: RouteFixture, { open }: { open: boolean }): Promise<string> {
  const token = f.accounts.owner.token;
  const created = await call(t.app, 'POST', '/api/tournament/create', { body: { name: 'Check-in Open', rounds: 5 }, token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = tournamentResponse.parse(created.body).data;
  expect((await call(t.app, 'PUT', `/api/tournament/${id}/check-in/settings`, { body: checkInRequired, token })).status).toBe(200);
  if (open) expect((await call(t.app, 'POST', `/api/tournament/${id}/check-in/open`, { body: {}, token })).status).toBe(200);
  return id;
}

/** The matrix's main tournament with round 2's check-in open (opened once): the player's own entry, for them to check in. */
export async function playerEntryCheckingIn(t: TestApp, f: RouteFixture): Promise<string> {
  const token = f.accounts.owner.token;
  expect((await call(t.app, 'PUT', `/api/tournament/${f.main.id}/check-in/settings`, { body: checkInRequired, token })).status).toBe(200);
  const opened = await call(t.app, 'POST', `/api/tournament/${f.main.id}/check-in/open`, { body: {}, token });
  // 409: already open, from an earlier call.
  expect([200, 409]).toContain(opened.status);
  return f.main.playerEntryId;
}
