import { eq } from 'drizzle-orm';
import type { ManagedTeam } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { teamInvitations, teams } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { managedTournament } from '../core/access.js';
import { feeOf } from '../core/entry-fees.js';
import { publishChange } from '../core/live/publish.js';
import type { UserRow } from '../core/sessions.js';
import { asTeamEvent, checkTakesTeams, teamOf, type TeamEvent, type TeamRow } from '../core/team-model.js';
import { teamFeeDue } from '../core/team-participants.js';
import { managedTeam } from './list.js';
import { words } from '../core/languages/message.js';

/** The team awaiting the organiser's decision, under the tournament's lock (another organiser may have decided meanwhile). */
async function awaitingTeam(tx: Tx, user: UserRow, tournamentId: string, teamId: string): Promise<{ t: TeamEvent; team: TeamRow }> {
  const t = asTeamEvent(await managedTournament(tx, user, tournamentId, { lock: true }));
  const team = await teamOf(tx, t, teamId, { lock: true });
  if (team.approval !== 'awaiting')
    throw conflict(
      team.approval === 'approved' ? words('{team} was approved already', { team: team.name }) : words('{team} was declined already', { team: team.name }),
    );
  return { t, team };
}

/**
 * POST /api/tournament/{id}/teams/{teamId}/approval: the team is entered, as an organiser may enter a team (a late
 * one into a team Swiss); with an entry fee it awaits the fee, which its captain pays from their team's page.
 */
export async function approveTeam(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string): Promise<ManagedTeam> {
  return ctx.db.transaction(async (tx) => {
    const { t, team } = await awaitingTeam(tx, user, tournamentId, teamId);
    checkTakesTeams(t);
    const now = ctx.clock();
    await tx.update(teams).set({ approval: 'approved', decidedBy: user.id, decidedAt: now, updatedAt: now }).where(eq(teams.id, team.id));
    const fee = await feeOf(tx, t);
    if (fee) await teamFeeDue(ctx, tx, team, fee);
    await publishChange(tx, t.id, 'players', null, now);
    return managedTeam(tx, t, team.id);
  });
}

/** POST /api/tournament/{id}/teams/{teamId}/decline: the team stays, out of the event, for its captain to see. */
export async function declineTeam(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string): Promise<ManagedTeam> {
  return ctx.db.transaction(async (tx) => {
    const { t, team } = await awaitingTeam(tx, user, tournamentId, teamId);
    const now = ctx.clock();
    await tx.update(teams).set({ approval: 'declined', decidedBy: user.id, decidedAt: now, updatedAt: now }).where(eq(teams.id, team.id));
    await tx.delete(teamInvitations).where(eq(teamInvitations.teamId, team.id));
    await publishChange(tx, t.id, 'players', null, now);
    return managedTeam(tx, t, team.id);
  });
}
