import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { payableStatus, type Currency, type LedgerQuery, type Locale, type PayoutAttempt, type TournamentPayouts } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entries, payoutAttempts, payoutStatusChanges, prizeStructures, prizeWinners, teams, tournaments, users } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { managedBy, managedTournament } from '../core/access.js';
import { liveAttempts } from './apply.js';
import { holderIdOf, holderName } from '../core/prize-holders.js';
import { payeeSummaries } from './payees.js';
import { say } from '../core/languages/say.js';

/**
 * Ledger rows matching `where`, newest first, each with its status history (oldest first); Kingside's notes said in the
 * reader's language, the provider's as it wrote them.
 */
export async function attemptsWhere(db: Db | Tx, where: SQL | undefined, locale: Locale): Promise<PayoutAttempt[]> {
  const rows = await db
    .select({ attempt: payoutAttempts, tournamentName: tournaments.name })
    .from(payoutAttempts)
    .innerJoin(tournaments, eq(tournaments.id, payoutAttempts.tournamentId))
    .where(where)
    .orderBy(desc(payoutAttempts.createdAt), desc(payoutAttempts.position));
  const history = rows.length
    ? await db
        .select()
        .from(payoutStatusChanges)
        .where(
          inArray(
            payoutStatusChanges.attemptId,
            rows.map((row) => row.attempt.id),
          ),
        )
        .orderBy(payoutStatusChanges.at, payoutStatusChanges.id)
    : [];
  return rows.map(({ attempt: a, tournamentName }) => ({
    id: a.id,
    orderId: a.orderId,
    tournamentId: a.tournamentId,
    tournamentName,
    winnerId: a.winnerId,
    playerName: a.playerName,
    categoryName: a.categoryName,
    place: a.place,
    payee: a.payeeMasked,
    attempt: a.attempt,
    idempotencyKey: a.idempotencyKey,
    fulfillment_id: a.fulfillmentId,
    amount: a.amount,
    currency: a.currency as Currency,
    status: a.status,
    transaction_id: a.transactionId,
    failureReason: a.failureReason === null ? null : say(locale, a.failureReason),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    history: history
      .filter((h) => h.attemptId === a.id)
      .map((h) => ({
        status: h.status,
        transaction_id: h.transactionId,
        source: h.source,
        note: h.note === null ? null : say(locale, h.note),
        at: h.at.toISOString(),
      })),
  }));
}

/** GET /players/payouts/{tournamentId}: each winner's payout, payee (masked) and attempts, for the tournament's managers. */
export async function tournamentPayouts(ctx: AppContext, user: UserRow, tournamentId: string, locale: Locale): Promise<TournamentPayouts> {
  await managedTournament(ctx.db, user, tournamentId);
  const [structure] = await ctx.db.select({ currency: prizeStructures.currency }).from(prizeStructures).where(eq(prizeStructures.tournamentId, tournamentId));
  // A payee link goes to the player (the address entered, else their account's), or to a team's captain.
  const captain = alias(users, 'captain');
  const winners = await ctx.db
    .select({ winner: prizeWinners, name: holderName, email: entries.email, accountEmail: users.email, captainEmail: captain.email })
    .from(prizeWinners)
    .leftJoin(entries, eq(entries.id, prizeWinners.entryId))
    .leftJoin(users, eq(users.id, entries.userId))
    .leftJoin(teams, eq(teams.id, prizeWinners.teamId))
    .leftJoin(captain, eq(captain.id, teams.captainId))
    .where(eq(prizeWinners.tournamentId, tournamentId))
    .orderBy(prizeWinners.createdAt, prizeWinners.categoryName, prizeWinners.place);
  const payees = await payeeSummaries(ctx.db, tournamentId);
  const attempts = await attemptsWhere(ctx.db, eq(payoutAttempts.tournamentId, tournamentId), locale);
  const live = await liveAttempts(
    ctx.db,
    winners.map((w) => w.winner.id),
  );
  let toPay = 0;
  let paid = 0;
  const rows = winners.map(({ winner: w, name, email, accountEmail, captainEmail }) => {
    const payee = payees.get(holderIdOf(w)) ?? null;
    const payable = !live.has(w.id) && payableStatus(w.status) && payee !== null && w.amount > 0;
    if (payable) toPay += w.amount;
    if (w.status === 'SUCCESS') paid += w.amount;
    return {
      winnerId: w.id,
      playerId: w.entryId,
      teamId: w.teamId,
      name,
      categoryName: w.categoryName,
      place: w.place,
      amount: w.amount,
      currency: w.currency,
      fulfillment_id: w.fulfillmentId,
      status: w.status,
      transaction_id: w.transactionId,
      payee,
      canMailLink: Boolean(email || accountEmail || captainEmail),
      payable,
      attempts: attempts.filter((a) => a.winnerId === w.id),
    };
  });
  return { tournamentId, currency: structure?.currency ?? winners[0]?.winner.currency ?? 'INR', winners: rows, toPay, paid };
}

/** GET /juspay/ledger: every attempt an admin may see (all) or an organiser (their tournaments'), filtered. */
export async function ledger(ctx: AppContext, user: UserRow, query: LedgerQuery, locale: Locale): Promise<PayoutAttempt[]> {
  if (query.tournamentId) await managedTournament(ctx.db, user, query.tournamentId);
  const scope = managedBy(user);
  return attemptsWhere(
    ctx.db,
    and(
      scope,
      query.tournamentId ? eq(payoutAttempts.tournamentId, query.tournamentId) : undefined,
      query.status ? eq(payoutAttempts.status, query.status) : undefined,
    ),
    locale,
  );
}

/** The ledger's columns, headed in the reader's language. */
const csvColumns = (locale: Locale): [string, (a: PayoutAttempt) => string | number | null][] => [
  [say(locale, 'Created'), (a) => a.createdAt],
  [say(locale, 'Updated'), (a) => a.updatedAt],
  [say(locale, 'Tournament'), (a) => a.tournamentName],
  [say(locale, 'Player'), (a) => a.playerName],
  [say(locale, 'Category'), (a) => a.categoryName],
  [say(locale, 'Place'), (a) => a.place],
  [say(locale, 'Attempt'), (a) => a.attempt],
  [say(locale, 'Amount'), (a) => (a.amount / 100).toFixed(2)],
  [say(locale, 'Currency'), (a) => a.currency],
  [say(locale, 'Payee'), (a) => a.payee],
  [say(locale, 'Status'), (a) => a.status],
  [say(locale, 'Order id'), (a) => a.orderId],
  [say(locale, 'Fulfillment id'), (a) => a.fulfillment_id],
  [say(locale, 'Transaction id'), (a) => a.transaction_id],
  [say(locale, 'Idempotency key'), (a) => a.idempotencyKey],
  [say(locale, 'Failure reason'), (a) => a.failureReason],
];

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet does not run it as a formula. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The ledger as CSV (UTF-8 with a BOM for Excel), amounts in major units. */
export function ledgerCsv(attempts: PayoutAttempt[], locale: Locale): string {
  const columns = csvColumns(locale);
  const lines = [columns.map(([header]) => cell(header)), ...attempts.map((a) => columns.map(([, value]) => cell(value(a))))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
