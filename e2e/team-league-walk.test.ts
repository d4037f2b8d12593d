import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatPoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { confirmInPopup, horizontalOverflow, openTab, PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

/** Where the walk's screenshots at 390 px go for a person to look at (KINGSIDE_WALK_SHOTS, else the system's temporary directory). */
const SHOTS = process.env.KINGSIDE_WALK_SHOTS ?? path.join(tmpdir(), 'kingside-team-league-walk');

const person = (name: string, email: string): Person => ({ name, email, password: 'league-night-12', role: 'player' });
const organiser: Person = { ...person('Owen Organiser', 'owen@county.example'), role: 'organiser' };
const cara = person('Cara Captain', 'cara@county.example');
const dan = person('Dan Captain', 'dan@county.example');
/** Players with accounts: Ivy joins Alekhine as a reserve, Jay joins Botvinnik, Kim is Capablanca's fourth board. */
const ivy = person('Ivy Reserve', 'ivy@county.example');
const jay = person('Jay Reserve', 'jay@county.example');
const kim = person('Kim Fourth', 'kim@county.example');

/** Twelve teams, strongest first: Alekhine is team 1, Botvinnik 2, Capablanca 7 (round 1 pairs 1–7). */
const TEAMS = ['Alekhine', 'Botvinnik', 'Euwe', 'Fischer', 'Karpov', 'Lasker', 'Capablanca', 'Morphy', 'Petrosian', 'Smyslov', 'Spassky', 'Tal'];
const CAPABLANCA = 6;
const ratingOf = (team: number, board: number) => 2400 - 40 * team - 10 * board;

/** The league's sheet, as a club secretary fills it: Name, Rating, Team and Board; Capablanca has three, its fourth joins by link. */
function leagueSheet(): Buffer {
  const lines = ['Name,Rating,Team,Board'];
  for (const [team, name] of TEAMS.entries())
    for (let board = 1; board <= (team === CAPABLANCA ? 3 : 4); board++) lines.push(`"${name} ${board}, Player",${ratingOf(team, board)},${name},${board}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

interface Envelope<T> {
  data: T;
}
interface Match {
  table: number;
  white: { id: string; name: string };
  black: { id: string; name: string } | null;
  pairingAllocatedBye: boolean;
  result: { white: { matchPoints: number; gamePoints: number }; black: { matchPoints: number; gamePoints: number } | null } | null;
  boards: { board: number; white: { name: string } | null; black: { name: string } | null; result: string | null }[];
}
interface PairingRow {
  board: number;
  kind: string;
  result: string | null;
  player: { name: string };
  opponent: { name: string } | null;
}

/**
 * A phone, signed in when a token is given, whose console errors, failed requests and API answers of 400 and above
 * are collected in `problems`: the walk expects none of them on any page.
 */
async function phone(problems: string[], token?: string): Promise<Page> {
  const { page, context } = await kingside.visit(PHONE);
  if (token) await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  watch(page, problems);
  return page;
}

function watch(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${page.url()}: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A request the browser gives up on when the page moves on (the live stream's, a prefetch) is not a failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${page.url()}: failed ${request.url()}: ${request.failure()?.errorText}`);
  });
}

