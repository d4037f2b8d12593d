import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import yazl from 'yazl';
import { keysEntry } from './keys.js';
import { databaseEntry, filesPrefix, manifestEntry } from './manifest.js';
import type { Snapshot } from './snapshot.js';

/** A staging directory beside the files (same file system, so they can be hard-linked). */
export async function makeStage(filesRoot: string): Promise<string> {
  const parent = path.dirname(filesRoot);
  await mkdir(parent, { recursive: true });
  const stage = await mkdtemp(path.join(parent, 'backup-staging-'));
  await mkdir(path.join(stage, 'database'));
  await mkdir(path.join(stage, 'files'));
  return stage;
}

export interface BackupStream {
  stream: NodeJS.ReadableStream;
  /** Removes the staging directory; called by itself once the stream ends, safe to call again (e.g. when the reader goes away). */
  discard(): Promise<void>;
}

/**
 * The zip of a snapshot, streamed. The files and the pg_dump archive are compressed already, so
 * they are stored; the PGlite image is deflated (it is mostly empty pages). `keys` is the keys
 * entry's text (the server's secrets, sealed).
 */
export function archiveOf(snapshot: Snapshot, keys: string): BackupStream {
  const { stage, manifest, files } = snapshot;
  const zip = new yazl.ZipFile();
  const mtime = new Date(manifest.createdAt);
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), manifestEntry, { mtime });
  zip.addBuffer(Buffer.from(keys), keysEntry, { mtime });
  const database = databaseEntry[manifest.database];
  zip.addFile(path.join(stage, database), database, { mtime, compress: manifest.database === 'pglite' });
  for (const name of files) zip.addFile(path.join(stage, 'files', name), `${filesPrefix}${name}`, { mtime, compress: false });
  zip.end();
  let discarded: Promise<void> | undefined;
  const discard = () => (discarded ??= rm(stage, { recursive: true, force: true }));
  zip.outputStream.once('end', () => void discard());
  zip.outputStream.once('error', () => void discard());
  return { stream: zip.outputStream, discard };
}
