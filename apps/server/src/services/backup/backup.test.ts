import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { tournamentResponse } from '@kingside/contract';
import { backupCommand } from '../../cli/backup.js';
import { restoreCommand } from '../../cli/restore.js';
import { openDatabase, type Database } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { call, createTestApp, createTestDatabase, multipart, testDatabaseKinds, type TestApp, type TestDatabaseKind } from '../../test-support/index.js';
import { tinyPng } from '../../test-support/images.js';
import { account, as, expectFailure, expectOk } from '../../test-support/accounts.js';
import { backupGrant } from './grant.js';
import { cleanUpAfterAll } from '../../test-support/clean-up.js';
import { publicTables, quoteIdentifier } from './tables.js';

const trf = readFileSync(new URL('../../../../../packages/engine/conformance/dutch/rtg-00001.trf', import.meta.url), 'utf8');
const pdf = Buffer.from('%PDF-1.4\n% regulations\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const { cleanUp, tempDir } = cleanUpAfterAll();

/** Every table's rows, as one digest per table (row text, sorted): equal digests, equal tables. */
async function tableDigests(database: Database): Promise<Record<string, string>> {
  return database.rawTransaction(async (sql) => {
    const digests: Record<string, string> = {};
    for (const table of await publicTables(sql.query)) {
      const [row] = await sql.query<{ digest: string; n: number }>(
        `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest, count(*)::int AS n FROM public.${quoteIdentifier(table)} t`,
      );
      digests[table] = `${row.n}:${row.digest}`;
    }
    return digests;
  });
}

/** DATA_DIR/files as tournament/file → sha256. */
function filesIn(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return {};
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** A tournament imported from TRF (players, rounds, games) and one with a logo, regulations and an attachment. */
async function populate(t: TestApp) {
  const olga = await account(t, 'organiser', 'Olga');
  expectOk(await as(t, olga).post('/api/tournament/import-trf', { trf, name: 'Backed-up Open' }), 201);
  const created = await call(t.app, 'POST', '/api/tournament/create', {
    token: olga.token,
    form: multipart({ name: 'Files Cup', rounds: '5' }, [
      { field: 'logo', name: 'logo.png', content: tinyPng() },
      { field: 'regulations', name: 'rules.pdf', content: pdf },
      { field: 'attachments', name: 'map.png', content: tinyPng() },
    ]),
  });
  expectOk(created, 201);
  return { olga, filesCup: tournamentResponse.parse(created.body).data };
}

/** The database of a kind, at a location the commands can reach through DATA_DIR or DATABASE_URL. */
interface Place {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  open(): Promise<Database>;
}

async function placeFor(kind: TestDatabaseKind): Promise<Place & { database: Database }> {
  const dataDir = tempDir('ks-backup-data-');
  if (kind === 'pglite') {
    const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const database = await open();
    await migrate(database);
    return { dataDir, env: envFor(dataDir), open, database };
  }
  const created = await createTestDatabase('postgres');
  cleanUp(() => created.drop());
  return { dataDir, env: envFor(dataDir, created.url), open: () => openDatabase({ kind: 'postgres', url: created.url! }), database: created.database };
}

const passphrase = 'a passphrase for the tests';

function envFor(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, DATA_DIR: dataDir, INIT_CWD: dataDir, BACKUP_PASSPHRASE: passphrase, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
}

async function digestsAt(place: Place): Promise<Record<string, string>> {
  const database = await place.open();
  try {
    return await tableDigests(database);
  } finally {
    await database.close();
  }
}

describe.each(testDatabaseKinds)('backup and restore on %s', (kind) => {
  it('a backup taken while serving restores every table row for row and every file byte for byte; a database in use needs --force', async () => {
    const place = await placeFor(kind);
    const t = await createTestApp(kind, { database: place.database, config: { dataDir: place.dataDir } });
    const { olga, filesCup } = await populate(t);
    const admin = await account(t, 'admin');
    const before = await tableDigests(place.database);
    const filesBefore = filesIn(place.dataDir);
    expect(Object.keys(filesBefore)).toHaveLength(3);
    expect(before.entries).toMatch(/^[1-9]\d*:/);
    expect(before.games).toMatch(/^[1-9]\d*:/);

    const backupFile = path.join(tempDir('ks-backup-file-'), 'kingside.zip');
    expectFailure(await call(t.app, 'GET', '/api/admin/backup'), 401);
    expectFailure(await call(t.app, 'GET', '/api/admin/backup', { token: olga.token }), 403);
    expectFailure(
      await call(t.app, 'GET', '/api/admin/backup', { headers: { 'x-backup-grant': backupGrant('another secret of 32 characters!!', new Date()) } }),
      401,
    );
    {
      // Taken by the server while it serves (for the embedded database, the only process that can read it).
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/admin/backup',
        headers: { authorization: `Bearer ${admin.token}`, 'x-backup-passphrase': passphrase },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      writeFileSync(backupFile, answer.rawPayload);
      const signed = await t.app.inject({
        method: 'GET',
        url: '/api/admin/backup',
        headers: { 'x-backup-grant': backupGrant(t.config.tokenSecret, t.clock.now()), 'x-backup-passphrase': passphrase },
      });
      expect(signed.statusCode).toBe(200);
    }
    // The staging directory goes once the answer is sent.
    await expect.poll(() => readdirSync(place.dataDir).filter((name) => name.startsWith('backup-staging-'))).toEqual([]);

    // Changes after the backup, which the restore must take back.
    const logo = filesCup.files.find((file) => file.kind === 'logo')!;
    expectOk(await call(t.app, 'DELETE', `/api/tournament/${filesCup.id}/files/${logo.id}`, { token: olga.token }));
    expectOk(await as(t, olga).post('/api/tournament/create', { name: 'After the backup', rounds: 3 }), 201);
    await t.close();
    await place.database.close();
    const changed = await digestsAt(place);
    expect(changed).not.toEqual(before);

    const refused = await restoreCommand([backupFile], place.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Nothing was restored: .* holds data — .*tournaments \(\d+\).* Add --force/);
    expect(await digestsAt(place)).toEqual(changed);

    const forced = await restoreCommand([backupFile, '--force'], place.env);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toMatch(/every table's row count matches it/);
    expect(forced.output).toMatch(/Files: 3 tournament files restored into .*The files that were there were moved to .*files\.before-restore-/);
    if (kind === 'pglite') expect(forced.output).toMatch(/was moved to .*pglite\.before-restore-/);
    expect(await digestsAt(place)).toEqual(before);
    expect(filesIn(place.dataDir)).toEqual(filesBefore);

    // The same backup into a place that has nothing: no --force needed.
    const empty = kind === 'pglite' ? { dataDir: tempDir('ks-restore-empty-') } : undefined;
    const fresh: Place = empty
      ? { dataDir: empty.dataDir, env: envFor(empty.dataDir), open: () => openDatabase({ kind: 'pglite', dataDir: path.join(empty.dataDir, 'pglite') }) }
      : await (async () => {
          const other = await createTestDatabase('postgres', { migrated: false });
          cleanUp(() => other.drop());
          await other.database.close();
          const dataDir = tempDir('ks-restore-empty-');
          return { dataDir, env: envFor(dataDir, other.url), open: () => openDatabase({ kind: 'postgres', url: other.url! }) };
        })();
    const restored = await restoreCommand([backupFile], fresh.env);
    expect(restored.code, restored.output).toBe(0);
    expect(await digestsAt(fresh)).toEqual(before);
    expect(filesIn(fresh.dataDir)).toEqual(filesBefore);
  });

  it('npm run backup with the server stopped reads the database itself', async () => {
    const place = await placeFor(kind);
    const t = await createTestApp(kind, { database: place.database, config: { dataDir: place.dataDir } });
    await populate(t);
    await t.close();
    const before = await tableDigests(place.database);
    await place.database.close();
    const backupFile = path.join(tempDir('ks-backup-file-'), 'stopped.zip');
    const made = await backupCommand([backupFile], place.env);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(
      kind === 'pglite'
        ? /embedded database in .*pglite; \d+ tables with \d+ rows, 3 tournament files/
        : /^Backup written to .*PostgreSQL, read with pg_dump from one snapshot; \d+ tables with \d+ rows, 3 tournament files/,
    );

    const target = tempDir('ks-restore-target-');
    const env =
      kind === 'pglite'
        ? envFor(target)
        : await (async () => {
            const other = await createTestDatabase('postgres');
            cleanUp(() => other.drop());
            await other.database.close();
            return envFor(target, other.url);
          })();
    // A migrated database with no data counts as empty.
    const restored = await restoreCommand([backupFile], env);
    expect(restored.code, restored.output).toBe(0);
    const database = await openDatabase(
      kind === 'pglite' ? { kind: 'pglite', dataDir: path.join(target, 'pglite') } : { kind: 'postgres', url: env.DATABASE_URL! },
    );
    try {
      expect(await tableDigests(database)).toEqual(before);
    } finally {
      await database.close();
    }
    expect(Object.keys(filesIn(target))).toHaveLength(3);
  });
});

describe('restore refuses what is not a Kingside backup, and changes nothing', () => {
  it('names the problem: not a zip, an entry outside the backup layout, a backup of the other database kind', async () => {
    const dataDir = tempDir('ks-restore-bad-');
    const env = envFor(dataDir);
    const notZip = path.join(dataDir, 'notes.txt');
    writeFileSync(notZip, 'hello');
    const a = await restoreCommand([notZip], env);
    expect(a).toMatchObject({ code: 1 });
    expect(a.output).toMatch(/^Nothing was restored: .*notes\.txt is not a Kingside backup \(not a zip archive/);

    const zipOf = async (entries: Record<string, string>) => {
      const zip = new yazl.ZipFile();
      for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
      const file = path.join(dataDir, `${randomBytes(4).toString('hex')}.zip`);
      writeFileSync(file, Buffer.concat(chunks));
      return file;
    };
    const stranger = await restoreCommand([await zipOf({ 'files/scripts/evil.sh': 'echo' })], env);
    expect(stranger.code).toBe(1);
    expect(stranger.output).toMatch(/is not a Kingside backup: it holds "files\/scripts\/evil\.sh"/);
    expect(existsSync(path.join(dataDir, 'files', 'scripts'))).toBe(false);

    const manifest = { format: 'kingside-backup', version: 1, database: 'postgres', createdAt: new Date().toISOString(), migrations: [], tables: {}, files: 0 };
    const otherKind = await restoreCommand([await zipOf({ 'kingside-backup.json': JSON.stringify(manifest), 'database/postgres.pgdump': 'x' })], env);
    expect(otherKind.code).toBe(1);
    expect(otherKind.output).toMatch(/The backup is of PostgreSQL and the server is set up for the embedded database \(PGlite\)/);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('restore-staging-'))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
