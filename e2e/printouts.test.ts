import { describe, expect, it } from 'vitest';
import { signIn, type Person } from './support/accounts.js';
import { downloadBehindSpinner, downloadBy, expectPath, pdfSpinner } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Petra Printer', email: 'petra@club.example', password: 'queens-gambit-4', role: 'organiser' };
const players: [name: string, rating: number][] = [
  ['Kowalski, Paweł', 2250],
  ['Петров, Иван', 2180],
  ['Öztürk, Ayşe', 2040],
  ['Lindqvist, Eva', 1960],
];

let tournamentId = '';

describe('printouts in the browser', () => {
  it('sets up a Swiss with one round played (through the API)', async () => {
    const token = await kingside.register(organiser);
    const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
      token,
      body: { name: 'Riverside Rapid', system: 'dutch', rounds: 5, initialColour: 'w' },
    });
    tournamentId = created.data.id;
    for (const [name, rating] of players) await kingside.api('POST', `/api/players/add-player/${tournamentId}`, { token, body: { name, rating } });
    const paired = await kingside.api<{ data: { rows: { board: number }[] } }>('GET', `/api/tournament/generate-pairing?round=1&tournamentId=${tournamentId}`, {
      token,
    });
    await kingside.api('POST', '/api/tournament/trigger-round-start', { token, body: { tournamentId } });
    await kingside.api('POST', `/api/tournament/score-upload?round=1&tournamentId=${tournamentId}`, {
      token,
      body: { results: paired.data.rows.map((row) => ({ board: row.board, result: '1-0' })) },
    });
  });

  it('downloads the pairing sheet and the standings as PDF files, with the PDF spinner while the server renders', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');
    await page.goto(`/admin/tournament/${tournamentId}`);

    await page.getByRole('tab', { name: 'Rounds & results' }).click();
    const rounds = page.getByRole('tabpanel', { name: 'Rounds & results' });
    const pairings = await downloadBehindSpinner(page, rounds.getByRole('button', { name: 'Pairings PDF (by board)' }), '**/printouts/pairings?**');
    expect(pairings.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pairings.name).toBe('Riverside Rapid – pairings round 1.pdf');
    await pdfSpinner(page).waitFor({ state: 'hidden' });

    const alphabetical = await downloadBy(page, rounds.getByRole('button', { name: 'Pairings PDF (A–Z)' }));
    expect(alphabetical.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(alphabetical.name).toBe('Riverside Rapid – pairings round 1 (alphabetical).pdf');

    const slips = await downloadBy(page, rounds.getByRole('button', { name: 'Result slips PDF' }));
    expect(slips.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('tab', { name: 'Standings' }).click();
    const standingsPanel = page.getByRole('tabpanel', { name: 'Standings' });
    const standings = await downloadBy(page, standingsPanel.getByRole('button', { name: 'Standings PDF' }));
    expect(standings.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(standings.name).toBe('Riverside Rapid – standings round 1.pdf');
    expect(standings.bytes.length).toBeGreaterThan(1000);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('offers a spectator the public printouts, and no result slips', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await page.goto(`/tournaments/${tournamentId}/pairings/1`);
    const sheet = await downloadBy(page, page.getByRole('button', { name: 'Pairings PDF (by board)' }));
    expect(sheet.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await page.getByRole('button', { name: 'Result slips PDF' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
