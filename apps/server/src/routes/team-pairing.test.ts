import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentResponse, whyTheseMatchesResponse } from '@kingside/contract';
import { matches, rounds, teamEntryFees, teamMembers, teams, tournaments } from '../db/schema/index.js';
import { call, testDatabaseKinds, useTestApp, type TestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

/** Teams of `boards` players each, rated so that team 1 is the strongest: the rosters entered straight into the tables. */
async function enterTeams(t: TestApp, o: ReturnType<typeof organiserOf>, id: string, count: number, boards: number, name?: string): Promise<string[]> {
  const now = new Date();
  const ids: string[] = [];
  const entered = (await t.database.db.select().from(teams).where(eq(teams.tournamentId, id))).length;
  for (let i = 0; i < count; i++) {
    const [team] = await t.database.db
      .insert(teams)
      .values({ tournamentId: id, pairingNumber: entered + i + 1, name: name ?? `Team ${String.fromCharCode(65 + i)}`, createdAt: now, updatedAt: now })
      .returning();
    for (let k = 0; k < boards; k++) {
      const player = await o.add(id, { name: `${team.name} ${k + 1}`, rating: 2400 - 100 * i - 10 * k });
      await t.database.db.insert(teamMembers).values({ teamId: team.id, tournamentId: id, entryId: player.uuid, position: k + 1 });
    }
    ids.push(team.id);
  }
  return ids;
}

describe.each(testDatabaseKinds)('team pairing on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const matchesOf = async (id: string, round: number) => {
    const [r] = await t.database.db
      .select()
      .from(rounds)
      .where(eq(rounds.tournamentId, id))
      .orderBy(asc(rounds.number))
      .offset(round - 1);
    const rows = await t.database.db.select().from(matches).where(eq(matches.roundId, r.id)).orderBy(asc(matches.tableNumber));
    const teamRows = await t.database.db.select().from(teams).where(eq(teams.tournamentId, id));
    const number = (teamId: string | null) => teamRows.find((team) => team.id === teamId)?.pairingNumber ?? null;
    return rows.map((m) => [m.tableNumber, number(m.whiteTeamId), number(m.blackTeamId), m.forfeit]);
  };

  it('pairs round 1 of a team Swiss by C.04.6: top half against bottom half, board-1 colours alternating from the initial colour, the PAB to the last team', async () => {
    const id = await o.create({ system: 'team_swiss', rounds: 5, boards: 2 });
    await enterTeams(t, o, id, 5, 2);
    const pairings = await o.pair(id, 1);
    // No board exists before the lineups are published.
    expect(pairings.rows).toEqual([]);
    // C.04.6 art. 3.6 and 4.3.1: 1–3 and 2–4 (the bracket of five less its bye), white with the odd TPN of the first team.
    expect(await matchesOf(id, 1)).toEqual([
      [1, 1, 3, null],
      [2, 4, 2, null],
      [3, 5, null, null],
    ]);
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row.currentRound).toBe(1);

    const why = await as(t).get(`/api/tournament/${id}/rounds/1/why-these-matches`);
    expectOk(why);
    const explained = whyTheseMatchesResponse.parse(why.body).data;
    expect(explained.primary).toBe('match');
    expect(explained.bye?.team).toEqual({ pairingNumber: 5, name: 'Team E', score: 0, secondary: 0 });
    expect(explained.bye?.sentences[0]).toMatch(/^Team E \(5\) \(0 match points\) gets the pairing-allocated bye: .*\(C\.04\.6 art\. 3\.4\.\d\)\.$/);
    expect(explained.matches.map((m) => [m.white.name, m.black.name])).toEqual([
      ['Team A', 'Team C'],
      ['Team D', 'Team B'],
    ]);
    expect(explained.matches[0].why).toContain('C.04.6 art. 4.3.1');
    // In the reader's language: the sentences and the points alike.
    const inGerman = await call(t.app, 'GET', `/api/tournament/${id}/rounds/1/why-these-matches`, { headers: { 'accept-language': 'de' } });
    expect(inGerman.headers['content-language']).toBe('de');
    expect(whyTheseMatchesResponse.parse(inGerman.body).data.bye?.sentences[0]).toMatch(
      /^Team E \(5\) \(0 Mannschaftspunkte\) ist durch die Auslosung spielfrei: .*\(C\.04\.6 Art\. 3\.4\.\d\)\.$/,
    );
    // Public data only: team names, numbers and scores.
    for (const team of explained.teams) expect(Object.keys(team).sort()).toEqual(['name', 'pairingNumber', 'score', 'secondary']);
    expectFailure(await as(t).get(`/api/tournament/${id}/rounds/1/why-this-pairing`), 404, /pairs teams/);
  });

  it('leaves withdrawn teams and teams with nobody left out of a team Swiss, and refuses a round with fewer than two teams', async () => {
    const id = await o.create({ system: 'team_swiss', rounds: 3, boards: 2 });
    const [, second, third] = await enterTeams(t, o, id, 3, 2);
    await t.database.db.update(teams).set({ withdrawn: true, withdrawnAt: new Date() }).where(eq(teams.id, second));
    await t.database.db.delete(teamMembers).where(eq(teamMembers.teamId, third));
    expectFailure(
      await o.api.get(`/api/tournament/generate-pairing?round=1&tournamentId=${id}`),
      409,
      /^At least two teams with players must be available to pair round 1 \(1 available\)$/,
    );
    await t.database.db.update(teams).set({ withdrawn: false, withdrawnAt: null }).where(eq(teams.id, second));
    // A team whose entry fee awaits payment is not in the event yet.
    const [unpaid] = await enterTeams(t, o, id, 1, 2, 'Team Unpaid');
    const now = new Date();
    await t.database.db
      .insert(teamEntryFees)
      .values({ teamId: unpaid, tournamentId: id, amount: 50_000, currency: 'INR', status: 'awaiting_payment', createdAt: now, updatedAt: now });
    await o.pair(id, 1);
    expect(await matchesOf(id, 1)).toEqual([[1, 1, 2, null]]);
  });

  it('pairs a team round robin by its Berger table and fixes its number of rounds; boards are never paired by hand', async () => {
    const id = await o.create({ system: 'team_round_robin', boards: 2 });
    await enterTeams(t, o, id, 4, 2);
    await o.pair(id, 1);
    // C.05 Annex 1, four players: round 1 is 1–4, 2–3.
    expect(await matchesOf(id, 1)).toEqual([
      [1, 1, 4, null],
      [2, 2, 3, null],
    ]);
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row.totalRounds).toBe(3);
    expectFailure(await as(t).get(`/api/tournament/${id}/rounds/1/why-these-matches`), 404, /Berger table/);
    expectFailure(
      await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 1 }),
      409,
      /^A team event's boards come from the teams' lineups/,
    );
  });

  it('reverting a team round removes its matches', async () => {
    const id = await o.create({ system: 'team_swiss', rounds: 3, boards: 2 });
    await enterTeams(t, o, id, 4, 2);
    await o.pair(id, 1);
    expectOk(await o.api.get(`/api/tournament/revert-pairing?round=1&tournamentId=${id}`));
    expect(await t.database.db.select().from(matches).where(eq(matches.tournamentId, id))).toEqual([]);
    await o.pair(id, 1);
    expect((await matchesOf(id, 1)).length).toBe(2);
  });
});

