import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { databaseLocation, openDatabase } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { systemClock } from '../core/clock.js';
import { startImport } from './import.js';

const usage = `Usage: npm run import-fide -- FILE [--date YYYY-MM]
Imports a FIDE rating list file as FIDE publishes it (players_list_xml_foa.xml or players_list_foa.txt, plain or
zipped) and makes it the list in use; a malformed file changes nothing. The list's date is --date, else read from
the file name (e.g. standard_oct25frl_xml.zip), else the month the file was written. Uses the server's
DATABASE_URL / DATA_DIR; with the embedded database, stop the server first.`;

/** Exit code (0 imported, 2 usage, 3 the file is not a readable list) and what to print. */
export async function importFideCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  progress: (line: string) => void = () => {},
): Promise<{ code: number; output: string }> {
  let values: { date?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { date: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (error) {
    return { code: 2, output: `${(error as Error).message}\n${usage}` };
  }
  if (values.help) return { code: 0, output: usage };
  if (positionals.length !== 1) return { code: 2, output: `Give one list file.\n${usage}` };
  // npm runs workspace scripts in the workspace's folder; paths and DATA_DIR mean where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  const file = path.resolve(cwd, positionals[0]);

  const config = loadConfig(env, cwd);
  const database = await openDatabase(databaseLocation(config));
  try {
    await migrate(database);
    const started = Date.now();
    const { finished } = await startImport(
      { database, clock: systemClock },
      {
        path: file,
        fileName: path.basename(file),
        listDate: values.date,
        onProgress: ({ processed, bytesRead, bytesTotal }) => {
          const percent = bytesTotal > 0 ? Math.floor((bytesRead / bytesTotal) * 100) : 0;
          progress(`${processed.toLocaleString('en')} players read (${percent} %)`);
        },
      },
    );
    const outcome = await finished;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (outcome.state === 'failed') return { code: 3, output: `${file}: not imported, ${outcome.error}` };
    const c = outcome.counts;
    return {
      code: 0,
      output:
        `Imported the rating list of ${outcome.listDate} from ${file} in ${seconds} s: ${c.players.toLocaleString('en')} players ` +
        `(standard ${c.standard.toLocaleString('en')}, rapid ${c.rapid.toLocaleString('en')}, blitz ${c.blitz.toLocaleString('en')} rated; ` +
        `${c.inactive.toLocaleString('en')} inactive, ${c.women.toLocaleString('en')} women, ${c.titled.toLocaleString('en')} titled).`,
    };
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  importFideCommand(process.argv.slice(2), process.env, (line) => process.stderr.write(`\r${line}   `)).then(
    ({ code, output }) => {
      process.stderr.write('\n');
      (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
      process.exitCode = code;
    },
    (error: Error) => {
      process.stderr.write(`\nimport-fide failed: ${error.message}\n`);
      process.exitCode = 1;
    },
  );
}
