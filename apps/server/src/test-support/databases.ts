import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/connection.js';
import { migrate } from '../db/migrate.js';

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

/** A fresh, empty database of the kind; migrated unless asked not to. */
export async function createTestDatabase(kind: TestDatabaseKind, { migrated = true } = {}): Promise<TestDatabase> {
  const created = kind === 'pglite' ? await inMemory() : await freshPostgres();
  if (migrated) await migrate(created.database);
  return created;
}

async function inMemory(): Promise<TestDatabase> {
  const database = await openDatabase({ kind: 'pglite' });
  return { database, drop: () => database.close() };
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
