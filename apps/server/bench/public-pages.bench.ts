/**
 * Load benchmark of the public standings, not a test: the built server (npm run build first) in a
 * child process, a 1,000-player open after 10 rounds with round 11 paired and started; spectators ask for
 * its standings while an arbiter enters one result after another (each invalidates the cached standings)
 * and another 1,000-player open pairs round 11 in the engine's worker threads. Twice: at a steady rate
 * (steady-load.ts), then as autocannon sends the same rate, a burst at the start of every second. Prints
 * latency percentiles, throughput, errors and how long a result takes to reach a live-stream follower. Last, the
 * PDF case (pdfs-meanwhile.ts): /api/health's latency while six crosstable PDFs of the open are drawn at once.
 *
 *   npm run build && npm run bench:load -w @kingside/server
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test … (a fresh database is created and dropped)
 *   BENCH_RATE=500 BENCH_SECONDS=20 BENCH_CONNECTIONS=50
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { pdfCase } from './pdfs-meanwhile.js';
import { percentile, steadyLoad, type SteadyLoadResult as Load } from './steady-load.js';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../dist/main.js');
const openAfterTenRounds = readFileSync(path.resolve(here, '../../../packages/engine/conformance/bench/open-1000-round11.trf'), 'utf8');
const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  // BENCH_SERVER_NODE_OPTIONS hands Node flags to the server alone, e.g. --cpu-prof to see where its event loop goes.
  const nodeFlags = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, serverMain], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Kingside is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}); run npm run build first`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function api<T>(base: string, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${answer.message}`);
  return answer.data;
}

interface Board {
  board: number;
  kind: string;
}

/** Milliseconds from each result's answer to its `results` event on a follower's stream. */
async function followResults(base: string, tournamentId: string, sent: Map<number, number>, delays: number[], stop: AbortSignal) {
  const response = await fetch(`${base}/api/tournament/${tournamentId}/live`, { signal: stop });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('"kind":"results"')) continue;
        const arrived = performance.now();
        // Events carry no board: each one answers the oldest result not yet heard.
        const oldest = [...sent.keys()].sort((a, b) => a - b)[0];
        if (oldest !== undefined) {
          delays.push(arrived - (sent.get(oldest) as number));
          sent.delete(oldest);
        }
      }
    }
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  }
}

/**
 * CPU seconds of the server's main thread, the one that answers every request (Linux: /proc; utime + stime in clock
 * ticks of 10 ms). Worker threads, which pair and compute standings, are not counted. Steadier than latency when
 * the machine is busy with other work.
 */
