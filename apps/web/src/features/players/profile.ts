import type { PlayerDetails } from '@kingside/contract';

type PlayerRound = PlayerDetails['rounds'][number];

const FORFEITS = new Set(['+/-', '-/+', '-/-']);

/** Games played over the board: paired against someone, with a result that is not a forfeit. */
export function playedGames(rounds: readonly PlayerRound[]): PlayerRound[] {
  return rounds.filter((r) => r.kind === 'game' && r.opponent !== null && r.result !== null && !FORFEITS.has(r.result));
}

/**
 * The average rating of the rated opponents met over the board (FIDE's ARO leaves out forfeits
 * and unrated opponents), rounded; null before the first such game.
 */
export function opponentsAverage(rounds: readonly PlayerRound[]): number | null {
  const ratings = playedGames(rounds)
    .map((r) => r.opponent?.rating ?? 0)
    .filter((rating) => rating > 0);
  if (ratings.length === 0) return null;
  return Math.round(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length);
}

/** Points scored over the rounds that have counted so far, and how many rounds that is. */
export function scoreSoFar(rounds: readonly PlayerRound[]): { points: number; rounds: number } {
  const counted = rounds.filter((r) => r.points !== null);
  return { points: counted.reduce((sum, r) => sum + (r.points ?? 0), 0), rounds: counted.length };
}
