import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import { startedSwiss } from './support/club-event.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
const TV = { width: 1920, height: 1080 } as const;
let organiser: string;
let id: string;

beforeAll(async () => {
  organiser = await kingside.logIn({ email: 'organiser@kingside.demo', password: 'kingside-demo' });
  id = await startedSwiss(kingside, organiser, 'Hall Open');
});

describe('the hall TV', () => {
  it('fills a 1080p screen without header or footer, turns through its pages and follows the results live', async () => {
    const { page, context, pageErrors } = await kingside.visit(TV);
    const scripts: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') void response.body().then((body) => scripts.push(body.length));
    });
    await page.goto(`/tournaments/${id}/hall?seconds=4`);
    const title = page.getByRole('heading', { level: 2 });
    await expect.poll(() => title.textContent(), { timeout: 15_000 }).toBe('Round 1 pairings by board');
    await page.getByRole('heading', { level: 1, name: 'Hall Open' }).waitFor();
    // Round 1: Ames (1) – Cole (3) on board 1, Dunn (4) – Bell (2) on board 2.
    const rows = page.locator('tbody tr');
    expect(await rows.allInnerTexts()).toEqual(['1\tAmes, Ann (2100)\t\tCole, Cy (1900)', '2\tDunn, Di (1800)\t\tBell, Bo (2000)']);
    // No site header, footer or component library: plain markup, large type.
    expect(await page.getByRole('link', { name: 'Tournaments' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
    const fontSize = await rows.first().evaluate((row) => parseFloat(getComputedStyle(row).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(32);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(TV.height);

    // The next page: every player by name.
    await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe('Round 1 pairings by name');
    expect((await rows.allInnerTexts())[0]).toBe('Ames, Ann\t1\tWhite\tCole, Cy');

    // A result entered by the arbiter reaches the screen through the live stream.
    await kingside.call(endpoints.results.scoreUpload, {
      token: organiser,
      query: { round: 1, tournamentId: id },
      body: {
        results: [
          { board: 1, result: '1-0' },
          { board: 2, result: '1/2-1/2' },
        ],
      },
    });
    await expect.poll(() => title.textContent(), { timeout: 20_000 }).toBe('Round 1 results');
    expect(await rows.allInnerTexts()).toEqual(['1\tAmes, Ann (2100)\t1-0\tCole, Cy (1900)', '2\tDunn, Di (1800)\t½-½\tBell, Bo (2000)']);
    await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe('Standings after round 1');
    expect((await rows.allInnerTexts())[0]).toBe('1\tAmes, Ann\t2100\t1');

    const kilobytes = Math.round(scripts.reduce((sum, size) => sum + size, 0) / 1024);
    console.log(`hall screen: ${scripts.length} scripts, ${kilobytes} KiB of JavaScript (uncompressed)`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the admin page links the hall screen', async () => {
    const { page, context } = await kingside.visit();
    await context.addInitScript((stored) => localStorage.setItem('token', stored), organiser);
    await page.goto(`/admin/tournament/${id}`);
    const link = page.getByRole('link', { name: 'Hall screen' });
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toBe(`/tournaments/${id}/hall`);
    await context.close();
  });
});
