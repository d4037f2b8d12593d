import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { StoredSecrets } from '../../config.js';
import { archiveOf, makeStage, type BackupStream } from './archive.js';
import { sealKeys } from './keys.js';
import { snapshotPglite, snapshotPostgres } from './snapshot.js';

/** What to back up: the embedded database through its open client, or PostgreSQL by URL. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** The server's secrets and the operator's passphrase that seals them in the backup. */
export interface BackupKeys {
  secrets: StoredSecrets;
  passphrase: string;
}

/** A consistent backup of the database, of the tournament files under filesRoot and of the server's keys, as a zip stream. */
export async function takeBackup(source: BackupSource, filesRoot: string, keys: BackupKeys, now: Date): Promise<BackupStream> {
  const sealedKeys = await sealKeys(keys.secrets, keys.passphrase);
  const stage = await makeStage(filesRoot);
  try {
    const snapshot =
      source.kind === 'pglite' ? await snapshotPglite(source.client, filesRoot, stage, now) : await snapshotPostgres(source.url, filesRoot, stage, now);
    return archiveOf(snapshot, sealedKeys);
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Writes a backup stream to `file`, whole or not at all (a partial write never takes the name), readable
 * by its owner only: it holds password hashes, personal data and the sealed keys.
 */
export async function saveBackup(backup: { stream: NodeJS.ReadableStream; discard?: () => Promise<void> }, file: string): Promise<void> {
  const partial = `${file}.part`;
  try {
    // A leftover .part would keep its own mode: the file is made anew.
    await rm(partial, { force: true });
    await pipeline(backup.stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await backup.discard?.();
  }
}

export type { BackupStream };
