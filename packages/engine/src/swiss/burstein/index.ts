// FIDE Burstein System, handbook C.04.4.2 as approved in October 2025 and
// applied from 1 February 2026: the seeding rounds by the Dutch system
// (art. 1.6), then, round by round, the bye first (art. 3.1) and the
// brackets from the top score down, each player ranked by the opposition
// index (art. 1.7-1.8), then the colours (art. 5).

import type { Tournament } from '../../model.js';
import { boardOrder, type Board } from '../dutch/colours.js';
import { pairDutch } from '../dutch/index.js';
import { NoValidPairingError } from '../dutch/pairing.js';
import { pairBracket } from './bracket.js';
import { pairingAllocatedBye } from './bye.js';
import { bursteinColour, type BursteinColourRule } from './colours.js';
import { bursteinRound, byRanking, type BursteinPlayer } from './state.js';

export { checkBursteinPairing, type BursteinViolation } from './oracle.js';

export interface BursteinBracket {
  /** The residents' score in tenths. */
  score: number;
  residents: number[];
  /** Players who came down from the bracket above. */
  incoming: number[];
  /** Players left unpaired, who go down to the next bracket. */
  outgoing: number[];
}

export interface BursteinPairing {
  /** Boards in board order (C.04.2). */
  pairs: Board[];
  bye: number | null;
  /** The round is a seeding round (art. 1.6), paired by the Dutch system: no brackets or colour rules of its own. */
  seeding: boolean;
  brackets: BursteinBracket[];
  /** The rule of art. 5.2 that gave each board its colours, by the board's white player. */
  colourRules: Map<number, BursteinColourRule>;
}

const numbers = (ps: readonly BursteinPlayer[]) => ps.map((p) => p.startNumber);

/**
 * Pair the next round of `t` by the Burstein system. Players whose entry for
 * the round is already filled without an opponent (requested byes, absences)
 * are not paired. Throws NoValidPairingError when no pairing meets the
 * absolute criteria [C1]-[C3] and the completion criterion [C4].
 */
export function pairBurstein(t: Tournament): BursteinPairing {
  const round = bursteinRound(t);
  if (round.seeding) {
    // Art. 1.6.1: the seeding rounds are paired by the Dutch system, colours included.
    const dutch = pairDutch(t);
    return { pairs: dutch.pairs, bye: dutch.bye, seeding: true, brackets: [], colourRules: new Map() };
  }
  const players = round.toPair.map((n) => round.players.get(n) as BursteinPlayer);
  const bye = pairingAllocatedBye(round, players);
  if (players.length % 2 === 1 && bye === null)
    throw new NoValidPairingError('No player can take the pairing-allocated bye and leave the others pairable (C.04.4.2 art. 3.1).');
  let unpaired = players.filter((p) => p !== bye);
  let incoming: BursteinPlayer[] = [];
  const boards: Board[] = [];
  const brackets: BursteinBracket[] = [];
  const colourRules = new Map<number, BursteinColourRule>();
  while (unpaired.length > 0) {
    const rest = unpaired.filter((p) => !incoming.includes(p));
    const top = Math.max(...rest.map((p) => p.score));
    const residents = rest.filter((p) => p.score === top);
    const lower = rest.filter((p) => p.score < top);
    const nextScore = Math.max(...lower.map((p) => p.score));
    const next = lower.filter((p) => p.score === nextScore);
    // Art. 1.2.2: a bracket is a scoregroup with the floaters from the bracket above; art. 1.8 orders it.
    const bracket = [...incoming, ...residents].sort(byRanking);
    const paired = pairBracket(
      round,
      bracket,
      next,
      lower.filter((p) => p.score < nextScore),
    );
    if (paired === null) throw new NoValidPairingError('The players cannot all be paired under the absolute criteria (C.04.4.2 [C1]-[C4]).');
    for (const [a, b] of paired.pairs) {
      const { colour, rule } = bursteinColour(a, b, round.initialColour);
      const board = colour === 'w' ? { white: a.startNumber, black: b.startNumber } : { white: b.startNumber, black: a.startNumber };
      boards.push(board);
      colourRules.set(board.white, rule);
    }
    brackets.push({ score: top, residents: numbers(residents), incoming: numbers(incoming), outgoing: numbers(paired.floaters) });
    const done = new Set(paired.pairs.flat());
    unpaired = unpaired.filter((p) => !done.has(p));
    incoming = paired.floaters;
  }
  return { pairs: boardOrder(boards, round.base.players), bye: bye?.startNumber ?? null, seeding: false, brackets, colourRules };
}
