import type { Acceleration } from '../model.js';

/** What the Baku acceleration reads of a tournament. */
export interface BakuInput {
  /** Every player's start number (pairing number), late entries included. */
  startNumbers: readonly number[];
  /**
   * The start numbers of the players who were in the tournament when round 1 was paired (all of them before
   * round 1 is paired). Late entries are left out: they do not move the boundary between the groups.
   */
  initialStartNumbers: readonly number[];
  totalRounds: number;
  /** The points of a win: the virtual points are one win, then half of one (1 and ½ under the standard scoring). */
  win: number;
}

/**
 * FIDE Baku Acceleration (C.04.5.1), as virtual points per player and round (what TRF-2026 250 and TRF(x) XXA record).
 *
 * Group A: the first half of the initial field rounded up to an even number (2·⌈N/4⌉, e.g. 82 of 161). A late entry
 * takes its place in the pairing order (C.04.2) without moving the last group-A player: group A runs to whatever
 * start number that player now has, so it may hold an odd number of players after round 1.
 * Accelerated rounds: the first half of the tournament, rounded up. Group A's players get a win's worth of virtual
 * points before each round of the first half (rounded up) of the accelerated rounds, and half a win before the rest;
 * group B never gets any, nor does anyone after the last accelerated round (nine rounds: 1, 1, 1, ½, ½, then none).
 */
export function bakuAcceleration({ startNumbers, initialStartNumbers, totalRounds, win }: BakuInput): Acceleration[] {
  const initial = [...initialStartNumbers].sort((a, b) => a - b);
  if (initial.length === 0 || totalRounds === 0) return [];
  const lastOfGroupA = initial[Math.min(2 * Math.ceil(initial.length / 4), initial.length) - 1];
  const accelerated = Math.ceil(totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  const points = Array.from({ length: totalRounds }, (_, r) => (r < full ? win : r < accelerated ? win / 2 : 0));
  while (points.length > 0 && points[points.length - 1] === 0) points.pop();
  return [...startNumbers]
    .filter((n) => n <= lastOfGroupA)
    .sort((a, b) => a - b)
    .map((startNumber) => ({ startNumber, points: [...points] }));
}
