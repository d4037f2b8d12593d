import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteExtensions, wrapPglite, type Database } from '../db/connection.js';
import { migrate, readMigrations } from '../db/migrate.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The databases every database test runs on: in-process PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Use as `describe.each(testDatabaseKinds)('… on %s', (kind) => …)`.
 */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL, the URL of this test's own database (e.g. to connect a second instance). */
  url?: string;
  /** Closes the connection and, for PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/** A fresh database of the kind, with every migration applied unless asked not to. */
export async function createTestDatabase(kind: TestDatabaseKind, { migrated = true } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') return inMemory(migrated);
  const created = await freshPostgres();
  if (migrated) await migrate(created.database);
  return created;
}

/**
 * Starting PGlite from scratch runs initdb (seconds); loading a saved image is several times faster.
 * Images are kept in the temp directory under a name that changes with PGlite and the migrations,
 * so every test file and worker after the first starts from one.
 */
async function inMemory(migrated: boolean): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: await image(migrated), extensions: pgliteExtensions });
  const database = wrapPglite(client);
  return { database, drop: () => database.close() };
}

const images = new Map<boolean, Promise<Blob>>();

function image(migrated: boolean): Promise<Blob> {
  let pending = images.get(migrated);
  if (!pending) {
    pending = loadOrMakeImage(migrated);
    images.set(migrated, pending);
  }
  return pending;
}

async function loadOrMakeImage(migrated: boolean): Promise<Blob> {
  const file = path.join(tmpdir(), `kingside-pglite-${imageKey(migrated)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    if (migrated) await migrate(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a concurrent reader sees the whole image or none.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Images of older migrations are never read again and are tens of megabytes each.
    const kind = path.basename(file).split('-').slice(0, 3).join('-');
    for (const other of readdirSync(tmpdir())) {
      if (other.startsWith(`${kind}-`) && other.endsWith('.tar') && other !== path.basename(file)) {
        rmSync(path.join(tmpdir(), other), { force: true });
      }
    }
    return dump;
  } finally {
    await client.close();
  }
}

function imageKey(migrated: boolean): string {
  const wasm = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'));
  const hash = createHash('sha256').update(`${wasm.size}:${wasm.mtimeMs}:${Object.keys(pgliteExtensions).join(',')}`);
  if (migrated) for (const migration of readMigrations()) hash.update(`${migration.name}:${migration.checksum}`);
  return `${migrated ? 'migrated' : 'empty'}-${hash.digest('hex').slice(0, 16)}`;
}

/** CREATE DATABASE ks_test_<random> on TEST_DATABASE_URL's server; dropped (forcibly) afterwards. */
async function freshPostgres(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ks_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
