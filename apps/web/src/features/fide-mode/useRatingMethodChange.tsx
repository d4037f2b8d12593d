import { CHANGING_RATING_METHOD_WARNING, RATING_METHOD_LABELS, type Tournament, type UpdateTournamentBody } from '@kingside/contract';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/**
 * Changing the rating method, or the rating unrated players count with, once round 1 is paired in FIDE mode is a
 * level-3 action (FIDE C.02): confirmed or cancelled before the save, which then carries the confirmation; null when
 * the arbiter cancels. A save already confirmed twice (the tie-breaks' level 4) covers it.
 */
export function useRatingMethodChange(): (t: Tournament, body: UpdateTournamentBody) => Promise<UpdateTournamentBody | null> {
  const warn = useArbiterWarning();
  return async (t, body) => {
    if (t.currentRound === 0 || !t.fideMode || body.confirmation === 'confirmed-twice') return body;
    const method = body.ratingMethod ?? t.ratingMethod;
    const unratedMethod = body.unratedRatingMethod ?? t.unratedRatingMethod;
    const given = body.unratedRating;
    const unratedRating = given === undefined ? t.unratedRating : given === null ? null : Number(given);
    const unratedChanged = unratedMethod !== t.unratedRatingMethod || (unratedMethod === 'fixed' && unratedRating !== t.unratedRating);
    if (method === t.ratingMethod && !unratedChanged) return body;
    const what =
      method !== t.ratingMethod
        ? `the rating method from ${RATING_METHOD_LABELS[t.ratingMethod]} to ${RATING_METHOD_LABELS[method]}`
        : 'the rating unrated players count with';
    const confirmed = await warn({
      level: 3,
      message: `Change ${what}? ${CHANGING_RATING_METHOD_WARNING}`,
      action: 'Change the ratings',
    });
    return confirmed ? { ...body, confirmation: 'confirmed' } : null;
  };
}
