import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClubInvitation } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { clubInvitations, clubManagers, clubs, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { normalizeEmail } from '../core/emails.js';
import { takeRateLimit, type RateLimit } from '../core/rate-limits.js';
import { words, type Message } from '../core/languages/message.js';
import { readerLocale } from '../core/languages/reader.js';
import { say } from '../core/languages/say.js';

/**
 * Organisers manage a club once they accept an invitation mailed to their address. Everything the inviter is told
 * is the same whether or not an address has an account, and of which kind: adding accounts at once by email told
 * any organiser which addresses had one (and made people managers without asking them).
 */

/** Each invitation mails an address the inviter chose: bounded, so no account can flood others' mailboxes. */
const invitationsPerOrganiser = (userId: string): RateLimit => ({
  bucket: `club-invitation:user:${userId}`,
  max: 50,
  windowMs: 24 * 60 * 60 * 1000,
  message: words('You have sent too many club invitations today; try again tomorrow.'),
});

/** The addresses to invite: each once, normalised, without the inviter's own. */
export function inviteesOf(inviter: UserRow, emails: string[]): string[] {
  const own = normalizeEmail(inviter.email);
  return [...new Set(emails.map(normalizeEmail))].filter((email) => email !== own);
}

/** Counts the invitations against the inviter's daily allowance (429 beyond it) before anything is written. */
export async function takeInvitationAllowance(ctx: AppContext, inviter: UserRow, invitees: string[]): Promise<void> {
  for (let i = 0; i < invitees.length; i++) await takeRateLimit(ctx.db, ctx.clock, invitationsPerOrganiser(inviter.id));
}

/** Records the invitations inside the caller's transaction; an address already invited keeps its first invitation. */
export async function recordInvitations(tx: Tx, clubId: string, inviter: UserRow, invitees: string[], at: Date): Promise<void> {
  if (invitees.length === 0) return;
  await tx
    .insert(clubInvitations)
    .values(invitees.map((email) => ({ clubId, email, invitedBy: inviter.id, invitedAt: at })))
    .onConflictDoNothing();
}

/**
 * Mails each invitee. Returns the addresses whose mail could not be sent: the invitation stands, and the invitee
 * can still accept it on the clubs page. Whether a mail goes out never depends on the address having an account.
 */
export async function mailInvitations(ctx: AppContext, inviter: UserRow, clubName: string, invitees: string[], origin: string): Promise<string[]> {
  const unsent: string[] = [];
  // In the inviter's language: whether the address has an account (and a language of its own) is not looked up.
  const locale = readerLocale(inviter.locale);
  for (const to of invitees) {
    try {
      await ctx.mailer.send({
        to,
        subject: say(locale, words('{inviter} invited you to manage {club} on Kingside', { inviter: inviter.name, club: clubName })),
        text: say(
          locale,
          words(
            'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n',
            { inviter: inviter.name, club: clubName, link: `${origin}/admin/create-club` },
          ),
        ),
      });
    } catch {
      unsent.push(to);
    }
  }
  return unsent;
}

/** What the inviter is told of the invitations: the same words whatever accounts the addresses have. */
export function invitationMessage(clubName: string, invitees: string[], unsent: string[]): Message[] {
  const mailed = invitees.filter((email) => !unsent.includes(email));
  const sentences: Message[] = [];
  if (mailed.length > 0)
    sentences.push(words('Invitation mailed to {emails}: they manage {club} once they accept it.', { emails: mailed.join(', '), club: clubName }));
  if (unsent.length > 0)
    sentences.push(words('The mail to {emails} could not be sent; they can still accept the invitation once signed in.', { emails: unsent.join(', ') }));
  return sentences;
}

/** The invitations addressed to the signed-in account's email, oldest first. */
export async function invitationsOf(ctx: AppContext, user: UserRow): Promise<ClubInvitation[]> {
  const rows = await ctx.db
    .select({
      clubId: clubs.id,
      name: clubs.name,
      city: clubs.city,
      federation: clubs.federation,
      invitedBy: users.name,
      invitedAt: clubInvitations.invitedAt,
    })
    .from(clubInvitations)
    .innerJoin(clubs, eq(clubs.id, clubInvitations.clubId))
    .leftJoin(users, eq(users.id, clubInvitations.invitedBy))
    .where(eq(clubInvitations.email, normalizeEmail(user.email)))
    .orderBy(asc(clubInvitations.invitedAt), asc(clubs.name));
  return rows.map((row) => ({
    club: { id: row.clubId, name: row.name, city: row.city, federation: row.federation },
    invitedBy: row.invitedBy,
    invitedAt: row.invitedAt.toISOString(),
  }));
}

/** The club's pending invitations, for its managers' view of it. */
export async function pendingInvitations(ctx: AppContext, clubIds: string[]) {
  if (clubIds.length === 0) return [];
  return ctx.db
    .select({ clubId: clubInvitations.clubId, email: clubInvitations.email, invitedAt: clubInvitations.invitedAt })
    .from(clubInvitations)
    .where(inArray(clubInvitations.clubId, clubIds))
    .orderBy(asc(clubInvitations.invitedAt), asc(clubInvitations.email));
}

/** Takes the account's invitation to the club away, answering its club's name; 404 when there is none. */
async function takeInvitation(tx: Tx, user: UserRow, clubId: string): Promise<string> {
  const [taken] = await tx
    .delete(clubInvitations)
    .where(and(eq(clubInvitations.clubId, clubId), eq(clubInvitations.email, normalizeEmail(user.email))))
    .returning({ clubId: clubInvitations.clubId });
  if (!taken) throw notFound('There is no invitation to this club for your email address');
  const [club] = await tx.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return club.name;
}

/** The signed-in organiser accepts: from now on they manage the club's tournaments. */
export async function acceptInvitation(ctx: AppContext, user: UserRow, clubId: string): Promise<Message> {
  return ctx.db.transaction(async (tx) => {
    const name = await takeInvitation(tx, user, clubId);
    await tx.insert(clubManagers).values({ clubId, userId: user.id }).onConflictDoNothing();
    return words('You now manage {club}', { club: name });
  });
}

export async function declineInvitation(ctx: AppContext, user: UserRow, clubId: string): Promise<Message> {
  return ctx.db.transaction(async (tx) => words('Invitation to {club} declined', { club: await takeInvitation(tx, user, clubId) }));
}
