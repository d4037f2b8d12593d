import { and, eq } from 'drizzle-orm';
import { isTeamSystem } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { teams, tournaments } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { canManage, notDeleted, type TournamentRow } from '../core/access.js';
import type { UserRow } from '../core/sessions.js';
import type { TeamRow } from '../core/team-model.js';

/** A tournament whose registration is by teams: a team event, with its boards per match. */
export type TeamEvent = TournamentRow & { boardsPerMatch: number };

export async function teamEventRow(db: Db | Tx, tournamentId: string, { lock = false } = {}): Promise<TeamEvent> {
  const query = db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  const [t] = lock ? await query.for('update') : await query;
  if (!t) throw notFound('Tournament not found');
  if (!isTeamSystem(t.system) || t.boardsPerMatch === null) throw conflict(`${t.name} is not a team event: players register themselves, not teams`);
  return t as TeamEvent;
}

export async function teamOf(db: Db | Tx, t: Pick<TournamentRow, 'id'>, teamId: string): Promise<TeamRow> {
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.tournamentId, t.id)));
  if (!team) throw notFound('Team not found in this tournament');
  return team;
}

/** The team's captain, or whoever manages the tournament (403 for anyone else). */
export async function checkCaptainOrManager(db: Db | Tx, user: UserRow, t: TournamentRow, team: TeamRow): Promise<void> {
  if (team.captainId === user.id || (await canManage(db, user, t))) return;
  throw forbidden(`Only the captain of ${team.name} or the tournament's organisers manage its invitation links`);
}
