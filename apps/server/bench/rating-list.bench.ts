/**
 * Rating-list benchmark (not a test): generates a FIDE XML list (1.2 million players by default), imports it
 * into each database and runs 1,000 name searches against it, printing import time, peak memory and search
 * p50/p95. Each database runs in its own child process, so its peak RSS is its own.
 *
 *   npm run bench -w @kingside/server
 *   BENCH_PLAYERS=200000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w @kingside/server
 *
 * PostgreSQL runs when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: a fresh database is created
 * on it for the run and dropped afterwards. BENCH_DATABASES=postgres (or pglite) runs only that one. Goals: import ≤ 90 s and ≤ 500 MB, search p95 ≤ 20 ms on PostgreSQL.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { generatePlayers, seededRandom, writeFideList } from '../src/integrations/fide/generate-list.js';
import type { FideListPlayer } from '../src/integrations/fide/list-player.js';
import { startImport } from '../src/services/rating-list/import.js';
import { normaliseName } from '../src/services/rating-list/names.js';
import { searchFidePlayers } from '../src/services/rating-list/search.js';

const players = Number(process.env.BENCH_PLAYERS ?? 1_200_000);
const searches = Number(process.env.BENCH_SEARCHES ?? 1000);
const seed = 2026;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Kind = 'pglite' | 'postgres';
type QueryKind = 'swapped order' | 'as listed, no accents' | 'word beginnings' | 'typo' | 'surname only';

interface Query {
  kind: QueryKind;
  text: string;
  fideId: number;
}

interface RunResult {
  kind: Kind;
  importSeconds: number;
  /** CPU time of this process during the import (PGlite runs inside it; PostgreSQL's own work is not counted). */
  importCpuSeconds: number;
  /** Peak RSS during the import alone (the high-water mark is reset once the database is open). */
  peakRssMb: number;
  /** Peak RSS while the database was created and migrated: for PGlite, its initdb, more than any import. */
  creationPeakRssMb: number;
  /** RSS with the database open and migrated, before the import: PGlite's own footprint is most of it. */
  baselineRssMb: number;
  imported: number;
  latenciesMs: number[];
  queryKinds: QueryKind[];
  found: boolean[];
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** 1,000 searches a person might type for players on the list, drawn with a fixed seed. */
function searchesFor(list: Iterable<FideListPlayer>, count: number, total: number): Query[] {
  const random = seededRandom(seed + 1);
  // Spread over the whole list; a few names ("Aravind S") have no comma to split and are passed over.
  const every = Math.max(1, Math.floor(total / (count * 1.2)));
  const chosen: FideListPlayer[] = [];
  let i = 0;
  for (const p of list) {
    if (i % every === 0 && chosen.length < count && p.name.includes(', ')) chosen.push(p);
    i += 1;
  }
  return chosen.map((p) => {
    const [surname, given] = p.name.split(', ');
    const draw = random();
    if (draw < 0.4) return { kind: 'swapped order', text: `${given} ${surname}`, fideId: p.fideId };
    if (draw < 0.6) return { kind: 'as listed, no accents', text: normaliseName(p.name), fideId: p.fideId };
    if (draw < 0.75) {
      const text = [surname, given].map((w) => w.slice(0, 4)).join(' ');
      return { kind: 'word beginnings', text, fideId: p.fideId };
    }
    if (draw < 0.9) {
      const plain = normaliseName(surname);
      const at = 1 + Math.floor(random() * Math.max(1, plain.length - 2));
      const typo = plain.length >= 5 ? plain.slice(0, at) + plain.slice(at + 1) : `${plain}e`;
      return { kind: 'typo', text: `${typo} ${given}`, fideId: p.fideId };
    }
    return { kind: 'surname only', text: surname, fideId: p.fideId };
  });
}

/**
 * The process's peak RSS in MB: VmHWM, which Linux lets a process reset (clear_refs 5) so a phase can be measured
 * on its own; elsewhere the lifetime peak.
 */
function peakRss(): number {
  const hwm = existsSync('/proc/self/status') ? /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8')) : null;
  return hwm ? Number(hwm[1]) / 1024 : process.resourceUsage().maxRSS / 1024;
}

