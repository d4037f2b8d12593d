import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { nextZipEntry } from '../core/files/zip-entries.js';
import { keysEntry } from './keys.js';
import { backupManifest, databaseEntry, filesPrefix, manifestEntry, storedFileName, type BackupManifest } from './manifest.js';

/** A backup file that is not one, or is damaged: the message says which. */
export class BadBackup extends Error {
  override name = 'BadBackup';
}

export interface Unpacked {
  manifest: BackupManifest;
  /** The database entry, extracted. */
  databaseFile: string;
  /** files/<tournament>/<file>, extracted. */
  filesDir: string;
  files: number;
  /** The keys entry, extracted (backups of version 2 on). */
  keysFile?: string;
}

/**
 * Extracts a backup into `into`. Only the entries a backup has are accepted (names are checked
 * before anything is written, so no entry can land outside `into`), and the manifest must match
 * what was found.
 */
export async function unpackBackup(file: string, into: string): Promise<Unpacked> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error ? reject(new BadBackup(`${file} is not a Kingside backup (not a zip archive: ${error.message})`)) : resolve(opened),
    ),
  );
  const filesDir = path.join(into, 'files');
  await mkdir(filesDir, { recursive: true });
  const seen = new Set<string>();
  let files = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = entry.fileName;
      if (name.endsWith('/')) continue;
      const isFile = name.startsWith(filesPrefix) && storedFileName.test(name.slice(filesPrefix.length));
      if (!isFile && name !== manifestEntry && name !== keysEntry && !Object.values(databaseEntry).includes(name as never)) {
        throw new BadBackup(`${file} is not a Kingside backup: it holds ${JSON.stringify(name)}`);
      }
      const to = isFile ? path.join(filesDir, name.slice(filesPrefix.length)) : path.join(into, name);
      await mkdir(path.dirname(to), { recursive: true });
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(new BadBackup(`${file}: cannot read ${name}: ${error.message}`)) : resolve(opened))),
      );
      await pipeline(stream, createWriteStream(to, { flags: 'wx' }));
      seen.add(name);
      if (isFile) files += 1;
    }
  } finally {
    zip.close();
  }
  if (!seen.has(manifestEntry)) throw new BadBackup(`${file} is not a Kingside backup: it has no ${manifestEntry}`);
  const parsed = backupManifest.safeParse(parseJson(await readFile(path.join(into, manifestEntry), 'utf8')));
  if (!parsed.success)
    throw new BadBackup(`${file}: ${manifestEntry} is damaged (${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message})`);
  const manifest = parsed.data;
  const database = databaseEntry[manifest.database];
  if (!seen.has(database)) throw new BadBackup(`${file} has no ${database}: the database is missing`);
  if (files !== manifest.files) throw new BadBackup(`${file} holds ${files} tournament files where its manifest lists ${manifest.files}`);
  const hasKeys = seen.has(keysEntry);
  if (manifest.version >= 2 && !hasKeys) throw new BadBackup(`${file} has no ${keysEntry}: the server's keys are missing`);
  return { manifest, databaseFile: path.join(into, database), filesDir, files, ...(hasKeys ? { keysFile: path.join(into, keysEntry) } : {}) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The manifest of a backup file, read without extracting anything else (to report what a backup holds). */
export async function readManifest(file: string): Promise<BackupManifest> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error ? reject(new BadBackup(`${file} is not a Kingside backup (not a zip archive: ${error.message})`)) : resolve(opened),
    ),
  );
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName !== manifestEntry) continue;
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) =>
          error ? reject(new BadBackup(`${file}: cannot read ${manifestEntry}: ${error.message}`)) : resolve(opened),
        ),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const parsed = backupManifest.safeParse(parseJson(Buffer.concat(chunks).toString('utf8')));
      if (!parsed.success) throw new BadBackup(`${file}: ${manifestEntry} is damaged`);
      return parsed.data;
    }
  } finally {
    zip.close();
  }
  throw new BadBackup(`${file} is not a Kingside backup: it has no ${manifestEntry}`);
}

const nextEntry = (zip: yauzl.ZipFile) => nextZipEntry(zip, (error) => new BadBackup(`the backup is damaged: ${error.message}`));
