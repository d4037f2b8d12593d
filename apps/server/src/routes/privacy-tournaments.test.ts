import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authResponse,
  deletedTournamentResponse,
  deletedTournamentsResponse,
  statisticsResponse,
  tournamentListResponse,
  tournamentResponse,
  type PayeeDetailsBody,
} from '@kingside/contract';
import { lichessTournaments, tournamentFiles, tournamentPurges, tournaments, users } from '../db/schema/index.js';
import { tinyPng } from '../test-support/images.js';
import { recordOrder } from '../services/payouts/distribute.js';
import { tournamentWithWinners } from '../test-support/winners.js';
import { purgeDueTournaments } from '../services/privacy/purge.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { clubManagedBy, organiserOf, resultsFor } from '../test-support/event.js';
import { call, createTestApp, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';

const day = 24 * 60 * 60 * 1000;
const upi = (vpa: string): PayeeDetailsBody => ({ kind: 'upi', vpa, name: 'Asha Kumar' });

describe.each(testDatabaseKinds)('deleting tournaments on %s', (kind) => {
  const t = useTestApp(kind, { ownDataDir: true });
  const olga = useAccount(t, 'organiser', 'Olga Owner');
  const oscar = useAccount(t, 'organiser', 'Oscar Other');
  const colin = useAccount(t, 'organiser', 'Colin Club');
  const pia = useAccount(t, 'player', 'Pia Player');
  const ada = useAccount(t, 'admin', 'Ada Admin');

  const remove = (who: Account | undefined, id: string) => call(t.app, 'DELETE', `/api/tournament/${id}`, { token: who?.token });
  const restore = (who: Account | undefined, id: string) => call(t.app, 'POST', `/api/tournament/${id}/restore`, { token: who?.token });
  const deletedList = async (who: Account) => {
    const answer = await as(t, who).get('/api/tournament/deleted');
    expectOk(answer);
    return deletedTournamentsResponse.parse(answer.body).data;
  };

  /** A tournament with a logo on disk, players, round 1 played and a published brochure. */
  async function playedTournament(name: string) {
    const created = await call(t.app, 'POST', '/api/tournament/create', {
      token: olga.token,
      form: multipart({ name, rounds: '3', initialColour: 'w' }, [{ field: 'logo', name: 'logo.png', content: tinyPng(), type: 'image/png' }]),
    });
    expectOk(created, 201);
    const tournament = tournamentResponse.parse(created.body).data;
    const organiser = organiserOf(t, olga);
    const players = [];
    for (const [i, player] of ['Anna', 'Boris', 'Carla', 'Dmitri'].entries())
      players.push(await organiser.add(tournament.id, { name: player, rating: 2000 - 50 * i }));
    const pairings = await organiser.pair(tournament.id, 1);
    await organiser.start(tournament.id);
    await organiser.score(
      tournament.id,
      1,
      resultsFor(pairings, () => '1-0'),
    );
    expectOk(
      await call(t.app, 'PUT', `/api/tournament/${tournament.id}/brochure`, {
        token: olga.token,
        body: { description: 'Come and play', venue: 'Hall' },
      }),
    );
    const [logo] = tournament.files;
    return { id: tournament.id, fileUrl: logo.url, fileId: logo.id, players };
  }

  const filePath = (tournamentId: string, fileId: string) => path.join(t.config.dataDir!, 'files', tournamentId, fileId);

  /** Signed in again: sessions last 30 days, and the purge tests move the clock further. */
  const signedInAgain = async (who: Account): Promise<Account> => {
    const answer = await call(t.app, 'POST', '/api/auth/login', { body: { email: who.email, password: 'correct horse' }, ip: '10.77.0.1' });
    expectOk(answer);
    return { ...who, token: authResponse.parse(answer.body).data.tokens.access.token };
  };

  it('refuses (409) while a prize payout of the tournament is pending, and changes nothing', async () => {
    const { tournamentId, winners } = await tournamentWithWinners(t, olga, [250_000]);
    expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winners[0].id}`, { body: upi('asha@oksbi'), token: olga.token }));
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, olga.id));
    await recordOrder(t.app.ctx, owner, tournamentId, undefined);
    expectFailure(await remove(olga, tournamentId), 409, /payout .* pending/);
    expectFailure(await remove(ada, tournamentId), 409, /payout .* pending/);
    expectOk(await as(t).get(`/api/tournament/${tournamentId}`));
    expect((await deletedList(olga)).map((x) => x.id)).not.toContain(tournamentId);
  });

  it('only the owner, a manager of its club and an admin may delete; a player is refused, anonymous callers must sign in', async () => {
    const { id } = await playedTournament('Guarded Open');
    expectFailure(await remove(undefined, id), 401);
    expectFailure(await remove(pia, id), 403);
    expectFailure(await remove(oscar, id), 403, /do not manage/);
    expectOk(await as(t, olga).get(`/api/tournament/${id}`));

    const clubId = await clubManagedBy(t, colin, [olga], `Deletion Club ${id}`);
    const clubEvent = await organiserOf(t, olga).create({ name: 'Club Event', rounds: 3, clubId });
    const byClub = await remove(colin, clubEvent);
    expectOk(byClub);
    expect(deletedTournamentResponse.parse(byClub.body).data).toMatchObject({ id: clubEvent, name: 'Club Event', ownerId: olga.id });

    const byAdmin = await remove(ada, id);
    expectOk(byAdmin);
    const deleted = deletedTournamentResponse.parse(byAdmin.body).data;
    expect(new Date(deleted.purgeAfter).getTime() - new Date(deleted.deletedAt).getTime()).toBe(30 * day);
    expectFailure(await remove(olga, id), 404);
  });

  it('a deleted tournament answers 404 on every call, for anonymous callers and its owner alike, and leaves every list', async () => {
    const { id, fileUrl, fileId, players } = await playedTournament('Vanishing Open');
    const statsBefore = statisticsResponse.parse((await as(t, olga).get('/api/tournament/statistics')).body).data;
    // Its lichess counterpart, as an Arena read from lichess leaves it (the lichess tests make them for real).
    await t.database.db.insert(lichessTournaments).values({
      tournamentId: id,
      kind: 'arena',
      lichessId: `arena${id.slice(0, 8)}`,
      lichessUrl: 'https://lichess.org/tournament/x',
      createdAt: t.clock.now(),
    });
    for (const url of [`/api/tournament/lichess-link/${id}`, `/api/tournament/lichess-arena-standings/${id}`]) expectOk(await as(t).get(url));
    // Standings served once are cached for spectators: the deletion must drop them too.
    expectOk(await as(t).get(`/api/tournament/players-ranking?round=1&tournamentId=${id}`));
    expectOk(await remove(olga, id));

    const publicReads = [
      `/api/tournament/players-ranking?round=1&tournamentId=${id}`,
      `/api/tournament/${id}`,
      `/api/players/${id}`,
      `/api/players/details?query=${players[0].uuid}`,
      `/api/tournament/get-pairings?round=1&tournamentId=${id}`,
      `/api/tournament/${id}/standings.csv?round=1`,
      `/api/tournament/${id}/live`,
      `/api/tournament/${id}/brochure`,
      `/api/tournament/${id}/brochure.pdf`,
      `/api/tournament/${id}/files`,
      fileUrl,
      `/api/players/prize-winning-players/${id}/public`,
      `/api/tournament/lichess-games/${id}`,
      `/api/tournament/lichess-link/${id}`,
      `/api/tournament/lichess-arena-standings/${id}`,
    ];
    const managerReads = [
      ...publicReads,
      `/api/tournament/config/${id}`,
      `/api/players/entries/${id}`,
      `/api/tournament/${id}/trf`,
      `/api/tournament/result-history?round=1&tournamentId=${id}`,
      `/api/tournament/${id}/printouts/pairings?round=1`,
      `/api/tournament/${id}/printouts/standings?round=1`,
      `/api/tournament/${id}/printouts/crosstable`,
      `/api/tournament/${id}/printouts/players`,
      `/api/tournament/${id}/printouts/result-slips?round=1`,
      `/api/tournament/prize-config/${id}`,
      `/api/players/payouts/${id}`,
    ];
    for (const url of publicReads) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    for (const who of [olga, ada]) {
      for (const url of managerReads) {
        const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });
        expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(404);
      }
    }
    const writes: [string, string, unknown][] = [
      ['PATCH', `/api/tournament/${id}`, { name: 'Back from the dead' }],
      ['POST', `/api/players/add-player/${id}`, { name: 'Late Larry', rating: 1500 }],
      ['GET', `/api/tournament/generate-pairing?round=2&tournamentId=${id}`, undefined],
      ['POST', '/api/tournament/trigger-tournament-end', { tournamentId: id }],
      ['PUT', `/api/tournament/${id}/brochure`, { description: 'Changed' }],
    ];
    for (const [method, url, body] of writes) expectFailure(await call(t.app, method, url, { body, token: olga.token }), 404);
    expectFailure(await call(t.app, 'POST', `/api/players/register/${id}`, { body: { rating: 1500 }, token: pia.token }), 404);

    const mine = tournamentListResponse.parse((await as(t, olga).get('/api/tournament/get-tournaments?limit=100')).body).data;
    expect(mine.tournaments.map((x) => x.id)).not.toContain(id);
    const search = tournamentListResponse.parse((await as(t).get('/api/tournament/get-tournament-list?query=Vanishing')).body).data;
    expect(search).toEqual({ tournaments: [], count: 0 });
    const statsAfter = statisticsResponse.parse((await as(t, olga).get('/api/tournament/statistics')).body).data;
    expect(statsAfter.tournaments).toBe(statsBefore.tournaments - 1);
    expect(statsAfter.players).toBe(statsBefore.players - 4);
    // Hidden, not gone: the rows and the file wait for the purge.
    expect(existsSync(filePath(id, fileId))).toBe(true);
    expect((await deletedList(olga)).map((x) => x.id)).toContain(id);
  });

  it("a player's own entry fee in a deleted tournament answers 404 too, and registering is refused", async () => {
    const id = await organiserOf(t, olga).create({ name: 'Fee Vanishing Open', rounds: 5, enable_registration: true, entryFee: 100 });
    expectOk(await as(t, pia).post(`/api/entry-fees/register/${id}`, { rating: 1500 }), 201);
    expectOk(await as(t, pia).get(`/api/entry-fees/mine/${id}`));
    expectOk(await remove(olga, id));
    expectFailure(await as(t, pia).get(`/api/entry-fees/mine/${id}`), 404);
    expectFailure(await as(t, pia).post(`/api/entry-fees/register/${id}`, { rating: 1500 }), 404);
    expectFailure(await as(t, olga).get(`/api/entry-fees/tournament/${id}`), 404);
  });

  it('every deletion and privacy call is in the API documentation', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const calls: [string, string][] = [
      ['/api/tournament/{id}', 'delete'],
      ['/api/tournament/{id}/restore', 'post'],
      ['/api/tournament/deleted', 'get'],
      ['/api/auth/account', 'delete'],
      ['/api/auth/account/export', 'get'],
      ['/api/admin/users/{id}', 'delete'],
    ];
    for (const [path, method] of calls) expect(docs.paths[path], `${method} ${path}`).toHaveProperty([method]);
  });

  it('restores within 30 days exactly as it was, for its owner and admins only', async () => {
    const { id } = await playedTournament('Phoenix Open');
    const before = (await as(t, olga).get(`/api/tournament/${id}`)).body;
    const standingsBefore = (await as(t).get(`/api/tournament/players-ranking?round=1&tournamentId=${id}`)).body;
    expectFailure(await restore(olga, id), 409, /not deleted/);
    expectOk(await remove(olga, id));

    expectFailure(await restore(undefined, id), 401);
    expectFailure(await restore(pia, id), 403);
    expectFailure(await restore(oscar, id), 404);
    expect((await deletedList(oscar)).map((x) => x.id)).not.toContain(id);
    expect((await deletedList(ada)).map((x) => x.id)).toContain(id);
    expectFailure(await call(t.app, 'GET', '/api/tournament/deleted', { token: pia.token }), 403);

    t.clock.advance(29 * day);
    expect(await purgeDueTournaments(t.app.ctx)).not.toContain(id);
    const restored = await restore(olga, id);
    expectOk(restored);
    expect(tournamentResponse.parse(restored.body).data).toMatchObject({ id, name: 'Phoenix Open', currentRound: 1 });
    const after = (await as(t, olga).get(`/api/tournament/${id}`)).body as { data: Record<string, unknown> };
    const { updatedAt: _before, ...same } = (before as { data: Record<string, unknown> }).data;
    expect(after.data).toMatchObject(same);
    expect((await as(t).get(`/api/tournament/players-ranking?round=1&tournamentId=${id}`)).body).toEqual(standingsBefore);
    expect(await t.database.db.select().from(tournamentPurges).where(eq(tournamentPurges.tournamentId, id))).toEqual([]);
    expect((await deletedList(olga)).map((x) => x.id)).not.toContain(id);

    // Deleted again, an admin restores it too.
    expectOk(await remove(olga, id));
    expectOk(await restore(await signedInAgain(ada), id));
  });

  it('purges a tournament 30 days after its deletion, with its files, and then it cannot be restored', async () => {
    const { id, fileId } = await playedTournament('Gone Open');
    const { id: kept, fileId: keptFile } = await playedTournament('Kept Open');
    expectOk(await remove(olga, id));
    t.clock.advance(30 * day - 1000);
    expect(await purgeDueTournaments(t.app.ctx)).not.toContain(id);
    expect(existsSync(filePath(id, fileId))).toBe(true);

    t.clock.advance(1000);
    const owner = await signedInAgain(olga);
    expectFailure(await restore(owner, id), 409, /more than 30 days/);
    expect(await purgeDueTournaments(t.app.ctx)).toContain(id);
    expect(existsSync(filePath(id, fileId))).toBe(false);
    expect(existsSync(path.dirname(filePath(id, fileId)))).toBe(false);
    expect(await t.database.db.select().from(tournaments).where(eq(tournaments.id, id))).toEqual([]);
    expect(await t.database.db.select().from(tournamentFiles).where(eq(tournamentFiles.tournamentId, id))).toEqual([]);
    expectFailure(await restore(owner, id), 404);
    expect(await purgeDueTournaments(t.app.ctx)).toEqual([]);
    // Another tournament is untouched.
    expectOk(await as(t).get(`/api/tournament/${kept}`));
    expect(existsSync(filePath(kept, keptFile))).toBe(true);
  });

  it('two instances purging at once purge each tournament once, files and all', async () => {
    const second = await createTestApp(kind, { database: t.database, clock: t.clock, config: { dataDir: t.config.dataDir } });
    try {
      const owner = await signedInAgain(olga);
      const made = [];
      for (const name of ['Twin A', 'Twin B', 'Twin C']) {
        const created = await call(t.app, 'POST', '/api/tournament/create', {
          token: owner.token,
          form: multipart({ name, rounds: '3' }, [{ field: 'logo', name: 'logo.png', content: tinyPng(), type: 'image/png' }]),
        });
        expectOk(created, 201);
        const tournament = tournamentResponse.parse(created.body).data;
        expectOk(await remove(owner, tournament.id));
        made.push({ id: tournament.id, fileId: tournament.files[0].id });
      }
      t.clock.advance(31 * day);
      const [first, other] = await Promise.all([purgeDueTournaments(t.app.ctx), purgeDueTournaments(second.app.ctx)]);
      const ids = made.map((m) => m.id);
      expect([...first, ...other].filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
      for (const { id, fileId } of made) expect(existsSync(filePath(id, fileId))).toBe(false);
    } finally {
      await second.close();
    }
  });
});
