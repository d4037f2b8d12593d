import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointPath, printoutEndpoints, teamStandingsResponse, type PrintoutKind } from '@kingside/contract';
import { entries, matches, teamMembers, teams, users } from '../db/schema/index.js';
import { say } from '../services/core/languages/say.js';
import { forfeitMatch } from '../services/lineups/forfeit.js';
import { publishLineups } from '../services/lineups/publish.js';
import { setLineup } from '../services/lineups/set.js';
import { testDatabaseKinds, useTestApp, type TestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { readPdf } from '../test-support/read-pdf.js';
import { teamEventFixture, type TeamEventFixture } from '../test-support/team-fixture.js';

/** The printout's text as read back, with every run of spaces and line breaks as one space. */
async function printed(t: TestApp, kind: PrintoutKind, id: string, query = '', who?: Account): Promise<string> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${endpointPath(printoutEndpoints[kind], { id })}${query ? `?${query}` : ''}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  return (await readPdf(answer.rawPayload)).text.replace(/\s+/g, ' ');
}

/** Where each string stands in the text, in the order given (all found, in that order). */
function expectInOrder(text: string, parts: string[]): void {
  const at = parts.map((p) => text.indexOf(p));
  expect(
    at.every((i) => i >= 0),
    `${parts.filter((_, i) => at[i] < 0).join(', ')} missing from: ${text}`,
  ).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

describe.each(testDatabaseKinds)('team event printouts on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const cleo = useAccount(t, 'player');

  const userRow = async (a: Account) => (await t.database.db.select().from(users).where(eq(users.id, a.id)))[0];
  const rosterOf = async (teamId: string) =>
    (await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId)).orderBy(asc(teamMembers.position))).map((m) => m.entryId);

  /** The fixture's league with team 2 renamed in Cyrillic and one of its players in Greek with a chess piece: names in any script print. */
  async function league(name: string): Promise<TeamEventFixture> {
    const f = await teamEventFixture(t, olga, cleo, name);
    await t.database.db.update(teams).set({ name: 'Шахматный клуб' }).where(eq(teams.id, f.teamIds[1]));
    const [first] = await rosterOf(f.teamIds[1]);
    await t.database.db.update(entries).set({ name: 'Γιώργος ♞ Παπαδάκης' }).where(eq(entries.id, first));
    return f;
  }

  it('prints the matches alone before the lineups are published, and match result sheets with blank boards and both captains’ signatures', async () => {
    const f = await league('Spring League');
    const pairings = await printed(t, 'pairings', f.id, 'round=1');
    expect(pairings).toContain('Team pairings of round 1 — 2 matches of 2 boards');
    expect(pairings).toContain("The boards follow the captains' lineups");
    expect(pairings).toContain('Spring League team 1 (1)');
    expect(pairings).toContain('Шахматный клуб (2)');
    expect(pairings).not.toContain('Team 1 player');

    const sheets = await printed(t, 'result-slips', f.id, 'round=1', olga);
    expect(sheets).toContain('Match result sheets of round 1 — 2 matches');
    expectInOrder(sheets, ['Round 1 · Table 1', 'Round 1 · Table 2']);
    expect(sheets).toContain('Captain of Spring League team 1');
    expect(sheets).toContain('Captain of Шахматный клуб');
    expect(sheets).toContain('Arbiter');
    expect(sheets).toContain('Match total');
    expect(sheets).not.toContain('Team 1 player');
    // The arbiter's paperwork: nobody else prints it.
    const stranger = await t.app.inject({ method: 'GET', url: `${endpointPath(printoutEndpoints['result-slips'], { id: f.id })}?round=1` });
    expect(stranger.statusCode).toBe(401);
  });

  it('prints the published boards (an empty board as a forfeit), the sheets with the players, then team and board standings in ranking order', async () => {
    const f = await league('Autumn League');
    const organiser = await userRow(olga);
    // Team 1 puts one player out: its board 2 is left empty, a forfeit.
    const [captain] = await rosterOf(f.teamIds[0]);
    await setLineup(t.app.ctx, organiser, f.id, 1, f.teamIds[0], { entryIds: [captain] });
    await publishLineups(t.app.ctx, organiser, f.id, 1);

    const pairings = await printed(t, 'pairings', f.id, 'round=1');
    expect(pairings).not.toContain("The boards follow the captains' lineups");
    expectInOrder(pairings, ['Autumn League team 1 (1)', 'Team 1 player 1 (1)', 'board left empty']);
    expect(pairings).toContain('Γιώργος ♞ Παπαδάκης');
    expect(pairings).toContain('Шахматный клуб (2)');

    const sheets = await printed(t, 'result-slips', f.id, 'round=1', olga);
    expectInOrder(sheets, ['Round 1 · Table 1', 'Team 1 player 1 (1)', 'board left empty: forfeit', 'Captain of Autumn League team 1', 'Arbiter']);
    expect(sheets).toContain('Γιώργος ♞ Παπαδάκης');

    // Every played board won by the team with white on board 1.
    const o = organiserOf(t, olga);
    await o.start(f.id);
    const games = (await o.pairings(f.id, 1)).rows.filter((r) => r.kind === 'game' && r.opponent !== null);
    expect(games.length).toBeGreaterThan(0);
    await o.score(
      f.id,
      1,
      games.map((r) => ({ board: r.board, result: r.board % 2 === 1 ? '1-0' : '0-1' })),
    );

    const standingsAnswer = await as(t).get(`/api/tournament/${f.id}/team-standings`);
    expectOk(standingsAnswer);
    const standings = teamStandingsResponse.parse(standingsAnswer.body).data;
    expect(standings.round).toBe(1);
    const sheet = await printed(t, 'standings', f.id);
    expect(sheet).toContain('Team standings after round 1');
    expectInOrder(
      sheet,
      standings.rows.map((r) => r.team.name),
    );
    for (const tb of standings.tiebreaks) expect(sheet).toContain(`${tb.code}: ${say('en', tb.title)}`);
    expect(sheet).toContain('Ranked by match points (MP), then game points (GP)');

    const boards = await printed(t, 'board-standings', f.id, 'minGames=1');
    expect(boards).toContain('Board standings after round 1 — at least 1 game played on the board');
    expectInOrder(boards, ['Board 1', 'Team 1 player 1 (1)', 'Board 2']);
    expect(boards).toContain('Γιώργος ♞ Παπαδάκης');
  });

  it('prints the pairing-allocated bye and a match forfeited as a whole, and gives neither a match result sheet', async () => {
    const o = organiserOf(t, olga);
    const id = await o.create({ name: 'Winter League', system: 'team_swiss', rounds: 3, boards: 2 });
    const now = new Date();
    for (let i = 0; i < 5; i++) {
      const [team] = await t.database.db
        .insert(teams)
        .values({ tournamentId: id, pairingNumber: i + 1, name: `Club ${String.fromCharCode(65 + i)}`, createdAt: now, updatedAt: now })
        .returning();
      for (let k = 0; k < 2; k++) {
        const player = await o.add(id, { name: `Club ${String.fromCharCode(65 + i)} board ${k + 1}`, rating: 2200 - 100 * i - 10 * k });
        await t.database.db.insert(teamMembers).values({ teamId: team.id, tournamentId: id, entryId: player.uuid, position: k + 1 });
      }
    }
    await o.pair(id, 1);
    const [first] = await t.database.db.select().from(matches).where(eq(matches.tournamentId, id)).orderBy(asc(matches.tableNumber));
    const organiser = await userRow(olga);
    await forfeitMatch(t.app.ctx, organiser, id, 1, first.id, 'black');
    await publishLineups(t.app.ctx, organiser, id, 1);

    const pairings = await printed(t, 'pairings', id, 'round=1');
    // C.04.6 art. 1.4: the bye is worth a drawn match, N/2 game points.
    expect(pairings).toContain('Pairing-allocated bye: 1 MP, 1 GP');
    expectInOrder(pairings, ['Club A (1)', '− – +', 'Club C (3)', 'Club D (4)', 'Club D board 1 (7)', 'Club E (5)', 'Pairing-allocated bye']);
    expect(pairings).not.toContain('Club A board 1');
    expect(pairings).not.toContain('Club E board 1');

    const sheets = await printed(t, 'result-slips', id, 'round=1', olga);
    expect(sheets).toContain('Match result sheets of round 1 — 1 match');
    expect(sheets).toContain('Round 1 · Table 2');
    expect(sheets).not.toContain('Table 1');
    expect(sheets).not.toContain('Club E');
  });

  it('keeps an individual event’s printouts, and refuses board standings for it', async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.playRound(id, 1, () => '1-0');
    const pairings = await printed(t, 'pairings', id, 'round=1');
    expect(pairings).toContain('Pairings of round 1 — by board');
    expect(await printed(t, 'standings', id, 'round=1')).toContain('Standings after round 1');
    expect(await printed(t, 'result-slips', id, 'round=1', olga)).toContain("White's signature");
    expectFailure(await as(t).get(`${endpointPath(printoutEndpoints['board-standings'], { id })}`), 409, /not a team event/);
  });
});
