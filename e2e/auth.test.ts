import { describe, expect, it } from 'vitest';
import { otpMessages } from '@kingside/contract';
import { signIn, signUp, type Person } from './support/accounts.js';
import { DESKTOP, expectPath, horizontalOverflow, PHONE, storedToken, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Olga Organiser', email: 'olga@club.example', password: 'knight-f3-first', role: 'organiser' };
const player: Person = { name: 'Pavel Player', email: 'pavel@club.example', password: 'pawn-e4-always', role: 'player' };

describe('accounts in the browser', () => {
  it('signs up an organiser into the admin dashboard', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signUp(page, organiser);
    await expectPath(page, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    // /admin itself leads to the dashboard.
    await page.goto('/admin');
    await expectPath(page, '/admin/dashboard');
    await page.screenshot({ path: '/tmp/kingside-dashboard-desktop.png', fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('signs up a player into the public home, and keeps them out of the admin area', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signUp(page, player);
    await expectPath(page, '/');
    await page.getByRole('heading', { name: `Welcome, ${player.name}` }).waitFor();

    await page.goto('/admin/manage-tournaments');
    await expectPath(page, '/');
    await page.getByRole('heading', { name: `Welcome, ${player.name}` }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with the server message', async () => {
    const { page, context } = await kingside.visit();
    await signIn(page, { ...organiser, password: 'not-the-password' });
    await toast(page, 'password').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('signs in with a one-time code received by mail', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await page.goto('/sign-in');
    await page.getByText('Email code', { exact: true }).click();
    const emailStep = page.locator('form#otp-email');
    await emailStep.getByLabel('Email').fill(organiser.email);
    await emailStep.getByRole('button', { name: 'Send code' }).click();
    const sent = toast(page, otpMessages.sent);
    await sent.waitFor();

    // Toasts show top right, 24 px from the top.
    await page.waitForTimeout(500); // the toast slides in
    const box = await sent.boundingBox();
    expect(box?.y).toBe(24);
    expect(DESKTOP.width - (box!.x + box!.width)).toBeLessThanOrEqual(32);

    const code = await kingside.smtp.codeSentTo(organiser.email);
    expect(code).toMatch(/^\d{6}$/);
    const codeStep = page.locator('form#otp-code');
    // How many codes are left is said with the first one, not only once they have run out.
    await codeStep.getByText('You can ask for 4 more codes in the next 15 minutes.').waitFor();
    await codeStep.getByLabel('OTP Input 1').fill(code);
    await codeStep.getByRole('button', { name: 'Verify and sign in' }).click();
    await toast(page, otpMessages.verified).waitFor();
    await expectPath(page, '/admin/dashboard');
    expect(await storedToken(page)).toBeTruthy();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('says so when a one-time code is wrong (on a 390 px phone)', async () => {
    const { page, context } = await kingside.visit(PHONE);
    await page.goto('/sign-in');
    await page.getByText('Email code', { exact: true }).click();
    await page.locator('form#otp-email').getByLabel('Email').fill(player.email);
    await page.locator('form#otp-email').getByRole('button', { name: 'Send code' }).click();
    await toast(page, otpMessages.sent).waitFor();
    const code = await kingside.smtp.codeSentTo(player.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.locator('form#otp-code').getByLabel('OTP Input 1').fill(wrong);
    await page.locator('form#otp-code').getByRole('button', { name: 'Verify and sign in' }).click();
    await toast(page, otpMessages.verifyFailed).waitFor();
    await page.screenshot({ path: '/tmp/kingside-otp-390.png' });
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('changes the password, then asks to sign in with the new one', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');

    await page.goto('/admin/account');
    await page.getByText(organiser.email).waitFor();
    await expect(page.getByText(organiser.name, { exact: true }).first().isVisible()).resolves.toBe(true);
    const form = page.locator('form#change-password');
    const newPassword = 'queen-side-castle';
    await form.getByLabel('Current password').fill(organiser.password);
    await form.getByLabel('New password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectPath(page, '/sign-in');
    await expect.poll(() => storedToken(page)).toBeNull();

    await signIn(page, organiser);
    await toast(page, 'password').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');

    await signIn(page, { ...organiser, password: newPassword });
    await expectPath(page, '/admin/dashboard');
    organiser.password = newPassword;
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('signs out: the token is gone here and refused by the server', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: organiser.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/');
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.locator('header').getByRole('link', { name: 'Sign in' }).waitFor();

    const check = await kingside.request('POST', '/api/auth/get-user', { body: { token } });
    expect(check.status).toBe(401);

    await page.goto('/admin/dashboard');
    await expectPath(page, '/sign-in');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('drops a stored token the server no longer knows, on start', async () => {
    const { page, context } = await kingside.visit();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-session'));
    await page.reload();
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.locator('header').getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();
  });
});
