// Rating-based tie-breaks (C.07 2024, art. 10), computed from the games
// played over the board only (forfeits and byes carry no rating information;
// art. 15.2 keeps them out even where a round robin counts forfeits as
// games), with the FIDE Rating Regulations' tables. Each player counts with one rating, the first: C.07 (2026,
// art. 10) advises against these tie-breaks when a rating can change during the event and, where they are used all
// the same, takes the first rating unless the regulations say otherwise (ratings entered per round, rating/
// rating-periods.ts, are for the rating change alone).
import { averageOpponentRating, performanceRating } from '../rating/index.js';
import { perfectTournamentPerformance as checkerPerfectPerformance } from './perfectPerformance.js';
import type { TiebreakPlayer, TiebreakTable } from './rounds.js';

/** The opponents a player met over the board, with the points scored against each (1 / ½ / 0). */
export interface RatedOpponents {
  games: { rating: number; points: number }[];
}

/**
 * Whether the rating-based tie-breaks can be used at all. With an unrated
 * participant in the field they need the tournament regulations to say
 * what rating such a participant counts with (`unratedRating`); without
 * that they are not applied. FIDE TEC's checker instead leaves games
 * against unrated opponents out and computes the rest.
 */
export function ratingsUsable(table: TiebreakTable, unratedRating: number | undefined): boolean {
  return unratedRating !== undefined || [...table.players.values()].every((p) => p.rating !== null);
}

/**
 * Opponents met over the board, each with its rating or, unrated,
 * `unratedRating`. Only called once `ratingsUsable` said yes.
 */
export function ratedOpponents(p: TiebreakPlayer, table: TiebreakTable, unratedRating?: number): RatedOpponents {
  const games: { rating: number; points: number }[] = [];
  for (const round of p.rounds) {
    if (!round.played || round.opponent === null) continue;
    const rating = table.players.get(round.opponent)?.rating ?? unratedRating;
    if (rating === undefined) throw new Error(`player ${round.opponent} has no rating to count with`);
    games.push({ rating, points: round.gamePoints });
  }
  return { games };
}

/**
 * Art. 14 cuts on rating-based tie-breaks: the lowest rated opponents go
 * first (for medians also the highest), with the points scored against them.
 */
export function cutGames(opponents: RatedOpponents, low = 0, high = 0): { ratings: number[]; score: number } {
  const sorted = [...opponents.games].sort((a, b) => a.rating - b.rating);
  const start = Math.min(low, sorted.length);
  const kept = sorted.slice(start, Math.max(start, sorted.length - high));
  return { ratings: kept.map((g) => g.rating), score: kept.reduce((s, g) => s + g.points, 0) };
}

/** Average Rating of Opponents (art. 10.1), rounded to a whole number; 0 without rated opponents. */
export function averageRatingOfOpponents(opponents: RatedOpponents, low = 0, high = 0): number {
  return averageOpponentRating(cutGames(opponents, low, high).ratings) ?? 0;
}

/** Tournament Performance Rating (art. 10.2): ARO + dp(percentage score); null without rated opponents. */
export function tournamentPerformanceRating(opponents: RatedOpponents, low = 0, high = 0): number | null {
  const kept = cutGames(opponents, low, high);
  return performanceRating(kept.ratings, kept.score);
}

/** Perfect Tournament Performance (art. 10.3) as FIDE TEC's checker finds it; null without rated opponents. */
export function perfectTournamentPerformance(opponents: RatedOpponents, low = 0, high = 0): number | null {
  const kept = cutGames(opponents, low, high);
  return checkerPerfectPerformance(kept.ratings, kept.score);
}

/**
 * Average of the opponents' TPR (APRO, art. 10.4) or PTP (APPO, art. 10.5):
 * the mean over opponents met over the board that have one, rounded to a
 * whole number; 0 when none has.
 */
export function averageOfOpponents(p: TiebreakPlayer, valueOf: ReadonlyMap<number, number | null>): number {
  const values: number[] = [];
  for (const round of p.rounds) {
    if (!round.played || round.opponent === null) continue;
    const value = valueOf.get(round.opponent);
    if (value !== undefined && value !== null) values.push(value);
  }
  return averageOpponentRating(values) ?? 0;
}
