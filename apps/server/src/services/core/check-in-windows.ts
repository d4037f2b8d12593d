import { and, eq } from 'drizzle-orm';
import type { CheckInWindow } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { checkInWindows, checkIns } from '../../db/schema/index.js';

export type WindowRow = typeof checkInWindows.$inferSelect;

export async function windowOf(db: Db | Tx, tournamentId: string, round: number): Promise<WindowRow | undefined> {
  const [row] = await db
    .select()
    .from(checkInWindows)
    .where(and(eq(checkInWindows.tournamentId, tournamentId), eq(checkInWindows.round, round)));
  return row;
}

export function windowView(round: number, row: WindowRow | undefined): CheckInWindow {
  const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
  return {
    round,
    state: !row ? 'not_open' : row.closedAt ? 'closed' : 'open',
    openedAt: iso(row?.openedAt),
    closesAt: iso(row?.closesAt),
    closedAt: iso(row?.closedAt),
  };
}

export type CheckInRow = typeof checkIns.$inferSelect;

/** Each entry's check-in for the round (checked in, or marked out), by entry id. */
export async function checkInsOf(db: Db | Tx, tournamentId: string, round: number): Promise<Map<string, CheckInRow>> {
  const rows = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.tournamentId, tournamentId), eq(checkIns.round, round)));
  return new Map(rows.map((row) => [row.entryId, row]));
}
