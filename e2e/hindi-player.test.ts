import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { horizontalOverflow, PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';
import { latinWordsShown, wordsIn } from './support/words.js';

// No demo tournament: this walk makes its own.
const kingside = useKingside({ env: () => ({ SEED_DEMO: 'false' }) });

/** Where the walk's screenshots go when asked for (KINGSIDE_WALK_SHOTS=<directory>): to be looked at, not kept. */
const shotsDir = process.env.KINGSIDE_WALK_SHOTS;

const password = 'kings-indian-fianchetto';
const organiser: Person = { name: 'Anand Arbiter', email: 'anand@pune.example', password, role: 'organiser' };
const priya: Person = { name: 'Priya Sharma', email: 'priya@pune.example', password, role: 'player' };
const rohan: Person = { name: 'Rohan Mehta', email: 'rohan@pune.example', password, role: 'player' };
const tournamentName = 'Pune Rapid';

/**
 * Words in Latin letters a Hindi screen may show: the people's and the tournament's names, and what FIDE and the
 * product write the same in every language (the tie-break codes; results like 0-1 hold no letters).
 */
const unchanged = {
  names: [priya.name, rohan.name, organiser.name, tournamentName, priya.email],
  codes: ['Kingside', 'FIDE', 'PDF', 'QR', 'BH', 'DE', 'WIN'],
};

it('a player reads everything in Hindi on a phone: signs up, registers, checks in and confirms a result', async () => {
  const hi = await wordsIn('hi');
  const arbiter = await kingside.register(organiser);
  const created = await kingside.call(endpoints.tournaments.create, {
    token: arbiter,
    body: { name: tournamentName, rounds: 3, initialColour: 'w', enable_registration: true, language: 'hi' },
  });
  const tournamentId = created.data.id;
  const rohanToken = await kingside.register(rohan);
  const rohanEntry = await kingside.call(endpoints.players.register, { token: rohanToken, params: { tournamentId }, body: { rating: 1700 } });

  // Her phone's browser speaks Hindi: so does Kingside, from the first page, without her choosing anything.
  const { page, pageErrors } = await kingside.visit(PHONE, 'hi-IN');
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
  const noEnglishLeft = async (shot: string) => {
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `hindi-${shot}.png`), fullPage: true });
    expect(await latinWordsShown(page, unchanged), shot).toEqual([]);
    expect(await horizontalOverflow(page), shot).toBe(0);
  };

  // 1. She opens the tournament's page, makes her player account inline and registers without a rating-list record.
  await page.goto(`/tournaments/${tournamentId}`);
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  const registration = page.getByRole('region', { name: hi('Registration') });
  await registration.getByRole('button', { name: hi('Register'), exact: true }).click();
  await registration.getByLabel(hi('Name')).fill(priya.name);
  await registration.getByLabel(hi('Email')).fill(priya.email);
  await registration.getByLabel(hi('Password')).fill(priya.password);
  await noEnglishLeft('sign-up');
  await registration.getByRole('button', { name: hi('Create my account') }).click();
  await toast(page, hi('Signed in as {name}', { name: priya.name })).waitFor();
  await registration.getByRole('button', { name: hi('I am not on the FIDE rating list') }).click();
  await registration.getByLabel(hi('Rating (if you have one)')).fill('1540');
  await registration.getByRole('button', { name: hi('Register'), exact: true }).click();
  await registration.getByText(hi('You are in the field.')).waitFor();
  await noEnglishLeft('registered');

  // 2. The arbiter opens round 1's check-in; she checks in on the same page, Rohan through the API.
  await kingside.call(endpoints.checkIn.settings, {
    token: arbiter,
    params: { id: tournamentId },
    body: { required: true, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 0 },
  });
  await kingside.call(endpoints.checkIn.open, { token: arbiter, params: { id: tournamentId }, body: {} });
  await page.goto(`/tournaments/${tournamentId}`);
  const checkIn = page.getByRole('region', { name: hi('Check-in · round {round}', { round: 1 }) });
  await checkIn.getByRole('button', { name: hi('Check in for round {round}', { round: 1 }) }).click();
  await checkIn.getByText(hi('You are checked in for round {round}.', { round: 1 })).waitFor();
  await noEnglishLeft('checked-in');
  await kingside.call(endpoints.checkIn.checkIn, { token: rohanToken, params: { entryId: rohanEntry.data.uuid }, body: { present: true } });
  await kingside.call(endpoints.checkIn.close, { token: arbiter, params: { id: tournamentId } });

  // 3. Round 1 is paired and started: Priya (1540) has Black against Rohan (1700).
  const paired = await kingside.call(endpoints.pairings.generate, { token: arbiter, query: { round: 1, tournamentId } });
  expect(paired.data.rows.map((row) => [row.player.name, row.opponent?.name ?? null])).toEqual([[rohan.name, priya.name]]);
  await kingside.call(endpoints.roundTriggers.start, { token: arbiter, body: { tournamentId } });

  // 4. After the game she confirms 0-1 on the board's page, in Hindi; Rohan confirms it too, and her page says so.
  await page.goto(`/tournaments/${tournamentId}/board/1/1`);
  const status = page.getByRole('status').filter({ hasText: /./ }).first();
  await status.getByText(hi('Tap the result of your game')).waitFor();
  await noEnglishLeft('board');
  const blackWon = hi('{label}: {meaning}', { label: '0-1', meaning: hi('Black won') });
  await page.getByRole('button', { name: blackWon }).click();
  await status.getByText(hi('You confirmed {myResult}', { myResult: '0-1' })).waitFor();
  const rohanPhone = await kingside.signedIn(rohanToken);
  await rohanPhone.page.goto(`/tournaments/${tournamentId}/board/1/1`);
  await rohanPhone.page.getByRole('button', { name: '0-1: Black won' }).click();
  await status.getByText(hi('You both confirmed {myResult}', { myResult: '0-1' })).waitFor();
  await noEnglishLeft('confirmed');
  expect(pageErrors).toEqual([]);
}, 240_000);
