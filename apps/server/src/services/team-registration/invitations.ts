import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { acceptTeamInvitationBody, type JoinedTeam, type TeamApproval, type TeamInvitationLink, type TeamInvitationView } from '@kingside/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { entries, teamInvitations, teamMembers, teams, tournaments, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { notDeleted } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import { enter } from '../core/players.js';
import { appendToRoster, renumberTeams } from '../core/rosters.js';
import type { UserRow } from '../core/sessions.js';
import { checkCaptainOrManager } from './team-event.js';
import { loadTeamEvent, teamOf } from '../core/team-model.js';
import { words } from '../core/languages/message.js';

/** How long a link lets players join: a fortnight covers a league's call-up before round 1. */
const LINK_DAYS = 14;

// Only the hash is kept: a leaked database gives no working links.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Players join a team the event has taken: not one awaiting the organiser's approval, nor one declined. */
function checkApproved(team: { name: string; approval: TeamApproval }): void {
  if (team.approval === 'awaiting')
    throw conflict(words("{team} awaits the organiser's approval: invite its players once it is approved", { team: team.name }));
  if (team.approval === 'declined') throw conflict(words('The organiser declined {team}: nobody can join it', { team: team.name }));
}

export async function createInvitation(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string): Promise<TeamInvitationLink> {
  return ctx.db.transaction(async (tx) => {
    const t = await loadTeamEvent(tx, tournamentId, { lock: true });
    const team = await teamOf(tx, t, teamId);
    await checkCaptainOrManager(tx, user, t, team);
    if (t.finishedAt) throw conflict('The tournament has finished');
    if (team.withdrawn) throw conflict(words('{team} is withdrawn: nobody can join it', { team: team.name }));
    checkApproved(team);
    const token = randomBytes(32).toString('base64url');
    const now = ctx.clock();
    const expiresAt = new Date(now.getTime() + LINK_DAYS * 24 * 60 * 60 * 1000);
    await tx.insert(teamInvitations).values({ tokenHash: hashOf(token), teamId, tournamentId: t.id, createdBy: user.id, createdAt: now, expiresAt });
    return { path: `/join-team/${token}`, expiresAt: expiresAt.toISOString() };
  });
}

export async function revokeInvitations(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string): Promise<{ revoked: number }> {
  return ctx.db.transaction(async (tx) => {
    const t = await loadTeamEvent(tx, tournamentId, { lock: true });
    const team = await teamOf(tx, t, teamId);
    await checkCaptainOrManager(tx, user, t, team);
    const gone = await tx.delete(teamInvitations).where(eq(teamInvitations.teamId, teamId)).returning({ tokenHash: teamInvitations.tokenHash });
    return { revoked: gone.length };
  });
}

async function invitationOf(db: AppContext['db'], token: string) {
  const [row] = await db
    .select({ invitation: teamInvitations, team: teams, tournamentName: tournaments.name, captain: users.name })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(tournaments, eq(tournaments.id, teamInvitations.tournamentId))
    .leftJoin(users, eq(users.id, teams.captainId))
    .where(and(eq(teamInvitations.tokenHash, hashOf(token)), notDeleted));
  if (!row) throw notFound('This invitation link is not valid: it was revoked, or its team or tournament no longer exists');
  return row;
}

export async function viewInvitation(ctx: AppContext, token: string): Promise<TeamInvitationView> {
  const { invitation, team, tournamentName, captain } = await invitationOf(ctx.db, token);
  return {
    tournamentId: invitation.tournamentId,
    tournamentName,
    teamId: team.id,
    teamName: team.name,
    captain: team.captainId === null ? null : captain,
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt <= ctx.clock(),
  };
}

/**
 * The caller joins the team as its last reserve: entered in the tournament under their account's name and email
 * with the details they gave (an entry of theirs without a team is used as it is).
 */
export async function acceptInvitation(ctx: AppContext, user: UserRow, token: string, body: z.output<typeof acceptTeamInvitationBody>): Promise<JoinedTeam> {
  const { invitation } = await invitationOf(ctx.db, token);
  return ctx.db.transaction(async (tx) => {
    const t = await loadTeamEvent(tx, invitation.tournamentId, { lock: true });
    const team = await teamOf(tx, t, invitation.teamId);
    if (invitation.expiresAt <= ctx.clock())
      throw conflict(
        words('This invitation link expired on {date}; ask the captain of {team} for a new one', {
          date: invitation.expiresAt.toISOString().slice(0, 10),
          team: team.name,
        }),
      );
    if (team.withdrawn) throw conflict(words('{team} is withdrawn: nobody can join it', { team: team.name }));
    checkApproved(team);
    const [already] = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, t.id), eq(entries.userId, user.id)));
    const entryId =
      already?.id ??
      (await enter(ctx, tx, t, { ...body, name: user.name, email: user.email, byes: [], fullPointByes: [], missedRounds: 'zero_point_bye' }, user.id)).id;
    await appendToRoster(tx, team, entryId);
    await renumberTeams(tx, t.id);
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    const [member] = await tx.select({ position: teamMembers.position }).from(teamMembers).where(eq(teamMembers.entryId, entryId));
    return { tournamentId: t.id, teamId: team.id, teamName: team.name, entryId, position: member.position };
  });
}
