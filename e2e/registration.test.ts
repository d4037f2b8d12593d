import { describe, expect, it } from 'vitest';
import { endpoints } from '@kingside/contract';
import type { Person } from './support/accounts.js';
import { horizontalOverflow, PHONE, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

// The sandbox payment provider: no payment page (the player comes straight back) and the order is charged 2 s later.
const kingside = useKingside();

const organiser: Person = { name: 'Rosa Registrar', email: 'rosa@club.example', password: 'sicilian-najdorf-6', role: 'organiser' };
const nina = { name: 'Nina Newcomer', email: 'nina@club.example', password: 'french-winawer-3' };
const walt: Person = { name: 'Walt Waiting', email: 'walt@club.example', password: 'dutch-stonewall-5', role: 'player' };

async function tournamentOf(token: string, body: Record<string, unknown>, settings: Record<string, unknown>) {
  const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
    token,
    body: { name: 'Spring Open', rounds: 5, enable_registration: true, ...body },
  });
  const tournamentId = created.data.id;
  await kingside.call(endpoints.registration.settings, {
    params: { tournamentId },
    body: { open: true, cap: null, approval: 'auto', askedFields: [], ...settings },
    token,
  });
  return tournamentId;
}

describe('registering for a tournament on a 390 px phone', () => {
  it('a new visitor signs up inline, registers, is approved by the organiser, then pays the entry fee', async () => {
    const organiserToken = await kingside.register(organiser);
    const id = await tournamentOf(organiserToken, { entryFee: 100 }, { approval: 'organiser', cap: 8, askedFields: ['club'] });

    const phone = await kingside.visit(PHONE);
    const { page } = phone;
    await page.goto(`/tournaments/${id}`);
    const box = page.getByRole('region', { name: 'Registration' });
    await box.getByText('Registration is open · 0 of 8 places taken · entries approved by the organiser').waitFor();
    await box.getByRole('button', { name: 'Register', exact: true }).click();
    // A new visitor makes a player account without leaving the page.
    await box.getByLabel('Name').fill(nina.name);
    await box.getByLabel('Email').fill(nina.email);
    await box.getByLabel('Password').fill(nina.password);
    await box.getByRole('button', { name: 'Create my account' }).click();
    await toast(page, `Signed in as ${nina.name}`).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/tournaments/${id}`);

    // No rating-list record here: she registers with her rating, and the club the organiser asks for.
    await box.getByRole('button', { name: 'I am not on the FIDE rating list' }).click();
    await box.getByLabel('Rating (if you have one)').fill('1540');
    await box.getByLabel('Club (optional)').fill('Riverside Chess Club');
    await box.getByRole('button', { name: 'Ask the organiser to register me' }).click();
    await box.getByText("Awaiting the organiser's approval").waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // The organiser approves her from the players tab.
    const admin = await kingside.signedIn(organiserToken);
    await admin.page.goto(`/admin/tournament/${id}`);
    await admin.page.getByRole('tab', { name: /Players/ }).click();
    const panel = admin.page.locator('.ant-card').filter({ hasText: 'Registrations' });
    await panel.getByText("Awaiting the organiser's approval").waitFor();
    await panel.getByRole('button', { name: `Approve ${nina.name}` }).click();
    await toast(admin.page, 'Registration approved').waitFor();
    await panel.getByText('Awaiting payment').first().waitFor();
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();

    // Back on her phone: approved, she pays; the sandbox brings her back and the entry is confirmed.
    await page.reload();
    await box.getByText('Awaiting payment').first().waitFor();
    await box.getByRole('button', { name: 'Pay ₹100' }).click();
    await page.waitForURL(/entryFeeOrder=ef[a-z0-9]+/);
    await box.getByText('You are registered: your entry fee of ₹100 is paid.').waitFor({ timeout: 15_000 });
    await box.getByText('Confirmed by the organiser').waitFor();
    const players = await kingside.call(endpoints.players.entries, { params: { tournamentId: id }, token: organiserToken });
    expect(players.data.map((p) => [p.name, p.rating, p.club])).toEqual([[nina.name, 1540, 'Riverside Chess Club']]);
    expect(phone.pageErrors).toEqual([]);
    await phone.context.close();
  });

  it('beyond the cap a player waits on the list, and takes the place a withdrawal frees', async () => {
    const organiserToken = await kingside.register({ ...organiser, email: 'rosa2@club.example' });
    const id = await tournamentOf(organiserToken, {}, { cap: 1 });
    const firstToken = await kingside.register({ name: 'Fiona First', email: 'fiona@club.example', password: 'grunfeld-exchange', role: 'player' });
    await kingside.call(endpoints.registration.register, { params: { tournamentId: id }, body: { rating: 1800 }, token: firstToken });

    const phone = await kingside.visit(PHONE);
    await phone.context.addInitScript((stored) => localStorage.setItem('token', stored), await kingside.register(walt));
    const { page } = phone;
    await page.goto(`/tournaments/${id}`);
    const box = page.getByRole('region', { name: 'Registration' });
    await box.getByText('Registration is open · 1 of 1 place taken').waitFor();
    await box.getByRole('button', { name: 'Register', exact: true }).click();
    await box.getByRole('button', { name: 'I am not on the FIDE rating list' }).click();
    await box.getByRole('button', { name: 'Join the waiting list' }).click();
    await box.getByText('Waiting list: number 1').waitFor();

    // Fiona withdraws (before round 1): Walt gets her place.
    await kingside.call(endpoints.registration.withdraw, { params: { tournamentId: id }, token: firstToken });
    await page.reload();
    await box.getByText('Registered', { exact: true }).waitFor();
    await box.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    await toast(page, 'You have withdrawn').waitFor();
    await box.getByText('Withdrawn', { exact: true }).waitFor();
    expect(phone.pageErrors).toEqual([]);
    await phone.context.close();
  });
});
