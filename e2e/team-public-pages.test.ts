import { beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, hydrated, PHONE } from './support/browser.js';
import type { Person } from './support/accounts.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();
const organiser: Person = { name: 'Tess Teams', email: 'tess@league.example', password: 'scotch-game-9', role: 'organiser' };

interface Envelope<T> {
  data: T;
}
interface Match {
  table: number;
  white: { name: string; shortName: string };
  black: { name: string; shortName: string } | null;
  boards: { board: number; result: string | null }[];
}

const TEAMS = ['Hastings', 'Brighton', 'Lewes', 'Eastbourne', 'Worthing'];
const RESULTS = ['1-0', '1/2-1/2', '0-1', '1-0'];
let id = '';
let firstTeamId = '';
let standingsOrder: string[] = [];

beforeAll(async () => {
  // A team Swiss of five teams of four boards (and a reserve each), round 1 paired, its lineups published and every board scored: one team has the bye.
  const token = await kingside.register(organiser);
  const created = await kingside.api<Envelope<{ id: string }>>('POST', '/api/tournament/create', {
    token,
    body: { name: 'Sussex Team League', system: 'team_swiss', rounds: 5, boards: 4, startDate: '2026-03-01' },
  });
  id = created.data.id;
  for (const [i, name] of TEAMS.entries()) {
    const team = await kingside.api<Envelope<{ id: string }>>('POST', `/api/tournament/${id}/teams`, { token, body: { name } });
    if (i === 0) firstTeamId = team.data.id;
    const entryIds: string[] = [];
    for (let k = 0; k < 5; k++) {
      const player = await kingside.api<Envelope<{ uuid: string }>>('POST', `/api/players/add-player/${id}`, {
        token,
        body: { name: `${name} Player ${k + 1}`, rating: 2300 - 60 * i - 40 * k },
      });
      entryIds.push(player.data.uuid);
    }
    await kingside.api('PUT', `/api/tournament/${id}/teams/${team.data.id}/roster`, { token, body: { entryIds } });
  }
  await kingside.api('GET', `/api/tournament/generate-pairing?round=1&tournamentId=${id}`, { token });
  await kingside.api('POST', `/api/tournament/${id}/rounds/1/lineups/publish`, { token });
  await kingside.api('POST', '/api/tournament/trigger-round-start', { token, body: { tournamentId: id } });
  const sheet = await kingside.api<Envelope<{ rows: { board: number; kind: string }[] }>>('GET', `/api/tournament/get-pairings?round=1&tournamentId=${id}`, {
    token,
  });
  const games = sheet.data.rows.filter((row) => row.kind === 'game');
  await kingside.api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, {
    token,
    body: { results: games.map((row, i) => ({ board: row.board, result: RESULTS[i % RESULTS.length] })) },
  });
  const standings = await kingside.api<Envelope<{ rows: { team: { name: string } }[] }>>('GET', `/api/tournament/${id}/team-standings`);
  standingsOrder = standings.data.rows.map((row) => row.team.name);
});

describe('a team event read on a 390 px phone', () => {
  it('shows the round as matches: teams, match score and each board with its result; the bye; no sideways scrolling', async () => {
    const matches = await kingside.api<Envelope<{ matches: Match[] }>>('GET', `/api/tournament/${id}/rounds/1/matches`);
    const played = matches.data.matches.find((m) => m.black !== null);
    if (!played) throw new Error('Round 1 has no match');
    const { page, pageErrors } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${id}/pairings/1`);
    const table = page.getByRole('article', { name: `Table ${played.table}` });
    await hydrated(table);
    await expect.poll(() => table.getByTestId('match-score').textContent()).toContain(' – ');
    await expect.poll(() => table.locator('tbody tr').first().textContent()).toMatch(/1-0|½-½|0-1/);
    expect(await page.getByText('pairing-allocated bye').count()).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('ranks the teams as the server does, each tie-break explained', async () => {
    const { page } = await kingside.visit(PHONE);
    await page.goto(`/tournaments/${id}/standings/1`);
    const rows = page.getByTestId('team-standings').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(TEAMS.length);
    const shown = await rows.locator('td:nth-child(2) a').allTextContents();
    expect(shown).toEqual(standingsOrder);
    expect(await page.getByRole('region', { name: 'How ties are broken' }).textContent()).toContain('Teams are ranked by match points');
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('opens the teams, a team’s page, a match’s page, the crosstable, the board standings and why these matches without sideways scrolling', async () => {
    const { page, pageErrors } = await kingside.visit(PHONE);
    for (const [path, text] of [
      [`/tournaments/${id}/teams`, 'Hastings Player 5'],
      [`/tournaments/${id}/team/${firstTeamId}`, 'Roster'],
      [`/tournaments/${id}/match/1/1`, 'game points'],
      [`/tournaments/${id}/crosstable`, 'R1'],
      [`/tournaments/${id}/boards`, 'Board 4'],
      [`/tournaments/${id}/pairings/1/why-matches`, 'Pairing-allocated bye'],
    ] as const) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      expect(await horizontalOverflow(page), path).toBe(0);
    }
    expect(pageErrors).toEqual([]);
  });
});
