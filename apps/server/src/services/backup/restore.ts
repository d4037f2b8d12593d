import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readStoredSecrets, secretsPath, type StoredSecrets } from '../../config.js';
import { openDatabase, pgliteExtensions, type DatabaseLocation } from '../../db/connection.js';
import { readMigrations } from '../../db/migrate.js';
import { openKeys, WrongPassphrase } from './keys.js';
import type { BackupManifest } from './manifest.js';
import { passphraseSources } from './passphrase.js';
import { describeClosed, describeOpened, trySealedRows, type SealedCount, type SealedRow } from './sealed-rows.js';
import { sealedRowsOfDatabase, sealedRowsOfDump } from './sealed-source.js';
import { serverHolding } from './server-holding.js';
import { postgresClientEnv, runTool } from './snapshot.js';
import { rowCounts, tablesWithRows, type Query } from './tables.js';
import { BadBackup, unpackBackup, type Unpacked } from './unpack.js';

/** A restore that was not done, and why (nothing was changed). */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreRequest {
  file: string;
  location: DatabaseLocation;
  /** DATA_DIR: the tournament files go to DATA_DIR/files. */
  dataDir: string;
  /** Replace a database that holds data. */
  force: boolean;
  /** Opens the keys the backup carries. */
  passphrase?: string;
  /** TOKEN_SECRET, when the environment sets it: the server runs with it whatever DATA_DIR keeps. */
  givenSecret?: string;
  now: Date;
}

/** The secret the restored server will run with, and where it comes from (for the report and the refusal). */
interface RunningKey {
  secret?: string;
  source: string;
  /** The backup's keys, to be written to DATA_DIR/secrets.json once the rest is restored. */
  write?: StoredSecrets;
}

/**
 * Restores a backup: the database (refusing one that holds data unless forced), the tournament
 * files and the server's keys. Returns what it did, line by line. Every sealed row must open with
 * the key the server will run with, or nothing is restored. An embedded database, files or secrets
 * that were there are moved aside, never deleted; PostgreSQL's are replaced in one transaction.
 */
