import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.js';

/**
 * The committed SQL migrations. The same relative path works from src/db (tests, tsx) and
 * dist/db (the build), because tsc does not copy .sql files and they are read from src/.
 */
export const migrationsDir = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Any constant works; every Kingside instance must use the same one. */
const migrationLockKey = 7_461_372_001;
const fileName = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Reads NNNN_name.sql files in number order; two files with one number are an error. */
export function readMigrations(dir = migrationsDir): Migration[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql'));
  const numbers = new Map<string, string>();
  for (const file of files) {
    const match = fileName.exec(file);
    if (!match) throw new MigrationError(`Migration ${file} must be named NNNN_lower_case_name.sql`);
    const other = numbers.get(match[1]);
    if (other) throw new MigrationError(`Migrations ${other} and ${file} share the number ${match[1]}; renumber one`);
    numbers.set(match[1], file);
  }
  return files.sort().map((name) => {
    // Line endings may change on checkout; the migration's meaning does not.
    const sql = readFileSync(path.join(dir, name), 'utf8').replace(/\r\n/g, '\n');
    return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

/**
 * Applies the pending migrations in one transaction, under an advisory lock so instances starting
 * together apply each migration once. Refuses to run when an applied migration was edited or is
 * missing (an older build against a newer database). Returns the names it applied.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.rawTransaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name       text PRIMARY KEY,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Map(
      (await sql.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')).map((row) => [row.name, row.checksum]),
    );
    const known = new Set(migrations.map((migration) => migration.name));
    for (const name of applied.keys()) {
      if (!known.has(name)) {
        throw new MigrationError(`The database has migration ${name}, which this build does not know; run a newer build`);
      }
    }
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      try {
        await sql.exec(migration.sql);
      } catch (error) {
        throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await sql.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [migration.name, migration.checksum]);
      done.push(migration.name);
    }
    return done;
  });
}
