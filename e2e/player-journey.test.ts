import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpoints, pushMessage } from '@kingside/contract';
import { startFakePushService } from '@kingside/fake-web-push';
import { madeBeforeAll } from '../apps/server/src/test-support/hooks.js';
import type { Person } from './support/accounts.js';
import { expectPath, horizontalOverflow, PHONE, storedToken, toast } from './support/browser.js';
import { choosePairingNotices, PAIRINGS_ON_PHONE, subscribePhone } from './support/notices.js';
import { useKingside } from './support/session.js';

// Headless Chromium cannot subscribe at a browser's push service: the local one (tools/fakes/web-push) takes its place, on plain http.
const push = madeBeforeAll(
  'The fake push service',
  () => startFakePushService(),
  (made) => made.close(),
);
// No demo tournament: this test makes its own, and the server starts sooner without it.
const kingside = useKingside({ env: () => ({ WEB_PUSH_ALLOW_HTTP: 'true', SEED_DEMO: 'false' }) });

const password = 'caro-kann-advance';
const organiser: Person = { name: 'Ada Arbiter', email: 'ada@journey.example', password, role: 'organiser' };
const pia: Person = { name: 'Pia Player', email: 'pia@journey.example', password, role: 'player' };
const oscar: Person = { name: 'Oscar Opponent', email: 'oscar@journey.example', password, role: 'player' };
const abe: Person = { name: 'Abe Absent', email: 'abe@journey.example', password, role: 'player' };
const tournamentName = 'Riverside Rapid';

/** Uncaught script errors of both phones; the test expects none. */
const pageErrors: Error[] = [];

/** A fresh phone (390 px), signed in with the token when one is given. */
async function phone(token?: string): Promise<Page> {
  const opened = await kingside.visit(PHONE);
  if (token) await opened.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  opened.page.on('pageerror', (error) => pageErrors.push(error));
  return opened.page;
}

/** What the board page says of the result (its status line). */
const claimStatus = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).first();

