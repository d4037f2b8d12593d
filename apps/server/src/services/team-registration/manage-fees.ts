import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ManagedTeamEntryFee } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { teamEntryFeeOrders, teamEntryFeeRefunds, teamEntryFees, teams, users } from '../../db/schema/index.js';
import { ApiFailure, conflict, notFound } from '../../http/errors.js';
import { managedTournament } from '../core/access.js';
import { byFee, feeOrder, orderView, refundOf, refundView } from '../core/fee-orders.js';
import { publishChange } from '../core/live/publish.js';
import type { UserRow } from '../core/sessions.js';
import { asTeamEvent, checkTakesTeams, teamOf, type TeamEvent } from '../core/team-model.js';
import { markTeamPaid, teamFeeView, teamOrders } from './fee.js';
import { words } from '../core/languages/message.js';

/** Every team's fee of the tournament (or the one team's), as its managers see them: awaiting payment first, then by name. */
async function managedTeamFees(db: Db | Tx, t: TeamEvent, only?: string): Promise<ManagedTeamEntryFee[]> {
  const captains = alias(users, 'captains');
  const confirmers = alias(users, 'confirmers');
  const rows = await db
    .select({ fee: teamEntryFees, team: teams, captain: captains.name, confirmedBy: confirmers.name })
    .from(teamEntryFees)
    .innerJoin(teams, eq(teams.id, teamEntryFees.teamId))
    .leftJoin(captains, eq(captains.id, teams.captainId))
    .leftJoin(confirmers, eq(confirmers.id, teamEntryFees.confirmedBy))
    .where(only === undefined ? eq(teamEntryFees.tournamentId, t.id) : and(eq(teamEntryFees.tournamentId, t.id), eq(teamEntryFees.teamId, only)));
  const ids = rows.map((r) => r.team.id);
  const orders = await teamOrders(db, ids);
  const refundRows =
    ids.length === 0
      ? []
      : await db.select().from(teamEntryFeeRefunds).where(inArray(teamEntryFeeRefunds.teamId, ids)).orderBy(desc(teamEntryFeeRefunds.createdAt));
  const refunds = byFee(refundRows, (refund) => refund.teamId);
  return rows
    .sort(
      feeOrder(
        (row) => row.fee.status,
        (row) => row.team.name,
      ),
    )
    .map(({ fee, team, captain, confirmedBy }) => {
      const teamOrderRows = orders.get(team.id) ?? [];
      const { paidHow, ...asCaptainSees } = teamFeeView(fee, teamOrderRows[0]);
      return {
        ...asCaptainSees,
        teamId: team.id,
        tournamentId: t.id,
        teamName: team.name,
        captain: team.captainId === null ? null : captain,
        withdrawn: team.withdrawn,
        paidHow,
        paidAt: fee.paidAt?.toISOString() ?? null,
        confirmedBy: fee.confirmedBy === null ? null : confirmedBy,
        confirmReason: fee.confirmReason,
        orders: teamOrderRows.map(orderView),
        refunds: (refunds.get(team.id) ?? []).map(refundView),
      };
    });
}

/** Who paid, who has not, who was refunded: the tournament's managers and admins only. */
export async function listTeamFees(ctx: AppContext, user: UserRow, tournamentId: string): Promise<ManagedTeamEntryFee[]> {
  return managedTeamFees(ctx.db, asTeamEvent(await managedTournament(ctx.db, user, tournamentId)));
}

async function managedTeamFee(db: Db | Tx, t: TeamEvent, teamId: string): Promise<ManagedTeamEntryFee> {
  const [fee] = await managedTeamFees(db, t, teamId);
  return fee;
}

/**
 * A team's fee paid in hand (cash at the hall): an organiser confirms it, with the reason recorded beside their
 * name, and the team is entered as if its captain had paid online; late, as the organiser may enter a team late.
 */
