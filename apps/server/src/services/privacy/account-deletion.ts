import { and, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { pendingPayoutStatuses, type AccountDeletion, type DeleteAccountBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import {
  byeRequests,
  clubInvitations,
  clubManagers,
  clubs,
  entries,
  games,
  outbox,
  payeeDetails,
  payoutAttempts,
  prizeWinners,
  rateLimitHits,
  tournaments,
  users,
} from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { words } from '../core/languages/message.js';
import type { Authenticated, ClientInfo, UserRow } from '../core/sessions.js';
import { passwordAttempt } from '../accounts/sign-in.js';
import { normalizeEmail } from '../core/emails.js';
import { verifyPassword } from '../accounts/passwords.js';
import { disconnectLichess } from '../lichess/connect.js';
import { publishChange } from '../core/live/publish.js';
import { heardHere } from './heard-here.js';
import { eraseTournament } from './purge.js';

/** The name an entry keeps once its account is gone: its pairing number still tells it apart in the tournament. */
export const anonymousName = (pairingNumber: number) => `Deleted player ${pairingNumber}`;

/**
 * What stops an account from going, checked before anything changes (again inside the transaction):
 * tournaments it still owns (they would lose their organiser), a club only it manages that still has
 * tournaments, and a prize payout to one of its entries that the provider may still move.
 */
async function refusals(tx: Tx, user: UserRow): Promise<void> {
  const owned = await tx
    .select({ name: tournaments.name })
    .from(tournaments)
    .where(and(eq(tournaments.ownerId, user.id), sql`${tournaments.deletedAt} IS NULL`));
  if (owned.length > 0) {
    const names = owned
      .slice(0, 3)
      .map((t) => `“${t.name}”`)
      .join(', ');
    throw conflict(
      words(
        '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}',
        { count: owned.length, names, more: Math.max(owned.length - 3, 0) },
      ),
    );
  }
  const [pending] = await tx
    .select({ id: payoutAttempts.id })
    .from(payoutAttempts)
    .innerJoin(entries, eq(entries.id, payoutAttempts.entryId))
    .where(and(eq(entries.userId, user.id), inArray(payoutAttempts.status, [...pendingPayoutStatuses])))
    .limit(1);
  if (pending) throw conflict('A prize payout to you is still pending: wait until it is paid or has failed, then delete your account');
  for (const club of await soleClubs(tx, user)) {
    // The account's own deleted tournaments go with it (deleteAccount), so they do not hold the club.
    const [used] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.clubId, club.id), sql`NOT (${tournaments.ownerId} = ${user.id} AND ${tournaments.deletedAt} IS NOT NULL)`))
      .limit(1);
    if (used)
      throw conflict(
        words(
          'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept',
          { club: club.name },
        ),
      );
  }
}

/** Clubs the account made or manages with no other manager. */
async function soleClubs(tx: Tx, user: UserRow) {
  return tx
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(
      and(
        sql`(${clubs.createdBy} = ${user.id} OR EXISTS (SELECT 1 FROM club_managers cm WHERE cm.club_id = "clubs"."id" AND cm.user_id = ${user.id}))`,
        sql`NOT EXISTS (SELECT 1 FROM club_managers cm WHERE cm.club_id = "clubs"."id" AND cm.user_id <> ${user.id})`,
      ),
    );
}

/** Clubs the account made that other managers keep: one of them becomes the club's maker of record. */
async function handOverClubs(tx: Tx, user: UserRow): Promise<void> {
  for (const club of await soleClubs(tx, user)) await tx.delete(clubs).where(eq(clubs.id, club.id));
  const made = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.createdBy, user.id));
  for (const { id } of made) {
    const [heir] = await tx
      .select({ userId: clubManagers.userId })
      .from(clubManagers)
      .where(and(eq(clubManagers.clubId, id), ne(clubManagers.userId, user.id)))
      .limit(1);
    await tx.update(clubs).set({ createdBy: heir.userId }).where(eq(clubs.id, id));
  }
}

/**
 * The account's tournament entries. In a finished tournament (and one deleted, should it be restored)
 * the entry stays under a neutral name with every contact field, national id and birth date cleared;
 * its pairing number, FIDE id, ratings, title, federation, sex and games stay, so standings, tie-breaks,
 * prizes and the FIDE rating report are unchanged. In an unfinished tournament the entry is removed if
 * it never played, won nothing and paid nothing (as if it had never registered); otherwise it is
 * anonymised and withdrawn: FIDE practice for a player who leaves — the games played stand for the
 * opponents' results and tie-breaks, and later rounds are paired without them. A board of the current
 * round is left to the arbiter (usually scored as a forfeit).
 */
