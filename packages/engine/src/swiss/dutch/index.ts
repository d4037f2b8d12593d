// FIDE (Dutch) System, handbook C.04.3 as approved in October 2025 and
// applied from 1 February 2026.

import type { Colour, Tournament } from '../../model.js';
import { swissRound, type PlayerPairingState } from '../player-pairing-state.js';
import { boardOrder, colourFor, type Board } from './colours.js';
import { NoValidPairingError, pairBrackets } from './pairing.js';

export { NoValidPairingError };

/**
 * Pair the next round of `t`: the round after the last one anybody was
 * paired in. Players whose entry for that round is already filled without an
 * opponent (requested byes, absences) are left out. Returns the boards in
 * board order (C.04.2) and the player given the pairing-allocated bye.
 * Throws NoValidPairingError when the absolute criteria cannot all be met.
 */
export function pairDutch(t: Tournament): { pairs: { white: number; black: number }[]; bye: number | null } {
  const round = swissRound(t);
  const { pairs, bye } = pairBrackets(t, round);
  // C.04.3 colour allocation: the initial colour (drawn before round 1) applies when nothing else decides.
  const initial: Colour = t.initialColour ?? 'w';
  const boards: Board[] = pairs.map(([a, b]) => {
    const sa = round.players.get(Math.min(a, b)) as PlayerPairingState;
    const sb = round.players.get(Math.max(a, b)) as PlayerPairingState;
    return colourFor(sa, sb, initial) === 'w' ? { white: sa.startNumber, black: sb.startNumber } : { white: sb.startNumber, black: sa.startNumber };
  });
  return { pairs: boardOrder(boards, round.players), bye };
}
