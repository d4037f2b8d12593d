import { MAX_PRIZE_AMOUNT, MINOR_UNITS_PER_MAJOR, type Locale, type PrizeUploadField, type PrizeUploadRow } from '@kingside/contract';
import type { Cell, SheetRow } from '../core/spreadsheets/sheet.js';
import type { EntryRow } from '../core/engine-model.js';
import { words, type Message, type Words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';
import type { PrizeColumnMap } from './upload-columns.js';
import type { StructureRow } from './views.js';
import { listed } from './said.js';

const cellText = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/**
 * An amount in major units (rupees) as sheets write it — 5000, "5,000", "1,00,000.50", "₹ 2500" —
 * in minor units; at most two decimals.
 */
export function minorUnits(cell: Cell, text: string): { value: number } | { error: Words } {
  const notAbove0 = { error: words("''{text}'' is not an amount above 0", { text }) };
  if (typeof cell === 'number') {
    const minor = Math.round(cell * MINOR_UNITS_PER_MAJOR);
    if (Math.abs(cell * MINOR_UNITS_PER_MAJOR - minor) > 1e-6) return { error: words("''{text}'' has more than two decimals", { text }) };
    return minor > 0 && minor <= MAX_PRIZE_AMOUNT ? { value: minor } : notAbove0;
  }
  const match = /^(?:₹|rs\.?|inr|\$|€|£)?\s*(\d[\d,]*)(?:\.(\d{1,2}))?$/i.exec(text);
  if (!match) return { error: words("''{text}'' is not an amount (e.g. 5000 or 2500.50)", { text }) };
  const minor = Number(match[1].replaceAll(',', '')) * MINOR_UNITS_PER_MAJOR + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 && minor <= MAX_PRIZE_AMOUNT ? { value: minor } : notAbove0;
}

const fold = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A row read: the report's row, its problems said in the reader's language, and its first problem as words. */
export interface ReadPrizeRow {
  row: PrizeUploadRow;
  /** What the answer's sentence names of the row ("column Place: 1st Overall is already given in row 2"). */
  firstProblem: Words | null;
}

/**
 * Reads one row of a prize sheet: the category (by name or id) of the saved structure, the place, the
 * player (by start number, FIDE id or name, which must agree), the amount (the structure's when empty).
 * A place or a player already given in an earlier row is an error of this row.
 */
export function readPrizeRow(
  sheetRow: SheetRow,
  columns: PrizeColumnMap,
  header: string[],
  structure: StructureRow,
  field: EntryRow[],
  earlier: readonly PrizeUploadRow[],
  locale: Locale,
): ReadPrizeRow {
  const { row } = sheetRow;
  const cells: PrizeUploadRow['cells'] = {};
  const errors: PrizeUploadRow['errors'] = [];
  let firstProblem: Words | null = null;
  // A header is the organiser's own words, shown as written; only a column named by its number is said.
  const columnOf = (f: PrizeUploadField): Message | null => {
    const index = columns.fields[f];
    return index === undefined ? null : header[index] || words('column {number}', { number: index + 1 });
  };
  const fail = (f: PrizeUploadField, problem: Words) => {
    const named = columnOf(f);
    const column = named === null ? null : say(locale, named);
    const message =
      column === null ? words('Row {row}: {problem}', { row, problem }) : words('Row {row}, column {column}: {problem}', { row, column, problem });
    errors.push({ column, field: f, message: say(locale, message) });
    firstProblem ??= column === null ? problem : words('column {column}: {problem}', { column, problem });
  };
  const raw = (f: PrizeUploadField): { cell: Cell; text: string } => {
    const index = columns.fields[f];
    const cell = index === undefined ? null : (sheetRow.cells[index] ?? null);
    const text = cellText(cell);
    if (text !== '') cells[f] = text;
    return { cell, text };
  };

  const categoryText = raw('category').text;
  const category = structure.categories.find((c) => c.id === categoryText.toLowerCase() || fold(c.name) === fold(categoryText));
  if (categoryText === '') fail('category', words('a category is required'));
  else if (!category)
    fail(
      'category',
      words("''{text}'' is not a category of the prize structure ({categories})", {
        text: categoryText,
        categories: listed(
          locale,
          structure.categories.map((c) => c.name),
          'unit',
        ),
      }),
    );
  // A sheet names players; a team's place follows the team standings and is changed by hand on the winners list.
  else if (category.kind === 'team')
    fail(
      'category',
      words("{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list", { category: category.name }),
    );

  const placeText = raw('place').text.replace(/^(\d+)(st|nd|rd|th)$/i, '$1');
  const place = /^\d+$/.test(placeText) ? Number(placeText) : Number.NaN;
  if (placeText === '') fail('place', words('a place is required'));
  else if (!Number.isInteger(place) || place < 1 || place > 100) fail('place', words("''{text}'' is not a place (1, 2, …)", { text: cells.place ?? '' }));

  // The player: every identifying cell given must point at the same entry.
  const found: { f: PrizeUploadField; entry: EntryRow }[] = [];
  const number = raw('pairingNumber').text;
  if (number !== '') {
    const entry = /^\d+$/.test(number) ? field.find((e) => e.pairingNumber === Number(number)) : undefined;
    if (entry) found.push({ f: 'pairingNumber', entry });
    else fail('pairingNumber', words("no player has the start number ''{number}''", { number }));
  }
  const fideId = raw('fideId').text;
  if (fideId !== '') {
    const entry = /^\d+$/.test(fideId) ? field.find((e) => e.fideId === Number(fideId)) : undefined;
    if (entry) found.push({ f: 'fideId', entry });
    else fail('fideId', words("no player of the tournament has the FIDE id ''{fideId}''", { fideId }));
  }
  const name = raw('name').text;
  if (name !== '') {
    const named = field.filter((e) => fold(e.name) === fold(name));
    if (named.length === 1) found.push({ f: 'name', entry: named[0] });
    else if (named.length > 1 && found.length === 0)
      fail(
        'name',
        words("{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number", {
          count: named.length,
          name,
        }),
      );
    else if (named.length === 0) fail('name', words("no player of the tournament is called ''{name}''", { name }));
  }
  const player = found[0]?.entry;
  if (!player && errors.every((e) => !['pairingNumber', 'fideId', 'name'].includes(e.field ?? ''))) {
    fail(columns.fields.pairingNumber !== undefined ? 'pairingNumber' : columns.fields.name !== undefined ? 'name' : 'fideId', words('the player is required'));
  }
  const other = found.find((x) => x.entry.id !== player?.id);
  if (player && other)
    fail(
      other.f,
      words("''{given}'' is {name}, but ''{first}'' is {player}", {
        given: cells[other.f] ?? '',
        name: other.entry.name,
        first: cells[found[0].f] ?? '',
        player: player.name,
      }),
    );

  const amountCell = raw('amount');
  let amount: number | undefined;
  if (amountCell.text !== '') {
    const read = minorUnits(amountCell.cell, amountCell.text);
    if ('error' in read) fail('amount', read.error);
    else amount = read.value;
  } else if (category && Number.isInteger(place)) {
    amount = category.amounts[place - 1];
    if (amount === undefined)
      fail(
        'amount',
        words('the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one', {
          place,
          category: category.name,
        }),
      );
  }

  if (category && Number.isInteger(place) && place >= 1) {
    const same = earlier.find((r) => r.award?.categoryId === category.id && r.award.place === place);
    if (same)
      fail(
        'place',
        words('{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}', {
          place,
          category: category.name,
          row: same.row,
        }),
      );
  }
  if (player) {
    const twice = earlier.find((r) => r.award?.playerId === player.id);
    if (twice) fail(found[0].f, words('{name} already has a prize in row {row} (one prize per player)', { name: player.name, row: twice.row }));
  }

  const award =
    errors.length === 0 && category && player && amount !== undefined
      ? { categoryId: category.id, categoryName: category.name, place, playerId: player.id, name: player.name, amount }
      : null;
  return { row: { row, status: award ? 'ready' : 'error', cells, award, errors }, firstProblem };
}
