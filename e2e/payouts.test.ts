import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type TournamentPayouts } from '@kingside/contract';
import { tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

// The sandbox provider: a UPI id ending in @fail fails, every other payout succeeds 2 s after it was
// sent; pending payouts are checked every second.
const kingside = useKingside({ env: () => ({ PAYOUT_POLL_SECONDS: '1' }) });
let token: string;
let tournamentId: string;

const api = <T = unknown>(method: string, path: string, body?: unknown) => kingside.api<T>(method, path, { token, body });
const payouts = async () => (await api<{ data: TournamentPayouts }>('GET', `/api/players/payouts/${tournamentId}`)).data;

beforeAll(async () => {
  // The demo tournament ships finished, with its prizes awarded: its organiser pays them here.
  token = await kingside.logIn({ email: 'organiser@kingside.demo', password: 'kingside-demo' });
  const list = await api<{ data: { tournaments: { id: string }[] } }>('GET', '/api/tournament/get-tournament-list?query=Demo%20Open');
  tournamentId = list.data.tournaments[0].id;
});

describe('prize payouts in the browser', () => {
  it('a winner gives their UPI id on the page a mailed link opens, and the organiser sees it masked', async () => {
    // A one-round event of two players with email addresses, finished, with one prize.
    const created = await api<{ data: { id: string } }>('POST', '/api/tournament/create', { name: 'Link Open', rounds: 1, initialColour: 'w' });
    const id = created.data.id;
    await api('POST', `/api/players/add-player/${id}`, { name: 'Wanda Winner', rating: 1900, email: 'wanda@club.example' });
    await api('POST', `/api/players/add-player/${id}`, { name: 'Louis Loser', rating: 1800, email: 'louis@club.example' });
    await api('GET', `/api/tournament/generate-pairing?round=1&tournamentId=${id}`);
    await api('POST', '/api/tournament/trigger-round-start', { tournamentId: id });
    await api('POST', `/api/tournament/score-upload?round=1&tournamentId=${id}`, { results: [{ board: 1, result: '1-0' }] });
    await api('POST', '/api/tournament/trigger-tournament-end', { tournamentId: id });
    await api('POST', `/api/tournament/prize-config/${id}`, { prizes: [{ id: 'overall', name: 'Overall', kind: 'overall', amounts: [500_000] }] });
    const [winner] = (await api<{ data: TournamentPayouts }>('GET', `/api/players/payouts/${id}`)).data.winners;
    expect(winner).toMatchObject({ name: 'Wanda Winner', canMailLink: true, payee: null });

    await api('POST', `/api/players/payee-link/${winner.winnerId}`);
    const mail = await kingside.smtp.mailTo('wanda@club.example');
    // Quoted-printable: soft line breaks and =XX escapes undone.
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const link = /https?:\/\/[^/\s]+(\/prize-payee\/[^\s]+)/.exec(text)?.[1];
    expect(link).toBeDefined();

    const { page, context, pageErrors } = await kingside.visit();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Your prize' }).waitFor();
    await page.getByText('Wanda Winner · Link Open').waitFor();
    await page.getByRole('textbox', { name: 'UPI id' }).fill('prize.winner@okaxis');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Thank you: your details are saved').waitFor();
    await page.getByText('The organiser will pay to …@okaxis').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();

    const [after] = (await api<{ data: TournamentPayouts }>('GET', `/api/players/payouts/${id}`)).data.winners;
    expect(after.payee).toMatchObject({ kind: 'upi', masked: '…@okaxis', enteredBy: 'winner' });
  });

  it('the organiser enters payee details, pays all, retries the one that failed, and the ledger shows one payment per winner', async () => {
    const before = await payouts();
    expect(before.winners.length).toBeGreaterThan(2);
    const [first, second, ...rest] = before.winners;
    // Most winners gave their details already; the first two are typed here.
    for (const [i, w] of rest.entries()) await api('PUT', `/api/players/payee-details/${w.winnerId}`, { kind: 'upi', vpa: `winner${i}@oksbi`, name: w.name });

    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${tournamentId}`);
    await page.getByRole('tab', { name: 'Prizes' }).click();
    const section = page.getByRole('region', { name: 'Payouts' });
    const row = (name: string) => section.locator('tr.ant-table-row', { hasText: name });

    await row(first.name).getByRole('button', { name: 'Enter payee' }).click();
    let dialog = page.getByRole('dialog', { name: `Payee details of ${first.name}` });
    await dialog.getByLabel('UPI id').fill('typo@fail');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Payee details saved').waitFor();
    await row(first.name).getByText('…@fail').waitFor();

    await row(second.name).getByRole('button', { name: 'Enter payee' }).click();
    dialog = page.getByRole('dialog', { name: `Payee details of ${second.name}` });
    // A tap while the dialog still zooms open can land before its form is there: tap again until the bank fields show.
    await expect
      .poll(
        async () => {
          await dialog.getByText('Bank account').click();
          return dialog.getByLabel('IFSC').isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await dialog.getByLabel('IFSC').fill('SBIN0001234');
    await dialog.getByLabel('Account number').fill('12345678901');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await row(second.name).getByText('XXXX8901').waitFor();
    // The full details never come back: the table shows the mask only.
    expect(await section.innerText()).not.toContain('12345678901');

    const total = before.winners.reduce((sum, w) => sum + w.amount, 0);
    await section.getByRole('button', { name: 'Pay all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pay the prizes?' });
    expect(await confirm.getByTestId('pay-total').innerText()).toBe(formatMoney(total, before.currency));
    await confirm.getByTestId('payout-balance').waitFor();
    expect(await confirm.getByTestId('payout-balance').innerText()).toBe('₹10,00,000');
    await confirm.getByRole('button', { name: `Pay ${formatMoney(total, before.currency)}` }).click();
    await toast(page, `Sent ${before.winners.length} prizes`).waitFor();

    // The statuses arrive by themselves (live stream), without reloading.
    await row(first.name).getByText('Failed').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await tableRows(section)).filter((cells) => cells.some((c) => c.startsWith('Paid'))).length, { timeout: 20_000 })
      .toBe(before.winners.length - 1);

    await row(first.name).getByRole('button', { name: 'Change payee' }).click();
    dialog = page.getByRole('dialog', { name: `Payee details of ${first.name}` });
    await dialog.getByLabel('UPI id').fill('first.winner@oksbi');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await row(first.name).getByText('…@oksbi').waitFor();
    await row(first.name).getByRole('button', { name: 'Retry' }).click();
    await toast(page, 'Sent 1 prize').waitFor();
    await row(first.name).getByText('Paid').waitFor({ timeout: 20_000 });
    expect(pageErrors).toEqual([]);

    await page.goto('/admin/payout');
    const ledger = page.locator('.ant-table');
    await expect.poll(async () => (await tableRows(ledger)).length, { timeout: 15_000 }).toBe(before.winners.length + 1);
    const rows = await tableRows(ledger);
    const paid = rows.filter((cells) => cells[4].startsWith('Paid')).map((cells) => cells[2].split('\n')[0]);
    expect(paid.sort()).toEqual(before.winners.map((w) => w.name).sort());
    expect(rows.filter((cells) => cells[4].startsWith('Failed')).map((cells) => cells[2].split('\n')[0])).toEqual([first.name]);
    expect(pageErrors).toEqual([]);
    await context.close();

    const after = await payouts();
    expect(after.winners.every((w) => w.status === 'SUCCESS' && w.transaction_id !== null)).toBe(true);
    expect(after.paid).toBe(total);
  });
});
