import { desc, eq, inArray } from 'drizzle-orm';
import type { Currency, EntryFee, EntryFeeOrder, ManagedEntryFee } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { users } from '../../db/schema/accounts.js';
import { entryFeeOrders, entryFeeRefunds, entryFees } from '../../db/schema/entry-fees.js';
import { entries } from '../../db/schema/tournaments.js';
import { paymentOutcome } from '../../integrations/payments/provider.js';

export type FeeRow = typeof entryFees.$inferSelect;
export type OrderRow = typeof entryFeeOrders.$inferSelect;
export type RefundRow = typeof entryFeeRefunds.$inferSelect;

export function orderView(order: OrderRow): EntryFeeOrder {
  const outcome = paymentOutcome(order.status);
  return {
    orderId: order.orderId,
    attempt: order.attempt,
    status: order.status,
    outcome,
    paymentUrl: outcome === 'pending' ? order.paymentUrl : null,
    amount: order.amount,
    currency: order.currency as Currency,
    createdAt: order.createdAt.toISOString(),
  };
}

/** Every order of the entries, newest attempt first. */
async function ordersOf(db: Db | Tx, entryIds: string[]): Promise<Map<string, OrderRow[]>> {
  const byEntry = new Map<string, OrderRow[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db.select().from(entryFeeOrders).where(inArray(entryFeeOrders.entryId, entryIds)).orderBy(desc(entryFeeOrders.attempt));
  for (const row of rows) byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row]);
  return byEntry;
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
  const refunds = new Map<string, RefundRow[]>();
  if (ids.length > 0) {
    const refundRows = await db.select().from(entryFeeRefunds).where(inArray(entryFeeRefunds.entryId, ids)).orderBy(desc(entryFeeRefunds.createdAt));
    for (const refund of refundRows) refunds.set(refund.entryId, [...(refunds.get(refund.entryId) ?? []), refund]);
  }
  const rank = { awaiting_payment: 0, paid: 1, refunded: 2 } as const;
  return rows
    .sort((a, b) => rank[a.fee.status] - rank[b.fee.status] || a.entry.name.localeCompare(b.entry.name, 'en', { sensitivity: 'base' }))
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
        refunds: (refunds.get(fee.entryId) ?? []).map((r) => ({
          refundId: r.refundId,
          status: r.status,
          amount: r.amount,
          reason: r.reason,
          inHand: r.orderId === null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    });
}
