import { describe, expect, it } from 'vitest';
import type { Person } from './support/accounts.js';
import { tableRows, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

// The default payment provider, the sandbox: no payment page (the player comes straight back to the
// tournament's page) and the order is charged 2 s after it was made. Carl pays at the hall, yet his
// order too is charged 2 s after his registration, and the background checks (every 5 s by default)
// would find it so before the organiser confirms his cash on a slow machine. With them an hour apart,
// only a question settles an order: Pia's page asks about hers, nobody asks about his.
const kingside = useKingside({ env: () => ({ PAYOUT_POLL_SECONDS: '3600' }) });

const organiser: Person = { name: 'Farah Fees', email: 'farah@club.example', password: 'queens-gambit-4', role: 'organiser' };
const pia: Person = { name: 'Pia Pays', email: 'pia@club.example', password: 'caro-kann-defence', role: 'player' };
const carl: Person = { name: 'Carl Cash', email: 'carl@club.example', password: 'kings-indian-7', role: 'player' };

describe('entry fees in the browser', () => {
  it('a player registers and pays online; the organiser sees who paid and confirms a payment in cash', async () => {
    const organiserToken = await kingside.register(organiser);
    const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
      token: organiserToken,
      body: { name: 'Fee Open', rounds: 5, enable_registration: true, entryFee: 250 },
    });
    const id = created.data.id;
    await kingside.api('POST', `/api/players/add-player/${id}`, { token: organiserToken, body: { name: 'Anna Added', rating: 1800 } });

    const player = await kingside.signedIn(await kingside.register(pia));
    await player.page.goto(`/tournaments/${id}`);
    await player.page.getByRole('button', { name: 'Register', exact: true }).click();
    await player.page.getByRole('button', { name: 'I am not on the FIDE rating list' }).click();
    await player.page.getByLabel('Rating (if you have one)').fill('1650');
    await player.page.getByRole('button', { name: 'Register and pay ₹250' }).click();
    await player.page.waitForURL(/entryFeeOrder=ef[a-z0-9]+/);
    await player.page.getByText('You are registered: your entry fee of ₹250 is paid.').waitFor({ timeout: 15_000 });
    // Counted among the players once paid, without reloading the page.
    await player.page.getByRole('tab', { name: 'Players (2)' }).waitFor();
    expect(player.pageErrors).toEqual([]);
    await player.context.close();

    // Carl registers but pays at the hall.
    const carlToken = await kingside.register(carl);
    await kingside.api('POST', `/api/entry-fees/register/${id}`, { token: carlToken, body: { rating: 1500 } });

    const admin = await kingside.signedIn(organiserToken);
    await admin.page.goto(`/admin/tournament/${id}`);
    await admin.page.getByRole('tab', { name: /Players/ }).click();
    const fees = admin.page.locator('.ant-card').filter({ hasText: 'Entry fees' });
    await fees.getByText('1 registration awaiting payment').waitFor();
    const rows = await tableRows(fees);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['Carl Cash', '1500', '₹250', 'Awaiting payment'],
      ['Pia Pays', '1650', '₹250', 'Paid'],
    ]);
    await fees.getByRole('button', { name: 'Paid in hand' }).click();
    await admin.page.getByLabel('Reason (recorded with your name)').fill('Cash at the hall, receipt 12');
    await admin.page.getByRole('button', { name: 'Confirm payment' }).click();
    await toast(admin.page, 'Payment confirmed').waitFor();
    await fees.getByText('Every registration is paid.').waitFor();
    expect(await fees.getByText('In hand, confirmed by Farah Fees: Cash at the hall, receipt 12').count()).toBe(1);
    // Both are players now, tagged as paid in the players' list.
    const players = admin.page.locator('.ant-table').first();
    await players.getByText('Carl Cash').waitFor();
    expect(await players.locator('.ant-tag', { hasText: 'Paid' }).count()).toBe(2);
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
  });
});
