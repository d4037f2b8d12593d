import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection.js';
import { teamEntryFees } from '../../db/schema/index.js';

/**
 * The teams of a team event whose entry fee awaits payment: registered, not yet participants, so pairing leaves
 * them out (as an individual registration awaiting its fee is left out of the entries).
 */
export async function teamsAwaitingPayment(db: Db | Tx, tournamentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ teamId: teamEntryFees.teamId })
    .from(teamEntryFees)
    .where(and(eq(teamEntryFees.tournamentId, tournamentId), eq(teamEntryFees.status, 'awaiting_payment')));
  return new Set(rows.map((r) => r.teamId));
}
