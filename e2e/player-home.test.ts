import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import { DESKTOP, horizontalOverflow, PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
let organiser: string;
let player: string;
let id: string;

/** A fresh profile at the size given, signed in with the token. */
async function signedInAt(token: string, viewport: { width: number; height: number }) {
  const opened = await kingside.visit(viewport);
  await opened.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  return opened;
}

beforeAll(async () => {
  organiser = await kingside.logIn({ email: 'organiser@kingside.demo', password: 'kingside-demo' });
  player = await kingside.register({ name: 'Pia Player', email: `pia-${randomUUID().slice(0, 8)}@example.test`, password: 'correct horse', role: 'player' });
  const created = await kingside.call(endpoints.tournaments.create, {
    token: organiser,
    body: { name: 'Home Town Open', rounds: 1, initialColour: 'w', enable_registration: true, city: 'Pune' },
  });
  id = created.data.id;
  for (const [name, rating] of [
    ['Ames, Ann', 2100],
    ['Bell, Bo', 2000],
    ['Dunn, Di', 1800],
  ] as const)
    await kingside.call(endpoints.players.add, { token: organiser, params: { tournamentId: id }, body: { name, rating } });
  await kingside.call(endpoints.players.register, { token: player, params: { tournamentId: id }, body: { rating: 1900 } });
});

describe("the player's home on a phone", () => {
  it('shows the coming tournament, then the next board, the result as it is entered, and takes feedback at the end', async () => {
    const { page, context, pageErrors } = await signedInAt(player, PHONE);
    await page.goto('/');
    const coming = page.getByRole('region', { name: 'Coming up' });
    await coming.getByRole('link', { name: 'Home Town Open' }).waitFor({ timeout: 15_000 });
    expect(await horizontalOverflow(page)).toBe(0);

    // Round 1 paired and started: the home follows the live stream, no reload.
    await kingside.call(endpoints.pairings.generate, { token: organiser, query: { round: 1, tournamentId: id } });
    await kingside.call(endpoints.roundTriggers.start, { token: organiser, body: { tournamentId: id } });
    const playing = page.getByRole('region', { name: 'Playing now' });
    const next = playing.getByRole('group', { name: 'Your next game' });
    // Pia (1900, number 3) has black against Ames (2100, number 1) on board 1.
    await next.getByText('Board 1, black against Ames, Ann (2100)').waitFor({ timeout: 15_000 });
    // The round has started: when it did follows once the stream says so.
    await next.getByText(/^In play since /).waitFor({ timeout: 15_000 });
    expect(await horizontalOverflow(page)).toBe(0);

    await kingside.call(endpoints.results.scoreUpload, {
      token: organiser,
      query: { round: 1, tournamentId: id },
      body: {
        results: [
          { board: 1, result: '0-1' },
          { board: 2, result: '1/2-1/2' },
        ],
      },
    });
    const rounds = playing.getByRole('list', { name: 'Your rounds' });
    await rounds.getByText('1 (0-1)').waitFor({ timeout: 15_000 });
    expect(await next.count()).toBe(0);
    // A 100% score against 2100 performs at 2900 (FIDE B.02 table 8.1.1); Pia is not on a FIDE list, so no rating change.
    await playing.getByText('1 point · place 1 · performance 2900').waitFor();
    await playing.getByText(/Rating change shows once you are on the imported FIDE list/).waitFor();

    await kingside.call(endpoints.roundTriggers.end, { token: organiser, body: { tournamentId: id } });
    const past = page.getByRole('region', { name: 'Past events' });
    await past.getByRole('link', { name: 'Home Town Open' }).waitFor({ timeout: 15_000 });
    await past.getByRole('textbox').fill('Quiet hall, pairings on time.');
    await past.getByRole('button', { name: 'Send feedback' }).click();
    await toast(page, 'Thank you for your feedback').waitFor();
    await past.getByRole('button', { name: 'Update feedback' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();

    // The organiser reads it on the tournament's admin page.
    const admin = await signedInAt(organiser, DESKTOP);
    await admin.page.goto(`/admin/tournament/${id}`);
    await admin.page.getByRole('tab', { name: 'Feedback' }).click();
    const panel = admin.page.getByRole('tabpanel', { name: 'Feedback' });
    await panel.getByText('Quiet hall, pairings on time.').waitFor({ timeout: 15_000 });
    await panel.getByText('Pia Player (no. 3)').waitFor();
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
  });

  it('a player with no entries is pointed to the tournament list', async () => {
    const newcomer = await kingside.register({
      name: 'Nina New',
      email: `nina-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct horse',
      role: 'player',
    });
    const { page, context, pageErrors } = await signedInAt(newcomer, PHONE);
    await page.goto('/');
    await page.getByText('You have not entered a tournament yet.').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Find a tournament' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tournaments');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
