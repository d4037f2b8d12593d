import { useLingui } from '@lingui/react/macro';
import { CHANGING_RATING_METHOD_WARNING, RATING_METHOD_LABELS, type Tournament, type UpdateTournamentBody } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/**
 * Changing the rating method, or the rating unrated players count with, once round 1 is paired in FIDE mode is a
 * level-3 action (FIDE C.02): confirmed or cancelled before the save, which then carries the confirmation; null when
 * the arbiter cancels. A save already confirmed twice (the tie-breaks' level 4) covers it.
 */
export function useRatingMethodChange(): (t: Tournament, body: UpdateTournamentBody) => Promise<UpdateTournamentBody | null> {
  const { t: translate } = useLingui();
  const warn = useArbiterWarning();
  return async (t, body) => {
    if (t.currentRound === 0 || !t.fideMode || body.confirmation === 'confirmed-twice') return body;
    const method = body.ratingMethod ?? t.ratingMethod;
    const unratedMethod = body.unratedRatingMethod ?? t.unratedRatingMethod;
    const given = body.unratedRating;
    const unratedRating = given === undefined ? t.unratedRating : given === null ? null : Number(given);
    const unratedChanged = unratedMethod !== t.unratedRatingMethod || (unratedMethod === 'fixed' && unratedRating !== t.unratedRating);
    if (method === t.ratingMethod && !unratedChanged) return body;
    const before = sayContract(RATING_METHOD_LABELS[t.ratingMethod]);
    const after = sayContract(RATING_METHOD_LABELS[method]);
    const consequence = sayContract(CHANGING_RATING_METHOD_WARNING);
    const confirmed = await warn({
      level: 3,
      message:
        method !== t.ratingMethod
          ? translate`Change the rating method from ${before} to ${after}? ${consequence}`
          : translate`Change the rating unrated players count with? ${consequence}`,
      action: translate`Change the ratings`,
    });
    return confirmed ? { ...body, confirmation: 'confirmed' } : null;
  };
}