describe.each(testDatabaseKinds)("what a team event's players do instead, on %s", (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('takes team tie-breaks for a team event and individual ones for an individual event, never the other way round', async () => {
    const create = (body: Record<string, unknown>) => o.api.post('/api/tournament/create', { name: 'Tie-breaks', ...body });
    // A code without its score (BH/C1) counts on the primary score; a rating-based one has no meaning for a team.
    expectFailure(
      await create({ system: 'team_swiss', rounds: 5, boards: 4, tiebreaks: ['BH/C1', 'ARO'] }),
      400,
      /^tiebreaks\.1: unknown team tie-break "ARO"/,
      'tiebreaks.1',
    );
    expectFailure(
      await create({ system: 'dutch', rounds: 5, tiebreaks: ['BH:MP'] }),
      400,
      /^tiebreaks\.0: BH:MP is a team tie-break; an individual event ranks by individual ones$/,
      'tiebreaks.0',
    );
    expectFailure(await create({ system: 'team_swiss', rounds: 5 }), 400, /^boards: A team event needs its boards per match$/, 'boards');
    expectFailure(
      await create({ system: 'dutch', rounds: 5, boards: 4 }),
      400,
      /^boards: Boards, team scoring and a lineup deadline are for team events only$/,
      'boards',
    );
    expectFailure(
      await create({ system: 'team_swiss', rounds: 5, boards: 4, tiebreaks: ['PTS'] }),
      400,
      /^tiebreaks\.0: the primary score always ranks first/,
      'tiebreaks.0',
    );
    const made = await create({
      system: 'team_swiss',
      rounds: 5,
      boards: 4,
      tiebreaks: ['BH:GP/C1', 'EDE'],
      teamScoring: { primary: 'game', secondaryForColours: false, colourPreferenceType: 'B', matchPoints: { win: 3, draw: 1, loss: 0 } },
    });
    expectOk(made, 201);
    expect(tournamentResponse.parse(made.body).data).toMatchObject({
      tiebreaks: ['BH:GP/C1', 'EDE'],
      boards: 4,
      teamScoring: { primary: 'game', secondaryForColours: false, colourPreferenceType: 'B', matchPoints: { win: 3, draw: 1, loss: 0 } },
      pabPoints: 0.5,
    });
  });

  it('refuses requested byes, check-in and prohibited pairings of players, saying why; takes late players into a team Swiss after round 1', async () => {
    const id = await o.create({ system: 'team_swiss', rounds: 3, boards: 2 });
    await enterTeams(t, o, id, 4, 2);
    const [first] = (await t.database.db.select().from(teamMembers).where(eq(teamMembers.tournamentId, id))).map((m) => m.entryId);
    expectFailure(
      await o.api.post(`/api/players/add-player/${id}`, { name: 'Late Bye', rating: 1500, byes: [2] }),
      400,
      /^byes: a team event's players play when their captain puts them in the lineup/,
      'byes',
    );
    expectFailure(
      await o.api.put(`/api/tournament/check-in/entries/${first}/bye`, { round: 2, requested: true }),
      409,
      /^No byes on request here: a team event's players/,
    );
    expectFailure(
      await o.api.post(`/api/tournament/${id}/prohibited-pairings`, { label: 'Family', entryIds: [first, '00000000-0000-4000-8000-000000000000'] }),
      409,
      /a team event pairs teams/,
    );
    await o.pair(id, 1);
    // A late player joins the event, to be added to a roster as its last reserve.
    await o.add(id, { name: 'Late Reserve', rating: 1500 });
  });
});
