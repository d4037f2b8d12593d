import { and, asc, count, eq } from 'drizzle-orm';
import type { RegistrationSettings } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { registrationSettings, registrations } from '../../db/schema/registration.js';
import { entries } from '../../db/schema/tournaments.js';

/** A tournament without a settings row takes registrations as before registration had settings: open, no cap, let in at once. */
export const defaultSettings: RegistrationSettings = { open: true, cap: null, approval: 'auto', askedFields: [] };

export async function settingsOf(db: Db | Tx, tournamentId: string): Promise<RegistrationSettings> {
  const [row] = await db.select().from(registrationSettings).where(eq(registrationSettings.tournamentId, tournamentId));
  return row ? { open: !row.closed, cap: row.cap, approval: row.approval, askedFields: row.askedFields } : defaultSettings;
}

/**
 * Places of the field taken: every entry not withdrawn (those awaiting their entry fee hold their place)
 * and every registration awaiting the organiser's approval (it is let in once approved).
 */
export async function placesTaken(db: Db | Tx, tournamentId: string): Promise<number> {
  const [{ players }] = await db
    .select({ players: count() })
    .from(entries)
    .where(and(eq(entries.tournamentId, tournamentId), eq(entries.withdrawn, false)));
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(registrations)
    .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'awaiting_approval')));
  return players + pending;
}

/** The waiting list in order of registration (the order places are given in). */
export async function waitingList(db: Db | Tx, tournamentId: string) {
  return db
    .select()
    .from(registrations)
    .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'waiting_list')))
    .orderBy(asc(registrations.seq));
}

export const hasRoom = (settings: RegistrationSettings, taken: number) => settings.cap === null || taken < settings.cap;
