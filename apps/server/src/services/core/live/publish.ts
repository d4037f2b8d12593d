import { sql } from 'drizzle-orm';
import type { LiveEvent, LiveEventKind } from '@kingside/contract';
import type { Db, Tx } from '../../../db/connection.js';
import { LIVE_CHANNEL } from './bus.js';

/**
 * Announces a change of a tournament to its live streams, on every instance. Call it inside the
 * transaction that makes the change: the database sends the notification only when that
 * transaction commits, so a change that is rolled back (a refused request) announces nothing, and
 * one that commits is announced even if this process stops right after.
 */
export async function publishChange(tx: Tx | Db, tournamentId: string, kind: LiveEventKind, round: number | null, at: Date): Promise<void> {
  const event: LiveEvent = { tournamentId, kind, round, at: at.toISOString() };
  await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}
