import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiError,
  authResponse,
  ratingListImportResponse,
  ratingListResponse,
  searchFidePlayersResponse,
  type RatedPlayer,
  type RatingListImport,
  type SearchFidePlayersBody,
} from '@kingside/contract';
import { generatePlayers, writeFideList } from '../integrations/fide/generate-list.js';
import { isInactive, type FideListPlayer } from '../integrations/fide/list-player.js';
import { formatTxtLine, txtHeaderLine } from '../integrations/fide/txt-format.js';
import { createUser } from '../services/accounts/users.js';
import { startImport } from '../services/rating-list/import.js';
import { normaliseName } from '../services/rating-list/names.js';
import { searchFidePlayers } from '../services/rating-list/search.js';
import { call, createTestApp, testDatabaseKinds, type TestApp } from '../test-support/index.js';

const famous = (fideId: number, name: string, federation: string, rating: number, extra: Partial<FideListPlayer> = {}): FideListPlayer => ({
  fideId,
  name,
  federation,
  sex: 'M',
  title: rating >= 2500 ? 'GM' : null,
  womanTitle: null,
  otherTitles: [],
  foaTitle: null,
  standard: { rating, games: 3, k: rating >= 2400 ? 10 : 20 },
  rapid: { rating: rating - 20, games: 0, k: 20 },
  blitz: { rating: null, games: null, k: null },
  birthYear: 1990,
  flag: null,
  ...extra,
});

/** Players the relevance cases look for, among generated ones. */
const wanted = [
  famous(1503014, 'Carlsen, Magnus', 'NOR', 2837),
  famous(1503016, 'Karlsen, Magnus', 'NOR', 1702),
  famous(309095, 'Navara, David', 'CZE', 2690),
  famous(350001, 'Ševčík, Jiří', 'CZE', 1850),
  famous(4600001, 'Müller, Jürgen', 'GER', 2012),
  famous(2500001, "O'Brien, Seán", 'IRL', 1650),
  famous(623539, 'Vachier-Lagrave, Maxime', 'FRA', 2730),
  famous(12401110, 'Đặng, Thị Hương', 'VIE', 2105, { sex: 'F', title: 'WFM', flag: 'w', birthYear: 2004 }),
];
const generated = [...generatePlayers({ players: 2500, seed: 2026, listYear: 2025 })];
const fullList = [...generated, ...wanted];

const asRated = (p: FideListPlayer): RatedPlayer => ({
  fideId: p.fideId,
  name: p.name,
  federation: p.federation,
  sex: p.sex,
  title: p.title,
  womanTitle: p.womanTitle,
  otherTitles: p.otherTitles,
  foaTitle: p.foaTitle,
  standard: p.standard,
  rapid: p.rapid,
  blitz: p.blitz,
  birthYear: p.birthYear,
  inactive: isInactive(p),
});

