import type { RatingMethod, UnratedRatingMethod } from './rating-method.js';
import { shown } from './words.js';

// Apart from the schemas: the settings form and the server's explanation read these, a spectator's page never does
// (the public pages' first load stays small).

/** Each rating method as the arbiter chooses it (settings form, info page). */
export const RATING_METHOD_LABELS: Record<RatingMethod, string> = {
  fide: shown('FIDE: the FIDE rating'),
  national: shown('National: the national rating'),
  fidon: shown('FIDON: the FIDE rating, else the national one'),
  nidof: shown('NIDOF: the national rating, else the FIDE one'),
  hbfn: shown('HBFN: the highest of the FIDE, national and manual ratings'),
};

export const UNRATED_RATING_METHOD_LABELS: Record<UnratedRatingMethod, string> = {
  none: shown('No rating: while an unrated player takes part, ARO, TPR, PTP, APRO and APPO break no tie'),
  fixed: shown('A fixed rating the tournament regulations give unrated players'),
};

/** The tie-breaks that count ratings (C.07 art. 10), by code name. */
const RATING_BASED = /^(ARO|TPR|PTP|APRO|APPO)(\/|$)/;

/**
 * The ratings behind the rating-based tie-breaks, in one sentence for the standings' tie-break explanation;
 * null when the tournament has none of those tie-breaks.
 */
export function ratingsBehindTiebreaks(t: {
  tiebreaks: readonly string[];
  ratingMethod: RatingMethod;
  unratedRatingMethod: UnratedRatingMethod;
  unratedRating: number | null;
}): string | null {
  if (!t.tiebreaks.some((code) => RATING_BASED.test(code))) return null;
  const unrated =
    t.unratedRatingMethod === 'fixed' && t.unratedRating !== null
      ? `an unrated player counts as ${t.unratedRating} (the tournament regulations' rating)`
      : 'no rating is given to unrated players, so while one takes part these tie-breaks break no tie';
  return `Ratings: ${RATING_METHOD_LABELS[t.ratingMethod]}; ${unrated}.`;
}
