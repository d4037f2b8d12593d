import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { rosterRating } from '@kingside/engine';
import type { ManagedTeam, ManagedTeamsList, PublicTeam, TeamsList } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { entries, teamEntryFees, teams, users } from '../../db/schema/index.js';
import { rosterPlayersOf, rostersFixed } from '../core/rosters.js';
import type { TeamEvent } from '../core/team-model.js';
import { participates } from '../core/team-participants.js';

/**
 * The teams as managers see them, by team pairing number, with the organiser's approval and where each team's entry
 * fee stands; the public list is the same without the captains' emails, approvals and fees, and without the teams
 * awaiting approval or their fee, or declined (registered, not participants). Registrations awaiting their entry fee are not players yet, so they are
 * left out of the rosters (as the engine's model leaves them out).
 */
export async function managedTeams(db: Db | Tx, t: TeamEvent, only?: string): Promise<ManagedTeamsList> {
  const teamRows = await db
    .select({ team: teams, captainName: users.name, captainEmail: users.email, feeStatus: teamEntryFees.status })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.captainId))
    .leftJoin(teamEntryFees, eq(teamEntryFees.teamId, teams.id))
    .where(only === undefined ? eq(teams.tournamentId, t.id) : and(eq(teams.tournamentId, t.id), eq(teams.id, only)))
    .orderBy(asc(teams.pairingNumber));
  const captainIds = teamRows.flatMap(({ team }) => (team.captainId === null ? [] : [team.captainId]));
  // A captain who plays in the event is known by their entry's name, as the pairings show it.
  const playingCaptains =
    captainIds.length === 0
      ? []
      : await db
          .select({ userId: entries.userId, name: entries.name })
          .from(entries)
          .where(and(eq(entries.tournamentId, t.id), isNotNull(entries.userId), inArray(entries.userId, captainIds)));
  const entryNameOf = new Map(playingCaptains.map((c) => [c.userId as string, c.name]));

  const rosterOf = await rosterPlayersOf(
    db,
    teamRows.map(({ team }) => team.id),
    () => t,
  );
  return {
    boardsPerMatch: t.boardsPerMatch,
    rostersFixed: rostersFixed(t),
    teams: teamRows.map(({ team, captainName, captainEmail, feeStatus }): ManagedTeam => {
      const roster = rosterOf.get(team.id) ?? [];
      return {
        id: team.id,
        pairingNumber: team.pairingNumber,
        name: team.name,
        shortName: team.shortName,
        club: team.club,
        federation: team.federation,
        rating: Math.round(
          rosterRating(
            roster.map((p) => p.rating),
            t.boardsPerMatch,
          ),
        ),
        withdrawn: team.withdrawn,
        captain: team.captainId === null ? null : (entryNameOf.get(team.captainId) ?? captainName),
        captainEmail,
        approval: team.approval,
        feeStatus,
        roster,
      };
    }),
  };
}

export const publicTeamOf = ({ captainEmail: _email, approval: _approval, feeStatus: _fee, ...team }: ManagedTeam): PublicTeam => team;

export async function publicTeams(db: Db | Tx, t: TeamEvent): Promise<TeamsList> {
  const list = await managedTeams(db, t);
  return { ...list, teams: list.teams.filter(participates).map(publicTeamOf) };
}

/** One team as managers see it. */
export async function managedTeam(db: Db | Tx, t: TeamEvent, teamId: string): Promise<ManagedTeam> {
  const {
    teams: [team],
  } = await managedTeams(db, t, teamId);
  return team;
}
