import { expect, it } from 'vitest';
import { endpoints, pushMessage } from '@kingside/contract';
import { startFakePushService } from '@kingside/fake-web-push';
import { madeBeforeAll } from '../apps/server/src/test-support/hooks.js';
import { expectPath, PHONE } from './support/browser.js';
import { choosePairingNotices, PAIRINGS_BY_MAIL, subscribePhone } from './support/notices.js';
import { useKingside } from './support/session.js';

// Browsers' push services are beyond this machine: the local one (tools/fakes/web-push) takes their place, on plain http.
const push = madeBeforeAll(
  'The fake push service',
  () => startFakePushService(),
  (made) => made.close(),
);
const kingside = useKingside({ env: () => ({ WEB_PUSH_ALLOW_HTTP: 'true' }) });

const password = 'correct horse';

it('a player opts in on their phone, and pairing the round mails and pushes them their board; a player who did not opt in is told nothing', async () => {
  const organiser = await kingside.register({ name: 'Olga Organiser', email: 'olga@example.test', password, role: 'organiser' });
  const created = await kingside.call(endpoints.tournaments.create, {
    token: organiser,
    body: { name: 'Spring Rapid', rounds: 3, initialColour: 'w', enable_registration: true },
  });
  const tournamentId = created.data.id;
  const pia = { name: 'Pia Player', email: 'pia@example.test', password, role: 'player' as const };
  const quiet = { name: 'Quinn Quiet', email: 'quinn@example.test', password, role: 'player' as const };
  const piaToken = await kingside.register(pia);
  const quietToken = await kingside.register(quiet);
  await kingside.call(endpoints.players.register, { token: piaToken, params: { tournamentId }, body: { rating: 1900 } });
  await kingside.call(endpoints.players.register, { token: quietToken, params: { tournamentId }, body: { rating: 1800 } });
  await kingside.call(endpoints.players.add, { token: organiser, params: { tournamentId }, body: { name: 'Ames, Ann', rating: 2100 } });
  await kingside.call(endpoints.players.add, { token: organiser, params: { tournamentId }, body: { name: 'Bell, Bo', rating: 2000 } });

  // Pia, on her phone, finds her notices in the menu and ticks pairings by mail and on this phone.
  const { context, page, pageErrors } = await kingside.visit(PHONE);
  await context.addInitScript((stored) => localStorage.setItem('token', stored), piaToken);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My notices' }).click();
  await expectPath(page, '/notices');
  await expect.poll(() => page.getByText('No phone or browser receives your push notices yet.').isVisible()).toBe(true);
  expect(await page.getByRole('checkbox', { name: PAIRINGS_BY_MAIL }).isChecked()).toBe(false);
  await choosePairingNotices(page);
  const subscription = await subscribePhone(kingside, push, piaToken);
  await page.reload();
  await page.getByText('1 phone or browser receives your push notices.').waitFor();
  expect(await page.getByRole('checkbox', { name: PAIRINGS_BY_MAIL }).isChecked()).toBe(true);

  // The arbiter pairs round 1: top half against bottom half, so Pia (third seed) is Black against Ames (first) on board 1.
  await kingside.call(endpoints.pairings.generate, { token: organiser, query: { round: 1, tournamentId } });
  const [delivery] = await push.deliveriesTo(subscription.endpoint);
  expect(pushMessage.parse(JSON.parse(delivery.payload))).toMatchObject({
    title: 'Spring Rapid: round 1 pairings',
    body: 'Board 1: you play Ames, Ann with Black.',
    url: `/tournaments/${tournamentId}/pairings/1`,
  });
  // The mail as sent (quoted-printable soft line breaks joined); her welcome mail came before it.
  const mailsToPia = () => kingside.smtp.received.filter((m) => m.to.includes(pia.email)).map((m) => m.raw.replace(/=\r\n/g, ''));
  await expect
    .poll(() => mailsToPia().find((raw) => raw.includes('Subject: Spring Rapid: round 1 pairings')))
    .toContain('Board 1: you play Ames, Ann with Black.');
  // Quinn chose nothing. His board comes after Pia's, and her notices went out one after the other within milliseconds:
  // a second later nothing about the tournament has reached him.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const toQuinn = kingside.smtp.received.filter((m) => m.to.includes(quiet.email)).map((m) => /Subject: (.*)/.exec(m.raw)?.[1] ?? '');
  expect(toQuinn.filter((subject) => subject.includes('Spring Rapid'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});