describe.each(testDatabaseKinds)('FIDE rating list API on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let admin: string;
  let organiser: string;
  let player: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = await mkdtemp(join(tmpdir(), 'rating-list-api-'));
    await createUser(t.database.db, t.clock.now, { email: 'admin@example.test', password: 'admin-password', name: 'Ada Admin', role: 'admin' });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'admin@example.test', password: 'admin-password' } });
    admin = authResponse.parse(login.body).data.tokens.access.token;
    const signUp = async (role: 'organiser' | 'player') => {
      await call(t.app, 'POST', '/api/auth/register', {
        body: { name: `${role} one`, email: `${role}@example.test`, password: 'secret-pass', role },
      });
      const answer = await call(t.app, 'POST', '/api/auth/login', { body: { email: `${role}@example.test`, password: 'secret-pass' } });
      return authResponse.parse(answer.body).data.tokens.access.token;
    };
    organiser = await signUp('organiser');
    player = await signUp('player');
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function upload(path: string, fileName: string, fields: Record<string, string> = {}, token = admin) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([await readFile(path)]), fileName);
    const request = new Request('http://kingside.test/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/import-fide-list',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  }

  async function finished(jobId: string): Promise<RatingListImport> {
    for (let waited = 0; waited < 60_000; waited += 50) {
      const answer = await call(t.app, 'GET', `/api/players/import-fide-list/${jobId}`, { token: admin });
      expect(answer.status).toBe(200);
      const job = ratingListImportResponse.parse(answer.body).data;
      if (job.state !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${jobId} did not finish`);
  }

  async function importList(path: string, fileName: string, fields: Record<string, string> = {}): Promise<RatingListImport> {
    const answer = await upload(path, fileName, fields);
    expect(answer.status).toBe(202);
    const started = ratingListImportResponse.parse(answer.body).data;
    expect(started.fileName).toBe(fileName);
    return finished(started.id);
  }

  const search = async (body: SearchFidePlayersBody, token = organiser) => {
    const answer = await call(t.app, 'POST', '/api/players/search-fide-players', { body, token });
    expect(answer.status).toBe(200);
    return searchFidePlayersResponse.parse(answer.body).data;
  };
  const currentList = async () => ratingListResponse.parse((await call(t.app, 'GET', '/api/players/fide-rating-list', { token: organiser })).body).data;

  const expectedCounts = (players: FideListPlayer[]) => ({
    players: players.length,
    standard: players.filter((p) => p.standard.rating !== null).length,
    rapid: players.filter((p) => p.rapid.rating !== null).length,
    blitz: players.filter((p) => p.blitz.rating !== null).length,
    inactive: players.filter(isInactive).length,
    women: players.filter((p) => p.sex === 'F').length,
    titled: players.filter((p) => p.title !== null).length,
  });

  describe('import', () => {
    const cases = [
      { format: 'xml', zip: false, fileName: 'players_list_xml_foa.xml', fields: { listDate: '2025-07' }, listDate: '2025-07-01' },
      { format: 'xml', zip: true, fileName: 'standard_aug25frl_xml.zip', fields: {}, listDate: '2025-08-01' },
      { format: 'txt', zip: false, fileName: 'players_list_foa.txt', fields: { listDate: '2025-09-15' }, listDate: '2025-09-01' },
      { format: 'txt', zip: true, fileName: 'players_list.zip', fields: {}, listDate: '2025-10-01' },
    ] as const;
    for (const c of cases) {
      it(`takes the ${c.format.toUpperCase()} list${c.zip ? ', zipped' : ''}, with every field, and keeps its date`, async () => {
        const path = join(dir, `${c.format}-${c.zip}`);
        // The zip entry's date is the date of last resort (the last case has no other).
        await writeFideList(fullList, { format: c.format, out: path, zip: c.zip, listDate: new Date('2025-10-03T08:00:00Z') });
        const job = await importList(path, c.fileName, c.fields);
        expect(job).toMatchObject({ state: 'done', format: c.format, listDate: c.listDate, percent: 100, error: null, total: fullList.length });
        expect(job.counts).toEqual(expectedCounts(fullList));
        expect(await currentList()).toMatchObject({ listDate: c.listDate, fileName: c.fileName, players: fullList.length });
        for (const p of [generated[0], generated[1234], wanted[7]]) {
          const found = await search({ fideId: p.fideId });
          expect(found.players).toEqual([asRated(p)]);
          expect(found.list?.listDate).toBe(c.listDate);
        }
      });
    }

    it('fails on a malformed line, names the line, and leaves the previous list in use', async () => {
      const previous = join(dir, 'previous-list.xml');
      await writeFideList(wanted, { format: 'xml', out: previous });
      expect((await importList(previous, 'previous-list.xml', { listDate: '2025-06' })).state).toBe('done');
      const before = await currentList();
      const rows = fullList.map(formatTxtLine);
      rows[1233] = rows[1233].slice(0, 126) + '19x7  ' + rows[1233].slice(132);
      const path = join(dir, 'malformed.txt');
      await writeFile(path, [txtHeaderLine(), ...rows].join('\r\n'));
      const job = await importList(path, 'players_list_foa.txt', { listDate: '2025-11' });
      expect(job.state).toBe('failed');
      expect(job.errorLine).toBe(1235);
      expect(job.error).toBe("The list was not imported: line 1235: rapid rating '19x7' is not a number");
      expect(await currentList()).toEqual(before);
      expect((await search({ fideId: wanted[0].fideId })).players).toEqual([asRated(wanted[0])]);
      const tables = JSON.stringify(await t.database.db.execute(sql`SELECT tablename FROM pg_tables WHERE tablename LIKE 'rated_player%'`));
      expect(tables).toContain('rated_player_words');
      expect(tables).not.toContain('_next');
    });

    it('fails on a file that is no list, and on two imports at once', async () => {
      const path = join(dir, 'not-a-list.csv');
      await writeFile(path, 'name;rating\nCarlsen;2837\n');
      const job = await importList(path, 'ratings.csv');
      expect(job).toMatchObject({ state: 'failed', errorLine: 1 });
      expect(job.error).toMatch(/header line must start with 'ID Number'/);

      const listPath = join(dir, 'while-running.xml');
      await writeFideList(fullList, { format: 'xml', out: listPath });
      const ctx = { database: t.database, clock: t.clock.now };
      let second: Promise<{ status: number; body: unknown }> | undefined;
      const first = await startImport(ctx, {
        path: listPath,
        fileName: 'while-running.xml',
        listDate: '2025-12',
        batchSize: 500,
        onProgress: async () => {
          second ??= upload(listPath, 'while-running.xml');
          await second;
        },
      });
      expect((await first.finished).state).toBe('done');
      const refused = await second!;
      expect(refused.status).toBe(409);
      expect(apiError.parse(refused.body).message).toBe('An import of the rating list is running already; wait for it to finish');
      expect(await currentList()).toMatchObject({ listDate: '2025-12-01', players: fullList.length });
    });

    it('lets searches see the previous list until the new one is swapped in', async () => {
      const ctx = { database: t.database, clock: t.clock.now };
      const previous = join(dir, 'previous.xml');
      await writeFideList(wanted, { format: 'xml', out: previous });
      expect((await (await startImport(ctx, { path: previous, fileName: 'previous.xml' })).finished).state).toBe('done');
      const path = join(dir, 'next.xml');
      await writeFideList(fullList, { format: 'xml', out: path });
      const seenMidway: number[] = [];
      const { finished: done } = await startImport(ctx, {
        path,
        fileName: 'next.xml',
        listDate: '2026-01',
        batchSize: 500,
        onProgress: async () => {
          seenMidway.push((await searchFidePlayers(t.database.db, { ratingType: 'standard', page: 1, limit: 1 })).total);
        },
      });
      expect((await done).state).toBe('done');
      expect(seenMidway.length).toBeGreaterThan(0);
      expect(new Set(seenMidway)).toEqual(new Set([wanted.length]));
      expect((await search({})).total).toBe(fullList.length);
      expect((await currentList())?.listDate).toBe('2026-01-01');
    });

    it('is for admins only', async () => {
      const path = join(dir, 'access.xml');
      await writeFideList(wanted, { format: 'xml', out: path });
      const asOrganiser = await upload(path, 'access.xml', {}, organiser);
      expect(asOrganiser.status).toBe(403);
      expect(apiError.parse(asOrganiser.body).message).toBe('Only admins may do this');
      expect((await upload(path, 'access.xml', {}, '')).status).toBe(401);
      expect((await call(t.app, 'GET', `/api/players/import-fide-list/${crypto.randomUUID()}`, { token: organiser })).status).toBe(403);
      expect((await call(t.app, 'GET', `/api/players/import-fide-list/${crypto.randomUUID()}`, { token: admin })).status).toBe(404);
    });

    it('refuses a bad list date and an upload without a file', async () => {
      const path = join(dir, 'date.xml');
      await writeFideList(wanted, { format: 'xml', out: path });
      const badDate = await upload(path, 'date.xml', { listDate: 'October' });
      expect(badDate.status).toBe(400);
      expect(apiError.parse(badDate.body)).toEqual({ message: 'listDate: Give the list date as YYYY-MM', field: 'listDate' });
      const form = new FormData();
      form.append('listDate', '2025-10');
      const request = new Request('http://kingside.test/', { method: 'POST', body: form });
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/players/import-fide-list',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${admin}` },
      });
      expect(noFile.statusCode).toBe(400);
      expect(apiError.parse(noFile.json()).field).toBe('file');
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      const path = join(dir, 'search.xml.zip');
      await writeFideList(fullList, { format: 'xml', out: path, zip: true });
      expect((await importList(path, 'players_list_xml.zip', { listDate: '2026-02' })).state).toBe('done');
    });

    const first = async (query: string) => (await search({ query, limit: 5 })).players[0]?.name;

    it('finds a name in either order, ignoring case and accents', async () => {
      expect(await first('Magnus Carlsen')).toBe('Carlsen, Magnus');
      expect(await first('carlsen, MAGNUS')).toBe('Carlsen, Magnus');
      expect(await first('jiri sevcik')).toBe('Ševčík, Jiří');
      expect(await first('Sevcik')).toBe('Ševčík, Jiří');
      expect(await first('Muller Jürgen')).toBe('Müller, Jürgen');
      expect(await first('obrien sean')).toBe("O'Brien, Seán");
      expect(await first('huong dang')).toBe('Đặng, Thị Hương');
      expect(await first('Maxime Vachier-Lagrave')).toBe('Vachier-Lagrave, Maxime');
    });

    it('matches the beginnings of words', async () => {
      expect(await first('vach lag max')).toBe('Vachier-Lagrave, Maxime');
      const startingCarl = fullList.filter((p) =>
        normaliseName(p.name)
          .split(' ')
          .some((w) => w.startsWith('carl')),
      );
      expect(startingCarl.length).toBeGreaterThan(1);
      const page = await search({ query: 'Carl', limit: 100 });
      expect(new Set(page.players.slice(0, startingCarl.length).map((p) => p.fideId))).toEqual(new Set(startingCarl.map((p) => p.fideId)));
    });

    it('tolerates a typo, ranking the closest name first', async () => {
      expect(await first('Carlsn Magnus')).toBe('Carlsen, Magnus');
      expect(await first('magnus carlssen')).toBe('Carlsen, Magnus');
      expect(await first('Navarra David')).toBe('Navara, David');
    });

    it('finds a FIDE id exactly', async () => {
      const page = await search({ fideId: 1503014 });
      expect(page.total).toBe(1);
      expect(page.players).toEqual([asRated(wanted[0])]);
      expect(page.list).toMatchObject({ listDate: '2026-02-01', players: fullList.length });
      expect((await search({ fideId: 1503015 })).total).toBe(0);
    });

    it('filters by federation, title, sex, birth year and rating, ordered by the chosen rating', async () => {
      const check = async (body: SearchFidePlayersBody, keep: (p: FideListPlayer) => boolean, rating: (p: FideListPlayer) => number | null) => {
        const expected = fullList.filter(keep).sort((a, b) => (rating(b) ?? -1) - (rating(a) ?? -1));
        const page = await search({ ...body, limit: 100 });
        expect(page.total).toBe(expected.length);
        expect(page.players.map((p) => rating(fullList.find((f) => f.fideId === p.fideId)!))).toEqual(expected.slice(0, 100).map(rating));
        return page;
      };
      await check(
        { federation: 'nor' },
        (p) => p.federation === 'NOR',
        (p) => p.standard.rating,
      );
      await check(
        { title: 'GM' },
        (p) => p.title === 'GM' || p.womanTitle === 'GM',
        (p) => p.standard.rating,
      );
      await check(
        { sex: 'F', birthYearFrom: 2000, birthYearTo: 2010 },
        (p) => p.sex === 'F' && p.birthYear !== null && p.birthYear >= 2000 && p.birthYear <= 2010,
        (p) => p.standard.rating,
      );
      await check(
        { ratingType: 'rapid', ratingFrom: 1800, ratingTo: 2000 },
        (p) => p.rapid.rating !== null && p.rapid.rating >= 1800 && p.rapid.rating <= 2000,
        (p) => p.rapid.rating,
      );
      const named = await search({ query: 'magnus', federation: 'NOR', ratingFrom: 2000 });
      expect(named.players.map((p) => p.name)).toEqual(['Carlsen, Magnus']);
    });

    it('pages without overlap', async () => {
      const one = await search({ federation: 'IND', page: 1, limit: 10 });
      const two = await search({ federation: 'IND', page: 2, limit: 10 });
      expect(one.total).toBe(two.total);
      expect(two.players.length).toBe(10);
      const ids = new Set([...one.players, ...two.players].map((p) => p.fideId));
      expect(ids.size).toBe(20);
    });

    it('answers 400 for bad filters', async () => {
      const answer = await call(t.app, 'POST', '/api/players/search-fide-players', { body: { federation: 'NORWAY' }, token: organiser });
      expect(answer.status).toBe(400);
      expect(apiError.parse(answer.body).field).toBe('federation');
      const reversed = await call(t.app, 'POST', '/api/players/search-fide-players', { body: { ratingFrom: 2000, ratingTo: 1000 }, token: organiser });
      expect(apiError.parse(reversed.body)).toMatchObject({ field: 'ratingTo' });
    });

    it('refuses a FIDE id past what the list holds, in a search and in a player looking for themselves', async () => {
      // 2^31: one past the largest 32-bit integer, which the database's FIDE ids are (it answered 500).
      for (const path of ['/api/players/search-fide-players', '/api/registration/find-rated-self']) {
        const answer = await call(t.app, 'POST', path, { body: { fideId: 2 ** 31 }, token: organiser });
        expect(answer.status, path).toBe(400);
        expect(apiError.parse(answer.body), path).toMatchObject({ field: 'fideId', message: 'fideId: A FIDE id is a whole number from 1 to 2,000,000,000' });
      }
    });

    it('is for organisers and admins', async () => {
      expect((await call(t.app, 'POST', '/api/players/search-fide-players', { body: { query: 'carlsen' } })).status).toBe(401);
      expect((await call(t.app, 'POST', '/api/players/search-fide-players', { body: { query: 'carlsen' }, token: player })).status).toBe(403);
      expect((await search({ query: 'carlsen' }, admin)).total).toBeGreaterThan(0);
    });
  });
});
