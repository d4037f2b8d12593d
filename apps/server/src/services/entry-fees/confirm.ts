import { eq, max } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import { entries, games, rounds, tournaments } from '../../db/schema/tournaments.js';
import { publishChange } from '../core/live/publish.js';
import { LAST_ROUND_FOR_RENUMBERING, renumber } from '../core/players.js';
import type { TournamentRow } from '../core/access.js';
import { paidColumns, type PaidHow } from '../core/fee-orders.js';
import type { FeeRow } from './view.js';

/**
 * The fee is paid: the registration becomes an entry. Before round 1 it takes its place in the
 * initial order (FIDE C.04.2, renumbered); paid after rounds were paired (the player paid late),
 * it joins as a late entry does: the rounds it missed score a zero-point bye. The caller holds the
 * fee row, read in this transaction and still awaiting payment.
 */
export async function markPaid(ctx: AppContext, tx: Tx, fee: FeeRow, how: PaidHow): Promise<void> {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, fee.tournamentId)).for('update');
  const now = ctx.clock();
  await tx.update(entryFees).set(paidColumns(how, now)).where(eq(entryFees.entryId, fee.entryId));
  if (t.currentRound > 0) await joinLate(tx, t, fee.entryId);
  if (t.currentRound <= LAST_ROUND_FOR_RENUMBERING) await renumber(tx, t.id);
  await publishChange(tx, t.id, 'players', null, now);
}

async function joinLate(tx: Tx, t: TournamentRow, entryId: string): Promise<void> {
  await tx
    .update(entries)
    .set({ joinedRound: t.currentRound + 1 })
    .where(eq(entries.id, entryId));
  const missed = await tx.select().from(rounds).where(eq(rounds.tournamentId, t.id));
  for (const round of missed) {
    const [{ board }] = await tx
      .select({ board: max(games.board) })
      .from(games)
      .where(eq(games.roundId, round.id));
    await tx.insert(games).values({ roundId: round.id, tournamentId: t.id, board: (board ?? 0) + 1, whiteId: entryId, kind: 'zero_point_bye' });
  }
}