function resetPeakRss(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: the peak stays the process's lifetime peak.
  }
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Child process: one database, fresh; import the file, then search. Prints its result as JSON. */
async function runOne(kind: Kind, file: string): Promise<void> {
  let database: Database;
  let cleanUp: () => Promise<void>;
  if (kind === 'postgres') {
    const name = `ks_bench_${randomBytes(5).toString('hex')}`;
    await onServer(serverUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    cleanUp = async () => {
      await database.close();
      await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ks-bench-pglite-'));
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanUp = async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  try {
    await migrate(database);
    // Creating the embedded database (its initdb) takes more memory than the import and happens once in an
    // installation's life: the import's own peak is measured from here.
    const creationPeakRssMb = peakRss();
    resetPeakRss();
    const baselineRssMb = process.memoryUsage().rss / 1024 ** 2;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { finished } = await startImport({ database, clock: () => new Date() }, { path: file, fileName: path.basename(file), listDate: '2026-01' });
    const outcome = await finished;
    const importSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const importCpuSeconds = (cpu.user + cpu.system) / 1e6;
    const peakRssMb = peakRss();
    if (outcome.state !== 'done') throw new Error(`import failed: ${outcome.error}`);

    const queries = searchesFor(generatePlayers({ players, seed }), searches, players);
    // A few searches first, so caches and plans are warm as on a running server.
    for (const q of queries.slice(0, 20)) await searchFidePlayers(database.db, { query: q.text, ratingType: 'standard', page: 1, limit: 20 });
    const latenciesMs: number[] = [];
    const found: boolean[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      const page = await searchFidePlayers(database.db, { query: q.text, ratingType: 'standard', page: 1, limit: 20 });
      latenciesMs.push(performance.now() - t0);
      found.push(page.players.some((p) => p.fideId === q.fideId));
    }
    const result: RunResult = {
      kind,
      importSeconds,
      importCpuSeconds,
      peakRssMb,
      creationPeakRssMb,
      baselineRssMb,
      imported: outcome.counts.players,
      latenciesMs,
      queryKinds: queries.map((q) => q.kind),
      found,
    };
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await cleanUp();
  }
}

function child(kind: Kind, file: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--run', kind, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`${kind} run failed (exit ${code})\n${out}`));
      else resolve(JSON.parse(line.slice(7)) as RunResult);
    });
  });
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ks-bench-list-'));
  try {
    const file = path.join(dir, 'players_list_xml_foa.xml');
    const t0 = performance.now();
    await writeFideList(generatePlayers({ players, seed }), { format: 'xml', out: file });
    const size = (await stat(file)).size;
    console.log(
      `Generated ${players.toLocaleString('en')} players as XML (${(size / 1e6).toFixed(0)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    console.log(`Machine: ${cpus().length} cores, load ${execFileSync('cat', ['/proc/loadavg']).toString().split(' ').slice(0, 3).join(' ')}`);
    const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((k) => k.trim());
    const kinds = (['pglite', 'postgres'] as const).filter((k) => wanted.includes(k) && (k === 'pglite' || serverUrl));
    if (wanted.includes('postgres') && !serverUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server');
    for (const kind of kinds) {
      const r = await child(kind, file);
      const byKind = new Map<QueryKind, number[]>();
      const foundByKind = new Map<QueryKind, number>();
      r.latenciesMs.forEach((ms, i) => {
        byKind.set(r.queryKinds[i], [...(byKind.get(r.queryKinds[i]) ?? []), ms]);
        foundByKind.set(r.queryKinds[i], (foundByKind.get(r.queryKinds[i]) ?? 0) + (r.found[i] ? 1 : 0));
      });
      console.log(
        `\n${kind}: imported ${r.imported.toLocaleString('en')} players in ${r.importSeconds.toFixed(1)} s ` +
          `(${r.importCpuSeconds.toFixed(1)} s CPU in this process), peak RSS ${r.peakRssMb.toFixed(0)} MB ` +
          `(${r.baselineRssMb.toFixed(0)} MB with the database open, before the import; ` +
          `${r.creationPeakRssMb.toFixed(0)} MB at most while the database was created and migrated)`,
      );
      console.log(
        `  ${r.latenciesMs.length} name searches: p50 ${percentile(r.latenciesMs, 50).toFixed(1)} ms, p95 ${percentile(r.latenciesMs, 95).toFixed(1)} ms, ` +
          `p99 ${percentile(r.latenciesMs, 99).toFixed(1)} ms; the player sought is on the first page (20) in ${r.found.filter(Boolean).length} of ${r.found.length}`,
      );
      for (const [queryKind, values] of byKind) {
        console.log(
          `    ${queryKind.padEnd(22)} ${String(values.length).padStart(4)} searches: p50 ${percentile(values, 50).toFixed(1)} ms, ` +
            `p95 ${percentile(values, 95).toFixed(1)} ms, found on page 1: ${foundByKind.get(queryKind)}`,
        );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const at = process.argv.indexOf('--run');
if (at !== -1) await runOne(process.argv[at + 1] as Kind, process.argv[at + 2]);
else await main();
