import { z } from 'zod';
import { envelope } from './envelope.js';
import { confirmation } from './warning-levels.js';
import { shown } from './words.js';

/** Leaving FIDE mode is a level-4 action: the request says the arbiter confirmed both steps. */
export const leaveFideModeBody = z.object({
  tournamentId: z.uuid({ error: 'Expected a tournament id' }),
  confirmation: confirmation.optional(),
});
export type LeaveFideModeBody = z.input<typeof leaveFideModeBody>;

export const leftFideModeResponse = envelope(z.object({ fideMode: z.literal(false), fideModeLeftInRound: z.number().int() }));

/** What leaving FIDE mode does, said before its second confirmation (warning level 4). */
export const LEAVING_FIDE_MODE_CONSEQUENCES = [
  shown('It cannot be undone: the tournament stays out of FIDE mode to its end.'),
  shown('The round it happens in is written into the TRF export (FIDE rating report) as a comment.'),
  shown('Every admin page and export marks the tournament as not run in FIDE mode.'),
  shown('Actions FIDE mode refuses (warning level 5) become possible.'),
];

/** The marker a tournament out of FIDE mode carries on admin pages and in exports. */
export const notInFideModeLabel = (round: number) => (round === 0 ? 'Not in FIDE mode (left before round 1)' : `Not in FIDE mode (left in round ${round})`);

/** What changing the tie-breaks once round 1 is paired does, said before its second confirmation (warning level 4). */
export const CHANGING_TIEBREAKS_CONSEQUENCES = [
  shown('Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included.'),
  shown('Players told their place may find it changed.'),
  shown('The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.'),
];

/**
 * Changing the rating method, or the rating unrated players count with, once round 1 is paired (warning level 3,
 * FIDE C.02): what it changes, said before the arbiter confirms.
 */
export const CHANGING_RATING_METHOD_WARNING = shown(
  'Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.',
);

/** Expelling a player is a level-4 action: the request says the arbiter confirmed both steps. */
export const expelPlayerBody = z.object({
  playerId: z.uuid({ error: 'Expected a player id' }),
  confirmation: confirmation.optional(),
});
export type ExpelPlayerBody = z.input<typeof expelPlayerBody>;

/** What expelling a player does, said before its second confirmation (warning level 4). */
export const EXPELLING_PLAYER_CONSEQUENCES = [
  shown('The player is not paired again in this tournament; a board already paired for them stands, for its result.'),
  shown('A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks.'),
  shown('The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.'),
  shown('It cannot be undone: the player cannot be brought back into the tournament.'),
];
