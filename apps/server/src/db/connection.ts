import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one query interface every service uses, whichever database is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Plain SQL on one connection, for the migration runner (scripts hold many statements). */
export interface RawSql {
  exec: (script: string) => Promise<void>;
  query: <Row>(text: string, params?: unknown[]) => Promise<Row[]>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** The embedded database's own client (PGlite only): backups snapshot its data directory through it. */
  readonly pglite?: PGlite;
  /** PostgreSQL only: its URL, which backups hand to pg_dump. */
  readonly postgresUrl?: string;
  /** Runs fn inside one transaction on one connection; rolls back if it throws. */
  rawTransaction<T>(fn: (sql: RawSql) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel: `message` gets the payload of every NOTIFY on it (from any connection, once
   * the notifying transaction commits). Resolves once listening; the answer stops it.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationListener {
  message(payload: string): void;
  /** PostgreSQL only: the listening connection was lost and is back; notifications in between are gone. */
  resumed?(): void;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openPglite(location.dataDir);
}

/** DATABASE_URL picks PostgreSQL; otherwise the embedded database lives in DATA_DIR/pglite. */
export function databaseLocation(config: { databaseUrl?: string; dataDir: string }): DatabaseLocation {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000, max: 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db: Db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    postgresUrl: url,
    async rawTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
    async close() {
      if (pool.ended) return;
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own, held open (a pooled one would be handed to other queries).
 * A lost connection is reopened with growing pauses, up to 10 s, and the listener told it resumed.
 */
async function listenOnPostgres(url: string, channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = 250;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload !== undefined) listener.message(notice.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  };

  const lost = (client: pg.Client) => {
    if (stopped || client !== current) return;
    current = undefined;
    client.end().catch(() => {});
    reconnect();
  };

  const reconnect = () => {
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        (client) => {
          if (stopped) return void client.end().catch(() => {});
          current = client;
          pause = 250;
          listener.resumed?.();
        },
        () => {
          pause = Math.min(pause * 2, 10_000);
          if (!stopped) reconnect();
        },
      );
    }, pause);
  };

  current = await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** Extensions that migrations create must be bundled into the embedded database here (PostgreSQL ships them in contrib). */
export const pgliteExtensions = { pg_trgm };

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const releaseLock = dataDir === undefined ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A Database over an open PGlite (test-support also starts them from a prepared image). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db: Db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    pglite: client,
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
        }),
      ),
    async ping() {
      await client.query('SELECT 1');
    },
    async listen(channel, listener) {
      const stop = await client.listen(channel, (payload) => listener.message(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * The embedded database must be opened by one process at a time (a second writer would corrupt it):
 * a lock file with our pid guards it, and a lock left by a process that has died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(
        `The database in ${dataDir} is in use by another Kingside process (pid ${holder}); stop it first, ` +
          'or run both against PostgreSQL with DATABASE_URL.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
