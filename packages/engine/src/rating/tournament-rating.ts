// The tournament rating: the one rating a tournament counts each player with,
// for the initial ranking that gives pairing numbers (C.04.2), the rating
// shown beside the name, and the rating-based tie-breaks (C.07 art. 10).
// Which rating it is, the tournament's rules choose; FIDE lets a FIDE mode
// program offer these methods (C.02, the tournament managers' checklist).
// No imports: the contract reads the method names through its own entry point.

/**
 * `fide` the FIDE rating; `national` the national rating; `fidon` the FIDE
 * rating, the national one for a player without it; `nidof` the national
 * rating, the FIDE one for a player without it; `hbfn` the highest of the
 * FIDE, national and manual (given by the arbiter) ratings.
 */
export const RATING_METHODS = ['fide', 'national', 'fidon', 'nidof', 'hbfn'] as const;
export type RatingMethod = (typeof RATING_METHODS)[number];

/**
 * How an unrated player counts in the rating-based tie-breaks (ARO, TPR,
 * PTP, APRO, APPO). C.07 leaves the rating of unrated players to the
 * tournament regulations: `fixed` is the rating they give; `none` is what
 * applies when they give none, where those tie-breaks break no tie while
 * an unrated player takes part (the engine's `unratedRating` left unset).
 */
export const UNRATED_RATING_METHODS = ['none', 'fixed'] as const;
export type UnratedRatingMethod = (typeof UNRATED_RATING_METHODS)[number];

/** A player's ratings as entered; 0 or none is unrated. */
export interface PlayerRatings {
  fide: number;
  national?: number | null;
  /** Given by the arbiter; only the highest-rating method (`hbfn`) reads it. */
  manual?: number | null;
}

/** The player's tournament rating under `method`; 0 when that method finds no rating. */
export function tournamentRating(ratings: PlayerRatings, method: RatingMethod): number {
  const fide = Math.max(0, ratings.fide);
  const national = Math.max(0, ratings.national ?? 0);
  switch (method) {
    case 'fide':
      return fide;
    case 'national':
      return national;
    case 'fidon':
      return fide > 0 ? fide : national;
    case 'nidof':
      return national > 0 ? national : fide;
    case 'hbfn':
      return Math.max(fide, national, ratings.manual ?? 0);
  }
}

/**
 * The rating an unrated player counts with in the rating-based tie-breaks
 * under the tournament's rule, as the tie-break computation takes it
 * (`TiebreakOptions.unratedRating`): the fixed one, or none.
 */
export function unratedRatingFor(method: UnratedRatingMethod, fixed: number | null): number | undefined {
  return method === 'fixed' && fixed !== null ? fixed : undefined;
}
