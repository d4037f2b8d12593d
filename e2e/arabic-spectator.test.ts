import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { defaultTiebreaks, endpoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { horizontalOverflow, PHONE, shownPoints, tableRows } from './support/browser.js';
import { FOUR_PLAYERS, startedSwiss } from './support/club-event.js';
import { useKingside } from './support/session.js';
import { latinWordsShown, wordsIn } from './support/words.js';

// No demo tournament: this walk makes its own.
const kingside = useKingside({ env: () => ({ SEED_DEMO: 'false' }) });

/** Where the walk's screenshots go when asked for (KINGSIDE_WALK_SHOTS=<directory>): to be looked at, not kept. */
const shotsDir = process.env.KINGSIDE_WALK_SHOTS;

const organiser: Person = { name: 'Amira Arbiter', email: 'amira@cairo.example', password: 'alekhine-defence-4', role: 'organiser' };
const tournamentName = 'Cairo Rapid';

/** Where a cell starts on the screen, from the left. */
const leftOf = async (cell: Locator) => (await cell.boundingBox())?.x ?? Number.NaN;

it('a spectator follows the standings in Arabic on a phone: the layout mirrored, every word Arabic, live', async () => {
  const ar = await wordsIn('ar');
  const token = await kingside.register(organiser);
  const id = await startedSwiss(kingside, token, tournamentName, { language: 'ar' });

  const { page, pageErrors } = await kingside.visit(PHONE, 'ar-EG');
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
  await page.goto(`/tournaments/${id}/standings`);
  const html = page.locator('html');
  expect([await html.getAttribute('lang'), await html.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  const standings = page.getByRole('tabpanel', { name: ar('Standings') });
  await standings.locator('[data-live-status="live"]').waitFor({ timeout: 15_000 });
  await expect.poll(async () => (await tableRows(standings)).length, { timeout: 15_000 }).toBe(FOUR_PLAYERS.length);

  // Right to left: the table starts at the right, the rank before (right of) the name; the tabs too.
  const header = standings.locator('thead th');
  expect(await leftOf(header.first())).toBeGreaterThan(await leftOf(header.nth(2)));
  const tabs = page.getByRole('tab');
  expect(await leftOf(tabs.first())).toBeGreaterThan(await leftOf(tabs.nth(1)));
  expect(await horizontalOverflow(page)).toBe(0);

  // Every word is Arabic but the players' and the tournament's names and what is written alike everywhere: the
  // tie-break codes (BH/C1, DE, WIN), and the drawing of lots' SHA-256 of a seed, the tournament's id.
  const unchanged = {
    names: [tournamentName, id, ...FOUR_PLAYERS.map(([name]) => name), ...defaultTiebreaks('dutch')],
    codes: ['Kingside', 'FIDE', 'PDF', 'SHA', 'BH', 'DE', 'WIN'],
  };
  const noEnglishLeft = async (shot: string) => {
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `arabic-${shot}.png`), fullPage: true });
    expect(await latinWordsShown(page, unchanged), shot).toEqual([]);
  };
  await noEnglishLeft('standings-in-play');

  // The arbiter enters two results: the open page follows, without a reload.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const soFar = (cell: string | undefined) => (cell?.startsWith('+') ? shownPoints(cell.slice(1).replace(' …', '')) : 0);
  const total = async () => (await tableRows(standings)).reduce((sum, cells) => sum + shownPoints(cells[4]) + soFar(cells.at(-1)), 0);
  const score = (board: number, result: '1-0' | '1/2-1/2') =>
    kingside.call(endpoints.results.scoreUpload, { token, query: { round: 1, tournamentId: id }, body: { results: [{ board, result }] } });
  await score(1, '1-0');
  await expect.poll(total, { timeout: 5_000 }).toBe(1);
  await score(2, '1/2-1/2');
  await expect.poll(total, { timeout: 5_000 }).toBe(2);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await noEnglishLeft('standings-scored');

  // A player's tie-breaks explained, in Arabic too.
  const [leader] = FOUR_PLAYERS[0];
  await standings.getByRole('button', { name: ar('How {name}’s tie-breaks were computed', { name: leader }) }).click();
  await standings.locator('.ks-explain').first().waitFor();
  await expect.poll(async () => standings.locator('.ks-explain[aria-busy]').count(), { timeout: 10_000 }).toBe(0);
  await noEnglishLeft('tiebreaks-explained');
  expect(pageErrors).toEqual([]);
}, 180_000);
