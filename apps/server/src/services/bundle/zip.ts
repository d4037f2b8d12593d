import yauzl from 'yauzl';
import { badRequest } from '../../http/errors.js';
import { nextZipEntry } from '../core/files/zip-entries.js';

const refused = (message: string) => badRequest(`file: ${message}`, 'file');

/**
 * Every entry of a zip, read whole. Names are only keys here (nothing is extracted by name), and the
 * sizes count what is inflated, so a small zip that inflates to gigabytes is refused before it does.
 */
export async function entriesOf(bytes: Buffer, maxTotal: number): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(refused(`not a zip archive (${error.message})`)) : resolve(opened))),
  );
  const found = new Map<string, Buffer>();
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      if (found.has(entry.fileName)) throw refused(`the zip holds ${JSON.stringify(entry.fileName)} twice`);
      total += entry.uncompressedSize;
      if (total > maxTotal) throw refused(`the zip inflates to more than ${Math.round(maxTotal / 1024 ** 2)} MB`);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) =>
          error ? reject(refused(`cannot read ${JSON.stringify(entry.fileName)} (${error.message})`)) : resolve(opened),
        ),
      );
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      } catch (error) {
        throw refused(`${JSON.stringify(entry.fileName)} is damaged (${(error as Error).message})`);
      }
      found.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return found;
}

const nextEntry = (zip: yauzl.ZipFile) => nextZipEntry(zip, (error) => refused(`the zip is damaged (${error.message})`));
