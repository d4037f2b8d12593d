import { and, asc, eq } from 'drizzle-orm';
import { isTeamSystem, type byeRequestBody, type MyCheckIn } from '@kingside/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { byeRequests, checkIns, entries, tournaments } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { notAwaitingPayment } from '../core/entry-fees.js';
import { publishChange } from '../core/live/publish.js';
import { refuseFinished } from '../core/round-state.js';
import { canManage, notDeleted, type TournamentRow } from '../core/access.js';
import type { EntryRow } from '../core/engine-model.js';
import { checkInRound, confirmByesBeyondLimit, refuseByeInLastRounds, settingsOf } from '../core/check-in-settings.js';
import { checkInsOf, windowOf, windowView } from '../core/check-in-windows.js';

// The player's side, from their phone: checking in, asking for half-point byes. The arbiter may do both for anyone.

async function myView(db: Db | Tx, t: TournamentRow, entry: EntryRow): Promise<MyCheckIn> {
  const settings = await settingsOf(db, t.id);
  const round = checkInRound(t);
  const present = round === null ? undefined : (await checkInsOf(db, t.id, round)).get(entry.id)?.present;
  const byes = await db
    .select({ round: byeRequests.round, kind: byeRequests.kind })
    .from(byeRequests)
    .where(eq(byeRequests.entryId, entry.id))
    .orderBy(asc(byeRequests.round));
  const openRounds =
    t.system === 'dutch' && t.finishedAt === null ? Array.from({ length: Math.max(0, t.totalRounds - t.currentRound) }, (_, i) => t.currentRound + 1 + i) : [];
  return {
    tournamentId: t.id,
    entryId: entry.id,
    name: entry.name,
    withdrawn: entry.withdrawn,
    required: settings.required && round !== null,
    window: round === null ? null : windowView(round, await windowOf(db, t.id, round)),
    checkedIn: present === true,
    markedAbsent: !settings.required && present === false,
    byeRounds: byes.map((b) => b.round),
    openRounds,
    halfPointByeLimit: settings.halfPointByeLimit,
    lastByeRound: t.totalRounds - settings.noByeLastRounds,
    byesLeft: Math.max(0, settings.halfPointByeLimit - byes.filter((b) => b.kind === 'half_point_bye').length),
  };
}

/** The signed-in player's own check-in in the tournament; 404 when they have no entry in it. */
export async function myCheckIn(ctx: AppContext, user: UserRow, tournamentId: string): Promise<MyCheckIn> {
  const [row] = await ctx.db
    .select({ entry: entries, t: tournaments })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(and(eq(entries.tournamentId, tournamentId), eq(entries.userId, user.id), notDeleted, notAwaitingPayment))
    .orderBy(asc(entries.pairingNumber))
    .limit(1);
  if (!row) throw notFound('You have no entry in this tournament');
  return myView(ctx.db, row.t, row.entry);
}

type ByeRequest = z.output<typeof byeRequestBody>;

interface Acting {
  t: TournamentRow;
  entry: EntryRow;
  /** A manager of the tournament acting for the player (the arbiter), rather than the player themselves. */
  arbiter: boolean;
}

/** The entry and its tournament (locked), if the caller is its player or manages the tournament: 404 / 403 otherwise. */
async function actingOn(tx: Tx, user: UserRow, entryId: string): Promise<Acting> {
  const [found] = await tx
    .select({ entry: entries, tournamentId: entries.tournamentId })
    .from(entries)
    .where(and(eq(entries.id, entryId), notAwaitingPayment));
  if (!found) throw notFound('Player not found');
  const [t] = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, found.tournamentId), notDeleted))
    .for('update');
  if (!t) throw notFound('Player not found');
  const arbiter = await canManage(tx, user, t);
  if (!arbiter && found.entry.userId !== user.id) throw forbidden('You can only check in, or ask for byes, for yourself');
  refuseFinished(t);
  return { t, entry: found.entry, arbiter };
}

function refuseWithdrawn({ entry, arbiter }: Acting, what: 'check-in' | 'bye'): void {
  if (!entry.withdrawn) return;
  throw conflict(
    arbiter
      ? words('{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}', {
          name: entry.name,
          what,
        })
      : words(
          'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again',
          { what },
        ),
  );
}

/**
 * Checks the player in for the next round (or out, with `present` false). The player does it while the round's
 * check-in is open; the arbiter at any time before the round is paired, either way. Without check-in, the
 * arbiter alone marks a player absent from the next round (or back), which the pairing reads the same way.
 */
