import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fideSyncResponse, playerTitles, publicPlayersResponse, type AddPlayerBody, type FideSync, type PublicPlayer } from '@kingside/contract';
import { generatePlayers, writeFideList } from '../../integrations/fide/generate-list.js';
import type { FideListPlayer } from '../../integrations/fide/list-player.js';
import { call, createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/index.js';
import { account, as, expectFailure, expectOk, type Account } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';
import { startImport } from './import.js';

const list = [...generatePlayers({ players: 200, seed: 6060, listYear: 2026 })];
/** Not on the list: the generator's ids stay far below it. */
const retiredFideId = 99_000_001;

const listTitle = (p: FideListPlayer) => [p.title, p.womanTitle].find((title) => title !== null && (playerTitles as readonly string[]).includes(title)) ?? null;

/** List players rated in both standard and rapid, differently, with distinct rapid ratings and no title. */
const candidates = list
  .filter(
    (p) => p.standard.rating !== null && p.rapid.rating !== null && p.standard.rating !== p.rapid.rating && listTitle(p) === null && p.federation !== null,
  )
  .filter((p, i, all) => all.findIndex((q) => q.rapid.rating === p.rapid.rating || q.standard.rating === p.standard.rating) === i);

/** The entry the list describes, for a tournament rated in `type`. */
const asEntered = (p: FideListPlayer, type: 'standard' | 'rapid'): AddPlayerBody => ({
  name: p.name,
  fideId: p.fideId,
  rating: p[type].rating as number,
  federation: p.federation as string,
});

describe.each(testDatabaseKinds)('sync a tournament with the FIDE list on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let olga: Account;
  let oscar: Account;
  let pia: Account;
  let ada: Account;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = await mkdtemp(join(tmpdir(), 'fide-sync-'));
    [olga, oscar, pia, ada] = await Promise.all([account(t, 'organiser'), account(t, 'organiser'), account(t, 'player'), account(t, 'admin')]);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** `who` null: signed out. */
  const sync = (id: string, apply: boolean, who: Account | null = olga) =>
    call(t.app, 'PUT', `/api/players/sync-fide-players/${id}`, { body: { apply }, token: who?.token });
  const synced = async (id: string, apply: boolean, who: Account = olga): Promise<{ message: string; data: FideSync }> => {
    const answer = await sync(id, apply, who);
    expectOk(answer);
    return fideSyncResponse.parse(answer.body);
  };
  const players = async (id: string) =>
    publicPlayersResponse.parse((await as(t).get(`/api/players/${id}`)).body).data.sort((a, b) => a.pairingNumber - b.pairingNumber);
  const byFideId = (all: PublicPlayer[], fideId: number) => all.find((p) => p.fideId === fideId) as PublicPlayer;

  it('refuses to sync before any list is imported, saying so', async () => {
    const id = await organiserOf(t, olga).create({ rounds: 5 });
    expectFailure(await sync(id, false), 409, /No FIDE rating list has been imported/);
  });

  it('imports the generated list the syncs compare with', async () => {
    expect(candidates.length).toBeGreaterThanOrEqual(12);
    const path = join(dir, 'players_list_xml_foa.xml');
    await writeFideList(list, { format: 'xml', out: path });
    const { finished } = await startImport({ database: t.database, clock: t.clock.now }, { path, fileName: 'players_list_xml_foa.xml', listDate: '2026-02' });
    expect(await finished).toMatchObject({ state: 'done', listDate: '2026-02-01', counts: { players: 200 } });
  });

  it('previews a rapid tournament against the list without changing it, then applies and renumbers before round 1', async () => {
    const olgaRuns = organiserOf(t, olga);
    const id = await olgaRuns.create({ rounds: 5, ratingType: 'rapid' });
    const [rated, titled, moved, renamed, same] = candidates;
    // Entered with the standard rating far below everyone: the list's rapid rating moves the player up.
    await olgaRuns.add(id, { ...asEntered(rated, 'rapid'), rating: 1000 });
    await olgaRuns.add(id, { ...asEntered(titled, 'rapid'), title: 'FM' });
    const elsewhere = moved.federation === 'ENG' ? 'NOR' : 'ENG';
    await olgaRuns.add(id, { ...asEntered(moved, 'rapid'), federation: elsewhere });
    await olgaRuns.add(id, { ...asEntered(renamed, 'rapid'), name: renamed.name.toUpperCase() });
    await olgaRuns.add(id, asEntered(same, 'rapid'));
    await olgaRuns.add(id, { name: 'Retired, Rita', fideId: retiredFideId, rating: 1450, title: 'WIM', federation: 'SWE' });
    await olgaRuns.add(id, { name: 'Local, Lars', rating: 1200 });
    const before = await players(id);
    expect(before.find((p) => p.fideId === rated.fideId)?.pairingNumber).toBe(7);

    const preview = await synced(id, false);
    expect(preview.message).toBe('4 players would change with the list of 2026-02-01; 1 player not on the list (kept as entered)');
    const fieldsOf = (fideId: number) => preview.data.changes.find((c) => c.fideId === fideId)?.fields;
    expect(preview.data).toMatchObject({
      tournamentId: id,
      ratingType: 'rapid',
      unchanged: 1,
      applied: false,
      renumbered: false,
      renumbers: true,
      lastSync: null,
    });
    expect(preview.data.list).toMatchObject({ listDate: '2026-02-01', players: 200 });
    expect(preview.data.changes).toHaveLength(4);
    expect(fieldsOf(rated.fideId)).toEqual([{ field: 'rating', from: 1000, to: rated.rapid.rating }]);
    expect(fieldsOf(titled.fideId)).toEqual([{ field: 'title', from: 'FM', to: null }]);
    expect(fieldsOf(moved.fideId)).toEqual([{ field: 'federation', from: elsewhere, to: moved.federation }]);
    expect(fieldsOf(renamed.fideId)).toEqual([{ field: 'name', from: renamed.name.toUpperCase(), to: renamed.name }]);
    expect(preview.data.changes.find((c) => c.fideId === rated.fideId)).toMatchObject({ name: rated.name, pairingNumber: 7 });
    expect(preview.data.missing).toEqual([
      {
        uuid: byFideId(before, retiredFideId).uuid,
        pairingNumber: byFideId(before, retiredFideId).pairingNumber,
        name: 'Retired, Rita',
        fideId: retiredFideId,
      },
    ]);
    expect(await players(id)).toEqual(before);

    const applied = await synced(id, true);
    expect(applied.message).toBe('4 players updated from the list of 2026-02-01; pairing numbers recomputed; 1 player not on the list (kept as entered)');
    expect(applied.data).toMatchObject({ applied: true, renumbered: true, unchanged: 1 });
    expect(applied.data.changes).toEqual(preview.data.changes);
    expect(applied.data.lastSync).toEqual({ syncedAt: t.clock.now().toISOString(), listDate: '2026-02-01' });

    const after = await players(id);
    expect(after).toHaveLength(7);
    expect(byFideId(after, rated.fideId)).toMatchObject({ rating: rated.rapid.rating });
    expect(byFideId(after, titled.fideId)).toMatchObject({ title: null });
    expect(byFideId(after, moved.fideId)).toMatchObject({ federation: moved.federation });
    expect(byFideId(after, renamed.fideId)).toMatchObject({ name: renamed.name });
    expect(byFideId(after, same.fideId)).toMatchObject({ name: same.name, rating: same.rapid.rating, federation: same.federation, title: null });
    // Not on the list: reported, kept as entered.
    expect(byFideId(after, retiredFideId)).toMatchObject({ name: 'Retired, Rita', rating: 1450, title: 'WIM', federation: 'SWE' });
    // Before round 1 the initial order (C.04.2) follows the new ratings: distinct here, so by rating alone.
    expect(after.map((p) => p.rating)).toEqual([...after.map((p) => p.rating)].sort((a, b) => b - a));
    expect(after.map((p) => p.pairingNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byFideId(after, rated.fideId).pairingNumber).toBeLessThan(7);

    const again = await synced(id, false);
    expect(again.message).toBe('Every player matches the list of 2026-02-01; 1 player not on the list (kept as entered)');
    expect(again.data).toMatchObject({ changes: [], unchanged: 5, lastSync: { listDate: '2026-02-01' } });
    expect(again.data.missing.map((m) => m.fideId)).toEqual([retiredFideId]);
  });

  it('keeps pairing numbers once round 1 is paired, and still corrects the ratings', async () => {
    const olgaRuns = organiserOf(t, olga);
    const id = await olgaRuns.create({ rounds: 5 });
    const four = candidates.slice(5, 9).sort((a, b) => (b.standard.rating as number) - (a.standard.rating as number));
    // Entered in the reverse of the list's order: the list would turn the numbering upside down.
    for (const [index, p] of four.entries()) await olgaRuns.add(id, { ...asEntered(p, 'standard'), rating: 1000 + 100 * index });
    await olgaRuns.pair(id, 1);
    const before = await players(id);
    expect(before.map((p) => p.fideId)).toEqual([...four].reverse().map((p) => p.fideId));

    const preview = await synced(id, false);
    expect(preview.data).toMatchObject({ renumbers: false, unchanged: 0, missing: [] });
    expect(preview.data.changes).toHaveLength(4);
    const applied = await synced(id, true);
    expect(applied.message).toBe('4 players updated from the list of 2026-02-01');
    expect(applied.data).toMatchObject({ applied: true, renumbered: false });

    const after = await players(id);
    expect(after.map((p) => [p.fideId, p.pairingNumber])).toEqual(before.map((p) => [p.fideId, p.pairingNumber]));
    expect(after.map((p) => p.rating)).toEqual([...four].reverse().map((p) => p.standard.rating));
  });

  it('previews a finished tournament but changes none of its players', async () => {
    const olgaRuns = organiserOf(t, olga);
    const id = await olgaRuns.create({ rounds: 1 });
    const [white, black] = candidates.slice(10, 12);
    await olgaRuns.add(id, { ...asEntered(white, 'standard'), rating: 1000 });
    await olgaRuns.add(id, asEntered(black, 'standard'));
    await olgaRuns.pair(id, 1);
    await olgaRuns.start(id);
    await olgaRuns.score(id, 1, [{ board: 1, result: '1/2-1/2' }]);
    expectOk(await olgaRuns.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));
    const before = await players(id);
    expect((await synced(id, false)).data.changes.map((c) => c.fideId)).toEqual([white.fideId]);
    expectFailure(await sync(id, true), 409, 'The tournament has finished; its players can no longer change');
    expect(await players(id)).toEqual(before);
  });

  it('lets only the tournament’s organisers and admins sync it', async () => {
    const id = await organiserOf(t, olga).create({ rounds: 5 });
    await organiserOf(t, olga).add(id, asEntered(candidates[9], 'standard'));
    expectFailure(await sync(id, false, oscar), 403, /do not manage/);
    expectFailure(await sync(id, true, oscar), 403, /do not manage/);
    expectFailure(await sync('5c0e9a52-6a0f-4f7e-9d55-2f5a3e0d7c11', false, oscar), 404, /Tournament not found/);
    expectFailure(await sync(id, false, pia), 403);
    expectFailure(await sync(id, false, null), 401);
    expectFailure(await call(t.app, 'PUT', `/api/players/sync-fide-players/${id}`, { body: {}, token: olga.token }), 400, /apply/);
    expectFailure(await sync('not-a-tournament', false), 400);
    const byAdmin = await synced(id, false, ada);
    expect(byAdmin.data).toMatchObject({ changes: [], unchanged: 1, applied: false });
  });
});
