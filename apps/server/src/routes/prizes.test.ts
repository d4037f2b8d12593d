import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isUploadFailureMessage,
  prizeStructureResponse,
  prizeUploadFailure,
  prizeUploadResponse,
  prizeWinnersResponse,
  publicPrizeListResponse,
  publishedPrizeListResponse,
  staticPrizeCategoriesResponse,
  type PrizeCategoryInput,
  type PrizeWinners,
} from '@kingside/contract';
import { prizeWinners } from '../db/schema/index.js';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { clubManagedBy, organiserOf, resultsFor } from '../test-support/event.js';

const overall: PrizeCategoryInput = { id: 'overall', name: 'Overall', kind: 'overall', conditions: [], amounts: [5000_00, 3000_00] };
const women: PrizeCategoryInput = { id: 'women', name: 'Best woman', kind: 'women', conditions: [{ field: 'sex', equals: 'w' }], amounts: [1000_00] };
const juniors: PrizeCategoryInput = { id: 'u14', name: 'Under 14', kind: 'age', conditions: [{ field: 'birthYear', min: 2012 }], amounts: [750_00] };

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe.each(testDatabaseKinds)('prizes API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');
  const oscar = useAccount(t, 'organiser', 'Oscar');
  const admin = useAccount(t, 'admin', 'Ada');
  const pia = useAccount(t, 'player');
  const clara = useAccount(t, 'organiser', 'Clara');

  /**
   * A finished one-round Swiss of six: the higher rated wins each board, so Arjun, Bela and Chitra
   * score 1 and the others 0. Bela and Esha are girls born 2012 and 2014, Farid is unrated.
   */
  async function finishedTournament(who: Account = olga, withdrawn: string[] = []): Promise<{ id: string; players: Record<string, string> }> {
    const organiser = organiserOf(t, who);
    const id = await organiser.create({ name: 'Prize Open', system: 'dutch', rounds: 1, startDate: '2026-03-01' });
    const players: Record<string, string> = {};
    for (const p of [
      { name: 'Arjun', rating: 2200, sex: 'm', birthDate: '1990', club: 'Rooks' },
      { name: 'Bela', rating: 2100, sex: 'w', birthDate: '2012-04-01' },
      { name: 'Chitra', rating: 2000, sex: 'w', birthDate: '1995' },
      { name: 'Dev', rating: 1900, sex: 'm', birthDate: '2013', club: 'Rooks' },
      { name: 'Esha', rating: 1500, sex: 'w', birthDate: '2014', federation: 'IND' },
      { name: 'Farid', rating: 0, sex: 'm', birthDate: '1960' },
    ] as const) {
      players[p.name] = (await organiser.add(id, { ...p })).uuid;
    }
    const pairings = await organiser.pair(id, 1);
    await organiser.start(id);
    await organiser.score(
      id,
      1,
      resultsFor(pairings, (white, black) => (white < black ? '1-0' : '0-1')),
    );
    for (const name of withdrawn) expectOk(await organiser.api.patch('/api/players/withdraw-player', { playerId: players[name] }));
    expectOk(await organiser.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));
    return { id, players };
  }

  const winnersOf = async (id: string, who: Account = olga, type = 'all'): Promise<PrizeWinners> => {
    const answer = await as(t, who).get(`/api/players/prize-winning-players/${id}/${type}`);
    expectOk(answer);
    return prizeWinnersResponse.parse(answer.body).data;
  };
  const saveStructure = (id: string, body: Record<string, unknown>, who: Account | null = olga) =>
    as(t, who ?? undefined).post(`/api/tournament/prize-config/${id}`, body);
  const structureOf = async (id: string) => prizeStructureResponse.parse((await as(t, olga).get(`/api/tournament/prize-config/${id}`)).body).data;

  let event: { id: string; players: Record<string, string> };
  beforeAll(async () => {
    event = await finishedTournament();
  }, 60_000);

  it('documents every prize call in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const calls = Object.entries(docs.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/tournament/get-static-prize-cats/{id}',
        'GET /api/tournament/prize-config/{id}',
        'POST /api/tournament/prize-config/{id}',
        'POST /api/tournament/prize-categories',
        'POST /api/tournament/publish-prizes/{id}',
        'GET /api/players/prize-winning-players/{id}/{type}',
        'GET /api/players/prize-winning-players/{id}/public',
        'POST /api/players/compute-prize-winning-players/{id}',
        'PATCH /api/players/update-winning-player/{id}',
        'POST /api/players/upload-prize-winning-players',
      ]),
    );
  });

  describe('the category catalogue', () => {
    it('gives the age groups of the start date’s year, the field’s clubs and federations, with their conditions', async () => {
      const answer = await as(t, olga).get(`/api/tournament/get-static-prize-cats/${event.id}`);
      expectOk(answer);
      const { year, categories } = staticPrizeCategoriesResponse.parse(answer.body).data;
      expect(year).toBe(2026);
      const byId = Object.fromEntries(categories.map((c) => [c.id, c]));
      expect(Object.keys(byId)).toEqual(
        expect.arrayContaining([
          'overall',
          'women',
          'u8',
          'u10',
          'u12',
          'u14',
          'u16',
          'u18',
          '50plus',
          '65plus',
          'below-1600',
          'unrated',
          'club-rooks',
          'fed-ind',
          'region',
          'custom',
        ]),
      );
      expect(byId.u8.conditions).toEqual([{ field: 'birthYear', min: 2018 }]);
      expect(byId['65plus'].conditions).toEqual([{ field: 'birthYear', max: 1961 }]);
      expect(byId['below-1600'].conditions).toEqual([{ field: 'rating', min: 1, max: 1599 }]);
      expect(byId['club-rooks']).toMatchObject({ name: 'Best of Rooks', conditions: [{ field: 'club', equals: 'Rooks' }] });
    });

    it('is for the tournament’s managers and admins only', async () => {
      const path = `/api/tournament/get-static-prize-cats/${event.id}`;
      expectOk(await as(t, admin).get(path));
      expectFailure(await as(t, oscar).get(path), 403, 'You do not manage this tournament');
      expectFailure(await as(t, pia).get(path), 403);
      expectFailure(await as(t).get(path), 401);
      expectFailure(await as(t, olga).get('/api/tournament/get-static-prize-cats/nope'), 400, /^id: /, 'id');
    });
  });

  describe('the structure', () => {
    it('is empty, in INR, before the first save', async () => {
      const { id } = await finishedTournament();
      expect(await structureOf(id)).toMatchObject({ currency: 'INR', sharing: 'tiebreak', categories: [], total: 0, winnersAt: null, publishedAt: null });
    });

    it('saves categories, amounts in paise, currency and sharing; a finished tournament’s winners are computed at once', async () => {
      const { id } = await finishedTournament();
      const answer = await saveStructure(id, { tournament_id: id, prizes: [overall, women, juniors], sharing: 'split', noAlert: true });
      expectOk(answer);
      const saved = prizeStructureResponse.parse(answer.body);
      expect(saved.message).toBe('Prize structure saved');
      expect(saved.data).toMatchObject({ currency: 'INR', sharing: 'split', total: 9750_00 });
      expect(saved.data.categories.map((c) => c.id)).toEqual(['overall', 'women', 'u14']);
      expect(saved.data.winnersAt).not.toBeNull();
      expect(await structureOf(id)).toEqual(saved.data);
    });

    it('refuses bad input naming the field, and changes nothing', async () => {
      const { id } = await finishedTournament();
      expectOk(await saveStructure(id, { prizes: [overall] }));
      const before = await structureOf(id);
      expectFailure(await saveStructure(id, { prizes: [{ ...overall, amounts: [5000.5] }] }), 400, /minor units/, 'prizes.0.amounts.0');
      expectFailure(await saveStructure(id, { prizes: [overall, { ...women, id: 'overall' }] }), 400, /used twice/, 'prizes.1.id');
      expectFailure(
        await saveStructure(id, { prizes: [{ ...women, conditions: [{ field: 'shoeSize', equals: 42 }] }] }),
        400,
        undefined,
        'prizes.0.conditions.0',
      );
      expectFailure(await saveStructure(id, { prizes: [overall], currency: 'XYZ' }), 400, /currency/, 'currency');
      expectFailure(await saveStructure(id, { prizes: [overall], sharing: 'coin' }), 400, /hort, split or tiebreak/, 'sharing');
      expectFailure(await saveStructure(id, { prizes: [overall], tournament_id: event.id }), 400, /tournament_id/, 'tournament_id');
      expectFailure(await saveStructure(id, {}), 400, undefined, 'prizes');
      expect(await structureOf(id)).toEqual(before);
    });

    it('is saved by the tournament’s managers and admins only', async () => {
      const { id } = await finishedTournament();
      expectOk(await saveStructure(id, { prizes: [overall] }, admin));
      expectFailure(await saveStructure(id, { prizes: [women] }, oscar), 403);
      expectFailure(await saveStructure(id, { prizes: [women] }, pia), 403);
      expectFailure(await saveStructure(id, { prizes: [women] }, null), 401);
      expectFailure(await as(t, oscar).get(`/api/tournament/prize-config/${id}`), 403);
      expect((await structureOf(id)).categories.map((c) => c.id)).toEqual(['overall']);
    });

    it('is managed by the managers of the tournament’s club too', async () => {
      const clubId = await clubManagedBy(t, olga, [clara], `Prize Club ${Date.now()}`);
      const id = await organiserOf(t, olga).create({ name: 'Club Prize Open', rounds: 5, clubId });
      expectOk(await saveStructure(id, { prizes: [overall] }, clara));
      expectOk(await as(t, clara).get(`/api/tournament/get-static-prize-cats/${id}`));
      expectFailure(await saveStructure(id, { prizes: [overall] }, oscar), 403);
      expect((await structureOf(id)).categories.map((c) => c.id)).toEqual(['overall']);
    });

    it('takes one category at a time through prize-categories: added at the end, or replacing the one with its id', async () => {
      const { id } = await finishedTournament();
      const add = (category: PrizeCategoryInput, who: Account | null = olga) =>
        as(t, who ?? undefined).post('/api/tournament/prize-categories', { tournament_id: id, category });
      expectOk(await add(overall));
      const custom: PrizeCategoryInput = {
        id: 'rooks-juniors',
        name: 'Best Rooks junior',
        kind: 'custom',
        conditions: [
          { field: 'club', equals: 'Rooks' },
          { field: 'birthYear', min: 2010 },
        ],
        amounts: [500_00],
      };
      const answer = await add(custom);
      expectOk(answer);
      expect(prizeStructureResponse.parse(answer.body).message).toBe('Category Best Rooks junior saved');
      expectOk(await add({ ...overall, amounts: [6000_00] }));
      const structure = await structureOf(id);
      expect(structure.categories.map((c) => [c.id, c.amounts])).toEqual([
        ['overall', [6000_00]],
        ['rooks-juniors', [500_00]],
      ]);
      // Dev (Rooks, 2013) is the only Rooks junior.
      const winners = await winnersOf(id, olga, 'rooks-juniors');
      expect(winners.winners.map((w) => w.name)).toEqual(['Dev']);
      expectFailure(await add({ ...custom, amounts: [] }), 400, /at least one place/, 'category.amounts');
      expectFailure(await add(custom, oscar), 403);
      expectFailure(await add(custom, pia), 403);
      expectFailure(await add(custom, null), 401);
      expect(await structureOf(id)).toEqual(structure);
    });
  });

  describe('the winners', () => {
    it('are computed by the engine from the final standings, one prize each, every award explained', async () => {
      expectOk(await saveStructure(event.id, { prizes: [overall, women, juniors], sharing: 'tiebreak' }));
      const { winners, unawarded, total, currency } = await winnersOf(event.id);
      const standings = (await as(t).get(`/api/tournament/players-ranking?round=1&tournamentId=${event.id}`)).body as { data: { rows: { name: string }[] } };
      const [first, second] = standings.data.rows.map((r) => r.name);
      expect(winners.map((w) => [w.categoryId, w.place, w.name, w.amount])).toEqual([
        ['overall', 1, first, 5000_00],
        ['overall', 2, second, 3000_00],
        ['women', 1, expect.any(String), 1000_00],
        ['u14', 1, expect.any(String), 750_00],
      ]);
      expect(new Set(winners.map((w) => w.playerId)).size).toBe(4);
      expect(winners[0].explanation).toBe(`1st Overall: ${first}, 1 point, 1st in the standings`);
      expect(
        winners.every((w) => w.source === 'engine' && w.currency === 'INR' && w.status === null && w.fulfillment_id === null && w.transaction_id === null),
      ).toBe(true);
      expect(unawarded).toEqual([]);
      expect(total).toBe(9750_00);
      expect(currency).toBe('INR');
    });

    it('leave out a withdrawn player, whatever the standings say', async () => {
      const { id } = await finishedTournament(olga, ['Arjun']);
      // Arjun, Bela and Chitra stay tied on every tie-break: a play-off, not the lots, puts Arjun above the others.
      expectOk(
        await as(t, olga).post('/api/tournament/rank-tied-players', { tournamentId: id, order: [1, 2, 3], reason: 'Play-off', confirmation: 'confirmed' }),
      );
      expectOk(await saveStructure(id, { prizes: [overall], sharing: 'split' }));
      const { winners } = await winnersOf(id);
      expect(winners.map((w) => w.name)).not.toContain('Arjun');
      expect(winners[0].explanation).toMatch(/; Arjun withdrew/);
    });

    it('of one category by its id; an unknown category is not found', async () => {
      const { winners } = await winnersOf(event.id, olga, 'women');
      expect(winners.map((w) => w.categoryId)).toEqual(['women']);
      expectFailure(await as(t, olga).get(`/api/players/prize-winning-players/${event.id}/chess960`), 404, /no category chess960/);
      expectFailure(await as(t, olga).get(`/api/players/prize-winning-players/${event.id}/Not%20A%20Type`), 400, /type/, 'type');
    });

    it('are shown to the tournament’s managers and admins only', async () => {
      const path = `/api/players/prize-winning-players/${event.id}/all`;
      expectOk(await as(t, admin).get(path));
      expectFailure(await as(t, oscar).get(path), 403);
      expectFailure(await as(t, pia).get(path), 403);
      expectFailure(await as(t).get(path), 401);
    });

    it('are computed again on request, and not before the tournament has finished', async () => {
      const compute = (id: string, who?: Account) => as(t, who).post(`/api/players/compute-prize-winning-players/${id}`);
      const answer = await compute(event.id, olga);
      expectOk(answer);
      expect(prizeWinnersResponse.parse(answer.body).message).toBe('4 prizes awarded');
      expectFailure(await compute(event.id, oscar), 403);
      expectFailure(await compute(event.id, pia), 403);
      expectFailure(await compute(event.id), 401);
      const running = await organiserOf(t, olga).create({ name: 'Running Open', rounds: 5 });
      expectOk(await saveStructure(running, { prizes: [overall] }));
      expectFailure(await compute(running, olga), 409, /finish the tournament first/);
      expect((await winnersOf(running)).winners).toEqual([]);
    });
  });

  describe('an override', () => {
    it('gives an award to another player or another amount, with the reason in the audit log (who and when)', async () => {
      const { id, players } = await finishedTournament();
      expectOk(await saveStructure(id, { prizes: [overall, women] }));
      const before = await winnersOf(id);
      const second = before.winners.find((w) => w.categoryId === 'overall' && w.place === 2)!;
      t.clock.advance(60_000);
      const answer = await as(t, olga).patch(`/api/players/update-winning-player/${second.id}`, {
        playerId: players.Farid,
        amount: 2500_00,
        reason: 'Arbiter’s decision after appeal',
      });
      expectOk(answer);
      const after = prizeWinnersResponse.parse(answer.body).data;
      const changed = after.winners.find((w) => w.id === second.id)!;
      expect(changed).toMatchObject({ name: 'Farid', amount: 2500_00, placeAmount: 3000_00, source: 'organiser' });
      expect(changed.explanation).toBe('2nd Overall: Farid, ₹2,500, set by the organiser: Arbiter’s decision after appeal');
      expect(after.changes).toEqual([
        {
          id: expect.any(Number),
          winnerId: second.id,
          kind: 'override',
          categoryName: 'Overall',
          place: 2,
          oldPlayer: second.name,
          newPlayer: 'Farid',
          oldAmount: 3000_00,
          newAmount: 2500_00,
          reason: 'Arbiter’s decision after appeal',
          changedBy: 'Olga',
          changedAt: t.clock.now().toISOString(),
        },
      ]);
      // Stored: a later look shows the same.
      expect(await winnersOf(id)).toEqual(after);
    });

    it('refuses without a reason, a second prize for one player, or someone else’s player, and changes nothing', async () => {
      const { id } = await finishedTournament();
      expectOk(await saveStructure(id, { prizes: [overall, women] }));
      const before = await winnersOf(id);
      const [first, second] = before.winners;
      const patch = (body: Record<string, unknown>, who: Account | null = olga) =>
        as(t, who ?? undefined).patch(`/api/players/update-winning-player/${second.id}`, body);
      expectFailure(await patch({ amount: 100_00 }), 400, /reason/, 'reason');
      expectFailure(await patch({ reason: 'because' }), 400, /another player|another amount/, 'playerId');
      expectFailure(await patch({ amount: -5, reason: 'because' }), 400, undefined, 'amount');
      expectFailure(await patch({ playerId: first.playerId, reason: 'because' }), 400, /already holds 1st Overall/, 'playerId');
      expectFailure(await patch({ playerId: event.players.Arjun, reason: 'because' }), 400, /not a player of this tournament/, 'playerId');
      expectFailure(await patch({ amount: 100_00, reason: 'because' }, oscar), 403);
      expectFailure(await patch({ amount: 100_00, reason: 'because' }, pia), 403);
      expectFailure(await patch({ amount: 100_00, reason: 'because' }, null), 401);
      expectFailure(await as(t, olga).patch('/api/players/update-winning-player/00000000-0000-4000-8000-000000000000', { amount: 1, reason: 'because' }), 404);
      expect(await winnersOf(id)).toEqual(before);
    });
  });

  describe('publishing', () => {
    it('puts names, categories, places and amounts on the public route — nothing else — until taken back', async () => {
      const { id } = await finishedTournament();
      const publish = (published: boolean, who: Account | null = olga) => as(t, who ?? undefined).post(`/api/tournament/publish-prizes/${id}`, { published });
      expectFailure(await publish(true), 409, /no winners/);
      expectOk(await saveStructure(id, { prizes: [overall, women] }));
      // Not published yet is an answer (every public page asks), not a 404 in the visitor's console.
      const unpublished = await as(t).get(`/api/players/prize-winning-players/${id}/public`);
      expectOk(unpublished);
      expect(publishedPrizeListResponse.parse(unpublished.body)).toEqual({ message: 'The prize list is not published yet', data: null });
      expectFailure(await publish(true, oscar), 403);
      expectFailure(await publish(true, pia), 403);
      expectFailure(await publish(true, null), 401);
      expectFailure(await as(t, olga).post(`/api/tournament/publish-prizes/${id}`, { published: 'yes' }), 400, undefined, 'published');
      const published = await publish(true);
      expectOk(published);
      expect(prizeStructureResponse.parse(published.body).message).toBe('Prize list published');

      const answer = await as(t).get(`/api/players/prize-winning-players/${id}/public`);
      expectOk(answer);
      const list = publicPrizeListResponse.parse(answer.body).data;
      const managed = await winnersOf(id);
      expect(list.winners).toEqual(
        managed.winners.map((w) => ({ categoryId: w.categoryId, categoryName: w.categoryName, place: w.place, name: w.name, amount: w.amount })),
      );
      for (const row of (answer.body as { data: { winners: object[] } }).data.winners) {
        expect(Object.keys(row).sort()).toEqual(['amount', 'categoryId', 'categoryName', 'name', 'place']);
      }
      expectOk(await publish(false));
      expect(publishedPrizeListResponse.parse((await as(t).get(`/api/players/prize-winning-players/${id}/public`)).body).data).toBeNull();
      expectFailure(await as(t).get('/api/players/prize-winning-players/00000000-0000-4000-8000-000000000000/public'), 404);
    });
  });

  describe('the upload of winners decided offline', () => {
    const upload = (who: Account | undefined, fields: Record<string, string>, content?: string) =>
      call(t.app, 'POST', '/api/players/upload-prize-winning-players', {
        token: who?.token,
        form: multipart(fields, content === undefined ? [] : [{ field: 'file', name: 'prizes.csv', content }]),
      });
    const refusedWith = (answer: { status: number; body: unknown }, status: number, message: RegExp) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      const failure = prizeUploadFailure.parse(answer.body);
      expect(failure.message).toMatch(message);
      expect(isUploadFailureMessage(failure.message), failure.message).toBe(true);
      return failure;
    };

    it('previews each row with its problems, refuses while any is wrong, then replaces the winners', async () => {
      const { id } = await finishedTournament();
      expectOk(await saveStructure(id, { prizes: [overall, women] }));
      const before = await winnersOf(id);
      const wrong = csv(['Category,Place,Start no,Name,Amount', 'Overall,1,1,,', 'Overall,1,2,,', 'Best woman,2,,Nobody,abc', 'Chess960,1,3,,']);

      const preview = await upload(olga, { tournamentId: id, preview: 'true' }, wrong);
      expectOk(preview);
      const report = prizeUploadResponse.parse(preview.body);
      expect(report.message).toMatch(/^Cannot upload yet: every row is fine except row 3 \(column Place: 1st Overall is already given in row 2\)/);
      expect(report.data.rows.map((r) => r.status)).toEqual(['ready', 'error', 'error', 'error']);
      expect(report.data.rows[2].errors.map((e) => e.message)).toEqual([
        "Row 4, column Name: no player of the tournament is called 'Nobody'",
        "Row 4, column Amount: 'abc' is not an amount (e.g. 5000 or 2500.50)",
      ]);
      expect(report.data.rows[0].award).toMatchObject({ categoryId: 'overall', place: 1, amount: 5000_00 });

      const failure = refusedWith(await upload(olga, { tournamentId: id }, wrong), 400, /^Upload failed: every row is fine except .* Nothing was saved$/);
      expect(failure.data?.counts).toEqual({ rows: 4, ready: 1, errors: 3, saved: 0 });
      expect(await winnersOf(id)).toEqual(before);

      const good = csv(['Category,Place,Start no,Name,Amount', 'Overall,1,3,,"5,500.50"', 'overall,2,,Esha,', 'Best woman,1st,2,Bela,1000']);
      const saved = await upload(olga, { tournamentId: id }, good);
      expectOk(saved, 201);
      const result = prizeUploadResponse.parse(saved.body);
      expect(result.message).toBe('3 prizes uploaded');
      expect(result.data.counts).toEqual({ rows: 3, ready: 0, errors: 0, saved: 3 });
      const after = await winnersOf(id);
      // Start no 3 is Chitra (pairing numbers by rating); Esha's amount is the structure's for 2nd place.
      expect(after.winners.map((w) => [w.categoryId, w.place, w.name, w.amount, w.source])).toEqual([
        ['overall', 1, 'Chitra', 5500_50, 'upload'],
        ['overall', 2, 'Esha', 3000_00, 'upload'],
        ['women', 1, 'Bela', 1000_00, 'upload'],
      ]);
      expect(after.winners[0].explanation).toBe('1st Overall: Chitra, decided offline (prizes.csv, row 2)');
      expect(after.changes).toHaveLength(3);
      expect(after.changes.map((c) => [c.kind, c.categoryName, c.place, c.newPlayer, c.changedBy])).toEqual(
        expect.arrayContaining([
          ['upload', 'Overall', 1, 'Chitra', 'Olga'],
          ['upload', 'Overall', 2, 'Esha', 'Olga'],
          ['upload', 'Best woman', 1, 'Bela', 'Olga'],
        ]),
      );
    });

    it('needs a saved structure, the tournament’s manager, and a sheet naming category, place and player', async () => {
      const { id } = await finishedTournament();
      const sheet = csv(['Category,Place,Start no', 'Overall,1,1']);
      refusedWith(await upload(olga, { tournamentId: id }, sheet), 409, /save the prize structure first/);
      expectOk(await saveStructure(id, { prizes: [overall] }));
      refusedWith(await upload(olga, { tournamentId: id }, csv(['Category,Amount', 'Overall,5'])), 400, /no place column/);
      refusedWith(await upload(olga, { tournamentId: id }), 400, /choose the CSV or XLSX file/);
      refusedWith(await upload(olga, { tournamentId: 'nope' }, sheet), 400, /tournamentId/);
      const notStarted = await organiserOf(t, olga).create({ name: 'Later Open', rounds: 5 });
      expectOk(await saveStructure(notStarted, { prizes: [overall] }));
      refusedWith(await upload(olga, { tournamentId: notStarted }, sheet), 409, /no sheet is taken before round 1/);
      expectFailure(await upload(oscar, { tournamentId: id }, sheet), 403);
      expectFailure(await upload(pia, { tournamentId: id }, sheet), 403);
      expectFailure(await upload(undefined, { tournamentId: id }, sheet), 401);
    });
  });

  describe('once a payout has started', () => {
    it('the paid award, the structure and the winners as a whole no longer change', async () => {
      const { id } = await finishedTournament();
      expectOk(await saveStructure(id, { prizes: [overall] }));
      const { winners } = await winnersOf(id);
      await t.database.db
        .update(prizeWinners)
        .set({ status: 'INITIATED', fulfillmentId: `f-${id}` })
        .where(eq(prizeWinners.id, winners[0].id));
      expectFailure(
        await as(t, olga).patch(`/api/players/update-winning-player/${winners[0].id}`, { amount: 1, reason: 'because' }),
        409,
        /under way \(INITIATED\)/,
      );
      expectFailure(await saveStructure(id, { prizes: [women] }), 409, /Payouts have started/);
      expectFailure(await as(t, olga).post(`/api/players/compute-prize-winning-players/${id}`), 409, /Payouts have started/);
      const refused = await upload(olga, { tournamentId: id }, csv(['Category,Place,Start no', 'Overall,1,2']));
      expect(refused.status).toBe(409);
      expect(prizeUploadFailure.parse(refused.body).message).toMatch(/^Upload failed: Payouts have started.*without exception$/);
      // The other award is still the organiser's to change.
      expectOk(await as(t, olga).patch(`/api/players/update-winning-player/${winners[1].id}`, { amount: 2000_00, reason: 'sponsor withdrew' }));
      const after = await winnersOf(id);
      expect(after.winners[0]).toMatchObject({ id: winners[0].id, status: 'INITIATED', fulfillment_id: `f-${id}` });
    });

    const upload = (who: Account | undefined, fields: Record<string, string>, content: string) =>
      call(t.app, 'POST', '/api/players/upload-prize-winning-players', {
        token: who?.token,
        form: multipart(fields, [{ field: 'file', name: 'prizes.csv', content }]),
      });
  });
});
