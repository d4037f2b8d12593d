import { eq } from 'drizzle-orm';
import type { Currency, TeamEntryFee } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { teamEntryFees } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { Fee } from '../core/entry-fees.js';
import { createOrder, payAgain } from '../core/fee-orders.js';
import type { UserRow } from '../core/sessions.js';
import { loadTeamEvent, teamOf } from '../core/team-model.js';
import { latestOrders, recordTeamOrder, refreshTeamOrder, teamFees, type TeamReturnUrl } from './fee.js';
import { words } from '../core/languages/message.js';

const feeNow = async (ctx: AppContext, teamId: string): Promise<TeamEntryFee> => (await teamFees(ctx.db, [teamId])).get(teamId) as TeamEntryFee;

/**
 * The captain pays the team's fee (again), as a player pays theirs: while the latest order may still be paid, it is
 * answered; a new order (the next attempt) is made only once the latest failed or the provider does not know it. A
 * paid fee answers as it is. Only before round 1 is paired, when a registered team may still join.
 */
export async function payTeamFee(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string, returnUrl: TeamReturnUrl): Promise<TeamEntryFee> {
  const t = await loadTeamEvent(ctx.db, tournamentId);
  const team = await teamOf(ctx.db, t, teamId);
  if (team.captainId !== user.id) throw forbidden("Only the team's captain pays its entry fee");
  const [row] = await ctx.db.select().from(teamEntryFees).where(eq(teamEntryFees.teamId, team.id));
  if (!row) throw notFound(words('{team} pays no entry fee', { team: team.name }));
  if (row.status !== 'awaiting_payment') return feeNow(ctx, team.id);
  if (t.finishedAt) throw conflict('The tournament has finished');
  if (t.currentRound > 0) throw conflict('Round 1 is already paired; ask the organiser to enter your team');
  const fee: Fee = { amount: row.amount, currency: row.currency as Currency };
  await payAgain({
    latest: (await latestOrders(ctx.db, [team.id])).get(team.id),
    refresh: (order) => refreshTeamOrder(ctx, order),
    create: () => createOrder(ctx, user, fee, returnUrl, `Team entry fee: ${t.name}`),
    record: (attempt, order) => recordTeamOrder(ctx, ctx.db, team.id, attempt, order),
    latestAttempt: async () => (await latestOrders(ctx.db, [team.id])).get(team.id)?.attempt,
  });
  return feeNow(ctx, team.id);
}
