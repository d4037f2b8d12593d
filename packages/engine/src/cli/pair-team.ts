// `kingside pair --team IN.trf -p [OUT]` and `kingside pair --team IN.trf -c`: the team Swiss of C.04.6 through the
// interface of the Sharly-Chess fork of bbpPairings (https://github.com/Sharly-Chess/bbpPairings), on a TRF-2026
// team file. The output speaks of teams: the number of lines, `white black` per match (the team with white on
// board 1 first, team pairing numbers), the pairing-allocated bye as `team 0`.
import type { TeamMatch, TeamRoundPairing, TeamTournament } from '../teams/model.js';
import { teamRounds } from '../teams/scoring.js';
import { nextTeamRound, pairTeamTournament } from '../swiss/team/from-tournament.js';
import { NoLegalTeamPairingError } from '../swiss/team/state.js';
import { CliFailure, EXIT, parseTeamTournament, readInput, usageError, writeOutput } from './common.js';
import type { CliIo } from './io.js';

type Mode = { check: true } | { check: false; output: string | null };

function parseArgs(args: string[]): { input: string; mode: Mode } {
  const input = args[1];
  if (input === undefined || input.startsWith('-')) throw usageError('pair --team needs an input file');
  const rest = args.slice(2);
  if (rest.length === 1 && rest[0] === '-c') return { input, mode: { check: true } };
  if (rest[0] === '-p' && rest.length <= 2 && !(rest[1] ?? '').startsWith('-')) return { input, mode: { check: false, output: rest[1] ?? null } };
  throw usageError('pair --team IN.trf needs -p [OUT] or -c');
}

export function formatTeamPairing(p: TeamRoundPairing): string {
  const lines = p.matches.map((m) => `${m.white} ${m.black}`);
  if (p.pairingAllocatedBye !== null) lines.push(`${p.pairingAllocatedBye} 0`);
  return [String(lines.length), ...lines].map((l) => `${l}\n`).join('');
}

function pairRound(t: TeamTournament, round: number, input: string): TeamRoundPairing {
  try {
    return pairTeamTournament(t, round);
  } catch (e) {
    if (e instanceof NoLegalTeamPairingError) throw new CliFailure(EXIT.noValidPairing, `${input}: ${e.message}`);
    throw e;
  }
}

/** A match as the file records it: the team whose board-1 player had white first; unordered (`a~b`) when no board was played. */
function recordedRound(t: TeamTournament, round: number): { matches: string[]; bye: number | null } {
  const histories = teamRounds(t);
  const matches = new Set<string>();
  let bye: number | null = null;
  t.teams.forEach((team, i) => {
    const r = histories[i][round - 1];
    if (r === undefined) return;
    if (r.kind === 'pairingAllocatedBye') bye = team.pairingNumber;
    if (r.opponent === null) return;
    if (r.colour === 'w') matches.add(`${team.pairingNumber}-${r.opponent}`);
    else if (r.colour === null) matches.add([team.pairingNumber, r.opponent].sort((a, b) => a - b).join('~'));
  });
  return { matches: [...matches], bye };
}

function describeMatch(m: TeamMatch, recorded: ReadonlySet<string>): string {
  return recorded.has(`${Math.min(m.white, m.black)}~${Math.max(m.white, m.black)}`)
    ? `${Math.min(m.white, m.black)}~${Math.max(m.white, m.black)}`
    : `${m.white}-${m.black}`;
}

/** The last round of the file, paired again from the rounds before it: the differences, none when identical. */
async function check(input: string, io: CliIo): Promise<number> {
  const t = parseTeamTournament(input, await readInput(input, io));
  const round = nextTeamRound(t) - 1;
  if (round < 1) throw new CliFailure(EXIT.invalidInput, `${input}: no round is paired yet`);
  const recorded = recordedRound(t, round);
  const inFile = new Set(recorded.matches);
  let ours: TeamRoundPairing;
  try {
    ours = pairTeamTournament(t, round);
  } catch (e) {
    if (!(e instanceof NoLegalTeamPairingError)) throw e;
    io.stdout(`round ${round} differs\n  no legal pairing found (${e.message})\n`);
    return EXIT.noValidPairing;
  }
  const mine = new Set(ours.matches.map((m) => describeMatch(m, inFile)));
  const onlyFile = [...inFile].filter((m) => !mine.has(m));
  const onlyOurs = [...mine].filter((m) => !inFile.has(m));
  const report: string[] = [];
  if (onlyFile.length > 0 || onlyOurs.length > 0) report.push(`  file only:     ${onlyFile.join(' ') || '-'}`, `  kingside only: ${onlyOurs.join(' ') || '-'}`);
  if (recorded.bye !== ours.pairingAllocatedBye) report.push(`  bye: file ${recorded.bye ?? 'none'}, kingside ${ours.pairingAllocatedBye ?? 'none'}`);
  if (report.length > 0) {
    io.stdout(`round ${round} differs\n${report.map((l) => `${l}\n`).join('')}`);
    return EXIT.noValidPairing;
  }
  io.stdout(`round ${round} identical\n`);
  return EXIT.done;
}

async function pairNext(input: string, output: string | null, io: CliIo): Promise<number> {
  const t = parseTeamTournament(input, await readInput(input, io));
  const total = t.tournament.totalRounds;
  if (total === 0) throw new CliFailure(EXIT.invalidInput, `${input}: the number of rounds (142 or XXR) is needed to pair`);
  const round = nextTeamRound(t);
  if (round > total) throw new CliFailure(EXIT.invalidInput, `${input}: all ${total} rounds are paired already`);
  const text = formatTeamPairing(pairRound(t, round, input));
  if (output === null) io.stdout(text);
  else await writeOutput(output, text, io);
  return EXIT.done;
}

export async function runTeamPair(argv: string[], io: CliIo): Promise<number> {
  const { input, mode } = parseArgs(argv);
  return mode.check ? check(input, io) : pairNext(input, mode.output, io);
}
