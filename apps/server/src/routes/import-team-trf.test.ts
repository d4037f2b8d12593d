import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readTeamTournament } from '@kingside/engine';
import { tournamentResponse } from '@kingside/contract';
import { matches, teamMembers, teams, tournaments } from '../db/schema/index.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';

// The engine's team conformance files (packages/engine/conformance/team-swiss), written by its team writer.
const conformance = (name: string) => readFileSync(new URL(`../../../../packages/engine/conformance/team-swiss/${name}`, import.meta.url), 'utf8');

describe.each(testDatabaseKinds)('TRF import and export of team events on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');

  const exportOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } })).body;

  // 01: team byes (240) and a PAB; 03: matches forfeited as a whole (330); 41: teams kept apart (260) and virtual points (250).
  it.each(['event-01.trf', 'event-03.trf', 'event-41.trf'])('imports %s as a team event and exports it back byte for byte', async (name) => {
    const text = conformance(name);
    const file = readTeamTournament(text);
    const answer = await as(t, olga).post('/api/tournament/import-trf', { trf: text });
    expectOk(answer, 201);
    const imported = tournamentResponse.parse(answer.body).data;
    expect(imported).toMatchObject({ system: 'team_swiss', playerCount: file.tournament.players.length });
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, imported.id));
    expect(row.boardsPerMatch).toBe(file.boards);
    expect(row.teamScoring).toMatchObject({
      primary: file.scoring.primary,
      colourPreferenceType: file.scoring.colourPreferenceType,
      matchPoints: file.scoring.matchPoints,
    });
    expect(await t.database.db.select().from(teams).where(eq(teams.tournamentId, imported.id))).toHaveLength(file.teams.length);
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.tournamentId, imported.id))).toHaveLength(
      file.teams.reduce((n, team) => n + team.roster.length, 0),
    );
    const matchRows = await t.database.db.select().from(matches).where(eq(matches.tournamentId, imported.id));
    expect(matchRows.filter((m) => m.forfeit !== null)).toHaveLength(file.teamForfeits.length);
    const lines = (await exportOf(imported.id)).split('\r\n');
    expect(lines.filter((l, i) => l !== text.split('\r\n')[i]).slice(0, 3)).toEqual([]);
    expect(lines.join('\r\n')).toBe(text);
  });

  it('refuses a bad team file with its line and column, and saves nothing', async () => {
    const text = conformance('event-01.trf').replace('310   2 Team 2 ', '310   1 Team 2 ');
    const before = (await t.database.db.select().from(tournaments)).length;
    expectFailure(
      await as(t, olga).post('/api/tournament/import-trf', { trf: text }),
      400,
      /^trf: line \d+, column 5: expected a team pairing number not already used/,
      'trf',
    );
    expect(await t.database.db.select().from(tournaments)).toHaveLength(before);
  });
});
