import { beforeAll, describe, expect, it } from 'vitest';
import { downloadBy, tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
let token = '';
let tournamentId = '';

beforeAll(async () => {
  token = await kingside.register({ name: 'Uma Upload', email: 'uma@club.example', password: 'queens-gambit-7', role: 'organiser' });
  const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
    token,
    body: { name: 'Upload Spring Swiss', system: 'dutch', rounds: 5 },
  });
  tournamentId = created.data.id;
});

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

describe('uploading players in the browser', () => {
  it('on /players-upload: a file with a bad row is refused with the row and column, the fixed file is previewed, saved and listed', async () => {
    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/players-upload?tournamentId=${tournamentId}`);
    await page.getByRole('heading', { level: 2, name: 'Upload players' }).waitFor();

    // The template downloads as a file.
    const template = await downloadBy(page, page.getByRole('link', { name: 'Template (CSV)' }));
    expect(template.name).toBe('kingside-players.csv');
    expect(template.bytes.toString('utf8')).toMatch(/^\uFEFFName,FIDE ID,National ID,Standard rating/);

    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'club.csv',
      mimeType: 'text/csv',
      buffer: csv(['Name;Elo;FED', 'Stone, Sam;1800;ENG', 'Vale, Vera;abc;ENG']),
    });
    const problem = page
      .locator('.ant-alert-error')
      .filter({ hasText: "Cannot upload yet: every row is fine except row 3 (column Elo: 'abc' is not a number)" });
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
    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${tournamentId}`);
    await page.getByRole('tab', { name: /Players/ }).click();
    const panel = page.getByRole('tabpanel', { name: /Players/ });
    await panel.getByRole('button', { name: 'Upload players' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'Upload players' });
    await modal
      .locator('input[type=file]')
      .setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: csv(['Name,Rating,FIDE ID', 'Sam Stone,1800,2900001', '"Irwin, Ida",2300,']) });
    await modal.locator('.ant-alert-error').filter({ hasText: 'every row is fine except row 2 (already entered as Stone, Sam (FIDE id 2900001))' }).waitFor();
    await modal.getByText('Leave out the players already entered').click();
    await modal.locator('.ant-alert-success').filter({ hasText: '1 player ready to upload; 1 row of players already entered left out' }).waitFor();
    await modal.getByRole('button', { name: 'Save 1 player' }).click();
    await toast(page, '1 player uploaded; 1 row of players already entered left out').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await tableRows(panel)).map((cells) => [cells[0], cells[1]]))
      .toEqual([
        ['1', 'Irwin, Ida'],
        ['2', 'Vale, Vera'],
        ['3', 'Hart, Hugo'],
        ['4', 'Stone, Sam'],
      ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
