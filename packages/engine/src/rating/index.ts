// FIDE rating arithmetic (Handbook B.02, FIDE Rating Regulations effective
// 1 March 2024, with the 1 October 2025 amendment of 8.3.1): expected scores, the K-factor, the rating change of a
// player over an event, and the performance figures that tie-breaks and norms
// use. Pure functions over numbers; the caller decides which games are rated.
import { expectedScoreHundredths, ratingDifferenceForPercent } from './tables.js';

export { expectedScoreHundredths, ratingDifferenceForPercent } from './tables.js';

/**
 * The 400-point rule (B.02 8.3.1): a larger rating difference counts as 400
 * — since 1 October 2025 only for players rated below 2650.
 */
export const RATING_DIFFERENCE_LIMIT = 400;

/** From this rating on the player's own expected score uses the real difference (B.02 8.3.1, 1 October 2025). */
export const NO_DIFFERENCE_LIMIT_FROM = 2650;

/** Rated time controls; rapid and blitz have one K-factor for everybody (B.02 8.3.3). */
export type RatingKind = 'standard' | 'rapid' | 'blitz';

/** What decides a player's K-factor (B.02 8.3.3). */
export interface KFactorInput {
  /** The published rating the event is rated from. */
  rating: number;
  /** Rated games the player completed before this event, over all events. */
  ratedGamesBefore: number;
  /** Year of birth, when known. */
  birthYear?: number;
  /** Year in which the rating period of this event falls. */
  periodYear: number;
  /** Whether a published rating of this player has ever reached 2400. */
  hasReached2400: boolean;
  kind?: RatingKind;
}

/**
 * K-factor (B.02 8.3.3): 40 for a player new to the list until 30 games are
 * completed, and for juniors until the end of the year of their 18th birthday
 * while rated under 2300; 10 once a published rating reached 2400, for good;
 * 20 otherwise, and 20 for everybody in rapid and blitz.
 */
export function kFactor(input: KFactorInput): 10 | 20 | 40 {
  if ((input.kind ?? 'standard') !== 'standard') return 20;
  if (input.ratedGamesBefore < 30) return 40;
  const junior = input.birthYear !== undefined && input.periodYear - input.birthYear <= 18;
  if (junior && input.rating < 2300) return 40;
  if (input.hasReached2400 || input.rating >= 2400) return 10;
  return 20;
}

/**
 * The K actually applied for n games in one rating period (B.02 8.3.3): when
 * K × n exceeds 700, K becomes the largest whole number with K × n ≤ 700.
 */
export function kForGameCount(k: number, games: number): number {
  return k * games > 700 ? Math.floor(700 / games) : k;
}

/**
 * Expected score against one opponent (table 8.1.2), as a fraction with two
 * decimals, after the 400-point rule where it applies to this player.
 */
export function expectedScore(playerRating: number, opponentRating: number): number {
  return expectedScoreHundredths(playerRating, clampOpponent(playerRating, opponentRating)) / 100;
}

function clampOpponent(playerRating: number, opponentRating: number): number {
  if (playerRating >= NO_DIFFERENCE_LIMIT_FROM) return opponentRating;
  const diff = opponentRating - playerRating;
  if (diff > RATING_DIFFERENCE_LIMIT) return playerRating + RATING_DIFFERENCE_LIMIT;
  if (diff < -RATING_DIFFERENCE_LIMIT) return playerRating - RATING_DIFFERENCE_LIMIT;
  return opponentRating;
}

/** One rated game as the rating calculation sees it: null rating for an unrated opponent. */
export interface RatedGame {
  opponentRating: number | null;
  /** 1, 0.5 or 0. */
  score: number;
}

export interface GameRatingChange {
  opponentRating: number;
  score: number;
  /** Expected score after the 400-point rule. */
  expected: number;
  /** (score − expected) × K, not rounded (B.02 8.3.2). */
  change: number;
}

export interface RatingChange {
  /** K after the 700 rule. */
  k: number;
  /** Games that count: those against rated opponents. */
  games: GameRatingChange[];
  /** Games left out because the opponent is unrated (B.02: they do not change a rated player's rating). */
  ignoredGames: number;
  score: number;
  expected: number;
  /** Σ(score − expected) × K rounded to a whole number, 0.5 away from zero (B.02 8.3.4). */
  change: number;
  newRating: number;
}

/** Rating change of one game, unrounded: (score − expected) × K. */
export function ratingChangeForGame(playerRating: number, opponentRating: number, score: number, k: number): number {
  const expected = expectedScoreHundredths(playerRating, clampOpponent(playerRating, opponentRating));
  return ((Math.round(score * 100) - expected) * k) / 100;
}

/**
 * A rated player's rating change over an event (B.02 8.3): games against
 * unrated opponents are ignored, each remaining game gives (W − We) × K,
 * and the total is rounded once.
 */
export function ratingChange(playerRating: number, k: number, games: readonly RatedGame[]): RatingChange {
  const counted = games.filter((g): g is { opponentRating: number; score: number } => g.opponentRating !== null && g.opponentRating > 0);
  const kApplied = kForGameCount(k, counted.length);
  let scoreHundredths = 0;
  let expectedHundredths = 0;
  const perGame: GameRatingChange[] = counted.map((g) => {
    const expected = expectedScoreHundredths(playerRating, clampOpponent(playerRating, g.opponentRating));
    const score = Math.round(g.score * 100);
    scoreHundredths += score;
    expectedHundredths += expected;
    return { opponentRating: g.opponentRating, score: g.score, expected: expected / 100, change: ((score - expected) * kApplied) / 100 };
  });
  // Whole hundredths keep the rounding exact; a half goes away from zero on either side.
  const changeHundredths = (scoreHundredths - expectedHundredths) * kApplied;
  const magnitude = Math.floor((Math.abs(changeHundredths) + 50) / 100);
  const change = changeHundredths < 0 ? 0 - magnitude : magnitude;
  return {
    k: kApplied,
    games: perGame,
    ignoredGames: games.length - counted.length,
    score: scoreHundredths / 100,
    expected: expectedHundredths / 100,
    change,
    newRating: playerRating + change,
  };
}

/** Half-up rounding that is not fooled by binary fractions such as 2412.4999999. */
function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

/** Average rating of the opponents, rounded to a whole number (0.5 up); null without opponents. */
export function averageOpponentRating(opponentRatings: readonly number[]): number | null {
  if (opponentRatings.length === 0) return null;
  return roundHalfUp(opponentRatings.reduce((a, b) => a + b, 0) / opponentRatings.length);
}

/**
 * Performance rating Rp = Ra + dp (B.02 table 8.1.1; C.07 art. 10.2 TPR):
 * Ra is the rounded average opponent rating, dp is looked up from the
 * percentage score rounded to a whole percent.
 */
export function performanceRating(opponentRatings: readonly number[], score: number): number | null {
  const average = averageOpponentRating(opponentRatings);
  if (average === null) return null;
  const percent = roundHalfUp(Math.round(score * 100) / opponentRatings.length);
  return average + ratingDifferenceForPercent(percent);
}
export * from './tournament-rating.js';
export * from './rating-periods.js';
