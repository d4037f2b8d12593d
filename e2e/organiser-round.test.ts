import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Person } from './support/accounts.js';
import { chooseOption, horizontalOverflow, PHONE, tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Olga Organiser', email: 'olga@club.example', password: 'kings-indian-7', role: 'organiser' };
const LAPTOP = { width: 1366, height: 900 } as const;
const players: [name: string, rating: number][] = [
  ['Adams, Alice', 2210],
  ['Brown, Boris', 2105],
  ['Clarke, Chloe', 1990],
  ['Dorn, Dmitri', 1875],
];

/** The toasts on screen, not counting one already fading out: one action, one toast, never a stack. */
const shownToasts = (page: Page) =>
  page.locator('.ant-notification-notice').evaluateAll((notices) => notices.filter((notice) => !notice.closest('[class*="-fade-leave"]')).length);

/** A tab of the admin page, chosen; on a phone the tab bar slides as one is chosen, so a tap may land mid-slide. */
async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect.poll(async () => (await tab.click(), await tab.getAttribute('aria-selected'))).toBe('true');
  return page.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
}

describe("the organiser's round, step by step", () => {
  it('adds players one after another, then pairs, starts, scores and closes rounds with one next step at a time, at 390 and 1366 px', async () => {
    const token = await kingside.register(organiser);
    const { page, context, pageErrors } = await kingside.visit(PHONE);
    await context.addInitScript((stored) => localStorage.setItem('token', stored), token);

    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
        token,
        body: { name: `Step by step ${size.width}`, system: 'dutch', rounds: 3, initialColour: 'w' },
      });
      const id = created.data.id;
      await page.goto(`/admin/tournament/${id}`);

      // The Standings tab is there before round 1, saying why it is empty.
      const standings = await openTab(page, 'Standings');
      await standings.getByText('No standings yet: they appear here once round 1 has started').waitFor();

      // Players by hand: the dialog stays open for the next one; the federation shows no sample that reads as a default.
      const playersPanel = await openTab(page, 'Players');
      await playersPanel.getByRole('button', { name: 'Add player' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Add player' });
      const form = dialog.locator('form');
      expect(await form.getByLabel('Federation', { exact: true }).getAttribute('placeholder'), `${size.width}`).toBeNull();
      for (const [index, [name, rating]] of players.entries()) {
        await form.getByLabel('Name', { exact: true }).fill(name);
        await form.getByLabel('FIDE rating', { exact: true }).fill(String(rating));
        await form.getByLabel('Federation', { exact: true }).fill('ENG');
        if (index < players.length - 1) {
          await form.getByRole('button', { name: 'Save and add another' }).click();
          await dialog.getByText(`${name} added as no. ${index + 1}. Enter the next player.`).waitFor();
          await expect.poll(() => form.getByLabel('Name', { exact: true }).inputValue()).toBe('');
          await expect.poll(() => form.getByLabel('Name', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
          expect(await form.getByLabel('Federation', { exact: true }).inputValue()).toBe('');
        } else {
          await form.getByRole('button', { name: 'Add player' }).click();
          await toast(page, 'Player added').waitFor();
          await dialog.waitFor({ state: 'hidden' });
        }
      }
      await expect.poll(async () => (await tableRows(playersPanel)).length).toBe(4);

      // Round 1: each step is the one primary button of the "Next step" card, with why.
      const rounds = await openTab(page, 'Rounds & results');
      const next = rounds.getByRole('region', { name: 'Next step' });
      await next.getByText('Register the players, then pair round 1.').waitFor();
      await next.getByRole('button', { name: 'Pair round 1' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Pair round 1' }).click();
      await next.getByText('results can be entered only once it has started').waitFor();
      expect(await next.locator('.ant-btn-primary').allInnerTexts()).toEqual(['Start round 1']);
      expect(await rounds.getByRole('link', { name: /Enter results/ }).count()).toBe(0);
      await expect.poll(async () => (await tableRows(rounds)).length).toBe(2);

      // Taking a pairing back is part of pairing by hand: hidden until asked for, named for what it does, confirmed.
      expect(await rounds.getByRole('button', { name: /Undo|Remove the pairing/ }).count()).toBe(0);
      await rounds.getByRole('button', { name: 'Edit pairings' }).click();
      // While the boards are being edited, validating them is the next step, not starting the round.
      await next.getByRole('button', { name: 'Validate pairings' }).waitFor();
      expect(await next.getByRole('button', { name: 'Start round 1' }).count()).toBe(0);
      const [, whiteCell, , blackCell] = (await tableRows(rounds))[1];
      const [white, black] = [whiteCell.split('\n')[0].trim(), blackCell.split('\n')[0].trim()];
      await rounds.getByRole('button', { name: 'Remove the pairing of board 2' }).click();
      const removal = page.locator('.ant-popconfirm');
      await removal.getByText('Remove the pairing of board 2?').waitFor();
      await removal.getByText(`${white} and ${black} become unpaired`).waitFor();
      await removal.getByRole('button', { name: 'Remove pairing' }).click();
      await expect.poll(async () => (await tableRows(rounds)).length).toBe(1);
      await chooseOption(page, rounds.getByRole('combobox', { name: 'White' }), white);
      await chooseOption(page, rounds.getByRole('combobox', { name: 'Black' }), black);
      await rounds.getByRole('button', { name: 'Pair', exact: true }).click();
      await expect.poll(async () => (await tableRows(rounds)).length).toBe(2);
      await toast(page, 'Pairing added').waitFor();
      // Several actions in a row: the newest toast replaces the last, nothing piles up.
      expect(await shownToasts(page)).toBe(1);
      // The engine's own board again: validating asks nothing more.
      await rounds.getByRole('button', { name: 'Validate pairings' }).click();
      await toast(page, 'Pairings of round 1 validated').waitFor();
      expect(await rounds.getByRole('button', { name: /Remove the pairing/ }).count()).toBe(0);

      // Started: entering results is the next step; closing the round is apart from it, and asks first.
      await next.getByRole('button', { name: 'Start round 1' }).click();
      await toast(page, 'Round 1 started').waitFor();
      await next.getByRole('link', { name: 'Enter results of round 1' }).waitFor();
      expect(await next.getByRole('button', { name: /Close round/ }).count()).toBe(0);
      const changes = rounds.locator('.ant-card').filter({ hasText: 'Change round 1' });
      await changes.getByRole('button', { name: 'Close round 1' }).click();
      const closing = page.locator('.ant-popconfirm').filter({ hasText: 'Close round 1?' });
      await closing.getByText('2 boards without a result will be scored −/− (both forfeited).').waitFor();
      await closing.getByRole('button', { name: 'Cancel' }).click();
      await closing.waitFor({ state: 'hidden' });
      expect(await horizontalOverflow(page), `${size.width}`).toBe(0);

      // Result taps are confirmed at the board, not by toasts over it.
      await next.getByRole('link', { name: 'Enter results of round 1' }).click();
      await page.getByText('2 of 2 boards to go').waitFor();
      await page.getByRole('button', { name: 'Board 1: White won (1-0)' }).click();
      await page.getByLabel('Board 1', { exact: true }).getByRole('status').getByText('Saved: 1-0').waitFor();
      expect(await toast(page, 'Results saved').count()).toBe(0);
      await page.getByRole('button', { name: 'Board 2: Draw (1/2-1/2)' }).click();
      await page.getByLabel('Board 2', { exact: true }).getByRole('status').getByText('Saved: ½-½').waitFor();
      await page.getByText('Every board has a result: round 1 is scored').waitFor();
      expect(await toast(page, 'Results saved').count()).toBe(0);

      // Scored by itself: the next step is round 2, and the standings are there.
      await page.goto(`/admin/tournament/${id}`);
      const after = await openTab(page, 'Rounds & results');
      await after.getByText('Round 1 is scored. Next: pair round 2.').waitFor();
      expect(await after.getByRole('region', { name: 'Next step' }).locator('.ant-btn-primary').allInnerTexts()).toEqual(['Pair round 2']);
      const table = await openTab(page, 'Standings');
      await table.getByRole('button', { name: 'Standings PDF' }).waitFor();
      expect(await horizontalOverflow(page), `${size.width}`).toBe(0);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
