import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { checkInSettings, checkInWindows, entries, tournaments } from '../../db/schema/index.js';
import { notAwaitingPayment } from '../core/entry-fees.js';
import { notifyPlayers, type PlayerNotice } from '../core/notices/notify.js';
import { publishChange } from '../core/live/publish.js';
import { repeatEvery, type RepeatingJob } from '../core/repeat.js';
import { notDeleted } from '../core/access.js';
import { checkInRound } from '../core/check-in-settings.js';

/** Players not checked in are reminded this long before the check-in closes (at once when it is open for less). */
export const REMINDER_MINUTES = 10;
const minuteMs = 60_000;

/**
 * What the clock does to check-ins, on whichever instance runs it: opens the next round's check-in when its
 * tournament's schedule says (that many minutes before the round's scheduled start), closes every check-in
 * whose closing time has come (the schedule's, or the one the arbiter gave), and reminds the players not
 * checked in that it is closing. Each step is one conditional write, so two instances never do one twice.
 * Returns what it did, for the log and tests.
 */
export async function runCheckInSchedule(ctx: AppContext): Promise<{ opened: number; closed: number; reminded: number }> {
  const now = ctx.clock();
  let opened = 0;
  const scheduled = await ctx.db
    .select({ t: tournaments, opensBefore: checkInSettings.opensBeforeMinutes, closesBefore: checkInSettings.closesBeforeMinutes })
    .from(checkInSettings)
    .innerJoin(tournaments, eq(tournaments.id, checkInSettings.tournamentId))
    .where(
      and(
        eq(checkInSettings.required, true),
        isNotNull(checkInSettings.opensBeforeMinutes),
        isNotNull(checkInSettings.closesBeforeMinutes),
        isNull(tournaments.finishedAt),
        notDeleted,
      ),
    );
  for (const { t, opensBefore, closesBefore } of scheduled) {
    const round = checkInRound(t);
    const startsAt = t.roundSchedule.find((r) => r.round === round)?.startsAt;
    if (round === null || startsAt === undefined) continue;
    const start = Date.parse(startsAt);
    const opensAt = new Date(start - (opensBefore as number) * minuteMs);
    const closesAt = new Date(start - (closesBefore as number) * minuteMs);
    // Only inside the window: a server that was down through it leaves the round to the arbiter.
    if (now < opensAt || now >= closesAt) continue;
    opened += await ctx.db.transaction(async (tx) => {
      // Locked like every change of the tournament, so the round cannot be paired under this.
      const [current] = await tx.select({ currentRound: tournaments.currentRound }).from(tournaments).where(eq(tournaments.id, t.id)).for('update');
      if (current?.currentRound !== t.currentRound) return 0;
      const inserted = await tx
        .insert(checkInWindows)
        .values({ tournamentId: t.id, round, openedAt: now, closesAt })
        .onConflictDoNothing()
        .returning({ round: checkInWindows.round });
      if (inserted.length === 0) return 0;
      await publishChange(tx, t.id, 'check_in', round, now);
      return 1;
    });
  }

  const reminders = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(checkInWindows)
      .set({ remindedAt: now })
      .where(
        and(
          isNull(checkInWindows.closedAt),
          isNull(checkInWindows.remindedAt),
          gt(checkInWindows.closesAt, now),
          lte(checkInWindows.closesAt, new Date(now.getTime() + REMINDER_MINUTES * minuteMs)),
        ),
      )
      .returning();
    const notices: { tournamentId: string; notices: PlayerNotice[] }[] = [];
    for (const window of due) {
      const missing = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(
          and(
            eq(entries.tournamentId, window.tournamentId),
            eq(entries.withdrawn, false),
            notAwaitingPayment,
            // Spelled out, as in core/access.ts: drizzle leaves columns unqualified inside sql``.
            sql`NOT EXISTS (SELECT 1 FROM check_ins c WHERE c.entry_id = "entries"."id" AND c.round = ${window.round} AND c.present)`,
            sql`NOT EXISTS (SELECT 1 FROM bye_requests b WHERE b.entry_id = "entries"."id" AND b.round = ${window.round})`,
          ),
        );
      const closesAt = (window.closesAt as Date).toISOString();
      notices.push({
        tournamentId: window.tournamentId,
        notices: missing.map(({ id }) => ({ to: { entryId: id }, notice: { kind: 'check_in_closing', round: window.round, closesAt } })),
      });
    }
    return notices;
  });
  // After the commit: the notices say what the database now holds. Each delivery settles by itself.
  for (const { tournamentId, notices } of reminders) void notifyPlayers(ctx, tournamentId, notices);

  const closed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(checkInWindows)
      .set({ closedAt: now })
      .where(and(isNull(checkInWindows.closedAt), lte(checkInWindows.closesAt, now)))
      .returning({ tournamentId: checkInWindows.tournamentId, round: checkInWindows.round });
    for (const row of rows) await publishChange(tx, row.tournamentId, 'check_in', row.round, now);
    return rows.length;
  });
  return { opened, closed, reminded: reminders.length };
}

/** Runs the schedule every `intervalMs` while the app runs (tests call runCheckInSchedule with their clock). */
export function startCheckInSchedule(ctx: AppContext, log: FastifyBaseLogger, intervalMs = 30_000): RepeatingJob {
  return repeatEvery(intervalMs, () =>
    runCheckInSchedule(ctx).then(
      (done) => {
        if (done.opened + done.closed + done.reminded > 0) log.info(done, 'check-ins opened, closed or reminded by the schedule');
      },
      (error: unknown) => log.error({ err: error }, 'the check-in schedule failed; trying again later'),
    ),
  );
}
