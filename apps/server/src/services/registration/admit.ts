import { eq } from 'drizzle-orm';
import { registerPlayerBody, type RegistrationSettings } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { users } from '../../db/schema/accounts.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import { registrations } from '../../db/schema/registration.js';
import { ApiFailure } from '../../http/errors.js';
import { feeOf } from '../core/entry-fees.js';
import { enter, LAST_ROUND_FOR_RENUMBERING, renumber } from '../core/players.js';
import type { TournamentRow } from '../core/access.js';
import type { EntryRow } from '../core/engine-model.js';
import { hasRoom, placesTaken, waitingList } from '../core/registration-places.js';

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * Enters the registration's player under their account's name and email, with the details they gave.
 * When the tournament charges an entry fee the entry awaits it (not paired, not listed: core/entry-fees.ts)
 * until the player pays from the tournament's page; it holds its place meanwhile.
 */
export async function admitPlayer(ctx: AppContext, tx: Tx, t: TournamentRow, userId: string, details: unknown): Promise<EntryRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const entry = await enter(
    ctx,
    tx,
    t,
    { ...registerPlayerBody.parse(details), name: user.name, email: user.email, byes: [], fullPointByes: [], missedRounds: 'zero_point_bye' },
    userId,
  );
  const fee = await feeOf(tx, t);
  if (fee) {
    const now = ctx.clock();
    await tx.insert(entryFees).values({ entryId: entry.id, tournamentId: t.id, ...fee, status: 'awaiting_payment', createdAt: now, updatedAt: now });
    // Awaiting payment, it is numbered after every participant (players.ts renumber).
    if (t.currentRound <= LAST_ROUND_FOR_RENUMBERING) await renumber(tx, t.id);
  }
  return entry;
}

/** A queued registration becomes an entry; `approvedBy` is the organiser who approved it, if one did. */
export async function admitRegistration(ctx: AppContext, tx: Tx, t: TournamentRow, row: RegistrationRow, approvedBy: string | null): Promise<void> {
  const entry = await admitPlayer(ctx, tx, t, row.userId, row.details);
  const now = ctx.clock();
  await tx
    .update(registrations)
    .set({ status: 'admitted', entryId: entry.id, approvedBy, approvedAt: approvedBy ? now : null, updatedAt: now })
    .where(eq(registrations.id, row.id));
}

/**
 * Gives freed places to the waiting list, first registered first (before round 1 only: later the
 * organiser enters late players themselves). Under the organiser's approval a promoted registration
 * waits for it, holding the place. One the field can no longer take (the organiser meanwhile entered
 * the same FIDE id) is declined, inside a savepoint, and the next one gets the place.
 */
export async function promoteWaitingList(ctx: AppContext, tx: Tx, t: TournamentRow, settings: RegistrationSettings): Promise<void> {
  if (t.currentRound > 0 || t.finishedAt) return;
  for (const row of await waitingList(tx, t.id)) {
    if (!hasRoom(settings, await placesTaken(tx, t.id))) return;
    if (settings.approval === 'organiser') {
      await tx.update(registrations).set({ status: 'awaiting_approval', updatedAt: ctx.clock() }).where(eq(registrations.id, row.id));
      continue;
    }
    try {
      await tx.transaction((savepoint) => admitRegistration(ctx, savepoint, t, row, null));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      await tx.update(registrations).set({ status: 'declined', updatedAt: ctx.clock() }).where(eq(registrations.id, row.id));
    }
  }
}
