import { expect } from 'vitest';
import { managedTeamResponse, registeredTeamResponse, tournamentResponse } from '@kingside/contract';
import { account } from './accounts.js';
import { call, type TestApp } from './app.js';
import type { RouteFixture } from './route-fixture.js';

/** The teams routes' rows of the authorization matrix: a team event whose round 1 is not paired yet, so captains still set rosters. */

interface UnpairedTeamEvent {
  id: string;
  /** Captained by the fixture's player. */
  captainsTeamId: string;
}

const made = new WeakMap<RouteFixture, Promise<UnpairedTeamEvent>>();

async function make(t: TestApp, f: RouteFixture): Promise<UnpairedTeamEvent> {
  const token = f.accounts.owner.token;
  const created = await call(t.app, 'POST', '/api/tournament/create', { body: { name: 'Roster League', system: 'team_swiss', rounds: 5, boards: 2 }, token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = tournamentResponse.parse(created.body).data;
  const team = await call(t.app, 'POST', `/api/tournament/${id}/teams`, { body: { name: 'Captained', captainEmail: f.accounts.player.email }, token });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  return { id, captainsTeamId: managedTeamResponse.parse(team.body).data.id };
}

/** One per fixture, made on first use. */
export const unpairedTeamEvent = (t: TestApp, f: RouteFixture) => {
  let event = made.get(f);
  if (!event) made.set(f, (event = make(t, f)));
  return event;
};

/** A new team of that event for each call that deletes one. */
export async function teamToDelete(t: TestApp, f: RouteFixture): Promise<{ id: string; teamId: string }> {
  const { id } = await unpairedTeamEvent(t, f);
  const team = await call(t.app, 'POST', `/api/tournament/${id}/teams`, {
    body: { name: `To delete ${Math.random().toString(36).slice(2, 10)}` },
    token: f.accounts.owner.token,
  });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  return { id, teamId: managedTeamResponse.parse(team.body).data.id };
}

/**
 * A team awaiting its entry fee in a new league of the fixture's owner, registered by a new captain: the team fee
 * rows of the matrix confirm or refund a fee of their own each.
 */
export async function teamAwaitingFee(t: TestApp, f: RouteFixture): Promise<{ id: string; teamId: string }> {
  const token = f.accounts.owner.token;
  const body = { name: 'Fee League', system: 'team_swiss', rounds: 5, boards: 2, enable_registration: true, entryFee: 300 };
  const created = await call(t.app, 'POST', '/api/tournament/create', { body, token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = tournamentResponse.parse(created.body).data;
  const captain = await account(t, 'player');
  const registered = await call(t.app, 'POST', `/api/tournament/${id}/team-registration`, { body: { name: 'Awaiting' }, token: captain.token });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { id, teamId: registeredTeamResponse.parse(registered.body).data.team.id };
}

/** A team its captain registered in a team event whose organiser approves each team: it awaits the decision. */
export async function teamAwaitingApproval(t: TestApp, f: RouteFixture): Promise<{ id: string; teamId: string }> {
  const token = f.accounts.owner.token;
  const body = { name: 'Approval League', system: 'team_swiss', rounds: 5, boards: 2, enable_registration: true };
  const created = await call(t.app, 'POST', '/api/tournament/create', { body, token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = tournamentResponse.parse(created.body).data;
  const settings = { open: true, cap: null, approval: 'organiser', askedFields: [] };
  expect((await call(t.app, 'PUT', `/api/registration/${id}/settings`, { body: settings, token })).status).toBe(200);
  const captain = await account(t, 'player');
  const registered = await call(t.app, 'POST', `/api/tournament/${id}/team-registration`, { body: { name: 'Awaiting approval' }, token: captain.token });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { id, teamId: registeredTeamResponse.parse(registered.body).data.team.id };
}
