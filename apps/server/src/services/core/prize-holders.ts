import { sql } from 'drizzle-orm';
import { entries, teams } from '../../db/schema/index.js';

/**
 * Who holds a prize: a player's entry or, for a team's place, a team, exactly one; the prize is paid to that holder's
 * payee. Entry and team ids are both random UUIDs, never shared, so one id names the holder wherever payees are looked
 * up or sealed.
 */
export type PrizeHolder = { entryId: string; teamId: null } | { entryId: null; teamId: string };

export const holderIdOf = (holder: { entryId: string | null; teamId: string | null }): string => (holder.entryId ?? holder.teamId) as string;

export const holderOf = (row: { entryId: string | null; teamId: string | null }): PrizeHolder =>
  row.entryId !== null ? { entryId: row.entryId, teamId: null } : { entryId: null, teamId: row.teamId as string };

/** The holder's name in a query joining entries and teams to the prize (left joins: one of the two is null). */
export const holderName = sql<string>`coalesce(${entries.name}, ${teams.name})`;
