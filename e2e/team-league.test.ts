import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Person } from './support/accounts.js';
import { confirmInPopup, horizontalOverflow, openTab, PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Lena League', email: 'lena@league.example', password: 'team-swiss-2026', role: 'organiser' };
const captains: Person[] = [
  { name: 'Cara Captain', email: 'cara@league.example', password: 'captain-cara-1', role: 'player' },
  { name: 'Dan Captain', email: 'dan@league.example', password: 'captain-dan-22', role: 'player' },
];
const TEAMS = ['Kings Rooks', 'Queens Gambit', 'Knights Errant', 'Bishops Move', 'Pawn Stars'];

/** A signed-in phone: the token stored as the app keeps it. */
async function phoneOf(token: string): Promise<Page> {
  const { page, context } = await kingside.visit(PHONE);
  await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  return page;
}

describe('a team league on phones', () => {
  it('is created and entered by the organiser, lined up by two captains, paired with a bye and published with a forfeited board', async () => {
    const token = await kingside.register(organiser);
    const captainTokens = await Promise.all(captains.map((c) => kingside.register(c)));
    const page = await phoneOf(token);

    // The organiser creates the league at 390 px: a team Swiss of 4 boards.
    await page.goto('/admin/create-tournament');
    await page.getByLabel('Name', { exact: true }).fill('County League');
    await page.getByLabel('System').click();
    await page.locator('.ant-select-item-option', { hasText: 'Team Swiss (FIDE C.04.6)' }).click();
    await expect.poll(() => page.getByLabel('Boards per match').inputValue()).toBe('4');
    await page.getByRole('button', { name: '3 / 1 / 0' }).click();
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(/\/admin\/tournament\//);
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const created = await kingside.api<{ data: { boards: number; teamScoring: { matchPoints: { win: number } } } }>('GET', `/api/tournament/${id}`, { token });
    expect(created.data.boards).toBe(4);
    expect(created.data.teamScoring.matchPoints.win).toBe(3);

    // Two teams through the Teams tab, the other three through the API; 20 players, four a team.
    await openTab(page, 'Teams');
    for (const [k, name] of TEAMS.slice(0, 2).entries()) {
      await page.getByRole('button', { name: 'Add a team' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Team name').fill(name);
      await dialog.getByLabel('Captain’s email').fill(captains[k].email);
      await dialog.getByRole('button', { name: 'Add team' }).click();
      await expect.poll(() => page.getByText(name, { exact: true }).count()).toBeGreaterThan(0);
    }
    for (const name of TEAMS.slice(2)) await kingside.api('POST', `/api/tournament/${id}/teams`, { token, body: { name } });
    const entries: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const added = await kingside.api<{ data: { uuid: string } }>('POST', `/api/players/add-player/${id}`, {
        token,
        body: { name: `Player ${String(i).padStart(2, '0')}`, rating: 2300 - i * 10 },
      });
      entries.push(added.data.uuid);
    }
    const teams = await kingside.api<{ data: { teams: { id: string; name: string }[] } }>('GET', `/api/tournament/${id}/teams/managed`, { token });
    for (const [k, name] of TEAMS.entries()) {
      const team = teams.data.teams.find((t) => t.name === name);
      await kingside.api('PUT', `/api/tournament/${id}/teams/${team?.id}/roster`, { token, body: { entryIds: entries.slice(k * 4, k * 4 + 4) } });
    }

    // The organiser pairs round 1: five teams, so one gets the pairing-allocated bye.
    await page.reload();
    await openTab(page, 'Rounds & results');
    await confirmInPopup(page, page.getByRole('button', { name: 'Pair round 1' }).first(), 'Pair round 1');
    await toast(page, 'Round 1 paired').waitFor();
    await page.getByText('pairing-allocated bye').waitFor();

    // Each captain, on their own phone, sets the lineup; the second leaves board 4 empty.
    for (const [k, captainToken] of captainTokens.entries()) {
      const phone = await phoneOf(captainToken);
      await phone.goto('/my-teams');
      await phone.getByText(TEAMS[k], { exact: true }).click();
      await phone.getByText('You can change the lineup until the arbiter publishes the round.').waitFor();
      // The first keeps the top four (a default lineup, submitted as the captain's own).
      if (k === 1) await phone.getByRole('checkbox').nth(3).uncheck();
      await phone.getByRole('button', { name: 'Submit lineup' }).click();
      await phone.getByRole('button', { name: 'Submit lineup' }).and(phone.locator(':disabled')).waitFor();
      expect(await horizontalOverflow(phone)).toBe(0);
    }

    // The arbiter sees who set each lineup, and publishes: the boards appear, the empty one won by forfeit.
    await page.reload();
    await openTab(page, 'Rounds & results');
    await expect.poll(() => page.getByText('Set by captain').count()).toBeGreaterThanOrEqual(1);
    await confirmInPopup(page, page.getByRole('button', { name: 'Publish lineups' }), 'Publish');
    await page.getByText('lineups published').waitFor();
    const round = await kingside.api<{ data: { rows: { kind: string }[] } }>('GET', `/api/tournament/get-pairings?round=1&tournamentId=${id}`, {});
    expect(round.data.rows.some((row) => row.kind === 'forfeit_win')).toBe(true);
    expect(round.data.rows.some((row) => row.kind === 'pairing_bye')).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
