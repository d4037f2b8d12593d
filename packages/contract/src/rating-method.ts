import { z } from 'zod';
import { RATING_METHODS, UNRATED_RATING_METHODS } from '@kingside/engine/tournament-rating';
import { sentence } from './words.js';

// Which rating a tournament counts its players with, and how its unrated players count in the rating-based
// tie-breaks; the engine defines both (FIDE C.02 rating methods, C.07 rating-based tie-breaks).
export { RATING_METHODS, UNRATED_RATING_METHODS, type RatingMethod, type UnratedRatingMethod } from '@kingside/engine/tournament-rating';

export const ratingMethod = z.enum(RATING_METHODS, { error: sentence('A rating method is one of {values}', { values: RATING_METHODS.join(', ') }) });
export const unratedRatingMethod = z.enum(UNRATED_RATING_METHODS, {
  error: sentence('Unrated players count with one of {values}', { values: UNRATED_RATING_METHODS.join(', ') }),
});
export const unratedRating = z
  .number({ error: 'The rating of unrated players is a whole number' })
  .int('The rating of unrated players is a whole number')
  .min(1, 'The rating of unrated players is at least 1')
  .max(3500, 'The rating of unrated players is at most 3500');