export async function confirmTeamFeeByHand(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string, reason: string): Promise<ManagedTeamEntryFee> {
  return ctx.db.transaction(async (tx) => {
    const t = asTeamEvent(await managedTournament(tx, user, tournamentId, { lock: true }));
    const team = await teamOf(tx, t, teamId);
    const [fee] = await tx.select().from(teamEntryFees).where(eq(teamEntryFees.teamId, team.id)).for('update');
    if (!fee) throw notFound(words('{team} pays no entry fee', { team: team.name }));
    if (fee.status === 'paid') throw conflict(words("{team}'s entry fee is already paid", { team: team.name }));
    if (fee.status === 'refunded') throw conflict(words("{team}'s entry fee was refunded", { team: team.name }));
    checkTakesTeams(t);
    await markTeamPaid(ctx, tx, fee, { kind: 'organiser', userId: user.id, reason });
    return managedTeamFee(tx, t, team.id);
  });
}

/**
 * Gives a withdrawn team's fee back, before round 1 only, when the organiser decides to; once per team: a refund made
 * (or under way) is answered as it is, a failed one may be tried again. The provider is asked outside the
 * transaction, under our refund id, so a retry after a lost answer refunds nothing twice.
 */
export async function refundTeamFee(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string, reason: string): Promise<ManagedTeamEntryFee> {
  const t = asTeamEvent(await managedTournament(ctx.db, user, tournamentId));
  const team = await teamOf(ctx.db, t, teamId);
  const [fee] = await ctx.db.select().from(teamEntryFees).where(eq(teamEntryFees.teamId, team.id));
  if (!fee) throw notFound(words('{team} pays no entry fee', { team: team.name }));
  if (fee.status === 'refunded') return managedTeamFee(ctx.db, t, team.id);
  if (fee.status !== 'paid') throw conflict(words('{team} has not paid the entry fee; there is nothing to refund', { team: team.name }));
  if (!team.withdrawn) throw conflict(words('Withdraw {team} first: entry fees are refunded on withdrawal', { team: team.name }));
  if (t.currentRound > 0) throw conflict('Round 1 is paired: entry fees are refunded only on withdrawal before round 1');

  const failed = await ctx.db
    .select({ id: teamEntryFeeRefunds.refundId })
    .from(teamEntryFeeRefunds)
    .where(and(eq(teamEntryFeeRefunds.teamId, team.id), eq(teamEntryFeeRefunds.status, 'FAILURE')));
  const paidOrder = async () =>
    (
      await ctx.db
        .select()
        .from(teamEntryFeeOrders)
        .where(eq(teamEntryFeeOrders.orderId, fee.paidOrderId ?? ''))
    )[0];
  const refund = await refundOf(ctx, fee, paidOrder, { inHandId: `${team.id}-hand`, failedBefore: failed.length });

  const answer = await ctx.db.transaction(async (tx) => {
    const locked = asTeamEvent(await managedTournament(tx, user, tournamentId, { lock: true }));
    const [current] = await tx.select().from(teamEntryFees).where(eq(teamEntryFees.teamId, team.id)).for('update');
    const [recorded] = await tx
      .select()
      .from(teamEntryFeeRefunds)
      .where(and(eq(teamEntryFeeRefunds.teamId, team.id), ne(teamEntryFeeRefunds.status, 'FAILURE')));
    if (current.status === 'paid' && !recorded) {
      const now = ctx.clock();
      await tx
        .insert(teamEntryFeeRefunds)
        .values({ ...refund, teamId: team.id, amount: fee.amount, reason, requestedBy: user.id, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: teamEntryFeeRefunds.refundId, set: { status: refund.status, updatedAt: now } });
      if (refund.status !== 'FAILURE') {
        await tx.update(teamEntryFees).set({ status: 'refunded', updatedAt: now }).where(eq(teamEntryFees.teamId, team.id));
        await publishChange(tx, t.id, 'players', null, now);
      }
    }
    return managedTeamFee(tx, locked, team.id);
  });
  if (refund.status === 'FAILURE')
    throw new ApiFailure(502, words("The payment provider could not refund {team}'s entry fee; it stays paid. Try again later", { team: team.name }));
  return answer;
}
