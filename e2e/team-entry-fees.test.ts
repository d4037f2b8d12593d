import { describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { confirmInPopup, expectPath, openTab, PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

// The sandbox provider: no payment page (the captain comes straight back to My teams), an order charged 2 s after it
// was made unless its paise are 99, which the bank refuses. The background checks an hour apart, so only a question
// settles an order.
const kingside = useKingside({ env: () => ({ PAYOUT_POLL_SECONDS: '3600' }) });

const organiser: Person = { name: 'Farah Fees', email: 'farah@league.example', password: 'queens-gambit-4', role: 'organiser' };
const cara: Person = { name: 'Cara Captain', email: 'cara@league.example', password: 'captain-cara-1', role: 'player' };

describe('team entry fees in the browser', () => {
  it('a captain finds the register page and their team from their home, pays again after a refused payment; the organiser confirms the fee in cash, then refunds the withdrawn team', async () => {
    const organiserToken = await kingside.register(organiser);
    const { data: league } = await kingside.call(endpoints.tournaments.create, {
      token: organiserToken,
      body: { name: 'Fee League', system: 'team_swiss', rounds: 5, boards: 2, enable_registration: true, entryFee: 120.99 },
    });

    // Anyone on the league's public page finds the way to register a team.
    const visitor = await kingside.visit(PHONE);
    await visitor.page.goto(`/tournaments/${league.id}`);
    await visitor.page.getByRole('link', { name: 'Register a team' }).click();
    await expectPath(visitor.page, `/register-team/${league.id}`);
    await visitor.page.getByRole('heading', { name: 'Register a team: Fee League' }).waitFor();
    await visitor.context.close();

    // The captain registers; the bank refuses ₹120.99 two seconds later.
    const caraToken = await kingside.register(cara);
    const { data: registered } = await kingside.call(endpoints.teamRegistration.register, {
      token: caraToken,
      params: { id: league.id },
      body: { name: 'Knights' },
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const captain = await kingside.signedIn(caraToken);
    // Their home leads to the team's page.
    await captain.page.goto('/');
    const myTeams = captain.page.locator('.ant-card').filter({ hasText: 'My teams' });
    await myTeams.getByText('Entry fee to pay').waitFor();
    await myTeams.getByRole('link', { name: 'Knights' }).click();
    await expectPath(captain.page, `/my-teams/${league.id}/${registered.team.id}`);
    await captain.page.getByText('The last payment of the entry fee (₹120.99) did not go through: the team is not paired until it is paid.').waitFor();
    await captain.page.getByRole('button', { name: 'Pay again' }).click();
    await captain.page.waitForURL(/\/my-teams\?teamEntryFeeOrder=ef[a-z0-9]+/);
    expect(captain.pageErrors).toEqual([]);
    await captain.context.close();

    // The organiser takes the fee in cash at the hall, then gives it back once the team withdraws before round 1.
    const admin = await kingside.signedIn(organiserToken);
    await admin.page.goto(`/admin/tournament/${league.id}`);
    await openTab(admin.page, 'Teams');
    const knights = admin.page.locator('.ant-card').filter({ hasText: 'Knights' });
    await knights.getByText('Awaiting payment').waitFor();
    await knights.getByText('Entry fee ₹120.99').waitFor();
    await knights.getByText(/2 payment orders · not paired until paid/).waitFor();
    await knights.getByRole('button', { name: 'Paid in hand' }).click();
    await admin.page.getByLabel('Reason (recorded with your name)').fill('Cash at the hall, receipt 12');
    await admin.page.getByRole('button', { name: 'Confirm payment' }).click();
    await toast(admin.page, "Knights's entry fee is confirmed paid in hand").waitFor();
    await knights.getByText('In hand, confirmed by Farah Fees: Cash at the hall, receipt 12', { exact: false }).waitFor();
    await confirmInPopup(admin.page, knights.getByRole('button', { name: 'Withdraw' }), 'OK');
    await knights.getByText('Withdrawn').waitFor();
    await knights.getByRole('button', { name: 'Refund' }).click();
    await admin.page.getByLabel('Reason (recorded with your name)').fill('Withdrew before round 1');
    await admin.page.getByRole('button', { name: 'Refund ₹120.99' }).click();
    await toast(admin.page, "Knights's entry fee is refunded").waitFor();
    await knights.getByText('Refunded').waitFor();
    await knights.getByText(/refund given in hand: Withdrew before round 1/).waitFor();
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
  });
});
