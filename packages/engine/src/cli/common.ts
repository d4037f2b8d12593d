// What the `kingside` commands share: exit codes, failures that carry one,
// and loading a tournament file.
import type { Tournament } from '../model.js';
import type { TeamTournament } from '../teams/model.js';
import { readTeamTournament, readTrf, TrfError } from '../trf/index.js';
import type { CliIo } from './io.js';

/** Exit codes, the same as the FIDE-endorsed pairing engines use (JaVaFo AUM, bbpPairings). */
export const EXIT = {
  done: 0,
  /** No valid pairing exists; for `pair -c`, the file's pairings were not all reproduced. */
  noValidPairing: 1,
  /** An unexpected error inside Kingside. */
  internal: 2,
  /** The request or the input file is invalid. */
  invalidInput: 3,
  /** The request is valid but too large. */
  tooLarge: 4,
  /** A file could not be read or written. */
  fileAccess: 5,
} as const;

/** A command ending with a message for standard error and an exit code. */
export class CliFailure extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

export function usageError(message: string): CliFailure {
  return new CliFailure(EXIT.invalidInput, message, true);
}

/** The bytes of an input file; a file that cannot be read is a file-access failure. */
export async function readInput(path: string, io: CliIo): Promise<Uint8Array> {
  try {
    return await io.readFile(path);
  } catch (e) {
    throw new CliFailure(EXIT.fileAccess, `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Reads and parses a TRF; a malformed file is invalid input, naming its line and column. */
export async function loadTournament(path: string, io: CliIo): Promise<Tournament> {
  return parseTournament(path, await readInput(path, io));
}

/** Parses the bytes of a TRF read from `path`; a malformed file is invalid input, naming its line and column. */
export function parseTournament(path: string, bytes: Uint8Array): Tournament {
  try {
    return readTrf(bytes);
  } catch (e) {
    if (e instanceof TrfError) throw new CliFailure(EXIT.invalidInput, `${path}: ${e.message}`);
    throw e;
  }
}

/** Parses the bytes of a team tournament's TRF read from `path`, as `parseTournament` does an individual one. */
export function parseTeamTournament(path: string, bytes: Uint8Array): TeamTournament {
  try {
    return readTeamTournament(bytes);
  } catch (e) {
    if (e instanceof TrfError) throw new CliFailure(EXIT.invalidInput, `${path}: ${e.message}`);
    throw e;
  }
}

export async function writeOutput(path: string, text: string, io: CliIo): Promise<void> {
  try {
    await io.writeFile(path, text);
  } catch (e) {
    throw new CliFailure(EXIT.fileAccess, `cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
