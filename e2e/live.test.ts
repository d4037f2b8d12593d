import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, shownPoints, tableRows } from './support/browser.js';
import { startedSwiss } from './support/club-event.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
let token: string;

beforeAll(async () => {
  // The first start made the demo organiser (and the demo tournament): the organiser here is them.
  token = await kingside.logIn({ email: 'organiser@kingside.demo', password: 'kingside-demo' });
});

/** The API as the demo organiser. */
function api(method: string, path: string, body?: unknown): Promise<unknown> {
  return kingside.api(method, path, { token, body });
}

describe('live pairings and standings', () => {
  it('the first start made a finished 40-player, 7-round demo tournament', async () => {
    const list = (await api('GET', '/api/tournament/get-tournament-list?query=Demo%20Open')) as {
      data: { tournaments: { id: string; state: string; playerCount: number; rounds: number }[] };
    };
    expect(list.data.tournaments).toHaveLength(1);
    expect(list.data.tournaments[0]).toMatchObject({ state: 'finished', playerCount: 40, rounds: 7 });
    // Nothing failed on the way: the background jobs start once the fresh database has its tables.
    expect(kingside.loggedErrors()).toEqual([]);
    const { page, context, pageErrors } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${list.data.tournaments[0].id}/standings`);
    const standings = page.getByRole('tabpanel', { name: 'Standings' });
    await expect.poll(async () => (await tableRows(standings)).length, { timeout: 15_000 }).toBe(40);
    // A finished tournament changes no more: no stream, no badge.
    expect(await standings.locator('[data-live-status]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("a spectator's open standings and pairings follow the organiser's results without a reload", async () => {
    const id = await startedSwiss(kingside, token, 'Live Club Rapid');

    const watcher = await kingside.visit(PHONE);
    await watcher.page.goto(`/tournaments/${id}/standings`);
    const standings = watcher.page.getByRole('tabpanel', { name: 'Standings' });
    await standings.locator('[data-live-status="live"]').waitFor({ timeout: 15_000 });
    // While round 1 is played its results are the last column ("+1", "playing"), beside points that do not count them yet.
    const soFar = (cell: string | undefined) => (cell?.startsWith('+') ? shownPoints(cell.slice(1).replace(' …', '')) : 0);
    const total = async () => (await tableRows(standings)).reduce((sum, cells) => sum + shownPoints(cells[4]) + soFar(cells.at(-1)), 0);
    await expect.poll(total, { timeout: 10_000 }).toBe(0);

    const board = await kingside.visit(PHONE);
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
