// FIDE Dubov System, handbook C.04.4.1 as approved in October 2025 and
// applied from 1 February 2026: the bye first, then the scoregroups from the
// top down, each bracket with the upfloaters it needs (there are no
// downfloaters), then the colours (art. 1.9).

import type { Tournament } from '../../model.js';
import { boardOrder, type Board } from '../dutch/colours.js';
import { NoValidPairingError } from '../dutch/pairing.js';
import { pairBracket } from './bracket.js';
import { pairingAllocatedBye } from './bye.js';
import { dubovColour, type DubovColourRule } from './colours.js';
import { dubovRound, type DubovPlayer } from './state.js';
import { chooseUpfloaters } from './upfloaters.js';

export { checkDubovPairing, type DubovViolation } from './oracle.js';

export interface DubovBracket {
  /** The residents' score in tenths. */
  score: number;
  residents: number[];
  upfloaters: number[];
  /** Players moved between G1 and G2 (art. 3.2.4). */
  shifted: number[];
}

export interface DubovPairing {
  /** Boards in board order (C.04.2). */
  pairs: Board[];
  bye: number | null;
  brackets: DubovBracket[];
  /** The rule of art. 5.2 that gave each board its colours, by the board's white player. */
  colourRules: Map<number, DubovColourRule>;
}

const numbers = (ps: readonly DubovPlayer[]) => ps.map((p) => p.startNumber);

/**
 * Pair the next round of `t` by the Dubov system. Players whose entry for the
 * round is already filled without an opponent (requested byes, absences) are
 * not paired. Throws NoValidPairingError when no pairing meets the absolute
 * criteria [C1]-[C3] and the completion criterion [C4].
 */
export function pairDubov(t: Tournament): DubovPairing {
  const round = dubovRound(t);
  const players = round.toPair.map((n) => round.players.get(n) as DubovPlayer);
  const bye = pairingAllocatedBye(round, players);
  if (players.length % 2 === 1 && bye === null)
    throw new NoValidPairingError('No player can take the pairing-allocated bye and leave the others pairable (C.04.4.1 art. 3.1).');
  let unpaired = players.filter((p) => p !== bye);
  const boards: Board[] = [];
  const brackets: DubovBracket[] = [];
  const colourRules = new Map<number, DubovColourRule>();
  while (unpaired.length > 0) {
    const top = Math.max(...unpaired.map((p) => p.score));
    const residents = unpaired.filter((p) => p.score === top);
    const upfloaters = chooseUpfloaters(
      round,
      residents,
      unpaired.filter((p) => p.score < top),
    );
    if (upfloaters === null) throw new NoValidPairingError('The players cannot all be paired under the absolute criteria (C.04.4.1 [C1]-[C4]).');
    const bracket = [...residents, ...upfloaters];
    const { pairs, shifted } = pairBracket(round, bracket);
    for (const [a, b] of pairs) {
      const { colour, rule } = dubovColour(a, b, round.initialColour);
      const board = colour === 'w' ? { white: a.startNumber, black: b.startNumber } : { white: b.startNumber, black: a.startNumber };
      boards.push(board);
      colourRules.set(board.white, rule);
    }
    brackets.push({ score: top, residents: numbers(residents), upfloaters: numbers(upfloaters), shifted: numbers(shifted) });
    const done = new Set(bracket);
    unpaired = unpaired.filter((p) => !done.has(p));
  }
  return { pairs: boardOrder(boards, round.base.players), bye: bye?.startNumber ?? null, brackets, colourRules };
}
