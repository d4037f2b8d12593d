import path from 'node:path';
import { parseArgs } from 'node:util';
import { generatePlayers, writeFideList } from './generate-list.js';

const usage = 'usage: generate-fide-list --format xml|txt --players N --seed S --out FILE [--zip] [--date YYYY-MM]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      format: { type: 'string', default: 'xml' },
      players: { type: 'string' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
      zip: { type: 'boolean', default: false },
      date: { type: 'string' },
    },
  });
  const players = Number(values.players);
  const seed = Number(values.seed);
  const format = values.format;
  if ((format !== 'xml' && format !== 'txt') || !Number.isInteger(players) || players < 0 || !Number.isInteger(seed) || !values.out) {
    console.error(usage);
    return 3;
  }
  let listDate: Date | undefined;
  if (values.date !== undefined) {
    if (!/^\d{4}-\d\d(-\d\d)?$/.test(values.date)) {
      console.error(`--date '${values.date}' is not YYYY-MM\n${usage}`);
      return 3;
    }
    listDate = new Date(`${values.date.length === 7 ? `${values.date}-01` : values.date}T12:00:00Z`);
  }
  const started = Date.now();
  // Ages are counted from the list's year; without --date a fixed year keeps a seed's output the same on any day.
  const listYear = listDate?.getUTCFullYear();
  // npm runs workspace scripts in the workspace's folder; --out means where the command was typed.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const count = await writeFideList(generatePlayers({ players, seed, listYear }), { format, out, zip: values.zip, listDate });
  console.log(`${out}: ${count} players (${format}${values.zip ? ', zipped' : ''}, seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

process.exitCode = await main();
