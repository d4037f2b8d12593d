import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../../context.js';

/**
 * Uploaded files on disk: DATA_DIR/files/<tournament id>/<file id>. Ids are uuids the server makes,
 * so no name a client sends ever reaches the file system. Without a DATA_DIR (tests), the system's
 * temporary directory.
 */
export function filesRoot(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir ?? tmpdir(), 'files');
}

export function storedPath(root: string, tournamentId: string, fileId: string): string {
  return path.join(root, tournamentId, fileId);
}

/** Written whole or not at all: a crash mid-write leaves a temporary name, never a short file under the id. */
export async function writeStored(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export async function removeStored(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}