it("a player's whole loop on a phone: registers, opts in to notices, checks in, is told the pairing, confirms the result with the opponent, sees the points", async () => {
  // The organiser's tournament takes registrations; Oscar and Abe registered already (their side is not this story).
  const arbiter = await kingside.register(organiser);
  const created = await kingside.call(endpoints.tournaments.create, {
    token: arbiter,
    body: { name: tournamentName, rounds: 3, initialColour: 'w', enable_registration: true },
  });
  const tournamentId = created.data.id;
  const oscarToken = await kingside.register(oscar);
  const oscarEntry = await kingside.call(endpoints.players.register, { token: oscarToken, params: { tournamentId }, body: { rating: 1700 } });
  const abeToken = await kingside.register(abe);
  const abeEntry = await kingside.call(endpoints.players.register, { token: abeToken, params: { tournamentId }, body: { rating: 1600 } });

  // 1. Pia opens the tournament's page on her phone, makes her player account inline and registers without a rating-list record.
  const page = await phone();
  await page.goto(`/tournaments/${tournamentId}`);
  const registration = page.getByRole('region', { name: 'Registration' });
  await registration.getByText('Registration is open · 2 places taken').waitFor();
  await registration.getByRole('button', { name: 'Register', exact: true }).click();
  await registration.getByLabel('Name').fill(pia.name);
  await registration.getByLabel('Email').fill(pia.email);
  await registration.getByLabel('Password').fill(pia.password);
  await registration.getByRole('button', { name: 'Create my account' }).click();
  await toast(page, `Signed in as ${pia.name}`).waitFor();
  await registration.getByRole('button', { name: 'I am not on the FIDE rating list' }).click();
  await registration.getByLabel('Rating (if you have one)').fill('1540');
  await registration.getByRole('button', { name: 'Register', exact: true }).click();
  await toast(page, 'Your registration: Registered').waitFor();
  await registration.getByText('You are in the field.').waitFor();
  await registration.getByText('Registration is open · 3 places taken').waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
  const piaToken = await storedToken(page);
  if (piaToken === null) throw new Error('No token stored after signing up');
  const entries = await kingside.call(endpoints.players.entries, { token: arbiter, params: { tournamentId } });
  expect(entries.data.find((entry) => entry.name === pia.name)?.rating).toBe(1540);

  // 2. From the menu, her notices: pairings by mail and on this phone.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My notices' }).click();
  await expectPath(page, '/notices');
  await page.getByText('No phone or browser receives your push notices yet.').waitFor();
  await choosePairingNotices(page);
  const subscription = await subscribePhone(kingside, push, piaToken);
  await page.reload();
  await page.getByText('1 phone or browser receives your push notices.').waitFor();
  expect(await page.getByRole('checkbox', { name: PAIRINGS_ON_PHONE }).isChecked()).toBe(true);

  // 3. The arbiter requires check-in and opens round 1's; Pia checks in on the tournament's page, Oscar (through the API) too, Abe not at all.
  await kingside.call(endpoints.checkIn.settings, {
    token: arbiter,
    params: { id: tournamentId },
    body: { required: true, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 0 },
  });
  await kingside.call(endpoints.checkIn.open, { token: arbiter, params: { id: tournamentId }, body: {} });
  await page.goto(`/tournaments/${tournamentId}`);
  const checkIn = page.getByRole('region', { name: 'Check-in · round 1' });
  await checkIn.getByText('Check-in for round 1 is open.').waitFor();
  await checkIn.getByRole('button', { name: 'Check in for round 1' }).click();
  await checkIn.getByText('You are checked in for round 1.').waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
  await kingside.call(endpoints.checkIn.checkIn, { token: oscarToken, params: { entryId: oscarEntry.data.uuid }, body: { present: true } });
  const closed = await kingside.call(endpoints.checkIn.close, { token: arbiter, params: { id: tournamentId } });
  expect(closed.message).toBe('Check-in for round 1 closed: 2 of 3 checked in');
  // Her card follows the live event.
  await checkIn.getByText('Check-in for round 1 has closed.').waitFor();

  // 4. The arbiter pairs round 1: Abe, absent, is not paired and gets the zero-point bye; Pia (1540) is Black against Oscar (1700).
  const paired = await kingside.call(endpoints.pairings.generate, { token: arbiter, query: { round: 1, tournamentId } });
  expect(paired.data.rows.map((row) => [row.board, row.kind, row.player.name, row.opponent?.name ?? null])).toEqual([
    [1, 'game', oscar.name, pia.name],
    [2, 'zero_point_bye', abe.name, null],
  ]);
  expect(abeEntry.data.uuid).toBe(paired.data.rows[1].player.id);
  const [delivery] = await push.deliveriesTo(subscription.endpoint);
  expect(pushMessage.parse(JSON.parse(delivery.payload))).toMatchObject({
    title: `${tournamentName}: round 1 pairings`,
    body: `Board 1: you play ${oscar.name} with Black.`,
    url: `/tournaments/${tournamentId}/pairings/1`,
  });
  // The mail as sent (quoted-printable soft line breaks joined).
  const mailsToPia = () => kingside.smtp.received.filter((mail) => mail.to.includes(pia.email)).map((mail) => mail.raw.replace(/=\r\n/g, ''));
  await expect
    .poll(() => mailsToPia().find((raw) => raw.includes(`Subject: ${tournamentName}: round 1 pairings`)))
    .toContain(`Board 1: you play ${oscar.name} with Black.`);

  // 5. Her home shows the board, the opponent and her colour; the pairings page, one tap away, shows Abe's zero-point bye.
  await page.getByRole('link', { name: 'Kingside home' }).click();
  await expectPath(page, '/');
  const playing = page.getByRole('region', { name: 'Playing now' });
  const card = playing.getByLabel(tournamentName, { exact: true });
  const next = card.getByRole('group', { name: 'Your next game' });
  await next.getByText(`Board 1, black against ${oscar.name} (1700)`).waitFor();
  await next.getByText('Start time not announced').waitFor();
  await card.getByText('Round 1 paired', { exact: true }).waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
  await card.getByRole('link', { name: 'Pairings' }).click();
  await expectPath(page, `/tournaments/${tournamentId}/pairings/1`);
  await page.locator('tr').filter({ hasText: abe.name }).getByText('zero-point bye').waitFor();
  await page.goBack();
  await expectPath(page, '/');

  // The arbiter starts the round at once, perhaps before the home's stream is open: the home reads again what it read
  // before the stream opened, then follows it, with no reload.
  await kingside.call(endpoints.roundTriggers.start, { token: arbiter, body: { tournamentId } });
  await card.getByText('Round 1 in play', { exact: true }).waitFor();
  await next.getByText(/^In play since /).waitFor();

  // 6. After the game both players confirm 0-1 on the board's page (the address the QR code of the result slip opens).
  const boardPage = `/tournaments/${tournamentId}/board/1/1`;
  await page.goto(boardPage);
  const board = page.locator('.ks-page');
  await board.getByText(oscar.name).waitFor();
  await board.getByText(pia.name).waitFor();
  expect(await board.getByText('— you').count()).toBe(1);
  await claimStatus(page).getByText('Tap the result of your game').waitFor();
  await page.getByRole('button', { name: '0-1: Black won' }).click();
  await claimStatus(page).getByText('You confirmed 0-1').waitFor();
  expect(await horizontalOverflow(page)).toBe(0);

  const oscarPhone = await phone(oscarToken);
  await oscarPhone.goto(boardPage);
  await claimStatus(oscarPhone).getByText('Your opponent confirmed 0-1').waitFor();
  await oscarPhone.getByRole('button', { name: '0-1: Black won' }).click();
  await claimStatus(oscarPhone).getByText('You both confirmed 0-1').waitFor();
  await claimStatus(page).getByText('You both confirmed 0-1').waitFor();

  // The arbiter accepts it, as the score page's "Accept" does: the agreed result, sent with the board's version.
  const claims = await kingside.call(endpoints.resultClaims.round, { token: arbiter, query: { round: 1, tournamentId } });
  expect(claims.data).toMatchObject([{ board: 1, state: 'agreed', whiteClaim: '0-1', blackClaim: '0-1' }]);
  const before = await kingside.call(endpoints.pairings.list, { query: { round: 1, tournamentId } });
  const game = before.data.rows.find((row) => row.board === 1);
  if (!game) throw new Error('Board 1 is missing from the pairings');
  expect(game.result).toBeNull();
  await kingside.call(endpoints.results.scoreUpload, {
    token: arbiter,
    query: { round: 1, tournamentId },
    body: { results: [{ board: 1, result: '0-1', version: game.resultVersion }] },
  });
  await claimStatus(page).getByText('The arbiter entered 0-1').waitFor();
  await claimStatus(oscarPhone).getByText('The arbiter entered 0-1').waitFor();
  expect(await page.getByRole('button', { name: '0-1: Black won' }).count()).toBe(0);

  // 7. Home again: the round's result and her points; no next game until round 2 is paired.
  await page.getByRole('link', { name: 'Kingside home' }).click();
  await expectPath(page, '/');
  const rounds = card.getByRole('list', { name: 'Your rounds' });
  await rounds.getByText(`Rd 1: Board 1, black against ${oscar.name} (1700)`).waitFor();
  await rounds.getByText('1 (0-1)').waitFor();
  // A 100% score against 1700 performs at 2500 (FIDE B.02 table 8.1.1).
  await card.getByText('1 point · place 1 · performance 2500').waitFor();
  expect(await next.count()).toBe(0);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(pageErrors).toEqual([]);
}, 240_000);
