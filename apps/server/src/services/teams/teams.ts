import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type CreateTeam, type ManagedTeam, type ManagedTeamsList, type TeamsList, type UpdateTeam } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { rounds, teamEntryFees, teams } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { liveTournament, managedTournament } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import { insertTeam, renumberTeams } from '../core/rosters.js';
import { captainIdOf } from './captain.js';
import { managedTeam, managedTeams, publicTeams } from './list.js';
import { rostersFixed } from '../core/rosters.js';
import { asTeamEvent, checkTakesTeams, teamOf, type TeamEvent, type TeamRow } from '../core/team-model.js';
import { words } from '../core/languages/message.js';

export async function listTeams(ctx: AppContext, tournamentId: string): Promise<TeamsList> {
  return publicTeams(ctx.db, asTeamEvent(await liveTournament(ctx.db, tournamentId)));
}

export async function listManagedTeams(ctx: AppContext, user: UserRow, tournamentId: string): Promise<ManagedTeamsList> {
  return managedTeams(ctx.db, asTeamEvent(await managedTournament(ctx.db, user, tournamentId)));
}

/** A team's name is its own in the tournament, whatever the case it is typed in (pairing sheets tell teams apart by it). */
async function checkNameFree(tx: Tx, t: TeamEvent, name: string, except?: string): Promise<void> {
  const same = and(eq(teams.tournamentId, t.id), sql`lower(${teams.name}) = lower(${name})`);
  const [other] = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(except === undefined ? same : and(same, ne(teams.id, except)));
  if (other) throw conflict(words('A team named {team} is already in this tournament', { team: other.name }), 'name');
}

export async function createTeam(ctx: AppContext, user: UserRow, tournamentId: string, body: CreateTeam): Promise<ManagedTeam> {
  return ctx.db.transaction(async (tx) => {
    const t = asTeamEvent(await managedTournament(tx, user, tournamentId, { lock: true }));
    checkTakesTeams(t);
    await checkNameFree(tx, t, body.name);
    const captainId = await captainIdOf(tx, body.captainEmail ?? null);
    const now = ctx.clock();
    const { captainEmail: _email, ...fields } = body;
    const team = await insertTeam(tx, t.id, { ...fields, captainId }, now);
    await renumberTeams(tx, t.id);
    await publishChange(tx, t.id, 'players', null, now);
    return managedTeam(tx, t, team.id);
  });
}

export async function updateTeam(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string, body: UpdateTeam): Promise<ManagedTeam> {
  return ctx.db.transaction(async (tx) => {
    const t = asTeamEvent(await managedTournament(tx, user, tournamentId, { lock: true }));
    if (t.finishedAt) throw conflict('The tournament has finished; its teams can no longer change');
    const team = await teamOf(tx, t, teamId, { lock: true });
    if (body.name !== undefined) await checkNameFree(tx, t, body.name, team.id);
    const now = ctx.clock();
    const withdrawal = body.withdrawn === undefined || body.withdrawn === team.withdrawn ? {} : await withdrawalChange(tx, t, team, body.withdrawn, now);
    await tx
      .update(teams)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.shortName === undefined ? {} : { shortName: body.shortName ?? '' }),
        ...(body.club === undefined ? {} : { club: body.club }),
        ...(body.federation === undefined ? {} : { federation: body.federation }),
        ...(body.captainEmail === undefined ? {} : { captainId: await captainIdOf(tx, body.captainEmail) }),
        ...withdrawal,
        updatedAt: now,
      })
      .where(eq(teams.id, team.id));
    // Names break ties of team rating.
    if (body.name !== undefined) await renumberTeams(tx, t.id);
    await publishChange(tx, t.id, 'players', null, now);
    return managedTeam(tx, t, team.id);
  });
}

/**
 * A withdrawn team is left out of the pairing from the next round on; its matches so far stand. Coming back is
 * allowed while no round has been paired since the withdrawal (a round paired without the team cannot be undone
 * by bringing it back), and not once its entry fee was given back.
 */
async function withdrawalChange(tx: Tx, t: TeamEvent, team: TeamRow, withdrawn: boolean, now: Date) {
  if (withdrawn) return { withdrawn, withdrawnAt: now };
  const [fee] = await tx.select({ status: teamEntryFees.status }).from(teamEntryFees).where(eq(teamEntryFees.teamId, team.id));
  if (fee?.status === 'refunded')
    throw conflict(words("{team}'s entry fee was refunded, so it cannot come back into the tournament", { team: team.name }), 'withdrawn');
  const { withdrawnAt } = team;
  const [last] = await tx.select().from(rounds).where(eq(rounds.tournamentId, t.id)).orderBy(desc(rounds.number)).limit(1);
  if (last && withdrawnAt !== null && last.pairedAt > withdrawnAt)
    throw conflict(words('The team was withdrawn before round {round} was paired without it, so it cannot come back', { round: last.number }), 'withdrawn');
  return { withdrawn, withdrawnAt: null };
}

/** Only before round 1 is paired: after that the team has matches and its pairing number is the event's record. Its players stay entered. */
export async function removeTeam(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string): Promise<ManagedTeamsList> {
  return ctx.db.transaction(async (tx) => {
    const t = asTeamEvent(await managedTournament(tx, user, tournamentId, { lock: true }));
    const team = await teamOf(tx, t, teamId, { lock: true });
    if (rostersFixed(t)) throw conflict(words('Round 1 is paired, so {team} stays in the event; withdraw it instead', { team: team.name }));
    await tx.delete(teams).where(eq(teams.id, team.id));
    await renumberTeams(tx, t.id);
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    return managedTeams(tx, t);
  });
}
