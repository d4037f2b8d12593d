import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { formatMoney, maskPayee, payeePagePath, type PayeeDetails, type PayeeForm, type PayeeSummary } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entries, payeeDetails, prizeWinners, tournaments, users } from '../../db/schema/index.js';
import { ApiFailure, badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import { payeeLinkToken, readPayeeLink } from './payee-links.js';
import { openPayee, sealPayee } from './sealing.js';

type PayeeRow = typeof payeeDetails.$inferSelect;

export const payeeSummaryOf = (row: PayeeRow): PayeeSummary => ({
  kind: row.kind,
  masked: row.masked,
  enteredBy: row.enteredBy,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every payee on file in the tournament, by entry (masked: for managers). */
export async function payeeSummaries(db: Db | Tx, tournamentId: string): Promise<Map<string, PayeeSummary>> {
  const rows = await db.select().from(payeeDetails).where(eq(payeeDetails.tournamentId, tournamentId));
  return new Map(rows.map((row) => [row.entryId, payeeSummaryOf(row)]));
}

/** The entries' payee details, opened, for a payout request; entries without (or unreadable) are absent. */
export async function openPayees(ctx: AppContext, tx: Tx, tournamentId: string): Promise<Map<string, { details: PayeeDetails; masked: string }>> {
  const rows = await tx.select().from(payeeDetails).where(eq(payeeDetails.tournamentId, tournamentId));
  const opened = new Map<string, { details: PayeeDetails; masked: string }>();
  for (const row of rows) {
    const details = openPayee(ctx.config.tokenSecret, row.sealed, row.entryId);
    // Sealed under another TOKEN_SECRET: as if not given, so the organiser is asked again.
    if (details) opened.set(row.entryId, { details, masked: row.masked });
  }
  return opened;
}

/** Who saves: an organiser, or the winner through the link that expires at `linkExpires` (seconds). */
type SavedBy = { organiser: UserRow } | { linkExpires: number };

/**
 * Stores the details. A link saves once: the row keeps the expiry of the latest link that saved it,
 * and a link expiring no later (that one, or one mailed before it) writes nothing, decided in the
 * upsert itself so two saves at once through one link cannot both win. Null when refused so.
 */
async function storePayee(
  ctx: AppContext,
  tx: Tx,
  entry: { id: string; tournamentId: string },
  details: PayeeDetails,
  by: SavedBy,
): Promise<PayeeSummary | null> {
  const now = ctx.clock();
  const byLink = 'linkExpires' in by;
  const values = {
    tournamentId: entry.tournamentId,
    kind: details.kind,
    masked: maskPayee(details),
    sealed: sealPayee(ctx.config.tokenSecret, details, entry.id),
    enteredBy: byLink ? ('winner' as const) : ('organiser' as const),
    updatedBy: byLink ? null : by.organiser.id,
    updatedAt: now,
    ...(byLink ? { linkUsedExpires: by.linkExpires } : {}),
  };
  const [row] = await tx
    .insert(payeeDetails)
    .values({ entryId: entry.id, ...values })
    .onConflictDoUpdate({
      target: payeeDetails.entryId,
      set: values,
      setWhere: byLink ? or(isNull(payeeDetails.linkUsedExpires), lt(payeeDetails.linkUsedExpires, by.linkExpires)) : undefined,
    })
    .returning();
  if (!row) return null;
  await publishChange(tx, entry.tournamentId, 'payouts', null, now);
  return payeeSummaryOf(row);
}

/** A prize winner's row and its tournament, if the user manages the tournament (404, 403 otherwise). */
export async function managedWinner(db: Db | Tx, user: UserRow, winnerId: string) {
  const [winner] = await db.select().from(prizeWinners).where(eq(prizeWinners.id, winnerId));
  if (!winner) throw notFound('Prize winner not found');
  const tournament = await managedTournament(db, user, winner.tournamentId);
  return { winner, tournament };
}

/** The organiser types a winner's payee details (PUT /players/payee-details/{winnerId}). */
export async function savePayeeAsManager(ctx: AppContext, user: UserRow, winnerId: string, details: PayeeDetails): Promise<PayeeSummary> {
  return ctx.db.transaction(async (tx) => {
    const { winner } = await managedWinner(tx, user, winnerId);
    return (await storePayee(ctx, tx, { id: winner.entryId, tournamentId: winner.tournamentId }, details, { organiser: user }))!;
  });
}

/**
 * Mails the winner a link to give their payee details (POST /players/payee-link/{winnerId}).
 * `origin` is the web app's address as the organiser's browser reached it.
 */
export async function mailPayeeLink(ctx: AppContext, user: UserRow, winnerId: string, origin: string): Promise<{ to: string; expiresAt: Date }> {
  const { winner, tournament } = await managedWinner(ctx.db, user, winnerId);
  const [row] = await ctx.db
    .select({ entry: entries, accountEmail: users.email })
    .from(entries)
    .leftJoin(users, eq(users.id, entries.userId))
    .where(eq(entries.id, winner.entryId));
  const entry = row?.entry;
  // The address entered for the tournament, else that of the player's own account (self-registered).
  const to = entry?.email || row?.accountEmail;
  if (!entry || !to)
    throw badRequest(`${entry?.name ?? 'This player'} has no email address: add one on the players tab, or type the payee details yourself`, 'email');
  const { token, expiresAt } = payeeLinkToken(ctx.config.tokenSecret, ctx.clock, entry.id);
  const prize = `${winner.categoryName}, place ${winner.place}: ${formatMoney(winner.amount, winner.currency)}`;
  try {
    await ctx.mailer.send({
      to,
      subject: `Your prize at ${tournament.name}: where should we pay it?`,
      text:
        `Dear ${entry.name},\n\nCongratulations on your prize at ${tournament.name} (${prize}).\n\n` +
        `Please tell us your UPI id, or your bank account and IFSC, on this page:\n${origin}${payeePagePath(token)}\n\n` +
        `The link works until ${expiresAt.toUTCString()}. If you did not expect this mail, ignore it.\n`,
    });
  } catch (error) {
    throw new ApiFailure(503, `The mail to ${to} could not be sent (${(error as Error).message}); try again later`);
  }
  return { to, expiresAt };
}

async function linkedEntry(ctx: AppContext, token: string) {
  const link = readPayeeLink(ctx.config.tokenSecret, ctx.clock, token);
  if (link === 'invalid') throw notFound('This payee link is not valid: ask the organiser for a new one');
  if (link === 'expired') throw notFound('This payee link has expired: ask the organiser for a new one');
  const [row] = await ctx.db
    .select({ entry: entries, tournamentName: tournaments.name })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.id, link.entryId));
  if (!row) throw notFound('This payee link is for a player who is no longer in the tournament');
  return { ...row, expiresAt: link.expiresAt };
}

/** What the winner's page shows (GET /payees/{token}): their prizes and, masked, what is on file. */
export async function payeeForm(ctx: AppContext, token: string): Promise<PayeeForm> {
  const { entry, tournamentName, expiresAt } = await linkedEntry(ctx, token);
  const prizes = await ctx.db
    .select({ categoryName: prizeWinners.categoryName, place: prizeWinners.place, amount: prizeWinners.amount, currency: prizeWinners.currency })
    .from(prizeWinners)
    .where(and(eq(prizeWinners.entryId, entry.id), eq(prizeWinners.tournamentId, entry.tournamentId)));
  const [onFile] = await ctx.db.select().from(payeeDetails).where(eq(payeeDetails.entryId, entry.id));
  return {
    tournamentName,
    playerName: entry.name,
    prizes: prizes.map((p) => ({ ...p, currency: p.currency })),
    payee: onFile ? { kind: onFile.kind, masked: onFile.masked } : null,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The winner gives their details through the mailed link (PUT /payees/{token}), once: whoever else
 * holds the mail (a forwarded copy, a shared inbox) cannot replace them afterwards.
 */
export async function savePayeeByLink(ctx: AppContext, token: string, details: PayeeDetails): Promise<PayeeForm> {
  const { entry, expiresAt } = await linkedEntry(ctx, token);
  const linkExpires = expiresAt.getTime() / 1000;
  const saved = await ctx.db.transaction((tx) => storePayee(ctx, tx, { id: entry.id, tournamentId: entry.tournamentId }, details, { linkExpires }));
  if (!saved) {
    throw conflict('This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link');
  }
  return payeeForm(ctx, token);
}
