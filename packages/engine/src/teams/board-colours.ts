// The colours of a match's boards (C.04.6 art. 4: the team that has white has white on board 1, and the boards
// alternate; an event may set another sequence, TRF-2026 352).
import type { Colour } from '../model.js';

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/**
 * The colour a team has on board `board` (from 1) when it has `colourOnBoard1` on board 1: the event's sequence
 * (the colours of the team with white on board 1) where it sets one, else alternating from board 1.
 */
export function boardColour(board: number, colourOnBoard1: Colour, sequence?: readonly Colour[]): Colour {
  const forWhite = sequence?.[board - 1] ?? (board % 2 === 1 ? 'w' : 'b');
  return colourOnBoard1 === 'w' ? forWhite : other(forWhite);
}

/** A team's colours on boards 1 to `boards` of a match, given its colour on board 1. */
export function boardColours(colourOnBoard1: Colour, boards: number, sequence?: readonly Colour[]): Colour[] {
  return Array.from({ length: boards }, (_, i) => boardColour(i + 1, colourOnBoard1, sequence));
}
