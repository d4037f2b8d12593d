/** One query on the snapshot's connection or transaction; rows come back as objects. */
export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

/** SQL quoting of an identifier (table names come from the catalogue, but may hold any character). */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables: every base table in the public schema. */
export async function publicTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table, as one snapshot sees them. */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(query)) {
    const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${quoteIdentifier(table)}`);
    counts[table] = row.n;
  }
  return counts;
}

export async function appliedMigrations(query: Query): Promise<string[]> {
  const tables = await publicTables(query);
  if (!tables.includes('schema_migrations')) return [];
  return (await query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
}

/** The tables holding data: migrations alone do not make a database "in use". */
export function tablesWithRows(counts: Record<string, number>): string[] {
  return Object.entries(counts)
    .filter(([table, rows]) => table !== 'schema_migrations' && rows > 0)
    .map(([table, rows]) => `${table} (${rows})`);
}
