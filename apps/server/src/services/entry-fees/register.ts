import { and, desc, eq } from 'drizzle-orm';
import type { Currency, EntryFee } from '@kingside/contract';
import type { z } from 'zod';
import type { registerWithFeeBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entryFeeOrders, entryFees } from '../../db/schema/entry-fees.js';
import { entries, tournaments } from '../../db/schema/tournaments.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { paymentOutcome } from '../../integrations/payments/provider.js';
import type { UserRow } from '../core/sessions.js';
import { checkRegistration, checkTakesEntries, enterSelf } from '../core/players.js';
import { notDeleted } from '../core/access.js';
import { feeOf, type Fee } from '../core/entry-fees.js';
import { recordOrder, refreshOrder } from './orders.js';
import { createOrder, payAgain } from '../core/fee-orders.js';
import { entryFeeView, type OrderRow } from './view.js';

type Register = z.output<typeof registerWithFeeBody>;

/** Where the player's browser comes back after paying: the tournament's page, which asks how it went. */
export type ReturnUrl = (tournamentId: string, orderId: string) => string;

async function registrationOf(ctx: AppContext, user: UserRow, tournamentId: string) {
  const [row] = await ctx.db
    .select({ entryId: entryFees.entryId, status: entryFees.status })
    .from(entryFees)
    .innerJoin(entries, eq(entries.id, entryFees.entryId))
    .innerJoin(tournaments, eq(tournaments.id, entryFees.tournamentId))
    .where(and(eq(entryFees.tournamentId, tournamentId), eq(entries.userId, user.id), notDeleted));
  return row;
}

/**
 * Self-registration in a tournament that charges an entry fee: the registration is made awaiting
 * payment (not paired, not listed: core/entry-fees.ts) with a payment order, and the answer carries the
 * order's payment page. The order is asked for before anything is written, so a provider that is
 * down changes nothing (503).
 */
export async function registerWithFee(ctx: AppContext, user: UserRow, tournamentId: string, body: Register, returnUrl: ReturnUrl): Promise<EntryFee> {
  const [t] = await ctx.db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  const mine = t ? await registrationOf(ctx, user, tournamentId) : undefined;
  if (mine?.status === 'awaiting_payment') throw conflict('You are registered and your entry fee awaits payment: pay it from the tournament page');
  const open = await checkRegistration(ctx.db, user, t);
  const fee = await feeOf(ctx.db, open);
  if (!fee) throw conflict('This tournament charges no entry fee: register without paying');
  const order = await createOrder(ctx, user, fee, (orderId) => returnUrl(tournamentId, orderId), `Entry fee: ${open.name}`);
  const entryId = await ctx.db.transaction(async (tx) => {
    const { t: locked, entry } = await enterSelf(ctx, tx, user, tournamentId, body);
    const now = await feeOf(tx, locked);
    if (now?.amount !== fee.amount || now.currency !== fee.currency) throw conflict('The entry fee changed while you registered; register again');
    await tx.insert(entryFees).values({
      entryId: entry.id,
      tournamentId,
      amount: fee.amount,
      currency: fee.currency,
      status: 'awaiting_payment',
      createdAt: ctx.clock(),
      updatedAt: ctx.clock(),
    });
    await recordOrder(ctx, tx, entry.id, 1, order);
    return entry.id;
  });
  return entryFeeView(ctx.db, entryId);
}

async function latestOrder(ctx: AppContext, entryId: string): Promise<OrderRow | undefined> {
  const [order] = await ctx.db.select().from(entryFeeOrders).where(eq(entryFeeOrders.entryId, entryId)).orderBy(desc(entryFeeOrders.attempt)).limit(1);
  return order;
}

/** The signed-in player's own registration fee in a tournament, with its latest order's status asked afresh. */
export async function myEntryFee(ctx: AppContext, user: UserRow, tournamentId: string): Promise<EntryFee> {
  const mine = await registrationOf(ctx, user, tournamentId);
  if (!mine) throw notFound('You have no registration with an entry fee in this tournament');
  const order = await latestOrder(ctx, mine.entryId);
  if (mine.status === 'awaiting_payment' && order && paymentOutcome(order.status) === 'pending') await refreshOrder(ctx, order);
  return entryFeeView(ctx.db, mine.entryId);
}

/**
 * Pays a registration's fee (again). Idempotent per registration: while its latest order may still
 * be paid, that order is answered; a new order (the next attempt) is made only once the latest
 * failed or the provider does not know it. A paid fee answers as it is.
 */
export async function payEntryFee(ctx: AppContext, user: UserRow, entryId: string, returnUrl: ReturnUrl): Promise<EntryFee> {
  const [row] = await ctx.db
    .select({ fee: entryFees, entry: entries, t: tournaments })
    .from(entryFees)
    .innerJoin(entries, eq(entries.id, entryFees.entryId))
    .innerJoin(tournaments, eq(tournaments.id, entryFees.tournamentId))
    .where(and(eq(entryFees.entryId, entryId), notDeleted));
  if (!row) throw notFound('No registration with an entry fee has this id');
  if (row.entry.userId !== user.id) throw forbidden('Only the player who registered pays their entry fee');
  if (row.fee.status !== 'awaiting_payment') return entryFeeView(ctx.db, entryId);
  // Paid late, the registration joins as a late entry would: only while the tournament still takes players.
  checkTakesEntries(row.t);
  const fee: Fee = { amount: row.fee.amount, currency: row.fee.currency as Currency };
  await payAgain({
    latest: await latestOrder(ctx, entryId),
    refresh: (order) => refreshOrder(ctx, order),
    create: () => createOrder(ctx, user, fee, (orderId) => returnUrl(row.t.id, orderId), `Entry fee: ${row.t.name}`),
    record: (attempt, order) => ctx.db.transaction((tx) => recordOrder(ctx, tx, entryId, attempt, order)),
    latestAttempt: async () => (await latestOrder(ctx, entryId))?.attempt,
  });
  return entryFeeView(ctx.db, entryId);
}
