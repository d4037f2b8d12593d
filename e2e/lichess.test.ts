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
});
