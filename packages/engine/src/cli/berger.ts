// `kingside berger N [--double]`: the FIDE Berger table as JSON.
import { bergerTable, doubleRoundRobin, MAX_ROUND_ROBIN_PLAYERS, type BergerTable } from '../roundrobin/index.js';
import { CliFailure, EXIT, usageError } from './common.js';
import type { CliIo } from './io.js';

/** The shape of the conformance files, one round per line. */
function tableJson(t: BergerTable): string {
  const round = (boards: BergerTable['rounds'][number]) => `[${boards.map(([w, b]) => `[${w}, ${b}]`).join(', ')}]`;
  return `{\n  "players": ${t.players},\n  "pairingNumbers": ${t.pairingNumbers},\n  "rounds": [\n${t.rounds.map((r) => `    ${round(r)}`).join(',\n')}\n  ]\n}\n`;
}

export async function runBerger(args: string[], io: CliIo): Promise<number> {
  const double = args.includes('--double');
  const rest = args.filter((a) => a !== '--double');
  if (rest.length !== 1 || !/^\d+$/.test(rest[0])) throw usageError('berger takes the number of players');
  const players = Number(rest[0]);
  if (players < 2) throw usageError('a round robin needs at least 2 players');
  if (players > MAX_ROUND_ROBIN_PLAYERS) {
    throw new CliFailure(EXIT.tooLarge, `${players} players is more than the ${MAX_ROUND_ROBIN_PLAYERS} a round robin table is made for`);
  }
  io.stdout(tableJson(double ? doubleRoundRobin(players) : bergerTable(players)));
  return EXIT.done;
}
