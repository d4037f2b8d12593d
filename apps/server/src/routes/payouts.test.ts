import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  distributedPrizesResponse,
  payeeFormResponse,
  payoutBalanceResponse,
  payoutLedgerResponse,
  payoutStatusResponse,
  savedPayeeResponse,
  tournamentPayoutsResponse,
  type PayeeDetailsBody,
} from '@kingside/contract';
import { outbox, payeeDetails, payoutAttempts, payoutOrders, prizeWinners, users } from '../db/schema/index.js';
import { payoutRequestOf, recordOrder, sendOrder } from '../services/payouts/distribute.js';
import { createGraceMs, reconcilePayouts } from '../services/payouts/reconcile.js';
import { giveEmail, linkAccount, tournamentWithWinners } from '../test-support/winners.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { call, createTestApp, madeBeforeAll, testDatabaseKinds, type TestApp } from '../test-support/index.js';
import { juspayWebhookCredentials, useAppOnFakeJuspay } from '../test-support/fake-juspay.js';

const upi = (vpa: string, name = 'Asha Kumar'): PayeeDetailsBody => ({ kind: 'upi', vpa, name });

describe.each(testDatabaseKinds)('prize payouts through the fake Juspay on %s', (kind) => {
  const { fake, t } = useAppOnFakeJuspay(kind, { timeoutMs: 2_000 });
  const owner = useAccount(t, 'organiser', 'Olga Owner');
  const other = useAccount(t, 'organiser', 'Oscar Other');
  const player = useAccount(t, 'player', 'Pia Player');
  const admin = useAccount(t, 'admin', 'Ada Admin');

  const payouts = async (who: Account, tournamentId: string) => {
    const answer = await as(t, who).get(`/api/players/payouts/${tournamentId}`);
    expectOk(answer);
    return tournamentPayoutsResponse.parse(answer.body).data;
  };
  const savePayee = (who: Account | undefined, winnerId: string, body: unknown) =>
    call(t.app, 'PUT', `/api/players/payee-details/${winnerId}`, { body, token: who?.token });
  const distribute = (who: Account | undefined, body: unknown) => call(t.app, 'POST', '/api/players/distribute-prizes', { body, token: who?.token });
  const fakeBalance = async () => {
    const answer = await as(t, owner).get('/api/juspay/balance');
    expectOk(answer);
    return payoutBalanceResponse.parse(answer.body).data.amount;
  };
  const ledgerOf = async (tournamentId: string) => {
    const answer = await as(t, owner).get(`/api/juspay/ledger?tournamentId=${tournamentId}`);
    expectOk(answer);
    return payoutLedgerResponse.parse(answer.body).data.attempts;
  };
  /** Moves the order's payouts at the fake one step (CREATED → PENDING → SUCCESS/FAILURE) and waits for its webhooks to be handled. */
  const advance = (orderId: string) => fake.control.advance(orderId);
  const userRow = async (who: Account) => (await t.database.db.select().from(users).where(eq(users.id, who.id)))[0];
  /** A winner with payee details and a committed CREATING attempt, the provider not yet asked: the state a process dies in. */
  const recordedPayout = async (vpa: string, amount: number) => {
    const { tournamentId, winners } = await tournamentWithWinners(t, owner, [amount]);
    expectOk(await savePayee(owner, winners[0].id, upi(vpa)));
    const recorded = await recordOrder(t.app.ctx, await userRow(owner), tournamentId, undefined);
    const [order] = await t.database.db.select().from(payoutOrders).where(eq(payoutOrders.orderId, recorded.orderId));
    expect(order.state).toBe('creating');
    expect((await ledgerOf(tournamentId)).map((a) => a.status)).toEqual(['CREATING']);
    return { tournamentId, winner: winners[0], recorded };
  };

  describe('who may do what', () => {
    it('answers the owner and an admin, refuses another organiser (403), a player (403) and anonymous callers (401)', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [500_000]);
      const [w] = winners;
      expectOk(await savePayee(owner, w.id, upi('asha@oksbi')));
      const order = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/players/payouts/${tournamentId}`],
        ['PUT', `/api/players/payee-details/${w.id}`, upi('asha@oksbi')],
        ['POST', `/api/players/payee-link/${w.id}`],
        ['POST', '/api/players/distribute-prizes', { tournamentId }],
        ['GET', `/api/juspay/status/${order.orderId}`],
        ['GET', `/api/juspay/ledger?tournamentId=${tournamentId}`],
        ['GET', `/api/juspay/ledger.csv?tournamentId=${tournamentId}`],
        ['POST', `/api/juspay/release/${(await ledgerOf(tournamentId))[0].id}`, { reason: 'checked with the bank' }],
      ];
      for (const [method, url, body] of calls) {
        expectFailure(await call(t.app, method, url, { body }), 401);
        expectFailure(await call(t.app, method, url, { body, token: other.token }), 403, /do not manage/);
        expectFailure(await call(t.app, method, url, { body, token: player.token }), 403);
      }
      expectOk(await as(t, admin).get(`/api/players/payouts/${tournamentId}`));
      expectOk(await as(t, admin).get(`/api/juspay/status/${order.orderId}`));
      expectFailure(await call(t.app, 'GET', '/api/juspay/balance'), 401);
      expectFailure(await call(t.app, 'GET', '/api/juspay/balance', { token: player.token }), 403);
      expectOk(await as(t, other).get('/api/juspay/balance'));
      // Another organiser's ledger holds none of this tournament's payouts.
      const theirs = payoutLedgerResponse.parse((await as(t, other).get('/api/juspay/ledger')).body).data.attempts;
      expect(theirs.filter((a) => a.tournamentId === tournamentId)).toEqual([]);
      const all = payoutLedgerResponse.parse((await as(t, admin).get('/api/juspay/ledger')).body).data.attempts;
      expect(all.some((a) => a.tournamentId === tournamentId)).toBe(true);
    });
  });

  describe('payee details', () => {
    it('checks the formats, naming the field, and changes nothing on bad input', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      const id = winners[0].id;
      expectFailure(await savePayee(owner, id, upi('not-a-vpa')), 400, /UPI id/, 'vpa');
      expectFailure(await savePayee(owner, id, { kind: 'bank', account: '12345678', ifsc: 'SBIN0001234', name: 'Asha' }), 400, /9 to 18 digits/, 'account');
      expectFailure(await savePayee(owner, id, { kind: 'bank', account: '123456789', ifsc: 'SBIN1001234', name: 'Asha' }), 400, /IFSC/, 'ifsc');
      expectFailure(await savePayee(owner, id, { kind: 'paypal', email: 'a@b.c' }), 400);
      expect((await payouts(owner, tournamentId)).winners[0].payee).toBeNull();
    });

    it('stores them sealed and shows managers only a mask', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000, 50_000]);
      const [a, b] = winners;
      const saved = await savePayee(owner, a.id, upi('asha.kumar@oksbi'));
      expectOk(saved);
      expect(savedPayeeResponse.parse(saved.body).data).toMatchObject({ kind: 'upi', masked: '…@oksbi', enteredBy: 'organiser' });
      expectOk(await savePayee(owner, b.id, { kind: 'bank', account: '0012 3456 7890 1234', ifsc: 'sbin0001234', name: 'Bala Rao' }));
      const view = await payouts(owner, tournamentId);
      expect(view.winners.map((w) => w.payee?.masked)).toEqual(['…@oksbi', 'XXXX1234']);
      const text = JSON.stringify(view);
      expect(text).not.toContain('asha.kumar');
      expect(text).not.toContain('567890');
      const rows = await t.database.db.select().from(payeeDetails).where(eq(payeeDetails.tournamentId, tournamentId));
      for (const row of rows) {
        expect(row.sealed).toMatch(/^v1\./);
        expect(row.sealed).not.toContain('asha');
        expect(Buffer.from(row.sealed.split('.')[3], 'base64url').toString('latin1')).not.toContain('1234567890');
      }
    });

    it("are asked for at the player's own account address when the entry has none", async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      await linkAccount(t, winners[0].entryId, player.id);
      expect((await payouts(owner, tournamentId)).winners[0].canMailLink).toBe(true);
      const sent = await as(t, owner).post(`/api/players/payee-link/${winners[0].id}`);
      expectOk(sent);
      expect(sent.body).toMatchObject({ data: { to: player.email } });
      const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, player.email));
      expect(mails.filter((mail) => /\/prize-payee\/\S+~\d+~\S+/.test(mail.body))).toHaveLength(1);
    });

    it('are given by the winner through a mailed link that expires, and shown to them masked', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      const [w] = winners;
      expectFailure(await as(t, owner).post(`/api/players/payee-link/${w.id}`), 400, /no email address/, 'email');
      await giveEmail(t, w.entryId, 'winner-a@example.test');
      const sent = await call(t.app, 'POST', `/api/players/payee-link/${w.id}`, { token: owner.token, headers: { origin: 'https://chess.example' } });
      expectOk(sent);
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'winner-a@example.test'));
      const token = /https:\/\/chess\.example\/prize-payee\/(\S+)/.exec(mail.body)?.[1];
      expect(token).toBeDefined();
      const form = await call(t.app, 'GET', `/api/payees/${token}`);
      expectOk(form);
      expect(payeeFormResponse.parse(form.body).data).toMatchObject({
        playerName: w.name,
        payee: null,
        prizes: [{ categoryName: 'Overall', place: 1, amount: 100_000 }],
      });
      expectFailure(await call(t.app, 'PUT', `/api/payees/${token}`, { body: upi('bad vpa') }), 400, /UPI id/, 'vpa');
      const saved = await call(t.app, 'PUT', `/api/payees/${token}`, { body: upi('winner.a@okaxis') });
      expectOk(saved);
      expect(payeeFormResponse.parse(saved.body).data.payee).toEqual({ kind: 'upi', masked: '…@okaxis' });
      expect((await payouts(owner, tournamentId)).winners[0].payee).toMatchObject({ masked: '…@okaxis', enteredBy: 'winner' });
      // A forged or altered token opens nothing; an old one has expired.
      expectFailure(await call(t.app, 'GET', `/api/payees/${token!.slice(0, -2)}xx`), 404, /not valid/);
      t.clock.advance(15 * 24 * 60 * 60 * 1000);
      expectFailure(await call(t.app, 'GET', `/api/payees/${token}`), 404, /expired/);
      expectFailure(await call(t.app, 'PUT', `/api/payees/${token}`, { body: upi('someone.else@oksbi') }), 404, /expired/);
    });
  });

  describe('a payee link can be used again for 14 days, the last write silently winning', () => {
    /** Mails the winner a new link and reads its token from the mail. */
    const mailLink = async (winnerId: string, to: string) => {
      expectOk(await call(t.app, 'POST', `/api/players/payee-link/${winnerId}`, { token: owner.token, headers: { origin: 'https://chess.example' } }));
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1);
      return /\/prize-payee\/(\S+)/.exec(mail.body)![1];
    };
    const giveThrough = (token: string, vpa: string) => call(t.app, 'PUT', `/api/payees/${token}`, { body: upi(vpa) });
    const onFile = async (tournamentId: string) => (await payouts(owner, tournamentId)).winners[0].payee?.masked;

    it('saves once through a link; a second write is refused with a clear message and changes nothing', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      await giveEmail(t, winners[0].entryId, 'once@example.test');
      const token = await mailLink(winners[0].id, 'once@example.test');
      expectOk(await giveThrough(token, 'winner@okaxis'));
      expectFailure(
        await giveThrough(token, 'thief@oksbi'),
        409,
        /^This link has already been used to give your payee details.*ask the organiser for a new link$/,
      );
      expect(await onFile(tournamentId)).toBe('…@okaxis');
      // Still readable, so the winner sees what is on file; the organiser may still correct it.
      expect(payeeFormResponse.parse((await call(t.app, 'GET', `/api/payees/${token}`)).body).data.payee).toEqual({ kind: 'upi', masked: '…@okaxis' });
      expectOk(await savePayee(owner, winners[0].id, upi('typed@okhdfc')));
      expectFailure(await giveThrough(token, 'thief@oksbi'), 409);
      expect(await onFile(tournamentId)).toBe('…@okhdfc');
    });

    it('lets one of two writes at once through one link win, and refuses the other', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      await giveEmail(t, winners[0].entryId, 'race@example.test');
      const token = await mailLink(winners[0].id, 'race@example.test');
      const answers = await Promise.all([giveThrough(token, 'first@okaxis'), giveThrough(token, 'second@oksbi')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect(await onFile(tournamentId)).toBe(payeeFormResponse.parse(winner.body).data.payee?.masked);
    });

    it('takes a newer link once, and no longer an older one', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      await giveEmail(t, winners[0].entryId, 'again@example.test');
      const older = await mailLink(winners[0].id, 'again@example.test');
      t.clock.advance(60_000);
      const newer = await mailLink(winners[0].id, 'again@example.test');
      expectOk(await giveThrough(older, 'old@okaxis'));
      expectOk(await giveThrough(newer, 'corrected@oksbi'));
      expectFailure(await giveThrough(older, 'thief@okicici'), 409);
      expectFailure(await giveThrough(newer, 'thief@okicici'), 409);
      expect(await onFile(tournamentId)).toBe('…@oksbi');
    });
  });

  it('documents every payout call in /api/docs', async () => {
    const docs = (await call(t.app, 'GET', '/api/docs/json')).body as { paths: Record<string, unknown> };
    for (const path of [
      '/api/players/distribute-prizes',
      '/api/juspay/status/{id}',
      '/api/juspay/balance',
      '/api/juspay/webhook',
      '/api/juspay/ledger',
      '/api/juspay/ledger.csv',
      '/api/juspay/release/{attemptId}',
      '/api/players/payouts/{tournamentId}',
      '/api/players/payee-details/{winnerId}',
      '/api/players/payee-link/{winnerId}',
      '/api/payees/{token}',
    ]) {
      expect(docs.paths, path).toHaveProperty([path]);
    }
  });

  describe('public views', () => {
    it('carry no payee details, masked or not', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      expectOk(await savePayee(owner, winners[0].id, upi('private.person@oksbi')));
      expectOk(await as(t, owner).post(`/api/tournament/publish-prizes/${tournamentId}`, { published: true }));
      for (const url of [`/api/players/prize-winning-players/${tournamentId}/public`, `/api/players/${tournamentId}`, `/api/tournament/${tournamentId}`]) {
        const answer = await call(t.app, 'GET', url);
        expectOk(answer);
        expect(JSON.stringify(answer.body)).not.toMatch(/private\.person|oksbi|payee/i);
      }
      // The published list itself is there, with the winner.
      expect(JSON.stringify((await call(t.app, 'GET', `/api/players/prize-winning-players/${tournamentId}/public`)).body)).toContain(winners[0].name);
    });
  });

  describe('paying', () => {
    it('pays every winner once: INITIATED with the fulfillment ids in order, then SUCCESS with the bank reference', async () => {
      const amounts = [1_000_000, 500_000, 250_000];
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, amounts);
      for (const [i, w] of winners.entries()) expectOk(await savePayee(owner, w.id, upi(`winner${i}@oksbi`)));
      const before = await fakeBalance();
      const answer = await distribute(owner, { tournamentId });
      expectOk(answer);
      const order = distributedPrizesResponse.parse(answer.body).data;
      expect(order.total).toBe(1_750_000);
      expect(order.sent.map((s) => s.winnerId)).toEqual(winners.map((w) => w.id));
      expect(order.sent.map((s) => s.fulfillment_id)).toEqual(order.sent.map((_, i) => expect.stringMatching(new RegExp(`-f${i + 1}$`))));
      let view = await payouts(owner, tournamentId);
      expect(view.winners.map((w) => w.status)).toEqual(['INITIATED', 'INITIATED', 'INITIATED']);
      expect(view.winners.map((w) => w.fulfillment_id)).toEqual(order.sent.map((s) => s.fulfillment_id));
      expect(view.toPay).toBe(0);
      // Nothing left to pay: a second "Pay all" sends nothing.
      expectFailure(await distribute(owner, { tournamentId }), 409, /under way/);

      await advance(order.orderId);
      await advance(order.orderId);
      view = await payouts(owner, tournamentId);
      expect(view.winners.map((w) => w.status)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
      expect(view.winners.every((w) => w.transaction_id !== null)).toBe(true);
      expect(view.paid).toBe(1_750_000);
      expect(before - (await fakeBalance())).toBe(1_750_000);
      expectFailure(await distribute(owner, { tournamentId }), 409, /already paid/);

      const ledger = await ledgerOf(tournamentId);
      expect(
        ledger
          .filter((a) => a.status === 'SUCCESS')
          .map((a) => a.winnerId)
          .sort(),
      ).toEqual(winners.map((w) => w.id).sort());
      expect(ledger[0].history.map((h) => h.status)).toEqual(expect.arrayContaining(['CREATING', 'CREATED', 'SUCCESS']));

      const byOrder = payoutStatusResponse.parse((await as(t, owner).get(`/api/juspay/status/${order.orderId}`)).body).data;
      expect(byOrder).toMatchObject({ orderId: order.orderId, state: 'closed', status: 'FULFILLMENTS_SUCCESSFUL' });
      const one = payoutStatusResponse.parse((await as(t, owner).get(`/api/juspay/status/${order.sent[1].fulfillment_id}`)).body).data;
      expect(one).toEqual([expect.objectContaining({ fulfillment_id: order.sent[1].fulfillment_id, status: 'SUCCESS', winnerId: winners[1].id })]);
      expectFailure(await as(t, owner).get('/api/juspay/status/no-such-order'), 404);

      const raw = await t.app.inject({
        method: 'GET',
        url: `/api/juspay/ledger.csv?tournamentId=${tournamentId}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toMatch(/text\/csv/);
      const lines = raw.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Created,Updated,Tournament,Player,Category,Place,Attempt,Amount/);
      expect(lines.slice(1).filter((line) => line.includes(',SUCCESS,'))).toHaveLength(3);
      expect(raw.body).toContain('10000.00');
    });

    it('skips winners without payee details and names them; refuses unknown winner ids with a 400', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [300_000, 200_000]);
      expectFailure(await distribute(owner, { tournamentId }), 409, /no payee details/);
      expectFailure(await distribute(owner, { tournamentId, winnerIds: ['00000000-0000-4000-8000-000000000000'] }), 400, /No prize winner/, 'winnerIds');
      expectFailure(await distribute(owner, { tournamentId: 'x' }), 400, /tournament id/, 'tournamentId');
      expectOk(await savePayee(owner, winners[1].id, upi('second@oksbi')));
      const order = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
      expect(order.sent.map((s) => s.winnerId)).toEqual([winners[1].id]);
      expect(order.skipped).toEqual([{ winnerId: winners[0].id, name: winners[0].name, reason: 'no payee details yet' }]);
    });

    it('refuses prizes in a currency the provider does not pay in, sending nothing', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [100_000]);
      await t.database.db.update(prizeWinners).set({ currency: 'USD' }).where(eq(prizeWinners.tournamentId, tournamentId));
      expectOk(await savePayee(owner, winners[0].id, upi('dollars@oksbi')));
      expectFailure(await distribute(owner, { tournamentId }), 409, /pays in INR; these prizes are in USD/);
      expect(await t.database.db.select().from(payoutAttempts).where(eq(payoutAttempts.tournamentId, tournamentId))).toEqual([]);
    });

    it('after a partial failure pays only the failed winner again, as a new attempt, and never twice', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [400_000, 300_000, 200_000]);
      const [a, b, c] = winners;
      expectOk(await savePayee(owner, a.id, upi('alpha@oksbi')));
      expectOk(await savePayee(owner, b.id, upi('typo@fail')));
      expectOk(await savePayee(owner, c.id, { kind: 'bank', account: '123456789012', ifsc: 'HDFC0000123', name: 'Chandra' }));
      const before = await fakeBalance();
      const first = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
      await advance(first.orderId);
      await advance(first.orderId);
      let view = await payouts(owner, tournamentId);
      expect(view.winners.map((w) => w.status)).toEqual(['SUCCESS', 'FAILURE', 'SUCCESS']);
      expect(view.winners[1].attempts[0].failureReason).toMatch(/invalid/);
      expect(view.toPay).toBe(300_000);

      // The organiser corrects the UPI id and pays again: only the failed one goes.
      expectOk(await savePayee(owner, b.id, upi('bravo@oksbi')));
      const retry = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
      expect(retry.sent.map((s) => s.winnerId)).toEqual([b.id]);
      expect(retry.skipped.map((s) => s.reason)).toEqual(['already paid', 'already paid']);
      await advance(retry.orderId);
      await advance(retry.orderId);
      view = await payouts(owner, tournamentId);
      expect(view.winners.map((w) => w.status)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
      expect(view.winners[1].fulfillment_id).toBe(retry.sent[0].fulfillment_id);

      const ledger = await ledgerOf(tournamentId);
      const ofB = ledger.filter((row) => row.winnerId === b.id).sort((x, y) => x.attempt - y.attempt);
      expect(ofB.map((row) => [row.attempt, row.status, row.payee])).toEqual([
        [1, 'FAILURE', '…@fail'],
        [2, 'SUCCESS', '…@oksbi'],
      ]);
      expect(new Set(ofB.map((row) => row.idempotencyKey)).size).toBe(2);
      for (const w of winners) expect(ledger.filter((row) => row.winnerId === w.id && row.status === 'SUCCESS')).toHaveLength(1);
      // The money that left the account is each prize once.
      expect(before - (await fakeBalance())).toBe(900_000);
    });
  });

  describe('webhooks', () => {
    it('refuses wrong credentials (401) and applies a replayed event once', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [150_000]);
      expectOk(await savePayee(owner, winners[0].id, upi('hook@oksbi')));
      const order = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
      await advance(order.orderId);
      const delivered = fake.control.webhooks.at(-1)!;
      expect(delivered.responseStatus).toBe(200);

      const wrong = await call(t.app, 'POST', '/api/juspay/webhook', {
        body: delivered.body,
        headers: { authorization: `Basic ${Buffer.from('kingside-hooks:guess').toString('base64')}` },
      });
      expectFailure(wrong, 401);
      expectFailure(await call(t.app, 'POST', '/api/juspay/webhook', { body: delivered.body }), 401);

      const historyBefore = (await ledgerOf(tournamentId))[0].history.length;
      await fake.control.replayLastWebhook();
      const replayed = fake.control.webhooks.at(-1)!;
      expect(replayed.responseStatus).toBe(200);
      const again = await call(t.app, 'POST', '/api/juspay/webhook', {
        body: delivered.body,
        headers: { authorization: `Basic ${Buffer.from(`${juspayWebhookCredentials.username}:${juspayWebhookCredentials.password}`).toString('base64')}` },
      });
      expectOk(again);
      expect(again.body).toMatchObject({ data: { outcome: 'replayed' } });
      expect((await ledgerOf(tournamentId))[0].history.length).toBe(historyBefore);
    });

    const hookAuthorization = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });
    const rightCredentials = hookAuthorization(juspayWebhookCredentials.username, juspayWebhookCredentials.password);

    it('payout webhooks are believed as sent: a forged SUCCESS for a payout the provider failed leaves the ledger following the provider', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [170_000]);
      expectOk(await savePayee(owner, winners[0].id, upi('forged@fail')));
      const order = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
      await advance(order.orderId);
      const initiated = fake.control.webhooks.at(-1)!.body as { id: string; label: string; info: Record<string, unknown> };
      expect(initiated.label).toBe('FULFILLMENT_ORDER');
      // Whoever holds the credentials writes the event the provider would send for a paid prize.
      const forged = (id: string) => ({
        ...initiated,
        id,
        value: 'SUCCESS',
        info: { ...initiated.info, status: 'SUCCESS' },
      });
      const send = (id: string) => call(t.app, 'POST', '/api/juspay/webhook', { body: forged(id), headers: rightCredentials });

      const whilePending = await send('evt_forged_while_pending');
      expectOk(whilePending);
      expect((await payouts(owner, tournamentId)).winners[0].status).toBe('PENDING');

      // The provider fails the payout, and its own webhooks are lost: the forger speaks first.
      fake.control.dropWebhooks(true);
      try {
        await advance(order.orderId);
      } finally {
        fake.control.dropWebhooks(false);
      }
      expectOk(await send('evt_forged_after_failure'));
      const view = await payouts(owner, tournamentId);
      expect(view.winners[0].status).toBe('FAILURE');
      expect(view.toPay).toBe(170_000);
      const [attempt] = await ledgerOf(tournamentId);
      expect(attempt.status).toBe('FAILURE');
      expect(attempt.history.map((change) => change.status)).not.toContain('SUCCESS');
      expect(attempt.history.at(-1)).toMatchObject({ status: 'FAILURE', source: 'webhook' });
      // The prize can be paid again, as any failed one.
      expectOk(await savePayee(owner, winners[0].id, upi('fixed@oksbi')));
      expect(distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data.sent).toHaveLength(1);
    });

    it('payout webhooks are believed as sent: 300 wrong-credential guesses from one address meet 429, the provider still gets through', async () => {
      const ip = '198.51.100.77';
      const answers = [];
      for (let batch = 0; batch < 10; batch += 1) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 30 }, (_, i) =>
              call(t.app, 'POST', '/api/juspay/webhook', { body: { id: 'x' }, headers: hookAuthorization('kingside-hooks', `guess-${batch}-${i}`), ip }),
            ),
          )),
        );
      }
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(280);
      expectFailure(
        answers.find((answer) => answer.status === 429)!,
        429,
        /^Too many webhooks with wrong credentials from your address\. Try again in/,
      );
      // The right credentials from that address wait too; the provider, calling from its own, does not.
      expect((await call(t.app, 'POST', '/api/juspay/webhook', { body: { id: 'x' }, headers: rightCredentials, ip })).status).toBe(429);
      const right = await call(t.app, 'POST', '/api/juspay/webhook', { body: { id: 'x' }, headers: rightCredentials, ip: '198.51.100.78' });
      expectFailure(right, 400);
      t.clock.advance(15 * 60 * 1000);
      expectFailure(await call(t.app, 'POST', '/api/juspay/webhook', { body: { id: 'x' }, headers: hookAuthorization('kingside-hooks', 'late'), ip }), 401);
    });

    it("are not needed: polling alone brings the statuses to the provider's", async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [120_000]);
      expectOk(await savePayee(owner, winners[0].id, upi('quiet@oksbi')));
      fake.control.dropWebhooks(true);
      try {
        const order = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
        await advance(order.orderId);
        await advance(order.orderId);
        expect((await payouts(owner, tournamentId)).winners[0].status).toBe('INITIATED');
        t.clock.advance(6_000);
        await reconcilePayouts(t.app.ctx);
        expect((await payouts(owner, tournamentId)).winners[0].status).toBe('SUCCESS');
        const [stored] = await t.database.db.select().from(payoutOrders).where(eq(payoutOrders.orderId, order.orderId));
        expect(stored).toMatchObject({ state: 'closed', nextCheckAt: null });
      } finally {
        fake.control.dropWebhooks(false);
      }
    });
  });

  describe('a provider that fails', () => {
    it('down: a clear message and nothing changes', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [110_000]);
      expectOk(await savePayee(owner, winners[0].id, upi('down@oksbi')));
      fake.control.failNext(1, 503);
      expectFailure(await distribute(owner, { tournamentId }), 503, /payment provider did not answer.*nothing was sent/);
      expect(await t.database.db.select().from(payoutAttempts).where(eq(payoutAttempts.tournamentId, tournamentId))).toEqual([]);
      expect((await payouts(owner, tournamentId)).winners[0]).toMatchObject({ status: null, fulfillment_id: null, payable: true });
      fake.control.failNext(1, 500);
      expectFailure(await as(t, owner).get('/api/juspay/balance'), 503, /did not answer/);
    });

    it('slow: a clear message and nothing changes', async () => {
      const { tournamentId, winners } = await tournamentWithWinners(t, owner, [115_000]);
      expectOk(await savePayee(owner, winners[0].id, upi('slowpoke@oksbi')));
      fake.control.delay(3_000);
      try {
        expectFailure(await distribute(owner, { tournamentId }), 503, /no answer within 2 s.*nothing was sent/);
      } finally {
        fake.control.delay(0);
      }
      expect(await t.database.db.select().from(payoutAttempts).where(eq(payoutAttempts.tournamentId, tournamentId))).toEqual([]);
    });

    it('an order create answered too late: the prize is not sent again, and reconciliation adopts the order the provider made', async () => {
      const { tournamentId, winner, recorded } = await recordedPayout('late@oksbi', 130_000);
      fake.control.delay(3_000);
      try {
        await expect(sendOrder(t.app.ctx, await userRow(owner), recorded)).rejects.toThrow(/no answer within 2 s.*asks the provider about order/);
      } finally {
        fake.control.delay(0);
      }
      expect((await payouts(owner, tournamentId)).winners[0]).toMatchObject({ status: 'CREATING', fulfillment_id: null, payable: false });
      expectFailure(await distribute(owner, { tournamentId }), 409, /under way \(CREATING\)/);
      // Nor may the award itself change while its payout is being sent.
      expectFailure(await as(t, owner).patch(`/api/players/update-winning-player/${winner.id}`, { amount: 1_000, reason: 'late change' }), 409, /under way/);
      t.clock.advance(6_000);
      expect(await reconcilePayouts(t.app.ctx)).toContain(recorded.orderId);
      const view = await payouts(owner, tournamentId);
      expect(view.winners[0].status).toBe('INITIATED');
      expect(view.winners[0].fulfillment_id).toMatch(/-f1$/);
      await advance(recorded.orderId);
      await advance(recorded.orderId);
      expect((await payouts(owner, tournamentId)).winners[0].status).toBe('SUCCESS');
      expect((await ledgerOf(tournamentId)).map((a) => a.status)).toEqual(['SUCCESS']);
    });

    it('an order create refused with a 500: flagged once the provider says it has no such order', async () => {
      const { tournamentId, recorded } = await recordedPayout('refused@oksbi', 135_000);
      fake.control.failNext(1, 500);
      await expect(sendOrder(t.app.ctx, await userRow(owner), recorded)).rejects.toThrow(/did not answer/);
      t.clock.advance(6_000);
      await reconcilePayouts(t.app.ctx);
      expect((await payouts(owner, tournamentId)).winners[0]).toMatchObject({ status: 'UNKNOWN', payable: false });
    });
  });

  describe('a crash between creating the order and reading its answer', () => {
    it('waits out the creation, then adopts an order the provider knows', async () => {
      const { tournamentId, recorded } = await recordedPayout('crash.known@oksbi', 140_000);
      // The request reached the provider; the process died before reading the answer.
      await t.app.ctx.payments.createPayout(payoutRequestOf(await userRow(owner), recorded));
      // The answer may still be on its way for a while: not asked about yet.
      t.clock.advance(createGraceMs(t.app.ctx) - 1_000);
      expect(await reconcilePayouts(t.app.ctx)).not.toContain(recorded.orderId);
      t.clock.advance(1_000);
      expect(await reconcilePayouts(t.app.ctx)).toContain(recorded.orderId);
      const view = await payouts(owner, tournamentId);
      expect(view.winners[0]).toMatchObject({ status: 'INITIATED', fulfillment_id: expect.stringMatching(/-f1$/) });
      await advance(recorded.orderId);
      await advance(recorded.orderId);
      expect((await payouts(owner, tournamentId)).winners[0].status).toBe('SUCCESS');
    });

    it('flags an order the provider does not know, never pays it blindly, and pays again only once the organiser releases it', async () => {
      const { tournamentId, winner, recorded } = await recordedPayout('crash.lost@oksbi', 160_000);
      // Asked about while its answer may still come, the order is not taken for lost.
      const early = payoutStatusResponse.parse((await as(t, owner).get(`/api/juspay/status/${recorded.orderId}`)).body).data;
      expect(early).toMatchObject({ state: 'creating', fulfillments: [{ status: 'CREATING', fulfillment_id: null }] });
      t.clock.advance(createGraceMs(t.app.ctx));
      await reconcilePayouts(t.app.ctx);
      let view = await payouts(owner, tournamentId);
      expect(view.winners[0]).toMatchObject({ status: 'UNKNOWN', payable: false });
      expect(view.winners[0].attempts[0].failureReason).toMatch(/does not know the order/);
      expectFailure(await distribute(owner, { tournamentId }), 409, /check with the provider/);
      // Nothing is asked again about a flagged order.
      t.clock.advance(60_000);
      expect(await reconcilePayouts(t.app.ctx)).not.toContain(recorded.orderId);

      const [attempt] = await ledgerOf(tournamentId);
      expectFailure(await as(t, owner).post(`/api/juspay/release/${attempt.id}`, { reason: '' }), 400, /how you checked/, 'reason');
      expectOk(await as(t, owner).post(`/api/juspay/release/${attempt.id}`, { reason: 'Juspay dashboard shows no such order' }));
      expectFailure(await as(t, owner).post(`/api/juspay/release/${attempt.id}`, { reason: 'again' }), 409, /RELEASED/);
      const again = distributedPrizesResponse.parse((await distribute(owner, { tournamentId })).body).data;
      expect(again.sent.map((s) => s.winnerId)).toEqual([winner.id]);
      await advance(again.orderId);
      await advance(again.orderId);
      view = await payouts(owner, tournamentId);
      expect(view.winners[0].status).toBe('SUCCESS');
      const ledger = await ledgerOf(tournamentId);
      expect(ledger.map((a) => [a.attempt, a.status]).sort()).toEqual([
        [1, 'RELEASED'],
        [2, 'SUCCESS'],
      ]);
    });
  });
});

