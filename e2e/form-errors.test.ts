import { describe, expect, it } from 'vitest';
import type { Person } from './support/accounts.js';
import { PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Fern Fields', email: 'fern@club.example', password: 'kings-gambit-accepted', role: 'organiser' };

describe("the server's refusals as people read them", () => {
  it('an empty Create tournament on a phone says what is missing in words, marks the name and brings it into view', async () => {
    const token = await kingside.register(organiser);
    const { page, context } = await kingside.signedIn(token);
    await page.setViewportSize(PHONE);
    await page.goto('/admin/create-tournament');
    const form = page.locator('form#tournament');
    const submit = form.getByRole('button', { name: 'Create tournament' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const told = await toast(page, 'Name is required').innerText();
    expect(told).not.toMatch(/name:/);
    const nameError = form
      .locator('.ant-form-item')
      .filter({ has: page.getByLabel('Name', { exact: true }) })
      .locator('.ant-form-item-explain-error');
    await expect.poll(() => nameError.innerText()).toBe('Name is required');
    // Scrolled back up to the name, far above the button on a phone.
    await expect
      .poll(async () => {
        const box = await page.getByLabel('Name', { exact: true }).boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
    await context.close();
  });
});
