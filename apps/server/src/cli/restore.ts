import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dataPlaces } from '../config.js';
import { databaseLocation } from '../db/connection.js';
import { givenPassphrase, PassphraseUnreadable } from '../services/backup/passphrase.js';
import { restoreBackup, RestoreRefused } from '../services/backup/restore.js';
import { BadBackup } from '../services/backup/unpack.js';

const usage = `Usage: npm run restore -- FILE [--passphrase-file PASSFILE] [--force]
Restores a backup made by npm run backup: the database, the tournament files (DATA_DIR/files) and the server's
keys, into the server's DATABASE_URL / DATA_DIR. Stop the server first. The keys open with the passphrase the
backup was made with (the first line of PASSFILE, or BACKUP_PASSPHRASE) and go to DATA_DIR/secrets.json; with
TOKEN_SECRET set, the server keeps running with it. Every sealed row (payee details, lichess tokens) must open
with the key the server will run with, or nothing is restored. A database that holds data is left alone unless
--force: then an embedded database is moved aside (DATA_DIR/pglite.before-restore-…) and PostgreSQL's tables are
replaced in one transaction (needs pg_restore and psql). Files and secrets that were there are moved aside
(DATA_DIR/files.before-restore-…, DATA_DIR/secrets.json.before-restore-…).`;

/** Exit code and what to print: 0 restored, 1 refused or failed (nothing changed), 2 bad arguments. */
export async function restoreCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  let parsed: { values: { force?: boolean; 'passphrase-file'?: string; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, 'passphrase-file': { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    return { code: 2, output: `${(error as Error).message}\n${usage}` };
  }
  if (parsed.values.help) return { code: 0, output: usage };
  if (parsed.positionals.length !== 1) return { code: 2, output: `Name the backup file, once.\n${usage}` };
  const cwd = env.INIT_CWD ?? process.cwd();
  // Read without generating secrets: which ones DATA_DIR keeps is the restore's to decide.
  const places = dataPlaces(env, cwd);
  try {
    const report = await restoreBackup({
      file: path.resolve(cwd, parsed.positionals[0]),
      location: databaseLocation(places),
      dataDir: places.dataDir,
      force: parsed.values.force === true,
      passphrase: await givenPassphrase(parsed.values['passphrase-file'], env, cwd),
      givenSecret: places.tokenSecret,
      now: new Date(),
    });
    return { code: 0, output: report.join('\n') };
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof BadBackup || error instanceof PassphraseUnreadable) {
      return { code: 1, output: `Nothing was restored: ${error.message}` };
    }
    throw error;
  }
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  restoreCommand(process.argv.slice(2), process.env).then(
    ({ code, output }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
      process.exitCode = code;
    },
    (error: Error) => {
      process.stderr.write(`restore failed: ${error.message}\n`);
      process.exitCode = 1;
    },
  );
}
