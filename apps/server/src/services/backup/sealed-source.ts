import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sealedTables, type SealedRow } from './sealed-rows.js';
import { runTool } from './snapshot.js';
import { publicTables, quoteIdentifier, type Query } from './tables.js';

/** The sealed tables' rows in a database (a restored image before it is put in place). */
export async function sealedRowsOfDatabase(query: Query): Promise<Map<string, SealedRow[]>> {
  const present = new Set(await publicTables(query));
  const found = new Map<string, SealedRow[]>();
  for (const { table, columns } of sealedTables) {
    if (!present.has(table)) continue;
    const list = columns.map((column) => `${quoteIdentifier(column)}::text AS ${quoteIdentifier(column)}`).join(', ');
    found.set(table, await query<SealedRow>(`SELECT ${list} FROM public.${quoteIdentifier(table)}`));
  }
  return found;
}

/**
 * The sealed tables' rows in a pg_dump archive, read before anything is restored (PostgreSQL's
 * restore commits as a whole, so the check must come first): pg_restore writes their COPY blocks.
 */
export async function sealedRowsOfDump(dump: string, work: string, env: NodeJS.ProcessEnv): Promise<Map<string, SealedRow[]>> {
  const out = path.join(work, 'sealed-rows.sql');
  await runTool('pg_restore', ['--data-only', ...sealedTables.flatMap(({ table }) => ['--table', table]), '--file', out, dump], env);
  return copyBlocks(await readFile(out, 'utf8'));
}

const copyStart = /^COPY public\.("?)([^"\s]+)\1 \((.*)\) FROM stdin;$/;

/** The rows of every `COPY public.<table> (<columns>) FROM stdin;` block, by table. */
function copyBlocks(script: string): Map<string, SealedRow[]> {
  const found = new Map<string, SealedRow[]>();
  let rows: SealedRow[] | undefined;
  let columns: string[] = [];
  for (const line of script.split('\n')) {
    if (rows) {
      if (line === '\\.') rows = undefined;
      else {
        const fields = line.split('\t').map(copyField);
        rows.push(Object.fromEntries(columns.map((column, i) => [column, fields[i] ?? null])));
      }
      continue;
    }
    const start = copyStart.exec(line);
    if (!start) continue;
    columns = start[3].split(', ').map((column) => column.replace(/^"(.*)"$/, '$1').replace(/""/g, '"'));
    rows = [];
    found.set(start[2], rows);
  }
  return found;
}

const escapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field of COPY's text format. The sealed columns are ASCII (base64url, uuids), so an escaped byte is a character. */
function copyField(raw: string): string | null {
  if (raw === '\\N') return null;
  return raw.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/g, (_, octal?: string, hex?: string, char?: string) =>
    octal ? String.fromCharCode(parseInt(octal, 8)) : hex ? String.fromCharCode(parseInt(hex, 16)) : (escapes[char!] ?? char!),
  );
}
