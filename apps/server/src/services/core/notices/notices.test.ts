import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService } from '@kingside/fake-web-push';
import { noticeChoicesResponse, pushMessage, type NoticeChoicesBody, type NoticeKind } from '@kingside/contract';
import { entries } from '../../../db/schema/index.js';
import { call, createTestApp, madeBeforeAll, useSmtpServer, testDatabaseKinds, type TestApp } from '../../../test-support/index.js';
import { account, expectFailure, expectOk, type Account } from '../../../test-support/accounts.js';
import { organiserOf } from '../../../test-support/event.js';
import { noticesDelivered, notifyPlayers } from './notify.js';

/** The decoded text of a mail as the SMTP server received it (quoted-printable soft breaks joined). */
const textOf = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(testDatabaseKinds)('notices to players on %s', (kind) => {
  const smtp = useSmtpServer();
  const push = madeBeforeAll(
    'The fake push service',
    () => startFakePushService(),
    (made) => made.close(),
  );
  const t = madeBeforeAll(
    'The test app',
    (): Promise<TestApp> => createTestApp(kind, { config: { smtpUrl: smtp.url } }),
    (made) => made.close(),
  );
  // The fake push service listens on plain http, as only a local one may.
  const before = process.env.WEB_PUSH_ALLOW_HTTP;
  beforeAll(() => void (process.env.WEB_PUSH_ALLOW_HTTP = 'true'));
  afterAll(() => (before === undefined ? delete process.env.WEB_PUSH_ALLOW_HTTP : void (process.env.WEB_PUSH_ALLOW_HTTP = before)));

  const choose = async (who: Account, body: NoticeChoicesBody) => {
    const answer = await call(t.app, 'PUT', '/api/notices/choices', { token: who.token, body });
    expectOk(answer);
    return noticeChoicesResponse.parse(answer.body).data;
  };
  const choicesOf = async (who: Account) => noticeChoicesResponse.parse((await call(t.app, 'GET', '/api/notices/choices', { token: who.token })).body).data;
  /** A browser of the account subscribed at the fake push service with the server's key, and recorded. */
  const subscribe = async (who: Account) => {
    const subscription = push.subscribe((await choicesOf(who)).pushPublicKey);
    expectOk(await call(t.app, 'POST', '/api/notices/push-subscriptions', { token: who.token, body: subscription }));
    return subscription;
  };
  /** The notices mailed to the account (its welcome mail aside). */
  const mailsTo = (who: Account) =>
    smtp.received
      .filter((mail) => mail.to.includes(who.email.toLowerCase()))
      .map((mail) => textOf(mail.raw))
      .filter((text) => text.includes('Subject: Test Open: '));

  /** A Swiss tournament of `count` players, each entry linked to a player account of its own (as self-registration links it). */
  async function tournamentOfPlayers(count: number, rounds: number) {
    const organiser = organiserOf(t, await account(t, 'organiser'));
    const { id, players } = await organiser.createWithPlayers(count, { rounds });
    const accounts: Account[] = [];
    for (const player of players) {
      const who = await account(t, 'player', player.name);
      await t.database.db.update(entries).set({ userId: who.id }).where(eq(entries.id, player.uuid));
      accounts.push(who);
    }
    return { id, organiser, accounts };
  }

  it('tells nobody who has not chosen: a new account has no notices, and pairing a round mails none of its players', async () => {
    const { id, organiser, accounts } = await tournamentOfPlayers(4, 3);
    expect(await choicesOf(accounts[0])).toMatchObject({ mail: [], push: [], pushSubscriptions: 0 });
    const before = smtp.received.length;
    await organiser.pair(id, 1);
    await noticesDelivered(t.app.ctx);
    expect(smtp.received.length).toBe(before);
  });

  it('mails pairings (board, opponent, colour) only to players who chose them by mail, and only the kinds they chose', async () => {
    const { id, organiser, accounts } = await tournamentOfPlayers(4, 3);
    const [a, b, c] = accounts;
    await choose(a, { mail: ['pairings'], push: [] });
    await choose(b, { mail: ['finished'], push: [] });
    // Push chosen but no browser subscribed: nothing reaches c by either channel.
    await choose(c, { mail: [], push: ['pairings'] });
    const pairings = await organiser.pair(id, 1);
    await noticesDelivered(t.app.ctx);
    const boardOfA = pairings.rows.find((row) => row.player.name === 'Player A' || row.opponent?.name === 'Player A');
    expect(boardOfA?.kind).toBe('game');
    const [mail] = mailsTo(a);
    expect(mail).toContain('Subject: Test Open: round 1 pairings');
    const colour = boardOfA?.player.name === 'Player A' ? 'White' : 'Black';
    const opponent = boardOfA?.player.name === 'Player A' ? boardOfA.opponent?.name : boardOfA?.player.name;
    expect(mail).toContain(`Board ${boardOfA?.board}: you play ${opponent} with ${colour}.`);
    expect(mailsTo(b)).toEqual([]);
    expect(mailsTo(c)).toEqual([]);

    // Starting the round is another kind: a, who chose only pairings, hears nothing more.
    await organiser.start(id);
    await noticesDelivered(t.app.ctx);
    expect(mailsTo(a)).toHaveLength(1);
  });

  it('pushes the chosen notices through the push service, encrypted for the browser and signed with the VAPID key', async () => {
    const { id, organiser, accounts } = await tournamentOfPlayers(3, 3);
    const [a, b] = accounts;
    const browser = await subscribe(a);
    const kinds: NoticeKind[] = ['pairings', 'round_starting'];
    expect(await choose(a, { mail: [], push: kinds })).toMatchObject({ push: kinds, pushSubscriptions: 1 });
    await organiser.pair(id, 1);
    await organiser.start(id);
    await noticesDelivered(t.app.ctx);
    const [paired, started] = (await push.deliveriesTo(browser.endpoint, 2)).map((delivery) => ({
      ...delivery,
      message: pushMessage.parse(JSON.parse(delivery.payload)),
    }));
    // Player A is the top seed of three: white on board 1 against Player B in round 1 (Player C has the bye).
    expect(paired.message).toMatchObject({
      title: 'Test Open: round 1 pairings',
      body: 'Board 1: you play Player B with White.',
      url: `/tournaments/${id}/pairings/1`,
    });
    expect(started.message).toMatchObject({ title: 'Test Open: round 1 is starting' });
    expect(paired.vapid).toMatchObject({ sub: 'mailto:no-reply@kingside.test', key: (await choicesOf(a)).pushPublicKey });
    expect(paired.ttl).toBeGreaterThan(0);
    // No mail: a chose push only; b chose nothing.
    expect(mailsTo(a)).toEqual([]);
    expect(mailsTo(b)).toEqual([]);
  });

  it('forgets a browser the push service has dropped (410), and an unsubscribed one gets nothing', async () => {
    const { id, organiser, accounts } = await tournamentOfPlayers(2, 2);
    const [a, b] = accounts;
    const dropped = await subscribe(a);
    await choose(a, { mail: [], push: ['pairings'] });
    const left = await subscribe(b);
    await choose(b, { mail: [], push: ['pairings'] });
    const answer = await call(t.app, 'POST', '/api/notices/push-subscriptions/remove', { token: b.token, body: { endpoint: left.endpoint } });
    expect(noticeChoicesResponse.parse(answer.body).data.pushSubscriptions).toBe(0);
    push.expire(dropped.endpoint);
    await organiser.pair(id, 1);
    await noticesDelivered(t.app.ctx);
    expect(push.refused.filter((r) => r.endpoint === dropped.endpoint).map((r) => r.status)).toEqual([410]);
    expect((await choicesOf(a)).pushSubscriptions).toBe(0);
    expect(push.delivered.filter((d) => d.endpoint === left.endpoint || d.endpoint === dropped.endpoint)).toEqual([]);
  });

  it('tells each player their final rank when the tournament finishes', async () => {
    const { id, organiser, accounts } = await tournamentOfPlayers(2, 1);
    for (const who of accounts) await choose(who, { mail: ['finished'], push: [] });
    await organiser.playRound(id, 1, () => '1-0');
    expectOk(await organiser.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));
    await noticesDelivered(t.app.ctx);
    expect(mailsTo(accounts[0]).join()).toContain('The tournament is over: you finished 1 of 2.');
    expect(mailsTo(accounts[1]).join()).toContain('The tournament is over: you finished 2 of 2.');
  });

  it("tells an account named directly (a disputed board's arbiter), by the channels it chose", async () => {
    const { id, accounts } = await tournamentOfPlayers(2, 1);
    const arbiter = await account(t, 'organiser');
    await choose(arbiter, { mail: ['result_disputed'], push: [] });
    const report = await notifyPlayers(t.app.ctx, id, [
      { to: { userId: arbiter.id }, notice: { kind: 'result_disputed', round: 1, board: 1 } },
      // The players chose nothing: not told.
      ...accounts.map((player) => ({ to: { userId: player.id }, notice: { kind: 'result_disputed' as const, round: 1, board: 1 } })),
    ]);
    expect(report).toEqual({ mailed: 1, pushed: 0, failed: 0, unsent: 2 });
    expect(mailsTo(arbiter).join()).toContain('The players of board 1 (round 1) entered different results; the arbiter decides.');
  });

  it('refuses choices and subscriptions it cannot use, changing nothing', async () => {
    const who = await account(t, 'player');
    await choose(who, { mail: ['pairings'], push: [] });
    expectFailure(await call(t.app, 'PUT', '/api/notices/choices', { token: who.token, body: { mail: ['everything'], push: [] } }), 400);
    expectFailure(await call(t.app, 'PUT', '/api/notices/choices', { token: who.token, body: { mail: ['pairings', 'pairings'], push: [] } }), 400);
    const subscription = push.subscribe();
    const notAKey = { ...subscription, keys: { ...subscription.keys, p256dh: `A${subscription.keys.p256dh.slice(1)}` } };
    expectFailure(await call(t.app, 'POST', '/api/notices/push-subscriptions', { token: who.token, body: notAKey }), 400, /P-256/, 'keys.p256dh');
    process.env.WEB_PUSH_ALLOW_HTTP = '';
    try {
      expectFailure(await call(t.app, 'POST', '/api/notices/push-subscriptions', { token: who.token, body: subscription }), 400, /https/, 'endpoint');
    } finally {
      process.env.WEB_PUSH_ALLOW_HTTP = 'true';
    }
    expect(await choicesOf(who)).toMatchObject({ mail: ['pairings'], push: [], pushSubscriptions: 0 });
  });
});
