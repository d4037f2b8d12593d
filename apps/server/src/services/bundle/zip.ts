import yauzl from 'yauzl';
import { words } from '../core/languages/message.js';
import { nextZipEntry } from '../core/files/zip-entries.js';
import { refused } from './refusals.js';

/**
 * Every entry of a zip, read whole. Names are only keys here (nothing is extracted by name), and the
 * sizes count what is inflated, so a small zip that inflates to gigabytes is refused before it does.
 */
export async function entriesOf(bytes: Buffer, maxTotal: number): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
      error ? reject(refused(words('not a zip archive ({reason})', { reason: error.message }))) : resolve(opened),
    ),
  );
  const found = new Map<string, Buffer>();
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      if (found.has(entry.fileName)) throw refused(words('the zip holds {name} twice', { name: JSON.stringify(entry.fileName) }));
      total += entry.uncompressedSize;
      if (total > maxTotal) throw refused(words('the zip inflates to more than {size} MB', { size: Math.round(maxTotal / 1024 ** 2) }));
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) =>
          error ? reject(refused(words('cannot read {name} ({reason})', { name: JSON.stringify(entry.fileName), reason: error.message }))) : resolve(opened),
        ),
      );
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      } catch (error) {
        throw refused(words('{name} is damaged ({reason})', { name: JSON.stringify(entry.fileName), reason: (error as Error).message }));
      }
      found.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return found;
}

const nextEntry = (zip: yauzl.ZipFile) => nextZipEntry(zip, (error) => refused(words('the zip is damaged ({reason})', { reason: error.message })));
