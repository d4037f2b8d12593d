import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, launchChromium, visit } from './support/browser.js';
import { startKingside, type RunningKingside } from './support/kingside.js';

let kingside: RunningKingside;
let browser: Browser;

beforeAll(async () => {
  [kingside, browser] = await Promise.all([startKingside(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await kingside?.stop();
});

const organiser = { name: 'Petra Printer', email: 'petra@club.example', password: 'queens-gambit-4' };
const players: [name: string, rating: number][] = [
  ['Kowalski, Paweł', 2250],
  ['Петров, Иван', 2180],
  ['Öztürk, Ayşe', 2040],
  ['Lindqvist, Eva', 1960],
];

/** The API as the organiser, to set the stage quickly; the browser part is what the test is about. */
async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const answer = await fetch(`${kingside.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as T;
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

let tournamentId = '';

async function signIn(page: Page) {
  await page.goto('/sign-in');
  const form = page.locator('form#sign-in');
  await form.getByLabel('Email', { exact: true }).fill(organiser.email);
  await form.getByLabel('Password', { exact: true }).fill(organiser.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expectPath(page, '/admin/dashboard');
}

/** Clicks the button, and reads what the browser saved. */
async function downloadBy(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

describe('printouts in the browser', () => {
  it('sets up a Swiss with one round played (through the API)', async () => {
    const registered = await api<{ data: { tokens: { access: { token: string } } } }>('POST', '/api/auth/register', null, { ...organiser, role: 'organiser' });
    const token = registered.data.tokens.access.token;
    const created = await api<{ data: { id: string } }>('POST', '/api/tournament/create', token, { name: 'Riverside Rapid', system: 'dutch', rounds: 5, initialColour: 'w' });
    tournamentId = created.data.id;
    for (const [name, rating] of players) await api('POST', `/api/players/add-player/${tournamentId}`, token, { name, rating });
    const paired = await api<{ data: { rows: { board: number }[] } }>('GET', `/api/tournament/generate-pairing?round=1&tournamentId=${tournamentId}`, token);
    await api('POST', '/api/tournament/trigger-round-start', token, { tournamentId });
    await api('POST', `/api/tournament/score-upload?round=1&tournamentId=${tournamentId}`, token, {
      results: paired.data.rows.map((row) => ({ board: row.board, result: '1-0' })),
    });
  });

  it('downloads the pairing sheet and the standings as PDF files, with the PDF spinner while the server renders', async () => {
    const { page, context, pageErrors } = await visit(browser, kingside.url);
    await signIn(page);
    await page.goto(`/admin/tournament/${tournamentId}`);

    await page.getByRole('tab', { name: 'Rounds & results' }).click();
    const rounds = page.getByRole('tabpanel', { name: 'Rounds & results' });
    // Hold the PDF back until the spinner has been seen, so the check does not race the server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/printouts/pairings?**', async (route) => {
      await held;
      await route.continue();
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await rounds.getByRole('button', { name: 'Pairings PDF (by board)' }).click();
        await page.getByText('Loading Pdf......', { exact: true }).waitFor();
        release();
      })(),
    ]);
    const pairings = await readFile(await download.path());
    expect(pairings.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toBe('Riverside Rapid – pairings round 1.pdf');
    await page.getByText('Loading Pdf......', { exact: true }).waitFor({ state: 'hidden' });
    await page.unroute('**/printouts/pairings?**');

    const alphabetical = await downloadBy(page, rounds.getByRole('button', { name: 'Pairings PDF (A–Z)' }));
    expect(alphabetical.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(alphabetical.name).toBe('Riverside Rapid – pairings round 1 (alphabetical).pdf');

    const slips = await downloadBy(page, rounds.getByRole('button', { name: 'Result slips PDF' }));
    expect(slips.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('tab', { name: 'Standings' }).click();
    const standingsPanel = page.getByRole('tabpanel', { name: 'Standings' });
    const standings = await downloadBy(page, standingsPanel.getByRole('button', { name: 'Standings PDF' }));
    expect(standings.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(standings.name).toBe('Riverside Rapid – standings round 1.pdf');
    expect(standings.bytes.length).toBeGreaterThan(1000);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('offers a spectator the public printouts, and no result slips', async () => {
    const { page, context, pageErrors } = await visit(browser, kingside.url);
    await page.goto(`/tournaments/${tournamentId}/pairings/1`);
    const sheet = await downloadBy(page, page.getByRole('button', { name: 'Pairings PDF (by board)' }));
    expect(sheet.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await page.getByRole('button', { name: 'Result slips PDF' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
