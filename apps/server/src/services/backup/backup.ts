import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { archiveOf, makeStage, type BackupStream } from './archive.js';
import { snapshotPglite, snapshotPostgres } from './snapshot.js';

/** What to back up: the embedded database through its open client, or PostgreSQL by URL. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** A consistent backup of the database and of the tournament files under filesRoot, as a zip stream. */
export async function takeBackup(source: BackupSource, filesRoot: string, now: Date): Promise<BackupStream> {
  const stage = await makeStage(filesRoot);
  try {
    const snapshot =
      source.kind === 'pglite' ? await snapshotPglite(source.client, filesRoot, stage, now) : await snapshotPostgres(source.url, filesRoot, stage, now);
    return archiveOf(snapshot);
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    throw error;
  }
}

/** Writes a backup stream to `file`, whole or not at all (a partial write never takes the name). */
export async function saveBackup(backup: { stream: NodeJS.ReadableStream; discard?: () => Promise<void> }, file: string): Promise<void> {
  const partial = `${file}.part`;
  try {
    await pipeline(backup.stream, createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await backup.discard?.();
  }
}

export type { BackupStream };
