import { unseal } from '../core/sealed.js';
import { openPayee } from '../payouts/sealing.js';

/** A row's sealed columns, as text, by column name. */
export type SealedRow = Record<string, string | null>;

/** A table holding values sealed under a key derived from TOKEN_SECRET, and how one of its rows opens. */
interface SealedTable {
  table: string;
  /** In the operator's words, for the refusal. */
  what: string;
  columns: string[];
  opens: (secret: string, row: SealedRow) => boolean;
}

const opensLichess = (column: string) => (secret: string, row: SealedRow) => {
  try {
    unseal(secret, row[column] ?? '');
    return true;
  } catch {
    return false;
  }
};

export const sealedTables: SealedTable[] = [
  {
    table: 'payee_details',
    what: 'payee details',
    columns: ['entry_id', 'team_id', 'sealed'],
    opens: (secret, row) => openPayee(secret, row.sealed ?? '', row.entry_id ?? row.team_id ?? '') !== null,
  },
  { table: 'lichess_accounts', what: 'lichess tokens', columns: ['sealed_token'], opens: opensLichess('sealed_token') },
  { table: 'lichess_logins', what: 'lichess connections under way', columns: ['sealed_verifier'], opens: opensLichess('sealed_verifier') },
];

export interface SealedCount {
  table: string;
  what: string;
  rows: number;
  /** Rows that do not open with the key. */
  closed: number;
}

/** Every sealed row of each table (absent tables have none), tried with the secret; no secret opens nothing. */
export function trySealedRows(rowsOf: ReadonlyMap<string, SealedRow[]>, secret: string | undefined): SealedCount[] {
  return sealedTables.map(({ table, what, opens }) => {
    const rows = rowsOf.get(table) ?? [];
    const closed = secret === undefined ? rows.length : rows.filter((row) => !opens(secret, row)).length;
    return { table, what, rows: rows.length, closed };
  });
}

/** "payee_details: 2 of 3 rows (payee details)", for each table with rows that stay closed. */
export function describeClosed(counts: SealedCount[]): string | undefined {
  const closed = counts.filter((count) => count.closed > 0);
  if (closed.length === 0) return undefined;
  const amount = (n: number, rows: number) => (n < rows ? `${n} of ${rows} rows` : rows === 1 ? 'its 1 row' : `all ${rows} rows`);
  return closed.map(({ table, what, rows, closed: n }) => `${table}: ${amount(n, rows)} (${what})`).join('; ');
}

/** "3 payee details, 1 lichess tokens open with <key>", for the report. */
export function describeOpened(counts: SealedCount[], key: string): string {
  const held = counts.filter((count) => count.rows > 0);
  return held.length === 0 ? 'the backup holds no sealed rows' : `${held.map(({ rows, what }) => `${rows} ${what}`).join(', ')} open with ${key}`;
}
