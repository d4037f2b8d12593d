import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { teamEntryFees, teams } from '../../db/schema/index.js';
import type { Fee } from './entry-fees.js';

/**
 * The teams of a team event that are registered but not participants: awaiting the organiser's approval, declined,
 * or awaiting their entry fee. Pairing leaves them out and the public list does not show them, as an individual
 * registration awaiting approval or its fee is not an entry.
 */
export async function teamsNotParticipating(db: Db | Tx, tournamentId: string): Promise<Set<string>> {
  const unpaid = await db
    .select({ teamId: teamEntryFees.teamId })
    .from(teamEntryFees)
    .where(and(eq(teamEntryFees.tournamentId, tournamentId), eq(teamEntryFees.status, 'awaiting_payment')));
  const undecided = await db
    .select({ teamId: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournamentId), ne(teams.approval, 'approved')));
  return new Set([...unpaid, ...undecided].map((r) => r.teamId));
}

/** Whether a team as managers see it takes part: approved, its fee (if any) settled. */
export const participates = (team: { approval: string; feeStatus: string | null }) => team.approval === 'approved' && team.feeStatus !== 'awaiting_payment';

/**
 * The team's entry fee falls due: it awaits payment, and the team is not a participant until it is paid (its captain
 * pays from their team's page, or the organiser confirms it paid in hand).
 */
export async function teamFeeDue(ctx: Pick<AppContext, 'clock'>, tx: Tx, team: { id: string; tournamentId: string }, fee: Fee): Promise<void> {
  const now = ctx.clock();
  await tx
    .insert(teamEntryFees)
    .values({ teamId: team.id, tournamentId: team.tournamentId, ...fee, status: 'awaiting_payment', createdAt: now, updatedAt: now });
}
