import { eq } from 'drizzle-orm';
import type { CheckInSettings } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { checkInSettings } from '../../db/schema/index.js';
import type { TournamentRow } from '../tournaments/access.js';

/** A tournament that never set them: no check-in, no byes from the phone (the arbiter still grants byes). */
export const noCheckIn: CheckInSettings = { required: false, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 0 };

export async function settingsOf(db: Db | Tx, tournamentId: string): Promise<CheckInSettings> {
  const [row] = await db.select().from(checkInSettings).where(eq(checkInSettings.tournamentId, tournamentId));
  if (!row) return noCheckIn;
  const { required, opensBeforeMinutes, closesBeforeMinutes, halfPointByeLimit } = row;
  return { required, opensBeforeMinutes, closesBeforeMinutes, halfPointByeLimit };
}

/**
 * The round players check in for: the next one to be paired, while the tournament runs. Only Swiss rounds:
 * a round robin's boards are fixed by its Berger table, so an absent player there loses by forfeit instead.
 */
export function checkInRound(t: TournamentRow): number | null {
  if (t.system !== 'dutch' || t.finishedAt !== null) return null;
  const next = t.currentRound + 1;
  return next <= t.totalRounds ? next : null;
}
