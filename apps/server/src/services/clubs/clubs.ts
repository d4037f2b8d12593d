import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Club } from '@kingside/contract';
import type { z } from 'zod';
import type { createClubBody, clubMemberships } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { clubManagers, clubs, tournaments, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { UserRow } from '../accounts/sessions.js';
import { normalizeEmail } from '../accounts/users.js';
import { notDeleted } from '../tournaments/access.js';
import { toApi, tournamentSummaryColumns } from '../tournaments/tournaments.js';

type ClubRow = typeof clubs.$inferSelect;

async function withManagers(ctx: AppContext, rows: ClubRow[]): Promise<Club[]> {
  if (rows.length === 0) return [];
  const managers = await ctx.db
    .select({ clubId: clubManagers.clubId, id: users.id, name: users.name, email: users.email })
    .from(clubManagers)
    .innerJoin(users, eq(users.id, clubManagers.userId))
    .where(
      inArray(
        clubManagers.clubId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    federation: row.federation,
    managers: managers.filter((m) => m.clubId === row.id).map(({ id, name, email }) => ({ id, name, email })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An organiser's club: its creator manages it, with the other organisers named by email. */
export async function createClub(ctx: AppContext, user: UserRow, body: z.output<typeof createClubBody>): Promise<Club> {
  if (user.role === 'player') throw forbidden('Only organisers and admins create clubs');
  const emails = [...new Set(body.managers.map(normalizeEmail))];
  const others = emails.length === 0 ? [] : await ctx.db.select().from(users).where(inArray(users.email, emails));
  for (const email of emails) {
    const other = others.find((u) => u.email === email);
    if (!other) throw badRequest(`managers: no account has the email ${email}`, 'managers');
    if (other.role === 'player') throw badRequest(`managers: ${email} is a player account; only organisers manage clubs`, 'managers');
  }
  const club = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clubs)
      .values({ name: body.name, city: body.city ?? null, federation: body.federation ?? null, createdBy: user.id, createdAt: ctx.clock() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('A club with this name already exists', 'name');
    const managerIds = new Set([...(user.role === 'organiser' ? [user.id] : []), ...others.map((u) => u.id)]);
    if (managerIds.size > 0) await tx.insert(clubManagers).values([...managerIds].map((userId) => ({ clubId: row.id, userId })));
    return row;
  });
  const [answer] = await withManagers(ctx, [club]);
  return answer;
}

/** spec §3 clubsList: the clubs the user manages (every club, for an admin), each with its tournaments. */
export async function clubMembershipsOf(ctx: AppContext, user: UserRow): Promise<z.infer<typeof clubMemberships>> {
  if (user.role === 'player') throw forbidden('Only organisers and admins manage clubs');
  const rows =
    user.role === 'admin'
      ? await ctx.db.select().from(clubs).orderBy(asc(clubs.name))
      : await ctx.db
          .select()
          .from(clubs)
          .where(sql`EXISTS (SELECT 1 FROM club_managers cm WHERE cm.club_id = "clubs"."id" AND cm.user_id = ${user.id})`)
          .orderBy(asc(clubs.name));
  const answer = await withManagers(ctx, rows);
  if (answer.length === 0) return [];
  const clubTournaments = await ctx.db
    .select(tournamentSummaryColumns)
    .from(tournaments)
    .where(
      and(
        inArray(
          tournaments.clubId,
          answer.map((club) => club.id),
        ),
        notDeleted,
      ),
    )
    .orderBy(sql`${tournaments.createdAt} DESC`);
  return answer.map((club) => ({
    ...club,
    tournaments: clubTournaments.filter((row) => row.tournament.clubId === club.id).map(toApi),
  }));
}
