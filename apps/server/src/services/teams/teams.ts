import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { isSwissSystem, type CreateTeam, type ManagedTeam, type ManagedTeamsList, type TeamsList, type UpdateTeam } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { rounds, teams } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { liveTournament, managedTournament } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import { insertTeam, renumberTeams } from '../core/rosters.js';
import { captainIdOf } from './captain.js';
import { managedTeam, managedTeams, publicTeams } from './list.js';
import { rostersFixed } from '../core/rosters.js';
import { asTeamEvent, teamOf, type TeamEvent } from '../core/team-model.js';

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
  if (other) throw conflict(`A team named ${other.name} is already in this tournament`, 'name');
}

/** Teams come in as players do: a team Swiss takes late teams until its last round is paired, a round robin none once round 1 is. */
function checkTakesTeams(t: TeamEvent): void {
  if (t.finishedAt) throw conflict('The tournament has finished; its teams can no longer change');
  if (!isSwissSystem(t.system) && t.currentRound > 0) throw conflict('A team round robin takes no teams once round 1 is paired; revert round 1 first');
  if (t.currentRound >= t.totalRounds) throw conflict(`All ${t.totalRounds} rounds are paired; a late team would have no round to play`);
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
    const withdrawal =
      body.withdrawn === undefined || body.withdrawn === team.withdrawn ? {} : await withdrawalChange(tx, t, team.withdrawnAt, body.withdrawn, now);
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
 * by bringing it back).
 */
async function withdrawalChange(tx: Tx, t: TeamEvent, withdrawnAt: Date | null, withdrawn: boolean, now: Date) {
  if (withdrawn) return { withdrawn, withdrawnAt: now };
  const [last] = await tx.select().from(rounds).where(eq(rounds.tournamentId, t.id)).orderBy(desc(rounds.number)).limit(1);
  if (last && withdrawnAt !== null && last.pairedAt > withdrawnAt)
    throw conflict(`The team was withdrawn before round ${last.number} was paired without it, so it cannot come back`, 'withdrawn');
  return { withdrawn, withdrawnAt: null };
}

/** Only before round 1 is paired: after that the team has matches and its pairing number is the event's record. Its players stay entered. */
export async function removeTeam(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string): Promise<ManagedTeamsList> {
  return ctx.db.transaction(async (tx) => {
    const t = asTeamEvent(await managedTournament(tx, user, tournamentId, { lock: true }));
    const team = await teamOf(tx, t, teamId, { lock: true });
    if (rostersFixed(t)) throw conflict(`Round 1 is paired, so ${team.name} stays in the event; withdraw it instead`);
    await tx.delete(teams).where(eq(teams.id, team.id));
    await renumberTeams(tx, t.id);
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    return managedTeams(tx, t);
  });
}
