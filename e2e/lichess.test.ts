import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLichess, type FakeLichess } from '@kingside/fake-lichess';
import { madeBeforeAll } from '../apps/server/src/test-support/hooks.js';
import { expectPath, shownPoints, tableRows } from './support/browser.js';
import { useKingside } from './support/session.js';

// The fake lichess (tools/fakes/lichess) is started before Kingside, whose LICHESS_URL points at it.
const fake: FakeLichess = madeBeforeAll('The fake lichess', () => startFakeLichess(), (made) => made.close());
const kingside = useKingside({ env: () => ({ LICHESS_URL: fake.url }) });
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
    const control = (path: string, body: unknown = {}) => fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await control(`/swiss/${swiss.id}/join`, { usernames: players });
    for (let round = 0; round < 3; round++) await control(`/swiss/${swiss.id}/rounds`);
    await kingside.api('POST', `/api/tournament/lichess-follow/${tournamentId}`, { token });

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
  });

  it("pairs an online event with Kingside's engine and plays it on lichess through a bulk pairing", async () => {
    const organiser = await kingside.register({ name: 'Pat Pairer', email: 'pat@club.example', password: 'correct horse', role: 'organiser' });
    fake.world.addUser('PatOnline', 2000);
    await connectLichess(organiser, 'PatOnline', true);

    const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', { token: organiser, body: { name: 'Paired Here Online', rounds: 3, enable_registration: true, initialColour: 'w' } });
    const id = created.data.id;
    const entrants = [['Ada Online', 'AdaLichess', 2150], ['Bob Online', 'BobLichess', 2050], ['Cyd Online', 'CydLichess', 1950], ['Dot Online', 'DotLichess', 1850]] as const;
    for (const [i, [name, lichessName, rating]] of entrants.entries()) {
      fake.world.addUser(lichessName, rating);
      const token = await kingside.register({ name, email: `entrant${i}@club.example`, password: 'correct horse', role: 'player' });
      await kingside.api('POST', `/api/players/register/${id}`, { token, body: { rating } });
      await connectLichess(token, lichessName);
    }

    const paired = await kingside.api<{ data: { rows: { player: { name: string }; opponent: { name: string } }[] } }>('GET', `/api/tournament/generate-pairing?round=1&tournamentId=${id}`, { token: organiser });
    const pushed = await kingside.api<{ data: { bulk_id: string; games: { url: string }[] } }>('POST', `/api/tournament/lichess-bulk-pairing/${id}`, { token: organiser, body: { round: 1, clockLimit: 600, clockIncrement: 5, rated: false } });
    const bulk = fake.world.bulkPairings.get(pushed.data.bulk_id)!;
    const lichessName = (name: string) => entrants.find(([n]) => n === name)![1].toLowerCase();
    expect(bulk.games.map((g) => [g.white, g.black])).toEqual(paired.data.rows.map((row) => [lichessName(row.player.name), lichessName(row.opponent.name)]));

    await fetch(`${fake.url}/_fake/bulk-pairing/${bulk.id}/play`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcomes: ['1-0', '0-1'] }) });
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
    const shown = Object.fromEntries((await tableRows(standings)).map((cells) => [entrants.find(([name]) => cells[1].includes(name))![0], shownPoints(cells[4])]));
    expect(shown).toEqual(expected);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
