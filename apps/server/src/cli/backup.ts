import { stat } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { APP_KEY_HEADER, SOURCE_LOCALE } from '@kingside/contract';
import { loadConfig, type Config } from '../config.js';
import { databaseLocation, openDatabase } from '../db/connection.js';
import { saveBackup, takeBackup, type BackupKeys } from '../services/backup/backup.js';
import { backupGrant } from '../services/backup/grant.js';
import { passphraseHeader, passphraseProblem } from '../services/backup/keys.js';
import { givenPassphrase, passphraseSources, PassphraseUnreadable } from '../services/backup/passphrase.js';
import { serverHolding } from '../services/backup/server-holding.js';
import { readManifest } from '../services/backup/unpack.js';
import { filesRoot } from '../services/core/files/storage.js';
import { say } from '../services/core/languages/say.js';

const usage = `Usage: npm run backup -- FILE [--passphrase-file PASSFILE] [--url http://host:port]
Writes a backup of the database, the tournament files (DATA_DIR/files) and the server's keys to FILE, a zip
readable by its owner only: the embedded database's data directory or, with DATABASE_URL, a pg_dump archive
(needs pg_dump). The keys (TOKEN_SECRET or DATA_DIR/secrets.json, under which payee details and lichess tokens
are sealed) go in encrypted with a passphrase of at least 12 characters: the first line of PASSFILE, or
BACKUP_PASSPHRASE. Keep it apart from the backup; a restore asks for it. The server may keep running: when it
holds the embedded database, the backup is taken by it (GET /api/admin/backup, at --url or at its PORT/HOST on
this machine). Uses the server's DATABASE_URL / DATA_DIR / TOKEN_SECRET / APP_KEY.`;

/** Exit code and what to print; the database comes from the environment like the server's. */
export async function backupCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  let parsed: { values: { url?: string; 'passphrase-file'?: string; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { url: { type: 'string' }, 'passphrase-file': { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    return { code: 2, output: `${(error as Error).message}\n${usage}` };
  }
  if (parsed.values.help) return { code: 0, output: usage };
  if (parsed.positionals.length !== 1) return { code: 2, output: `Name the backup file, once.\n${usage}` };
  // npm runs workspace scripts in the workspace's folder; paths mean where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  const file = path.resolve(cwd, parsed.positionals[0]);
  let passphrase: string | undefined;
  try {
    passphrase = await givenPassphrase(parsed.values['passphrase-file'], env, cwd);
  } catch (error) {
    if (error instanceof PassphraseUnreadable) return { code: 2, output: error.message };
    throw error;
  }
  if (passphrase === undefined) {
    return {
      code: 2,
      output:
        `No backup was written: give the passphrase that seals the server's keys in it (${passphraseSources}). ` +
        'Without the keys, the payee details and lichess tokens in a backup cannot be read after a restore.',
    };
  }
  const problem = passphraseProblem(passphrase);
  if (problem) return { code: 2, output: `No backup was written: ${say(SOURCE_LOCALE, problem)}.` };
  const config = loadConfig({ ...env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, cwd);
  const keys: BackupKeys = { secrets: { tokenSecret: config.tokenSecret }, passphrase };
  const location = databaseLocation(config);
  const now = new Date();

  let how: string;
  if (location.kind === 'postgres') {
    await saveBackup(await takeBackup({ kind: 'postgres', url: location.url }, filesRoot(config), keys, now), file);
    how = 'PostgreSQL, read with pg_dump from one snapshot';
  } else {
    const holder = serverHolding(location.dataDir!);
    if (holder !== undefined) {
      const url = parsed.values.url ?? serverUrl(config);
      await saveBackup(await fromServer(url, config, passphrase, now), file);
      how = `embedded database, taken by the running server (pid ${holder}) at ${url}`;
    } else {
      const database = await openDatabase(location);
      try {
        await saveBackup(await takeBackup({ kind: 'pglite', client: database.pglite! }, filesRoot(config), keys, now), file);
      } finally {
        await database.close();
      }
      how = `embedded database in ${location.dataDir}`;
    }
  }
  const manifest = await readManifest(file);
  const tables = Object.entries(manifest.tables).filter(([table]) => table !== 'schema_migrations');
  const rows = tables.reduce((sum, [, count]) => sum + count, 0);
  const { size } = await stat(file);
  return {
    code: 0,
    output:
      `Backup written to ${file} (${size} bytes, readable by its owner only): ${how}; ${tables.length} tables with ${rows} rows, ` +
      `${manifest.files} tournament files and the server's keys (sealed with the passphrase), taken ${manifest.createdAt}.`,
  };
}

function serverUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

async function fromServer(url: string, config: Config, passphrase: string, now: Date): Promise<{ stream: NodeJS.ReadableStream }> {
  const headers: Record<string, string> = { 'x-backup-grant': backupGrant(config.tokenSecret, now), [passphraseHeader]: encodeURIComponent(passphrase) };
  if (config.appKey) headers[APP_KEY_HEADER] = config.appKey;
  let answer: Response;
  try {
    answer = await fetch(`${url.replace(/\/+$/, '')}/api/admin/backup`, { headers });
  } catch (error) {
    throw new Error(`The server holds the embedded database but does not answer at ${url} (${(error as Error).message}); give its address with --url.`);
  }
  if (answer.status !== 200 || !answer.body) {
    const text = await answer.text();
    throw new Error(`The server at ${url} answered ${answer.status} to the backup: ${text.slice(0, 500)}`);
  }
  return { stream: Readable.fromWeb(answer.body) };
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  backupCommand(process.argv.slice(2), process.env).then(
    ({ code, output }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
      process.exitCode = code;
    },
    (error: Error) => {
      process.stderr.write(`backup failed: ${error.message}\n`);
      process.exitCode = 1;
    },
  );
}
