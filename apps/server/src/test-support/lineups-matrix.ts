import { expect } from 'vitest';
import type { TestApp } from './index.js';
import { call } from './app.js';
import type { Role, RouteFixture } from './route-fixture.js';
import { teamEventFixture } from './team-fixture.js';

/**
 * The lineup routes' rows of the authorization matrix. Publishing and forfeiting use a round up, so the owner and the
 * admin each get a team event of their own; everyone else is refused on the route fixture's team event.
 */
export async function lineupMatch(t: TestApp, f: RouteFixture, role: Role, { forfeited }: { forfeited: boolean }) {
  if (role !== 'owner' && role !== 'admin') return { id: f.team.id, round: '1', matchId: f.team.matchIds[0] };
  const event = await teamEventFixture(t, f.accounts.owner, f.accounts.player, `Lineups ${role} ${forfeited ? 'forfeited' : 'paired'}`);
  const params = { id: event.id, round: '1', matchId: event.matchIds[0] };
  if (forfeited) {
    const recorded = await call(t.app, 'POST', `/api/tournament/${event.id}/rounds/1/matches/${event.matchIds[0]}/forfeit`, {
      body: { winner: 'white' },
      token: f.accounts.owner.token,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
  }
  return params;
}
