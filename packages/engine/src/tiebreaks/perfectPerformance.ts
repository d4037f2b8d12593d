// Perfect Tournament Performance (C.07 2024, art. 10.3) as FIDE TEC's
// reference tie-break checker computes it. The article asks for the lowest
// rating whose expected score (table 8.1.2 of the Rating Regulations, no
// 400-point rule) reaches the player's score; the checker, whose values are
// Kingside's reference, reads two entries of that table differently and
// finds the rating by a search that does not always stop at the lowest one.
import { expectedScoreHundredths, performanceRating } from '../rating/index.js';

/**
 * Table 8.1.2 as the checker holds it. The published table (B.02, 1 March
 * 2024) gives the higher rated player .92 for 392–411 points and .98 for
 * 560–619; the checker has .93 at exactly 411 and .99 at exactly 610. The
 * second entry makes the expected score drop by a hundredth from 610 to 611
 * points apart, which is why the search below matters.
 */
export function checkerExpectedScoreHundredths(playerRating: number, opponentRating: number): number {
  const difference = Math.abs(playerRating - opponentRating);
  const higher =
    expectedScoreHundredths(Math.max(playerRating, opponentRating), Math.min(playerRating, opponentRating)) +
    (difference === 411 || difference === 610 ? 1 : 0);
  return playerRating >= opponentRating ? higher : 100 - higher;
}

/** The search starts this far from the TPR and doubles the distance until the score is bracketed. */
const FIRST_STEP = 16;

/**
 * PTP of a player against these opponents with this score (over-the-board
 * games against rated opponents only): with no points, the lowest opponent
 * rating − 800; otherwise the rating the checker's search finds. It starts
 * at the TPR, steps away 16, 32, 64… points until one rating reaches the
 * score and another does not, then halves that interval down to one point
 * and answers its upper end. With the published table this is exactly the
 * lowest rating reaching the score; with the checker's it can be a higher
 * one, where the expected score reaches the score a second time after the
 * dip at 610 points. Null without opponents.
 */
export function perfectTournamentPerformance(opponentRatings: readonly number[], score: number): number | null {
  if (opponentRatings.length === 0) return null;
  const target = Math.round(score * 100);
  if (target <= 0) return Math.min(...opponentRatings) - 800;
  // More than a point a game: no rating reaches it, and the search would not end.
  if (target > 100 * opponentRatings.length) return Math.max(...opponentRatings) + 800;
  const reaches = (rating: number) => opponentRatings.reduce((sum, o) => sum + checkerExpectedScoreHundredths(rating, o), 0) >= target;

  const start = performanceRating(opponentRatings, score) ?? 0;
  let step = FIRST_STEP;
  let low: number;
  let high: number;
  if (reaches(start)) {
    high = start;
    while (reaches(start - step)) {
      high = start - step;
      step *= 2;
    }
    low = start - step;
  } else {
    low = start;
    while (!reaches(start + step)) {
      low = start + step;
      step *= 2;
    }
    high = start + step;
  }
  // high − low is a power of two, so halving lands on whole ratings.
  while (high - low > 1) {
    const middle = low + (high - low) / 2;
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  return high;
}
