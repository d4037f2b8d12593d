// `kingside tiebreaks IN.trf -t CODE… [--rr] [--round N]`: the FIDE tie-breaks
// of every player as TSV — StartNo, Rank, then one column per code as given.
import { computeTiebreaks, parseTiebreakCode, TiebreakCodeError, type TiebreakName } from '../tiebreaks/index.js';
import { CliFailure, EXIT, loadTournament, usageError } from './common.js';
import type { CliIo } from './io.js';

/** Decimals a value is printed with, as FIDE TEC's checker prints them: counts and ratings whole, SB and AOB to the hundredth. */
const DECIMALS: Record<TiebreakName, number> = {
  PTS: 1,
  BH: 1,
  FB: 1,
  PS: 1,
  KS: 1,
  SB: 2,
  AOB: 2,
  DE: 0,
  WIN: 0,
  WON: 0,
  BPG: 0,
  BWG: 0,
  GE: 0,
  ARO: 0,
  TPR: 0,
  PTP: 0,
  APRO: 0,
  APPO: 0,
};

/** A value with the code's usual decimals, or two when it needs them (cuts of non-standard point systems). */
export function formatTiebreakValue(name: TiebreakName, value: number): string {
  const decimals = DECIMALS[name];
  const needed = Math.abs(value * 10 - Math.round(value * 10)) > 1e-9 ? 2 : decimals;
  return value.toFixed(Math.max(decimals, decimals === 0 ? 0 : needed));
}

interface Arguments {
  file: string;
  codes: string[];
  roundRobin: boolean;
  round?: number;
}

function parseArguments(args: string[]): Arguments {
  let file: string | undefined;
  const codes: string[] = [];
  let roundRobin = false;
  let round: number | undefined;
  let readingCodes = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-t') readingCodes = true;
    else if (arg === '--rr') roundRobin = true;
    else if (arg === '--round') {
      const value = args[++i];
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) throw usageError('--round takes a round number from 1');
      round = Number(value);
    } else if (arg.startsWith('-')) throw usageError(`unknown option ${arg}`);
    else if (readingCodes) codes.push(arg);
    else if (file === undefined) file = arg;
    else throw usageError(`unexpected argument ${arg}`);
  }
  if (file === undefined) throw usageError('tiebreaks needs the tournament file');
  if (codes.length === 0) throw usageError('tiebreaks needs at least one code after -t (e.g. -t PTS BH/C1 SB)');
  return { file, codes, roundRobin, round };
}

export async function runTiebreaks(args: string[], io: CliIo): Promise<number> {
  try {
    const a = parseArguments(args);
    const names = a.codes.map((code) => {
      try {
        return parseTiebreakCode(code).name;
      } catch (e) {
        if (e instanceof TiebreakCodeError) throw new CliFailure(EXIT.invalidInput, e.message);
        throw e;
      }
    });
    const tournament = await loadTournament(a.file, io);
    const rows = computeTiebreaks(tournament, a.codes, { roundRobin: a.roundRobin, rounds: a.round });
    const lines = [['StartNo', 'Rank', ...a.codes].join('\t')];
    for (const row of rows) {
      lines.push([String(row.startNumber), String(row.rank), ...row.values.map((v, i) => formatTiebreakValue(names[i], v))].join('\t'));
    }
    io.stdout(`${lines.join('\n')}\n`);
    return EXIT.done;
  } catch (e) {
    if (e instanceof CliFailure) {
      io.stderr(`kingside tiebreaks: ${e.message}\n`);
      return e.exitCode;
    }
    throw e;
  }
}
