import { eq } from 'drizzle-orm';
import { LEAVING_FIDE_MODE_CONSEQUENCES, type LeaveFideModeBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { tournaments } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { refuseFinished } from '../core/round-state.js';
import { managedTournament } from '../core/access.js';
import { requireConfirmation } from '../core/warning-levels.js';

/**
 * Takes the tournament out of FIDE mode, for good (a level-4 action: the request carries both confirmations). The
 * round it happens in (the current one; 0 before round 1) is kept for the TRF export and the admin pages' marker.
 */
export async function leaveFideMode(ctx: AppContext, user: UserRow, body: LeaveFideModeBody): Promise<{ fideMode: false; fideModeLeftInRound: number }> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    refuseFinished(t);
    if (!t.fideMode) throw conflict(`The tournament left FIDE mode in round ${t.fideModeLeftRound ?? 0}; it cannot go back`);
    requireConfirmation(4, body.confirmation, `Leaving FIDE mode: ${LEAVING_FIDE_MODE_CONSEQUENCES.join(' ')}`);
    const now = ctx.clock();
    await tx
      .update(tournaments)
      .set({ fideMode: false, fideModeLeftRound: t.currentRound, fideModeLeftAt: now, fideModeLeftBy: user.id, updatedAt: now })
      .where(eq(tournaments.id, t.id));
    await publishChange(tx, t.id, 'settings', null, now);
    return { fideMode: false, fideModeLeftInRound: t.currentRound };
  });
}
