import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { PlayerTitle, RosterPlayer } from '@kingside/contract';
import { rosterRating } from '@kingside/engine';
import type { Db, Tx } from '../../db/connection.js';
import { entries, teamMembers, teams, tournaments } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { notAwaitingPayment } from './entry-fees.js';
import { tournamentRatingOf } from './tournament-rating.js';
import type { TournamentRow } from './access.js';
import type { TeamRow } from './team-model.js';
import { words } from './languages/message.js';

// Rosters and team pairing numbers: what every way of entering a team (by hand, from a file, a captain's
// registration, an invited player joining) goes through, so the rules hold however a player got there.

/** Round 1 is paired: FIDE team practice keeps every roster's board order from then on. */
export const rostersFixed = (t: Pick<TournamentRow, 'currentRound'>) => t.currentRound > 0;

/**
 * Puts an entry at the end of a team's roster (a new reserve). An entry plays for one team only; a roster is
 * fixed once round 1 is paired (FIDE team practice: the board order is set before round 1 and kept), so a player
 * added later can only join as the last reserve, which this is.
 */
export async function appendToRoster(tx: Tx, team: Pick<TeamRow, 'id' | 'tournamentId' | 'name'>, entryId: string): Promise<void> {
  const [other] = await tx
    .select({ name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.entryId, entryId));
  if (other) throw conflict(words('The player is already on the roster of {team}', { team: other.name }));
  const [{ last }] = await tx
    .select({ last: max(teamMembers.position) })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, team.id));
  await tx.insert(teamMembers).values({ teamId: team.id, tournamentId: team.tournamentId, entryId, position: (last ?? 0) + 1 });
}

/** What a new team is entered with (the name unique in its tournament). */
export interface NewTeam {
  name: string;
  shortName?: string;
  club?: string | null;
  federation?: string | null;
  captainId?: string | null;
}

/** Enters a team with an empty roster, numbered after the others until renumberTeams orders them by rating. */
export async function insertTeam(tx: Tx, tournamentId: string, team: NewTeam, now: Date): Promise<TeamRow> {
  const [{ last }] = await tx
    .select({ last: max(teams.pairingNumber) })
    .from(teams)
    .where(eq(teams.tournamentId, tournamentId));
  const [row] = await tx
    .insert(teams)
    .values({ tournamentId, pairingNumber: (last ?? 0) + 1, ...team, shortName: team.shortName ?? '', createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/**
 * Gives teams their pairing numbers (C.04.6 art. 1.1: the teams in order, strongest first): by team rating (the
 * average of the first N boards' tournament ratings, engine `teamRating`), then by name. Only until round 1 is
 * paired; after that the numbers are the event's record and stay.
 */
export async function renumberTeams(tx: Tx, tournamentId: string): Promise<void> {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (t.currentRound > 0 || t.boardsPerMatch === null) return;
  const teamRows = await tx.select().from(teams).where(eq(teams.tournamentId, tournamentId));
  const members = await tx
    .select({ teamId: teamMembers.teamId, entry: entries })
    .from(teamMembers)
    .innerJoin(entries, eq(entries.id, teamMembers.entryId))
    .where(eq(teamMembers.tournamentId, tournamentId))
    .orderBy(asc(teamMembers.position));
  const ratingOf = new Map(
    teamRows.map((team) => {
      const ratings = members.filter((m) => m.teamId === team.id).map((m) => tournamentRatingOf(m.entry, t));
      return [team.id, rosterRating(ratings, t.boardsPerMatch as number)];
    }),
  );
  const ordered = [...teamRows].sort((a, b) => (ratingOf.get(b.id) as number) - (ratingOf.get(a.id) as number) || a.name.localeCompare(b.name, 'en'));
  for (const [index, team] of ordered.entries()) {
    if (team.pairingNumber !== index + 1)
      await tx
        .update(teams)
        .set({ pairingNumber: index + 1 })
        .where(eq(teams.id, team.id));
  }
}

/**
 * The rosters of the teams in board order, each player as anyone may see them, rated as the team's tournament rates
 * them. Registrations awaiting their entry fee are not players yet: left out, as the engine's model leaves them out.
 */
export async function rosterPlayersOf(db: Db | Tx, teamIds: string[], tournamentOf: (teamId: string) => TournamentRow): Promise<Map<string, RosterPlayer[]>> {
  const byTeam = new Map<string, RosterPlayer[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({ teamId: teamMembers.teamId, position: teamMembers.position, entry: entries })
    .from(teamMembers)
    .innerJoin(entries, eq(entries.id, teamMembers.entryId))
    .where(and(inArray(teamMembers.teamId, teamIds), notAwaitingPayment))
    .orderBy(asc(teamMembers.position));
  for (const { teamId, position, entry } of rows) {
    const player: RosterPlayer = {
      entryId: entry.id,
      pairingNumber: entry.pairingNumber,
      position,
      name: entry.name,
      title: entry.title ? (entry.title as PlayerTitle) : null,
      rating: tournamentRatingOf(entry, tournamentOf(teamId)),
      federation: entry.federation,
      withdrawn: entry.withdrawn,
    };
    byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), player]);
  }
  return byTeam;
}
