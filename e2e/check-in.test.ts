import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { endpoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { horizontalOverflow, PHONE, tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const password = 'kings-indian-5';
const organiser: Person = { name: 'Ola Arbiter', email: 'ola@check-in.example', password, role: 'organiser' };
const players: Person[] = ['Ames, Ann', 'Bell, Bo', 'Cole, Cy', 'Dunn, Di', 'Esk, Ed'].map((name, i) => ({
  name,
  email: `player${i + 1}@check-in.example`,
  password,
  role: 'player',
}));

/** Uncaught script errors of every page the test opened; it expects none. */
const pageErrors: Error[] = [];

/** A phone, signed in with the token. */
async function phone(token: string): Promise<Page> {
  const opened = await kingside.visit(PHONE);
  await opened.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  opened.page.on('pageerror', (error) => pageErrors.push(error));
  return opened.page;
}

/** A tab of the admin page, chosen; on a phone the tab bar slides as one is chosen, so a tap may land mid-slide. */
async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect.poll(async () => (await tab.click(), await tab.getAttribute('aria-selected'))).toBe('true');
  return page.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
}

describe('check-in before a round, on phones', () => {
  it('players check in and ask for a bye on their phones; the arbiter closes; the absent player gets a zero-point bye and is not paired', async () => {
    const token = await kingside.register(organiser);
    const created = await kingside.call(endpoints.tournaments.create, {
      token,
      body: { name: 'Check-in Open', rounds: 3, initialColour: 'w', enable_registration: true },
    });
    const id = created.data.id;
    const tokens: string[] = [];
    const entryIds: string[] = [];
    for (const [i, player] of players.entries()) {
      const playerToken = await kingside.register(player);
      const entered = await kingside.call(endpoints.players.register, { token: playerToken, params: { tournamentId: id }, body: { rating: 2000 - 100 * i } });
      tokens.push(playerToken);
      entryIds.push(entered.data.uuid);
    }

    // The arbiter, on a phone too: check-in required, one half-point bye per player from the phone, round 1's check-in opened.
    const arbiter = await phone(token);
    await arbiter.goto(`/admin/tournament/${id}`);
    const rounds = await openTab(arbiter, 'Rounds & results');
    const panel = rounds.getByRole('region', { name: 'Check-in' });
    await panel.getByRole('switch').click();
    await panel.getByLabel('Half-point byes a player may ask for').fill('1');
    await panel.getByRole('button', { name: 'Save check-in settings' }).click();
    await toast(arbiter, 'Check-in settings saved').waitFor();
    await panel.getByRole('button', { name: 'Open check-in for round 1' }).click();
    await toast(arbiter, 'Check-in for round 1 is open').waitFor();
    await panel.getByText('0 of 5 checked in').waitFor();

    // Ann checks in from the tournament page.
    const ann = await phone(tokens[0]);
    await ann.goto(`/tournaments/${id}`);
    const annCard = ann.getByRole('region', { name: 'Check-in · round 1' });
    await annCard.getByText('Check-in for round 1 is open.').waitFor();
    await annCard.getByRole('button', { name: 'Check in for round 1' }).click();
    await annCard.getByText('You are checked in for round 1.').waitFor();
    expect(await horizontalOverflow(ann)).toBe(0);

    // Bo asks for a half-point bye in round 1 (within the limit); a second one is not offered, and the API refuses it.
    const bo = await phone(tokens[1]);
    await bo.goto(`/tournaments/${id}`);
    const boCard = bo.getByRole('region', { name: 'Check-in · round 1' });
    await boCard.getByText('You may ask for 1 more half-point bye (at most 1 in the tournament).').waitFor();
    await boCard.getByRole('button', { name: 'Ask for a half-point bye in round 1' }).click();
    await boCard.getByText('You have a half-point bye in round 1: no need to check in.').waitFor();
    expect(await boCard.getByRole('button', { name: /Ask for a half-point bye/ }).count()).toBe(0);
    expect(await boCard.getByRole('button', { name: 'Check in for round 1' }).count()).toBe(0);
    const beyond = await kingside.request('PUT', `/api/tournament/check-in/entries/${entryIds[1]}/bye`, {
      token: tokens[1],
      body: { round: 2, requested: true },
    });
    expect(beyond).toMatchObject({
      status: 409,
      body: { message: 'You already have 1 half-point bye, the most this tournament allows (1); ask the arbiter' },
    });
    // Ann may not check Cy in.
    expect(await kingside.request('PUT', `/api/tournament/check-in/entries/${entryIds[2]}`, { token: tokens[0], body: { present: true } })).toMatchObject({
      status: 403,
    });

    // Cy checks in from his phone, Di tells the arbiter at the desk; Ed never comes. The arbiter's sheet follows live.
    await kingside.call(endpoints.checkIn.checkIn, { token: tokens[2], params: { entryId: entryIds[2] }, body: { present: true } });
    await panel.getByText('2 of 4 checked in').waitFor();
    await panel.getByRole('button', { name: `Mark in: ${players[3].name}` }).click();
    await panel.getByText('3 of 4 checked in').waitFor();
    const sheet = Object.fromEntries((await tableRows(panel)).map((cells) => [cells[1], cells[2]]));
    expect(sheet).toEqual({
      [players[0].name]: 'Checked in',
      [players[1].name]: 'Half-point bye',
      [players[2].name]: 'Checked in',
      [players[3].name]: 'Checked in (arbiter)',
      [players[4].name]: 'Not checked in',
    });
    expect(await horizontalOverflow(arbiter)).toBe(0);

    await panel.getByRole('button', { name: 'Close check-in for round 1' }).click();
    await toast(arbiter, 'Check-in for round 1 closed: 3 of 4 checked in').waitFor();
    await panel.getByText('Players not checked in are not paired in round 1: they get a zero-point bye.').waitFor();
    await annCard.getByText('Check-in for round 1 has closed.').waitFor();
    const ed = await phone(tokens[4]);
    await ed.goto(`/tournaments/${id}`);
    await ed
      .getByRole('region', { name: 'Check-in · round 1' })
      .getByText('You are not checked in, so you will not be paired in round 1. Ask the arbiter if you are here.')
      .waitFor();

    // Pairing: Ed is not paired and gets the zero-point bye, Bo his half-point bye; three players for the boards.
    const next = rounds.getByRole('region', { name: 'Next step' });
    await next.getByRole('button', { name: 'Pair round 1' }).click();
    await arbiter.locator('.ant-popconfirm').getByRole('button', { name: 'Pair round 1' }).click();
    await toast(arbiter, 'Round 1 paired').waitFor();
    const pairings = await kingside.call(endpoints.pairings.list, { query: { round: 1, tournamentId: id } });
    const kindOf = (entryId: string) => pairings.data.rows.find((row) => row.player.id === entryId || row.opponent?.id === entryId)?.kind;
    expect(kindOf(entryIds[4])).toBe('zero_point_bye');
    expect(kindOf(entryIds[1])).toBe('half_point_bye');
    expect(pairings.data.rows.filter((row) => row.kind === 'game')).toHaveLength(1);
    expect([entryIds[0], entryIds[2], entryIds[3]].map(kindOf).sort()).toEqual(['game', 'game', 'pairing_bye']);
    await ed.goto(`/tournaments/${id}/pairings/1`);
    const edsRow = ed.locator('tr').filter({ hasText: players[4].name });
    await edsRow.getByText('zero-point bye').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
