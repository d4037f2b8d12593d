import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, hydrated, PHONE, tableRows } from './support/browser.js';
import { startedSwiss } from './support/club-event.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
const WIDTHS = [PHONE, { width: 1366, height: 900 }] as const;
let token: string;
let id: string;

/** The API as the demo organiser. */
function api(method: string, path: string, body?: unknown): Promise<unknown> {
  return kingside.api(method, path, { token, body });
}

const NOT_FOUND = '404 - PAGE NOT FOUND';

beforeAll(async () => {
  token = await kingside.logIn({ email: 'organiser@kingside.demo', password: 'kingside-demo' });
  id = await startedSwiss(kingside, token, 'Explained Open', { sharedPlaces: true });
  // Round 1: Ames beat Cole, Dunn beat Bell. Round 2 is paired, no result yet.
  await api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, { results: [1, 2].map((board) => ({ board, result: '1-0' })) });
  await api('GET', `/api/tournament/generate-pairing?round=2&tournamentId=${id}`);
});

describe('standings that tell the truth and explain themselves', () => {
  it('while round 2 is played: ranked on round 1, no Buchholz for pending games, results so far in a live column', async () => {
    for (const viewport of WIDTHS) {
      const { page, context, pageErrors } = await kingside.visit(viewport);
      await page.goto(`/tournaments/${id}/standings`);
      const standings = page.getByRole('tabpanel', { name: 'Standings' });
      await standings.getByText('After round 1; round 2 is being played: its results so far are in the last column').waitFor({ timeout: 15_000 });
      await expect.poll(async () => (await tableRows(standings)).length, { timeout: 15_000 }).toBe(4);
      const rows = await tableRows(standings);
      // Rk, Name, Rtg, Fed, Pts, BH/C1, BH, DE, WIN, R2 so far. The round-1 winners met 0-point players: BH 0.
      const byName = Object.fromEntries(rows.map((cells) => [cells[1], cells]));
      expect(byName['Ames, Ann'].slice(4, 7)).toEqual(['1', '–', '0']);
      expect(byName['Bell, Bo'].slice(4, 7)).toEqual(['0', '–', '1']);
      for (const cells of rows) expect(cells.at(-1)).toBe('playing');
      expect(await standings.getByRole('columnheader', { name: 'R2 so far' }).count()).toBe(1);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
    await api('POST', '/api/tournament/trigger-round-start', { tournamentId: id });
    await api('POST', `/api/tournament/score-upload?round=2&tournamentId=${id}`, { results: [{ board: 1, result: '1-0' }] });
    const { page, context } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${id}/standings`);
    const standings = page.getByRole('tabpanel', { name: 'Standings' });
    await expect
      .poll(async () => (await tableRows(standings)).map((cells) => cells.at(-1)).sort(), { timeout: 15_000 })
      .toEqual(['+0', '+1', 'playing', 'playing']);
    await context.close();
  });

  it('each tie-break header names itself on hover, focus and tap; a legend gives the order; a row opens its figures', async () => {
    for (const viewport of WIDTHS) {
      const phone = viewport.width === PHONE.width;
      const { page, context, pageErrors } = await kingside.visit(viewport);
      await page.goto(`/tournaments/${id}/standings/1`);
      const standings = page.getByRole('tabpanel', { name: 'Standings' });
      await expect.poll(async () => (await tableRows(standings)).length, { timeout: 15_000 }).toBe(4);

      const header = standings.getByRole('button', { name: 'BH/C1', exact: true });
      const meaning = 'Buchholz cut 1 — sum of opponents’ scores without the lowest';
      expect(await header.getAttribute('aria-describedby')).toBeTruthy();
      expect(await page.locator(`[id="${await header.getAttribute('aria-describedby')}"]`).textContent()).toContain(meaning);
      const tooltip = page.getByRole('tooltip').filter({ hasText: meaning });
      // A touch screen has no hover: a tap is a click alone (once the server-rendered page has its scripts).
      await hydrated(header);
      if (phone) await header.dispatchEvent('click');
      else await header.hover();
      await tooltip.waitFor();
      // The keyboard reaches it too.
      await page.mouse.click(1, 1);
      await tooltip.waitFor({ state: 'hidden' });
      await header.focus();
      await tooltip.waitFor();

      const legend = standings.getByRole('region', { name: 'How ties are broken' });
      expect(await legend.locator('li strong').allInnerTexts()).toEqual(['BH/C1', 'BH', 'DE', 'WIN']);
      // After round 1 nobody tied has met, and the cut leaves out the only round: those columns say why, not 0.
      await legend.getByText('0 for everyone so far: no players still tied at this point have played each other.').waitFor();
      await legend.getByText('Players still tied after every tie-break share the place and its prize money (by the prize rules).').waitFor();

      await standings.getByRole('button', { name: 'How Bell, Bo’s tie-breaks were computed' }).click();
      // The figures are asked for when the row opens (the standings themselves stay small).
      const explanation = standings.locator('.ks-explain');
      await explanation.locator('table').waitFor();
      const opponents = await explanation.locator('table tbody tr td').allInnerTexts();
      expect(opponents).toEqual(['1', 'Dunn, Di', '1', '0']);
      await explanation.locator('strong', { hasText: /^BH = 1$/ }).waitFor();

      if (phone) {
        // Every column is reachable: a table wider than the phone scrolls sideways with a cue (and only then), the name
        // column stays in view.
        const scroller = standings.getByRole('region', { name: 'Standings' });
        const cue = standings.getByText('Swipe the table sideways for more columns →');
        if (await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)) await cue.waitFor();
        else expect(await cue.count()).toBe(0);
        await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await standings.getByRole('button', { name: 'WIN', exact: true }).waitFor();
        const name = await standings.locator('td', { hasText: 'Ames, Ann' }).first().boundingBox();
        expect(name?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect(await horizontalOverflow(page)).toBe(0);
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('says the true tie-break rule on the Info page and the create form', async () => {
    for (const viewport of WIDTHS) {
      const { page, context } = await kingside.visit(viewport);
      await page.goto(`/tournaments/${id}`);
      await page.getByRole('tab', { name: 'Info' }).click();
      const info = page.getByRole('tabpanel', { name: 'Info' });
      await info
        .getByText('BH/C1, BH, DE, WIN, in that order. Players still tied after every tie-break share the place and its prize money (by the prize rules).')
        .waitFor();
      expect(await info.getByText('none', { exact: false }).count()).toBe(0);
      await context.close();
    }
    const { page, context } = await kingside.signedIn(token);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/create-tournament');
      await page.getByText('Players still tied after every tie-break share the place (and its prize money, by the prize rules)').waitFor({ timeout: 15_000 });
    }
    await context.close();
  });

  it('answers bad tournament links with the not-found page at once', async () => {
    for (const viewport of WIDTHS) {
      const { page, context, pageErrors } = await kingside.visit(viewport);
      for (const path of [`/tournaments/${randomUUID()}`, '/tournaments/not-a-uuid/standings', `/tournaments/${randomUUID()}/standings/2`]) {
        await page.goto(path);
        // Retries used to keep an unknown tournament on "Loading…" for about 10 s.
        await page.getByText(NOT_FOUND).waitFor({ timeout: 3_000 });
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
