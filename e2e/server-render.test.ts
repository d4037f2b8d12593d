import type { ConsoleMessage } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import { PHONE } from './support/browser.js';
import { useKingside } from './support/session.js';

/**
 * The public pages the server renders: their content is in the HTML before any script runs, and the
 * app hydrates it — no mismatch, no second reading — and works on from there as it does everywhere else.
 */
const kingside = useKingside();

let demo: { id: string; name: string };
let leader: string;
let firstBoard: string;

beforeAll(async () => {
  const list = await kingside.call(endpoints.tournaments.publicList, { query: { query: 'Demo' } });
  const found = list.data.tournaments.find((t) => t.name === 'Kingside Demo Open');
  if (!found) throw new Error('No demo tournament on a fresh install');
  demo = found;
  const ranking = await kingside.call(endpoints.results.ranking, { query: { round: 7, tournamentId: demo.id } });
  leader = ranking.data.rows[0].name;
  const pairings = await kingside.call(endpoints.pairings.list, { query: { round: 7, tournamentId: demo.id } });
  firstBoard = pairings.data.rows[0].player.name;
});

/** What React says when the server's HTML and the browser's first render differ, or a render fails. */
const isReactComplaint = (message: ConsoleMessage) =>
  // A tournament with no lichess link or published prizes answers those calls with 404: the page expects it.
  (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) ||
  (message.type() === 'warning' && /hydrat|react/i.test(message.text()));

describe('server-rendered public pages', () => {
  it('show their content with scripts off', async () => {
    const { context, page } = await kingside.visit(PHONE);
    await page.goto('/');
    const browser = context.browser();
    if (!browser) throw new Error('The visit has no browser');
    const noScripts = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: false, viewport: PHONE });
    await context.close();
    const plain = await noScripts.newPage();
    const pages: [path: string, content: string][] = [
      ['/tournaments', demo.name],
      [`/tournaments/${demo.id}`, 'Time control'],
      [`/tournaments/${demo.id}/pairings/7`, firstBoard],
      [`/tournaments/${demo.id}/standings/7`, leader],
    ];
    for (const [path, content] of pages) {
      await plain.goto(path);
      expect.soft(await plain.locator('#root').innerText(), path).toContain(content);
    }
    // Each tab is a link: without scripts (or tapped before they run) it loads that tab's page.
    await plain.getByRole('tab', { name: 'Pairings' }).click();
    await plain.waitForURL((url) => url.pathname === `/tournaments/${demo.id}/pairings`);
    expect(await plain.getByRole('tabpanel', { name: 'Pairings' }).innerText()).toContain(firstBoard);
    await noScripts.close();
  });

  it('hydrate without a mismatch or a second reading, and the app works on after it', async () => {
    const { context, page, pageErrors } = await kingside.visit(PHONE);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (isReactComplaint(message)) complaints.push(message.text());
    });
    const apiReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(request.url());
    });
    // Each page's main element as the HTML parser made it: hydrated, the app keeps it; rendered afresh, it would be replaced.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (main) (main as unknown as { fromServer: boolean }).fromServer = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const pages: [path: string, title: string, read: RegExp][] = [
      ['/tournaments', 'Tournaments · Kingside', /get-tournament-list/],
      [`/tournaments/${demo.id}`, `Info · ${demo.name}`, /\/api\/tournament\/[0-9a-f-]{36}$/],
      [`/tournaments/${demo.id}/pairings/7`, `Pairings · ${demo.name}`, /get-pairings|\/api\/tournament\/[0-9a-f-]{36}$/],
      [`/tournaments/${demo.id}/standings/7`, `Standings · ${demo.name}`, /players-ranking|\/api\/tournament\/[0-9a-f-]{36}$/],
    ];
    for (const [path, title, read] of pages) {
      apiReads.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.title(), { message: path }).toBe(title);
      expect(await page.evaluate(() => (document.querySelector('main') as unknown as { fromServer?: boolean }).fromServer), path).toBe(true);
      // A finished tournament has no live stream: what the server sent is all the page reads.
      expect(
        apiReads.filter((url) => read.test(new URL(url).pathname + new URL(url).search)),
        path,
      ).toEqual([]);
    }

    // Hydrated: a row opens its explanation, and a tab is followed inside the app (no new document).
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: `How ${leader}’s tie-breaks were computed` }).click();
    await expect.poll(() => page.getByRole('button', { name: `How ${leader}’s tie-breaks were computed` }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('tab', { name: 'Pairings' }).click();
    await page.getByText(firstBoard, { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/tournaments/${demo.id}/pairings`);
    await page.getByRole('link', { name: 'All tournaments' }).click();
    await page.getByText(demo.name, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    expect(complaints).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('hydrate for a signed-in visitor too: rendered signed out, then their account shows', async () => {
    const token = await kingside.register({ name: 'Sam Spectator', email: 'sam@club.example', password: 'sicilian-najdorf-6', role: 'player' });
    const { context, page, pageErrors } = await kingside.signedIn(token);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (isReactComplaint(message)) complaints.push(message.text());
    });
    await page.goto(`/tournaments/${demo.id}/standings/7`);
    await page.getByRole('button', { name: 'Sam Spectator' }).first().waitFor();
    await page.getByText(leader, { exact: true }).first().waitFor();
    expect(complaints).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answer an unknown tournament with the not-found page and 404', async () => {
    const { context, page, pageErrors } = await kingside.visit(PHONE);
    for (const path of ['/tournaments/00000000-0000-4000-8000-000000000000/standings/1', '/tournaments/not-an-id']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await page.getByText('404 - PAGE NOT FOUND').waitFor();
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
