import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { formatMoney, maskPayee, payeePagePath, type Locale, type PayeeDetails, type PayeeForm, type PayeeSummary } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entries, payeeDetails, prizeWinners, teams, tournaments, users } from '../../db/schema/index.js';
import { ApiFailure, badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import { words, type Words } from '../core/languages/message.js';
import { readerLocale } from '../core/languages/reader.js';
import { say } from '../core/languages/say.js';
import { intlLocale } from '../core/pdf/common.js';
import { holderIdOf, holderOf, type PrizeHolder } from '../core/prize-holders.js';
import { payeeLinkToken, readPayeeLink } from './payee-links.js';
import { openPayee, sealPayee } from './sealing.js';

type PayeeRow = typeof payeeDetails.$inferSelect;

export const payeeSummaryOf = (row: PayeeRow): PayeeSummary => ({
  kind: row.kind,
  masked: row.masked,
  enteredBy: row.enteredBy,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every payee on file in the tournament, by holder id (masked: for managers). */
export async function payeeSummaries(db: Db | Tx, tournamentId: string): Promise<Map<string, PayeeSummary>> {
  const rows = await db.select().from(payeeDetails).where(eq(payeeDetails.tournamentId, tournamentId));
  return new Map(rows.map((row) => [holderIdOf(row), payeeSummaryOf(row)]));
}

/** The holders' payee details, opened, by holder id, for a payout request; holders without (or unreadable) are absent. */
export async function openPayees(ctx: AppContext, tx: Tx, tournamentId: string): Promise<Map<string, { details: PayeeDetails; masked: string }>> {
  const rows = await tx.select().from(payeeDetails).where(eq(payeeDetails.tournamentId, tournamentId));
  const opened = new Map<string, { details: PayeeDetails; masked: string }>();
  for (const row of rows) {
    const details = openPayee(ctx.config.tokenSecret, row.sealed, holderIdOf(row));
    // Sealed under another TOKEN_SECRET: as if not given, so the organiser is asked again.
    if (details) opened.set(holderIdOf(row), { details, masked: row.masked });
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
  holder: PrizeHolder,
  tournamentId: string,
  details: PayeeDetails,
  by: SavedBy,
): Promise<PayeeSummary | null> {
  const now = ctx.clock();
  const byLink = 'linkExpires' in by;
  const values = {
    tournamentId,
    kind: details.kind,
    masked: maskPayee(details),
    sealed: sealPayee(ctx.config.tokenSecret, details, holderIdOf(holder)),
    enteredBy: byLink ? ('winner' as const) : ('organiser' as const),
    updatedBy: byLink ? null : by.organiser.id,
    updatedAt: now,
    ...(byLink ? { linkUsedExpires: by.linkExpires } : {}),
  };
  // One row per holder: the partial unique index of the holder's column is the conflict.
  const column = holder.entryId !== null ? payeeDetails.entryId : payeeDetails.teamId;
  const [row] = await tx
    .insert(payeeDetails)
    .values({ ...holder, ...values })
    .onConflictDoUpdate({
      target: column,
      targetWhere: isNotNull(column),
      set: values,
      setWhere: byLink ? or(isNull(payeeDetails.linkUsedExpires), lt(payeeDetails.linkUsedExpires, by.linkExpires)) : undefined,
    })
    .returning();
  if (!row) return null;
  await publishChange(tx, tournamentId, 'payouts', null, now);
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
    return (await storePayee(ctx, tx, holderOf(winner), winner.tournamentId, details, { organiser: user }))!;
  });
}

/**
 * Whom a payee link is mailed to: the player (the address entered, else their account's), or a team's captain; with
 * the language of their account, if they chose one.
 */
async function linkRecipient(db: Db | Tx, holder: PrizeHolder): Promise<{ name: string; to: string | null; locale: Locale | null } | null> {
  if (holder.entryId !== null) {
    const [row] = await db
      .select({ name: entries.name, email: entries.email, accountEmail: users.email, locale: users.locale })
      .from(entries)
      .leftJoin(users, eq(users.id, entries.userId))
      .where(eq(entries.id, holder.entryId));
    return row ? { name: row.name, to: row.email || row.accountEmail, locale: row.locale } : null;
  }
  const [row] = await db
    .select({ name: teams.name, captainEmail: users.email, locale: users.locale })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.captainId))
    .where(eq(teams.id, holder.teamId));
  return row ? { name: row.name, to: row.captainEmail, locale: row.locale } : null;
}

/** The prize's mail: its subject and text in the recipient's language. */
function payeeLinkMail(
  locale: Locale,
  { team, name, tournament, prize, link, expiresAt }: { team: boolean; name: string; tournament: string; prize: Words; link: string; expiresAt: Date },
): { subject: string; text: string } {
  const expires = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(expiresAt);
  const values = { name, tournament, prize, link, expires };
  if (team) {
    return {
      subject: say(locale, words("{name}'s prize at {tournament}: where should we pay it?", { name, tournament })),
      text: say(
        locale,
        words(
          "Dear captain of {name},\n\nCongratulations on {name}'s prize at {tournament} ({prize}).\n\nPlease tell us the team's UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n",
          values,
        ),
      ),
    };
  }
  return {
    subject: say(locale, words('Your prize at {tournament}: where should we pay it?', { tournament })),
    text: say(
      locale,
      words(
        'Dear {name},\n\nCongratulations on your prize at {tournament} ({prize}).\n\nPlease tell us your UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n',
        values,
      ),
    ),
  };
}