async function mainThreadCpuSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ks-load-'));
  const database = `kingside_load_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const { base, child } = await startServer(env);
  try {
    const credentials = { email: `load-${randomBytes(3).toString('hex')}@example.test`, password: 'load-benchmark-password' };
    await api(base, 'POST', '/api/auth/register', undefined, { ...credentials, name: 'Load Organiser', role: 'organiser' });
    const signedIn = await api<{ tokens: { access: { token: string } } }>(base, 'POST', '/api/auth/login', undefined, credentials);
    const token = signedIn.tokens.access.token;
    const spectated = await api<{ id: string }>(base, 'POST', '/api/tournament/import-trf', token, { trf: openAfterTenRounds, name: 'Spectated Open' });
    const other = await api<{ id: string }>(base, 'POST', '/api/tournament/import-trf', token, { trf: openAfterTenRounds, name: 'Other Open' });
    const round = await api<{ rows: Board[] }>(base, 'GET', `/api/tournament/generate-pairing?round=11&tournamentId=${spectated.id}`, token);
    await api(base, 'POST', '/api/tournament/trigger-round-start', token, { tournamentId: spectated.id });
    const boards = round.rows.filter((row) => row.kind === 'game').map((row) => row.board);
    const standingsUrl = `/api/tournament/players-ranking?round=11&tournamentId=${spectated.id}`;
    const plain = await fetch(`${base}${standingsUrl}`);
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    const compressed = await fetch(`${base}${standingsUrl}`, { headers: { 'accept-encoding': 'br' } });
    const compressedBytes = Number(compressed.headers.get('content-length') ?? (await compressed.arrayBuffer()).byteLength);

    console.log(
      `\n${kind}: public standings of a 1,000-player open, round 11 (${(plainBytes / 1024).toFixed(0)} KB, ${(compressedBytes / 1024).toFixed(0)} KB brotli); ${cpus().length} cores`,
    );
    const boardsLeft = [...boards];
    /**
     * One load of `seconds` while an arbiter enters one result after another (each invalidates the cached
     * standings), a follower of the live stream times each result's arrival, and the other open pairs round 11
     * (reverted first when an earlier load paired it).
     */
    const underLoad = async (load: () => Promise<Load>, what: string) => {
      const stop = new AbortController();
      const sent = new Map<number, number>();
      const delays: number[] = [];
      const following = followResults(base, spectated.id, sent, delays, stop.signal);
      const pairing = (async () => {
        const rounds = await api<{ currentRound: number }>(base, 'GET', `/api/tournament/${other.id}`);
        if (rounds.currentRound === 11) await api(base, 'GET', `/api/tournament/revert-pairing?round=11&tournamentId=${other.id}`, token);
        const started = performance.now();
        await api(base, 'GET', `/api/tournament/generate-pairing?round=11&tournamentId=${other.id}`, token);
        return (performance.now() - started) / 1000;
      })().then(
        (took) => `paired in ${took.toFixed(1)} s`,
        (error: Error) => `failed: ${error.message}`,
      );
      let entered = 0;
      const arbiter = (async () => {
        while (boardsLeft.length > 0 && !stop.signal.aborted) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          const board = boardsLeft.shift() as number;
          await api(base, 'POST', `/api/tournament/score-upload?round=11&tournamentId=${spectated.id}`, token, { results: [{ board, result: '1-0' }] });
          sent.set(board, performance.now());
          entered += 1;
        }
      })();
      const cpuBefore = await mainThreadCpuSeconds(child.pid);
      const figures = await load();
      const cpuAfter = await mainThreadCpuSeconds(child.pid);
      stop.abort();
      await Promise.allSettled([arbiter, following]);
      const sorted = [...delays].sort((a, b) => a - b);
      console.log(`  ${what}`);
      console.log(
        `    answered ${figures.answered} (${figures.perSecond.toFixed(0)}/s): p50 ${figures.p50} ms, p97.5 ${figures.p97_5} ms, ` +
          `p99 ${figures.p99} ms, max ${figures.max} ms; errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}`,
      );
      console.log(`    meanwhile: ${entered} results entered one by one; the other open's round 11 ${await pairing}`);
      if (cpuBefore !== null && cpuAfter !== null) {
        const busy = cpuAfter - cpuBefore;
        console.log(
          `    the server's main thread: ${busy.toFixed(1)} CPU s in ${seconds} s (${((100 * busy) / seconds).toFixed(0)} % busy), ` +
            `${((1000 * busy) / Math.max(1, figures.answered)).toFixed(2)} CPU ms per answer`,
        );
      }
      const at = (q: number) => (sorted.length ? percentile(sorted, q).toFixed(0) : '–');
      console.log(`    a result reached a live follower in p50 ${at(0.5)} ms, max ${at(1)} ms (${sorted.length} heard)`);
    };

    const url = `${base}${standingsUrl}`;
    const headers = { 'accept-encoding': 'br' };
    await underLoad(
      () => steadyLoad({ url, rate, seconds, connections, headers }),
      `${rate} requests/s, one every ${(1000 / rate).toFixed(1)} ms, for ${seconds} s over ${connections} connections (latency from when each was due):`,
    );
    await underLoad(async () => {
      const result = await autocannon({ url, connections, duration: seconds, overallRate: rate, headers });
      return {
        answered: result.requests.total,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      };
    }, `${rate} requests at once at the start of every second (autocannon's rate: each connection sends its share back to back), for ${seconds} s:`);
    await pdfCase(base, spectated.id, 'PDFs');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const kinds = (process.env.BENCH_DATABASES ?? (serverUrl ? 'postgres,pglite' : 'pglite')).split(',') as ('pglite' | 'postgres')[];
for (const kind of kinds) await run(kind);
