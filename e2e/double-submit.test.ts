import { describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Dana Double', email: 'dana@club.example', password: 'caro-kann-advance-3', role: 'organiser' };

describe('a form sent twice makes one', () => {
  it('a double click on Create tournament, and Back then the same form again, make one tournament', async () => {
    const token = await kingside.register(organiser);
    const named = async () =>
      (await kingside.call(endpoints.tournaments.managed, { token, query: { query: 'Double Click Rapid' } })).data.tournaments.filter(
        (t) => t.name === 'Double Click Rapid',
      );
    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto('/admin/create-tournament');
    const fill = async () => {
      const form = page.locator('form#tournament');
      await form.getByLabel('Name', { exact: true }).fill('Double Click Rapid');
      await form.getByLabel('Rounds', { exact: true }).fill('7');
      return form.getByRole('button', { name: 'Create tournament' });
    };
    await (await fill()).dblclick();
    await page.waitForURL(/\/admin\/tournament\/[0-9a-f-]{36}$/);
    const first = new URL(page.url()).pathname;
    await expect.poll(async () => (await named()).length).toBe(1);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/create-tournament');
    await (await fill()).click();
    await toast(page, 'Tournament already created').waitFor();
    await page.waitForURL((url) => url.pathname === first);
    expect(await named()).toHaveLength(1);

    // Players: a double click on Add player enters the player once.
    await page.getByRole('tab', { name: 'Players' }).click();
    await page.getByRole('button', { name: 'Add player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add player' });
    await dialog.getByLabel('Name', { exact: true }).fill('Quick, Quentin');
    await dialog.getByRole('button', { name: 'Add player', exact: true }).dblclick();
    await toast(page, 'Player added').waitFor();
    const id = first.split('/').at(-1) as string;
    const entered = async () => (await kingside.call(endpoints.players.list, { params: { tournamentId: id } })).data.map((p) => p.name);
    await expect.poll(entered).toEqual(['Quick, Quentin']);
    // Give a duplicate answer its time to arrive before counting again.
    await page
      .getByRole('cell', { name: /Quick, Quentin/ })
      .first()
      .waitFor();
    expect(await entered()).toEqual(['Quick, Quentin']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
