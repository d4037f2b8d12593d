import type { Database } from '../db/connection.js';

/** Each table's rows, hashed: two equal digests mean nothing was written in between. */
export type TableDigests = Record<string, string>;

/** A reader of every table's digest (one query), leaving out the tables named. */
export async function tableDigests(database: Database, leftOut: string[]): Promise<() => Promise<TableDigests>> {
  const tables = (
    await database.rawTransaction((sql) =>
      sql.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      ),
    )
  )
    .map((row) => row.name)
    .filter((name) => !leftOut.includes(name));
  const query = tables
    .map((name) => `SELECT '${name}' AS name, (SELECT md5(coalesce(string_agg(t::text, '' ORDER BY t::text), '')) FROM "${name}" t) AS digest`)
    .join(' UNION ALL ');
  return async () => {
    const rows = await database.rawTransaction((sql) => sql.query<{ name: string; digest: string }>(query));
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  };
}

/** The tables whose digests differ. */
export function changedTables(before: TableDigests, after: TableDigests): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
