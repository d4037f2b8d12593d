import { desc, eq, inArray } from 'drizzle-orm';
import type { Currency, TeamEntryFee } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { teamEntryFeeOrders, teamEntryFees } from '../../db/schema/index.js';
import { paymentOutcome, type PaymentOrder, type PaymentStatus } from '../../integrations/payments/provider.js';
import { newOrderId, type Fee } from '../core/entry-fees.js';
import { publishChange } from '../core/live/publish.js';
import { askProvider } from '../core/payment-provider.js';
import type { UserRow } from '../core/sessions.js';

type TeamOrderRow = typeof teamEntryFeeOrders.$inferSelect;

/** Where the captain's browser comes back after paying: their teams page, which asks how it went. */
export type TeamReturnUrl = (orderId: string) => string;

export interface NewTeamOrder {
  orderId: string;
  fee: Fee;
  order: PaymentOrder;
}

/** Asked for before anything is written, so a provider that is down changes nothing (503). */
export async function createTeamOrder(ctx: AppContext, captain: UserRow, fee: Fee, returnUrl: TeamReturnUrl, description: string): Promise<NewTeamOrder> {
  const orderId = newOrderId();
  const order = await askProvider('the payment order', () =>
    ctx.payments.createPaymentOrder({
      orderId,
      amount: fee.amount,
      currency: fee.currency,
      customer: { id: captain.id, email: captain.email },
      returnUrl: returnUrl(orderId),
      description,
    }),
  );
  return { orderId, fee, order };
}

/** The team's fee awaiting payment, with its first order. */
export async function recordTeamFee(ctx: AppContext, tx: Tx, team: { id: string; tournamentId: string }, newOrder: NewTeamOrder): Promise<void> {
  const now = ctx.clock();
  await tx
    .insert(teamEntryFees)
    .values({ teamId: team.id, tournamentId: team.tournamentId, ...newOrder.fee, status: 'awaiting_payment', createdAt: now, updatedAt: now });
  await recordTeamOrder(ctx, tx, team.id, 1, newOrder);
}

/** One payment order of the team's fee, its attempt-th (unique per team, so two requests cannot both make it). */
export async function recordTeamOrder(ctx: AppContext, db: Db | Tx, teamId: string, attempt: number, { orderId, fee, order }: NewTeamOrder): Promise<void> {
  const now = ctx.clock();
  await db.insert(teamEntryFeeOrders).values({
    orderId,
    teamId,
    attempt,
    provider: ctx.payments.name,
    reference: order.reference,
    status: order.status,
    paymentUrl: order.paymentUrl,
    amount: fee.amount,
    currency: fee.currency,
    createdAt: now,
    updatedAt: now,
  });
}

/** Records the order's status as the provider gave it; a charged order pays the team's fee (once). */
export async function applyTeamOrderStatus(ctx: AppContext, order: TeamOrderRow, status: PaymentStatus): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    await tx.update(teamEntryFeeOrders).set({ status, updatedAt: now }).where(eq(teamEntryFeeOrders.orderId, order.orderId));
    if (paymentOutcome(status) !== 'success') return;
    const [fee] = await tx.select().from(teamEntryFees).where(eq(teamEntryFees.teamId, order.teamId)).for('update');
    if (fee.status !== 'awaiting_payment') return;
    await tx
      .update(teamEntryFees)
      .set({ status: 'paid', paidOrderId: order.orderId, paidAt: now, updatedAt: now })
      .where(eq(teamEntryFees.teamId, order.teamId));
    // Paid, the team is a participant: the public team list and the pairing see it from now on.
    await publishChange(tx, fee.tournamentId, 'players', null, now);
  });
}

/** Every team's latest order, by team. */
export async function latestOrders(db: Db | Tx, teamIds: string[]): Promise<Map<string, TeamOrderRow>> {
  const latest = new Map<string, TeamOrderRow>();
  if (teamIds.length === 0) return latest;
  const rows = await db.select().from(teamEntryFeeOrders).where(inArray(teamEntryFeeOrders.teamId, teamIds)).orderBy(desc(teamEntryFeeOrders.attempt));
  for (const row of rows) if (!latest.has(row.teamId)) latest.set(row.teamId, row);
  return latest;
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
  for (const order of (await latestOrders(ctx.db, unpaid)).values()) {
    if (paymentOutcome(order.status) !== 'pending') continue;
    const answer = await askProvider('the status question', () => ctx.payments.paymentStatus({ orderId: order.orderId, reference: order.reference }));
    if (answer !== null && answer.status !== order.status) await applyTeamOrderStatus(ctx, order, answer.status);
  }
}

/**
 * A payment webhook naming a team fee's order, taken as a hint as for an entry's: the provider is asked and its
 * answer applied, so a replayed or forged event changes nothing it does not confirm. False when the order is not
 * a team fee's.
 */
export async function settleTeamOrder(ctx: AppContext, orderId: string): Promise<boolean> {
  const [order] = await ctx.db.select().from(teamEntryFeeOrders).where(eq(teamEntryFeeOrders.orderId, orderId));
  if (!order) return false;
  const answer = await askProvider('the status question', () => ctx.payments.paymentStatus({ orderId: order.orderId, reference: order.reference }));
  if (answer !== null && answer.status !== order.status) await applyTeamOrderStatus(ctx, order, answer.status);
  return true;
}

/** The teams' fees as their captains pay them; a team without a row pays none. */
export async function teamFees(db: Db | Tx, teamIds: string[]): Promise<Map<string, TeamEntryFee>> {
  const fees = new Map<string, TeamEntryFee>();
  if (teamIds.length === 0) return fees;
  const rows = await db.select().from(teamEntryFees).where(inArray(teamEntryFees.teamId, teamIds));
  const orders = await latestOrders(db, teamIds);
  for (const row of rows) {
    const order = orders.get(row.teamId);
    const payable = row.status === 'awaiting_payment' && order !== undefined && paymentOutcome(order.status) === 'pending';
    fees.set(row.teamId, { status: row.status, amount: row.amount, currency: row.currency as Currency, paymentUrl: payable ? order.paymentUrl : null });
  }
  return fees;
}
