import { readdir } from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_JSON_ENTRY,
  BUNDLE_TRF_ENTRY,
  managedPlayersResponse,
  tournamentBundle,
  tournamentFilesResponse,
  tournamentResponse,
  type TournamentBundle,
} from '@kingside/contract';
import { entries, tournaments } from '../db/schema/index.js';
import { entriesOf } from '../services/bundle/zip.js';
import { zipOf } from '../services/core/files/zip-of.js';
import { filesRoot } from '../services/core/files/storage.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf, ownerOf, resultsFor } from '../test-support/event.js';
import { png } from '../test-support/route-fixture.js';
import { call, madeBeforeAll, multipart, testDatabaseKinds, useTestApp, type TestApp } from '../test-support/index.js';

/** Ids, links and creation times are the new tournament's own; everything else must be equal. */
const ownKeys = /^(id|uuid|tournamentId|playerId|entryId|userId|ownerId|url|createdAt|updatedAt|uploadedAt)$/;
const withoutIds = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, item: unknown) => (ownKeys.test(key) ? undefined : item)));

async function bundleOf(t: TestApp, id: string, who?: Account) {
  const response = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/bundle`, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return { status: response.statusCode, type: response.headers['content-type'], zip: response.rawPayload };
}

const importAs = (t: TestApp, who: Account | undefined, zip: Buffer) =>
  call(t.app, 'POST', '/api/tournament/import-bundle', {
    form: multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: zip, type: 'application/zip' }]),
    token: who?.token,
  });

async function fileBytes(t: TestApp, id: string): Promise<string[]> {
  const files = tournamentFilesResponse.parse((await as(t).get(`/api/tournament/${id}/files`)).body).data;
  return Promise.all(files.map(async (file) => (await t.app.inject({ method: 'GET', url: file.url })).rawPayload.toString('base64')));
}

/** Everything the organiser and the public see of the tournament, without its own ids. */
async function viewOf(t: TestApp, who: Account, id: string) {
  const players = managedPlayersResponse.parse((await as(t, who).get(`/api/players/entries/${id}`)).body).data;
  const pairings = [];
  for (const round of [1, 2]) pairings.push((await as(t).get(`/api/tournament/get-pairings?round=${round}&tournamentId=${id}`)).body);
  const standings = (await as(t).get(`/api/tournament/players-ranking?round=2&tournamentId=${id}`)).body;
  const summary = tournamentResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
  return withoutIds({ players, pairings, standings, summary: { ...summary, files: summary.files.map((f) => f.name) }, files: await fileBytes(t, id) });
}

describe.each(testDatabaseKinds)('tournament bundles on %s', (kind) => {
  const t = useTestApp(kind, { ownDataDir: true });
  const olga = useAccount(t, 'organiser');
  const other = useAccount(t, 'organiser');
  const player = useAccount(t, 'player');
  const admin = useAccount(t, 'admin');

  /** Six players (one with contact details and a bye), two rounds scored, a result corrected, an attachment. */
  const original = madeBeforeAll('The tournament', async () => {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(5, { rounds: 5, venue: 'Town hall', chiefArbiter: 'A. Arbiter', tiebreaks: ['BH/C1', 'SB'] });
    await o.add(id, { name: 'Zoe Contact', rating: 1700, email: 'zoe@example.test', phone: '+91 98765 43210', club: 'Chess Club', byes: [3] });
    expectOk(
      await call(t.app, 'POST', `/api/tournament/${id}/files`, {
        form: multipart({}, [{ field: 'attachments', name: 'poster.png', content: png, type: 'image/png' }]),
        token: olga.token,
      }),
      201,
    );
    for (const round of [1, 2]) {
      const pairings = await o.pair(id, round);
      await o.start(id);
      await o.score(
        id,
        round,
        resultsFor(pairings, (white, black) => (white < black ? '1-0' : white % 2 ? '1/2-1/2' : '0-1')),
      );
    }
    const round2 = await o.pairings(id, 2);
    await o.score(id, 2, [{ board: 1, result: '1/2-1/2' }]);
    expect(round2.rows.length).toBeGreaterThan(0);
    // A new FIDE list from round 2: Player A's rating in it.
    const [first] = managedPlayersResponse.parse((await o.api.get(`/api/players/entries/${id}`)).body).data;
    expectOk(await o.api.put(`/api/tournament/${id}/round-ratings`, { playerId: first.uuid, fromRound: 2, rating: 2012 }));
    return { id };
  });

  const tournamentCount = async () => (await t.database.db.select({ n: count() }).from(tournaments))[0].n;
  const storedFolders = async () => (await readdir(filesRoot(t.config)).catch(() => [] as string[])).sort();

  it('exports a tournament and imports it as a new one with the same players, pairings, results, standings and files', async () => {
    const exported = await bundleOf(t, original.id, olga);
    expect(exported.status).toBe(200);
    expect(exported.type).toBe('application/zip');
    const parts = await entriesOf(exported.zip, 1e8);
    expect([...parts.keys()].sort()).toEqual(['files/poster.png', BUNDLE_JSON_ENTRY, BUNDLE_TRF_ENTRY]);
    const bundle = tournamentBundle.parse(JSON.parse(parts.get(BUNDLE_JSON_ENTRY)!.toString('utf8')));
    expect(bundle.players.find((p) => p.name === 'Zoe Contact')).toMatchObject({ email: 'zoe@example.test', phone: '+91 98765 43210', byes: [3] });
    expect(bundle.rounds.map((r) => r.state)).toEqual(['scored', 'scored']);
    expect(bundle.rounds[1].games.find((g) => g.board === 1)?.history.map((h) => h.newResult)).toEqual(['1/2-1/2']);
    expect(parts.get('files/poster.png')).toEqual(png);
    expect(bundle.roundRatings).toEqual([{ player: 1, fromRound: 2, rating: 2012 }]);

    const answer = await importAs(t, olga, exported.zip);
    expectOk(answer, 201);
    const imported = tournamentResponse.parse(answer.body).data;
    expect(imported.id).not.toBe(original.id);
    expect(await ownerOf(t, imported.id)).toBe(olga.id);
    expect(await viewOf(t, olga, imported.id)).toEqual(await viewOf(t, olga, original.id));

    // The copy exports to the same bundle: nothing was lost on the way.
    const again = await entriesOf((await bundleOf(t, imported.id, olga)).zip, 1e8);
    const json = (p: Map<string, Buffer>) => ({ ...(JSON.parse(p.get(BUNDLE_JSON_ENTRY)!.toString('utf8')) as TournamentBundle), exportedAt: '' });
    expect(json(again)).toEqual(json(parts));
    expect(again.get(BUNDLE_TRF_ENTRY)?.toString()).toEqual(parts.get(BUNDLE_TRF_ENTRY)?.toString());
  });

  it('is for the tournament’s managers and admins; any organiser imports a bundle as their own', async () => {
    expect((await bundleOf(t, original.id)).status).toBe(401);
    expect((await bundleOf(t, original.id, player)).status).toBe(403);
    expect((await bundleOf(t, original.id, other)).status).toBe(403);
    expect((await bundleOf(t, original.id, admin)).status).toBe(200);
    const { zip } = await bundleOf(t, original.id, olga);
    expectFailure(await importAs(t, undefined, zip), 401);
    expectFailure(await importAs(t, player, zip), 403);
    const theirs = await importAs(t, other, zip);
    expectOk(theirs, 201);
    expect(await ownerOf(t, tournamentResponse.parse(theirs.body).data.id)).toBe(other.id);
    expectOk(await importAs(t, admin, zip), 201);
    expect((await bundleOf(t, '00000000-0000-4000-8000-000000000000', olga)).status).toBe(404);
  });

  it('answers 404 for a deleted tournament', async () => {
    const gone = await account(t, 'organiser');
    const { zip } = await bundleOf(t, original.id, olga);
    const copy = tournamentResponse.parse((await importAs(t, gone, zip)).body).data;
    expectOk(await call(t.app, 'DELETE', `/api/tournament/${copy.id}`, { token: gone.token }));
    expect((await bundleOf(t, copy.id, gone)).status).toBe(404);
  });

  it('refuses a malformed bundle with a 400 naming what is wrong, and creates nothing', async () => {
    const { zip } = await bundleOf(t, original.id, olga);
    const parts = await entriesOf(zip, 1e8);
    const rezip = (changes: Record<string, Buffer | undefined>) => {
      const merged = new Map(parts);
      for (const [name, bytes] of Object.entries(changes)) {
        if (bytes) merged.set(name, bytes);
        else merged.delete(name);
      }
      return zipOf(
        [...merged].map(([name, bytes]) => ({ name, bytes, compress: true })),
        new Date(),
      );
    };
    const bundle = JSON.parse(parts.get(BUNDLE_JSON_ENTRY)!.toString('utf8')) as TournamentBundle;
    const json = (changed: unknown) => Buffer.from(JSON.stringify(changed));
    const trf = parts.get(BUNDLE_TRF_ENTRY)!.toString('utf8');
    // A well-formed player line of a seventh player, who played no round.
    const last = trf
      .split('\r\n')
      .filter((line) => line.startsWith('001 '))
      .at(-1)!;
    const injected = `${last.slice(0, 4)}   7${last.slice(8, 14)}${'Injected Player'.padEnd(33)}${last.slice(47, 89)}\r\n`;

    const before = { tournaments: await tournamentCount(), folders: await storedFolders() };
    const cases: [Buffer, RegExp][] = [
      [Buffer.from('PK this is not a zip at all'), /^file: not a zip archive/],
      [await rezip({ [BUNDLE_JSON_ENTRY]: undefined }), /^file: the bundle has no tournament\.json/],
      [await rezip({ [BUNDLE_JSON_ENTRY]: Buffer.from('{"format": ') }), /^file: tournament\.json is not JSON/],
      [
        await rezip({ [BUNDLE_JSON_ENTRY]: json({ ...bundle, format: 'something-else/9' }) }),
        /^file: tournament\.json: format: format must be kingside-tournament-bundle\/1/,
      ],
      [
        await rezip({
          [BUNDLE_JSON_ENTRY]: json({ ...bundle, players: bundle.players.map((p, i) => (i === 0 ? { ...p, name: `Ann\r\n${injected.trim()}` } : p)) }),
        }),
        /^file: tournament\.json: players\.0\.name: Name must not contain line breaks/,
      ],
      [await rezip({ [BUNDLE_TRF_ENTRY]: Buffer.from(trf + injected) }), /^file: tournament\.trf and tournament\.json disagree on the players/],
      [
        await rezip({ 'files/poster.png': Buffer.from('<svg onload="alert(1)"/>') }),
        /^file: files\/poster\.png is not the PDF, PNG, JPEG or WebP tournament\.json says it is/,
      ],
      [await rezip({ 'files/extra.pdf': Buffer.from('%PDF-1.4\n') }), /^file: the bundle holds "files\/extra\.pdf", which tournament\.json does not list/],
    ];
    for (const [bytes, message] of cases) expectFailure(await importAs(t, olga, bytes), 400, message, 'file');
    expectFailure(await call(t.app, 'POST', '/api/tournament/import-bundle', { body: {}, token: olga.token }), 400, /^file: send the bundle/, 'file');
    expect({ tournaments: await tournamentCount(), folders: await storedFolders() }).toEqual(before);
  });

  it('exports text saved before control characters were refused so that it imports (a space for each)', async () => {
    await t.database.db
      .update(entries)
      .set({ name: 'Zoe\u0007Contact', club: 'Chess\tClub' })
      .where(and(eq(entries.tournamentId, original.id), eq(entries.pairingNumber, 6)));
    const answer = await importAs(t, olga, (await bundleOf(t, original.id, olga)).zip);
    expectOk(answer, 201);
    const players = managedPlayersResponse.parse((await as(t, olga).get(`/api/players/entries/${tournamentResponse.parse(answer.body).data.id}`)).body).data;
    expect(players.find((p) => p.pairingNumber === 6)).toMatchObject({ name: 'Zoe Contact', club: 'Chess Club' });
  });
});
