// `kingside pair --dutch IN.trf -p [OUT]` and `kingside pair --dutch IN.trf -c`
// (and the same with --dubov and --burstein): the pairing interface of the FIDE-endorsed
// engines (JaVaFo AUM, bbpPairings).
import type { Tournament } from '../model.js';
import { pairBurstein } from '../swiss/burstein/index.js';
import { pairDubov } from '../swiss/dubov/index.js';
import { NoValidPairingError, pairDutch } from '../swiss/dutch/index.js';
import { nextRound, pairingOfRound, tournamentBeforeRound, type PairedGame, type RoundPairing } from '../trf/index.js';
import { CliFailure, EXIT, loadTournament, usageError, writeOutput } from './common.js';
import type { CliIo } from './io.js';
import { runTeamPair } from './pair-team.js';

type Pairer = (t: Tournament) => { pairs: PairedGame[]; bye: number | null };

/** The individual Swiss systems `pair` knows, by their option. */
const SYSTEMS: Record<string, Pairer> = { '--dutch': pairDutch, '--dubov': pairDubov, '--burstein': pairBurstein };

interface PairArgs {
  input: string;
  pair: Pairer;
  mode: { check: true } | { check: false; output: string | null };
}

function parseArgs(args: string[]): PairArgs {
  const system = args[0];
  const pair = system === undefined ? undefined : SYSTEMS[system];
  if (pair === undefined) throw usageError('pair needs the system: --dutch, --dubov, --burstein or --team');
  const input = args[1];
  if (input === undefined || input.startsWith('-')) throw usageError(`pair ${system} needs an input file`);
  const rest = args.slice(2);
  if (rest.length === 1 && rest[0] === '-c') return { input, pair, mode: { check: true } };
  if (rest[0] === '-p' && rest.length <= 2 && !(rest[1] ?? '').startsWith('-')) {
    return { input, pair, mode: { check: false, output: rest[1] ?? null } };
  }
  throw usageError(`pair ${system} IN.trf needs -p [OUT] or -c`);
}

/**
 * The engines' output: the number of pairs, the pairing-allocated bye
 * counted as one, then a `white black` line per board in board order and the
 * bye as `id 0`.
 */
export function formatPairing(pairing: { pairs: PairedGame[]; bye: number | null }): string {
  const lines = pairing.pairs.map((p) => `${p.white} ${p.black}`);
  if (pairing.bye !== null) lines.push(`${pairing.bye} 0`);
  return [String(lines.length), ...lines].map((l) => `${l}\n`).join('');
}

/** Pairs the round after the last one paired in the file. */
async function pairNext(args: PairArgs & { mode: { check: false; output: string | null } }, io: CliIo): Promise<number> {
  const t = await loadTournament(args.input, io);
  if (t.totalRounds === 0) {
    throw new CliFailure(EXIT.invalidInput, `${args.input}: the number of rounds (142 or XXR) is needed to pair`);
  }
  const round = nextRound(t);
  if (round > t.totalRounds) {
    throw new CliFailure(EXIT.invalidInput, `${args.input}: all ${t.totalRounds} rounds are paired already`);
  }
  const text = formatPairing(pairRound(args.pair, t, round, args.input));
  if (args.mode.output === null) io.stdout(text);
  else await writeOutput(args.mode.output, text, io);
  return EXIT.done;
}

function pairRound(pair: Pairer, t: Tournament, round: number, input: string): { pairs: PairedGame[]; bye: number | null } {
  try {
    return pair(tournamentBeforeRound(t, round));
  } catch (e) {
    if (e instanceof NoValidPairingError) throw new CliFailure(EXIT.noValidPairing, `${input}: round ${round}: no valid pairing exists (${e.message})`);
    throw e;
  }
}

const game = (p: PairedGame) => `${p.white}-${p.black}`;

/** How round R as recorded differs from Kingside's pairing of it; empty when identical. */
function differences(recorded: RoundPairing, paired: { pairs: PairedGame[]; bye: number | null }): string[] {
  const inFile = new Set(recorded.pairs.map(game));
  const ours = new Set(paired.pairs.map(game));
  const onlyFile = [...inFile].filter((g) => !ours.has(g));
  const onlyOurs = [...ours].filter((g) => !inFile.has(g));
  const out: string[] = [];
  if (onlyFile.length > 0 || onlyOurs.length > 0) {
    out.push(`  file only:     ${onlyFile.join(' ') || '-'}`);
    out.push(`  kingside only: ${onlyOurs.join(' ') || '-'}`);
  }
  if (recorded.bye !== paired.bye) out.push(`  bye: file ${recorded.bye ?? 'none'}, kingside ${paired.bye ?? 'none'}`);
  return out;
}

/**
 * Re-pairs every round of the file from the rounds before it (the way the
 * conformance data is checked) and lists the rounds that come out different.
 */
async function check(args: PairArgs, io: CliIo): Promise<number> {
  const t = await loadTournament(args.input, io);
  const rounds = nextRound(t) - 1;
  let identical = 0;
  for (let r = 1; r <= rounds; r++) {
    const recorded = pairingOfRound(t, r);
    let report: string[];
    try {
      report = differences(recorded, args.pair(tournamentBeforeRound(t, r)));
    } catch (e) {
      if (!(e instanceof NoValidPairingError)) throw e;
      report = [`  no valid pairing found (${e.message})`];
    }
    if (report.length === 0) identical++;
    else io.stdout(`round ${r} differs\n${report.map((l) => `${l}\n`).join('')}`);
  }
  io.stdout(`${identical} of ${rounds} rounds identical\n`);
  return identical === rounds ? EXIT.done : EXIT.noValidPairing;
}

export async function runPair(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === '--team') return runTeamPair(argv, io);
  const args = parseArgs(argv);
  if (args.mode.check) return check(args, io);
  return pairNext({ ...args, mode: args.mode }, io);
}
