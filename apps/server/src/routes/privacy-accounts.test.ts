import { eq, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionResponse, accountExport, envelope, managedPlayersResponse, playersRankingResponse, type PayeeDetailsBody } from '@kingside/contract';
import {
  entries,
  lichessAccounts,
  oneTimeCodes,
  outbox,
  payeeDetails,
  payoutAttempts,
  payoutOrders,
  prizeWinners,
  sessions,
  tournaments,
  users,
} from '../db/schema/index.js';
import { recordOrder } from '../services/payouts/distribute.js';
import { linkAccount, tournamentWithWinners } from '../test-support/winners.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';
import { call, testDatabaseKinds } from '../test-support/index.js';
import { connectOnLichess, useAppOnFakeLichess } from '../test-support/fake-lichess.js';

const password = 'correct horse';
const upi = (vpa: string): PayeeDetailsBody => ({ kind: 'upi', vpa, name: 'Pia Private' });
const exportResponse = envelope(accountExport);

const connectLichess = connectOnLichess;

describe.each(testDatabaseKinds)('deleting accounts and exporting their data on %s', (kind) => {
  const { fake, t } = useAppOnFakeLichess(kind);
  const olga = useAccount(t, 'organiser', 'Olga Owner');
  const oscar = useAccount(t, 'organiser', 'Oscar Other');
  const ada = useAccount(t, 'admin', 'Ada Admin');

  beforeAll(() => {
    fake.world.addUser('PiaOnLichess', 1700);
  });

  const deleteOwn = (who: Account | undefined, body: unknown = { password }) => call(t.app, 'DELETE', '/api/auth/account', { body, token: who?.token });
  const deleteAsAdmin = (who: Account | undefined, id: string) => call(t.app, 'DELETE', `/api/admin/users/${id}`, { token: who?.token });
  const exportOf = async (who: Account) => {
    const answer = await as(t, who).get('/api/auth/account/export');
    expectOk(answer);
    expect(answer.headers['content-disposition']).toMatch(/attachment/);
    return exportResponse.parse(answer.body).data;
  };
  const player = (name: string) => account(t, 'player', name);
  const standings = async (id: string, round: number) => {
    const answer = await as(t).get(`/api/tournament/players-ranking?round=${round}&tournamentId=${id}`);
    expectOk(answer);
    return playersRankingResponse.parse(answer.body).data;
  };
  const userRow = async (who: Account) => (await t.database.db.select().from(users).where(eq(users.id, who.id)))[0];

  /** A 4-player, 3-round Swiss the account registered in (with private details), played to the end and finished. */
  async function finishedWith(who: Account) {
    const organiser = organiserOf(t, olga);
    const id = await organiser.create({ name: 'Finished Open', rounds: 3 });
    await organiser.add(id, { name: 'Anna Alpha', rating: 2100, email: 'anna@example.test', phone: '+44 1111', nationalId: 'ANNA-1' });
    await organiser.add(id, { name: 'Boris Beta', rating: 2000 });
    await organiser.add(id, { name: 'Carla Gamma', rating: 1800 });
    expectOk(await as(t, olga).patch(`/api/tournament/${id}`, { enable_registration: true }));
    const registered = await as(t, who).post(`/api/players/register/${id}`, {
      rating: 1900,
      fideId: 4100018,
      federation: 'IND',
      sex: 'w',
      birthDate: '2001-02-03',
      phone: '+91 98765',
      nationalId: 'PIA-NAT-9',
    });
    expectOk(registered, 201);
    for (const round of [1, 2, 3]) {
      const pairings = await organiser.pair(id, round);
      await organiser.start(id);
      await organiser.score(
        id,
        round,
        resultsFor(pairings, (white, black) => (round === 2 ? '1/2-1/2' : white < black ? '1-0' : '0-1')),
      );
    }
    expectOk(await as(t, olga).post('/api/tournament/trigger-tournament-end', { tournamentId: id }));
    return id;
  }

  describe('who may delete', () => {
    it('needs a signed-in account and its password; a wrong one changes nothing; an admin is deleted only by another admin', async () => {
      const pia = await player('Pia Careful');
      expectFailure(await deleteOwn(undefined), 401);
      expectFailure(await deleteOwn(pia, { password: 'wrong password' }), 400, /password is wrong/, 'password');
      const inArabic = await call(t.app, 'DELETE', '/api/auth/account', {
        body: { password: 'wrong password' },
        token: pia.token,
        headers: { 'accept-language': 'ar' },
      });
      expectFailure(inArabic, 400, 'كلمة المرور خاطئة', 'password');
      expectFailure(await deleteOwn(pia, {}), 400, undefined, 'password');
      expectOk(await as(t, pia).get('/api/auth/account/export'));
      expectFailure(await deleteOwn(ada), 403, /another admin/);
      expectFailure(await call(t.app, 'GET', '/api/auth/account/export'), 401);

      expectFailure(await deleteAsAdmin(undefined, pia.id), 401);
      expectFailure(await deleteAsAdmin(pia, pia.id), 403);
      expectFailure(await deleteAsAdmin(oscar, pia.id), 403);
      expectFailure(await deleteAsAdmin(ada, ada.id), 409, /your own admin account/);
      expectFailure(await deleteAsAdmin(ada, '00000000-0000-4000-8000-000000000000'), 404);
      expectFailure(await deleteAsAdmin(ada, 'not-an-id'), 400, undefined, 'id');
      expect(await userRow(pia)).toBeDefined();

      const answer = await deleteOwn(pia);
      expectOk(answer);
      expect(accountDeletionResponse.parse(answer.body).data).toEqual({ anonymised: 0, withdrawn: 0, removed: 0 });
      expect(await userRow(pia)).toBeUndefined();
      expectFailure(await as(t, pia).get('/api/auth/account/export'), 401);
      expectFailure(await call(t.app, 'POST', '/api/auth/login', { body: { email: pia.email, password }, ip: '10.66.0.1' }), 401);
    });
  });

  describe('a player deleting their account', () => {
    it('keeps finished standings identical except the name, clears the private fields, and ends sessions, codes and the lichess connection', async () => {
      const pia = await player('Pia Private');
      const id = await finishedWith(pia);
      await connectLichess(t, fake, pia, 'PiaOnLichess');
      const issued = [...fake.world.tokens.values()].find((token) => token.userId === 'piaonlichess')!;
      expectOk(await call(t.app, 'POST', '/api/auth/v1/send_otp', { body: { email: pia.email }, ip: '10.66.0.2' }));
      expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, pia.id))).toHaveLength(1);
      const [before1, before3] = [await standings(id, 1), await standings(id, 3)];
      const mine = before3.rows.find((p) => p.name === 'Pia Private')!;

      const answer = await deleteOwn(pia);
      expectOk(answer);
      expect(accountDeletionResponse.parse(answer.body).data).toEqual({ anonymised: 1, withdrawn: 0, removed: 0 });

      const anonymous = `Deleted player ${mine.pairingNumber}`;
      const renamed = (ranking: typeof before3) => ({ ...ranking, rows: ranking.rows.map((p) => (p.name === 'Pia Private' ? { ...p, name: anonymous } : p)) });
      // Read at once: the deletion answers after this instance dropped its cached standings.
      expect(await standings(id, 3)).toEqual(renamed(before3));
      expect(await standings(id, 1)).toEqual(renamed(before1));
      const [entry] = await t.database.db.select().from(entries).where(eq(entries.id, mine.uuid));
      expect(entry).toMatchObject({
        name: anonymous,
        email: null,
        phone: null,
        nationalId: null,
        birthDate: null,
        userId: null,
        fideId: 4100018,
        rating: 1900,
        federation: 'IND',
        sex: 'w',
        withdrawn: false,
      });
      const managed = managedPlayersResponse.parse((await as(t, olga).get(`/api/players/entries/${id}`)).body).data;
      expect(JSON.stringify(managed)).not.toContain('Pia');
      expect(JSON.stringify(managed)).not.toContain('PIA-NAT-9');

      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, pia.id))).toEqual([]);
      expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, pia.id))).toEqual([]);
      expect(await t.database.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, pia.id))).toEqual([]);
      expect(fake.world.revoked).toContain(issued.token);
      expect(
        await t.database.db
          .select()
          .from(outbox)
          .where(sql`lower(${outbox.toAddress}) = ${pia.email}`),
      ).toEqual([]);
    });

    it('is removed from a tournament not yet started, and withdrawn (anonymised) from one under way: not paired again, its games kept', async () => {
      const pia = await player('Pia Leaving');
      const organiser = organiserOf(t, olga);
      const upcoming = await organiser.create({ name: 'Upcoming Open', rounds: 3 });
      const running = await organiser.create({ name: 'Running Open', rounds: 3 });
      for (const id of [upcoming, running]) {
        for (const [i, name] of ['Anna', 'Boris', 'Carla'].entries()) await organiser.add(id, { name, rating: 2000 - 100 * i });
        expectOk(await as(t, olga).patch(`/api/tournament/${id}`, { enable_registration: true }));
        expectOk(await as(t, pia).post(`/api/players/register/${id}`, { rating: 1500 }), 201);
      }
      const round1 = await organiser.pair(running, 1);
      await organiser.start(running);
      await organiser.score(
        running,
        1,
        resultsFor(round1, () => '1-0'),
      );
      const before = await standings(running, 1);

      const answer = await deleteOwn(pia);
      expectOk(answer);
      expect(accountDeletionResponse.parse(answer.body).data).toEqual({ anonymised: 1, withdrawn: 1, removed: 1 });

      const upcomingPlayers = managedPlayersResponse.parse((await as(t, olga).get(`/api/players/entries/${upcoming}`)).body).data;
      expect(upcomingPlayers.map((p) => p.name)).toEqual(['Anna', 'Boris', 'Carla']);
      const runningPlayers = managedPlayersResponse.parse((await as(t, olga).get(`/api/players/entries/${running}`)).body).data;
      const gone = runningPlayers.find((p) => p.name.startsWith('Deleted player'))!;
      expect(gone).toMatchObject({ isWithDrawn: true });
      const after = await standings(running, 1);
      expect(after.rows.map((p) => p.points)).toEqual(before.rows.map((p) => p.points));
      const round2 = await organiser.pair(running, 2);
      // Listed as absent (withdrawn), never on a board.
      const rows = round2.rows.filter((row) => row.player.id === gone.uuid || row.opponent?.id === gone.uuid);
      expect(rows.map((row) => row.kind)).toEqual(['absent']);
    });

    it('removes payee details and anonymises the payout ledger; refuses (409) while a payout to the player is pending', async () => {
      const pia = await player('Pia Prize');
      const { tournamentId, winners } = await tournamentWithWinners(t, olga, [150_000, 50_000]);
      await linkAccount(t, winners[0].entryId, pia.id);
      expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winners[0].id}`, { body: upi('pia@oksbi'), token: olga.token }));
      const recorded = await recordOrder(t.app.ctx, await userRow(olga), tournamentId, [winners[0].id]);
      expectFailure(await deleteOwn(pia), 409, /payout to you is still pending/);
      expect(await userRow(pia)).toBeDefined();

      // The payment provider refused it: no longer pending.
      await t.database.db.update(payoutAttempts).set({ status: 'FAILURE' }).where(eq(payoutAttempts.orderId, recorded.orderId));
      await t.database.db.update(payoutOrders).set({ state: 'closed' }).where(eq(payoutOrders.orderId, recorded.orderId));
      expectOk(await deleteOwn(pia));
      expect(await t.database.db.select().from(payeeDetails).where(eq(payeeDetails.entryId, winners[0].entryId))).toEqual([]);
      const [prize] = await t.database.db.select().from(prizeWinners).where(eq(prizeWinners.id, winners[0].id));
      expect(prize).toMatchObject({ entryId: winners[0].entryId, amount: 150_000 });
      const ledger = await t.database.db
        .select({ playerName: payoutAttempts.playerName })
        .from(payoutAttempts)
        .where(eq(payoutAttempts.orderId, recorded.orderId));
      expect(ledger).toEqual([{ playerName: 'Deleted player 1' }]);
    });
  });

  describe('an organiser deleting their account', () => {
    it('is refused while they own tournaments, saying what to do; once deleted, their deleted tournaments go with the account', async () => {
      const owner = await account(t, 'organiser', 'Otto Owner');
      const id = await organiserOf(t, owner).create({ name: 'Otto Open', rounds: 3 });
      expectFailure(await deleteOwn(owner), 409, /You still own a tournament \(“Otto Open”\): delete it first/);
      expectFailure(await deleteAsAdmin(ada, owner.id), 409, /still own/);
      expectOk(await call(t.app, 'DELETE', `/api/tournament/${id}`, { token: owner.token }));
      expectOk(await deleteOwn(owner));
      expect(await t.database.db.select().from(tournaments).where(eq(tournaments.id, id))).toEqual([]);
    });
  });

  describe('an admin deleting an account', () => {
    it('settles entries as the owner would have', async () => {
      const pia = await player('Pia Admin-Deleted');
      const id = await finishedWith(pia);
      const before = await standings(id, 3);
      const answer = await deleteAsAdmin(ada, pia.id);
      expectOk(answer);
      expect(accountDeletionResponse.parse(answer.body).data).toMatchObject({ anonymised: 1 });
      const after = await standings(id, 3);
      expect(after.rows.map(({ name: _, ...rest }) => rest)).toEqual(before.rows.map(({ name: _, ...rest }) => rest));
      expect(after.rows.some((p) => p.name.includes('Pia'))).toBe(false);
      expectFailure(await as(t, pia).get('/api/auth/account/export'), 401);
    });
  });

  describe('the data export', () => {
    it('holds everything stored about the account and nothing private about anyone else', async () => {
      const pia = await player('Pia Exporter');
      const id = await finishedWith(pia);
      await connectLichess(t, fake, pia, 'PiaOnLichess');
      const { tournamentId, winners } = await tournamentWithWinners(t, olga, [90_000]);
      await linkAccount(t, winners[0].entryId, pia.id);
      expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winners[0].id}`, { body: upi('pia.secret@oksbi'), token: olga.token }));
      await recordOrder(t.app.ctx, await userRow(olga), tournamentId, [winners[0].id]);
      expectOk(await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: pia.email }, ip: '10.66.0.3' }));

      const data = await exportOf(pia);
      expect(data.account).toMatchObject({ id: pia.id, name: 'Pia Exporter', email: pia.email, role: 'player' });
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.lichess).toMatchObject({ username: 'PiaOnLichess' });
      const finished = data.entries.find((e) => e.tournament.id === id)!;
      expect(finished.entry).toMatchObject({ name: 'Pia Exporter', nationalId: 'PIA-NAT-9', birthDate: '2001-02-03', phone: '+91 98765', fideId: 4100018 });
      expect(finished.games).toHaveLength(3);
      expect(finished.games.every((g) => g.result !== null)).toBe(true);
      const prized = data.entries.find((e) => e.tournament.id === tournamentId)!;
      expect(prized.prizes).toEqual([{ categoryName: 'Overall', place: 1, amount: 90_000, currency: 'INR', status: expect.anything() }]);
      expect(prized.payouts).toHaveLength(1);
      expect(prized.payee?.kind).toBe('upi');
      expect(prized.payee?.masked).not.toContain('pia.secret');
      expect(data.mails.some((m) => /reset code/i.test(m.subject))).toBe(true);

      const text = JSON.stringify(data);
      // No secret of the account's own: tokens, hashes, sealed payee details.
      expect(text).not.toContain(pia.token.split('.')[1]);
      expect(text).not.toContain('pia.secret@oksbi');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, pia.id));
      expect(text).not.toContain(row.passwordHash);
      // Nothing private of anyone else: other players' contacts and ids, the organiser's address, other accounts' entries.
      for (const secret of ['anna@example.test', '+44 1111', 'ANNA-1', olga.email, oscar.email]) expect(text).not.toContain(secret);
      const others = await t.database.db
        .select({ id: entries.id })
        .from(entries)
        .where(or(eq(entries.tournamentId, id), eq(entries.tournamentId, tournamentId)));
      const mineIds = new Set(data.entries.map((e) => e.entry.id));
      expect(others.filter((e) => mineIds.has(e.id))).toHaveLength(2);
      expect(data.entries.every((e) => e.entry.name === 'Pia Exporter' || e.entry.name === winners[0].name)).toBe(true);
    });

    it("an organiser's export lists the tournaments they own", async () => {
      const owner = await account(t, 'organiser', 'Olive Exporter');
      const id = await organiserOf(t, owner).create({ name: 'Olive Open', rounds: 3 });
      const data = await exportOf(owner);
      expect(data.tournamentsOwned.map((x) => x.id)).toEqual([id]);
      expect(data.entries).toEqual([]);
    });
  });
});
