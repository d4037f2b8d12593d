import { describe, expect, it } from 'vitest';
import { useAccount } from '../../../test-support/accounts.js';
import { testDatabaseKinds, useTestApp } from '../../../test-support/index.js';
import { teamResultsEvent } from '../../../test-support/team-results-event.js';
import { readTeamEvent } from './team-event.js';
import { boardStandingsListOf, rankTeams, teamStandingsOf } from './team-standings.js';

describe.each(testDatabaseKinds)('team standings of one reading on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');

  it('are computed once per reading of the event, for every spectator until the next change', async () => {
    const { id } = await teamResultsEvent(t, olga);
    const event = await readTeamEvent(t.database.db, id);
    const standings = teamStandingsOf(event);
    expect(teamStandingsOf(event)).toBe(standings);
    expect(teamStandingsOf(event, 2)).toBe(standings);
    expect(teamStandingsOf(event, 1)).not.toBe(standings);
    expect(rankTeams(event, 2)).toBe(rankTeams(event, 2));
    expect(boardStandingsListOf(event, 1).boards).toBe(boardStandingsListOf(event, 1).boards);
    // A new reading (after a change) computes them again, to the same figures when nothing changed.
    const again = await readTeamEvent(t.database.db, id);
    expect(teamStandingsOf(again)).not.toBe(standings);
    expect(teamStandingsOf(again)).toEqual(standings);
  });
});
