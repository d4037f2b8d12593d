import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, MINOR_UNITS_PER_MAJOR, currencies, formatMoney, type Currency } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import { prizeStructures } from '../../db/schema/prizes.js';
import type { TournamentRow } from './access.js';

/**
 * An entry whose fee awaits payment is a registration, not a participant: this condition, on the
 * entries table, keeps it out of everything built from the entries (pairing, standings, lists,
 * TRF). Spelled out, as in access.ts, so the column stays qualified inside the subquery.
 */
export const notAwaitingPayment = sql`NOT EXISTS (
  SELECT 1 FROM entry_fees ef WHERE ef.entry_id = "entries"."id" AND ef.status = 'awaiting_payment')`;

/** The registrations of a tournament still waiting for their fee. */
export async function awaitingPayment(db: Db | Tx, tournamentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ entryId: entryFees.entryId })
    .from(entryFees)
    .where(and(eq(entryFees.tournamentId, tournamentId), eq(entryFees.status, 'awaiting_payment')));
  return new Set(rows.map((r) => r.entryId));
}

export interface Fee {
  /** Minor units. */
  amount: number;
  currency: Currency;
}

/**
 * The fee a registration pays now, or null when the tournament charges none. The tournament keeps
 * `entryFee` in major units with two decimals (numeric(12,2), read as a JavaScript number): it is
 * rounded to whole minor units here, once, and only minor units are stored and sent from then on.
 * The currency is the tournament's, that of its prize structure (INR when it has none).
 */
export async function feeOf(db: Db | Tx, t: TournamentRow): Promise<Fee | null> {
  if (t.entryFee === null) return null;
  const amount = Math.round(t.entryFee * MINOR_UNITS_PER_MAJOR);
  if (amount <= 0) return null;
  const [structure] = await db.select({ currency: prizeStructures.currency }).from(prizeStructures).where(eq(prizeStructures.tournamentId, t.id));
  const currency = structure && (currencies as readonly string[]).includes(structure.currency) ? structure.currency : DEFAULT_CURRENCY;
  return { amount, currency };
}

export const describeFee = (fee: Fee) => formatMoney(fee.amount, fee.currency);

const orderIdAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Juspay's order_id: letters and digits, "less than 21" characters; `ef` marks an entry fee's. */
export function newOrderId(): string {
  const bytes = randomBytes(18);
  return `ef${Array.from(bytes, (b) => orderIdAlphabet[b % orderIdAlphabet.length]).join('')}`;
}
