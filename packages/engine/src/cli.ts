// The `kingside` command line: dispatches to one file per command in cli/.
import { runBerger } from './cli/berger.js';
import { CliFailure, EXIT } from './cli/common.js';
import { processIo, type CliIo } from './cli/io.js';
import { runPair } from './cli/pair.js';
import { runTiebreaks } from './cli/tiebreaks.js';
import { runTrf } from './cli/trf.js';
import { USAGE } from './cli/usage.js';

export type { CliIo } from './cli/io.js';

const COMMANDS = new Map<string, (args: string[], io: CliIo) => Promise<number>>([
  ['pair', runPair],
  ['trf', runTrf],
  ['berger', runBerger],
  ['tiebreaks', runTiebreaks],
]);

/** Runs `kingside` with the arguments after the program name; resolves to the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...args] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.stdout(USAGE);
    return EXIT.done;
  }
  const run = command === undefined ? undefined : COMMANDS.get(command);
  try {
    if (!run) throw new CliFailure(EXIT.invalidInput, command === undefined ? 'no command given' : `unknown command: ${command}`, true);
    return await run(args, io);
  } catch (e) {
    if (e instanceof CliFailure) {
      io.stderr(`kingside: ${e.message}\n${e.showUsage ? USAGE : ''}`);
      return e.exitCode;
    }
    io.stderr(`kingside: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return EXIT.internal;
  }
}