export async function setCheckIn(ctx: AppContext, user: UserRow, entryId: string, present: boolean): Promise<MyCheckIn> {
  return ctx.db.transaction(async (tx) => {
    const acting = await actingOn(tx, user, entryId);
    const { t, entry, arbiter } = acting;
    if (isTeamSystem(t.system))
      throw conflict("No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it");
    if (t.system !== 'dutch') throw conflict('A round robin pairs everyone by its Berger table; enter a forfeit for an absent player');
    const round = checkInRound(t);
    if (round === null) throw conflict(words('Every round of the tournament is paired ({rounds}); there is no check-in to hold', { rounds: t.totalRounds }));
    if (!arbiter && !(await settingsOf(tx, t.id)).required) throw conflict('This tournament does not use check-in');
    refuseWithdrawn(acting, 'check-in');
    const [bye] = await tx
      .select()
      .from(byeRequests)
      .where(and(eq(byeRequests.entryId, entry.id), eq(byeRequests.round, round)));
    if (bye && present) {
      throw conflict(
        arbiter
          ? words('{name} has a half-point bye in round {round}; cancel it first to play', { name: entry.name, round })
          : words('You have a half-point bye in round {round}; cancel it first to play', { round }),
      );
    }
    if (!arbiter) {
      const window = await windowOf(tx, t.id, round);
      if (!window) throw conflict(words('Check-in for round {round} is not open yet', { round }));
      if (window.closedAt) throw conflict(words('Check-in for round {round} has closed; ask the arbiter', { round }));
    }
    const now = ctx.clock();
    const row = { present, byArbiter: arbiter, changedBy: user.id, changedAt: now };
    await tx
      .insert(checkIns)
      .values({ entryId: entry.id, tournamentId: t.id, round, ...row })
      .onConflictDoUpdate({ target: [checkIns.entryId, checkIns.round], set: row });
    await publishChange(tx, t.id, 'check_in', round, now);
    return myView(tx, t, entry);
  });
}

/**
 * Asks for (or cancels) a half-point bye in a round not paired yet. A player may ask for as many as the
 * tournament's limit, counting every bye they have in it; the arbiter may grant more, confirmed in FIDE mode.
 */
export async function setBye(ctx: AppContext, user: UserRow, entryId: string, { round, requested, confirmation }: ByeRequest): Promise<MyCheckIn> {
  return ctx.db.transaction(async (tx) => {
    const acting = await actingOn(tx, user, entryId);
    const { t, entry, arbiter } = acting;
    if (isTeamSystem(t.system))
      throw conflict(
        "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it",
      );
    if (t.system !== 'dutch') throw conflict('A round robin has no half-point byes on request; the arbiter enters a forfeit instead');
    if (round > t.totalRounds) throw badRequest(words('round: the tournament has {rounds} rounds, not {round}', { rounds: t.totalRounds, round }), 'round');
    if (round <= t.currentRound) throw conflict(words('Round {round} is already paired; its byes can no longer change', { round }), 'round');
    const byes = await tx.select({ round: byeRequests.round, kind: byeRequests.kind }).from(byeRequests).where(eq(byeRequests.entryId, entry.id));
    const has = byes.some((b) => b.round === round);
    // The limit counts half-point byes; a full-point bye the arbiter gave is not one.
    const held = byes.filter((b) => b.kind === 'half_point_bye');
    if (requested && !has) {
      refuseWithdrawn(acting, 'bye');
      const settings = await settingsOf(tx, t.id);
      refuseByeInLastRounds(t, settings, [round], 'round');
      const limit = settings.halfPointByeLimit;
      if (!arbiter && held.length >= limit) {
        throw conflict(
          limit === 0
            ? 'This tournament takes no half-point bye requests from players; ask the arbiter'
            : words(
                'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter',
                {
                  count: held.length,
                  limit,
                },
              ),
          'round',
        );
      }
      if (arbiter) await confirmByesBeyondLimit(tx, t, entry.name, held.length + 1, confirmation, 'round');
      await tx.insert(byeRequests).values({ entryId: entry.id, tournamentId: t.id, round, createdAt: ctx.clock() });
      // A bye replaces the game: a check-in for that round no longer stands.
      await tx.delete(checkIns).where(and(eq(checkIns.entryId, entry.id), eq(checkIns.round, round)));
    } else if (!requested && has) {
      await tx.delete(byeRequests).where(and(eq(byeRequests.entryId, entry.id), eq(byeRequests.round, round)));
    }
    if (requested !== has) await publishChange(tx, t.id, 'check_in', round, ctx.clock());
    return myView(tx, t, entry);
  });
}
