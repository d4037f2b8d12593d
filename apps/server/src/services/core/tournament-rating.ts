import { tournamentRating, unratedRatingFor, type RatingMethod } from '@kingside/engine';
import type { entries, tournaments } from '../../db/schema/index.js';

type Ratings = Pick<typeof entries.$inferSelect, 'rating' | 'nationalRating' | 'manualRating'>;

/**
 * The rating the tournament counts an entry with, by its rating method (the engine's rule): what the initial
 * ranking, the pairings and standings and the rating-based tie-breaks read. `rating` stays the FIDE rating, for
 * the FIDE rating report and rating changes.
 */
export function tournamentRatingOf(entry: Ratings, t: { ratingMethod: RatingMethod }): number {
  return tournamentRating({ fide: entry.rating, national: entry.nationalRating, manual: entry.manualRating }, t.ratingMethod);
}

/** The rating unrated players count with in the rating-based tie-breaks, as the engine takes it (none: undefined). */
export function unratedRatingOf(t: Pick<typeof tournaments.$inferSelect, 'unratedRatingMethod' | 'unratedRating'>): number | undefined {
  return unratedRatingFor(t.unratedRatingMethod, t.unratedRating);
}
