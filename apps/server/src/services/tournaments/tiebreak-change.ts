import type { Confirmation } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { tiebreakChanges } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { requireConfirmation } from '../core/warning-levels.js';
import type { TournamentRow } from '../core/access.js';
import { words } from '../core/languages/message.js';

/**
 * Changing the tie-breaks once round 1 is paired (FIDE C.02: a level-4 action): players may already have been told
 * their places by the old ones, so the request carries both confirmations, and the change is kept, with its round
 * and who made it, for the TRF export's `### Tie-breaks changed` comment.
 */
export async function recordTiebreakChange(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  t: TournamentRow,
  chosen: string[],
  confirmation: Confirmation | undefined,
): Promise<void> {
  requireConfirmation(
    4,
    confirmation,
    // CHANGING_TIEBREAKS_CONSEQUENCES, as part of one message to be said in the arbiter's language.
    words(
      'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.',
      { round: t.currentRound, from: t.tiebreaks.join(', '), to: chosen.join(', ') },
    ),
  );
  await tx
    .insert(tiebreakChanges)
    .values({ tournamentId: t.id, round: t.currentRound, previous: t.tiebreaks, chosen, changedBy: user.id, changedAt: ctx.clock() });
}
