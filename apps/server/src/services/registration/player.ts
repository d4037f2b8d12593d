import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isTeamSystem, type MyRegistration, type RegistrationInfo, type RegistrationState } from '@kingside/contract';
import type { z } from 'zod';
import type { registerPlayerBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import { registrations } from '../../db/schema/registration.js';
import { entries, tournaments } from '../../db/schema/tournaments.js';
import { conflict, notFound } from '../../http/errors.js';
import { words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { feeOf } from '../core/entry-fees.js';
import { publishChange } from '../core/live/publish.js';
import { notDeleted, type TournamentRow } from '../core/access.js';
import { admitPlayer, promoteWaitingList } from './admit.js';
import { hasRoom, placesTaken, settingsOf, waitingList } from '../core/registration-places.js';

type Register = z.output<typeof registerPlayerBody>;

async function liveTournamentRow(db: Db | Tx, tournamentId: string, lock: boolean): Promise<TournamentRow> {
  const query = db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Tournament not found');
  return row;
}

const beforeRoundOne = (t: TournamentRow) => t.currentRound === 0 && t.finishedAt === null;

/** What anyone may know of a tournament's registration: its rules and counts, no names. */
export async function registrationInfo(db: Db | Tx, tournamentId: string): Promise<RegistrationInfo> {
  const t = await liveTournamentRow(db, tournamentId, false);
  const settings = await settingsOf(db, t.id);
  const fee = await feeOf(db, t);
  return {
    ...settings,
    takesRegistrations: t.enableRegistration && settings.open && beforeRoundOne(t),
    placesTaken: await placesTaken(db, t.id),
    waiting: (await waitingList(db, t.id)).length,
    fee,
  };
}

/** The state of an entry made for a registering player. */
export function entryState(entry: { withdrawn: boolean }, feeStatus: string | null, approved: boolean): RegistrationState {
  if (entry.withdrawn) return 'withdrawn';
  if (feeStatus === 'awaiting_payment') return 'awaiting_payment';
  return approved ? 'confirmed' : 'registered';
}

/** The player's own registration: the one still in play, else the last that ended; null when they never registered. */
async function findMine(db: Db | Tx, user: UserRow, t: TournamentRow): Promise<MyRegistration | null> {
  const [entry] = await db
    .select({ id: entries.id, withdrawn: entries.withdrawn, feeStatus: entryFees.status, approvedBy: registrations.approvedBy })
    .from(entries)
    .leftJoin(entryFees, eq(entryFees.entryId, entries.id))
    .leftJoin(registrations, eq(registrations.entryId, entries.id))
    .where(and(eq(entries.tournamentId, t.id), eq(entries.userId, user.id)));
  const canWithdraw = beforeRoundOne(t);
  if (entry) {
    const state = entryState(entry, entry.feeStatus, entry.approvedBy !== null);
    return { state, position: null, entryId: entry.id, canWithdraw: canWithdraw && state !== 'withdrawn' };
  }
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.tournamentId, t.id), eq(registrations.userId, user.id)))
    .orderBy(sql`${registrations.status} IN ('awaiting_approval', 'waiting_list') DESC`, desc(registrations.seq))
    .limit(1);
  if (!row) return null;
  if (row.status === 'waiting_list') {
    const position = (await waitingList(db, t.id)).findIndex((r) => r.id === row.id) + 1;
    return { state: 'waiting_list', position, entryId: null, canWithdraw };
  }
  // An admitted registration always has its entry (found above) unless the organiser deleted it.
  const state: RegistrationState = row.status === 'awaiting_approval' ? 'awaiting_approval' : row.status === 'declined' ? 'declined' : 'withdrawn';
  return { state, position: null, entryId: null, canWithdraw: canWithdraw && state === 'awaiting_approval' };
}

export async function myRegistration(ctx: AppContext, user: UserRow, tournamentId: string): Promise<MyRegistration | null> {
  return findMine(ctx.db, user, await liveTournamentRow(ctx.db, tournamentId, false));
}

/**
 * Registers the signed-in player: beyond the cap on the waiting list; under the organiser's approval
 * awaiting it; otherwise straight into the field (awaiting the entry fee when there is one).
 */
