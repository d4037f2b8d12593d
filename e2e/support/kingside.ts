import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointPath, endpoints } from '@kingside/contract';
import { startSmtpServer, type TestSmtpServer } from '../../apps/server/src/test-support/smtp.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');

export interface RunningKingside {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Receives every mail the server sends (one-time codes). */
  smtp: TestSmtpServer;
  /** What the server printed, for failure messages. */
  output(): string;
  /** The server's DATA_DIR. */
  dataDir: string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash: no shutdown. The database stays; give DATA_DIR to start again on it. */
  kill(): Promise<void>;
}

/** A port nothing listens on at the moment, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering:\n${output()}`);
    try {
      const answer = await fetch(`${url}${endpointPath(endpoints.health.check)}`);
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${endpointPath(endpoints.health.check)} within ${timeoutMs} ms:\n${output()}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The built server (`npm run build` first) as its own process, on a free port, with a fresh data
 * directory (embedded database) and its mail going to an SMTP server inside this test process.
 * `copyOf`: the data directory starts as a copy of that one (a server's, stopped); `keepDataDir` keeps it
 * when the server stops; `databaseUrl`: PostgreSQL instead of the embedded database.
 */
export async function startKingside(
  extraEnv: NodeJS.ProcessEnv = {},
  { copyOf, keepDataDir = false, databaseUrl }: { copyOf?: string; keepDataDir?: boolean; databaseUrl?: string } = {},
): Promise<RunningKingside> {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kingside-e2e-'));
  if (copyOf !== undefined) await cp(copyOf, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'pglite.lock' });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    // Lichess is the fake's (tools/fakes/lichess) when a test gives LICHESS_URL.
    LICHESS_URL: 'http://127.0.0.1:9',
    ...extraEnv,
  };
  // The run must not depend on the developer's shell: the embedded database unless the test names one, no application key.
  delete env.DATABASE_URL;
  if (databaseUrl !== undefined) env.DATABASE_URL = databaseUrl;
  delete env.APP_KEY;
  delete env.WEB_DIST;
  const child = spawn(process.execPath, [serverMain], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    await smtp.close();
    if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // A machine loaded by other runs may take longer to start the server: KINGSIDE_E2E_START_MS gives it more time.
    await waitForHealth(url, child, output, Number(process.env.KINGSIDE_E2E_START_MS) || 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
    await smtp.close();
    if (env.DATA_DIR !== dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return { url, smtp, output, dataDir: env.DATA_DIR ?? dataDir, stop, kill };
}