export async function restoreBackup(request: RestoreRequest): Promise<string[]> {
  const { location, dataDir } = request;
  if (location.kind === 'pglite' && location.dataDir) {
    const holder = serverHolding(location.dataDir);
    if (holder !== undefined) throw new RestoreRefused(`A Kingside server (pid ${holder}) is using ${location.dataDir}: stop it first, then restore.`);
  }
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(path.join(dataDir, 'restore-staging-'));
  try {
    const unpacked = await unpackBackup(request.file, work);
    const { manifest } = unpacked;
    checkFits(manifest, location);
    const key = await runningKey(unpacked, request);
    let sealed: SealedCount[] = [];
    const checkSealed = (rows: Map<string, SealedRow[]>) => {
      sealed = trySealedRows(rows, key.secret);
      const closed = describeClosed(sealed);
      if (closed) throw new RestoreRefused(`Sealed data would be lost — ${closed} — as they do not open with ${key.source}. ${keyAdvice(unpacked, request)}`);
    };
    const stamp = request.now.toISOString().replace(/[:.]/g, '-');
    const report = [`Restoring ${request.file}: ${describe(manifest)}.`];
    if (location.kind === 'pglite')
      report.push(...(await restorePglite(location.dataDir!, unpacked.databaseFile, manifest, request.force, stamp, checkSealed)));
    else report.push(...(await restorePostgres(location.url, unpacked.databaseFile, manifest, request.force, work, checkSealed)));
    report.push(await restoreFiles(unpacked.filesDir, path.join(dataDir, 'files'), unpacked.files, stamp));
    report.push(
      key.write ? await keepSecrets(dataDir, key.write, stamp, sealed) : `Keys: the server runs with ${key.source}; ${describeOpened(sealed, 'it')}.`,
    );
    return report;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * TOKEN_SECRET when set (the restore cannot change the environment), else the backup's keys when the
 * passphrase opens them, else what DATA_DIR keeps, else nothing yet (the server would make new secrets).
 */
async function runningKey(unpacked: Unpacked, request: RestoreRequest): Promise<RunningKey> {
  let fromBackup: StoredSecrets | undefined;
  if (unpacked.keysFile && request.passphrase !== undefined) {
    try {
      fromBackup = await openKeys(await readFile(unpacked.keysFile, 'utf8'), request.passphrase);
    } catch (error) {
      if (error instanceof WrongPassphrase) throw new RestoreRefused(`${error.message}: check it and try again.`);
      throw new BadBackup(`${request.file}: ${(error as Error).message}`);
    }
  }
  if (request.givenSecret !== undefined) return { secret: request.givenSecret, source: 'the TOKEN_SECRET set here' };
  if (fromBackup) return { secret: fromBackup.tokenSecret, source: "the backup's keys", write: fromBackup };
  const kept = readStoredSecrets(request.dataDir);
  if (kept) return { secret: kept.tokenSecret, source: `the secrets in ${secretsPath(request.dataDir)}` };
  return { source: `new secrets (${request.dataDir} keeps none)` };
}

/** What the operator can do when sealed rows would not open. */
function keyAdvice(unpacked: Unpacked, request: RestoreRequest): string {
  if (!unpacked.keysFile) {
    return "This backup carries no keys (it was made before backups did): put the secrets.json of the server it was taken from into DATA_DIR, or set that server's TOKEN_SECRET.";
  }
  if (request.passphrase === undefined) return `The backup carries its keys, sealed with a passphrase: give it (${passphraseSources}).`;
  if (request.givenSecret !== undefined) {
    return "TOKEN_SECRET is set here and is not the backup's: unset it (the backup's keys then go to DATA_DIR/secrets.json) or set it to the TOKEN_SECRET of the server the backup was taken from.";
  }
  // The passphrase opened the backup's keys and still these stay closed.
  return 'They were sealed under another key before the backup was taken (the server it came from could not open them either).';
}

/** The backup's keys in DATA_DIR/secrets.json (owner only), the secrets that were there moved aside. */
async function keepSecrets(dataDir: string, secrets: StoredSecrets, stamp: string, sealed: SealedCount[]): Promise<string> {
  const file = secretsPath(dataDir);
  const opened = describeOpened(sealed, 'them');
  if (keptSecret(dataDir) === secrets.tokenSecret) return `Keys: ${file} holds the backup's keys already; ${opened}.`;
  let aside = '';
  if (existsSync(file)) {
    const moved = `${file}.before-restore-${stamp}`;
    await rename(file, moved);
    aside = ` The secrets that were there were moved to ${moved}.`;
  }
  const partial = `${file}.part`;
  await rm(partial, { force: true });
  await writeFile(partial, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  await rename(partial, file);
  return `Keys: ${file} now holds the backup's keys; ${opened}.${aside}`;
}

/** The token secret DATA_DIR keeps; undefined when none or a damaged file (which is then moved aside). */
function keptSecret(dataDir: string): string | undefined {
  try {
    return readStoredSecrets(dataDir)?.tokenSecret;
  } catch {
    return undefined;
  }
}

function checkFits(manifest: BackupManifest, location: DatabaseLocation): void {
  if (manifest.database !== location.kind) {
    const of = (kind: string) => (kind === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL');
    throw new RestoreRefused(
      `The backup is of ${of(manifest.database)} and the server is set up for ${of(location.kind)} ` +
        `(${location.kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}); restore it with the setting it was made with.`,
    );
  }
  if (location.kind === 'pglite' && !location.dataDir) throw new RestoreRefused('An in-memory database cannot be restored into.');
  const known = new Set(readMigrations().map((migration) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(`The backup was made by a newer Kingside (migrations ${unknown.join(', ')} are unknown here): update Kingside first.`);
  }
}

function describe(manifest: BackupManifest): string {
  const rows = Object.entries(manifest.tables).filter(([table]) => table !== 'schema_migrations');
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const kind = manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL';
  return `${kind} taken ${manifest.createdAt}, ${rows.length} tables with ${total} rows, ${manifest.files} tournament files`;
}

function refuseInUse(inUse: string[], where: string): never {
  throw new RestoreRefused(
    `${where} holds data — ${inUse.join(', ')} — and was left as it is. Add --force to replace it ` +
      '(an embedded database is moved aside, PostgreSQL is overwritten).',
  );
}

/** The rows found after a restore must be the rows the backup counted. */
function checkCounts(found: Record<string, number>, manifest: BackupManifest): void {
  const differences = Object.entries(manifest.tables)
    .filter(([table, rows]) => found[table] !== rows)
    .map(([table, rows]) => `${table}: ${found[table] ?? 'missing'} rows, backup ${rows}`);
  if (differences.length > 0) throw new BadBackup(`The restored database does not match the backup (${differences.join('; ')}).`);
}

type SealedCheck = (rows: Map<string, SealedRow[]>) => void;

async function restorePglite(
  target: string,
  image: string,
  manifest: BackupManifest,
  force: boolean,
  stamp: string,
  checkSealed: SealedCheck,
): Promise<string[]> {
  const report: string[] = [];
  const existed = existsSync(path.join(target, 'PG_VERSION'));
  if (existed) {
    const current = await openDatabase({ kind: 'pglite', dataDir: target });
    const counts = await current.rawTransaction((sql) => rowCounts(sql.query)).finally(() => current.close());
    const inUse = tablesWithRows(counts);
    if (inUse.length > 0 && !force) refuseInUse(inUse, `The embedded database in ${target}`);
  }
  // Loaded beside the old one and checked before anything is swapped, so a failure changes nothing.
  const fresh = `${target}.restoring-${stamp}`;
  const client = await PGlite.create({ dataDir: fresh, loadDataDir: new Blob([await readFile(image)]), extensions: pgliteExtensions });
  try {
    const query: Query = async (text, params) => (await client.query(text, params)).rows as never;
    checkCounts(await rowCounts(query), manifest);
    checkSealed(await sealedRowsOfDatabase(query));
  } catch (error) {
    await client.close().catch(() => {});
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
  await client.close();
  if (existed) {
    const aside = `${target}.before-restore-${stamp}`;
    await rename(target, aside);
    report.push(`The embedded database that was in ${target} was moved to ${aside} (delete it once you are satisfied).`);
  } else if (existsSync(target)) {
    await rm(target, { recursive: true, force: true });
  }
  await rename(fresh, target);
  report.push(`Database: ${target} now holds the backup; every table's row count matches it.`);
  return report;
}

async function restorePostgres(url: string, dump: string, manifest: BackupManifest, force: boolean, work: string, checkSealed: SealedCheck): Promise<string[]> {
  const current = await openDatabase({ kind: 'postgres', url });
  const counts = await current.rawTransaction((sql) => rowCounts(sql.query)).finally(() => current.close());
  const inUse = tablesWithRows(counts);
  const where = `The PostgreSQL database ${new URL(url).pathname.slice(1)}`;
  if (inUse.length > 0 && !force) refuseInUse(inUse, where);
  const target = postgresClientEnv(url);
  checkSealed(await sealedRowsOfDump(dump, work, target.env));
  const script = path.join(work, 'restore.sql');
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--file', script, dump], target.env);
  // The tables there (data or only a schema) go in the same transaction as the backup comes in.
  const clear = path.join(work, 'clear.sql');
  await writeFile(
    clear,
    `DO $$ DECLARE tables text; BEGIN
  SELECT string_agg(format('public.%I', tablename), ', ') INTO tables FROM pg_tables WHERE schemaname = 'public';
  IF tables IS NOT NULL THEN EXECUTE 'DROP TABLE ' || tables || ' CASCADE'; END IF;
END $$;
DROP EXTENSION IF EXISTS pg_trgm;
`,
  );
  await runTool('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', target.url, '-f', clear, '-f', script], target.env);
  const restored = await openDatabase({ kind: 'postgres', url });
  const found = await restored.rawTransaction((sql) => rowCounts(sql.query)).finally(() => restored.close());
  try {
    checkCounts(found, manifest);
  } catch (error) {
    // Committed already: not a "nothing was restored" refusal.
    throw new Error(`PostgreSQL was restored, but: ${(error as Error).message}`);
  }
  const replaced =
    Object.keys(counts).length > 0
      ? ` Its ${Object.keys(counts).length} tables${inUse.length > 0 ? ` (with data: ${inUse.join(', ')})` : ''} were replaced.`
      : '';
  return [`Database: ${where} now holds the backup, in one transaction; every table's row count matches it.${replaced}`];
}

async function restoreFiles(from: string, filesRoot: string, count: number, stamp: string): Promise<string> {
  let aside = '';
  if ((await readdir(filesRoot).catch(() => [])).length > 0) {
    const moved = `${filesRoot}.before-restore-${stamp}`;
    await rename(filesRoot, moved);
    aside = ` The files that were there were moved to ${moved}.`;
  } else {
    await rm(filesRoot, { recursive: true, force: true });
  }
  await rename(from, filesRoot);
  return `Files: ${count} tournament files restored into ${filesRoot}.${aside}`;
}
