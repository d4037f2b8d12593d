import type { GameResult } from '@kingside/contract';

/** White's first move is worth about this many rating points. */
const WHITE_ADVANTAGE = 35;

/**
 * Chances of 1-0, ½-½ and 0-1 between two ratings: white's expected score is the Elo expectation,
 * and draws are most common between equals (about 4 in 10) and rare in a mismatch.
 */
export function outcomeChances(whiteRating: number, blackRating: number): { white: number; draw: number; black: number } {
  const expected = 1 / (1 + 10 ** ((blackRating - whiteRating - WHITE_ADVANTAGE) / 400));
  const draw = 0.06 + 0.36 * (1 - 2 * Math.abs(expected - 0.5));
  const white = Math.max(0, expected - draw / 2);
  const black = Math.max(0, 1 - expected - draw / 2);
  const total = white + draw + black;
  return { white: white / total, draw: draw / total, black: black / total };
}

export function playedResult(whiteRating: number, blackRating: number, random: () => number): GameResult {
  const chances = outcomeChances(whiteRating, blackRating);
  const roll = random();
  if (roll < chances.white) return '1-0';
  if (roll < chances.white + chances.draw) return '1/2-1/2';
  return '0-1';
}
