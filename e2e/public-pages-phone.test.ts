import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, hydrated, PHONE, tableRows } from './support/browser.js';
import { seriousViolations } from './support/accessibility.js';
import { useKingside } from './support/session.js';

/** The two widths the public pages are read at most: a 390 px phone and a laptop. */
const WIDTHS = [PHONE, { width: 1366, height: 900 }] as const;

const kingside = useKingside();

interface Envelope<T> {
  data: T;
}
interface PlayerRound {
  round: number;
  kind: string;
  colour: 'w' | 'b' | null;
  result: string | null;
  opponent: { name: string } | null;
}

/** What each board result means for the player with that colour, written as the issue asks (1, ½, 0, +, −). */
const OWN_RESULT: Record<string, { w: string; b: string }> = {
  '1-0': { w: '1', b: '0' },
  '0-1': { w: '0', b: '1' },
  '1/2-1/2': { w: '½', b: '½' },
  '+/-': { w: '+', b: '−' },
  '-/+': { w: '−', b: '+' },
  '-/-': { w: '−', b: '−' },
};

let demo: { id: string; name: string };
/** A demo player who won a game with Black: the board says 0-1, their card must say 1. */
let blackWinner: { uuid: string; name: string; rounds: PlayerRound[] };

beforeAll(async () => {
  // A fresh install seeds the finished demo tournament (7 rounds, 40 players, entry fee 30, prizes in INR).
  const list = await kingside.api<Envelope<{ tournaments: { id: string; name: string }[] }>>('GET', '/api/tournament/get-tournament-list');
  const found = list.data.tournaments.find((t) => t.name === 'Kingside Demo Open');
  if (!found) throw new Error('No demo tournament on a fresh install');
  demo = found;
  const players = await kingside.api<Envelope<{ uuid: string; name: string }[]>>('GET', `/api/players/${demo.id}`);
  for (const p of players.data) {
    const details = await kingside.api<Envelope<{ rounds: PlayerRound[] }>>('GET', `/api/players/details?query=${p.uuid}`);
    if (details.data.rounds.some((r) => r.colour === 'b' && r.result === '0-1')) {
      blackWinner = { uuid: p.uuid, name: p.name, rounds: details.data.rounds };
      return;
    }
  }
  throw new Error('No demo player won with Black');
});

/** Cells of the first table whose right edge is beyond the viewport (cut off with no way to see them). */
async function cellsBeyond(scope: Locator, width: number): Promise<string[]> {
  return scope
    .locator('.ant-table-tbody tr.ant-table-row td, .ks-table > tbody > tr.ks-table__row > td')
    .evaluateAll((cells, right) => cells.filter((c) => c.getBoundingClientRect().right > right + 1).map((c) => c.textContent ?? ''), width);
}

/**
 * The words of the table's cells that the browser broke across two lines ("Mor|eau,"), as "cell text: word". A word
 * is a run without spaces; each is measured as a range of its own, which gives one box per line it covers.
 */
function wordsBrokenInCells(table: Locator): Promise<string[]> {
  return table.locator('th, td').evaluateAll((cells) => {
    const broken: string[] = [];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const boxes: DOMRect[] = Array.from(range.getClientRects());
          const lines = new Set(boxes.filter((box) => box.width > 0).map((box) => Math.round(box.top)));
          if (lines.size > 1) broken.push(`${(cell.textContent ?? '').trim()}: ${word[0]}`);
        }
      }
    }
    return broken;
  });
}

/** How far the table's own scrolling region can scroll sideways (0: it is squeezed into the screen). */
function sidewaysScroll(region: Locator): Promise<number> {
  return region.evaluate((el) => el.scrollWidth - el.clientWidth);
}