describe.each(testDatabaseKinds)('prize payouts through the sandbox on %s', (kind) => {
  const t = madeBeforeAll(
    'The test app',
    () => createTestApp(kind),
    (made: TestApp) => made.close(),
  );
  const owner = useAccount(t, 'organiser');

  it('pays after 2 s, fails UPI ids ending in @fail, and the poll brings both home', async () => {
    const { tournamentId, winners } = await tournamentWithWinners(t, owner, [200_000, 100_000]);
    expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winners[0].id}`, { body: upi('ok@oksbi'), token: owner.token }));
    expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winners[1].id}`, { body: upi('nope@fail'), token: owner.token }));
    expectOk(await as(t, owner).post('/api/players/distribute-prizes', { tournamentId }));
    t.clock.advance(5_000);
    await reconcilePayouts(t.app.ctx);
    const view = tournamentPayoutsResponse.parse((await as(t, owner).get(`/api/players/payouts/${tournamentId}`)).body).data;
    expect(view.winners.map((w) => w.status)).toEqual(['SUCCESS', 'FAILURE']);
    expect(view.toPay).toBe(100_000);
  });

  it('is shared by instances: each due order is checked by one of them only', async () => {
    const second = await createTestApp(kind, { database: t.database, clock: t.clock, config: { tokenSecret: t.config.tokenSecret } });
    try {
      const orders: string[] = [];
      for (const amount of [10_000, 20_000, 30_000]) {
        const { tournamentId, winners } = await tournamentWithWinners(t, owner, [amount]);
        expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winners[0].id}`, { body: upi('shared@oksbi'), token: owner.token }));
        const answer = await as(t, owner).post('/api/players/distribute-prizes', { tournamentId });
        orders.push(distributedPrizesResponse.parse(answer.body).data.orderId);
      }
      t.clock.advance(5_000);
      const [one, two] = await Promise.all([reconcilePayouts(t.app.ctx), reconcilePayouts(second.app.ctx)]);
      const checked = [...one, ...two].filter((id) => orders.includes(id));
      expect(checked.sort()).toEqual([...orders].sort());
      for (const orderId of orders) {
        const [stored] = await t.database.db.select().from(payoutOrders).where(eq(payoutOrders.orderId, orderId));
        expect(stored).toMatchObject({ state: 'closed', checks: 1 });
      }
    } finally {
      await second.close();
    }
  });
});

describe('the reconciliation loop', () => {
  const t = madeBeforeAll(
    'The test app',
    () => createTestApp('pglite', { config: { payoutPollSeconds: 1 } }),
    (made: TestApp) => made.close(),
  );
  const owner = useAccount(t, 'organiser');

  it("runs from app start and brings pending payouts to the provider's status by itself", async () => {
    const { tournamentId, winners } = await tournamentWithWinners(t, owner, [200_000]);
    expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winners[0].id}`, { body: upi('loop@oksbi'), token: owner.token }));
    expectOk(await as(t, owner).post('/api/players/distribute-prizes', { tournamentId }));
    t.clock.advance(5_000);
    const deadline = Date.now() + 5_000;
    let status: string | null = null;
    while (Date.now() < deadline && status !== 'SUCCESS') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = tournamentPayoutsResponse.parse((await as(t, owner).get(`/api/players/payouts/${tournamentId}`)).body).data.winners[0].status;
    }
    expect(status).toBe('SUCCESS');
  });
});
