import { and, eq, inArray } from 'drizzle-orm';
import type { RegistrationLine, RegistrationsOverview } from '@kingside/contract';
import type { z } from 'zod';
import type { registrationSettingsBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { users } from '../../db/schema/accounts.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import { registrationSettings, registrations } from '../../db/schema/registration.js';
import { entries } from '../../db/schema/tournaments.js';
import { conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament, type TournamentRow } from '../core/access.js';
import { admitRegistration, promoteWaitingList } from './admit.js';
import { settingsOf, waitingList } from '../core/registration-places.js';
import { entryState, registrationInfo } from './player.js';

type SettingsBody = z.output<typeof registrationSettingsBody>;

/** Every player of the field by pairing number (entered by the organiser or registered), then the registrations awaiting approval, then the waiting list in order. */
async function lines(tx: Tx, t: TournamentRow): Promise<RegistrationLine[]> {
  const field = await tx
    .select({ entry: entries, feeStatus: entryFees.status, registrationId: registrations.id, approvedBy: registrations.approvedBy })
    .from(entries)
    .leftJoin(entryFees, eq(entryFees.entryId, entries.id))
    .leftJoin(registrations, eq(registrations.entryId, entries.id))
    .where(eq(entries.tournamentId, t.id))
    .orderBy(entries.pairingNumber);
  const queued = await tx
    .select({ registration: registrations, name: users.name, email: users.email })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.tournamentId, t.id), inArray(registrations.status, ['awaiting_approval', 'waiting_list'])))
    .orderBy(registrations.seq);
  const order = (await waitingList(tx, t.id)).map((r) => r.id);
  const fieldLines = field.map(({ entry, feeStatus, registrationId, approvedBy }): RegistrationLine => ({
    registrationId,
    entryId: entry.id,
    name: entry.name,
    email: entry.email,
    fideId: entry.fideId,
    rating: entry.rating,
    state: entryState(entry, feeStatus, approvedBy !== null),
    position: null,
    feeStatus,
    source: entry.userId === null ? 'organiser' : 'registration',
    registeredAt: entry.createdAt.toISOString(),
  }));
  const queuedLines = queued.map(({ registration, name, email }): RegistrationLine => {
    const details = registration.details as { fideId?: number; rating?: number };
    const waiting = registration.status === 'waiting_list';
    return {
      registrationId: registration.id,
      entryId: null,
      name,
      email,
      fideId: details.fideId ?? null,
      rating: details.rating ?? 0,
      state: waiting ? 'waiting_list' : 'awaiting_approval',
      position: waiting ? order.indexOf(registration.id) + 1 : null,
      feeStatus: null,
      source: 'registration',
      registeredAt: registration.createdAt.toISOString(),
    };
  });
  return [...fieldLines, ...queuedLines.sort((a, b) => (a.position ?? 0) - (b.position ?? 0))];
}

async function overviewOf(tx: Tx, t: TournamentRow): Promise<RegistrationsOverview> {
  const settings = await settingsOf(tx, t.id);
  return { settings, info: await registrationInfo(tx, t.id), lines: await lines(tx, t) };
}

/** The organiser's registrations panel: rules, counts, and every player with the state of their registration. */
export async function registrationsOverview(ctx: AppContext, user: UserRow, tournamentId: string): Promise<RegistrationsOverview> {
  return ctx.db.transaction(async (tx) => overviewOf(tx, await managedTournament(tx, user, tournamentId)));
}

/** Opens or closes registration, caps the field, sets approval and the details asked; a raised cap promotes the waiting list. */
export async function updateRegistrationSettings(ctx: AppContext, user: UserRow, tournamentId: string, body: SettingsBody): Promise<RegistrationsOverview> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    if (t.finishedAt) throw conflict('The tournament has finished; its registration no longer changes');
    const row = { closed: !body.open, cap: body.cap, approval: body.approval, askedFields: [...new Set(body.askedFields)], updatedAt: ctx.clock() };
    await tx
      .insert(registrationSettings)
      .values({ tournamentId: t.id, ...row })
      .onConflictDoUpdate({ target: registrationSettings.tournamentId, set: row });
    await promoteWaitingList(ctx, tx, t, await settingsOf(tx, t.id));
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    return overviewOf(tx, t);
  });
}

async function queuedRegistration(tx: Tx, user: UserRow, registrationId: string) {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!row) throw notFound('No registration has this id');
  const t = await managedTournament(tx, user, row.tournamentId, { lock: true });
  // Read again under the tournament's lock: another organiser may have decided meanwhile.
  const [now] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
  if (now.status !== 'awaiting_approval' && now.status !== 'waiting_list') throw conflict('This registration was already decided, or withdrawn by its player');
  return { t, row: now };
}

/** Lets a registration into the field (beyond the cap too: the organiser decides), recorded as confirmed by this organiser. */
export async function approveRegistration(ctx: AppContext, user: UserRow, registrationId: string): Promise<RegistrationsOverview> {
  return ctx.db.transaction(async (tx) => {
    const { t, row } = await queuedRegistration(tx, user, registrationId);
    await admitRegistration(ctx, tx, t, row, user.id);
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    return overviewOf(tx, t);
  });
}

/** Turns a registration down; its place (if it held one) goes to the waiting list. */
export async function declineRegistration(ctx: AppContext, user: UserRow, registrationId: string): Promise<RegistrationsOverview> {
  return ctx.db.transaction(async (tx) => {
    const { t, row } = await queuedRegistration(tx, user, registrationId);
    await tx.update(registrations).set({ status: 'declined', updatedAt: ctx.clock() }).where(eq(registrations.id, row.id));
    await promoteWaitingList(ctx, tx, t, await settingsOf(tx, t.id));
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    return overviewOf(tx, t);
  });
}
