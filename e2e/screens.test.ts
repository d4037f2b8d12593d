import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.js';
import { DESKTOP, expectPath, horizontalOverflow, PHONE } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const publicScreens: [path: string, heading: string][] = [
  ['/', 'Kingside'],
  ['/tournaments', 'Tournaments'],
  // An address that cannot name a tournament gets the not-found page at once, in the frame.
  ['/tournaments/17', '404 - PAGE NOT FOUND'],
  ['/tournaments/17/pairings', '404 - PAGE NOT FOUND'],
  ['/tournaments/17/standings/3', '404 - PAGE NOT FOUND'],
  ['/player/5', 'Player profile'],
  ['/player/5/17', 'Player profile'],
  ['/select-tournament-platform', 'Choose a tournament platform'],
  ['/create-tournament', 'Create a tournament'],
  ['/create-lichess-tournament', 'Create a lichess tournament'],
  ['/players-upload', 'Upload players'],
  ['/score-update/17/2', '404 - PAGE NOT FOUND'],
];

const adminScreens: [path: string, heading: string][] = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/manage-tournaments', 'Manage tournaments'],
  ['/admin/create-tournament', 'Create tournament'],
  ['/admin/create-club', 'Create club'],
  ['/admin/tournament/17', 'Tournament administration'],
  ['/admin/account', 'Account'],
  ['/admin/create-brochure', 'Create brochure'],
  ['/admin/create-brochure/17', 'Create brochure'],
  ['/admin/payout', 'Payout'],
];

describe('screens', () => {
  it("shows the 404 page's texts and leads home", async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await expect(page.getByRole('heading', { name: '404 - PAGE NOT FOUND' }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByText('The page you are looking for might have been removed or is temporarily unavailable', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    const home = page.getByRole('link', { name: 'Go to HomePage' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await expectPath(page, '/');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opens every public screen in its frame, with header and footer', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    for (const [path, heading] of publicScreens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.locator('header').count(), path).toBe(1);
      expect(await page.locator('footer').count(), path).toBe(1);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('renders the API docs under the Content-Security-Policy', async () => {
    const { page, context, pageErrors, cspViolations } = await kingside.visit();
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'Kingside API' }).waitFor({ timeout: 15_000 });
    await page.locator('.opblock-tag').first().waitFor();
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('opens every admin screen for an organiser', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signUp(page, { name: 'Ines Inspector', email: 'ines@club.example', password: 'rook-lift-h3', role: 'organiser' });
    await expectPath(page, '/admin/dashboard');
    for (const [path, heading] of adminScreens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor({ timeout: 10_000 });
    }
    // ?id= names the tournament as the path does: this one is asked of the server, which refuses it.
    await page.goto('/admin/create-brochure?id=17');
    await page.getByText(/Expected a tournament id/).waitFor();

    await page.setViewportSize(PHONE);
    for (const [path] of adminScreens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await horizontalOverflow(page), path).toBe(0);
    }
    await page.goto('/admin/account');
    await page.locator('form#change-password').waitFor();
    await page.screenshot({ path: '/tmp/kingside-account-390.png', fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows /connect-lichess without header or footer', async () => {
    const { page, context } = await kingside.visit();
    await page.goto('/connect-lichess');
    // Without lichess's callback query the page shows the account's connection: signed out, the way to sign in first.
    await page.getByText('Sign in to Kingside first, then connect your lichess account.').waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await context.close();
  });

  it('reports a screen whose code cannot be downloaded, and offers a reload', async () => {
    const { page, context } = await kingside.visit();
    await page.goto('/');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    // On the context, not the page: by now the service worker may control the page, and only the context's routes see its fetches.
    await context.route(/\/assets\/Tournaments-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.locator('header').getByRole('link', { name: 'Tournaments' }).click();
    await page.getByText('Loading chunk tournaments failed', { exact: true }).waitFor();
    await context.unroute(/\/assets\/Tournaments-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 2, name: 'Tournaments', exact: true }).waitFor();
    await context.close();
  });

  it('fits the sign-in screen on a 390 px phone, with the header folded into a menu', async () => {
    const { page, context, pageErrors } = await kingside.visit(PHONE);
    await page.goto('/sign-in');
    const form = page.locator('form#sign-in');
    await form.getByLabel('Email').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    for (const field of [form.getByLabel('Email'), form.getByLabel('Password'), form.getByRole('button', { name: 'Sign in' })]) {
      const box = await field.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.locator('header').getByRole('link', { name: 'Tournaments' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/kingside-sign-in-390.png', fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.ks-drawer');
    await drawer.getByRole('link', { name: 'Tournaments' }).waitFor();
    await drawer.getByRole('link', { name: 'Sign up' }).waitFor();
    await page.waitForTimeout(400); // the drawer slides in
    await page.screenshot({ path: '/tmp/kingside-menu-390.png' });
    await drawer.getByRole('link', { name: 'Tournaments' }).click();
    await expectPath(page, '/tournaments');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('fits every screen on a 390 px phone', async () => {
    const { page, context } = await kingside.visit(PHONE);
    for (const path of ['/sign-up', '/forgot-password', '/no/such/page', '/connect-lichess', ...publicScreens.map(([p]) => p)]) {
      await page.goto(path);
      // /connect-lichess has no header and, signed out, no heading: its sign-in prompt says it has loaded.
      const loaded =
        path === '/connect-lichess'
          ? page.getByText('Sign in to Kingside first, then connect your lichess account.')
          : page.locator('h1, h2, .ant-result-title').first();
      await loaded.waitFor();
      expect(await horizontalOverflow(page), path).toBe(0);
    }
    await context.close();
  });

  it('shows the full navigation in the header on a desktop', async () => {
    const { page, context } = await kingside.visit(DESKTOP);
    await page.goto('/sign-in');
    await page.locator('form#sign-in').waitFor();
    const header = page.locator('header');
    for (const name of ['Home', 'Tournaments', 'Sign in']) await header.getByRole('link', { name, exact: true }).waitFor();
    await header.getByRole('link', { name: 'Sign up', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/kingside-sign-in-desktop.png' });
    await context.close();
  });
});
