import type { Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

export interface Person extends Credentials {
  name: string;
  role: 'organiser' | 'player';
}

const roleLabel = { organiser: 'Organiser', player: 'Player' } as const;

/** Fills and sends the sign-up form; where the app then goes is the caller's to expect. */
export async function signUp(page: Page, who: Person): Promise<void> {
  await page.goto('/sign-up');
  const form = page.locator('form#sign-up');
  await form.getByText(roleLabel[who.role], { exact: true }).click();
  await form.getByLabel('Name', { exact: true }).fill(who.name);
  await form.getByLabel('Email', { exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the password sign-in form; where the app then goes is the caller's to expect. */
export async function signIn(page: Page, who: Credentials): Promise<void> {
  await page.goto('/sign-in');
  const form = page.locator('form#sign-in');
  await form.getByLabel('Email', { exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}
