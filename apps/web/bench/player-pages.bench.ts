/**
 * The player's pages as a phone at a venue with bad Wi-Fi gets them, not a test: the built server (npm run
 * build first), a small Swiss in which a registered player plays round 1, and Debian's Chromium at 390 × 844 signed
 * in as that player. Each page is visited online once the service worker controls the profile, audited with
 * axe-core (serious and critical findings), then opened again offline: it must show its own content (the player's
 * tournament and opponent, the pairings' names…), read from the service worker, not the browser's error page.
 * Prints one line per page and exits with 1 when a page fails offline or has a serious or critical finding.
 *
 *   npm run build && npm run bench:player-pages -w @kingside/web
 */
import type { Locator, Page } from 'playwright-core';
import type { z } from 'zod';
import { endpoints, type Endpoint } from '@kingside/contract';
import { buildUrl } from '../src/api/client.js';
import { call as callOf, type CallInput, type SuccessOf } from '../src/api/endpoint-call.js';
import type { Person } from '../../../e2e/support/accounts.js';
import { seriousViolations } from '../../../e2e/support/accessibility.js';
import { launchChromium, PHONE, visit } from '../../../e2e/support/browser.js';
import { FOUR_PLAYERS } from '../../../e2e/support/club-event.js';
import { startKingside } from '../../../e2e/support/kingside.js';

const TOURNAMENT = 'Rainy Hall Open';
const password = 'correct horse';
const pia: Person = { name: 'Pia Player', email: 'pia@example.test', password, role: 'player' };
const olga: Person = { name: 'Olga Organiser', email: 'olga@example.test', password, role: 'organiser' };
/** How long a page may take to show its content; a 2-core machine running other work is slow. */
const SHOWN_MS = 20_000;

interface PlayerPage {
  name: string;
  path: string;
  /** What the page must show, online and offline, each with the words the table prints for it. */
  shows: (page: Page) => [what: string, where: Locator][];
}

interface Finding {
  page: string;
  axe: string[];
  /** Why the page failed offline; null when it showed its content. */
  offline: string | null;
  /** From the offline navigation to the content shown. */
  offlineMs: number;
  checked: string;
}

const server = await startKingside();

