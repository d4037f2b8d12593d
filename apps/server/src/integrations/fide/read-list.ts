import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { FideListFormat, FideListPlayer } from './list-player.js';
import { parseTxtList } from './txt-format.js';
import { parseXmlList } from './xml-format.js';

/** An opened FIDE list file (plain or zipped), ready to be read once, front to back. */
export interface FideListFile {
  format: FideListFormat;
  fileName: string;
  /** The list's name inside the zip, or null for a plain file. */
  entryName: string | null;
  /** When the list file was last changed: the zip entry's date, else the file's. */
  modifiedAt: Date;
  /** Size of the (unzipped) list, for progress. */
  bytesTotal: number;
  bytesRead(): number;
  players(): AsyncGenerator<FideListPlayer>;
  /** Releases the file when players() was not read to the end. */
  close(): Promise<void>;
}

// A zip starts with a local file header, or (holding nothing) with the end of its directory.
const zipSignatures = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

async function startsWithZipSignature(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && zipSignatures.some((signature) => head.equals(signature));
  } finally {
    await handle.close();
  }
}

interface ZipListEntry {
  stream: Readable;
  entryName: string;
  modifiedAt: Date;
  size: number;
  close: () => void;
}

function openZipEntry(path: string): Promise<ZipListEntry> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (openError, zip) => {
      if (openError) return reject(new Error(`cannot read the zip archive: ${openError.message}`));
      zip.on('error', (error: Error) => reject(new Error(`cannot read the zip archive: ${error.message}`)));
      zip.on('end', () => {
        zip.close();
        reject(new Error('the zip archive holds no .xml or .txt list'));
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/\.(xml|txt)$/i.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) {
            zip.close();
            return reject(new Error(`cannot unzip ${entry.fileName}: ${streamError.message}`));
          }
          resolve({
            stream,
            entryName: entry.fileName,
            modifiedAt: entry.getLastModDate(),
            size: entry.uncompressedSize,
            close: () => zip.close(),
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Tells XML from TXT by the first character that is not white space (or a byte-order mark). */
function sniffFormat(head: Buffer): FideListFormat {
  const text = head
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^(\xEF\xBB\xBF)?\s*/, '');
  return text.startsWith('<') ? 'xml' : 'txt';
}

/** Opens a FIDE list as FIDE publishes it: XML or TXT, plain or zipped (told apart by content, not by name). */
export async function openFideList(path: string): Promise<FideListFile> {
  const fileName = basename(path);
  let stream: Readable;
  let entryName: string | null = null;
  let modifiedAt: Date;
  let bytesTotal: number;
  let closeZip = (): void => {};
  if (await startsWithZipSignature(path)) {
    const entry = await openZipEntry(path);
    ({ stream, entryName, modifiedAt } = entry);
    bytesTotal = entry.size;
    closeZip = entry.close;
  } else {
    const info = await stat(path);
    modifiedAt = info.mtime;
    bytesTotal = info.size;
    stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  }

  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await iterator.return?.();
    stream.destroy();
    closeZip();
  };
  let first: IteratorResult<Buffer>;
  try {
    first = await iterator.next();
  } catch (error) {
    await close();
    throw error;
  }
  const format = first.done ? 'txt' : sniffFormat(first.value);
  let bytesRead = 0;

  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      for (let next = first; !next.done; next = await iterator.next()) {
        bytesRead += next.value.length;
        yield next.value;
      }
    } finally {
      await close();
    }
  }

  return {
    format,
    fileName,
    entryName,
    modifiedAt,
    bytesTotal,
    bytesRead: () => bytesRead,
    players: () => (format === 'xml' ? parseXmlList(chunks()) : parseTxtList(chunks())),
    close,
  };
}
