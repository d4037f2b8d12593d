import { asc, eq } from 'drizzle-orm';
import type { BundleLineup, BundleMatch, BundleTeam } from '@kingside/contract';
import type { Db } from '../../db/connection.js';
import { lineupChanges, lineups, matches, teamMembers, teams } from '../../db/schema/index.js';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export interface TeamBundlePart {
  teams: BundleTeam[];
  lineups: BundleLineup[];
  lineupChanges: BundleLineup[];
  /** Each round's matches by the round's id, and each board's table by its match's id. */
  matchesOf: (roundId: string) => BundleMatch[];
  tableOf: (matchId: string | null) => number | null;
}

/** A team event's teams, rosters, matches and lineups, by pairing numbers (players') and team pairing numbers (teams'). */
export async function exportTeams(db: Db, tournamentId: string, numberOf: ReadonlyMap<string, number>): Promise<TeamBundlePart> {
  const teamRows = await db.select().from(teams).where(eq(teams.tournamentId, tournamentId)).orderBy(asc(teams.pairingNumber));
  const memberRows = await db.select().from(teamMembers).where(eq(teamMembers.tournamentId, tournamentId)).orderBy(asc(teamMembers.position));
  const matchRows = await db.select().from(matches).where(eq(matches.tournamentId, tournamentId)).orderBy(asc(matches.tableNumber));
  const lineupRows = await db.select().from(lineups).where(eq(lineups.tournamentId, tournamentId)).orderBy(asc(lineups.round), asc(lineups.teamId));
  const changeRows = await db.select().from(lineupChanges).where(eq(lineupChanges.tournamentId, tournamentId)).orderBy(asc(lineupChanges.id));
  const teamNumber = new Map(teamRows.map((t) => [t.id, t.pairingNumber]));
  const team = (id: string) => teamNumber.get(id) as number;
  const players = (ids: readonly string[]) => ids.map((id) => numberOf.get(id) as number);
  const lineup = (row: (typeof lineupRows)[number]): BundleLineup => ({
    team: team(row.teamId),
    round: row.round,
    players: players(row.entryIds),
    setAt: row.setAt.toISOString(),
    setAs: row.setAs,
  });
  const tableOf = new Map(matchRows.map((m) => [m.id, m.tableNumber]));
  return {
    teams: teamRows.map((t) => ({
      pairingNumber: t.pairingNumber,
      name: t.name,
      shortName: t.shortName,
      club: t.club,
      federation: t.federation,
      withdrawn: t.withdrawn,
      withdrawnAt: iso(t.withdrawnAt),
      roster: players(memberRows.filter((m) => m.teamId === t.id).map((m) => m.entryId)),
    })),
    lineups: lineupRows.map(lineup).sort((a, b) => a.round - b.round || a.team - b.team),
    lineupChanges: changeRows.map(lineup),
    matchesOf: (roundId) =>
      matchRows
        .filter((m) => m.roundId === roundId)
        .map((m) => ({
          table: m.tableNumber,
          whiteTeam: team(m.whiteTeamId),
          blackTeam: m.blackTeamId === null ? null : team(m.blackTeamId),
          forfeit: m.forfeit,
          forfeitAt: iso(m.forfeitAt),
        })),
    tableOf: (matchId) => (matchId === null ? null : (tableOf.get(matchId) ?? null)),
  };
}