/** An endpoint of the table called as the web app calls it; a failure status throws, naming the call. */
async function callApi<E extends Endpoint>(endpoint: E, input: CallInput<E> & { token?: string }): Promise<z.infer<SuccessOf<E>>> {
  const made = callOf(endpoint, input);
  const path = buildUrl(made.path, made.query);
  const answer = await fetch(`${server.url}${path}`, {
    method: made.method,
    headers: {
      ...(made.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
    },
    body: made.body === undefined ? undefined : JSON.stringify(made.body),
  });
  const json: unknown = await answer.json();
  if (!answer.ok) throw new Error(`${made.method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
  return made.response.parse(json);
}
const kingside = { call: callApi };

async function tokenOf(who: Person): Promise<string> {
  // Register answers alike for new and taken emails; the token comes from signing in.
  await kingside.call(endpoints.auth.register, { body: who });
  return (await kingside.call(endpoints.auth.login, { body: { email: who.email, password: who.password } })).data.tokens.access.token;
}

/** Olga's Swiss with Pia registered among four club players, round 1 paired and started; its id and Pia's entry. */
async function rainyHall(): Promise<{ id: string; piaToken: string; piaEntry: string; board: number; opponent: string }> {
  const organiser = await tokenOf(olga);
  const piaToken = await tokenOf(pia);
  const created = await kingside.call(endpoints.tournaments.create, {
    token: organiser,
    body: { name: TOURNAMENT, rounds: 3, initialColour: 'w', enable_registration: true, city: 'Pune' },
  });
  const id = created.data.id;
  for (const [name, rating] of FOUR_PLAYERS)
    await kingside.call(endpoints.players.add, { token: organiser, params: { tournamentId: id }, body: { name, rating } });
  await kingside.call(endpoints.players.register, { token: piaToken, params: { tournamentId: id }, body: { rating: 1950 } });
  await kingside.call(endpoints.pairings.generate, { token: organiser, query: { round: 1, tournamentId: id } });
  await kingside.call(endpoints.roundTriggers.start, { token: organiser, body: { tournamentId: id } });
  const mine = (await kingside.call(endpoints.playerHome.myTournaments, { token: piaToken })).data.running.find((m) => m.tournament.id === id);
  if (!mine?.nextGame?.opponent) throw new Error(`${pia.name} has no board in round 1 of ${TOURNAMENT}`);
  return { id, piaToken, piaEntry: mine.uuid, board: mine.nextGame.board, opponent: mine.nextGame.opponent.name };
}

/** Waits until the profile's service worker controls the page (the first visit installs it; clients.claim takes the page). */
async function controlled(page: Page): Promise<void> {
  const deadline = Date.now() + SHOWN_MS;
  while (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    if (Date.now() > deadline) throw new Error(`No service worker controls ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first of the page's expectations it does not show within the time, or null when it shows them all. */
async function missing(page: Page, shows: [string, Locator][]): Promise<string | null> {
  for (const [what, where] of shows) {
    try {
      await where.first().waitFor({ timeout: SHOWN_MS });
    } catch {
      return what;
    }
  }
  return null;
}

// A browser that does not start must not leave the server running.
const browser = await launchChromium().catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
let failed = false;
try {
  const { id, piaToken, piaEntry, board, opponent } = await rainyHall();
  const text = (page: Page, words: string) => page.getByText(words, { exact: true });
  /** A row of the page's table naming everyone given (a board's two players, a player's standing). */
  const boardRow = (page: Page, ...names: string[]) =>
    names.reduce((row, name) => row.filter({ hasText: name }), page.locator('.ks-table__row, .ant-table-row'));
  const pages: PlayerPage[] = [
    {
      name: 'home',
      path: '/',
      shows: (page) => {
        const playing = page.getByRole('region', { name: 'Playing now' });
        return [
          [`"${TOURNAMENT}" playing now`, playing.getByRole('link', { name: TOURNAMENT })],
          [`board ${board} against ${opponent}`, playing.getByRole('group', { name: 'Your next game' }).getByText(`against ${opponent}`)],
        ];
      },
    },
    {
      name: 'tournament',
      path: `/tournaments/${id}`,
      shows: (page) => [
        [`"${TOURNAMENT}"`, page.getByRole('heading', { name: TOURNAMENT })],
        ['its system', text(page, 'Swiss (FIDE Dutch), 3 rounds')],
      ],
    },
    {
      name: 'pairings',
      path: `/tournaments/${id}/pairings/1`,
      shows: (page) => [[`board ${board}: ${opponent} – ${pia.name}`, boardRow(page, opponent, pia.name)]],
    },
    {
      name: 'standings',
      path: `/tournaments/${id}/standings/1`,
      shows: (page) => [
        ['Pts', text(page, 'Pts')],
        [`${pia.name}'s row`, boardRow(page, pia.name)],
      ],
    },
    {
      name: 'player card',
      path: `/player/${piaEntry}/${id}`,
      shows: (page) => [
        [pia.name, page.getByRole('heading', { name: pia.name })],
        [opponent, page.getByText(opponent)],
      ],
    },
    {
      name: 'board',
      path: `/tournaments/${id}/board/1/${board}`,
      shows: (page) => [
        [`board ${board}`, page.getByRole('heading', { name: `Board ${board} — round 1` })],
        [opponent, text(page, opponent)],
      ],
    },
    {
      name: 'notices',
      path: '/notices',
      shows: (page) => [['the notices by mail', page.getByRole('checkbox', { name: 'Pairings published (board, opponent, colour): by mail' })]],
    },
  ];

  const { context, page, pageErrors, cspViolations } = await visit(browser, server.url, PHONE);
  await context.addInitScript((stored) => localStorage.setItem('token', stored), piaToken);
  // The first visit installs the worker (what that page read before the worker took it is not kept); each of the
  // player's pages is then visited once, as a player does, with the worker in place.
  await page.goto('/tournaments');
  await controlled(page);

  const findings: Finding[] = [];
  for (const { name, path, shows } of pages) {
    await page.goto(path);
    await controlled(page);
    const absent = await missing(page, shows(page));
    if (absent) throw new Error(`${name} (${path}) online does not show ${absent}:\n${await page.locator('body').innerText()}`);
    await page
      .locator('.ant-spin-spinning')
      .first()
      .waitFor({ state: 'detached', timeout: SHOWN_MS })
      .catch(() => undefined);
    findings.push({
      page: name,
      axe: await seriousViolations(page),
      offline: null,
      offlineMs: Number.NaN,
      checked: shows(page)
        .map(([what]) => what)
        .join(', '),
    });
  }

  await context.setOffline(true);
  for (const [i, { path, shows }] of pages.entries()) {
    const finding = findings[i];
    const started = performance.now();
    try {
      const answer = await page.goto(path);
      if (!answer?.fromServiceWorker()) finding.offline = 'not served by the service worker';
      else finding.offline = await missing(page, shows(page)).then((absent) => (absent ? `does not show ${absent}` : null));
      finding.offlineMs = performance.now() - started;
    } catch (error) {
      finding.offline = `browser error page (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
    }
  }
  await context.close();

  console.log('Player pages at 390 × 844, signed in as a player: axe-core online (serious + critical), then offline from the service worker');
  console.log(`  ${'page'.padEnd(12)} ${'axe'.padStart(3)}  offline`);
  for (const f of findings) {
    const offline = f.offline ? `no: ${f.offline}` : `yes in ${Math.round(f.offlineMs)} ms`;
    console.log(`  ${f.page.padEnd(12)} ${String(f.axe.length).padStart(3)}  ${offline} (checked ${f.checked})`);
    for (const violation of f.axe) console.log(`      ${violation}`);
  }
  const offlineFailures = findings.filter((f) => f.offline !== null).length;
  const axeFindings = findings.reduce((sum, f) => sum + f.axe.length, 0);
  for (const error of pageErrors) console.log(`  page error: ${error.message}`);
  for (const refused of cspViolations) console.log(`  refused by the Content-Security-Policy: ${refused}`);
  failed = offlineFailures > 0 || axeFindings > 0;
  console.log(
    `${failed ? 'FAIL' : 'PASS'}: ${findings.length - offlineFailures} of ${findings.length} pages open offline; ${axeFindings} serious or critical accessibility findings`,
  );
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exitCode = 1;
