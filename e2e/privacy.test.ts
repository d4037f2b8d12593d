import { describe, expect, it } from 'vitest';
import type { Person } from './support/accounts.js';
import { downloadBy, expectPath, storedToken, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const player: Person = { name: 'Priya Private', email: 'priya@privacy.example', password: 'queen-d1-h5', role: 'player' };
const organiser: Person = { name: 'Otto Organiser', email: 'otto@privacy.example', password: 'rook-a1-a8', role: 'organiser' };

describe('deletion and privacy in the browser', () => {
  it('a player downloads their data, then deletes their account after typing the password again', async () => {
    const token = await kingside.register(player);
    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto('/');
    await page.getByRole('button', { name: player.name }).click();
    await page.getByText('My data', { exact: true }).click();
    await expectPath(page, '/privacy');

    const file = await downloadBy(page, page.getByRole('button', { name: 'Download my data' }));
    expect(file.name).toMatch(/^kingside-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.bytes.toString('utf8')) as { account: { email: string; name: string }; sessions: unknown[] };
    expect(data.account).toMatchObject({ email: player.email, name: player.name });
    expect(data.sessions.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('The password is wrong').waitFor();

    await dialog.getByLabel('Your password').fill(player.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectPath(page, '/');
    // Home is shown, and the toast raised before going there is still in view (the page frame is not mounted again).
    await toast(page, 'Your account was deleted').waitFor();
    expect(await storedToken(page)).toBeNull();
    const login = await kingside.request('POST', '/api/auth/login', { body: { email: player.email, password: player.password } });
    expect(login.status).toBe(401);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an organiser deletes a tournament from its settings, sees it gone, and restores it from Account', async () => {
    const token = await kingside.register(organiser);
    const created = await kingside.api<{ data: { id: string } }>('POST', '/api/tournament/create', {
      token,
      body: { name: 'Erasable Open', system: 'dutch', rounds: 5, ratingType: 'standard', acceleration: 'none' },
    });
    const id = created.data.id;
    const { page, context, pageErrors } = await kingside.signedIn(token);
    await page.goto(`/admin/tournament/${id}`);
    await page.getByText('You can restore it from Account → Deleted tournaments for 30 days', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Delete tournament' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expectPath(page, '/admin/manage-tournaments');
    await toast(page, 'Tournament deleted; it can be restored until').waitFor();
    expect((await kingside.request('GET', `/api/tournament/${id}`)).status).toBe(404);
    await expect.poll(async () => page.getByText('Erasable Open').count()).toBe(0);

    await page.goto('/admin/account');
    const deleted = page.locator('.ant-card').filter({ hasText: 'Deleted tournaments' });
    await deleted.getByText('Erasable Open').waitFor();
    await deleted.getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Tournament restored').waitFor();
    await deleted.getByText('No deleted tournaments').waitFor();
    expect((await kingside.request('GET', `/api/tournament/${id}`)).status).toBe(200);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an organiser invites a colleague to manage a club by email; the colleague manages it only once they accept', async () => {
    const founder: Person = { name: 'Fiona Founder', email: 'fiona@privacy.example', password: 'knight-b1-c3', role: 'organiser' };
    const colleague: Person = { name: 'Colin Colleague', email: 'colin@privacy.example', password: 'bishop-c1-f4', role: 'organiser' };
    const founderToken = await kingside.register(founder);
    const colleagueToken = await kingside.register(colleague);

    const { page, context, pageErrors } = await kingside.signedIn(founderToken);
    await page.goto('/admin/create-club');
    await page.getByLabel('Name').fill('Privacy Knights');
    const invitees = page.getByLabel('Invite other organisers');
    await invitees.fill(colleague.email);
    await invitees.press('Enter');
    await page.getByRole('button', { name: 'Create club' }).click();
    await toast(page, `Club created. Invitation mailed to ${colleague.email}: they manage Privacy Knights once they accept it.`).waitFor();
    const yourClubs = page.locator('.ant-card').filter({ hasText: 'Your clubs' });
    await yourClubs.getByText(`Invited, not yet accepted: ${colleague.email}`).waitFor();
    expect((await kingside.smtp.mailTo(colleague.email)).raw).toContain('/admin/create-club');
    expect(pageErrors).toEqual([]);
    await context.close();

    // The mail's page: the invitation waits there, and the club is not the colleague's until accepted.
    const invited = await kingside.signedIn(colleagueToken);
    await invited.page.goto('/admin/create-club');
    const invitations = invited.page.locator('.ant-card').filter({ hasText: 'Invitations to manage a club' });
    await invitations.getByText('Invited by Fiona Founder', { exact: false }).waitFor();
    const theirClubs = invited.page.locator('.ant-card').filter({ hasText: 'Your clubs' });
    await theirClubs.getByText('You manage no club yet.').waitFor();
    await invitations.getByRole('button', { name: 'Accept the invitation to Privacy Knights' }).click();
    await toast(invited.page, 'You now manage Privacy Knights').waitFor();
    await theirClubs.getByText('Managed by Colin Colleague, Fiona Founder').waitFor();
    await expect.poll(async () => invitations.count()).toBe(0);
    expect(invited.pageErrors).toEqual([]);
    await invited.context.close();
  });
});
