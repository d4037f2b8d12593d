import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type PrizeWinners } from '@kingside/contract';
import { horizontalOverflow, openTab, PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
let token: string;
let tournamentId: string;

beforeAll(async () => {
  // The demo tournament ships finished with a prize structure: its organiser works on it here.
  token = await kingside.logIn({ email: 'organiser@kingside.demo', password: 'kingside-demo' });
  const list = await kingside.api<{ data: { tournaments: { id: string }[] } }>('GET', '/api/tournament/get-tournament-list?query=Demo%20Open');
  tournamentId = list.data.tournaments[0].id;
});

const winners = async () => (await kingside.api<{ data: PrizeWinners }>('GET', `/api/players/prize-winning-players/${tournamentId}/all`, { token })).data;

describe('prizes in the browser', () => {
  it('the organiser adds a category, saves, changes an award with a reason, and the public page shows the list', async () => {
    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${tournamentId}`);
    await page.getByRole('tab', { name: 'Prizes' }).click();
    await page.getByRole('heading', { name: 'Prize structure' }).waitFor();
    // The demo's winners, each explained in a sentence.
    await page
      .getByText(/^1st Overall: .*, 1st in the standings/)
      .first()
      .waitFor();

    await page.getByLabel('Add a category').click();
    await page.keyboard.type('Best unrated');
    await page.keyboard.press('Enter');
    await page.getByLabel('Best unrated place 1 amount').fill('2500');
    await page.getByRole('button', { name: 'Save prize structure' }).click();
    await toast(page, 'Prize structure saved').waitFor();
    await expect.poll(async () => (await winners()).unawarded.map((u) => u.categoryName)).toContain('Best unrated');

    // Saved with noAlert, then computed: the one toast is the winners'.
    await toast(page, 'Prize structure saved').waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Save and compute winners' }).click();
    await toast(page, 'prizes awarded').waitFor();
    expect(await toast(page, 'Prize structure saved').count()).toBe(0);

    const before = await winners();
    const second = before.winners.find((w) => w.categoryId === 'overall' && w.place === 2)!;
    await page.locator('tr.ant-table-row', { hasText: second.name }).first().getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change 2. Overall' });
    await dialog.getByLabel(/^Amount/).fill('28000');
    await dialog.getByRole('button', { name: 'Change prize' }).click();
    // The reason is required.
    await dialog.getByText('Give the reason for the change').waitFor();
    await dialog.getByLabel('Reason').fill('Sponsor rounded the prize up');
    await dialog.getByRole('button', { name: 'Change prize' }).click();
    await toast(page, 'Prize changed').waitFor();
    await page.getByText('Change log (1)').click();
    await page.getByRole('cell', { name: 'Sponsor rounded the prize up', exact: true }).waitFor();
    expect((await winners()).winners.find((w) => w.id === second.id)).toMatchObject({ amount: 28000_00, source: 'organiser' });
    // The payouts below list the winners: they follow the change without a reload.
    await page.getByRole('region', { name: 'Payouts' }).locator('tr.ant-table-row', { hasText: second.name }).getByText(formatMoney(28000_00, 'INR')).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();

    // Spectators see names, places and amounts once the list is published (the demo's is).
    const visitor = await kingside.visit();
    await visitor.page.goto(`/tournaments/${tournamentId}/prizes`);
    const row = visitor.page.locator('tr.ant-table-row', { hasText: second.name }).first();
    await row.getByText(formatMoney(28000_00, 'INR')).waitFor();
    expect(visitor.pageErrors).toEqual([]);
    await visitor.context.close();
  });

  it('keeps the amounts in view on a phone', async () => {
    const { page, context } = await kingside.visit(PHONE);
    await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
    await page.goto(`/admin/tournament/${tournamentId}`);
    await openTab(page, 'Prizes');
    const first = (await winners()).winners[0];
    await page.locator('tr.ant-table-row', { hasText: first.name }).first().getByText(formatMoney(first.amount, first.currency)).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  it('says Failed to fetch prize structure data to someone who cannot load it, and shows an empty structure', async () => {
    const other = await kingside.register({ name: 'Other Organiser', email: 'other@club.example', password: 'rook-a1-home', role: 'organiser' });
    const { page, context } = await kingside.signedIn(other);
    await page.goto(`/admin/tournament/${tournamentId}`);
    await page.getByRole('tab', { name: 'Prizes' }).click();
    await toast(page, 'Failed to fetch prize structure data').waitFor();
    await page.getByLabel('Add a category').waitFor();
    expect(await page.getByLabel(/place 1 amount$/).count()).toBe(0);
    await context.close();
  });
});
