import {
  addPlayerBody,
  createTeamBody,
  optionalPlayerFields,
  ROSTER_MAX,
  unsetAsNull,
  type RatingType,
  type UploadField,
  type UploadRowError,
  type UploadedPlayer,
  wordsOfSentence,
} from '@kingside/contract';
import { words, type Message, type Words } from '../../core/languages/message.js';
import type { AddPlayer } from '../../core/players.js';
import type { ColumnMap } from './columns.js';
import type { Cell, SheetRow } from '../../core/spreadsheets/sheet.js';

export interface ReadRow {
  row: number;
  cells: Partial<Record<UploadField, string>>;
  /** The body add-player would take for this row; null when a cell is wrong. */
  player: AddPlayer | null;
  /** What is wrong with the row's cells, left to right; said in the reader's language when the report is made. */
  problems: RowProblem[];
  /** Team events: the team's name and the player's board in it, as the row gives them. */
  team: string | null;
  board: number | null;
}

/** A cell's problem: its column (a header, or the column's number when the header is blank) and what is wrong. */
export interface RowProblem {
  field: UploadRowError['field'];
  column: Message | null;
  problem: Words;
}

/** The column of a cell as the organiser sees it: its header, else its number. */
export const columnName = (header: string[], index: number): Message => header[index] || words('column {number}', { number: index + 1 });

const ratingFieldOf: Record<RatingType, UploadField> = { standard: 'ratingStandard', rapid: 'ratingRapid', blitz: 'ratingBlitz' };

/** The column the ratings come from: the tournament's rating type, else a plain "Rating" column; none means unrated (0). */
export function ratingField(columns: ColumnMap, ratingType: RatingType): UploadField | null {
  const own = ratingFieldOf[ratingType];
  if (columns.fields[own] !== undefined) return own;
  return columns.fields.rating !== undefined ? 'rating' : null;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const cellText = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return isoDate(cell);
  return String(cell).trim();
};

type Converted = { value: unknown } | { error: Words };

/** What a whole number in a cell is: the reason given when it is not one. */
type NumberKind = 'fideId' | 'rating' | 'board';

/** A whole number written as a number or as text ("1850", "1850.0"); blanks are unset. */
function wholeNumber(cell: Cell, text: string, kind: NumberKind): Converted {
  if (text === '') return { value: undefined };
  const value = typeof cell === 'number' ? cell : /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isNaN(value))
    return {
      error: kind === 'fideId' ? words("''{text}'' is not a number (a FIDE id is a whole number)", { text }) : words("''{text}'' is not a number", { text }),
    };
  if (!Number.isInteger(value)) return { error: notWhole(text, kind) };
  return { value };
}

function notWhole(text: string, kind: NumberKind): Words {
  switch (kind) {
    case 'fideId':
      return words("''{text}'' is not a whole number (a FIDE id is a whole number)", { text });
    case 'rating':
      return words("''{text}'' is not a whole number (a rating is a whole number)", { text });
    case 'board':
      return words("''{text}'' is not a whole number (a board is a whole number)", { text });
  }
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Birth dates as lists write them: a year, ISO, or day first (DD.MM.YYYY, DD/MM/YYYY, DD-MM-YYYY). */
export function birthDate(cell: Cell, text: string): Converted {
  if (text === '') return { value: undefined };
  if (cell instanceof Date) return { value: isoDate(cell) };
  const pad = (n: number) => String(n).padStart(2, '0');
  const asDate = (year: number, month: number, day: number): Converted =>
    validDate(year, month, day) ? { value: `${year}-${pad(month)}-${pad(day)}` } : { error: words("''{text}'' is not a date that exists", { text }) };
  let match = /^(\d{4})$/.exec(text);
  if (match) return { value: match[1] };
  match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) return asDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return asDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return { error: words("''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)", { text }) };
}

const sexWords: Record<string, string> = { m: 'm', male: 'm', man: 'm', w: 'w', f: 'w', female: 'w', woman: 'w' };

function convert(field: UploadField, cell: Cell, text: string): Converted {
  switch (field) {
    case 'fideId': {
      const id = wholeNumber(cell, text, 'fideId');
      // Swiss-Manager and federation exports write 0 for "no FIDE id".
      return 'value' in id && id.value === 0 ? { value: undefined } : id;
    }
    case 'ratingStandard':
    case 'ratingRapid':
    case 'ratingBlitz':
    case 'rating':
    case 'nationalRating':
    case 'manualRating':
      return wholeNumber(cell, text, 'rating');
    case 'birthDate':
      return birthDate(cell, text);
    case 'sex':
      return { value: text === '' ? undefined : (sexWords[text.toLowerCase()] ?? text) };
    default:
      return { value: text === '' ? undefined : text };
  }
}

/** Fields of add-player's body, read from the sheet's columns. */
const bodyFields = ['name', ...optionalPlayerFields] as const;

