import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpointPath, endpoints } from '@kingside/contract';
import { signIn, type Person } from './support/accounts.js';
import { expectPath, PHONE } from './support/browser.js';
import { FOUR_PLAYERS } from './support/club-event.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const TOURNAMENT = 'Rainy Hall Open';
const password = 'correct horse';
const pia: Person = { name: 'Pia Player', email: 'pia@example.test', password, role: 'player' };
/** The answer her home is made of: her own tournaments. */
const homeAnswer = endpointPath(endpoints.playerHome.myTournaments);
let id: string;
let piaToken: string;

beforeAll(async () => {
  const organiser = await kingside.register({ name: 'Olga Organiser', email: 'olga@example.test', password, role: 'organiser' });
  piaToken = await kingside.register(pia);
  const created = await kingside.call(endpoints.tournaments.create, {
    token: organiser,
    body: { name: TOURNAMENT, rounds: 3, initialColour: 'w', enable_registration: true },
  });
  id = created.data.id;
  for (const [name, rating] of FOUR_PLAYERS)
    await kingside.call(endpoints.players.add, { token: organiser, params: { tournamentId: id }, body: { name, rating } });
  // Pia (1950) is third of five: Black against Ames (first) on board 1, Dunn has the bye.
  await kingside.call(endpoints.players.register, { token: piaToken, params: { tournamentId: id }, body: { rating: 1950 } });
  await kingside.call(endpoints.pairings.generate, { token: organiser, query: { round: 1, tournamentId: id } });
  await kingside.call(endpoints.roundTriggers.start, { token: organiser, body: { tournamentId: id } });
});

/** Until the profile's service worker controls the page: the first visit installs it, and it then takes the page. */
async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/** Pia's tournament on her home, with her next board. */
async function homeShowsHerBoard(page: Page): Promise<void> {
  const playing = page.getByRole('region', { name: 'Playing now' });
  await playing.getByRole('link', { name: TOURNAMENT }).waitFor({ timeout: 15_000 });
  await playing.getByRole('group', { name: 'Your next game' }).getByText('Board 1, black against Ames, Ann (2100)').waitFor({ timeout: 15_000 });
}

/**
 * Board 1 of the pairings, Ames against Pia, and her own card above them: the card comes once the page knows who she
 * is, after the boards (which the server renders), so a page seen whole shows both.
 */
async function pairingsShowHerBoard(page: Page): Promise<void> {
  await page.locator('.ks-table__row').filter({ hasText: 'Ames, Ann' }).filter({ hasText: pia.name }).waitFor({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Your game · round 1' }).waitFor({ timeout: 15_000 });
}

/** The paths of everything the service worker keeps in this profile (pages, files and API answers). */
function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    return kept;
  });
}

describe('a player at a venue whose Wi-Fi drops', () => {
  it('opens her home and the pairings offline, as she saw them online', async () => {
    const { context, page, pageErrors } = await kingside.visit(PHONE);
    await context.addInitScript((stored) => localStorage.setItem('token', stored), piaToken);
    // Her first visit to Kingside installs the worker; what a page read before the worker controlled it is not kept.
    await page.goto('/tournaments');
    await controlled(page);
    await page.goto('/');
    await homeShowsHerBoard(page);
    await page.goto(`/tournaments/${id}/pairings/1`);
    await pairingsShowHerBoard(page);

    await context.setOffline(true);
    const home = await page.goto('/');
    expect(home?.fromServiceWorker()).toBe(true);
    await homeShowsHerBoard(page);
    const pairings = await page.goto(`/tournaments/${id}/pairings/1`);
    expect(pairings?.fromServiceWorker()).toBe(true);
    await pairingsShowHerBoard(page);
    await page.reload();
    await pairingsShowHerBoard(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('forgets her answers when she signs out: offline, the home no longer shows her tournaments', async () => {
    const { context, page, pageErrors } = await kingside.visit(PHONE);
    await signIn(page, pia);
    await expectPath(page, '/');
    await controlled(page);
    // The session check is read when a page loads: once through the worker, her home opens offline.
    await page.reload();
    await homeShowsHerBoard(page);
    expect(await keptAnswers(page)).toContain(homeAnswer);
    await context.setOffline(true);
    await page.reload();
    await homeShowsHerBoard(page);
    await context.setOffline(false);
    await page.reload();
    await homeShowsHerBoard(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('region', { name: 'Playing now' }).count()).toBe(0);
    expect(await page.getByText('Board 1, black against Ames, Ann (2100)').count()).toBe(0);
    const kept = await keptAnswers(page);
    expect(kept).not.toContain(homeAnswer);
    expect(kept).not.toContain(endpointPath(endpoints.auth.currentUser));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
