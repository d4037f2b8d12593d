/** One board: white's and black's pairing numbers. */
export type BergerBoard = [white: number, black: number];

/** A round-robin schedule in the shape of the FIDE Berger tables. */
export interface BergerTable {
  /** Number of players. */
  players: number;
  /** Pairing numbers used: the players, plus one for the bye when their number is odd. */
  pairingNumbers: number;
  /** `rounds[r][b]` is board b + 1 of round r + 1. */
  rounds: BergerBoard[][];
}

/** Largest number of players a table is made for: a round robin beyond it is not a real event, and the table grows as N². */
export const MAX_ROUND_ROBIN_PLAYERS = 1000;

/** C.05 Annex 1 tables exist for two players or more; beyond the limit the request is refused. */
function checkPlayers(players: number): void {
  if (!Number.isInteger(players) || players < 2) throw new RangeError(`a round robin needs a whole number of players from 2, got ${players}`);
  if (players > MAX_ROUND_ROBIN_PLAYERS) throw new RangeError(`a round robin of ${players} players is larger than the ${MAX_ROUND_ROBIN_PLAYERS} supported`);
}

/**
 * The FIDE Berger table for a single round robin (Handbook C.05, Annex 1).
 * With an even number n of pairing numbers there are n − 1 rounds; with an
 * odd number of players one more pairing number is added and whoever meets
 * it has the bye. Pairing number n stays on board 1, alternating colours:
 * black in odd rounds, white in even ones. The others turn around it: in
 * round r the opponent of n is 1 + ((r − 1)·n/2 mod (n − 1)), and board b
 * pairs the numbers b − 1 steps after (white) and before (black) that
 * player, counting around 1..n − 1.
 */
export function bergerTable(players: number): BergerTable {
  checkPlayers(players);
  const n = players % 2 === 0 ? players : players + 1;
  const ring = n - 1;
  const around = (k: number) => ((((k - 1) % ring) + ring) % ring) + 1;
  const rounds: BergerBoard[][] = [];
  for (let r = 1; r <= ring; r++) {
    const pivot = around(1 + (r - 1) * (n / 2));
    const boards: BergerBoard[] = [r % 2 === 1 ? [pivot, n] : [n, pivot]];
    for (let b = 2; b <= n / 2; b++) boards.push([around(pivot + b - 1), around(pivot - (b - 1))]);
    rounds.push(boards);
  }
  return { players, pairingNumbers: n, rounds };
}

/**
 * A double round robin (Handbook C.05, Annex 1): the Berger table played
 * twice, the second cycle with every colour reversed. By default the last
 * two rounds of the first cycle change places, as the Annex recommends, so
 * that no player has the same colour three times running across the
 * change of cycle.
 */
export function doubleRoundRobin(players: number, options: { swapLastTwoRounds?: boolean } = {}): BergerTable {
  const single = bergerTable(players);
  const first = single.rounds.map((boards) => boards.map(([w, b]): BergerBoard => [w, b]));
  if ((options.swapLastTwoRounds ?? true) && first.length >= 2) {
    const last = first.length - 1;
    [first[last - 1], first[last]] = [first[last], first[last - 1]];
  }
  const second = single.rounds.map((boards) => boards.map(([w, b]): BergerBoard => [b, w]));
  return { players, pairingNumbers: single.pairingNumbers, rounds: [...first, ...second] };
}
