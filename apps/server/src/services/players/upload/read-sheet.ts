import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PLAYERS_UPLOAD_MAX_ROWS } from '@kingside/contract';
import { badRequest } from '../../../http/errors.js';

/** A cell as read: text from a CSV, or what the spreadsheet holds (numbers and dates keep their type). */
export type Cell = string | number | Date | null;

export interface SheetRow {
  /** The row's number in the sheet, header included (as the organiser sees it in the spreadsheet). */
  row: number;
  cells: Cell[];
}

export interface Sheet {
  format: 'csv' | 'xlsx';
  header: string[];
  rows: SheetRow[];
}

/** Every refusal of the file as a whole says it is a failure in the words spec §5 keys on ('except'). */
export const fileRefused = (reason: string) => badRequest(`Upload failed: ${reason}`, 'file');

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * Reads a player sheet, recognised by its bytes rather than its name: XLSX (a zip), else text
 * taken as CSV. Old .xls, PDFs, images and the like are refused, as are files with no rows.
 */
export async function readSheet(bytes: Buffer, fileName: string): Promise<Sheet> {
  if (bytes.length === 0 || bytes.toString('utf8').trim() === '') throw fileRefused('the file is empty (nothing in it except blank space)');
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  if (startsWith(bytes, OLE)) throw fileRefused('no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv');
  const text = decodeText(bytes);
  if (text === null) {
    const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
    throw fileRefused(`no file type is accepted except CSV and XLSX; this file${extension ? ` (.${extension})` : ''} is neither`);
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
export function guessDelimiter(text: string): string {
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
    throw fileRefused(`the CSV cannot be read; every line must be whole except a quoted value may span lines (${detail})`);
  }
  return fromRecords(
    'csv',
    records.map((cells, index) => ({ row: index + 1, cells })),
  );
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileRefused('no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read');
  }
  // The template puts the players on "Players" and help on a second sheet; any other workbook is read from its first sheet.
  const sheet = workbook.worksheets.find((s) => s.name.trim().toLowerCase() === 'players') ?? workbook.worksheets[0];
  if (!sheet) throw fileRefused('the workbook has no sheet; nothing in it except the workbook itself');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    rows.push({ row: row.number, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return fromRecords('xlsx', rows);
}

/** What a spreadsheet cell holds, as a plain value: formulas give their result, rich text its text. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined || typeof result === 'object'
      ? result instanceof Date
        ? result
        : null
      : typeof result === 'boolean'
        ? String(result)
        : result;
  }
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  return null;
}

const isBlank = (cells: Cell[]) => cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** The first non-blank row is the header; blank rows after it are dropped (their numbers are kept by the others). */
function fromRecords(format: Sheet['format'], records: SheetRow[]): Sheet {
  const filled = records.filter((record) => !isBlank(record.cells));
  const [head, ...rows] = filled;
  if (!head) throw fileRefused('the file is empty (nothing in it except blank lines)');
  if (rows.length === 0) throw fileRefused('the file has no players: nothing in it except the header row');
  if (rows.length > PLAYERS_UPLOAD_MAX_ROWS)
    throw fileRefused(`the file has ${rows.length} rows of players; no file is taken beyond ${PLAYERS_UPLOAD_MAX_ROWS} rows (no exceptions)`);
  const header = head.cells.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? '' : String(cell).trim()));
  return { format, header, rows };
}
