import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, visit } from './support/browser.js';
import { startKingside, type RunningKingside } from './support/kingside.js';

let kingside: RunningKingside;
let browser: Browser;
let token = '';
let tournamentId = '';

/** Calls the API as the organiser (setting up what the test does not exercise through the screens). */
async function callApi(path: string, body: unknown, bearer = token): Promise<{ data: { id?: string; tokens?: { access: { token: string } } } }> {
  const answer = await fetch(`${kingside.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return (await answer.json()) as { data: { id?: string; tokens?: { access: { token: string } } } };
}

beforeAll(async () => {
  [kingside, browser] = await Promise.all([startKingside(), launchChromium()]);
  const registered = await callApi('/api/auth/register', { name: 'Uma Upload', email: 'uma@club.example', password: 'queens-gambit-7', role: 'organiser' }, '');
  token = registered.data.tokens?.access.token ?? '';
  const created = await callApi('/api/tournament/create', { name: 'Upload Spring Swiss', system: 'dutch', rounds: 5 });
  tournamentId = created.data.id ?? '';
});

afterAll(async () => {
  await browser?.close();
  await kingside?.stop();
});

function toast(page: Page, text: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: text });
}

/** Rows of the first table in `scope`, as their cells' texts. */
async function tableRows(scope: ReturnType<Page['locator']>): Promise<string[][]> {
  const rows = scope.locator('.ant-table-tbody tr.ant-table-row');
  const result: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) result.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
  return result;
}

/** A signed-in organiser's page (the token stored as the app stores it). */
async function signedIn() {
  const opened = await visit(browser, kingside.url);
  await opened.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  return opened;
}

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

describe('uploading players in the browser', () => {
  it('on /players-upload: a file with a bad row is refused with the row and column, the fixed file is previewed, saved and listed', async () => {
    const { page, context, pageErrors } = await signedIn();
    await page.goto(`/players-upload?tournamentId=${tournamentId}`);
    await page.getByRole('heading', { level: 2, name: 'Upload players' }).waitFor();

    // The template downloads as a file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Template (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('kingside-players.csv');
    expect((await readFile(await download.path())).toString('utf8')).toMatch(/^\uFEFFName,FIDE ID,National ID,Standard rating/);

    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'club.csv',
      mimeType: 'text/csv',
      buffer: csv(['Name;Elo;FED', 'Stone, Sam;1800;ENG', 'Vale, Vera;abc;ENG']),
    });
    const problem = page.locator('.ant-alert-error').filter({ hasText: "Cannot upload yet: every row is fine except row 3 (column Elo: 'abc' is not a number)" });
    await problem.waitFor();
    await page.getByText("Row 3, column Elo: 'abc' is not a number").waitFor();
    expect(await page.getByRole('button', { name: 'Save 1 player' }).isDisabled()).toBe(true);

    await input.setInputFiles({
      name: 'club.csv',
      mimeType: 'text/csv',
      buffer: csv(['Name;Elo;FED;FIDE ID', 'Stone, Sam;1800;ENG;2900001', 'Vale, Vera;2050;ENG;', '"Hart, Hugo";1925;SCO;']),
    });
    await page.locator('.ant-alert-success').filter({ hasText: '3 players ready to upload' }).waitFor();
    expect((await tableRows(page.locator('.ant-card'))).map((cells) => [cells[0], cells[1], cells[2]])).toEqual([
      ['2', 'ready', 'Stone, Sam'],
      ['3', 'ready', 'Vale, Vera'],
      ['4', 'ready', 'Hart, Hugo'],
    ]);
    await page.getByRole('button', { name: 'Save 3 players' }).click();
    await toast(page, '3 players uploaded').waitFor();

    await page.getByRole('link', { name: 'Open the tournament' }).click();
    await page.getByRole('tab', { name: /Players/ }).click();
    const panel = page.getByRole('tabpanel', { name: /Players/ });
    await expect.poll(async () => (await tableRows(panel)).map((cells) => cells[1])).toEqual(['Vale, Vera', 'Hart, Hugo', 'Stone, Sam']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('from the players tab: a player already entered is flagged, left out on request, and the new one listed', async () => {
    const { page, context, pageErrors } = await signedIn();
    await page.goto(`/admin/tournament/${tournamentId}`);
    await page.getByRole('tab', { name: /Players/ }).click();
    const panel = page.getByRole('tabpanel', { name: /Players/ });
    await panel.getByRole('button', { name: 'Upload players' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'Upload players' });
    await modal.locator('input[type=file]').setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: csv(['Name,Rating,FIDE ID', 'Sam Stone,1800,2900001', '"Irwin, Ida",2300,']) });
    await modal.locator('.ant-alert-error').filter({ hasText: 'every row is fine except row 2 (already entered as Stone, Sam (FIDE id 2900001))' }).waitFor();
    await modal.getByText('Leave out the players already entered').click();
    await modal.locator('.ant-alert-success').filter({ hasText: '1 player ready to upload; 1 row of players already entered left out' }).waitFor();
    await modal.getByRole('button', { name: 'Save 1 player' }).click();
    await toast(page, '1 player uploaded; 1 row of players already entered left out').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await tableRows(panel)).map((cells) => [cells[0], cells[1]])).toEqual([
      ['1', 'Irwin, Ida'],
      ['2', 'Vale, Vera'],
      ['3', 'Hart, Hugo'],
      ['4', 'Stone, Sam'],
    ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
