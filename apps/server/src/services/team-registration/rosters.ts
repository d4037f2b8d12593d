import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlayerTitle, RosterPlayer } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { entries, teamMembers } from '../../db/schema/index.js';
import { notAwaitingPayment } from '../core/entry-fees.js';
import type { TournamentRow } from '../core/access.js';
import { tournamentRatingOf } from '../core/tournament-rating.js';

/** The rosters of the teams in board order, each player as anyone may see them. */
export async function rostersOf(db: Db | Tx, teamIds: string[], tournamentOf: (teamId: string) => TournamentRow): Promise<Map<string, RosterPlayer[]>> {
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
