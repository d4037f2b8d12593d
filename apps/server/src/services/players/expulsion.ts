import { eq } from 'drizzle-orm';
import type { ManagedPlayer } from '@kingside/contract';
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
import { words } from '../core/languages/message.js';

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
    // EXPELLING_PLAYER_CONSEQUENCES, as one message to be said in the arbiter's language.
    requireConfirmation(
      4,
      body.confirmation,
      words(
        'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.',
        { name: entry.name },
      ),
    );
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
