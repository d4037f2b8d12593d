import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_CURRENCY, type Locale, type PrizeStructure, type PrizeWinner, type PrizeWinners, type UnawardedPrize } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { holderName } from '../core/prize-holders.js';
import { entries, prizeStructures, prizeWinnerChanges, prizeWinners, teams, users, type StoredUnawardedPrize } from '../../db/schema/index.js';
import { sayPrize } from './said.js';

export type StructureRow = typeof prizeStructures.$inferSelect;
export type WinnerRow = typeof prizeWinners.$inferSelect;

export async function structureRow(db: Db | Tx, tournamentId: string): Promise<StructureRow | null> {
  const [row] = await db.select().from(prizeStructures).where(eq(prizeStructures.tournamentId, tournamentId));
  return row ?? null;
}

/** The saved structure; before any save, an empty one in the default currency. */
export function structureView(tournamentId: string, row: StructureRow | null): PrizeStructure {
  return {
    tournamentId,
    currency: row?.currency ?? DEFAULT_CURRENCY,
    sharing: row?.sharing ?? 'tiebreak',
    categories: row?.categories ?? [],
    total: (row?.categories ?? []).reduce((sum, c) => sum + c.amounts.reduce((a, b) => a + b, 0), 0),
    winnersAt: row?.winnersAt?.toISOString() ?? null,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The prizes nobody could be given, why in the reader's language. */
export const saidUnawarded = (locale: Locale, unawarded: readonly StoredUnawardedPrize[]): UnawardedPrize[] =>
  unawarded.map((u) => ({ ...u, reason: sayPrize(locale, u.reason) }));

/**
 * The winners in the structure's category order, then by place; with the audit log, newest first. Why each won, why
 * a prize went to nobody and the reasons of the changes are said in the reader's language.
 */
export async function winnersView(db: Db | Tx, tournamentId: string, locale: Locale): Promise<PrizeWinners> {
  const structure = await structureRow(db, tournamentId);
  // A player's prize names the player, a team's place the team.
  const rows = await db
    .select({
      winner: prizeWinners,
      name: holderName,
      pairingNumber: sql<number>`coalesce(${entries.pairingNumber}, ${teams.pairingNumber})`,
      rating: entries.rating,
    })
    .from(prizeWinners)
    .leftJoin(entries, eq(entries.id, prizeWinners.entryId))
    .leftJoin(teams, eq(teams.id, prizeWinners.teamId))
    .where(eq(prizeWinners.tournamentId, tournamentId));
  const position = new Map((structure?.categories ?? []).map((c, i) => [c.id, i]));
  const rank = (id: string) => position.get(id) ?? Number.MAX_SAFE_INTEGER;
  rows.sort((a, b) => rank(a.winner.categoryId) - rank(b.winner.categoryId) || a.winner.place - b.winner.place);
  const winners: PrizeWinner[] = rows.map(({ winner: w, name, pairingNumber, rating }) => ({
    id: w.id,
    tournamentId: w.tournamentId,
    categoryId: w.categoryId,
    categoryName: w.categoryName,
    place: w.place,
    playerId: w.entryId,
    teamId: w.teamId,
    name,
    pairingNumber: Number(pairingNumber),
    rating,
    amount: w.amount,
    placeAmount: w.placeAmount,
    currency: w.currency,
    explanation: sayPrize(locale, w.explanation),
    source: w.source,
    fulfillment_id: w.fulfillmentId,
    status: w.status,
    transaction_id: w.transactionId,
    updatedAt: w.updatedAt.toISOString(),
  }));

  const oldEntry = alias(entries, 'old_entry');
  const newEntry = alias(entries, 'new_entry');
  const oldTeam = alias(teams, 'old_team');
  const newTeam = alias(teams, 'new_team');
  const changes = await db
    .select({
      change: prizeWinnerChanges,
      oldPlayer: sql<string | null>`coalesce(${oldEntry.name}, ${oldTeam.name})`,
      newPlayer: sql<string | null>`coalesce(${newEntry.name}, ${newTeam.name})`,
      changedBy: users.name,
    })
    .from(prizeWinnerChanges)
    .leftJoin(oldEntry, eq(oldEntry.id, prizeWinnerChanges.oldEntryId))
    .leftJoin(newEntry, eq(newEntry.id, prizeWinnerChanges.newEntryId))
    .leftJoin(oldTeam, eq(oldTeam.id, prizeWinnerChanges.oldTeamId))
    .leftJoin(newTeam, eq(newTeam.id, prizeWinnerChanges.newTeamId))
    .leftJoin(users, eq(users.id, prizeWinnerChanges.changedBy))
    .where(eq(prizeWinnerChanges.tournamentId, tournamentId))
    .orderBy(desc(prizeWinnerChanges.changedAt), desc(prizeWinnerChanges.id));

  return {
    tournamentId,
    currency: structure?.currency ?? DEFAULT_CURRENCY,
    winners,
    unawarded: saidUnawarded(locale, structure?.unawarded ?? []),
    total: winners.reduce((sum, w) => sum + w.amount, 0),
    winnersAt: structure?.winnersAt?.toISOString() ?? null,
    publishedAt: structure?.publishedAt?.toISOString() ?? null,
    changes: changes.map(({ change: c, oldPlayer, newPlayer, changedBy }) => ({
      id: c.id,
      winnerId: c.winnerId,
      kind: c.kind,
      categoryName: c.categoryName,
      place: c.place,
      oldPlayer,
      newPlayer,
      oldAmount: c.oldAmount,
      newAmount: c.newAmount,
      reason: sayPrize(locale, c.reason),
      changedBy,
      changedAt: c.changedAt.toISOString(),
    })),
  };
}

/** Winners of one tournament, in no particular order (for checks and replacements). */
export function winnerRows(db: Db | Tx, tournamentId: string): Promise<WinnerRow[]> {
  return db.select().from(prizeWinners).where(eq(prizeWinners.tournamentId, tournamentId)).orderBy(asc(prizeWinners.categoryId), asc(prizeWinners.place));
}