/**
 * Mails the winner a link to give their payee details (POST /players/payee-link/{winnerId}); a team's prize, to its
 * captain. `origin` is the web app's address as the organiser's browser reached it.
 */
export async function mailPayeeLink(ctx: AppContext, user: UserRow, winnerId: string, origin: string): Promise<{ to: string; expiresAt: Date }> {
  const { winner, tournament } = await managedWinner(ctx.db, user, winnerId);
  const holder = holderOf(winner);
  const recipient = await linkRecipient(ctx.db, holder);
  const to = recipient?.to;
  if (!recipient || !to) {
    const missing =
      holder.teamId !== null
        ? recipient === null
          ? words('This team has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself')
          : words('{team} has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself', {
              team: recipient.name,
            })
        : recipient === null
          ? words('This player has no email address: add one on the players tab, or type the payee details yourself')
          : words('{player} has no email address: add one on the players tab, or type the payee details yourself', { player: recipient.name });
    throw badRequest(missing, 'email');
  }
  const { token, expiresAt } = payeeLinkToken(ctx.config.tokenSecret, ctx.clock, holderIdOf(holder));
  const prize = words('{category}, place {place}: {amount}', {
    category: winner.categoryName,
    place: winner.place,
    amount: formatMoney(winner.amount, winner.currency),
  });
  // Their account's language; without one, the tournament's.
  const locale = readerLocale(recipient.locale, tournament.language);
  try {
    await ctx.mailer.send({
      to,
      ...payeeLinkMail(locale, {
        team: holder.teamId !== null,
        name: recipient.name,
        tournament: tournament.name,
        prize,
        link: `${origin}${payeePagePath(token)}`,
        expiresAt,
      }),
    });
  } catch (error) {
    throw new ApiFailure(503, words('The mail to {to} could not be sent ({reason}); try again later', { to, reason: (error as Error).message }));
  }
  return { to, expiresAt };
}

/** The holder a payee link is for (an entry or a team), with its tournament. */
async function linkedHolder(ctx: AppContext, token: string) {
  const link = readPayeeLink(ctx.config.tokenSecret, ctx.clock, token);
  if (link === 'invalid') throw notFound('This payee link is not valid: ask the organiser for a new one');
  if (link === 'expired') throw notFound('This payee link has expired: ask the organiser for a new one');
  const [entry] = await ctx.db
    .select({ name: entries.name, tournamentId: entries.tournamentId, tournamentName: tournaments.name })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(entries.id, link.holderId));
  if (entry) return { holder: { entryId: link.holderId, teamId: null } as PrizeHolder, ...entry, expiresAt: link.expiresAt };
  const [team] = await ctx.db
    .select({ name: teams.name, tournamentId: teams.tournamentId, tournamentName: tournaments.name })
    .from(teams)
    .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .where(eq(teams.id, link.holderId));
  if (team) return { holder: { entryId: null, teamId: link.holderId } as PrizeHolder, ...team, expiresAt: link.expiresAt };
  throw notFound('This payee link is for a player or team no longer in the tournament');
}

/** What the winner's page shows (GET /payees/{token}): their prizes and, masked, what is on file. */
export async function payeeForm(ctx: AppContext, token: string): Promise<PayeeForm> {
  const { holder, name, tournamentId, tournamentName, expiresAt } = await linkedHolder(ctx, token);
  const held = holder.entryId !== null ? eq(prizeWinners.entryId, holder.entryId) : eq(prizeWinners.teamId, holder.teamId);
  const prizes = await ctx.db
    .select({ categoryName: prizeWinners.categoryName, place: prizeWinners.place, amount: prizeWinners.amount, currency: prizeWinners.currency })
    .from(prizeWinners)
    .where(and(held, eq(prizeWinners.tournamentId, tournamentId)));
  const onFileWhere = holder.entryId !== null ? eq(payeeDetails.entryId, holder.entryId) : eq(payeeDetails.teamId, holder.teamId);
  const [onFile] = await ctx.db.select().from(payeeDetails).where(onFileWhere);
  return {
    tournamentName,
    playerName: name,
    prizes,
    payee: onFile ? { kind: onFile.kind, masked: onFile.masked } : null,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The winner gives their details through the mailed link (PUT /payees/{token}), once: whoever else
 * holds the mail (a forwarded copy, a shared inbox) cannot replace them afterwards.
 */
export async function savePayeeByLink(ctx: AppContext, token: string, details: PayeeDetails): Promise<PayeeForm> {
  const { holder, tournamentId, expiresAt } = await linkedHolder(ctx, token);
  const linkExpires = expiresAt.getTime() / 1000;
  const saved = await ctx.db.transaction((tx) => storePayee(ctx, tx, holder, tournamentId, details, { linkExpires }));
  if (!saved) {
    throw conflict('This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link');
  }
  return payeeForm(ctx, token);
}
