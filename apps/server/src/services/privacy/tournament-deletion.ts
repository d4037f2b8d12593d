import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { pendingPayoutStatuses, TOURNAMENT_RESTORE_DAYS, type DeletedTournament, type Tournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { payoutAttempts, payoutOrders, tournamentPurges, tournaments } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { canManage, managedBy, managedTournament } from '../core/access.js';
import { summaryOf } from '../core/tournament-summary.js';
import { heardHere } from './heard-here.js';

const dayMs = 24 * 60 * 60 * 1000;
export const restoreWindowMs = TOURNAMENT_RESTORE_DAYS * dayMs;

/** Money must not lose its record: a payout the provider may still move keeps its tournament. */
async function refusePendingPayouts(tx: Tx, tournamentId: string): Promise<void> {
  const [attempt] = await tx
    .select({ id: payoutAttempts.id })
    .from(payoutAttempts)
    .where(and(eq(payoutAttempts.tournamentId, tournamentId), inArray(payoutAttempts.status, [...pendingPayoutStatuses])))
    .limit(1);
  const [order] = await tx
    .select({ id: payoutOrders.orderId })
    .from(payoutOrders)
    .where(and(eq(payoutOrders.tournamentId, tournamentId), inArray(payoutOrders.state, ['creating', 'unknown'])))
    .limit(1);
  if (attempt || order) {
    throw conflict('A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament');
  }
}

/**
 * DELETE /api/tournament/{id}: hidden at once from every list, page, stream and search, kept for
 * TOURNAMENT_RESTORE_DAYS for its managers to restore, then purged with its files (purge.ts).
 */
export async function deleteTournament(ctx: AppContext, user: UserRow, id: string): Promise<DeletedTournament> {
  const heard = heardHere(ctx.live);
  try {
    const deleted = await ctx.db.transaction(async (tx) => {
      const row = await managedTournament(tx, user, id, { lock: true });
      await refusePendingPayouts(tx, id);
      const now = ctx.clock();
      const purgeAfter = new Date(now.getTime() + restoreWindowMs);
      await tx.update(tournaments).set({ deletedAt: now, updatedAt: now }).where(eq(tournaments.id, id));
      await tx.insert(tournamentPurges).values({ tournamentId: id, purgeAfter, deletedBy: user.id });
      // Spectators' pages read the tournament again on this and find it gone; cached standings are dropped.
      heard.expect(id, 'settings', now);
      await publishChange(tx, id, 'settings', null, now);
      return { id, name: row.name, ownerId: row.ownerId, deletedAt: now.toISOString(), purgeAfter: purgeAfter.toISOString() };
    });
    await heard.wait();
    return deleted;
  } finally {
    heard.stop();
  }
}

/** POST /api/tournament/{id}/restore: the tournament comes back as it was, within the restore window. */
export async function restoreTournament(ctx: AppContext, user: UserRow, id: string): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tournament: tournaments, purgeAfter: tournamentPurges.purgeAfter })
      .from(tournaments)
      .leftJoin(tournamentPurges, eq(tournamentPurges.tournamentId, tournaments.id))
      .where(eq(tournaments.id, id))
      .for('update', { of: tournaments });
    if (!row) throw notFound('Tournament not found');
    if (!(await canManage(tx, user, row.tournament))) {
      // Someone who could not see it deleted learns no more than that it does not exist.
      if (row.tournament.deletedAt) throw notFound('Tournament not found');
      throw forbidden('You do not manage this tournament');
    }
    if (!row.tournament.deletedAt) throw conflict('This tournament is not deleted');
    const now = ctx.clock();
    if (row.purgeAfter && row.purgeAfter.getTime() <= now.getTime()) {
      throw conflict(
        words('This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored', { days: TOURNAMENT_RESTORE_DAYS }),
      );
    }
    await tx.update(tournaments).set({ deletedAt: null, updatedAt: now }).where(eq(tournaments.id, id));
    await tx.delete(tournamentPurges).where(eq(tournamentPurges.tournamentId, id));
    await publishChange(tx, id, 'settings', null, now);
  });
  return summaryOf(ctx.db, id);
}

/** GET /api/tournament/deleted: what the user may still restore, most recently deleted first. */
export async function deletedTournaments(ctx: AppContext, user: UserRow): Promise<DeletedTournament[]> {
  if (user.role === 'player') throw forbidden('Only organisers and admins manage tournaments');
  const rows = await ctx.db
    .select({ tournament: tournaments, purgeAfter: tournamentPurges.purgeAfter })
    .from(tournaments)
    .innerJoin(tournamentPurges, eq(tournamentPurges.tournamentId, tournaments.id))
    .where(and(isNotNull(tournaments.deletedAt), managedBy(user)))
    .orderBy(desc(tournaments.deletedAt));
  return rows.map(({ tournament, purgeAfter }) => ({
    id: tournament.id,
    name: tournament.name,
    ownerId: tournament.ownerId,
    deletedAt: (tournament.deletedAt as Date).toISOString(),
    purgeAfter: purgeAfter.toISOString(),
  }));
}
