import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { migrate, readMigrations, type Migration } from './migrate.js';
import * as schema from './schema/index.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/index.js';

const migration = (name: string, sql: string): Migration => ({ name, sql, checksum: `sum-of-${sql}` });

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  let created: TestDatabase | undefined;
  afterEach(async () => {
    await created?.drop();
    created = undefined;
  });

  it('applies every committed migration once; a restart applies nothing', async () => {
    created = await createTestDatabase(kind, { migrated: false });
    const all = readMigrations().map((m) => m.name);
    expect(all[0]).toBe('0001_accounts.sql');
    expect(await migrate(created.database)).toEqual(all);
    expect(await migrate(created.database)).toEqual([]);
  });

  it('applies each migration once when instances start together', async () => {
    created = await createTestDatabase(kind, { migrated: false });
    const second = created.url ? await openDatabase({ kind: 'postgres', url: created.url }) : created.database;
    try {
      const results = await Promise.all([migrate(created.database), migrate(second), migrate(created.database)]);
      expect(results.flat().sort()).toEqual(readMigrations().map((m) => m.name));
    } finally {
      if (second !== created.database) await second.close();
    }
  });

  it('rolls back a failing migration entirely and names it', async () => {
    created = await createTestDatabase(kind, { migrated: false });
    const broken = [migration('0001_good.sql', 'CREATE TABLE kept_if_all_good (id int);'), migration('0002_bad.sql', 'CREATE TABLE oops (;')];
    await expect(migrate(created.database, broken)).rejects.toThrow(/^Migration 0002_bad\.sql failed: /);
    const [row] = await created.database.rawTransaction((sql) =>
      sql.query<{ present: boolean }>(`SELECT to_regclass('kept_if_all_good') IS NOT NULL AS present`),
    );
    expect(row.present).toBe(false);
  });

  it('refuses an applied migration that was edited, or one this build does not know', async () => {
    created = await createTestDatabase(kind, { migrated: false });
    await migrate(created.database, [migration('0001_a.sql', 'CREATE TABLE a (id int);')]);
    await expect(migrate(created.database, [migration('0001_a.sql', 'CREATE TABLE a (id bigint);')])).rejects.toThrow(
      'Migration 0001_a.sql was changed after it was applied; add a new migration instead',
    );
    await expect(migrate(created.database, [])).rejects.toThrow('The database has migration 0001_a.sql, which this build does not know');
  });

  it('has every table and column of the Drizzle schema', async () => {
    created = await createTestDatabase(kind);
    const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const config = getTableConfig(table);
      const columns = await created.database.rawTransaction((sql) =>
        sql.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`, [
          config.name,
        ]),
      );
      const present = columns.map((c) => c.column_name);
      expect(present, `table ${config.name}`).toEqual(expect.arrayContaining(config.columns.map((c) => c.name)));
    }
  });
});

describe('migration files', () => {
  it('are numbered NNNN_name.sql without two sharing a number', () => {
    const names = readMigrations().map((m) => m.name);
    const numbers = names.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('the embedded database in DATA_DIR', () => {
  it('keeps its data and schema across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ks-data-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      expect(await migrate(first)).toContain('0001_accounts.sql');
      await first.rawTransaction((sql) => sql.exec(`INSERT INTO outbox (to_address, subject, body, created_at) VALUES ('a@b.test', 'kept', 'body', now())`));
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await migrate(second)).toEqual([]);
        const rows = await second.rawTransaction((sql) => sql.query<{ subject: string }>('SELECT subject FROM outbox'));
        expect(rows).toEqual([{ subject: 'kept' }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