async function settleEntries(ctx: AppContext, tx: Tx, user: UserRow, heard: ReturnType<typeof heardHere>): Promise<AccountDeletion> {
  const now = ctx.clock();
  const rows = await tx
    .select({ entry: entries, finishedAt: tournaments.finishedAt, deletedAt: tournaments.deletedAt, currentRound: tournaments.currentRound })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.userId, user.id));
  const result: AccountDeletion = { anonymised: 0, withdrawn: 0, removed: 0 };
  const touched = new Set<string>();
  for (const { entry, finishedAt, deletedAt, currentRound } of rows) {
    touched.add(entry.tournamentId);
    const running = finishedAt === null && deletedAt === null;
    if (running && !(await leftTraces(tx, entry.id))) {
      await tx.delete(entries).where(eq(entries.id, entry.id));
      result.removed += 1;
      continue;
    }
    const name = anonymousName(entry.pairingNumber);
    await tx
      .update(entries)
      .set({
        name,
        email: null,
        phone: null,
        nationalId: null,
        birthDate: null,
        userId: null,
        updatedAt: now,
        ...(running && !entry.withdrawn ? { withdrawn: true, withdrawnAt: now } : {}),
      })
      .where(eq(entries.id, entry.id));
    if (running) {
      await tx.delete(byeRequests).where(and(eq(byeRequests.entryId, entry.id), gt(byeRequests.round, currentRound)));
      if (!entry.withdrawn) result.withdrawn += 1;
    }
    await tx.delete(payeeDetails).where(eq(payeeDetails.entryId, entry.id));
    // The payout ledger keeps amounts and statuses, not the person's name.
    await tx.update(payoutAttempts).set({ playerName: name }).where(eq(payoutAttempts.entryId, entry.id));
    result.anonymised += 1;
  }
  for (const tournamentId of touched) {
    heard.expect(tournamentId, 'players', now);
    await publishChange(tx, tournamentId, 'players', null, now);
  }
  return result;
}

/** Whether an entry is part of the record: a game or bye, a prize, or an entry fee (money). */
async function leftTraces(tx: Tx, entryId: string): Promise<boolean> {
  const [game] = await tx
    .select({ id: games.id })
    .from(games)
    .where(or(eq(games.whiteId, entryId), eq(games.blackId, entryId)))
    .limit(1);
  const [prize] = await tx.select({ id: prizeWinners.id }).from(prizeWinners).where(eq(prizeWinners.entryId, entryId)).limit(1);
  const [fee] = await tx.select({ id: entryFees.entryId }).from(entryFees).where(eq(entryFees.entryId, entryId)).limit(1);
  return game !== undefined || prize !== undefined || fee !== undefined;
}

/**
 * Deletes the account: its lichess token revoked on lichess, its entries settled (settleEntries), its
 * own deleted tournaments purged now rather than in 30 days (no one else could restore them for it
 * but an admin), the mails and rate-limit counters naming its address removed, and the account row
 * with its sessions, one-time codes and club memberships.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow): Promise<AccountDeletion> {
  await ctx.db.transaction((tx) => refusals(tx, user));
  // Before the rows go, so a refusal by lichess (502) leaves the account whole to try again.
  await disconnectLichess(ctx, user);
  const email = normalizeEmail(user.email);
  const heard = heardHere(ctx.live);
  try {
    const result = await ctx.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await refusals(tx, user);
      const settled = await settleEntries(ctx, tx, user, heard);
      const ownDeleted = await tx
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.ownerId, user.id), isNotNull(tournaments.deletedAt)));
      for (const { id } of ownDeleted) await eraseTournament(ctx, tx, id);
      await handOverClubs(tx, user);
      await tx.delete(outbox).where(sql`lower(${outbox.toAddress}) = ${email}`);
      await tx.delete(clubInvitations).where(eq(clubInvitations.email, email));
      await tx.delete(rateLimitHits).where(sql`${rateLimitHits.bucket} LIKE ${`%:account:${email}`}`);
      await tx.delete(users).where(eq(users.id, user.id));
      return settled;
    });
    await heard.wait();
    return result;
  } finally {
    heard.stop();
  }
}

/** DELETE /api/auth/account: a player or organiser deletes their own account, typing the password again. */
export async function deleteOwnAccount(ctx: AppContext, session: Authenticated, body: DeleteAccountBody, client: ClientInfo): Promise<AccountDeletion> {
  const { user } = session;
  if (user.role === 'admin') throw forbidden('An admin account is deleted by another admin (Admin → users)');
  const right = await passwordAttempt(ctx, normalizeEmail(user.email), client, () => verifyPassword(body.password, user.passwordHash));
  if (!right) throw badRequest('The password is wrong', 'password');
  return deleteAccount(ctx, user);
}

/** DELETE /api/admin/users/{id}: an admin deletes any other account, as its owner could. */
export async function deleteUserAsAdmin(ctx: AppContext, admin: UserRow, id: string): Promise<AccountDeletion> {
  if (id === admin.id) throw conflict('You cannot delete your own admin account here; another admin can');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('Account not found');
  return deleteAccount(ctx, user);
}
