import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Club } from '@kingside/contract';
import type { z } from 'zod';
import type { createClubBody, clubMemberships } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { clubManagers, clubs, tournaments, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import type { Message } from '../core/languages/message.js';
import { inviteesOf, invitationMessage, mailInvitations, pendingInvitations, recordInvitations, takeInvitationAllowance } from './invitations.js';
import { managesClub, notDeleted } from '../core/access.js';
import { toApi, tournamentSummaryColumns } from '../core/tournament-summary.js';

type ClubRow = typeof clubs.$inferSelect;

async function withManagers(ctx: AppContext, rows: ClubRow[]): Promise<Club[]> {
  if (rows.length === 0) return [];
  const clubIds = rows.map((row) => row.id);
  const managers = await ctx.db
    .select({ clubId: clubManagers.clubId, id: users.id, name: users.name, email: users.email })
    .from(clubManagers)
    .innerJoin(users, eq(users.id, clubManagers.userId))
    .where(inArray(clubManagers.clubId, clubIds))
    .orderBy(asc(users.name));
  const invitations = await pendingInvitations(ctx, clubIds);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    federation: row.federation,
    managers: managers.filter((m) => m.clubId === row.id).map(({ id, name, email }) => ({ id, name, email })),
    invitations: invitations.filter((i) => i.clubId === row.id).map(({ email, invitedAt }) => ({ email, invitedAt: invitedAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An organiser's club: its creator manages it, and the organisers named by email are invited to. */
export async function createClub(
  ctx: AppContext,
  user: UserRow,
  body: z.output<typeof createClubBody>,
  origin: string,
): Promise<{ club: Club; message: Message[] }> {
  if (user.role === 'player') throw forbidden('Only organisers and admins create clubs');
  const invitees = inviteesOf(user, body.managers);
  const [taken] = await ctx.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(sql`lower(${clubs.name}) = lower(${body.name})`);
  if (taken) throw conflict('A club with this name already exists', 'name');
  await takeInvitationAllowance(ctx, user, invitees);
  const club = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clubs)
      .values({ name: body.name, city: body.city ?? null, federation: body.federation ?? null, createdBy: user.id, createdAt: ctx.clock() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('A club with this name already exists', 'name');
    if (user.role === 'organiser') await tx.insert(clubManagers).values({ clubId: row.id, userId: user.id });
    await recordInvitations(tx, row.id, user, invitees, row.createdAt);
    return row;
  });
  const unsent = await mailInvitations(ctx, user, club.name, invitees, origin);
  const [answer] = await withManagers(ctx, [club]);
  return { club: answer, message: ['Club created.', ...invitationMessage(club.name, invitees, unsent)] };
}

/** A manager of the club (or an admin) invites more organisers to manage it. */
export async function inviteToClub(
  ctx: AppContext,
  user: UserRow,
  clubId: string,
  emails: string[],
  origin: string,
): Promise<{ club: Club; message: Message[] }> {
  const [row] = await ctx.db.select().from(clubs).where(eq(clubs.id, clubId));
  if (!row) throw notFound('Club not found');
  if (!(await managesClub(ctx.db, user, clubId))) throw forbidden('You do not manage this club');
  const invitees = inviteesOf(user, emails);
  if (invitees.length === 0) throw badRequest('emails: name at least one address other than your own', 'emails');
  await takeInvitationAllowance(ctx, user, invitees);
  await ctx.db.transaction((tx) => recordInvitations(tx, clubId, user, invitees, ctx.clock()));
  const unsent = await mailInvitations(ctx, user, row.name, invitees, origin);
  const [answer] = await withManagers(ctx, [row]);
  return { club: answer, message: invitationMessage(row.name, invitees, unsent) };
}

/** The clubs the user manages (every club, for an admin), each with its tournaments. */
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
