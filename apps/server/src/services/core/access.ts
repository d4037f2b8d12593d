import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection.js';
import { clubManagers, tournaments } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from './sessions.js';

export type TournamentRow = typeof tournaments.$inferSelect;

/** A deleted tournament (services/privacy) answers 404 everywhere: every read of tournaments adds this. */
export const notDeleted = isNull(tournaments.deletedAt);

/** The tournament unless it is missing or deleted (404), for public reads that start from its id. */
export async function liveTournament(db: Db | Tx, id: string): Promise<TournamentRow> {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, id), notDeleted));
  if (!row) throw notFound('Tournament not found');
  return row;
}

/**
 * Who manages which tournament (ARCHITECTURE "Behaviour every part keeps"): an admin all, an
 * organiser their own and those of the clubs they manage, a player none.
 */
export function managedBy(user: UserRow): SQL | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role !== 'organiser') return sql`false`;
  // Spelled out: drizzle leaves columns unqualified inside sql``, where the subquery would capture them.
  return sql`("tournaments"."owner_id" = ${user.id} OR EXISTS (
    SELECT 1 FROM club_managers cm WHERE cm.club_id = "tournaments"."club_id" AND cm.user_id = ${user.id}))`;
}

export async function managesClub(db: Db | Tx, user: UserRow, clubId: string): Promise<boolean> {
  if (user.role === 'admin') return true;
  const [row] = await db
    .select({ clubId: clubManagers.clubId })
    .from(clubManagers)
    .where(and(eq(clubManagers.clubId, clubId), eq(clubManagers.userId, user.id)));
  return row !== undefined;
}

export async function canManage(db: Db | Tx, user: UserRow, tournament: TournamentRow): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'organiser') return false;
  if (tournament.ownerId === user.id) return true;
  return tournament.clubId !== null && managesClub(db, user, tournament.clubId);
}

/**
 * The tournament, if the user manages it: 404 when there is none, 403 when it is someone else's.
 * With `lock`, the row stays locked until the transaction ends (SELECT … FOR UPDATE), so every change
 * of one tournament's state happens one at a time, on every instance.
 */
export async function managedTournament(db: Db | Tx, user: UserRow, id: string, { lock = false } = {}): Promise<TournamentRow> {
  const query = db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, id), notDeleted));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Tournament not found');
  if (!(await canManage(db, user, row))) throw forbidden('You do not manage this tournament');
  return row;
}
