import yauzl from 'yauzl';
import { nextZipEntry } from '../../files/zip-entries.js';
import { megabytes, SheetRefused, spreadsheetLimits } from '../sheet.js';
import { words, type Message } from '../../languages/message.js';

const notAWorkbook = (detail: Message) =>
  new SheetRefused(words('no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})', { detail }));

/**
 * The parts of an XLSX file, found by name before anything is inflated. A part is inflated only when it is read,
 * and only as far as its limit: its size as the zip states it is checked first, the bytes as they come out after
 * (yauzl also refuses an entry that inflates past its stated size), so a bomb stops at the limit, not at its end.
 */
export class WorkbookArchive {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    /** By lower-case name: the parts of an Open XML package are named without regard to case. */
    private readonly parts: ReadonlyMap<string, yauzl.Entry>,
  ) {}

  static async open(bytes: Buffer): Promise<WorkbookArchive> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(notAWorkbook(error.message)) : resolve(opened))),
    );
    const parts = new Map<string, yauzl.Entry>();
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (parts.size >= spreadsheetLimits.archiveEntries)
        throw new SheetRefused(
          words('the workbook holds more than {count} files; none is read except a workbook within that', { count: spreadsheetLimits.archiveEntries }),
        );
      if (!entry.fileName.endsWith('/')) parts.set(entry.fileName.toLowerCase(), entry);
    }
    return new WorkbookArchive(zip, parts);
  }

  has(name: string): boolean {
    return this.parts.has(name.toLowerCase());
  }

  /**
   * Hands the part's bytes to `onChunk` as they are inflated, up to `maxBytes`; `onChunk` may throw to stop reading.
   * Resolves false when the workbook has no such part.
   */
  async read(name: string, maxBytes: number, onChunk: (chunk: Buffer) => void): Promise<boolean> {
    const entry = this.parts.get(name.toLowerCase());
    if (!entry) return false;
    const tooLarge = () =>
      new SheetRefused(
        words('its part {part} inflates to more than {size} MB; no workbook is read except within that', { part: name, size: megabytes(maxBytes) }),
      );
    if (entry.uncompressedSize > maxBytes) throw tooLarge();
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, opened) =>
        error ? reject(notAWorkbook(words('{field}: {problem}', { field: name, problem: error.message }))) : resolve(opened),
      ),
    );
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw tooLarge();
        onChunk(chunk);
      }
    } catch (error) {
      if (error instanceof SheetRefused) throw error;
      throw notAWorkbook(words('{part} is damaged: {problem}', { part: name, problem: (error as Error).message }));
    } finally {
      (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
    }
    return true;
  }

  close(): void {
    this.zip.close();
  }
}

const nextEntry = (zip: yauzl.ZipFile) => nextZipEntry(zip, (error) => notAWorkbook(error.message));
