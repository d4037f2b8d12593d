import { describe, expect, it } from 'vitest';
import { signIn, signUp, type Person } from './support/accounts.js';
import { DESKTOP, downloadBy, expectPath, horizontalOverflow, PHONE, shownPoints, storedToken, tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Tara Tournament', email: 'tara@club.example', password: 'sicilian-najdorf-6', role: 'organiser' };
const tournamentName = 'Hall Autumn Swiss';
/** Six players, in the order the list numbers them (rating, highest first). */
const players: [name: string, rating: number][] = [
  ['Adams, Alice', 2210],
  ['Brown, Boris', 2105],
  ['Clarke, Chloe', 1990],
  ['Dorn, Dmitri', 1875],
  ['Evans, Eve', 1760],
  ['Fisher, Frank', 1650],
];

let tournamentPath = '';

describe('running a Swiss in the browser', () => {
  it('creates the tournament with its rules and lands on its administration', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signUp(page, organiser);
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/create-tournament');
    const form = page.locator('form#tournament');
    await form.waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/shots/fail-create.png' });
      throw error;
    });
    await form.getByLabel('Name', { exact: true }).fill(tournamentName);
    await form.getByLabel('Rounds', { exact: true }).fill('5');
    await form.getByLabel('Venue', { exact: true }).fill('Town hall');
    await form.getByLabel('City', { exact: true }).fill('Leeds');
    await form.getByLabel('Time control', { exact: true }).fill('90+30');
    await form.getByLabel('Chief arbiter', { exact: true }).fill('IA Ann Arbiter');
    // The recommended Swiss tie-breaks are there, and can be reordered.
    await form.getByRole('button', { name: 'Move BH up' }).click();
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await toast(page, 'Tournament created').waitFor();
    await page.waitForURL(/\/admin\/tournament\/[0-9a-f-]{36}$/);
    tournamentPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 2, name: tournamentName }).waitFor();
    await page.getByText('Registration', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Settings' }).waitFor();
    expect(await page.locator('form#tournament').getByLabel('City', { exact: true }).inputValue()).toBe('Leeds');
    const order = await page.locator('form#tournament .ks-tiebreak strong').allInnerTexts();
    expect(order).toEqual(['BH', 'BH/C1', 'DE', 'WIN']);

    // The organiser's lists show it.
    await page.goto('/admin/manage-tournaments');
    await page.getByRole('link', { name: tournamentName }).waitFor();
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: tournamentName }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('adds six players, edits one, withdraws and brings one back', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');
    await page.goto(tournamentPath);
    await page.getByRole('tab', { name: /Players/ }).click();
    const panel = page.getByRole('tabpanel', { name: /Players/ });
    await panel
      .getByRole('button', { name: 'Add player' })
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/shots/fail-players.png' });
        throw error;
      });
    // The three strongest come from the club's CSV file; the others are entered by hand.
    await panel.getByRole('button', { name: 'Upload players' }).click();
    const upload = page.locator('.ant-modal').filter({ hasText: 'Upload players' });
    const csv = ['Name,Rating,Federation', ...players.slice(0, 3).map(([name, rating]) => `"${name}",${rating},ENG`)].join('\r\n');
    await upload.locator('input[type=file]').setInputFiles({ name: 'club.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`) });
    await upload.locator('.ant-alert-success').filter({ hasText: '3 players ready to upload' }).waitFor();
    await upload.getByRole('button', { name: 'Save 3 players' }).click();
    await toast(page, '3 players uploaded').waitFor();
    await upload.waitFor({ state: 'hidden' });
    // Listed in another order than their ratings: the list sorts them.
    for (const [name, rating] of players.slice(3).reverse()) {
      await panel.getByRole('button', { name: 'Add player' }).click();
      const modal = page.locator('.ant-modal').filter({ hasText: 'Add player' });
      const form = modal.locator('form#player');
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('FIDE rating', { exact: true }).fill(String(rating));
      await form.getByLabel('Federation', { exact: true }).fill('ENG');
      await form.getByRole('button', { name: 'Add player' }).click();
      await toast(page, 'Player added').first().waitFor();
      await modal.waitFor({ state: 'hidden' });
    }
    await expect.poll(async () => (await tableRows(panel)).length).toBe(6);
    const rows = await tableRows(panel);
    expect(rows.map((cells) => cells[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(rows.map((cells) => cells[1])).toEqual(players.map(([name]) => name));
    // The tab is remembered across visits.
    expect(await page.evaluate(() => localStorage.getItem('currentTab'))).toBe('1');

    // The FIDE list search opens beside the form (this server has no list imported).
    await panel.getByRole('button', { name: 'Add from the FIDE list' }).click();
    const fide = page.locator('.ant-modal').filter({ hasText: 'Search the FIDE rating list' });
    await fide.getByLabel('Name', { exact: true }).fill('Carlsen');
    await fide.getByRole('button', { name: 'Search' }).click();
    await fide.getByText('No FIDE list has been imported yet.').waitFor();
    await page.keyboard.press('Escape');
    await fide.waitFor({ state: 'hidden' });

    // Fisher asks for a half-point bye in round 5.
    await panel.getByRole('button', { name: 'Edit Fisher, Frank' }).click();
    const edit = page.locator('.ant-modal').filter({ hasText: 'Edit Fisher, Frank' });
    await edit.getByLabel('Half-point byes requested', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('Round 5', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save player' }).click();
    await toast(page, 'Player updated').waitFor();
    await expect.poll(async () => (await tableRows(panel))[5][8]).toBe('R5');

    // Withdrawn players go to the end of the list; back in, they take their place again.
    await panel
      .getByRole('row', { name: /Adams, Alice/ })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Withdraw' }).click();
    await toast(page, 'Adams, Alice withdrawn').waitFor();
    await expect.poll(async () => (await tableRows(panel))[5][1]).toMatch(/Adams, Alice\s*withdrawn/);
    await panel
      .getByRole('row', { name: /Adams, Alice/ })
      .getByRole('button', { name: 'Bring back' })
      .click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Bring back' }).click();
    await toast(page, 'Adams, Alice back in the tournament').waitFor();
    await expect.poll(async () => (await tableRows(panel))[0][1]).toBe('Adams, Alice');

    await page.reload();
    await page.getByRole('tab', { name: /Players/, selected: true }).waitFor();

    // An edit is saved from the settings tab; the page then opens on its first tab.
    await page.getByRole('tab', { name: 'Rounds & results' }).click();
    expect(await page.evaluate(() => localStorage.getItem('currentTab'))).toBe('2');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.locator('form#tournament');
    await settings.getByLabel('Venue', { exact: true }).fill('Town hall, room 2');
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Tournament updated').waitFor();
    await expectPath(page, tournamentPath);
    expect(await page.evaluate(() => localStorage.getItem('currentTab'))).toBe('0');
    await expect.poll(() => settings.getByLabel('Venue', { exact: true }).inputValue()).toBe('Town hall, room 2');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('pairs round 1, takes the results on a phone, and pairs round 2', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');
    await page.goto(tournamentPath);
    await page.getByRole('tab', { name: 'Rounds & results' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Rounds & results' });
    await panel.getByRole('button', { name: 'Pair round 1' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Pair round 1' }).click();
    await toast(page, 'Round 1 paired').waitFor();
    await expect.poll(async () => (await tableRows(panel)).length).toBe(3);
    // A pairing can be taken back before any result, then made again.
    await panel.getByRole('button', { name: 'Revert round 1' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revert' }).click();
    await toast(page, 'Round 1 pairing reverted').waitFor();
    await panel.getByRole('button', { name: 'Pair round 1' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Pair round 1' }).click();
    await toast(page, 'Round 1 paired').first().waitFor();
    await panel.getByRole('button', { name: 'Start round 1' }).click();
    await toast(page, 'Round 1 started').waitFor();
    await panel.getByRole('link', { name: 'Enter results of round 1' }).waitFor();
    const id = tournamentPath.split('/').pop();
    await context.close();

    // The arbiter walks the hall with a phone.
    const phone = await kingside.visit(PHONE);
    await signIn(phone.page, organiser);
    await expectPath(phone.page, '/admin/dashboard');
    await phone.page.goto(`/score-update/${id}/1`);
    const p = phone.page;
    await p.getByText('3 of 3 boards to go').waitFor();
    expect(await horizontalOverflow(p)).toBe(0);
    for (const button of await p.getByRole('group', { name: 'Result of board 1' }).getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(box!.height).toBeGreaterThanOrEqual(32);
    }
    await p.getByRole('button', { name: 'Board 1: White won (1-0)' }).click();
    // A tap is confirmed at its board, not by a toast over the boards.
    await p.getByLabel('Board 1', { exact: true }).getByRole('status').getByText('Saved: 1-0').waitFor();
    await p.getByText('2 of 3 boards to go').waitFor();
    await p.getByRole('button', { name: 'Board 2: Draw (1/2-1/2)' }).click();
    await p.getByText('1 of 3 boards to go').waitFor();
    await p.getByRole('button', { name: 'Board 3: White won (1-0)' }).click();
    await p.getByText('Every board has a result: round 1 is scored').waitFor();
    // A mis-tap is corrected on purpose only.
    await p.getByRole('button', { name: 'Board 3: Black won (0-1)' }).click();
    await p.locator('.ant-modal-confirm-title', { hasText: 'Change board 3?' }).waitFor();
    await p.getByRole('button', { name: 'Change result' }).click();
    await expect.poll(() => p.getByRole('button', { name: 'Board 3: Black won (0-1)' }).getAttribute('aria-pressed')).toBe('true');
    await p.screenshot({ path: '/tmp/kingside-score-update-390.png', fullPage: true });
    expect(phone.pageErrors).toEqual([]);

    await p.goto(tournamentPath);
    await p.getByRole('tab', { name: 'Rounds & results' }).click();
    const phonePanel = p.getByRole('tabpanel', { name: 'Rounds & results' });
    await phonePanel.getByRole('button', { name: 'Pair round 2' }).click();
    await p.locator('.ant-popconfirm').getByRole('button', { name: 'Pair round 2' }).click();
    await toast(p, 'Round 2 paired').waitFor();
    // The arbiter removes the pairing of board 3 and pairs the same two players by hand.
    await expect.poll(async () => (await tableRows(phonePanel)).length).toBe(3);
    const [, whiteCell, , blackCell] = (await tableRows(phonePanel))[2];
    const [whiteName, blackName] = [whiteCell.split('\n')[0].trim(), blackCell.split('\n')[0].trim()];
    await phonePanel.getByRole('button', { name: 'Edit pairings' }).click();
    await phonePanel.getByRole('button', { name: 'Remove the pairing of board 3' }).click();
    await p.locator('.ant-popconfirm').getByRole('button', { name: 'Remove pairing' }).click();
    await toast(p, 'Pairing removed').waitFor();
    await expect.poll(async () => (await tableRows(phonePanel)).length).toBe(2);
    await p.getByText(`Not paired: `).waitFor();
    await phonePanel.getByRole('combobox', { name: 'White' }).fill(whiteName);
    await phonePanel.getByRole('combobox', { name: 'White' }).press('Enter');
    await phonePanel.getByRole('combobox', { name: 'Black' }).fill(blackName);
    await phonePanel.getByRole('combobox', { name: 'Black' }).press('Enter');
    await phonePanel.getByRole('button', { name: 'Pair', exact: true }).click();
    await toast(p, 'Pairing added').waitFor();
    await expect.poll(async () => (await tableRows(phonePanel)).length).toBe(3);
    await phonePanel.getByRole('button', { name: 'Validate pairings' }).click();
    await toast(p, 'Pairings of round 2 validated').waitFor();
    await phonePanel.getByRole('button', { name: 'Start round 2' }).click();
    await toast(p, 'Round 2 started').waitFor();
    expect(await horizontalOverflow(p)).toBe(0);

    // Round 2 in one go: tap every board, then save them all.
    await p.goto(`/score-update/${id}/2`);
    await p.getByText('Save all at once').click();
    await p.getByRole('button', { name: 'Board 1: Draw (1/2-1/2)' }).click();
    await p.getByRole('button', { name: 'Board 2: Black won (0-1)' }).click();
    await p.getByRole('button', { name: 'Board 3: White won by forfeit (+/-)' }).click();
    // A spectator keeps the standings open meanwhile.
    const spectator = await kingside.visit(PHONE);
    await spectator.page.goto(`/tournaments/${id}/standings`);
    const standings = spectator.page.getByRole('tabpanel', { name: 'Standings' });
    const totalPoints = async () => {
      const rows = await tableRows(standings);
      return rows.reduce((sum, cells) => sum + shownPoints(cells[4]), 0);
    };
    await expect.poll(totalPoints).toBe(3);
    await p.getByRole('button', { name: 'Save 3 results' }).click();
    await p.getByText('Every board has a result: round 2 is scored').waitFor();
    // No reload: the open page picks the results up by itself.
    await expect.poll(totalPoints, { timeout: 25_000 }).toBe(6);
    expect(spectator.pageErrors).toEqual([]);
    await spectator.context.close();

    // The rest of the organiser's page fits the phone too.
    await p.goto(tournamentPath);
    for (const name of ['Settings', 'Players', 'Standings']) {
      // Five tabs overflow a phone's width: the bar slides as one is chosen, so a tap may land mid-slide.
      const tab = p.getByRole('tab', { name: new RegExp(`^${name}`) });
      await expect.poll(async () => (await tab.click(), await tab.getAttribute('aria-selected'))).toBe('true');
      await p.getByRole('tabpanel', { name: new RegExp(`^${name}`) }).waitFor();
      expect(await horizontalOverflow(p), name).toBe(0);
    }
    // The standings go to the notice board as a PDF.
    const pdf = await downloadBy(p, p.getByRole('tabpanel', { name: /^Standings/ }).getByRole('button', { name: 'Standings PDF' }));
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.name).toBe(`${tournamentName} – standings round 2.pdf`);
    expect(phone.pageErrors).toEqual([]);
    await phone.context.close();
    void pageErrors;
  });

  it('shows spectators the pairings and the crosstable with the scores, on a phone', async () => {
    const id = tournamentPath.split('/').pop() ?? '';
    // What each player scored, from the API's own pairings.
    const expected = new Map<string, number>();
    const scoreOf: Record<string, number> = { '1': 1, '1/2': 0.5, '0': 0, '+': 1, '-': 0 };
    for (const round of [1, 2]) {
      const { data } = await kingside.api<{
        data: { rows: { player: { name: string; result: string }; opponent: { name: string; result: string } | null }[] };
      }>('GET', `/api/tournament/get-pairings?round=${round}&tournamentId=${id}`);
      for (const row of data.rows) {
        for (const side of [row.player, row.opponent]) {
          if (side) expected.set(side.name, (expected.get(side.name) ?? 0) + (scoreOf[side.result] ?? 0));
        }
      }
    }
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBe(6);

    const { page, context, pageErrors } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${id}/pairings/1`);
    const pairings = page.getByRole('tabpanel', { name: 'Pairings' });
    await expect.poll(async () => (await tableRows(pairings)).map((cells) => cells[2])).toEqual(['1-0', '½-½', '0-1']);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('tab', { name: 'Crosstable' }).click();
    await page.waitForURL(/\/crosstable$/);
    const chart = page.getByRole('tabpanel', { name: 'Crosstable' });
    await expect.poll(async () => (await tableRows(chart)).length).toBe(6);
    const rows = await tableRows(chart);
    const shown = new Map(rows.map((cells) => [cells[1].replace(/\s*withdrawn$/, ''), cells[cells.length - 1]]));
    const asText = (n: number) => (n % 1 === 0 ? String(n) : n < 1 ? '½' : `${Math.floor(n)}½`);
    for (const [name, points] of expected) expect(shown.get(name), name).toBe(asText(points));
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/kingside-crosstable-390.png', fullPage: true });

    // The standings after round 2: by points, with the tie-breaks in the organiser's order.
    await page.getByRole('tab', { name: 'Standings' }).click();
    await page.waitForURL(/\/standings$/);
    const standings = page.getByRole('tabpanel', { name: 'Standings' });
    await expect.poll(async () => (await tableRows(standings)).length).toBe(6);
    const headers = (await standings.locator('.ks-standings > thead th').allInnerTexts()).map((text) => text.trim());
    expect(headers).toEqual(['Rk', 'Name', 'Rtg', 'Fed', 'Pts', 'BH', 'BH/C1', 'DE', 'WIN']);
    const table = await tableRows(standings);
    for (const cells of table) expect(cells[4], cells[1]).toBe(asText(expected.get(cells[1]) ?? -1));
    const pointsInOrder = table.map((cells) => expected.get(cells[1]) ?? -1);
    expect(pointsInOrder).toEqual([...pointsInOrder].sort((a, b) => b - a));
    expect(table[0][0]).toBe('1');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/kingside-standings-390.png', fullPage: true });
    // After round 1 only.
    await standings.getByRole('button', { name: 'R1', exact: true }).click();
    await page.waitForURL(/\/standings\/1$/);
    await standings.getByText('After round 1').waitFor();

    // The leader's card: every game, and the score the standings show.
    const [, leader] = table[0];
    await page.goto(`/tournaments/${id}/standings/2`);
    await standings.getByRole('link', { name: leader }).click();
    await page.getByRole('heading', { level: 2, name: leader }).waitFor();
    await page.getByText(`${asText(expected.get(leader) ?? -1)} / 2`, { exact: true }).waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the tournament to the public: list, search, information, players and a player card', async () => {
    const { page, context, pageErrors } = await kingside.visit(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: tournamentName }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto('/tournaments');
    await page.getByRole('link', { name: tournamentName }).waitFor();
    await page.getByPlaceholder('Name, city or venue').fill('no such event');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No tournament matches this search.').waitFor();
    await page.getByPlaceholder('Name, city or venue').fill('leeds');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: tournamentName }).click();
    await page.getByRole('heading', { level: 2, name: tournamentName }).waitFor();
    await page.getByText('IA Ann Arbiter').waitFor();
    await page.getByText('BH, BH/C1, DE, WIN').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByRole('tab', { name: /Players/ }).click();
    await page.waitForURL(/\/tournaments\/[0-9a-f-]{36}\/players$/);
    const panel = page.getByRole('tabpanel', { name: /Players/ });
    await expect.poll(async () => (await tableRows(panel)).map((cells) => cells[1])).toEqual(players.map(([name]) => name));
    expect(await horizontalOverflow(page)).toBe(0);
    await panel.getByRole('link', { name: 'Clarke, Chloe' }).click();
    await page.getByRole('heading', { level: 2, name: 'Clarke, Chloe' }).waitFor();
    await page.getByText('1990', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('appends pages of the tournament list while the search stays the same', async () => {
    const { page, context, pageErrors } = await kingside.visit(DESKTOP);
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');
    const token = (await storedToken(page)) ?? undefined;
    for (let i = 1; i <= 21; i++) {
      const answer = await kingside.request('POST', '/api/tournament/create', {
        token,
        body: { name: `Rapid night ${i}`, system: 'round_robin', ratingType: 'rapid' },
      });
      expect(answer.status).toBe(201);
    }
    await page.goto('/admin/manage-tournaments');
    await page.getByText('20 of 22 shown').waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('22 of 22 shown').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // Another type is a new search: its list starts again.
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Round robin' });
    await page.getByText('20 of 21 shown').waitFor();
    expect(await page.getByRole('link', { name: tournamentName }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
