import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, PHONE, visit } from './support/browser.js';
import { startKingside, type RunningKingside } from './support/kingside.js';

let kingside: RunningKingside;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [kingside, browser] = await Promise.all([startKingside(), launchChromium()]);
  // The first start made the demo organiser (and the demo tournament): the organiser here is them.
  const login = await api('POST', '/api/auth/login', { email: 'organiser@kingside.demo', password: 'kingside-demo' });
  token = (login as { data: { tokens: { access: { token: string } } } }).data.tokens.access.token;
});

afterAll(async () => {
  await browser?.close();
  await kingside?.stop();
});

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${kingside.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed: unknown = await answer.json();
  if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

async function tableRows(scope: Locator): Promise<string[][]> {
  const rows = scope.locator('.ant-table-tbody tr.ant-table-row');
  const result: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) result.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
  return result;
}

const points = (text: string) => Number(text.replace('½', '.5').replace(/^\./, '0.'));

describe('live pairings and standings', () => {
  it('the first start made a finished 40-player, 7-round demo tournament', async () => {
    const list = (await api('GET', '/api/tournament/get-tournament-list?query=Demo')) as { data: { tournaments: { id: string; state: string; playerCount: number; rounds: number }[] } };
    expect(list.data.tournaments).toHaveLength(1);
    expect(list.data.tournaments[0]).toMatchObject({ state: 'finished', playerCount: 40, rounds: 7 });
    const { page, context, pageErrors } = await visit(browser, kingside.url, PHONE);
    await page.goto(`/tournaments/${list.data.tournaments[0].id}/standings`);
    const standings = page.getByRole('tabpanel', { name: 'Standings' });
    await expect.poll(async () => (await tableRows(standings)).length, { timeout: 15_000 }).toBe(40);
    // A finished tournament changes no more: no stream, no badge.
    expect(await standings.locator('[data-live-status]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("a spectator's open standings and pairings follow the organiser's results without a reload", async () => {
    const created = (await api('POST', '/api/tournament/create', { name: 'Live Club Rapid', rounds: 3, initialColour: 'w' })) as { data: { id: string } };
    const id = created.data.id;
    for (const [name, rating] of [['Ames, Ann', 2100], ['Bell, Bo', 2000], ['Cole, Cy', 1900], ['Dunn, Di', 1800]] as const) {
      await api('POST', `/api/players/add-player/${id}`, { name, rating });
    }
    await api('GET', `/api/tournament/generate-pairing?round=1&tournamentId=${id}`);
    await api('POST', '/api/tournament/trigger-round-start', { tournamentId: id });

    const watcher = await visit(browser, kingside.url, PHONE);
    await watcher.page.goto(`/tournaments/${id}/standings`);
    const standings = watcher.page.getByRole('tabpanel', { name: 'Standings' });
    await standings.locator('[data-live-status="live"]').waitFor({ timeout: 15_000 });
    const total = async () => (await tableRows(standings)).reduce((sum, cells) => sum + points(cells[4]), 0);
    await expect.poll(total, { timeout: 10_000 }).toBe(0);

    const board = await visit(browser, kingside.url, PHONE);
    await board.page.goto(`/tournaments/${id}/pairings/1`);
    const pairings = board.page.getByRole('tabpanel', { name: 'Pairings' });
    await pairings.locator('[data-live-status="live"]').waitFor({ timeout: 15_000 });
    // Marks on the pages that a reload would wipe.
    for (const page of [watcher.page, board.page]) await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // Well inside the 10 s the pages used to poll at: the stream brought it.
    await api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, { results: [{ board: 1, result: '1-0' }] });
    await expect.poll(total, { timeout: 5_000 }).toBe(1);
    await expect.poll(async () => (await tableRows(pairings))[0]?.[2], { timeout: 5_000 }).toBe('1-0');

    await api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, { results: [{ board: 2, result: '1/2-1/2' }] });
    await expect.poll(total, { timeout: 5_000 }).toBe(2);
    await expect.poll(async () => (await tableRows(pairings))[1]?.[2], { timeout: 5_000 }).toBe('½-½');

    // Round 2 is paired: the open pages learn of it (the round picker offers it) without a reload.
    await api('GET', `/api/tournament/generate-pairing?round=2&tournamentId=${id}`);
    await expect.poll(async () => pairings.getByText('R2', { exact: true }).count(), { timeout: 5_000 }).toBe(1);

    for (const page of [watcher.page, board.page]) expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(watcher.pageErrors).toEqual([]);
    expect(board.pageErrors).toEqual([]);
    await watcher.context.close();
    await board.context.close();
  });
});
