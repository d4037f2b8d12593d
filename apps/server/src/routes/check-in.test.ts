import { describe, expect, it } from 'vitest';
import { checkInSheetResponse, myCheckInResponse, publicPlayerResponse, type CheckInSettingsBody, type CheckInSheet, type MyCheckIn } from '@kingside/contract';
import { and, eq } from 'drizzle-orm';
import { checkInWindows, outbox } from '../db/schema/index.js';
import { noticesDelivered } from '../services/core/notices/notify.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { announced } from '../test-support/arbiter.js';
import { runCheckInSchedule } from '../services/check-in/schedule.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const required: CheckInSettingsBody = { required: true, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 1 };
const minute = 60_000;

describe.each(testDatabaseKinds)('check-in on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  const sheet = async (id: string): Promise<CheckInSheet> => {
    const answer = await o.api.get(`/api/tournament/${id}/check-in`);
    expectOk(answer);
    return checkInSheetResponse.parse(answer.body).data;
  };
  const put = (who: Account, url: string, body: unknown) => call(t.app, 'PUT', url, { body, token: who.token });
  const settle = async (id: string, settings: CheckInSettingsBody) => expectOk(await put(olga, `/api/tournament/${id}/check-in/settings`, settings));
  const checkIn = (who: Account, entryId: string, present = true) => put(who, `/api/tournament/check-in/entries/${entryId}`, { present });
  const bye = (who: Account, entryId: string, round: number, requested = true) =>
    put(who, `/api/tournament/check-in/entries/${entryId}/bye`, { round, requested });
  const view = (answer: { body: unknown }): MyCheckIn => myCheckInResponse.parse(answer.body).data;
  /** A Swiss of `count` players entered by the organiser, plus players registered from their own accounts. */
  const event = async (count: number, players: Account[] = []) => {
    const { id, players: entered } = await o.createWithPlayers(count, { rounds: 3, enable_registration: true });
    const own: string[] = [];
    for (const player of players) {
      const answer = await as(t, player).post(`/api/players/register/${id}`, { rating: 1500 });
      expectOk(answer, 201);
      own.push(publicPlayerResponse.parse(answer.body).data.uuid);
    }
    return { id, entered: entered.map((p) => p.uuid), own };
  };

  it('a round where two absent players are not paired: they get the zero-point bye, the rest are paired', async () => {
    const { id, entered } = await event(8);
    await settle(id, required);
    expectFailure(await o.api.get(`/api/tournament/generate-pairing?round=1&tournamentId=${id}`), 409, /Check-in for round 1 has not been held/);
    expectOk(await o.api.post(`/api/tournament/${id}/check-in/open`, {}));
    expectFailure(
      await o.api.get(`/api/tournament/generate-pairing?round=1&tournamentId=${id}`),
      409,
      'Check-in for round 1 is still open: close it before pairing',
    );
    // The arbiter checks six of the eight in; players 3 and 6 never come.
    const absent = [entered[2], entered[5]];
    for (const entryId of entered.filter((e) => !absent.includes(e))) expectOk(await checkIn(olga, entryId));
    const closed = await o.api.post(`/api/tournament/${id}/check-in/close`, {});
    expectOk(closed);
    expect(checkInSheetResponse.parse(closed.body).message).toBe('Check-in for round 1 closed: 6 of 8 checked in');

    const round = await o.pair(id, 1);
    const games = round.rows.filter((row) => row.kind === 'game');
    expect(games).toHaveLength(3);
    const seated = games.flatMap((row) => [row.player.id, row.opponent?.id]);
    for (const entryId of absent) {
      expect(seated).not.toContain(entryId);
      expect(round.rows.find((row) => row.player.id === entryId)?.kind).toBe('zero_point_bye');
    }
    await o.start(id);
    await o.score(
      id,
      1,
      games.map((row) => ({ board: row.board, result: '1-0' as const })),
    );
    const ranking = await o.ranking(id, 1);
    for (const entryId of absent) expect(ranking.rows.find((p) => p.uuid === entryId)?.points).toBe(0);
  });

  it('Absences: two absent players are not paired and get zero-point byes', async () => {
    const pia = await account(t, 'player', 'Pia Player');
    const { id, entered, own } = await event(8, [pia]);
    // No check-in in this tournament: the arbiter marks the two players known to miss round 1 absent.
    const absent = [entered[1], own[0]];
    for (const entryId of absent) {
      const marked = await checkIn(olga, entryId, false);
      expectOk(marked);
      expect(view(marked)).toMatchObject({ required: false, markedAbsent: true, window: { round: 1 } });
    }
    // A player cannot mark themselves (or take themselves back) without check-in; a withdrawn player cannot be marked.
    expectFailure(await checkIn(pia, own[0], true), 409, 'This tournament does not use check-in');
    expectOk(await call(t.app, 'PATCH', '/api/players/withdraw-player', { body: { playerId: entered[6] }, token: olga.token }));
    expectFailure(await checkIn(olga, entered[6], false), 409, /has withdrawn from the tournament/);
    const statuses = Object.fromEntries((await sheet(id)).players.map((p) => [p.id, p.status]));
    expect(absent.map((entryId) => statuses[entryId])).toEqual(['absent', 'absent']);
    expect(statuses[entered[0]]).toBe('playing');
    expect(statuses[entered[6]]).toBe('withdrawn');
    // Marked back, then absent again: the last word stands.
    expect(view(await checkIn(olga, entered[1], true))).toMatchObject({ markedAbsent: false });
    expectOk(await checkIn(olga, entered[1], false));
    const player = view(await as(t, pia).get(`/api/tournament/${id}/check-in/mine`));
    expect(player).toMatchObject({ markedAbsent: true, checkedIn: false });

    const round = await o.pair(id, 1);
    const games = round.rows.filter((row) => row.kind === 'game');
    expect(games).toHaveLength(3);
    const seated = games.flatMap((row) => [row.player.id, row.opponent?.id]);
    for (const entryId of absent) {
      expect(seated).not.toContain(entryId);
      expect(round.rows.find((row) => row.player.id === entryId)?.kind).toBe('zero_point_bye');
    }
    await o.start(id);
    await o.score(
      id,
      1,
      games.map((row) => ({ board: row.board, result: '1-0' as const })),
    );
    const ranking = await o.ranking(id, 1);
    for (const entryId of absent) expect(ranking.rows.find((p) => p.uuid === entryId)?.points).toBe(0);
    // Round 2's sheet starts afresh: the absence was for round 1 only.
    expect((await sheet(id)).players.find((p) => p.id === entered[1])?.status).toBe('playing');
  });

  it('a player checks in from their phone: only their own entry, only while it is open, not once withdrawn', async () => {
    const pia = await account(t, 'player', 'Pia Player');
    const ravi = await account(t, 'player', 'Ravi Player');
    const { id, own } = await event(4, [pia, ravi]);
    const [piaEntry, raviEntry] = own;
    await settle(id, required);

    expectFailure(await checkIn(pia, piaEntry), 409, 'Check-in for round 1 is not open yet');
    expect(await announced(t.app.ctx, id, 'check_in', async () => expectOk(await o.api.post(`/api/tournament/${id}/check-in/open`, {})))).toEqual(['check_in']);
    expectFailure(await checkIn(pia, raviEntry), 403, 'You can only check in, or ask for byes, for yourself');
    expectFailure(await checkIn(await account(t, 'organiser'), raviEntry), 403);
    const done = await checkIn(pia, piaEntry);
    expectOk(done);
    expect(view(done)).toMatchObject({ checkedIn: true, required: true, window: { round: 1, state: 'open' } });
    expect(view(await as(t, pia).get(`/api/tournament/${id}/check-in/mine`))).toMatchObject({ entryId: piaEntry, checkedIn: true });
    expectFailure(await as(t, await account(t, 'player')).get(`/api/tournament/${id}/check-in/mine`), 404, 'You have no entry in this tournament');

    // Withdrawn: a clear refusal, and nothing changes.
    expectOk(await o.api.patch('/api/players/withdraw-player', { playerId: raviEntry }));
    expectFailure(
      await checkIn(ravi, raviEntry),
      409,
      'You have withdrawn from this tournament, so you cannot check in; ask the arbiter if you want to play again',
    );
    expect((await sheet(id)).players.find((p) => p.id === raviEntry)).toMatchObject({ status: 'withdrawn', by: null });

    expectOk(await o.api.post(`/api/tournament/${id}/check-in/close`, {}));
    expectFailure(await checkIn(pia, piaEntry, false), 409, 'Check-in for round 1 has closed; ask the arbiter');
    // The arbiter overrides either way after closing: Pia out, players 1 and 2 in.
    const players = (await sheet(id)).players;
    expect(players.find((p) => p.id === piaEntry)).toMatchObject({ status: 'in', by: 'player' });
    expectOk(await checkIn(olga, piaEntry, false));
    for (const p of players.slice(0, 2)) expectOk(await checkIn(olga, p.id));
    const after = (await sheet(id)).players;
    expect(after.find((p) => p.id === piaEntry)).toMatchObject({ status: 'out', by: 'arbiter' });
    expect(after.slice(0, 2).map((p) => [p.status, p.by])).toEqual([
      ['in', 'arbiter'],
      ['in', 'arbiter'],
    ]);
    const round = await o.pair(id, 1);
    expect(round.rows.find((row) => row.player.id === piaEntry)?.kind).toBe('zero_point_bye');
    expect(round.rows.find((row) => row.player.id === raviEntry)?.kind).toBe('absent');
    expect(round.rows.filter((row) => row.kind === 'game').map((row) => [row.player.id, row.opponent?.id].sort())).toEqual([
      [players[0].id, players[1].id].sort(),
    ]);
  });

  it('Requested half-point byes: none in the last rounds when the organiser says so, whoever asks and however', async () => {
    const pia = await account(t, 'player', 'Pia Late');
    const { id, entered, own } = await event(5, [pia]);
    const [entry] = own;
    await settle(id, { ...required, halfPointByeLimit: 2, noByeLastRounds: 1 });
    expect((await sheet(id)).settings).toMatchObject({ halfPointByeLimit: 2, noByeLastRounds: 1 });
    const refusal = 'round: no half-point byes in the last round (3) of this tournament; round 3 cannot have one';
    expectFailure(await bye(pia, entry, 3), 409, refusal, 'round');
    expectFailure(await bye(olga, entry, 3), 409, refusal, 'round');
    const asked = await bye(pia, entry, 2);
    expectOk(asked);
    expect(view(asked)).toMatchObject({ byeRounds: [2], lastByeRound: 2 });
    // The player list's byes are held to the same rule, and nothing changes when refused.
    const update = (byes: number[]) => call(t.app, 'PATCH', `/api/players/update-player-info/${entered[0]}`, { body: { byes }, token: olga.token });
    expectFailure(await update([1, 3]), 409, 'byes: no half-point byes in the last round (3) of this tournament; round 3 cannot have one', 'byes');
    expect((await sheet(id)).players.find((p) => p.id === entered[0])?.status).not.toBe('half_point_bye');
    expectOk(await update([1]));
    expect((await sheet(id)).players.find((p) => p.id === entered[0])?.status).toBe('half_point_bye');
    // Two last rounds: round 2 is out too.
    await settle(id, { ...required, halfPointByeLimit: 2, noByeLastRounds: 2 });
    expectFailure(await update([1, 2]), 409, 'byes: no half-point byes in the last 2 rounds (2 to 3) of this tournament; round 2 cannot have one', 'byes');
    expectFailure(await put(olga, `/api/tournament/${id}/check-in/settings`, { ...required, noByeLastRounds: -1 }), 400, /noByeLastRounds: cannot be negative/);
  });

  it("Half-point byes beyond the limit: the player list's byes too, confirmed in FIDE mode, granted as asked out of it", async () => {
    const { id, entered } = await event(4);
    const update = (entryId: string, body: object) => call(t.app, 'PATCH', `/api/players/update-player-info/${entryId}`, { body, token: olga.token });
    const byesOf = async (entryId: string) => (await sheet(id)).players.find((p) => p.id === entryId)?.status;
    // No limit set: the arbiter enters byes as before.
    expectOk(await update(entered[0], { byes: [1, 2] }));
    await settle(id, required);
    const beyond = (name: string, total: number) =>
      `byes: ${name} would have ${total} half-point byes, beyond this tournament's limit of 1 per player; confirm it to go ahead (confirmation "confirmed")`;
    const name = (await sheet(id)).players.find((p) => p.id === entered[1])?.name ?? '';
    expectOk(await update(entered[1], { byes: [1] }));
    expectFailure(await update(entered[1], { byes: [1, 3] }), 409, beyond(name, 2), 'confirmation');
    expect(await byesOf(entered[1])).toBe('half_point_bye');
    expectOk(await update(entered[1], { byes: [1, 3], confirmation: 'confirmed' }));
    // Byes already held beyond the limit stay, and cancelling one needs no confirmation.
    expectOk(await update(entered[0], { byes: [1] }));
    const add = (body: object) => as(t, olga).post(`/api/players/add-player/${id}`, body);
    expectFailure(await add({ name: 'Bea Byes', byes: [1, 2] }), 409, beyond('Bea Byes', 2), 'confirmation');
    expect((await sheet(id)).players.some((p) => p.name === 'Bea Byes')).toBe(false);
    expectOk(await add({ name: 'Bea Byes', byes: [1, 2], confirmation: 'confirmed' }), 201);
    // Out of FIDE mode the limit binds the players' own requests only.
    expectOk(await o.api.post('/api/tournament/leave-fide-mode', { tournamentId: id, confirmation: 'confirmed-twice' }));
    expectOk(await update(entered[2], { byes: [1, 2, 3] }));
  });

  it('Half-point byes beyond the limit: refused from the phone; the arbiter grants them, confirmed in FIDE mode', async () => {
    const pia = await account(t, 'player', 'Pia Byes');
    const { id, own } = await event(5, [pia]);
    const [entry] = own;
    expectFailure(await bye(pia, entry, 2), 409, 'This tournament takes no half-point bye requests from players; ask the arbiter');
    await settle(id, required);
    const first = await bye(pia, entry, 2);
    expectOk(first);
    expect(view(first)).toMatchObject({ byeRounds: [2], byesLeft: 0, halfPointByeLimit: 1 });
    expectFailure(await bye(pia, entry, 3), 409, 'You already have 1 half-point bye, the most this tournament allows (1); ask the arbiter', 'round');
    expectFailure(await bye(pia, entry, 4), 400, 'round: the tournament has 3 rounds, not 4', 'round');
    // In FIDE mode a bye beyond the limit waits for the arbiter's confirmation (level 3), and nothing changes until then.
    const beyond =
      'round: Pia Byes would have 2 half-point byes, beyond this tournament\'s limit of 1 per player; confirm it to go ahead (confirmation "confirmed")';
    expectFailure(await bye(olga, entry, 3), 409, beyond, 'confirmation');
    expect(view(await bye(pia, entry, 2)).byeRounds).toEqual([2]);
    const granted = await put(olga, `/api/tournament/check-in/entries/${entry}/bye`, { round: 3, requested: true, confirmation: 'confirmed' });
    expectOk(granted);
    expect(myCheckInResponse.parse(granted.body).message).toBe("Half-point bye in round 3 for Pia Byes, beyond the tournament's limit of 1 for players");
    expect(view(granted).byeRounds).toEqual([2, 3]);
    // Cancelling is always the player's to do.
    expect(view(await bye(pia, entry, 3, false)).byeRounds).toEqual([2]);

    // Round 1: everyone checked in and paired; round 2: Pia has her bye and needs no check-in.
    expectOk(await o.api.post(`/api/tournament/${id}/check-in/open`, {}));
    for (const p of (await sheet(id)).players) expectOk(await checkIn(olga, p.id));
    expectOk(await o.api.post(`/api/tournament/${id}/check-in/close`, {}));
    const r1 = await o.playRound(id, 1, () => '1/2-1/2');
    expect(r1.rows.filter((row) => row.kind === 'game')).toHaveLength(3);
    expectFailure(await bye(pia, entry, 1, false), 409, 'Round 1 is already paired; its byes can no longer change', 'round');
    expectOk(await o.api.post(`/api/tournament/${id}/check-in/open`, {}));
    expectFailure(await checkIn(pia, entry), 409, 'You have a half-point bye in round 2; cancel it first to play');
    const players = (await sheet(id)).players;
    expect(players.find((p) => p.id === entry)?.status).toBe('half_point_bye');
    for (const p of players.filter((p) => p.id !== entry)) expectOk(await checkIn(olga, p.id));
    expectOk(await o.api.post(`/api/tournament/${id}/check-in/close`, {}));
    const r2 = await o.pair(id, 2);
    expect(r2.rows.find((row) => row.player.id === entry)?.kind).toBe('half_point_bye');
    expect(r2.rows.filter((row) => row.kind === 'game')).toHaveLength(2);
  });

  it('the round schedule opens and closes the check-in, and reminds those not checked in', async () => {
    const pia = await account(t, 'player', 'Pia Schedule');
    const start = new Date(t.clock.now().getTime() + 90 * minute);
    const { id, own } = await event(3, [pia]);
    expectOk(await o.api.patch(`/api/tournament/${id}`, { roundSchedule: [{ round: 1, startsAt: start.toISOString() }] }));
    await settle(id, { ...required, opensBeforeMinutes: 60, closesBeforeMinutes: 15 });
    const run = () => runCheckInSchedule(t.app.ctx);
    const ours = async () => (await sheet(id)).window;

    expect((await ours())?.state).toBe('not_open');
    await run();
    expect((await ours())?.state).toBe('not_open');
    t.clock.advance(30 * minute);
    await run();
    expect(await ours()).toMatchObject({ state: 'open', closesAt: new Date(start.getTime() - 15 * minute).toISOString() });
    // Pia wants the reminder by mail; she checks in only after it came.
    expectOk(await put(pia, '/api/notices/choices', { mail: ['check_in_closing'], push: [] }));
    const remindedAt = async () =>
      (
        await t.database.db
          .select({ at: checkInWindows.remindedAt })
          .from(checkInWindows)
          .where(and(eq(checkInWindows.tournamentId, id), eq(checkInWindows.round, 1)))
      )[0].at;
    t.clock.advance(30 * minute);
    await run();
    expect(await remindedAt()).toBeNull();
    // 10 minutes before closing, once.
    t.clock.advance(5 * minute);
    const due = t.clock.now();
    await run();
    expect(await remindedAt()).toEqual(due);
    await noticesDelivered(t.app.ctx);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, pia.email));
    expect(mails.filter((mail) => /check-in/i.test(mail.subject)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/round 1/i)]);
    t.clock.advance(minute);
    await run();
    expect(await remindedAt()).toEqual(due);
    expectOk(await checkIn(pia, own[0]));
    t.clock.advance(10 * minute);
    await run();
    expect((await ours())?.state).toBe('closed');
    expectFailure(await checkIn(pia, own[0], false), 409, 'Check-in for round 1 has closed; ask the arbiter');
    const players = (await sheet(id)).players;
    expectOk(await checkIn(olga, players[0].id));
    const round = await o.pair(id, 1);
    expect(round.rows.filter((row) => row.kind === 'zero_point_bye')).toHaveLength(2);
    const game = round.rows.find((row) => row.kind === 'game');
    expect([game?.player.id, game?.opponent?.id].sort()).toEqual([players[0].id, own[0]].sort());
  });

  it('refuses settings that cannot work, and check-in where the tournament has none', async () => {
    const { id } = await event(2);
    expectFailure(
      await put(olga, `/api/tournament/${id}/check-in/settings`, { ...required, opensBeforeMinutes: 10, closesBeforeMinutes: 20 }),
      400,
      /closesBeforeMinutes: the check-in must close after it opens/,
    );
    expectFailure(
      await put(olga, `/api/tournament/${id}/check-in/settings`, { ...required, halfPointByeLimit: -1 }),
      400,
      /halfPointByeLimit: cannot be negative/,
    );
    expectFailure(
      await o.api.post(`/api/tournament/${id}/check-in/open`, {}),
      409,
      'This tournament does not require check-in; turn it on in the check-in settings first',
    );
    const robin = await o.create({ system: 'round_robin' });
    expectFailure(await put(olga, `/api/tournament/${robin}/check-in/settings`, required), 409, /^required: only Swiss tournaments use check-in/, 'required');
    await settle(id, required);
    expectFailure(
      await o.api.post(`/api/tournament/${id}/check-in/open`, { closesAt: '2020-01-01T00:00:00Z' }),
      400,
      'closesAt: the check-in must close later than now',
      'closesAt',
    );
    expectOk(await o.api.post(`/api/tournament/${id}/check-in/open`, {}));
    expectFailure(await o.api.post(`/api/tournament/${id}/check-in/open`, {}), 409, 'Check-in for round 1 is already open');
  });
});
