import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Notice } from '@kingside/contract';
import type { AppContext } from '../../../context.js';
import { entries, noticeChoices, pushSubscriptions, tournaments, users } from '../../../db/schema/index.js';
import { readerLocale } from '../languages/reader.js';
import { noticeMessage } from './messages.js';
import { sendPush } from './push.js';
import { vapidOf } from './vapid.js';

/** Who is told: a player by their entry in the tournament, or an account (the arbiter of a disputed board). */
export type NoticeRecipient = { entryId: string } | { userId: string };

export interface PlayerNotice {
  to: NoticeRecipient;
  notice: Notice;
}

export interface NoticeReport {
  mailed: number;
  /** Push messages the push services accepted. */
  pushed: number;
  /** Deliveries that failed (SMTP or push service refusing or unreachable, or the notices could not be read); logged. */
  failed: number;
  /** Notices nobody was sent: the player has no account, or did not choose that kind by any channel. */
  unsent: number;
}

interface Deliveries {
  pending: Set<Promise<NoticeReport>>;
  log?: FastifyBaseLogger;
}
const deliveries = new WeakMap<AppContext, Deliveries>();
const deliveriesOf = (ctx: AppContext): Deliveries => {
  let known = deliveries.get(ctx);
  if (!known) deliveries.set(ctx, (known = { pending: new Set() }));
  return known;
};

/**
 * Tells players about a tournament, each by the channels they chose for that kind of notice (mail,
 * Web Push) and by none when they chose none: no notice without consent. Call it after the change
 * has committed. It never rejects (a failed delivery is counted and logged, the others still go), so a
 * route may start it without waiting (`void notifyPlayers(...)`): the mail and push services' delays
 * are then not the arbiter's. The app waits for deliveries under way when it closes.
 */
export function notifyPlayers(ctx: AppContext, tournamentId: string, notices: readonly PlayerNotice[]): Promise<NoticeReport> {
  return notifyPlayersFrom(ctx, tournamentId, () => Promise.resolve(notices));
}

/** notifyPlayers with notices still to be read from the database (after the change committed), under the same rules. */
export function notifyPlayersFrom(ctx: AppContext, tournamentId: string, read: () => Promise<readonly PlayerNotice[]>): Promise<NoticeReport> {
  const { pending } = deliveriesOf(ctx);
  const delivery = read()
    .then((notices) => deliver(ctx, tournamentId, notices))
    .catch((error: unknown) => {
      deliveriesOf(ctx).log?.error({ err: error, tournamentId }, 'notices could not be sent');
      return { mailed: 0, pushed: 0, failed: 1, unsent: 0 };
    });
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
  return delivery;
}

/** Where failed deliveries are logged; the app calls it once (routes/notices.ts). */
export function logNoticesTo(ctx: AppContext, log: FastifyBaseLogger): void {
  deliveriesOf(ctx).log = log;
}

/** Settles when every delivery started so far has ended (closing the app; tests). */
export async function noticesDelivered(ctx: AppContext): Promise<void> {
  await Promise.all(deliveriesOf(ctx).pending);
}

async function deliver(ctx: AppContext, tournamentId: string, notices: readonly PlayerNotice[]): Promise<NoticeReport> {
  const report: NoticeReport = { mailed: 0, pushed: 0, failed: 0, unsent: 0 };
  if (notices.length === 0) return report;
  const [tournament] = await ctx.db
    .select({ id: tournaments.id, name: tournaments.name, language: tournaments.language })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return { ...report, unsent: notices.length };

  const entryIds = notices.flatMap(({ to }) => ('entryId' in to ? [to.entryId] : []));
  const accountOfEntry = new Map<string, string | null>();
  if (entryIds.length > 0) {
    const rows = await ctx.db
      .select({ id: entries.id, userId: entries.userId })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournamentId), inArray(entries.id, entryIds)));
    for (const row of rows) accountOfEntry.set(row.id, row.userId);
  }
  const accountOf = (to: NoticeRecipient) => ('userId' in to ? to.userId : (accountOfEntry.get(to.entryId) ?? null));
  const accountIds = [...new Set(notices.map(({ to }) => accountOf(to)).filter((id) => id !== null))];
  if (accountIds.length === 0) return { ...report, unsent: notices.length };

  const choices = await ctx.db
    .select({ userId: users.id, email: users.email, locale: users.locale, mail: noticeChoices.mail, push: noticeChoices.push })
    .from(noticeChoices)
    .innerJoin(users, eq(users.id, noticeChoices.userId))
    .where(inArray(noticeChoices.userId, accountIds));
  const choicesOf = new Map(choices.map((row) => [row.userId, row]));
  const pushUsers = choices.filter((row) => row.push.length > 0).map((row) => row.userId);
  const subscriptions = pushUsers.length > 0 ? await ctx.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, pushUsers)) : [];
  const { log } = deliveriesOf(ctx);

  for (const { to, notice } of notices) {
    const account = accountOf(to);
    const chosen = account === null ? undefined : choicesOf.get(account);
    const byMail = chosen?.mail.includes(notice.kind) ?? false;
    const byPush = (chosen?.push.includes(notice.kind) ?? false) && subscriptions.some((s) => s.userId === account);
    if (!chosen || (!byMail && !byPush)) {
      report.unsent++;
      continue;
    }
    const message = noticeMessage(notice, tournament, readerLocale(chosen.locale, tournament.language));
    if (byMail) {
      try {
        await ctx.mailer.send({ to: chosen.email, subject: message.subject, text: message.text });
        report.mailed++;
      } catch (error) {
        report.failed++;
        log?.warn({ err: error, tournamentId, kind: notice.kind }, 'a notice could not be mailed');
      }
    }
    if (!byPush) continue;
    const vapid = await vapidOf(ctx.db, ctx.clock, ctx.config.mailFrom);
    for (const subscription of subscriptions.filter((s) => s.userId === account)) {
      try {
        if ((await sendPush(subscription, message.push, vapid)) === 'sent') report.pushed++;
        else await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } catch (error) {
        report.failed++;
        log?.warn({ err: error, tournamentId, kind: notice.kind }, 'a push notice was refused or could not reach the push service');
      }
    }
  }
  return report;
}
