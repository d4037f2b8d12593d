import { CHANGING_TIEBREAKS_CONSEQUENCES, type Confirmation } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { tiebreakChanges } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { requireConfirmation } from '../core/warning-levels.js';
import type { TournamentRow } from '../core/access.js';

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
    `tiebreaks: round ${t.currentRound} is paired; changing the tie-breaks (${t.tiebreaks.join(', ')} → ${chosen.join(', ')}) now: ${CHANGING_TIEBREAKS_CONSEQUENCES.join(' ')}`,
  );
  await tx
    .insert(tiebreakChanges)
    .values({ tournamentId: t.id, round: t.currentRound, previous: t.tiebreaks, chosen, changedBy: user.id, changedAt: ctx.clock() });
}
