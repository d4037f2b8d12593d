import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpoints, type RoundPairings } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { answerTo, chooseOption, confirmInPopup, openTab, tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const arbiter: Person = { name: 'Ada Arbiter', email: 'ada@arbiters.example', password: 'catalan-opening-4', role: 'organiser' };

/** The FIDE rating report as the signed-in arbiter's browser downloads it. */
const exportedTrf = (page: Page, tournamentId: string) =>
  page.evaluate(async (id) => {
    const answer = await fetch(`/api/tournament/${id}/trf`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    return answer.text();
  }, tournamentId);

/** The warning dialog of one level, as the shared component titles it. */
const warning = (page: Page, title: string) => page.locator('.ant-modal-confirm').filter({ hasText: title });

describe('FIDE mode in the browser', () => {
  it('Manual pairing: an arbiter pairs a rematch by hand, confirms the level-3 warning, validates against the engine’s pairing (level 4), and the TRF export carries ### MPA @ Round 2', async () => {
    const token = await kingside.register(arbiter);
    const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
      token,
      body: { name: 'FIDE Mode Open', system: 'dutch', rounds: 3, initialColour: 'w' },
    });
    const id = created.data.id;
    for (const [name, rating] of [
      ['Anand, Asha', 2400],
      ['Bauer, Ben', 2300],
      ['Costa, Clara', 2200],
      ['Dutta, Dev', 2100],
    ] as const) {
      await kingside.api('POST', `/api/players/add-player/${id}`, { token, body: { name, rating } });
    }
    const round1 = await kingside.call(endpoints.pairings.generate, { token, query: { round: 1, tournamentId: id } });
    await kingside.api('POST', '/api/tournament/trigger-round-start', { token, body: { tournamentId: id } });
    await kingside.api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, {
      token,
      body: { results: round1.data.rows.map((row) => ({ board: row.board, result: '1-0' })) },
    });
    const round2 = await kingside.call(endpoints.pairings.generate, { token, query: { round: 2, tournamentId: id } });
    const met = round1.data.rows.map((row: RoundPairings['rows'][number]) => ({ white: row.player.name, black: row.opponent!.name }));

    const { page, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${id}`);
    await page.locator('.ant-tag', { hasText: /^FIDE mode$/ }).waitFor();
    await openTab(page, 'Rounds & results');
    const rounds = page.getByRole('tabpanel', { name: /^Rounds & results/ });
    await expect.poll(async () => (await tableRows(rounds)).length).toBe(2);

    // The explicit phase: boards change by hand only after "Edit pairings".
    expect(await rounds.getByRole('button', { name: /Remove the pairing/ }).count()).toBe(0);
    await rounds.getByRole('button', { name: 'Edit pairings' }).click();
    for (const left of [1, 0]) {
      await confirmInPopup(page, rounds.getByRole('button', { name: 'Remove the pairing of board 1' }), 'Remove pairing');
      await expect.poll(async () => (await tableRows(rounds)).length).toBe(left);
    }

    // Round 1's opponents meet again, colours reversed: a rematch, level 3, confirmed on each board.
    for (const [boards, { white, black }] of met.entries()) {
      await chooseOption(page, rounds.getByRole('combobox', { name: 'White' }), black);
      await chooseOption(page, rounds.getByRole('combobox', { name: 'Black' }), white);
      await rounds.getByRole('button', { name: 'Pair', exact: true }).click();
      const rematch = warning(page, 'Warning (level 3): confirm or cancel');
      await rematch.getByText(`${black} and ${white} have already played each other (round 1; FIDE C.04.1 art. 2)`).waitFor();
      const added = answerTo(page, '/api/tournament/add-pairing', (body) => body.includes('"confirmation"'));
      await rematch.getByRole('button', { name: 'Pair them anyway' }).click();
      // The server's answer, not the toast that shows it (a later toast replaces it at once).
      expect(await added).toEqual({
        status: 200,
        message: expect.stringContaining(`Pairing added, against FIDE rules: ${black} and ${white} have already played each other`),
      });
      await expect.poll(async () => (await tableRows(rounds)).length).toBe(boards + 1);
    }

    // Validating: the engine paired round 2 otherwise; its pairing shows beside the arbiter's, in two steps.
    await rounds.getByRole('button', { name: 'Validate pairings' }).click();
    const first = warning(page, 'Warning (level 4): two steps, step 1 of 2');
    await first.getByText("Round 2 differs from the engine's pairing").waitFor();
    await first.getByText('Your pairing', { exact: true }).waitFor();
    await first.getByText("The engine's pairing", { exact: true }).waitFor();
    for (const { player, opponent } of round2.data.rows) {
      await first.getByText(`${player.pairingNumber}. ${player.name} – ${opponent!.pairingNumber}. ${opponent!.name}`, { exact: true }).waitFor();
    }
    await first.getByRole('button', { name: 'Continue' }).click();
    const second = warning(page, 'step 2 of 2: the consequences');
    await second.getByText('### MPA @ Round 2', { exact: false }).waitFor();
    await second.getByRole('button', { name: 'Validate pairings' }).click();
    await toast(page, 'Pairings of round 2 validated').waitFor();
    await rounds.getByRole('button', { name: 'Edit pairings' }).waitFor();

    // The FIDE rating report, as the arbiter downloads it.
    const trf = await exportedTrf(page, id);
    const mpa = trf.split('\r\n').filter((line) => line.startsWith('### MPA @ Round 2: '));
    expect(mpa).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('FIDE mode: leaving it takes two steps in the browser, after a level-5 refusal that names it as the way out, and marks the admin page', async () => {
    const token = await kingside.register({ ...arbiter, name: 'Lea Leaving', email: 'lea@arbiters.example' });
    const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
      token,
      body: { name: 'Leaving Open', system: 'dutch', rounds: 3, initialColour: 'w' },
    });
    const id = created.data.id;
    for (const [name, rating] of [
      ['Anand, Asha', 2400],
      ['Bauer, Ben', 2300],
      ['Costa, Clara', 2200],
      ['Dutta, Dev', 2100],
      ['Eto, Eva', 2000],
    ] as const) {
      await kingside.api('POST', `/api/players/add-player/${id}`, { token, body: { name, rating } });
    }
    const round1 = await kingside.call(endpoints.pairings.generate, { token, query: { round: 1, tournamentId: id } });
    await kingside.api('POST', '/api/tournament/trigger-round-start', { token, body: { tournamentId: id } });
    await kingside.api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, {
      token,
      body: { results: round1.data.rows.filter((row) => row.kind === 'game').map((row) => ({ board: row.board, result: '1-0' })) },
    });
    const round2 = await kingside.call(endpoints.pairings.generate, { token, query: { round: 2, tournamentId: id } });
    const hadBye = round1.data.rows.find((row) => row.kind === 'pairing_bye')!.player.name;
    const board = round2.data.rows.find((row) => row.player.name === hadBye || row.opponent?.name === hadBye)!.board;

    const { page, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${id}`);
    await openTab(page, 'Rounds & results');
    const rounds = page.getByRole('tabpanel', { name: /^Rounds & results/ });
    await rounds.getByRole('button', { name: 'Edit pairings' }).click();
    await rounds.getByRole('button', { name: `Remove the pairing of board ${board}` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove pairing' }).click();
    await toast(page, 'Pairing removed').waitFor();
    const byeTo = async () => {
      await chooseOption(page, rounds.getByRole('combobox', { name: 'White' }), hadBye);
      await chooseOption(page, rounds.getByRole('combobox', { name: 'Black' }), 'Pairing-allocated bye');
      await rounds.getByRole('button', { name: 'Pair', exact: true }).click();
    };
    // Round 2 has its bye already: a second one is refused in FIDE mode, and the dialog says the way out.
    await byeTo();
    const refused = warning(page, 'Refused in FIDE mode (level 5)');
    await refused.getByText('Round 2 already has a pairing-allocated bye', { exact: false }).waitFor();
    await refused.getByText('Leaving FIDE mode (in the Settings tab) is the only way', { exact: false }).waitFor();
    await refused.getByRole('button', { name: 'Close' }).click();

    await openTab(page, 'Settings');
    await page.getByRole('button', { name: 'Leave FIDE mode' }).click();
    await warning(page, 'Warning (level 4): two steps, step 1 of 2').getByRole('button', { name: 'Continue' }).click();
    const consequences = warning(page, 'step 2 of 2: the consequences');
    await consequences.getByText('It cannot be undone', { exact: false }).waitFor();
    await consequences.getByRole('button', { name: 'Leave FIDE mode' }).click();
    await toast(page, 'The tournament left FIDE mode in round 2').waitFor();
    await page.locator('.ant-tag', { hasText: 'Not in FIDE mode (left in round 2)' }).waitFor();
    // Gone for good (the dialog's own button of that name fades out with it).
    await expect.poll(() => page.getByRole('button', { name: 'Leave FIDE mode' }).count()).toBe(0);

    // Out of FIDE mode the same bye waits for a level-3 confirmation instead: routes/fide-mode.test.ts ("Warning levels").
    expect(pageErrors).toEqual([]);
  });
  it('Tie-breaks: changing them once round 1 is paired asks two steps in the browser and writes the change into the TRF', async () => {
    const token = await kingside.register({ ...arbiter, name: 'Tara Tiebreak', email: 'tara@arbiters.example' });
    const created = await kingside.api<{ data: { id: string; tiebreaks: string[] } }>('POST', '/api/tournament/create', {
      token,
      body: { name: 'Tie-break Open', system: 'dutch', rounds: 3, tiebreaks: ['BH', 'SB'] },
    });
    const id = created.data.id;
    for (const [name, rating] of [
      ['Anand, Asha', 2400],
      ['Bauer, Ben', 2300],
    ] as const) {
      await kingside.api('POST', `/api/players/add-player/${id}`, { token, body: { name, rating } });
    }
    await kingside.call(endpoints.pairings.generate, { token, query: { round: 1, tournamentId: id } });

    const { page, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${id}`);
    await openTab(page, 'Settings');
    const form = page.locator('form#tournament');
    await form.getByRole('button', { name: 'Move SB up' }).click();
    await form.getByRole('button', { name: 'Save changes' }).click();
    const first = warning(page, 'Warning (level 4): two steps, step 1 of 2');
    await first.getByText('Round 1 is paired. Change the tie-breaks from BH, SB to SB, BH?').waitFor();
    await first.getByRole('button', { name: 'Continue' }).click();
    const second = warning(page, 'step 2 of 2: the consequences');
    await second.getByText('Players told their place may find it changed.').waitFor();
    await second.getByRole('button', { name: 'Change the tie-breaks' }).click();
    await toast(page, 'Tournament updated').waitFor();

    const trf = await exportedTrf(page, id);
    expect(trf.split('\r\n').filter((line) => line.startsWith('###'))).toEqual(['### Tie-breaks changed @ Round 1: BH, SB -> SB, BH']);
    expect(pageErrors).toEqual([]);
  });
});
