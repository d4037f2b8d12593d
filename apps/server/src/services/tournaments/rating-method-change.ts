import { RATING_METHOD_LABELS, type RatingMethod, type UpdateTournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { ratingRuleChanges } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { requireConfirmation } from '../core/warning-levels.js';
import type { TournamentRow } from '../core/access.js';
import { words } from '../core/languages/message.js';

type RatingRules = Pick<UpdateTournament, 'ratingMethod' | 'unratedRatingMethod' | 'unratedRating' | 'confirmation'>;

/** A method by its FIDE name, as the TRF comment gives it (FIDE, national, FIDON, NIDOF, HBFN). */
const methodName = (method: RatingMethod) => (method === 'national' ? 'national' : method.toUpperCase());
const unratedName = (method: TournamentRow['unratedRatingMethod'], rating: number | null) => (method === 'fixed' ? String(rating) : 'none');

/**
 * Checks a change of the rating method or of the unrated players' rating, and says whether one changes. Under
 * `fixed` unrated players need a rating (400). Once round 1 is paired in FIDE mode the change is a level-3 action
 * (FIDE C.02): the tournament ratings give the pairing numbers (while they may still change) and the rating-based
 * tie-breaks, so it waits for the arbiter's confirmation.
 */
export function checkRatingRulesChange(row: TournamentRow, body: RatingRules): boolean {
  const method = body.ratingMethod ?? row.ratingMethod;
  const unratedMethod = body.unratedRatingMethod ?? row.unratedRatingMethod;
  const unratedRating = body.unratedRating === undefined ? row.unratedRating : body.unratedRating;
  if (unratedMethod === 'fixed' && unratedRating === null) {
    throw badRequest('unratedRating: give the rating unrated players count with, or choose none', 'unratedRating');
  }
  const changed =
    method !== row.ratingMethod || unratedMethod !== row.unratedRatingMethod || (unratedMethod === 'fixed' && unratedRating !== row.unratedRating);
  if (changed && row.currentRound > 0 && row.fideMode) {
    // CHANGING_RATING_METHOD_WARNING, as part of one message to be said in the arbiter's language.
    requireConfirmation(
      3,
      body.confirmation,
      method !== row.ratingMethod
        ? words(
            'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.',
            { from: RATING_METHOD_LABELS[row.ratingMethod], to: RATING_METHOD_LABELS[method] },
          )
        : 'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.',
    );
  }
  return method !== row.ratingMethod;
}

/**
 * Keeps a change of the rating rules made once round 1 is paired, for the TRF export's `###` comments: the rounds
 * already paired and their tie-breaks were counted with the old ratings.
 */
export async function recordRatingRulesChange(ctx: AppContext, tx: Tx, user: UserRow, row: TournamentRow, body: RatingRules): Promise<void> {
  if (row.currentRound === 0) return;
  const method = body.ratingMethod ?? row.ratingMethod;
  const unratedMethod = body.unratedRatingMethod ?? row.unratedRatingMethod;
  const unratedRating = body.unratedRating === undefined ? row.unratedRating : body.unratedRating;
  const before = unratedName(row.unratedRatingMethod, row.unratedRating);
  const after = unratedName(unratedMethod, unratedRating);
  const round = row.currentRound;
  const changes = [
    ...(method === row.ratingMethod ? [] : [`Rating method changed @ Round ${round}: ${methodName(row.ratingMethod)} -> ${methodName(method)}`]),
    ...(before === after ? [] : [`Unrated players' rating changed @ Round ${round}: ${before} -> ${after}`]),
  ];
  if (changes.length === 0) return;
  await tx.insert(ratingRuleChanges).values(changes.map((change) => ({ tournamentId: row.id, round, change, changedBy: user.id, changedAt: ctx.clock() })));
}