/** Only the server's HTML: the page's scripts are refused, so nothing hydrates. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
}

describe('public pages on a phone and a laptop', () => {
  it('name each page in the browser title, fit its width and report no serious accessibility violation', async () => {
    const round7 = await kingside.api<Envelope<{ rows: { player: { name: string } }[] }>>(
      'GET',
      `/api/tournament/get-pairings?round=7&tournamentId=${demo.id}`,
    );
    const pages: [path: string, ready: string, title: string][] = [
      ['/', 'Latest tournaments', 'Kingside'],
      ['/tournaments', 'Kingside Demo Open', 'Tournaments · Kingside'],
      [`/tournaments/${demo.id}`, 'Time control', `Info · ${demo.name}`],
      [`/tournaments/${demo.id}/pairings/7`, round7.data.rows[0].player.name, `Pairings · ${demo.name}`],
      [`/tournaments/${demo.id}/standings/7`, 'Pts', `Standings · ${demo.name}`],
      [`/tournaments/${demo.id}/crosstable`, 'R7', `Crosstable · ${demo.name}`],
      [`/player/${blackWinner.uuid}/${demo.id}`, 'Opponent', `${blackWinner.name} · ${demo.name}`],
    ];
    // Gathered over every page and width, so one run names all that is wrong.
    const found: string[] = [];
    for (const viewport of WIDTHS) {
      const { page, context, pageErrors } = await kingside.visit(viewport);
      for (const [path, ready, title] of pages) {
        await page.goto(path);
        await page.getByText(ready, { exact: true }).first().waitFor({ timeout: 15_000 });
        await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 });
        await expect.poll(() => page.title(), { message: path }).toBe(title);
        for (const violation of await seriousViolations(page)) found.push(`${path} at ${viewport.width} px: ${violation}`);
        // Wide tables scroll inside themselves; the page never does.
        expect(await horizontalOverflow(page), `${path} at ${viewport.width} px`).toBe(0);
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('lists tournaments with system, players and state in view at both widths', async () => {
    for (const viewport of WIDTHS) {
      const { page, context } = await kingside.visit(viewport);
      for (const path of ['/', '/tournaments']) {
        await page.goto(path);
        const row = page.locator('.ant-table-row, .ks-table__row').filter({ hasText: demo.name });
        await row.waitFor();
        const text = await row.innerText();
        for (const value of ['Swiss (FIDE Dutch), 7 rd', '40', 'Finished']) expect(text, `${path} at ${viewport.width} px`).toContain(value);
        expect(await cellsBeyond(page.locator('body'), viewport.width), `${path} at ${viewport.width} px`).toEqual([]);
      }
      await context.close();
    }
  });

  it('shows every crosstable column: the name stays while the rounds scroll, with a cue while some are hidden, and a legend', async () => {
    for (const viewport of WIDTHS) {
      const { page, context } = await kingside.visit(viewport);
      await page.goto(`/tournaments/${demo.id}/crosstable`);
      const table = page.locator('.ks-scroll');
      await table.locator('.ant-table-row').first().waitFor();
      const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
      expect(headers).toEqual(['No', 'Name', 'Rtg', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'Pts']);
      const scroller = table.locator('.ant-table-content');
      const measures = () => scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      const cue = table.locator('.ks-scroll__cue');
      const { scrollWidth, clientWidth } = await measures();
      if (viewport.width === PHONE.width) {
        expect(scrollWidth, 'the rounds do not fit a phone').toBeGreaterThan(clientWidth);
        expect(await cue.innerText()).toBe('Swipe the table sideways for more columns →');
        const nameBefore = await table.locator('tbody tr.ant-table-row').first().locator('td').nth(1).boundingBox();
        await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect.poll(() => cue.innerText()).toBe('← Swipe back for the first columns');
        const nameAfter = await table.locator('tbody tr.ant-table-row').first().locator('td').nth(1).boundingBox();
        expect(nameAfter?.x, 'the name column stays in place').toBe(nameBefore?.x);
        const pts = await table.locator('thead th').last().boundingBox();
        expect(pts!.x + pts!.width).toBeLessThanOrEqual(PHONE.width);
      } else {
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(await cue.count()).toBe(0);
      }
      // Every cell reads as the legend says: a number, w or b, and a score; or a bye's mark.
      for (const row of await tableRows(table)) for (const cell of row.slice(3, 10)) expect(cell).toMatch(/^(\d+[wb][10½+−]|bye|H|Z|–|)$/);
      const legend = await page.getByText(/^21w1 = against starting number 21, with white, won\./).innerText();
      expect(legend).toContain('Score: 1 won, ½ drawn, 0 lost, + won by forfeit, − lost by forfeit.');
      await context.close();
    }
  });

  it("shows the player's own results, score and place, every column in view", async () => {
    const ranking = await kingside.api<Envelope<{ rows: { uuid: string; rank: number }[] }>>(
      'GET',
      `/api/tournament/players-ranking?round=7&tournamentId=${demo.id}`,
    );
    const place = ranking.data.rows.find((r) => r.uuid === blackWinner.uuid)?.rank;
    for (const viewport of WIDTHS) {
      const { page, context } = await kingside.visit(viewport);
      await page.goto(`/player/${blackWinner.uuid}/${demo.id}`);
      const games = page.locator('.ant-card').filter({ hasText: 'Games' });
      await games.locator('.ant-table-row').first().waitFor();
      const rows = await tableRows(games);
      expect(rows.map((r) => r[0])).toEqual(blackWinner.rounds.map((r) => String(r.round)));
      blackWinner.rounds.forEach((r, i) => {
        const [, opponent, result] = rows[i];
        if (r.kind !== 'game' || !r.result || !r.colour) return;
        expect(opponent, `round ${r.round}`).toContain(r.opponent?.name);
        expect(opponent).toContain(r.colour === 'w' ? '○' : '●');
        // The visible mark; the words after it are for screen readers.
        expect(result.slice(0, 1), `round ${r.round}: ${r.result} with ${r.colour}`).toBe(OWN_RESULT[r.result][r.colour]);
      });
      expect(rows.map((r) => r[3]).at(-1)).toMatch(/^\d+(½)?$/);
      await page.getByText(`${place} of 40 after round 7`, { exact: true }).waitFor();
      expect(await cellsBeyond(games, viewport.width)).toEqual([]);
      await context.close();
    }
  });

  it("scrolls the standings, the players list and a row's explanation sideways on a phone, breaking no word", async () => {
    const standings = `/tournaments/${demo.id}/standings/7`;
    // The standings as the server sends them, then hydrated; the players list is drawn in the browser only.
    for (const rendered of ['server-rendered', 'hydrated'] as const) {
      const { page, context } = await kingside.visit(PHONE);
      if (rendered === 'server-rendered') await withoutScripts(page);
      await page.goto(standings);
      const table = page.locator('table.ks-standings');
      await table.locator('tbody tr.ks-table__row').first().waitFor();
      if (rendered === 'hydrated') await hydrated(table.locator('tbody tr.ks-table__row').first());
      expect(await sidewaysScroll(page.locator('.ks-scroll__region')), `${rendered} standings`).toBeGreaterThan(0);
      expect(await wordsBrokenInCells(table), `${rendered} standings`).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      if (rendered === 'hydrated') {
        await table.locator('tbody tr.ks-table__row').first().click();
        const explanation = page.locator('.ks-explain__rounds');
        await explanation.locator('tbody tr').first().waitFor();
        expect(await wordsBrokenInCells(explanation), "a row's explanation").toEqual([]);
        // Read without scrolling: the explanation stays within the screen while the table scrolls.
        const box = await explanation.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      }
      await context.close();
    }
    const { page, context } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${demo.id}/players`);
    const list = page.locator('.ks-scroll').filter({ has: page.locator('.ant-table-row') });
    await list.locator('.ant-table-row').first().waitFor();
    expect(await sidewaysScroll(list.locator('.ant-table-content')), 'players list').toBeGreaterThan(0);
    expect(await wordsBrokenInCells(list.locator('table')), 'players list').toEqual([]);
    expect(await list.locator('.ks-scroll__cue').innerText()).toBe('Swipe the table sideways for more columns →');
    await context.close();
  });

  it('shows the entry fee with its currency', async () => {
    const { page, context } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${demo.id}`);
    const fee = page.locator('.ks-facts dt', { hasText: 'Entry fee' }).locator('xpath=following-sibling::*[1]');
    expect(await fee.innerText()).toBe('₹30');
    await context.close();
  });
});