/**
 * Reads one row into add-player's body, checked by the same rules (the contract's addPlayerBody),
 * with every problem named by row and column as the organiser sees them in the sheet.
 */
export function readRow(sheetRow: SheetRow, columns: ColumnMap, header: string[], rating: UploadField | null): ReadRow {
  const { row } = sheetRow;
  const cells: ReadRow['cells'] = {};
  const problems: RowProblem[] = [];
  const body: Record<string, unknown> = {};
  const columnOf = (field: UploadField) => {
    const index = columns.fields[field] ?? (field === 'name' ? columns.lastName : undefined);
    return index === undefined ? null : columnName(header, index);
  };
  const fail = (field: UploadField, problem: Words) => problems.push({ field, column: columnOf(field), problem });

  const take = (field: UploadField, target: string) => {
    const index = columns.fields[field];
    if (index === undefined) return;
    const cell = sheetRow.cells[index] ?? null;
    const text = cellText(cell);
    if (text !== '') cells[field] = text;
    const converted = convert(field, cell, text);
    if ('error' in converted) fail(field, converted.error);
    else if (converted.value !== undefined) body[target] = converted.value;
  };

  for (const field of bodyFields) take(field, field);
  if (columns.fields.name === undefined) {
    // "Surname" and "First name" columns: the FIDE way of writing a name.
    const last = cellText(sheetRow.cells[columns.lastName as number] ?? null);
    const first = columns.firstName === undefined ? '' : cellText(sheetRow.cells[columns.firstName] ?? null);
    const name = [last, first].filter(Boolean).join(', ');
    if (name !== '') {
      cells.name = name;
      body.name = name;
    }
  }
  if (rating !== null) take(rating, 'rating');
  // The other rating columns are shown in the preview but not used: the tournament is rated by one type.
  for (const other of ['ratingStandard', 'ratingRapid', 'ratingBlitz', 'rating'] as const) {
    const index = columns.fields[other];
    if (other !== rating && index !== undefined) {
      const text = cellText(sheetRow.cells[index] ?? null);
      if (text !== '') cells[other] = text;
    }
  }
  if (body.name === undefined) fail('name', words('a name is required'));
  const { team, board } = readTeam(sheetRow, columns, cells, fail);

  const parsed = addPlayerBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field: UploadField | null = key === 'rating' ? rating : (bodyFields as readonly string[]).includes(key) ? (key as UploadField) : null;
      if (field === null || problems.some((e) => e.field === field)) continue;
      const found = cells[field];
      const problem = wordsOfSentence(issue.message);
      fail(field, found === undefined ? problem : words("{problem} (found ''{found}'')", { problem, found }));
    }
  }
  // Left to right, as the organiser reads the row.
  const position = ({ field }: RowProblem) => (field === null ? -1 : (columns.fields[field] ?? columns.lastName ?? -1));
  problems.sort((a, b) => position(a) - position(b));
  return { row, cells, player: problems.length === 0 && parsed.success ? parsed.data : null, problems, team, board };
}

/** The Team and Board cells: a team by the name rules of a team entered by hand, a board from 1 within a roster's size. */
function readTeam(
  sheetRow: SheetRow,
  columns: ColumnMap,
  cells: ReadRow['cells'],
  fail: (field: UploadField, problem: Words) => void,
): Pick<ReadRow, 'team' | 'board'> {
  const read = (field: 'team' | 'board') => {
    const index = columns.fields[field];
    const cell = index === undefined ? null : (sheetRow.cells[index] ?? null);
    const text = cellText(cell);
    if (text !== '') cells[field] = text;
    return { cell, text };
  };
  const teamCell = read('team');
  const boardCell = read('board');
  let team: string | null = null;
  if (teamCell.text !== '') {
    const name = createTeamBody.shape.name.safeParse(teamCell.text);
    if (name.success) team = name.data;
    else fail('team', wordsOfSentence(name.error.issues[0].message));
  }
  let board: number | null = null;
  const number = wholeNumber(boardCell.cell, boardCell.text, 'board');
  if ('error' in number) fail('board', number.error);
  else if (typeof number.value === 'number') {
    if (number.value < 1 || number.value > ROSTER_MAX)
      fail('board', words("a board is from 1 to {max} (found ''{found}'')", { max: ROSTER_MAX, found: boardCell.text }));
    else if (teamCell.text === '') fail('board', words('a board is a place in a team, and the row names no team'));
    else board = number.value;
  }
  return { team, board };
}

/** The player as the preview shows it, every field present; byes are not read from a sheet. */
export function uploadedPlayerOf(body: AddPlayer, { team, board }: Pick<ReadRow, 'team' | 'board'>): UploadedPlayer {
  const { byes: _byes, ...player } = unsetAsNull(body, optionalPlayerFields);
  return { ...player, team, board };
}
