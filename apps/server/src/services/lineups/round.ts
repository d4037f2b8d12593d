import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlayerTitle } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { entries, lineupChanges, lineups, matches, rounds, teamMembers, teams, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { canManage, type TournamentRow } from '../core/access.js';
import type { RoundRow } from '../core/engine-model.js';
import { notAwaitingPayment } from '../core/entry-fees.js';
import type { UserRow } from '../core/sessions.js';
import { type LineupRow, type MatchRow, type TeamEvent, type TeamRow } from '../core/team-model.js';
import { tournamentRatingOf } from '../core/tournament-rating.js';
import { defaultLineup, type RosterMember } from './rules.js';
import { words } from '../core/languages/message.js';

// A team round as every lineup call reads it: the tournament, who is calling (an arbiter, a captain), the round's
// matches, each team's roster and the lineups set.

export interface Caller {
  user: UserRow;
  manager: boolean;
  /** The teams of the tournament the caller captains. */
  captainOf: Set<string>;
}

export interface LineupRosterMember extends RosterMember {
  pairingNumber: number;
  title: PlayerTitle | null;
  rating: number;
}

export interface LineupRound {
  t: TeamEvent;
  round: RoundRow;
  /** By table. */
  matches: MatchRow[];
  teams: Map<string, TeamRow>;
  /** Team id → its roster in board order; registrations awaiting their fee are not participants and are left out. */
  rosters: Map<string, LineupRosterMember[]>;
  lineups: Map<string, LineupRow>;
}

export async function callerOf(db: Db | Tx, user: UserRow, t: TournamentRow): Promise<Caller> {
  const captained = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, t.id), eq(teams.captainId, user.id)));
  return { user, manager: await canManage(db, user, t), captainOf: new Set(captained.map((team) => team.id)) };
}

export async function loadLineupRound(db: Db | Tx, t: TeamEvent, number: number): Promise<LineupRound> {
  const [round] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, t.id), eq(rounds.number, number)));
  if (!round) throw notFound(words('Round {round} is not paired yet', { round: number }));
  const matchRows = await db.select().from(matches).where(eq(matches.roundId, round.id)).orderBy(asc(matches.tableNumber));
  const teamRows = await db.select().from(teams).where(eq(teams.tournamentId, t.id));
  const memberRows = await db
    .select({ teamId: teamMembers.teamId, position: teamMembers.position, entry: entries })
    .from(teamMembers)
    .innerJoin(entries, eq(entries.id, teamMembers.entryId))
    .where(and(eq(teamMembers.tournamentId, t.id), notAwaitingPayment))
    .orderBy(asc(teamMembers.position));
  const rosters = new Map<string, LineupRosterMember[]>();
  for (const { teamId, position, entry } of memberRows) {
    rosters.set(teamId, [
      ...(rosters.get(teamId) ?? []),
      {
        entryId: entry.id,
        position,
        name: entry.name,
        available: !entry.withdrawn,
        pairingNumber: entry.pairingNumber,
        title: entry.title ? (entry.title as PlayerTitle) : null,
        rating: tournamentRatingOf(entry, t),
      },
    ]);
  }
  const lineupRows = await db
    .select()
    .from(lineups)
    .where(and(eq(lineups.tournamentId, t.id), eq(lineups.round, number)));
  return {
    t,
    round,
    matches: matchRows,
    teams: new Map(teamRows.map((team) => [team.id, team])),
    rosters,
    lineups: new Map(lineupRows.map((l) => [l.teamId, l])),
  };
}

/** Who plays for the team: its lineup, or without one its first N available players. */
export function playersOf(r: LineupRound, teamId: string): string[] {
  return r.lineups.get(teamId)?.entryIds ?? defaultLineup(r.rosters.get(teamId) ?? [], r.t.boardsPerMatch);
}

/** The match of the round the team is in (its pairing-allocated bye too), or null when it was not paired. */
export function matchOf(r: LineupRound, teamId: string): MatchRow | null {
  return r.matches.find((m) => m.whiteTeamId === teamId || m.blackTeamId === teamId) ?? null;
}

/** Every lineup set for the round, oldest first, with the names of those who set them. */
export async function lineupHistory(db: Db | Tx, t: TournamentRow, round: number, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: lineupChanges.teamId,
      entryIds: lineupChanges.entryIds,
      setAs: lineupChanges.setAs,
      setAt: lineupChanges.setAt,
      setBy: users.name,
    })
    .from(lineupChanges)
    .leftJoin(users, eq(users.id, lineupChanges.setBy))
    .where(and(eq(lineupChanges.tournamentId, t.id), eq(lineupChanges.round, round), inArray(lineupChanges.teamId, teamIds)))
    .orderBy(asc(lineupChanges.id));
}

/** Managers may read every lineup; anyone else signed in only those of the teams they captain. */
export function refuseStranger(caller: Caller): void {
  if (!caller.manager && caller.captainOf.size === 0) throw forbidden("Only the tournament's arbiters and the teams' captains see the lineups");
}

/** A team as the lineups and the pairings name it. */
export const teamRefOf = (team: TeamRow) => ({ id: team.id, pairingNumber: team.pairingNumber, name: team.name, shortName: team.shortName });
