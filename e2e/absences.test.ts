import { describe, expect, it } from 'vitest';
import { endpoints, UNPAIRED_LABELS, WARNING_LEVEL_TITLES } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import type { Locator } from 'playwright-core';
import { answerTo, openTab, tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Abe Arbiter', email: 'abe@absences.example', password: 'kings-indian-9', role: 'organiser' };
const players: [name: string, rating: number][] = [
  ['Arden, Amy', 2250],
  ['Brook, Ben', 2200],
  ['Croft, Cal', 2150],
  ['Drake, Dee', 2100],
  ['Ennis, Eli', 2050],
  ['Frost, Fay', 2000],
];
const absent = ['Brook, Ben', 'Ennis, Eli'];

describe('Absences and byes', () => {
  it('Absences: the arbiter marks two players absent for a round, pairs it, and neither is on a board: both have their zero-point bye', async () => {
    const token = await kingside.register(organiser);
    const created = await kingside.call(endpoints.tournaments.create, {
      token,
      body: { name: 'Absences Open', system: 'dutch', rounds: 3, initialColour: 'w' },
    });
    const id = created.data.id;
    for (const [name, rating] of players) await kingside.call(endpoints.players.add, { token, params: { tournamentId: id }, body: { name, rating } });

    // No check-in in this tournament: the arbiter opens the sheet and marks the two players who sent word.
    const { page, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${id}`);
    await openTab(page, 'Rounds & results');
    const rounds = page.getByRole('tabpanel', { name: /^Rounds & results/ });
    const panel = rounds.getByRole('region', { name: 'Check-in' });
    await panel.getByText('Nobody is marked absent from round 1.').waitFor();
    await panel.getByRole('button', { name: 'Mark absences for round 1' }).click();
    for (const name of absent) {
      await panel.getByRole('button', { name: `Mark absent: ${name}` }).click();
      await toast(page, `${name} is absent from round 1: not paired, a zero-point bye`).waitFor();
    }
    await panel.getByText(`Absent from round 1 (not paired, a zero-point bye): ${absent.join(', ')}.`).waitFor();
    const sheet = Object.fromEntries((await tableRows(panel)).map((cells) => [cells[1], cells[2]]));
    expect(sheet).toEqual(Object.fromEntries(players.map(([name]) => [name, absent.includes(name) ? 'Absent (zero-point bye) (arbiter)' : 'To be paired'])));
    await panel.getByRole('button', { name: 'Done marking absences' }).click();

    const next = rounds.getByRole('region', { name: 'Next step' });
    await next.getByRole('button', { name: 'Pair round 1' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Pair round 1' }).click();
    await toast(page, 'Round 1 paired').waitFor();

    // The published pairing: two boards of the four present players, the absent two each on a zero-point bye line.
    await page.goto(`/tournaments/${id}/pairings/1`);
    const table = page.locator('main');
    await expect.poll(async () => (await tableRows(table)).length).toBe(4);
    const rows = await tableRows(table);
    const boards = rows.filter((cells) => cells[0] !== '');
    expect(boards).toHaveLength(2);
    for (const name of absent) {
      expect(boards.some((cells) => cells.some((cell) => cell.includes(name)))).toBe(false);
      const line = rows.filter((cells) => cells.some((cell) => cell.includes(name)));
      expect(line).toHaveLength(1);
      expect(line[0][2]).toBe(UNPAIRED_LABELS.zero_point_bye.name);
    }
    const seated = boards.flatMap((cells) => [cells[1], cells[3]]).join(' ');
    for (const [name] of players.filter(([name]) => !absent.includes(name))) expect(seated).toContain(name);
    expect(pageErrors).toEqual([]);
  });

  it('Byes in FIDE mode: a half-point bye beyond the limit is confirmed in the warning dialog, a full-point bye acknowledged', async () => {
    const token = await kingside.register({ ...organiser, email: 'abe@byes.example' });
    const created = await kingside.call(endpoints.tournaments.create, { token, body: { name: 'Byes Open', system: 'dutch', rounds: 4, initialColour: 'w' } });
    const id = created.data.id;
    for (const [name, rating] of players.slice(0, 4))
      await kingside.call(endpoints.players.add, { token, params: { tournamentId: id }, body: { name, rating } });
    await kingside.call(endpoints.checkIn.settings, {
      token,
      params: { id },
      body: { required: false, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 1 },
    });

    const { page, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${id}`);
    await openTab(page, 'Players (4)');
    // The rounds are listed as "Round n"; the list filters on the number typed.
    const pickRound = async (select: Locator, round: number) => {
      await select.fill(String(round));
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: `Round ${round}` })
        .first()
        .click();
    };
    const edit = async () => {
      await page.getByRole('button', { name: 'Edit Arden, Amy' }).click();
      return page.getByRole('dialog', { name: 'Edit Arden, Amy' });
    };
    // Two half-point byes, the limit being one: the dialog asks, and the byes are saved once confirmed.
    let form = await edit();
    const halfByes = form.getByLabel('Half-point byes requested');
    await pickRound(halfByes, 1);
    await pickRound(halfByes, 2);
    await form.getByRole('button', { name: 'Save player' }).click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: WARNING_LEVEL_TITLES[3] });
    await confirm.getByText("Arden, Amy would have 2 half-point byes, beyond this tournament's limit of 1 per player").waitFor();
    const granted = answerTo(page, '/api/players/update-player-info/', (body) => body.includes('"confirmation"'));
    await confirm.getByRole('button', { name: 'Grant the byes' }).click();
    expect(await granted).toEqual({ status: 200, message: 'Player updated' });
    await form.waitFor({ state: 'hidden' });

    // A full-point bye: saved, then acknowledged.
    form = await edit();
    await pickRound(form.getByLabel('Full-point byes'), 3);
    await form.getByRole('button', { name: 'Save player' }).click();
    const warning = page.locator('.ant-modal-confirm', { hasText: WARNING_LEVEL_TITLES[2] });
    await warning.getByText('FIDE discourages full-point byes').waitFor();
    await warning.getByRole('button', { name: 'Acknowledge' }).click();

    const listed = (await kingside.call(endpoints.players.entries, { token, params: { tournamentId: id } })).data;
    expect(listed.find((p) => p.name === 'Arden, Amy')).toMatchObject({ byes: [1, 2], fullPointByes: [3] });
    expect(pageErrors).toEqual([]);
  });
});
