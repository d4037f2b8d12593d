import { eq } from 'drizzle-orm';
import type { LeaveFideModeBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { tournaments } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { refuseFinished } from '../core/round-state.js';
import { managedTournament } from '../core/access.js';
import { requireConfirmation } from '../core/warning-levels.js';
import { words } from '../core/languages/message.js';

/**
 * Takes the tournament out of FIDE mode, for good (a level-4 action: the request carries both confirmations). The
 * round it happens in (the current one; 0 before round 1) is kept for the TRF export and the admin pages' marker.
 */
export async function leaveFideMode(ctx: AppContext, user: UserRow, body: LeaveFideModeBody): Promise<{ fideMode: false; fideModeLeftInRound: number }> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    refuseFinished(t);
    if (!t.fideMode) throw conflict(words('The tournament left FIDE mode in round {round}; it cannot go back', { round: t.fideModeLeftRound ?? 0 }));
    // LEAVING_FIDE_MODE_CONSEQUENCES, as one message to be said in the arbiter's language.
    requireConfirmation(
      4,
      body.confirmation,
      'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.',
    );
    const now = ctx.clock();
    await tx
      .update(tournaments)
      .set({ fideMode: false, fideModeLeftRound: t.currentRound, fideModeLeftAt: now, fideModeLeftBy: user.id, updatedAt: now })
      .where(eq(tournaments.id, t.id));
    await publishChange(tx, t.id, 'settings', null, now);
    return { fideMode: false, fideModeLeftInRound: t.currentRound };
  });
}
