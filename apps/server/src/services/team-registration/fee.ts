import { desc, eq, inArray } from 'drizzle-orm';
import type { Currency, TeamEntryFee } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { teamEntryFeeOrders, teamEntryFees, tournaments } from '../../db/schema/index.js';
import { paymentOutcome, type PaymentStatus } from '../../integrations/payments/provider.js';
import { byFee, orderColumns, orderView, paidColumns, providerStatus, type NewOrder, type PaidHow } from '../core/fee-orders.js';
import { publishChange } from '../core/live/publish.js';
import { teamFeeDue } from '../core/team-participants.js';

export type TeamFeeRow = typeof teamEntryFees.$inferSelect;
export type TeamOrderRow = typeof teamEntryFeeOrders.$inferSelect;

/** Where the captain's browser comes back after paying: their teams page, which asks how it went. */
export type TeamReturnUrl = (orderId: string) => string;

/** The team's fee awaiting payment, with its first order. */
export async function recordTeamFee(ctx: AppContext, tx: Tx, team: { id: string; tournamentId: string }, newOrder: NewOrder): Promise<void> {
  await teamFeeDue(ctx, tx, team, newOrder.fee);
  await recordTeamOrder(ctx, tx, team.id, 1, newOrder);
}

/** One payment order of the team's fee, its attempt-th (unique per team, so two requests cannot both make it). */
export async function recordTeamOrder(ctx: AppContext, db: Db | Tx, teamId: string, attempt: number, newOrder: NewOrder): Promise<void> {
  await db.insert(teamEntryFeeOrders).values({ ...orderColumns(ctx, attempt, newOrder), teamId });
}

/**
 * The team's fee is paid, online or in hand: the team is a participant, so the public team list and the pairing
 * see it from now on. The caller holds the tournament and the fee row, locked in this transaction, still awaiting
 * payment.
 */
export async function markTeamPaid(ctx: AppContext, tx: Tx, fee: TeamFeeRow, how: PaidHow): Promise<void> {
  const now = ctx.clock();
  await tx.update(teamEntryFees).set(paidColumns(how, now)).where(eq(teamEntryFees.teamId, fee.teamId));
  await publishChange(tx, fee.tournamentId, 'players', null, now);
}

/** Records the order's status as the provider gave it; a charged order pays the team's fee (once). */
export async function applyTeamOrderStatus(ctx: AppContext, order: TeamOrderRow, status: PaymentStatus): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [{ tournamentId }] = await tx.select({ tournamentId: teamEntryFees.tournamentId }).from(teamEntryFees).where(eq(teamEntryFees.teamId, order.teamId));
    // The tournament first, then the fee: the order every change of a tournament's teams takes.
    await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
    await tx.update(teamEntryFeeOrders).set({ status, updatedAt: ctx.clock() }).where(eq(teamEntryFeeOrders.orderId, order.orderId));
    if (paymentOutcome(status) !== 'success') return;
    const [fee] = await tx.select().from(teamEntryFees).where(eq(teamEntryFees.teamId, order.teamId)).for('update');
    if (fee.status === 'awaiting_payment') await markTeamPaid(ctx, tx, fee, { kind: 'provider', orderId: order.orderId });
  });
}

/** Asks the provider where the order stands and applies a change; null when the provider does not know it. */
export async function refreshTeamOrder(ctx: AppContext, order: TeamOrderRow): Promise<PaymentStatus | null> {
  const status = await providerStatus(ctx, order);
  if (status !== null && status !== order.status) await applyTeamOrderStatus(ctx, order, status);
  return status;
}

/** Every order of the teams' fees, newest attempt first, by team. */
export async function teamOrders(db: Db | Tx, teamIds: string[]): Promise<Map<string, TeamOrderRow[]>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db.select().from(teamEntryFeeOrders).where(inArray(teamEntryFeeOrders.teamId, teamIds)).orderBy(desc(teamEntryFeeOrders.attempt));
  return byFee(rows, (row) => row.teamId);
}

/** Every team's latest order, by team. */
export async function latestOrders(db: Db | Tx, teamIds: string[]): Promise<Map<string, TeamOrderRow>> {
  return new Map([...(await teamOrders(db, teamIds))].map(([teamId, [latest]]) => [teamId, latest]));
}

/**
 * The provider is asked afresh about each unsettled order of the captain's teams (the sandbox and a missed
 * webhook alike): a charge pays the team's fee, and the team is paired from then on.
 */
export async function settleTeamFees(ctx: AppContext, teamIds: string[]): Promise<void> {
  if (teamIds.length === 0) return;
  const awaiting = await ctx.db
    .select({ teamId: teamEntryFees.teamId, status: teamEntryFees.status })
    .from(teamEntryFees)
    .where(inArray(teamEntryFees.teamId, teamIds));
  const unpaid = awaiting.filter((f) => f.status === 'awaiting_payment').map((f) => f.teamId);
  for (const order of (await latestOrders(ctx.db, unpaid)).values()) if (paymentOutcome(order.status) === 'pending') await refreshTeamOrder(ctx, order);
}

/**
 * A payment webhook naming a team fee's order, taken as a hint as for an entry's: the provider is asked and its
 * answer applied, so a replayed or forged event changes nothing it does not confirm. False when the order is not
 * a team fee's.
 */
export async function settleTeamOrder(ctx: AppContext, orderId: string): Promise<boolean> {
  const [order] = await ctx.db.select().from(teamEntryFeeOrders).where(eq(teamEntryFeeOrders.orderId, orderId));
  if (!order) return false;
  await refreshTeamOrder(ctx, order);
  return true;
}

/** The team's fee as its captain sees it, from its row and its latest order. */
export function teamFeeView(row: TeamFeeRow, latest: TeamOrderRow | undefined): TeamEntryFee {
  const order = latest ? orderView(latest) : null;
  return {
    status: row.status,
    amount: row.amount,
    currency: row.currency as Currency,
    paymentUrl: row.status === 'awaiting_payment' ? (order?.paymentUrl ?? null) : null,
    order,
    paidHow: row.paidHow,
  };
}

/** The teams' fees as their captains pay them; a team without a row pays none. */
export async function teamFees(db: Db | Tx, teamIds: string[]): Promise<Map<string, TeamEntryFee>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db.select().from(teamEntryFees).where(inArray(teamEntryFees.teamId, teamIds));
  const orders = await latestOrders(db, teamIds);
  return new Map(rows.map((row) => [row.teamId, teamFeeView(row, orders.get(row.teamId))]));
}