async function fits(page: Page, step: string): Promise<void> {
  expect(await horizontalOverflow(page), `${step}: ${page.url()}`).toBe(0);
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-screen.png` });
}

describe('a 12-team league walked at 390 px', () => {
  it('is created and uploaded by the organiser, lined up by two captains, paired, confirmed by players, followed live, and pairs a bye once a team withdraws', async () => {
    const problems: string[] = [];
    const token = await kingside.register(organiser);
    const [caraToken, danToken, ivyToken, jayToken, kimToken] = await Promise.all([cara, dan, ivy, jay, kim].map((who) => kingside.register(who)));

    // 1. The organiser creates the league through the form: a team Swiss of four boards.
    const o = await phone(problems, token);
    await o.goto('/admin/create-tournament');
    await o.getByLabel('Name', { exact: true }).fill('County League 2027');
    await o.getByLabel('System').click();
    await o.locator('.ant-select-item-option', { hasText: 'Team Swiss (FIDE C.04.6)' }).click();
    await expect.poll(() => o.getByLabel('Boards per match').inputValue()).toBe('4');
    await fits(o, 'create form');
    await o.getByRole('button', { name: 'Create tournament' }).click();
    await o.waitForURL(/\/admin\/tournament\/[0-9a-f-]{36}$/);
    const id = new URL(o.url()).pathname.split('/').at(-1) ?? '';

    // 2. The 47 players of the twelve teams from one sheet in the Players tab: its Team and Board columns make the teams and rosters.
    await openTab(o, 'Players (0)');
    await o
      .getByRole('tabpanel', { name: /Players/ })
      .getByRole('button', { name: 'Upload players' })
      .click();
    const upload = o.locator('.ant-modal').filter({ hasText: 'Upload players' });
    await upload.locator('input[type=file]').setInputFiles({ name: 'county-league.csv', mimeType: 'text/csv', buffer: leagueSheet() });
    await upload.locator('.ant-alert-success').filter({ hasText: '47 players ready to upload' }).waitFor();
    await fits(o, 'upload preview');
    await shot(o, 'o1-upload-preview');
    await upload.getByRole('button', { name: 'Save 47 players' }).click();
    await toast(o, '47 players uploaded').waitFor();
    await upload.waitFor({ state: 'hidden' });

    // The captains of two teams, typed in the Teams tab.
    await openTab(o, 'Teams');
    await o.getByText('12 teams, 4 boards per match').waitFor();
    for (const [team, captain] of [
      ['Alekhine', cara],
      ['Botvinnik', dan],
    ] as const) {
      const card = o.locator('.ant-card').filter({ has: o.getByText(team, { exact: true }) });
      await card.getByRole('button', { name: 'Edit' }).click();
      const dialog = o.getByRole('dialog');
      await dialog.getByLabel('Captain’s email').fill(captain.email);
      await dialog.getByRole('button', { name: 'Save team' }).click();
      await card.getByText(`Captain: ${captain.name}`).waitFor();
    }
    await fits(o, 'teams tab');
    await shot(o, 'o2-teams');
    const managed = await kingside.api<Envelope<{ teams: { id: string; name: string; pairingNumber: number }[] }>>(
      'GET',
      `/api/tournament/${id}/teams/managed`,
      { token },
    );
    const teamId = (name: string) => managed.data.teams.find((t) => t.name === name)?.id ?? '';
    expect(managed.data.teams.map((t) => t.name)).toEqual(TEAMS);

    // 3. Players with accounts join by the captains' links: Cara makes hers on her phone and Ivy opens it; Kim's comes
    // from the organiser and Jay's from Dan (through the API: the joining is the same).
    const caraPhone = await phone(problems, caraToken);
    await caraPhone.goto('/my-teams');
    await caraPhone.getByText('Alekhine', { exact: true }).click();
    await caraPhone.getByRole('button', { name: 'Make an invitation link' }).click();
    const link = await caraPhone.getByLabel('Invitation link').inputValue();
    const ivyPhone = await phone(problems, ivyToken);
    await ivyPhone.goto(new URL(link).pathname);
    await ivyPhone.getByRole('button', { name: 'Join Alekhine' }).click();
    await ivyPhone.waitForURL(/\/my-teams\//);
    await fits(ivyPhone, 'joined');
    const kimLink = await kingside.api<Envelope<{ path: string }>>('POST', `/api/tournament/${id}/teams/${teamId('Capablanca')}/invitations`, { token });
    const kimPhone = await phone(problems, kimToken);
    await kimPhone.goto(kimLink.data.path);
    await kimPhone.getByRole('button', { name: 'Join Capablanca' }).click();
    await kimPhone.waitForURL(/\/my-teams\//);
    const jayLink = await kingside.api<Envelope<{ path: string }>>('POST', `/api/tournament/${id}/teams/${teamId('Botvinnik')}/invitations`, {
      token: danToken,
    });
    await kingside.api('POST', `/api/team-invitations/${jayLink.data.path.split('/').at(-1)}/accept`, { token: jayToken, body: {} });

    // 4. The organiser pairs round 1: twelve teams, six matches, Alekhine against Capablanca.
    await o.reload();
    await openTab(o, 'Rounds & results');
    await confirmInPopup(o, o.getByRole('button', { name: 'Pair round 1' }).first(), 'Pair round 1');
    await toast(o, 'Round 1 paired').waitFor();
    const paired = await kingside.api<Envelope<{ matches: Match[] }>>('GET', `/api/tournament/${id}/rounds/1/matches`);
    expect(paired.data.matches).toHaveLength(6);
    const first = paired.data.matches.find((m) => m.white.name === 'Alekhine' || m.black?.name === 'Alekhine');
    expect([first?.white.name, first?.black?.name].sort()).toEqual(['Alekhine', 'Capablanca']);
    const table = first?.table ?? 0;
    await fits(o, 'round 1 paired');

    // 5. The captains on their phones: Cara plays her reserve Ivy instead of her fourth player; Dan leaves out his third
    // and fourth and plays his reserve Jay, three players, so board 4 is empty. The other ten teams keep the default lineup.
    await caraPhone.reload();
    await caraPhone.getByText('You can change the lineup until the arbiter publishes the round.').waitFor();
    const caraLineup = caraPhone.getByLabel('Lineup of Alekhine');
    await caraLineup.getByRole('checkbox').nth(3).uncheck();
    await caraLineup.getByRole('checkbox').nth(4).check();
    await caraPhone.getByText('4 of 4 boards filled').waitFor();
    await fits(caraPhone, 'Cara’s lineup');
    await caraPhone.getByRole('button', { name: 'Submit lineup' }).click();
    await caraPhone.getByRole('button', { name: 'Submit lineup' }).and(caraPhone.locator(':disabled')).waitFor();
    await shot(caraPhone, '1-captain-lineup');

    const danPhone = await phone(problems, danToken);
    await danPhone.goto(`/my-teams/${id}/${teamId('Botvinnik')}`);
    const danLineup = danPhone.getByLabel('Lineup of Botvinnik');
    await danLineup.getByRole('checkbox').nth(3).uncheck();
    await danLineup.getByRole('checkbox').nth(2).uncheck();
    await danLineup.getByRole('checkbox').nth(4).check();
    await danPhone.getByText('3 of 4 boards filled: board 4 lost by forfeit.').waitFor();
    await danPhone.getByRole('button', { name: 'Submit lineup' }).click();
    await danPhone.getByRole('button', { name: 'Submit lineup' }).and(danPhone.locator(':disabled')).waitFor();
    await fits(danPhone, 'Dan’s lineup');
    await shot(danPhone, '2-captain-lineup-empty-board');

    // 6. The organiser sees both lineups as the captains' and publishes: the boards exist, Botvinnik's board 4 is a forfeit; the round starts.
    await o.reload();
    await openTab(o, 'Rounds & results');
    await expect.poll(() => o.getByText(/^Captain (Cara|Dan) Captain/).count()).toBe(2);
    await confirmInPopup(o, o.getByRole('button', { name: 'Publish lineups' }), 'Publish');
    await o.getByText('lineups published').waitFor();
    await o.getByRole('button', { name: 'Start round 1' }).click();
    await o.getByRole('link', { name: 'Enter results' }).first().waitFor();
    await fits(o, 'round 1 published');
    await shot(o, 'o3-round-1-published');
    const sheet = await kingside.api<Envelope<{ rows: PairingRow[] }>>('GET', `/api/tournament/get-pairings?round=1&tournamentId=${id}`, {});
    const forfeit = sheet.data.rows.filter((row) => row.kind === 'forfeit_win');
    expect(forfeit).toHaveLength(1);
    const games = sheet.data.rows.filter((row) => row.kind === 'game');
    expect(games).toHaveLength(23);
    const boardOf = (name: string) => games.find((row) => row.player.name === name || row.opponent?.name === name)?.board ?? 0;

    // 7. A spectator has the round's matches and the team standings open, and reloads neither.
    const spectator = await kingside.visit(PHONE);
    watch(spectator.page, problems);
    const pairings = spectator.page;
    await pairings.goto(`/tournaments/${id}/pairings/1`);
    const match = pairings.getByRole('article', { name: `Table ${table}` });
    await match.getByTestId('match-score').getByText('playing').waitFor();
    const standings = await spectator.context.newPage();
    watch(standings, problems);
    await standings.goto(`/tournaments/${id}/standings/1`);
    await standings.getByText('Round 1 is being played: no match has its result yet').waitFor();

    // 8. Ivy and Kim play each other on board 4 of table 1 and confirm 1-0 from the tournament's page; Jay confirms his
    // draw. Each is told their seat as the team pairings show it: the match's table and the board within the match.
    const published = await kingside.api<Envelope<{ matches: Match[] }>>('GET', `/api/tournament/${id}/rounds/1/matches`);
    const seatOf = (name: string, team: string) => {
      const at = published.data.matches.find((m) => m.boards.some((b) => b.white?.name === name || b.black?.name === name));
      const board = at?.boards.find((b) => b.white?.name === name || b.black?.name === name)?.board;
      return { table: at?.table, against: at?.white.name === team ? at.black?.name : at?.white.name, board };
    };
    for (const [page, name, team] of [
      [ivyPhone, ivy.name, 'Alekhine'],
      [kimPhone, kim.name, 'Capablanca'],
      [await phone(problems, jayToken), jay.name, 'Botvinnik'],
    ] as const) {
      await page.goto(`/tournaments/${id}`);
      const seat = seatOf(name, team);
      await page.getByRole('region', { name: 'Your game · round 1' }).getByText(`Table ${seat.table} against ${seat.against}, board ${seat.board}`).waitFor();
      if (name === jay.name) {
        // The tournament's Info says a league's scoring: match points and each board's, and teams left tied.
        await page.getByText('match points: win 2, draw 1, loss 0; each board: win 1, draw ½, loss 0').waitFor();
        await page.getByText(/Teams still tied after every tie-break/).waitFor();
        await shot(page, '9-player-tournament-page');
      }
      await page.getByRole('link', { name: 'Confirm the result' }).click();
      await page.waitForURL(new RegExp(`/board/1/${boardOf(name)}$`));
      await page.getByRole('heading', { name: `Table ${seat.table}, board ${seat.board} — round 1` }).waitFor();
      await page.getByText('— you').waitFor();
      await page.getByRole('button', { name: name === jay.name ? '½-½: Draw' : '1-0: White won' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /confirmed/ })
        .first()
        .waitFor();
      await fits(page, `${name}’s board`);
      if (name !== ivy.name) await shot(page, `8-player-confirms-${name.split(' ')[0]}`);
    }
    await ivyPhone.getByRole('status').getByText('You both confirmed 1-0').first().waitFor();

    // 9. The arbiter accepts the board both confirmed and enters Jay's and two more by tapping (the score page at 390 px);
    // the other 18 boards go in through the API.
    const ivyBoard = boardOf(ivy.name);
    const jayBoard = boardOf(jay.name);
    await o.goto(`/score-update/${id}/1`);
    // The boards of a match follow its heading: the table and the teams, as the pairings show them.
    await o.getByRole('heading', { name: `Table ${table}: ${first?.white.name} – ${first?.black?.name}` }).waitFor();
    expect(await o.getByRole('heading', { name: /^Table \d+: / }).count()).toBe(6);
    // Botvinnik's empty board leaves its opponent's player without a game, won by forfeit.
    await o.getByText(/^Not playing: .+ — won by forfeit \(empty board\)$/).waitFor();
    const claims = o.getByLabel('Confirmed by the players');
    await claims.getByRole('button', { name: `Accept 1-0 on board ${ivyBoard}` }).click();
    await o.getByLabel(`Board ${ivyBoard}`, { exact: true }).getByText('Saved: 1-0').waitFor();
    await o.getByRole('button', { name: `Board ${jayBoard}: Draw (1/2-1/2)` }).click();
    await o.getByLabel(`Board ${jayBoard}`, { exact: true }).getByText('Saved: ½-½').waitFor();
    const byHand = games.filter((row) => row.board !== ivyBoard && row.board !== jayBoard).slice(0, 2);
    for (const row of byHand) {
      await o.getByRole('button', { name: `Board ${row.board}: White won (1-0)` }).click();
      await o.getByLabel(`Board ${row.board}`, { exact: true }).getByText('Saved: 1-0').waitFor();
    }
    await fits(o, 'score page');
    await shot(o, 'o4-score-page');
    const rest = games.filter((row) => ![ivyBoard, jayBoard, ...byHand.map((r) => r.board)].includes(row.board));
    await kingside.api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, {
      token,
      body: { results: rest.map((row, i) => ({ board: row.board, result: (['1-0', '1/2-1/2', '0-1'] as const)[i % 3] })) },
    });

    // 10. The spectator's pages follow: the match's score and the standings, as the server has them.
    const scored = await kingside.api<Envelope<{ matches: Match[] }>>('GET', `/api/tournament/${id}/rounds/1/matches`);
    const result = scored.data.matches.find((m) => m.table === table)?.result;
    if (!result?.black) throw new Error(`Table ${table} has no result: ${JSON.stringify(result)}`);
    const score = `${formatPoints(result.white.gamePoints)} – ${formatPoints(result.black.gamePoints)}`;
    await expect.poll(() => match.getByTestId('match-score').textContent(), { timeout: 20_000 }).toBe(score);
    // Botvinnik's empty board 4: won by forfeit by the player present.
    const botvinnik = scored.data.matches.find((m) => m.white.name === 'Botvinnik' || m.black?.name === 'Botvinnik');
    await pairings
      .getByRole('article', { name: `Table ${botvinnik?.table}` })
      .getByText('empty board')
      .waitFor();
    const ranked = await kingside.api<Envelope<{ rows: { team: { name: string }; matchPoints: number }[] }>>('GET', `/api/tournament/${id}/team-standings`);
    const rows = standings.getByTestId('team-standings').locator('tbody tr');
    await expect.poll(() => rows.locator('td:nth-child(2) a').allTextContents(), { timeout: 20_000 }).toEqual(ranked.data.rows.map((r) => r.team.name));
    await standings.getByText('After round 1').waitFor();
    await fits(pairings, 'live pairings');
    await fits(standings, 'live standings');
    await shot(standings, '4-standings');
    await pairings.goto(`/tournaments/${id}/match/1/${table}`);
    await pairings.getByText('game points').first().waitFor();
    await fits(pairings, 'match page');
    await shot(pairings, '3-match-page');

    // 11. Tal withdraws before round 2 (Teams tab): eleven teams, so one has the pairing-allocated bye.
    await o.goto(`/admin/tournament/${id}`);
    await openTab(o, 'Teams');
    const tal = o.locator('.ant-card').filter({ has: o.getByText('Tal', { exact: true }) });
    await confirmInPopup(o, tal.getByRole('button', { name: 'Withdraw' }), 'OK');
    await tal.getByText('Withdrawn').waitFor();
    await openTab(o, 'Rounds & results');
    await confirmInPopup(o, o.getByRole('button', { name: 'Pair round 2' }).first(), 'Pair round 2');
    await toast(o, 'Round 2 paired').waitFor();
    const second = await kingside.api<Envelope<{ matches: Match[] }>>('GET', `/api/tournament/${id}/rounds/2/matches`);
    expect(second.data.matches).toHaveLength(6);
    const bye = second.data.matches.find((m) => m.pairingAllocatedBye);
    expect(bye?.black).toBeNull();
    expect(second.data.matches.some((m) => m.white.name === 'Tal' || m.black?.name === 'Tal')).toBe(false);

    // The spectator reads the bye in words: before the lineups, when its points show; once published, what it is worth.
    await pairings.goto(`/tournaments/${id}/pairings/2`);
    const byeCard = pairings.getByRole('article', { name: `Table ${bye?.table}` });
    await byeCard.getByText('Pairing-allocated bye: its points show once the arbiter publishes the lineups.').waitFor();
    await fits(pairings, 'round 2 paired');
    await shot(pairings, '5-pairings-round-2');
    await confirmInPopup(o, o.getByRole('button', { name: 'Publish lineups' }), 'Publish');
    await o.getByText('lineups published').waitFor();
    const secondPublished = await kingside.api<Envelope<{ matches: Match[] }>>('GET', `/api/tournament/${id}/rounds/2/matches`);
    // C.04.6 art. 1.4 by default: a drawn match, 1 match point of the 2 a win gives and half the four boards.
    expect(secondPublished.data.matches.find((m) => m.pairingAllocatedBye)?.result).toEqual({ white: { matchPoints: 1, gamePoints: 2 }, black: null });
    await byeCard.getByText('Pairing-allocated bye: 1 match point and 2 game points, without playing.').waitFor();
    await fits(pairings, 'round 2 published');
    await shot(pairings, '6-pairings-bye');
    await pairings.goto(`/tournaments/${id}/team/${bye?.white.id}`);
    await pairings.getByText('Roster').first().waitFor();
    // Each player of its roster: U in round 2, as the page's key says.
    await expect.poll(() => pairings.getByRole('cell', { name: 'U', exact: true }).count()).toBe(4);
    await fits(pairings, 'the bye team’s page');
    await shot(pairings, '7-bye-team-page');

    expect(problems).toEqual([]);
  });
});
