import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLichess, type FakeLichess } from '@kingside/fake-lichess';
import { madeBeforeAll } from '../apps/server/src/test-support/hooks.js';
import { horizontalOverflow, PHONE, shownPoints, tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

// The fake lichess (tools/fakes/lichess) is started before Kingside, whose LICHESS_URL points at it.
const fake: FakeLichess = madeBeforeAll(
  'The fake lichess',
  () => startFakeLichess(),
  (made) => made.close(),
);
// Lichess is read here only when a test asks for it: the scheduled reading (every 60 s by default) fired during
// whichever test ran a minute after the server started, and read an Arena before its spectator had seen it empty.
// The schedule itself is tested in apps/server/src/routes/lichess.test.ts.
const kingside = useKingside({ env: () => ({ LICHESS_URL: fake.url, LICHESS_FOLLOW_SECONDS: '86400' }) });
const players = ['Anand', 'Botvinnik', 'Capablanca', 'Dzindzi', 'Euwe'];
let token: string;

beforeAll(async () => {
  fake.world.addUser('ClubLeader', 2000);
  players.forEach((name, i) => fake.world.addUser(name, 2250 - i * 70));
  fake.world.addTeam('kingside-e2e-club', 'Kingside E2E Club', 'ClubLeader', players);
  token = await kingside.register({ name: 'Lena Leader', email: 'lena@club.example', password: 'correct horse', role: 'organiser' });
});

afterAll(() => {
  // Everything Kingside sent lichess, and everything the fake answered, kept to lichess's OpenAPI description.
  expect(fake.problems).toEqual([]);
});

/** Through /connect-lichess as the signed-in account: Connect, approve on the fake lichess in the new tab, back here. */
async function connectLichess(token: string, lichessUser: string, bulkPairing = false): Promise<void> {
  const { page, context, pageErrors } = await kingside.signedIn(token);
  await page.goto('/connect-lichess');
  if (bulkPairing) await page.getByText('I pair here and play on lichess (bulk pairings)').click();
  const [lichessTab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Connect lichess' }).click()]);
  await lichessTab.waitForURL((url) => url.pathname === '/oauth');
  await lichessTab.getByLabel('Signed in as').fill(lichessUser);
  await lichessTab.getByRole('button', { name: 'Approve' }).click();
  await lichessTab.getByText(`Connected to lichess as ${lichessUser}`).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'I have connected it' }).click();
  await page.getByText(`Connected to lichess as ${lichessUser}`).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
}

