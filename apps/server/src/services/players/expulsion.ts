import { eq } from 'drizzle-orm';
import { EXPELLING_PLAYER_CONSEQUENCES, type ManagedPlayer } from '@kingside/contract';
import type { z } from 'zod';
import type { expelPlayerBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { requireConfirmation } from '../core/warning-levels.js';
import { publishChange } from '../core/live/publish.js';
import { refuseFinished } from '../core/round-state.js';
import { managedTournament } from '../core/access.js';
import { loadTournamentData } from '../core/engine-model.js';
import { expelledText } from '../core/expelled.js';
import { entryOf, managedPlayerList } from '../core/players.js';

/**
 * Expels a player (FIDE C.02: a level-4 action, so the request carries both confirmations). The entry is withdrawn
 * as well, which keeps it out of every later pairing; the round it happened in and who did it are kept for the TRF
 * export's `### Expelled` comment. The standings follow from the 'players' announcement: a Swiss ranks them no more.
 */
export async function expelPlayer(ctx: AppContext, user: UserRow, body: z.output<typeof expelPlayerBody>): Promise<ManagedPlayer[]> {
  const { tournamentId } = await entryOf(ctx, body.playerId);
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    const [entry] = await tx.select().from(entries).where(eq(entries.id, body.playerId));
    if (entry.expelledAt) throw conflict(expelledText(entry));
    requireConfirmation(4, body.confirmation, `Expelling ${entry.name}: ${EXPELLING_PLAYER_CONSEQUENCES.join(' ')}`);
    const now = ctx.clock();
    await tx
      .update(entries)
      .set({
        withdrawn: true,
        withdrawnAt: entry.withdrawnAt ?? now,
        expelledAt: now,
        expelledRound: t.currentRound,
        expelledBy: user.id,
        updatedAt: now,
      })
      .where(eq(entries.id, entry.id));
    await publishChange(tx, t.id, 'players', null, now);
    return managedPlayerList(await loadTournamentData(tx, t.id, t));
  });
}
