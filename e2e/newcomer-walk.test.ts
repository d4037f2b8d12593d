import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpoints, RESULT_LABELS, type GameResult } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { chooseOption, downloadBy, expectPath, horizontalOverflow, openTab, PHONE, storedToken, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

// Payout statuses are asked for every second, so the walk sees them paid without waiting.
const kingside = useKingside({ env: () => ({ PAYOUT_POLL_SECONDS: '1' }) });

/** Where the spectator's screenshots go when asked for (KINGSIDE_WALK_SHOTS=<directory>): to be looked at, not kept. */
const shotsDir = process.env.KINGSIDE_WALK_SHOTS;

const password = 'sicilian-najdorf-6';
const olga: Person = { name: 'Olga Organiser', email: 'olga@weekend.example', password, role: 'organiser' };
const pia: Person = { name: 'Pia Player', email: 'pia@weekend.example', password, role: 'player' };
const eventName = 'Weekend Open';

/** Eighteen players entered through the API (Olga types one more, Pia registers herself: twenty). */
const field: [name: string, rating: number][] = Array.from({ length: 18 }, (_, i) => [`Player ${String.fromCharCode(65 + i)}, ${i + 1}`, 2300 - i * 40]);

/** What each board of a round ends in: wins both ways and draws, so the standings have ties to break. */
const resultOf = (board: number): GameResult => (['1-0', '0-1', '1/2-1/2'] as const)[board % 3];

/**
 * What an ordinary page must not do: fail a request (a 4xx or 5xx the page asked for itself) or log an error, as a
 * tournament page once did asking for a lichess link or a prize list it did not have.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/api/')) problems.push(`${page.url()}: ${response.status()} ${response.url()}`);
  });
  return problems;
}

it('a first-time organiser runs a five-round open of twenty at 390 px, a player registers, checks in and confirms, a spectator follows', async () => {
  const arbiter = await kingside.register(olga);
  const organiser = await kingside.visit(PHONE);
  await organiser.context.addInitScript((stored) => localStorage.setItem('token', stored), arbiter);
  const o = organiser.page;

  // 1. Olga creates the tournament from the form.
  await o.goto('/admin/create-tournament');
  const form = o.locator('form').first();
  await form.getByLabel('Name', { exact: true }).fill(eventName);
  await form.getByLabel('Rounds', { exact: true }).fill('5');
  await form.getByLabel('City', { exact: true }).fill('Leeds');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await o.waitForURL(/\/admin\/tournament\/[0-9a-f-]{36}$/);
  const id = new URL(o.url()).pathname.split('/').pop()!;
  expect(await horizontalOverflow(o)).toBe(0);
  // A club weekend with no entry fee: its page says Free, not ₹0.
  await kingside.call(endpoints.tournaments.update, { token: arbiter, params: { id }, body: { enable_registration: true, entryFee: 0 } });

  // 2. The field: eighteen entered at once, one typed by Olga.
  const entryIds: string[] = [];
  for (const [name, rating] of field) {
    const added = await kingside.call(endpoints.players.add, { token: arbiter, params: { tournamentId: id }, body: { name, rating } });
    entryIds.push(added.data.uuid);
  }
  await o.reload();
  await openTab(o, 'Players (18)');
  await o.getByRole('button', { name: 'Add player' }).click();
  const dialog = o.locator('.ant-modal').filter({ hasText: 'Add player' });
  await dialog.getByLabel('Name', { exact: true }).fill('Zeller, Zoe');
  await dialog.getByLabel('FIDE rating', { exact: true }).fill('1500');
  await dialog.locator('form').getByRole('button', { name: 'Add player' }).click();
  await toast(o, 'Player added').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // 3. Pia opens the tournament's page on her phone, makes her account inline and registers.
  const player = await kingside.visit(PHONE);
  const p = player.page;
  const playerProblems = watchConsole(p);
  await p.goto(`/tournaments/${id}`);
  const registration = p.getByRole('region', { name: 'Registration' });
  await registration.getByRole('button', { name: 'Register', exact: true }).click();
  await registration.getByLabel('Name').fill(pia.name);
  await registration.getByLabel('Email').fill(pia.email);
  await registration.getByLabel('Password').fill(pia.password);
  await registration.getByRole('button', { name: 'Create my account' }).click();
  await toast(p, `Signed in as ${pia.name}`).waitFor();
  // No rating list was ever imported here: she is told so rather than to try another spelling.
  await registration.getByLabel('Your FIDE id or name').fill('Pia Player');
  await registration.getByRole('button', { name: 'Find me' }).click();
  await registration.getByText('No FIDE rating list has been imported here').waitFor();
  await registration.getByRole('button', { name: 'I am not on the FIDE rating list' }).click();
  await registration.getByLabel('Rating (if you have one)').fill('1650');
  await registration.getByRole('button', { name: 'Register', exact: true }).click();
  await toast(p, 'Your registration: Registered').waitFor();
  await registration.getByText('You are in the field.').waitFor();
  expect(await horizontalOverflow(p)).toBe(0);
  const piaToken = await storedToken(p);
  if (piaToken === null) throw new Error('No token stored after signing up');

  // 4. Check-in for round 1: Olga requires it and opens it; Pia checks in on the page, Olga marks the others present.
  await kingside.call(endpoints.checkIn.settings, {
    token: arbiter,
    params: { id },
    body: { required: true, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 0 },
  });
  await kingside.call(endpoints.checkIn.open, { token: arbiter, params: { id }, body: {} });
  await p.reload();
  const checkIn = p.getByRole('region', { name: 'Check-in · round 1' });
  await checkIn.getByRole('button', { name: 'Check in for round 1' }).click();
  await checkIn.getByText('You are checked in for round 1.').waitFor();
  // Olga's count of who is in stays gold while anyone is missing, and turns green once all are.
  const checkedInTag = (text: string) => o.locator('.ant-tag').filter({ hasText: text });
  await o.reload();
  await openTab(o, 'Rounds & results');
  await checkedInTag('1 of 20 checked in').waitFor();
  expect(await checkedInTag('1 of 20 checked in').getAttribute('class')).toContain('ant-tag-gold');
  const everyone = await kingside.call(endpoints.players.entries, { token: arbiter, params: { tournamentId: id } });
  expect(everyone.data).toHaveLength(20);
  for (const entry of everyone.data.filter((e) => e.name !== pia.name)) {
    await kingside.call(endpoints.checkIn.checkIn, { token: arbiter, params: { entryId: entry.uuid }, body: { present: true } });
  }
  await o.reload();
  await openTab(o, 'Rounds & results');
  await checkedInTag('20 of 20 checked in').waitFor();
  expect(await checkedInTag('20 of 20 checked in').getAttribute('class')).toContain('ant-tag-green');
  const closed = await kingside.call(endpoints.checkIn.close, { token: arbiter, params: { id } });
  expect(closed.message).toBe('Check-in for round 1 closed: 20 of 20 checked in');

  // 5. Round 1: Olga pairs and starts it from the one next step.
  await o.reload();
  await openTab(o, 'Rounds & results');
  const next = o.getByRole('region', { name: 'Next step' });
  await next.getByRole('button', { name: 'Pair round 1' }).click();
  await o.locator('.ant-popconfirm').getByRole('button', { name: 'Pair round 1' }).click();
  await next.getByRole('button', { name: 'Start round 1' }).click();
  await toast(o, 'Round 1 started').waitFor();
  expect(await horizontalOverflow(o)).toBe(0);

  // 6. Pia's page shows her game, not a check-in warning for the next round, and leads her to confirm the result.
  await p.reload();
  const game = p.getByRole('region', { name: 'Your game · round 1' });
  await game.getByText(/^Board \d+, (white|black) against /).waitFor();
  await game.getByText(/^In play since /).waitFor();
  expect(await p.getByText(/You are not checked in/).count()).toBe(0);
  const pairings1 = await kingside.call(endpoints.pairings.list, { query: { round: 1, tournamentId: id } });
  const piaBoard = pairings1.data.rows.find((row) => row.player.name === pia.name || row.opponent?.name === pia.name)!;
  await game.getByRole('link', { name: 'Confirm the result' }).click();
  await expectPath(p, `/tournaments/${id}/board/1/${piaBoard.board}`);
  const meanings = { '1-0': 'White won', '1/2-1/2': 'Draw', '0-1': 'Black won' } as const;
  const piaResult = resultOf(piaBoard.board) as keyof typeof meanings;
  await p.getByRole('button', { name: `${RESULT_LABELS[piaResult]}: ${meanings[piaResult]}` }).click();
  await p
    .getByRole('status')
    .filter({ hasText: /You confirmed/ })
    .first()
    .waitFor();
  expect(await horizontalOverflow(p)).toBe(0);

  /** Every board of the round gets its result, as the arbiter's score page sends them. */
  const score = async (round: number) => {
    const rows = (await kingside.call(endpoints.pairings.list, { query: { round, tournamentId: id } })).data.rows;
    const results = rows.filter((row) => row.kind === 'game' && row.result === null).map((row) => ({ board: row.board, result: resultOf(row.board) }));
    await kingside.call(endpoints.results.scoreUpload, { token: arbiter, query: { round, tournamentId: id }, body: { results } });
  };
  const pairAndStart = async (round: number) => {
    await kingside.call(endpoints.pairings.generate, { token: arbiter, query: { round, tournamentId: id } });
    await kingside.call(endpoints.roundTriggers.start, { token: arbiter, body: { tournamentId: id } });
  };
  await score(1);
  // Rounds 2 on without check-in: the field is known.
  await kingside.call(endpoints.checkIn.settings, {
    token: arbiter,
    params: { id },
    body: { required: false, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 0 },
  });
  await pairAndStart(2);
  await score(2);

  // 7. A withdrawal after round 2, from the Players tab.
  const quitter = field[17][0];
  await o.reload();
  await openTab(o, 'Players (20)');
  await o.getByRole('row', { name: quitter }).getByRole('button', { name: 'Withdraw' }).click();
  await o.locator('.ant-popconfirm').getByRole('button', { name: 'Withdraw' }).click();
  await toast(o, `${quitter} withdrawn`).waitFor();

  // 8. Round 3 with a board paired by hand: the last board taken apart and paired again, then validated.
  await kingside.call(endpoints.pairings.generate, { token: arbiter, query: { round: 3, tournamentId: id } });
  await o.reload();
  const rounds = o.getByRole('tabpanel', { name: 'Rounds & results' });
  await openTab(o, 'Rounds & results');
  await rounds.getByRole('button', { name: 'Edit pairings' }).click();
  const round3 = (await kingside.call(endpoints.pairings.list, { query: { round: 3, tournamentId: id } })).data.rows.filter((row) => row.kind === 'game');
  const last = round3[round3.length - 1];
  await rounds.getByRole('button', { name: `Remove the pairing of board ${last.board}` }).click();
  await o.locator('.ant-popconfirm').getByRole('button', { name: 'Remove pairing' }).click();
  await rounds.getByRole('combobox', { name: 'White' }).waitFor();
  for (const [side, name] of [
    ['White', last.player.name],
    ['Black', last.opponent!.name],
  ] as const) {
    await chooseOption(o, rounds.getByRole('combobox', { name: side }), name);
  }
  await rounds.getByRole('button', { name: 'Pair', exact: true }).click();
  await toast(o, 'Pairing added').waitFor();
  await next.getByRole('button', { name: 'Validate pairings' }).click();
  await toast(o, 'Pairings of round 3 validated').waitFor();
  await next.getByRole('button', { name: 'Start round 3' }).click();
  await toast(o, 'Round 3 started').waitFor();
  expect(await horizontalOverflow(o)).toBe(0);
  await score(3);
  for (const round of [4, 5]) {
    await pairAndStart(round);
    await score(round);
  }
  const withdrawnRound5 = (await kingside.call(endpoints.pairings.list, { query: { round: 5, tournamentId: id } })).data.rows;
  expect(withdrawnRound5.some((row) => row.kind === 'game' && (row.player.name === quitter || row.opponent?.name === quitter))).toBe(false);

  // 9. Finished from the next step.
  await o.reload();
  await openTab(o, 'Rounds & results');
  await next.getByRole('button', { name: 'Finish tournament' }).click();
  await o.locator('.ant-popconfirm').getByRole('button', { name: 'Finish' }).click();
  await expect.poll(async () => (await kingside.call(endpoints.tournaments.details, { params: { id } })).data.state).toBe('finished');

  // 10. Prizes: three overall places, computed and published; every winner gets a payee and is paid.
  await kingside.call(endpoints.prizes.saveStructure, {
    token: arbiter,
    params: { id },
    body: { prizes: [{ id: 'overall', name: 'Overall', kind: 'overall', amounts: [500_000, 300_000, 200_000] }] },
  });
  await kingside.call(endpoints.prizes.publish, { token: arbiter, params: { id }, body: { published: true } });
  const payouts = await kingside.call(endpoints.payouts.ofTournament, { token: arbiter, params: { tournamentId: id } });
  expect(payouts.data.winners).toHaveLength(3);
  for (const [i, w] of payouts.data.winners.entries()) {
    await kingside.call(endpoints.payouts.savePayeeDetails, {
      token: arbiter,
      params: { winnerId: w.winnerId },
      body: { kind: 'upi', vpa: `winner${i}@oksbi`, name: w.name },
    });
  }
  await o.reload();
  await openTab(o, 'Prizes');
  await o
    .getByText(/^1st Overall: .*, 1st in the standings/)
    .first()
    .waitFor();
  const section = o.getByRole('region', { name: 'Payouts' });
  await section.getByRole('button', { name: 'Pay all' }).click();
  const confirm = o.getByRole('dialog', { name: 'Pay the prizes?' });
  await confirm.getByRole('button', { name: /^Pay / }).click();
  await toast(o, 'Sent 3 prizes').waitFor();
  await expect.poll(() => section.locator('tr.ant-table-row').filter({ hasText: /Paid/ }).count(), { timeout: 20_000 }).toBe(3);

  // 11. Exports: the FIDE rating report (TRF), the standings and the bundle; the TRF imported back as a new tournament.
  await openTab(o, 'Files & exports (0)');
  const trf = await downloadBy(o, o.getByRole('button', { name: 'Download the TRF' }));
  expect(trf.name).toMatch(/\.trf$/i);
  const trfText = trf.bytes.toString('utf8');
  expect(trfText).toContain(`012 ${eventName}`);
  expect(trfText.split('\n').filter((line) => line.startsWith('001 '))).toHaveLength(20);
  await o.getByText(/^Saved .*\.trf \(\d+ KB\)\.$/).waitFor();
  const csv = await downloadBy(o, o.getByRole('button', { name: 'Download the standings' }));
  expect(csv.bytes.toString('utf8')).toContain(pia.name);
  const bundle = await downloadBy(o, o.getByRole('button', { name: 'Download the bundle' }));
  expect(bundle.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const imports = o.getByRole('group', { name: 'From a TRF file' });
  await imports.getByLabel('Name of the imported tournament').fill('Weekend Open (copy)');
  await imports.locator('input[type=file]').setInputFiles({ name: trf.name, mimeType: 'text/plain', buffer: trf.bytes });
  await imports.getByText('Imported “Weekend Open (copy)” as a new tournament: 20 players, 5 rounds.').waitFor();
  const bundles = o.getByRole('group', { name: 'From a Kingside bundle' });
  await bundles.locator('input[type=file]').setInputFiles({ name: bundle.name, mimeType: 'application/zip', buffer: bundle.bytes });
  await bundles.getByText(/^Imported “Weekend Open.*” as a new tournament: 20 players, 5 rounds\.$/).waitFor({ timeout: 30_000 });
  expect(await horizontalOverflow(o)).toBe(0);
  expect(organiser.pageErrors).toEqual([]);
  await organiser.context.close();

  // 12. Pia's home after the event: her card, her rounds, no "Starts" of a time gone.
  await p.goto('/');
  const past = p.getByRole('region', { name: 'Past events' });
  await past.getByLabel(eventName, { exact: true }).getByRole('list', { name: 'Your rounds' }).waitFor();
  await p.getByRole('link', { name: 'Your card' }).first().click();
  await p.getByText('Starting no.').waitFor();
  expect(await horizontalOverflow(p)).toBe(0);
  expect(player.pageErrors).toEqual([]);
  expect(playerProblems).toEqual([]);
  await player.context.close();

  // 13. A spectator follows every public page at 390 px: nothing sticks out, no request fails, no error is logged.
  const spectator = await kingside.visit(PHONE);
  const s = spectator.page;
  const problems = watchConsole(s);
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
  const players = await kingside.call(endpoints.players.list, { params: { tournamentId: id } });
  const pages: [shot: string, address: string, shows: string | RegExp][] = [
    ['list', '/tournaments', eventName],
    ['info', `/tournaments/${id}`, 'Free'],
    ['players', `/tournaments/${id}/players`, 'Zeller, Zoe'],
    ['pairings', `/tournaments/${id}/pairings/5`, 'Board'],
    ['pairings-1', `/tournaments/${id}/pairings/1`, pia.name],
    ['standings', `/tournaments/${id}/standings`, pia.name],
    ['crosstable', `/tournaments/${id}/crosstable`, pia.name],
    ['prizes', `/tournaments/${id}/prizes`, 'Overall'],
    ['player-card', `/player/${players.data[0].uuid}/${id}`, 'Starting no.'],
    ['why', `/tournaments/${id}/pairings/5/why`, 'Score groups'],
  ];
  for (const [shot, address, shows] of pages) {
    const answer = await s.goto(address);
    expect(answer?.status(), address).toBe(200);
    await s.getByText(shows).first().waitFor();
    expect(await horizontalOverflow(s), address).toBe(0);
    if (shotsDir) await s.screenshot({ path: path.join(shotsDir, `${shot}.png`), fullPage: true });
  }

  // Not found is said, with its status: no app route, no such view, no such round, no such tournament's score page.
  for (const [shot, address] of [
    ['nonsense', '/nonsense'],
    ['unknown-view', `/tournaments/${id}/foo`],
    ['no-score-page', '/score-update/x/1'],
  ] as const) {
    const answer = await s.goto(address);
    expect(answer?.status(), address).toBe(404);
    await s.getByText('404 - PAGE NOT FOUND').waitFor();
    if (shotsDir) await s.screenshot({ path: path.join(shotsDir, `${shot}.png`), fullPage: true });
  }
  const missing = await s.goto(`/tournaments/${id}/pairings/99`);
  expect(missing?.status()).toBe(404);
  await s.getByText('Round 99 does not exist in this tournament: rounds 1 to 5 are paired so far.').waitFor();
  if (shotsDir) await s.screenshot({ path: path.join(shotsDir, 'round-99.png'), fullPage: true });
  // The 404s above were the pages' own status, asked for: no API call of theirs failed.
  expect(problems.filter((problem) => !/console: Failed to load resource: the server responded with a status of 404/.test(problem))).toEqual([]);
  expect(spectator.pageErrors).toEqual([]);
  await spectator.context.close();
  expect(kingside.loggedErrors()).toEqual([]);
}, 420_000);
