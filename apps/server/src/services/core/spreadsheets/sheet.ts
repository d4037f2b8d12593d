import { PLAYERS_UPLOAD_MAX_ROWS, SOURCE_LOCALE } from '@kingside/contract';
import { say } from '../languages/say.js';
import { words, type Words } from '../languages/message.js';

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

/**
 * Why a file is not read as a sheet, in words that finish "Upload failed: …" and say what is taken except it
 * (clients tell a failure by the word 'except'). A plain error, so that a worker thread can hand its message back.
 */
export class SheetRefused extends Error {
  override name = 'SheetRefused';

  /** Why, as a message said in the reader's language where the refusal is answered; the error's own message is the English. */
  constructor(readonly words: Words) {
    super(say(SOURCE_LOCALE, words));
  }
}

/**
 * What reading one spreadsheet may cost, whatever the file says of itself. An XLSX file is a zip: a 2 MB upload can
 * inflate to gigabytes, so every part is measured before and while it is inflated, and reading stops at the first
 * limit passed. A real list of 5,000 players in 20 columns inflates to well under a tenth of these.
 */
export const spreadsheetLimits = {
  /** Rows of players (or prizes) after the header. */
  rows: PLAYERS_UPLOAD_MAX_ROWS,
  /** Columns read; a value further right is refused rather than dropped unseen. */
  columns: 100,
  /** Files inside the zip; a workbook has a dozen or two. */
  archiveEntries: 1000,
  /** What the sheet and its shared strings may each inflate to. */
  partBytes: 32 * 1024 * 1024,
  /** What the workbook's small parts (the workbook, its relations, its styles) may each inflate to. */
  smallPartBytes: 4 * 1024 * 1024,
} as const;

export const megabytes = (bytes: number) => Math.round(bytes / 1024 ** 2);

const isBlank = (cells: Cell[]) => cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/**
 * Keeps the rows of a sheet as they are read, so that a reader can stop as soon as the row limit is passed: the first
 * non-blank row is the header; blank rows are dropped (their numbers are kept by the others).
 */
export class SheetRows {
  private readonly filled: SheetRow[] = [];

  constructor(private readonly format: Sheet['format']) {}

  add(row: SheetRow): void {
    if (isBlank(row.cells)) return;
    if (this.filled.length > spreadsheetLimits.rows)
      throw new SheetRefused(
        words('the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)', { rows: spreadsheetLimits.rows }),
      );
    this.filled.push(row);
  }

  sheet(): Sheet {
    const [head, ...rows] = this.filled;
    if (!head) throw new SheetRefused(words('the file is empty (nothing in it except blank lines)'));
    if (rows.length === 0) throw new SheetRefused(words('the file has no players: nothing in it except the header row'));
    const header = head.cells.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? '' : String(cell).trim()));
    return { format: this.format, header, rows };
  }
}
