import { z } from 'zod';
import { envelope } from './envelope.js';
import { ROUNDS_MAX } from './fields.js';
import { sentence } from './words.js';

/**
 * Ratings per round, for events longer than 30 days: a player's rating from a round on, entered by the arbiter when
 * a new FIDE list is published during the event. FIDE rates each rating period's games with the list then in force
 * (B.02 §4, §7.1, §8.3); the pairing and the rating-based tie-breaks keep the first rating (C.07 2026 art. 10).
 */
export const roundRatingBody = z.object({
  playerId: z.uuid({ error: 'Expected a player id' }),
  /** The first round the new rating is in force for; round 1 is the player's own rating. */
  fromRound: z
    .number({ error: 'Expected a round number' })
    .int('Expected a round number')
    .min(2, 'A new rating applies from round 2 on')
    .max(ROUNDS_MAX, sentence('At most {max} rounds', { max: ROUNDS_MAX })),
  rating: z
    .number({ error: 'The rating must be a whole number' })
    .int('The rating must be a whole number')
    .min(0, 'The rating cannot be negative')
    .max(3500, 'The rating must be at most 3500'),
});
export type RoundRatingBody = z.input<typeof roundRatingBody>;

export const roundRatingParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  ratingId: z.uuid({ error: 'Expected a rating id' }),
});

export const roundRating = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  pairingNumber: z.number().int(),
  name: z.string(),
  /** The player's first rating, which the pairing and the tie-breaks keep. */
  firstRating: z.number().int(),
  fromRound: z.number().int(),
  rating: z.number().int(),
});
export type RoundRating = z.infer<typeof roundRating>;

export const roundRatingsResponse = envelope(z.object({ ratings: z.array(roundRating) }));
export type RoundRatings = z.infer<typeof roundRatingsResponse>['data'];
