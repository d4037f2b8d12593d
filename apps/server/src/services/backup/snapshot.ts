import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseEntry, type BackupManifest } from './manifest.js';
import { linkStoredFiles } from './stored-files.js';
import { appliedMigrations, rowCounts, type Query } from './tables.js';

/** A snapshot laid out in a staging directory as the archive will hold it, and its manifest. */
export interface Snapshot {
  stage: string;
  manifest: BackupManifest;
  /** The stored files linked into the stage, as <tournament>/<file>. */
  files: string[];
}

/**
 * The embedded database and the files at one instant. PGlite runs one transaction at a time and a
 * transaction holds its lock throughout, so inside one nothing else writes: the data directory is
 * copied (a crash-consistent image, which PostgreSQL recovers from like a restart after a power cut)
 * and the files are linked. Files are written before their row commits and removed after their row
 * is gone, so every row in the image finds its file. The server waits for the copy (it is a
 * memory copy: about a second per 100 MB).
 */
export async function snapshotPglite(client: PGlite, filesRoot: string, stage: string, now: Date): Promise<Snapshot> {
  return client.transaction(async (tx) => {
    const query: Query = async (text, params) => (await tx.query(text, params)).rows as never;
    const tables = await rowCounts(query);
    const migrations = await appliedMigrations(query);
    const image = await client.dumpDataDir('none');
    await writeFile(path.join(stage, databaseEntry.pglite), new Uint8Array(await image.arrayBuffer()));
    const files = await linkStoredFiles(filesRoot, path.join(stage, 'files'));
    return { stage, manifest: manifestOf('pglite', now, migrations, tables, files.length), files };
  });
}

/**
 * PostgreSQL at one instant: a repeatable-read transaction that first locks tournament_files
 * against changes (uploads and deletions wait), exports its snapshot for pg_dump, links the files
 * while the lock holds, and stays open until pg_dump has read everything through that snapshot.
 */
export async function snapshotPostgres(url: string, filesRoot: string, stage: string, now: Date): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query: Query = async (text, params) => (await client.query(text, params)).rows as never;
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    // Before any query, so the snapshot is taken with the lock held.
    await client.query('LOCK TABLE public.tournament_files IN SHARE MODE');
    const [{ snapshot }] = await query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const tables = await rowCounts(query);
    const migrations = await appliedMigrations(query);
    const files = await linkStoredFiles(filesRoot, path.join(stage, 'files'));
    await pgDump(url, snapshot, path.join(stage, databaseEntry.postgres));
    await client.query('COMMIT');
    return { stage, manifest: manifestOf('postgres', now, migrations, tables, files.length), files };
  } finally {
    await client.end().catch(() => {});
  }
}

function manifestOf(database: 'pglite' | 'postgres', now: Date, migrations: string[], tables: Record<string, number>, files: number): BackupManifest {
  return { format: 'kingside-backup', version: 2, database, createdAt: now.toISOString(), migrations, tables, files };
}

/** A connection URL without its password (which goes to PGPASSWORD, out of the process list). */
export function postgresClientEnv(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

async function pgDump(url: string, snapshot: string, out: string): Promise<void> {
  const target = postgresClientEnv(url);
  await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--file', out, '--dbname', target.url], target.env);
}

/** A PostgreSQL client tool that is not installed here. */
export class ToolMissing extends Error {
  override name = 'ToolMissing';

  constructor(readonly tool: string) {
    super(`${tool} is not installed (Debian: apt-get install postgresql-client)`);
  }
}

/** Runs a PostgreSQL client tool; its error output becomes the error's message. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new ToolMissing(command) : error));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}
