import { desc, eq, inArray } from 'drizzle-orm';
import type { Currency, EntryFee, ManagedEntryFee } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { users } from '../../db/schema/accounts.js';
import { entryFeeOrders, entryFeeRefunds, entryFees } from '../../db/schema/entry-fees.js';
import { entries } from '../../db/schema/tournaments.js';
import { byFee, feeOrder, orderView, refundView } from '../core/fee-orders.js';

export type FeeRow = typeof entryFees.$inferSelect;
export type OrderRow = typeof entryFeeOrders.$inferSelect;
export type RefundRow = typeof entryFeeRefunds.$inferSelect;

/** Every order of the entries, newest attempt first. */
async function ordersOf(db: Db | Tx, entryIds: string[]): Promise<Map<string, OrderRow[]>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db.select().from(entryFeeOrders).where(inArray(entryFeeOrders.entryId, entryIds)).orderBy(desc(entryFeeOrders.attempt));
  return byFee(rows, (row) => row.entryId);
}

/** The registration's fee as its player sees it. */
export async function entryFeeView(db: Db | Tx, entryId: string): Promise<EntryFee> {
  const [row] = await db
    .select({ fee: entryFees, name: entries.name })
    .from(entryFees)
    .innerJoin(entries, eq(entries.id, entryFees.entryId))
    .where(eq(entryFees.entryId, entryId));
  const [latest] = (await ordersOf(db, [entryId])).get(entryId) ?? [];
  return {
    entryId,
    tournamentId: row.fee.tournamentId,
    name: row.name,
    status: row.fee.status,
    amount: row.fee.amount,
    currency: row.fee.currency as Currency,
    order: latest ? orderView(latest) : null,
  };
}

/** Every registration's fee of a tournament, as its managers see them: awaiting payment first, then by name. */
export async function managedEntryFees(db: Db | Tx, tournamentId: string): Promise<ManagedEntryFee[]> {
  const rows = await db
    .select({ fee: entryFees, entry: entries, confirmedBy: users.name })
    .from(entryFees)
    .innerJoin(entries, eq(entries.id, entryFees.entryId))
    .leftJoin(users, eq(users.id, entryFees.confirmedBy))
    .where(eq(entryFees.tournamentId, tournamentId));
  const ids = rows.map((r) => r.fee.entryId);
  const orders = await ordersOf(db, ids);
  const refundRows =
    ids.length === 0 ? [] : await db.select().from(entryFeeRefunds).where(inArray(entryFeeRefunds.entryId, ids)).orderBy(desc(entryFeeRefunds.createdAt));
  const refunds = byFee(refundRows, (refund) => refund.entryId);
  return rows
    .sort(
      feeOrder(
        (row) => row.fee.status,
        (row) => row.entry.name,
      ),
    )
    .map(({ fee, entry, confirmedBy }) => {
      const entryOrders = orders.get(fee.entryId) ?? [];
      return {
        entryId: fee.entryId,
        tournamentId,
        name: entry.name,
        status: fee.status,
        amount: fee.amount,
        currency: fee.currency as Currency,
        order: entryOrders[0] ? orderView(entryOrders[0]) : null,
        rating: entry.rating,
        email: entry.email,
        withdrawn: entry.withdrawn,
        paidHow: fee.paidHow,
        paidAt: fee.paidAt?.toISOString() ?? null,
        confirmedBy: fee.confirmedBy === null ? null : confirmedBy,
        confirmReason: fee.confirmReason,
        orders: entryOrders.map(orderView),
        refunds: (refunds.get(fee.entryId) ?? []).map(refundView),
      };
    });
}
