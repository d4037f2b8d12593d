// `kingside trf IN.trf`: the tournament written back over its own file (trf/carry.ts): every line and field as
// read, plus the TRF-2026 records a TRF(x) file lacks, so that the file can go to FIDE as the arbiter's program wrote it.
// A team tournament's file (310 or 013 records) is read and written with its team records.
import { encodeTrf, trfEncoding } from '../trf/decode.js';
import { writeTeamTournament, writeTrf } from '../trf/index.js';
import { isTeamFile } from '../trf/team-read.js';
import { CliFailure, EXIT, parseTeamTournament, parseTournament, readInput, usageError } from './common.js';
import type { CliIo } from './io.js';

export async function runTrf(args: string[], io: CliIo): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('-')) throw usageError('trf takes one input file');
  const bytes = await readInput(args[0], io);
  const written = isTeamFile(bytes) ? () => writeTeamTournament(parseTeamTournament(args[0], bytes)) : () => writeTrf(parseTournament(args[0], bytes));
  let text: string;
  try {
    text = written();
  } catch (e) {
    // A value wider than its TRF columns.
    if (e instanceof RangeError) throw new CliFailure(EXIT.tooLarge, `${args[0]}: ${e.message}`);
    throw e;
  }
  // In the file's own encoding, so that a Latin-1 file's names keep their bytes.
  io.stdout(encodeTrf(text, trfEncoding(bytes)));
  return EXIT.done;
}
