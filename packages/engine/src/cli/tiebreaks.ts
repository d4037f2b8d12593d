// `kingside tiebreaks IN.trf -t CODE… [--rr] [--round N]`: the FIDE tie-breaks
// of every player as TSV — StartNo, Rank, then one column per code as given; of a team event's file, every
// team's — StartNo (the team's pairing number), Rank, then the team codes (`BH:GP/C1`).
import { parseTeamTiebreakCode, parseTiebreakCode, TiebreakCodeError } from '../tiebreaks/codes.js';
import { type TeamTiebreakName, type TiebreakName } from '../tiebreaks/definitions.js';
import { computeTiebreaks } from '../tiebreaks/index.js';
import { computeTeamTiebreaks } from '../tiebreaks/team/index.js';
import { isTeamFile } from '../trf/team-read.js';
import { CliFailure, EXIT, parseTeamTournament, parseTournament, readInput, usageError } from './common.js';
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
  return withDecimals(DECIMALS[name], value);
}

function withDecimals(decimals: number, value: number): string {
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

/** A refused code is invalid input, with the code parser's message. */
function refusedCode<T>(compute: () => T): T {
  try {
    return compute();
  } catch (e) {
    if (e instanceof TiebreakCodeError) throw new CliFailure(EXIT.invalidInput, e.message);
    throw e;
  }
}

function playerTiebreakLines(a: Arguments, bytes: Uint8Array): string[] {
  const names = a.codes.map((code) => refusedCode(() => parseTiebreakCode(code).name));
  const rows = computeTiebreaks(parseTournament(a.file, bytes), a.codes, { roundRobin: a.roundRobin, rounds: a.round });
  const lines = [['StartNo', 'Rank', ...a.codes].join('\t')];
  for (const row of rows) {
    lines.push([String(row.startNumber), String(row.rank), ...row.values.map((v, i) => formatTiebreakValue(names[i], v))].join('\t'));
  }
  return lines;
}

/** The team codes' decimals, as the checker prints them: the individual code's, and those of the codes for teams only. */
const TEAM_DECIMALS: Record<TeamTiebreakName, number> = {
  ...DECIMALS,
  MPTS: 1,
  GPTS: 1,
  MPVGP: 1,
  ESB: 2,
  EDE: 0,
  EDEC: 0,
  EDET: 0,
  EDEB: 0,
  EDEBT: 0,
  EDEBB: 0,
  BC: 1,
  TBR: 0,
  BBE: 0,
};

function teamTiebreakLines(a: Arguments, bytes: Uint8Array): string[] {
  const event = parseTeamTournament(a.file, bytes);
  const rows = refusedCode(() => computeTeamTiebreaks(event, a.codes, { roundRobin: a.roundRobin, rounds: a.round }));
  const names = a.codes.map((code) => parseTeamTiebreakCode(code).name);
  // StartNo holds the team's pairing number, as in FIDE TEC's checker.
  const lines = [['StartNo', 'Rank', ...a.codes].join('\t')];
  for (const row of rows) {
    lines.push([String(row.team), String(row.rank), ...row.values.map((v, i) => withDecimals(TEAM_DECIMALS[names[i]], v))].join('\t'));
  }
  return lines;
}

export async function runTiebreaks(args: string[], io: CliIo): Promise<number> {
  try {
    const a = parseArguments(args);
    const bytes = await readInput(a.file, io);
    const lines = isTeamFile(bytes) ? teamTiebreakLines(a, bytes) : playerTiebreakLines(a, bytes);
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
