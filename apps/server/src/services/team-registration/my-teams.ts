import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { type MyTeam } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, teamMembers, teams, tournaments } from '../../db/schema/index.js';
import { notDeleted, type TournamentRow } from '../core/access.js';
import type { UserRow } from '../core/sessions.js';
import { settleTeamFees, teamFees } from './fee.js';
import { rosterPlayersOf } from '../core/rosters.js';

/** The caller's teams as captain or roster player, newest tournament first; their captain's unsettled fees asked afresh. */
export async function myTeams(ctx: AppContext, user: UserRow): Promise<MyTeam[]> {
  const playing = ctx.db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(entries, eq(entries.id, teamMembers.entryId))
    .where(eq(entries.userId, user.id));
  const rows = await ctx.db
    .select({ team: teams, t: tournaments })
    .from(teams)
    .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .where(and(notDeleted, or(eq(teams.captainId, user.id), inArray(teams.id, playing))))
    .orderBy(desc(tournaments.createdAt), teams.name);
  await settleTeamFees(
    ctx,
    rows.filter((r) => r.team.captainId === user.id).map((r) => r.team.id),
  );
  const teamIds = rows.map((r) => r.team.id);
  const tournamentOf = new Map<string, TournamentRow>(rows.map((r) => [r.team.id, r.t]));
  const rosters = await rosterPlayersOf(ctx.db, teamIds, (teamId) => tournamentOf.get(teamId) as TournamentRow);
  const fees = await teamFees(ctx.db, teamIds);
  return rows.map(({ team, t }) => ({
    tournamentId: t.id,
    tournamentName: t.name,
    system: t.system,
    boardsPerMatch: t.boardsPerMatch ?? 0,
    teamId: team.id,
    teamName: team.name,
    role: team.captainId === user.id ? 'captain' : 'player',
    withdrawn: team.withdrawn,
    approval: team.approval,
    roster: rosters.get(team.id) ?? [],
    fee: fees.get(team.id) ?? null,
  }));
}
