import type { PrizeUploadField } from '@kingside/contract';
import { headerKey } from '../core/spreadsheets/header-key.js';
import { fileRefused } from '../core/spreadsheets/uploaded-sheet.js';
import { words } from '../core/languages/message.js';

/** What each column of a prize sheet is called in the lists organisers keep (compared as headerKey does). */
const synonyms: Record<PrizeUploadField, string[]> = {
  category: ['category', 'categoryname', 'prizecategory', 'prize', 'cat', 'section'],
  place: ['place', 'prizeplace', 'rank', 'position', 'pos', 'prizeno'],
  pairingNumber: ['startno', 'startnumber', 'sno', 'snr', 'tpn', 'pairingnumber', 'pairingno', 'no'],
  fideId: ['fideid', 'fide', 'fideno', 'fidenumber', 'fidecode', 'idfide'],
  name: ['name', 'player', 'playername', 'fullname', 'winner', 'participant'],
  amount: ['amount', 'prizeamount', 'prizemoney', 'money', 'cash', 'value', 'inr', 'rs', 'rupees'],
};

const byKey = new Map<string, PrizeUploadField>(
  Object.entries(synonyms).flatMap(([field, keys]) => keys.map((key) => [key, field as PrizeUploadField] as const)),
);

export interface PrizeColumnMap {
  /** Column index (from 0) of each field found. */
  fields: Partial<Record<PrizeUploadField, number>>;
  columns: { index: number; header: string; field: PrizeUploadField | null }[];
}

/** Reads the header: Category, Place and a column naming the player are needed; two columns for one field refuse the file. */
export function prizeColumns(header: string[]): PrizeColumnMap {
  const map: PrizeColumnMap = { fields: {}, columns: [] };
  header.forEach((text, index) => {
    const field = byKey.get(headerKey(text)) ?? null;
    if (field !== null) {
      const earlier = map.fields[field];
      if (earlier !== undefined)
        throw fileRefused(
          words('columns "{first}" and "{second}" both hold the {field}; remove every one of them except one', { first: header[earlier], second: text, field }),
        );
      map.fields[field] = index;
    }
    map.columns.push({ index: index + 1, header: text, field });
  });
  const missing = (['category', 'place'] as const).filter((field) => map.fields[field] === undefined);
  if (missing.length > 0)
    throw fileRefused(
      words(
        '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player',
        { missing: missing.length === 1 ? missing[0] : 'both' },
      ),
    );
  if (map.fields.pairingNumber === undefined && map.fields.fideId === undefined && map.fields.name === undefined) {
    throw fileRefused('no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name');
  }
  return map;
}
