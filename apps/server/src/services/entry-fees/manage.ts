import { and, eq, ne } from 'drizzle-orm';
import type { ManagedEntryFee } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entryFeeOrders, entryFeeRefunds, entryFees } from '../../db/schema/entry-fees.js';
import { entries } from '../../db/schema/tournaments.js';
import { ApiFailure, conflict, notFound } from '../../http/errors.js';
import { words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { checkTakesEntries } from '../core/players.js';
import { managedTournament } from '../core/access.js';
import { markPaid } from './confirm.js';
import { refundOf } from '../core/fee-orders.js';
import { managedEntryFees } from './view.js';

/** Who paid, who has not, who was refunded: the tournament's managers and admins only. */
export async function listEntryFees(ctx: AppContext, user: UserRow, tournamentId: string): Promise<ManagedEntryFee[]> {
  await managedTournament(ctx.db, user, tournamentId);
  return managedEntryFees(ctx.db, tournamentId);
}

async function tournamentOfFee(ctx: AppContext, entryId: string): Promise<string> {
  const [fee] = await ctx.db.select({ tournamentId: entryFees.tournamentId }).from(entryFees).where(eq(entryFees.entryId, entryId));
  if (!fee) throw notFound('No registration with an entry fee has this id');
  return fee.tournamentId;
}

async function managedFee(ctx: AppContext, entryId: string): Promise<ManagedEntryFee> {
  const list = await managedEntryFees(ctx.db, await tournamentOfFee(ctx, entryId));
  return list.find((fee) => fee.entryId === entryId) as ManagedEntryFee;
}

/**
 * A fee paid in hand (cash at the hall): an organiser confirms it, with the reason recorded beside
 * their name, and the registration becomes an entry as if the order had been charged.
 */
export async function confirmByHand(ctx: AppContext, user: UserRow, entryId: string, reason: string): Promise<ManagedEntryFee> {
  const tournamentId = await tournamentOfFee(ctx, entryId);
  await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    const [fee] = await tx.select().from(entryFees).where(eq(entryFees.entryId, entryId)).for('update');
    if (fee.status === 'paid') throw conflict('This entry fee is already paid');
    if (fee.status === 'refunded') throw conflict('This entry fee was refunded');
    checkTakesEntries(t);
    await markPaid(ctx, tx, fee, { kind: 'organiser', userId: user.id, reason });
  });
  return managedFee(ctx, entryId);
}

/**
 * Gives a withdrawn player's fee back, before round 1 only, when the organiser decides to. Once per
 * entry: a refund made (or under way) is answered as it is; a failed one may be tried again under a
 * new refund id. Paid through the provider, the provider refunds under our refund id (it makes no
 * second refund under the same id, so a retry after a lost answer is safe); paid in hand, the
 * organiser records that the cash was given back.
 */
export async function refundEntryFee(ctx: AppContext, user: UserRow, entryId: string, reason: string): Promise<ManagedEntryFee> {
  const tournamentId = await tournamentOfFee(ctx, entryId);
  const t = await managedTournament(ctx.db, user, tournamentId);
  const [row] = await ctx.db
    .select({ fee: entryFees, entry: entries })
    .from(entryFees)
    .innerJoin(entries, eq(entries.id, entryFees.entryId))
    .where(eq(entryFees.entryId, entryId));
  const { fee, entry } = row;
  if (fee.status === 'refunded') return managedFee(ctx, entryId);
  if (fee.status !== 'paid') throw conflict(words('{player} has not paid the entry fee; there is nothing to refund', { player: entry.name }));
  if (!entry.withdrawn) throw conflict(words('Withdraw {player} first: entry fees are refunded on withdrawal', { player: entry.name }));
  if (t.currentRound > 0) throw conflict('Round 1 is paired: entry fees are refunded only on withdrawal before round 1');

  const failed = await ctx.db
    .select({ id: entryFeeRefunds.refundId })
    .from(entryFeeRefunds)
    .where(and(eq(entryFeeRefunds.entryId, entryId), eq(entryFeeRefunds.status, 'FAILURE')));
  const paidOrder = async () =>
    (
      await ctx.db
        .select()
        .from(entryFeeOrders)
        .where(eq(entryFeeOrders.orderId, fee.paidOrderId ?? ''))
    )[0];
  const refund = await refundOf(ctx, fee, paidOrder, { inHandId: `${entryId}-hand`, failedBefore: failed.length });

  await ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId, { lock: true });
    const [current] = await tx.select().from(entryFees).where(eq(entryFees.entryId, entryId)).for('update');
    const [recorded] = await tx
      .select()
      .from(entryFeeRefunds)
      .where(and(eq(entryFeeRefunds.entryId, entryId), ne(entryFeeRefunds.status, 'FAILURE')));
    if (current.status !== 'paid' || recorded) return;
    const now = ctx.clock();
    await tx
      .insert(entryFeeRefunds)
      .values({ ...refund, entryId, amount: fee.amount, reason, requestedBy: user.id, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: entryFeeRefunds.refundId, set: { status: refund.status, updatedAt: now } });
    if (refund.status !== 'FAILURE') {
      await tx.update(entryFees).set({ status: 'refunded', updatedAt: now }).where(eq(entryFees.entryId, entryId));
      await publishChange(tx, tournamentId, 'players', null, now);
    }
  });
  if (refund.status === 'FAILURE')
    throw new ApiFailure(502, words("The payment provider could not refund {player}'s entry fee; it stays paid. Try again later", { player: entry.name }));
  return managedFee(ctx, entryId);
}
