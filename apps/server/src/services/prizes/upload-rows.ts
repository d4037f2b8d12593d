import { ordinal } from '@kingside/engine';
import { MAX_PRIZE_AMOUNT, MINOR_UNITS_PER_MAJOR, type PrizeUploadField, type PrizeUploadRow } from '@kingside/contract';
import type { Cell, SheetRow } from '../core/spreadsheets/sheet.js';
import type { EntryRow } from '../core/engine-model.js';
import type { PrizeColumnMap } from './upload-columns.js';
import type { StructureRow } from './views.js';

const cellText = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/**
 * An amount in major units (rupees) as sheets write it — 5000, "5,000", "1,00,000.50", "₹ 2500" —
 * in minor units; at most two decimals.
 */
export function minorUnits(cell: Cell, text: string): { value: number } | { error: string } {
  if (typeof cell === 'number') {
    const minor = Math.round(cell * MINOR_UNITS_PER_MAJOR);
    if (Math.abs(cell * MINOR_UNITS_PER_MAJOR - minor) > 1e-6) return { error: `'${text}' has more than two decimals` };
    return minor > 0 && minor <= MAX_PRIZE_AMOUNT ? { value: minor } : { error: `'${text}' is not an amount above 0` };
  }
  const match = /^(?:₹|rs\.?|inr|\$|€|£)?\s*(\d[\d,]*)(?:\.(\d{1,2}))?$/i.exec(text);
  if (!match) return { error: `'${text}' is not an amount (e.g. 5000 or 2500.50)` };
  const minor = Number(match[1].replaceAll(',', '')) * MINOR_UNITS_PER_MAJOR + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 && minor <= MAX_PRIZE_AMOUNT ? { value: minor } : { error: `'${text}' is not an amount above 0` };
}

const fold = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

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
): PrizeUploadRow {
  const { row } = sheetRow;
  const cells: PrizeUploadRow['cells'] = {};
  const errors: PrizeUploadRow['errors'] = [];
  const columnOf = (f: PrizeUploadField) => {
    const index = columns.fields[f];
    return index === undefined ? null : header[index] || `column ${index + 1}`;
  };
  const fail = (f: PrizeUploadField, message: string) => {
    const column = columnOf(f);
    errors.push({ column, field: f, message: `Row ${row}${column ? `, column ${column}` : ''}: ${message}` });
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
  if (categoryText === '') fail('category', 'a category is required');
  else if (!category) fail('category', `'${categoryText}' is not a category of the prize structure (${structure.categories.map((c) => c.name).join(', ')})`);
  // A sheet names players; a team's place follows the team standings and is changed by hand on the winners list.
  else if (category.kind === 'team')
    fail('category', `${category.name} is won by teams: a sheet gives players' prizes; change a team's place on the winners list`);

  const placeText = raw('place').text.replace(/^(\d+)(st|nd|rd|th)$/i, '$1');
  const place = /^\d+$/.test(placeText) ? Number(placeText) : Number.NaN;
  if (placeText === '') fail('place', 'a place is required');
  else if (!Number.isInteger(place) || place < 1 || place > 100) fail('place', `'${cells.place}' is not a place (1, 2, …)`);

  // The player: every identifying cell given must point at the same entry.
  const found: { f: PrizeUploadField; entry: EntryRow }[] = [];
  const number = raw('pairingNumber').text;
  if (number !== '') {
    const entry = /^\d+$/.test(number) ? field.find((e) => e.pairingNumber === Number(number)) : undefined;
    if (entry) found.push({ f: 'pairingNumber', entry });
    else fail('pairingNumber', `no player has the start number '${number}'`);
  }
  const fideId = raw('fideId').text;
  if (fideId !== '') {
    const entry = /^\d+$/.test(fideId) ? field.find((e) => e.fideId === Number(fideId)) : undefined;
    if (entry) found.push({ f: 'fideId', entry });
    else fail('fideId', `no player of the tournament has the FIDE id '${fideId}'`);
  }
  const name = raw('name').text;
  if (name !== '') {
    const named = field.filter((e) => fold(e.name) === fold(name));
    if (named.length === 1) found.push({ f: 'name', entry: named[0] });
    else if (named.length > 1 && found.length === 0) fail('name', `${named.length} players are called '${name}'; give the start number`);
    else if (named.length === 0) fail('name', `no player of the tournament is called '${name}'`);
  }
  const player = found[0]?.entry;
  if (!player && errors.every((e) => !['pairingNumber', 'fideId', 'name'].includes(e.field ?? ''))) {
    fail(columns.fields.pairingNumber !== undefined ? 'pairingNumber' : columns.fields.name !== undefined ? 'name' : 'fideId', 'the player is required');
  }
  const other = found.find((x) => x.entry.id !== player?.id);
  if (player && other) fail(other.f, `'${cells[other.f]}' is ${other.entry.name}, but '${cells[found[0].f]}' is ${player.name}`);

  const amountCell = raw('amount');
  let amount: number | undefined;
  if (amountCell.text !== '') {
    const read = minorUnits(amountCell.cell, amountCell.text);
    if ('error' in read) fail('amount', read.error);
    else amount = read.value;
  } else if (category && Number.isInteger(place)) {
    amount = category.amounts[place - 1];
    if (amount === undefined) fail('amount', `the structure has no amount for ${ordinal(place)} ${category.name}; give one`);
  }

  if (category && Number.isInteger(place) && place >= 1) {
    const same = earlier.find((r) => r.award?.categoryId === category.id && r.award.place === place);
    if (same) fail('place', `${ordinal(place)} ${category.name} is already given in row ${same.row}`);
  }
  if (player) {
    const twice = earlier.find((r) => r.award?.playerId === player.id);
    if (twice) fail(found[0].f, `${player.name} already has a prize in row ${twice.row} (one prize per player)`);
  }

  const award =
    errors.length === 0 && category && player && amount !== undefined
      ? { categoryId: category.id, categoryName: category.name, place, playerId: player.id, name: player.name, amount }
      : null;
  return { row, status: award ? 'ready' : 'error', cells, award, errors };
}