describe('an online event on lichess', () => {
  it('an organiser connects lichess, creates a team Swiss, the fake plays three rounds and the standings here match', async () => {
    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto('/create-lichess-tournament');

    // Lichess opens in a new tab; approving there sends that tab back to /connect-lichess.
    const [lichessTab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Connect lichess' }).click()]);
    await lichessTab.waitForURL((url) => url.pathname === '/oauth');
    await lichessTab.getByLabel('Signed in as').fill('ClubLeader');
    await lichessTab.getByRole('button', { name: 'Approve' }).click();
    await lichessTab.waitForURL((url) => url.pathname === '/connect-lichess');
    await lichessTab.getByText('Connected to lichess as ClubLeader').waitFor({ timeout: 15_000 });
    expect(await lichessTab.locator('header, footer').count()).toBe(0);
    expect(await lichessTab.evaluate(() => [localStorage.getItem('lichess_state'), localStorage.getItem('lichess_code')])).toEqual([null, null]);
    await lichessTab.close();

    await page.getByRole('button', { name: 'I have connected it' }).click();
    await page.getByText('Connected to lichess as ClubLeader').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Online Swiss');
    await page.getByLabel('Lichess team').click();
    await page.getByTitle('Kingside E2E Club').click();
    await page.getByLabel('Rounds', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Create on lichess' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/tournament/'), { timeout: 15_000 });
    const tournamentId = new URL(page.url()).pathname.split('/').pop()!;

    const [swiss] = [...fake.world.swisses.values()];
    expect(swiss).toMatchObject({ name: 'E2E Online Swiss', teamId: 'kingside-e2e-club', nbRounds: 3, createdBy: 'clubleader' });

    // Mended from here: the form starts from what lichess has, and lichess's Swiss and the tournament here both change.
    await page.getByRole('tab', { name: 'Rounds & results' }).click();
    await page.getByRole('button', { name: 'Edit on lichess' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit on lichess' });
    await expect.poll(() => editor.getByLabel('Name').inputValue()).toBe('E2E Online Swiss');
    expect(await editor.getByLabel('Rounds').inputValue()).toBe('3');
    await editor.getByLabel('Name').fill('E2E Online Swiss Open');
    await editor.getByLabel('Clock (minutes)').fill('10');
    await editor.getByRole('button', { name: 'Save on lichess' }).click();
    await toast(page, 'The lichess tournament is updated').waitFor({ timeout: 15_000 });
    expect(swiss).toMatchObject({ name: 'E2E Online Swiss Open', clock: { limit: 600, increment: 3 }, nbRounds: 3 });
    await page.getByRole('heading', { name: 'E2E Online Swiss Open' }).first().waitFor();
    const control = (path: string, body: unknown = {}) =>
      fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await control(`/swiss/${swiss.id}/join`, { usernames: players });
    for (let round = 0; round < 3; round++) await control(`/swiss/${swiss.id}/rounds`);
    // The organiser reads lichess now from the rounds tab instead of waiting for the schedule.
    await page.getByRole('tab', { name: 'Rounds & results' }).click();
    await page.getByRole('button', { name: 'Read from lichess now' }).click();
    await toast(page, 'Read from lichess: 5 players, 3 rounds').waitFor({ timeout: 15_000 });
    // The current round's boards link to their games on lichess.
    const lastRound = swiss.rounds[2].gameIds.map((g) => `${fake.url}/${g}`);
    await page.getByRole('link', { name: 'Board 1 on lichess' }).waitFor();
    const adminLinks = await page.getByRole('link', { name: /^Board \d+ on lichess$/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(adminLinks.sort()).toEqual(lastRound.sort());
    // Lichess pairs this Swiss: none of Kingside's round steps or check-in is offered, and it is not tagged FIDE mode.
    await page.getByText('Lichess pairs this Swiss', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /^Pair round/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Mark absences/ }).count()).toBe(0);
    expect(
      await page
        .locator('.ant-tag')
        .filter({ hasText: /^FIDE mode$/, visible: true })
        .count(),
    ).toBe(0);
    await page.getByText('Paired by lichess', { exact: true }).waitFor();

    const results = await fetch(`${fake.url}/api/swiss/${swiss.id}/results`);
    const lichessPoints = Object.fromEntries(
      (await results.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { username: string; points: number })
        .map((row) => [row.username, row.points]),
    );

    await page.goto(`/tournaments/${tournamentId}/standings`);
    const standings = page.getByRole('tabpanel', { name: 'Standings' });
    await expect.poll(async () => (await tableRows(standings)).length, { timeout: 15_000 }).toBe(players.length);
    const rows = await tableRows(standings);
    const shown = Object.fromEntries(rows.map((cells) => [players.find((name) => cells[1].includes(name))!, shownPoints(cells[4])]));
    expect(shown).toEqual(lichessPoints);
    // Ranked by points, the FIDE tie-breaks beside them.
    const points = rows.map((cells) => shownPoints(cells[4]));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(rows.every((cells) => cells.length > 5)).toBe(true);

    const links = await kingside.api<{ data: { url: string }[] }>('GET', `/api/tournament/lichess-games/${tournamentId}`);
    expect(links.data).toHaveLength(swiss.rounds.reduce((n, r) => n + r.gameIds.length, 0));
    expect(pageErrors).toEqual([]);
    await context.close();

    // A spectator opens round 1's pairings: every board lichess played, each with its game's link.
    const spectator = await kingside.visit();
    // The page comes from the server with the last round's boards; round 1's are read once the app runs. That answer
    // held back, as when the one embedded database is busy with a reading from lichess: while it loads, the round must
    // not read as having no boards.
    await spectator.page.goto(`/tournaments/${tournamentId}/pairings/${swiss.rounds.length}`);
    await spectator.page.waitForLoadState('networkidle');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await spectator.page.route('**/api/tournament/get-pairings?*', async (route) => {
      await held;
      await route.continue();
    });
    const pairings = spectator.page.getByRole('tabpanel', { name: 'Pairings' });
    await spectator.page.getByRole('group', { name: 'Round' }).getByRole('button', { name: 'R1', exact: true }).click();
    await pairings.getByRole('status').filter({ hasText: 'Loading the pairings…' }).waitFor();
    expect(await pairings.getByText('No boards in this round').count()).toBe(0);
    answer();
    await expect.poll(async () => (await tableRows(pairings)).length, { timeout: 15_000 }).toBe(3);
    const publicLinks = await pairings.getByRole('link', { name: /^Board \d+ on lichess$/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(publicLinks.sort()).toEqual(swiss.rounds[0].gameIds.map((g) => `${fake.url}/${g}`).sort());
    expect(spectator.pageErrors).toEqual([]);
    await spectator.context.close();
  });

  it("pairs an online event with Kingside's engine and plays it on lichess through a bulk pairing", async () => {
    const organiser = await kingside.register({ name: 'Pat Pairer', email: 'pat@club.example', password: 'correct horse', role: 'organiser' });
    fake.world.addUser('PatOnline', 2000);
    await connectLichess(organiser, 'PatOnline', true);

    const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
      token: organiser,
      body: { name: 'Paired Here Online', rounds: 3, enable_registration: true, initialColour: 'w' },
    });
    const id = created.data.id;
    const entrants = [
      ['Ada Online', 'AdaLichess', 2150],
      ['Bob Online', 'BobLichess', 2050],
      ['Cyd Online', 'CydLichess', 1950],
      ['Dot Online', 'DotLichess', 1850],
    ] as const;
    const entrantTokens: string[] = [];
    for (const [i, [name, lichessName, rating]] of entrants.entries()) {
      fake.world.addUser(lichessName, rating);
      const token = await kingside.register({ name, email: `entrant${i}@club.example`, password: 'correct horse', role: 'player' });
      await kingside.api('POST', `/api/players/register/${id}`, { token, body: { rating } });
      entrantTokens.push(token);
    }
    // Dot connects lichess only once told to.
    for (const [i, token] of entrantTokens.slice(0, 3).entries()) await connectLichess(token, entrants[i][1]);

    const paired = await kingside.api<{ data: { rows: { player: { name: string }; opponent: { name: string } }[] } }>(
      'GET',
      `/api/tournament/generate-pairing?round=1&tournamentId=${id}`,
      { token: organiser },
    );
    const admin = await kingside.signedIn(organiser);
    await admin.page.goto(`/admin/tournament/${id}`);
    await admin.page.getByRole('tab', { name: 'Rounds & results' }).click();
    const sendRound = async () => {
      await admin.page.getByRole('button', { name: 'Send round 1 to lichess' }).click();
      await admin.page.getByLabel('Minutes').fill('10');
      await admin.page.getByLabel('Increment (s)').fill('5');
      await admin.page.getByRole('button', { name: 'Send to lichess' }).click();
    };
    await sendRound();
    const refusal = admin.page.getByText(/Dot Online has not connected lichess: sign in to Kingside, open \/connect-lichess/);
    await refusal.waitFor({ timeout: 15_000 });
    expect(fake.world.bulkPairings.size).toBe(0);
    // The arbiter starts the round meanwhile: the live stream refreshes the page, and the refusal stays in view.
    await kingside.api('POST', '/api/tournament/trigger-round-start', { token: organiser, body: { tournamentId: id } });
    await admin.page.getByText('Round 1 in play').waitFor();
    await admin.page.getByRole('button', { name: 'Send round 1 to lichess' }).waitFor();
    expect(await refusal.isVisible()).toBe(true);
    await connectLichess(entrantTokens[3], entrants[3][1]);
    await sendRound();
    await toast(admin.page, 'Round 1: 2 games on lichess').waitFor({ timeout: 15_000 });
    const [bulk] = [...fake.world.bulkPairings.values()];
    expect(bulk.clock).toEqual({ limit: 600, increment: 5 });
    // Sent once: the button goes, each board links to its game.
    await admin.page.getByRole('link', { name: 'Board 2 on lichess' }).waitFor();
    expect(await admin.page.getByRole('button', { name: 'Send round 1 to lichess' }).count()).toBe(0);
    const boardLinks = await admin.page.getByRole('link', { name: /^Board \d+ on lichess$/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(boardLinks).toEqual(bulk.games.map((g) => `${fake.url}/${g.id}`));
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
    const lichessName = (name: string) => entrants.find(([n]) => n === name)![1].toLowerCase();
    expect(bulk.games.map((g) => [g.white, g.black])).toEqual(paired.data.rows.map((row) => [lichessName(row.player.name), lichessName(row.opponent.name)]));

    await fetch(`${fake.url}/_fake/bulk-pairing/${bulk.id}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcomes: ['1-0', '0-1'] }),
    });
    await kingside.api('POST', `/api/tournament/lichess-bulk-results/${id}`, { token: organiser, body: { round: 1 } });

    // Board 1 won by white, board 2 by black: the standings here show it.
    const rows = paired.data.rows;
    const expected = Object.fromEntries([
      [rows[0].player.name, 1],
      [rows[0].opponent.name, 0],
      [rows[1].player.name, 0],
      [rows[1].opponent.name, 1],
    ]);
    const { page, context, pageErrors } = await kingside.visit();
    await page.goto(`/tournaments/${id}/standings`);
    const standings = page.getByRole('tabpanel', { name: 'Standings' });
    await expect.poll(async () => (await tableRows(standings)).length, { timeout: 15_000 }).toBe(entrants.length);
    const shown = Object.fromEntries(
      (await tableRows(standings)).map((cells) => [entrants.find(([name]) => cells[1].includes(name))![0], shownPoints(cells[4])]),
    );
    expect(shown).toEqual(expected);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("shows an Arena's standings as lichess ranked it, once read from lichess (after the first test connected the organiser)", async () => {
    const created = await kingside.api<{ data: { tournament_id: string; lichess_id: string } }>('POST', '/api/tournament/create-lichess-tournament', {
      token,
      body: { kind: 'arena', name: 'E2E Arena', clockLimit: 180, clockIncrement: 2, minutes: 60 },
    });
    const { tournament_id: id, lichess_id: arenaId } = created.data;
    // A spectator already on the standings sees them arrive when the organiser reads lichess (the live stream).
    const spectator = await kingside.visit(PHONE);
    await spectator.page.goto(`/tournaments/${id}/standings`);
    const standings = spectator.page.getByRole('tabpanel', { name: 'Standings' });
    await standings.getByText('Nobody has played in the Arena yet.').waitFor({ timeout: 15_000 });

    const control = (path: string, body: unknown = {}) =>
      fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await control(`/arena/${arenaId}/join`, { usernames: players });
    await control(`/arena/${arenaId}/waves`, { outcomes: ['1-0', '0-1'] });
    await control(`/arena/${arenaId}/waves`, { outcomes: ['1/2-1/2', '1-0'] });
    await control(`/arena/${arenaId}/finish`);

    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${id}`);
    await page.getByRole('tab', { name: 'Rounds & results' }).click();
    await page.getByRole('button', { name: 'Read from lichess now' }).click();
    await toast(page, `Read from lichess: ${players.length} players in the Arena standings`).waitFor({ timeout: 15_000 });
    await context.close();

    const lichessRanking = (await (await fetch(`${fake.url}/api/tournament/${arenaId}/results`)).text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { rank: number; username: string; score: number; performance: number });
    await standings.getByText('Final standings of the Arena, as lichess ranked it.').waitFor({ timeout: 15_000 });
    const rows = await tableRows(standings);
    expect(rows.map((cells) => [Number(cells[0]), cells[1], Number(cells[2]), Number(cells[3])])).toEqual(
      lichessRanking.map((row) => [row.rank, row.username, row.score, row.performance]),
    );
    expect(await horizontalOverflow(spectator.page)).toBe(0);
    expect([...pageErrors, ...spectator.pageErrors]).toEqual([]);
    await spectator.context.close();
  });
});
