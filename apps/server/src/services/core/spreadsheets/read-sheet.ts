import { parse } from 'csv-parse/sync';
import { SheetRefused, SheetRows, type Sheet } from './sheet.js';
import { readXlsx } from './xlsx/read.js';
import { words } from '../languages/message.js';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * Reads a sheet of players or prizes, recognised by its bytes rather than its name: XLSX (a zip), else text taken
 * as CSV. Old .xls, PDFs, images and the like are refused, as are files with no rows. The work is bounded by
 * `spreadsheetLimits` whatever the file holds; the server runs it in a worker thread (uploaded-sheet.ts).
 */
export async function readSheet(bytes: Buffer, fileName: string): Promise<Sheet> {
  if (bytes.length === 0 || bytes.toString('utf8').trim() === '') throw new SheetRefused(words('the file is empty (nothing in it except blank space)'));
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  if (startsWith(bytes, OLE))
    throw new SheetRefused(words('no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv'));
  const text = decodeText(bytes);
  if (text === null) {
    const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
    throw new SheetRefused(
      extension
        ? words('no file type is accepted except CSV and XLSX; this file (.{extension}) is neither', { extension })
        : words('no file type is accepted except CSV and XLSX; this file is neither'),
    );
  }
  return readCsv(text);
}

/** UTF-8 (with or without BOM), UTF-16 with a BOM, else Windows-1252 (Excel's "CSV" on Windows); null for binary files. */
function decodeText(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    // Control characters other than tab and line ends mean a binary file, not a legacy-encoded list.
    return /[\u0001-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? null : text;
  }
}

/** The separator of the header line: the one of `,` `;` tab that occurs most outside quotes (Excel writes `;` in many locales). */
function guessDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts.entries()].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(text: string): Sheet {
  let records: string[][];
  try {
    records = parse(text, { delimiter: guessDelimiter(text), bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^Invalid [^:]*: /, '') : 'it cannot be read';
    throw new SheetRefused(words('the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})', { detail }));
  }
  const rows = new SheetRows('csv');
  records.forEach((cells, index) => rows.add({ row: index + 1, cells }));
  return rows.sheet();
}