export async function register(ctx: AppContext, user: UserRow, tournamentId: string, body: Register): Promise<MyRegistration> {
  return ctx.db.transaction(async (tx) => {
    const t = await liveTournamentRow(tx, tournamentId, true);
    if (isTeamSystem(t.system))
      throw conflict('Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team');
    if (!t.enableRegistration) throw conflict('This tournament does not take registrations; ask its organiser');
    if (t.finishedAt) throw conflict('The tournament has finished');
    if (t.currentRound > 0) throw conflict('Round 1 is already paired; ask the arbiter for a late entry');
    const settings = await settingsOf(tx, t.id);
    if (!settings.open) throw conflict('Registration for this tournament is closed');
    const mine = await findMine(tx, user, t);
    if (mine && mine.state !== 'declined' && (mine.entryId !== null || mine.state !== 'withdrawn'))
      throw conflict(
        mine.state === 'withdrawn'
          ? 'You withdrew from this tournament; ask its organiser to enter you again'
          : 'You are already registered in this tournament',
      );
    await checkFideIdFree(tx, t.id, body.fideId);
    const now = ctx.clock();
    const queue = async (status: 'waiting_list' | 'awaiting_approval') =>
      tx.insert(registrations).values({ tournamentId: t.id, userId: user.id, status, details: body, createdAt: now, updatedAt: now });
    const queued = (await waitingList(tx, t.id)).length > 0;
    if (queued || !hasRoom(settings, await placesTaken(tx, t.id))) await queue('waiting_list');
    else if (settings.approval === 'organiser') await queue('awaiting_approval');
    else {
      const entry = await admitPlayer(ctx, tx, t, user.id, body);
      await tx
        .insert(registrations)
        .values({ tournamentId: t.id, userId: user.id, status: 'admitted', entryId: entry.id, details: body, createdAt: now, updatedAt: now });
    }
    await publishChange(tx, t.id, 'players', null, now);
    return (await findMine(tx, user, t)) as MyRegistration;
  });
}

/** A FIDE id already in the field or in the queue would be refused when the registration is admitted: refuse it now. */
async function checkFideIdFree(tx: Tx, tournamentId: string, fideId: number | undefined): Promise<void> {
  if (fideId === undefined) return;
  const [entered] = await tx
    .select({ name: entries.name })
    .from(entries)
    .where(and(eq(entries.tournamentId, tournamentId), eq(entries.fideId, fideId)));
  const [queued] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.tournamentId, tournamentId),
        inArray(registrations.status, ['waiting_list', 'awaiting_approval']),
        sql`${registrations.details}->>'fideId' = ${String(fideId)}`,
      ),
    );
  if (entered || queued) throw conflict(words('fideId: a player with FIDE id {fideId} is already registered', { fideId }), 'fideId');
}

/**
 * The player withdraws their own registration, before round 1 only (later, withdrawing is the arbiter's
 * decision). Their place goes to the waiting list.
 */
export async function withdraw(ctx: AppContext, user: UserRow, tournamentId: string): Promise<MyRegistration> {
  return ctx.db.transaction(async (tx) => {
    const t = await liveTournamentRow(tx, tournamentId, true);
    const mine = await findMine(tx, user, t);
    if (!mine || mine.state === 'withdrawn' || mine.state === 'declined') throw notFound('You have no registration in this tournament to withdraw');
    if (!beforeRoundOne(t)) throw conflict('Round 1 is paired: only the arbiter can withdraw you now');
    const now = ctx.clock();
    if (mine.entryId) {
      await tx.update(entries).set({ withdrawn: true, withdrawnAt: now, updatedAt: now }).where(eq(entries.id, mine.entryId));
      await tx.update(registrations).set({ status: 'withdrawn', updatedAt: now }).where(eq(registrations.entryId, mine.entryId));
    } else {
      await tx
        .update(registrations)
        .set({ status: 'withdrawn', updatedAt: now })
        .where(
          and(eq(registrations.tournamentId, t.id), eq(registrations.userId, user.id), inArray(registrations.status, ['waiting_list', 'awaiting_approval'])),
        );
    }
    await promoteWaitingList(ctx, tx, t, await settingsOf(tx, t.id));
    await publishChange(tx, t.id, 'players', null, now);
    return (await findMine(tx, user, t)) as MyRegistration;
  });
}
