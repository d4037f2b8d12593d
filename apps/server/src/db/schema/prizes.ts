import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, PrizeCategory, PrizeSharing, PrizeWinnerSource, UnawardedPrize, Words } from '@kingside/contract';
import { users } from './accounts.js';
import { teams } from './teams.js';
import { entries, tournaments } from './tournaments.js';

// Mirrors migrations/0008_prizes.sql, 0040_team_prizes.sql and 0045_prize_and_payout_words.sql (the SQL is the truth).

/** A prize nobody could be given, its reason as the engine worded it (a string when stored before it wrote words). */
export type StoredUnawardedPrize = Omit<UnawardedPrize, 'reason'> & { reason: string | Words };

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Minor units (paise): whole numbers well inside JavaScript's safe integers. */
const money = (name: string) => bigint(name, { mode: 'number' });

export const prizeStructures = pgTable('prize_structures', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  currency: text('currency').$type<Currency>().notNull(),
  sharing: text('sharing').$type<PrizeSharing>().notNull(),
  categories: jsonb('categories').$type<PrizeCategory[]>().notNull(),
  unawarded: jsonb('unawarded').$type<StoredUnawardedPrize[]>().notNull().default([]),
  winnersAt: at('winners_at'),
  publishedAt: at('published_at'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull(),
});

export const prizeWinners = pgTable(
  'prize_winners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    categoryName: text('category_name').notNull(),
    place: integer('place').notNull(),
    /** The player awarded; null when a team is (team places). Exactly one of entryId and teamId is set. */
    entryId: uuid('entry_id').references(() => entries.id),
    teamId: uuid('team_id').references(() => teams.id),
    amount: money('amount').notNull(),
    placeAmount: money('place_amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Why this holder, said in the reader's language (a string when written before, or typed by the organiser). */
    explanation: jsonb('explanation').$type<string | Words>().notNull(),
    source: text('source').$type<PrizeWinnerSource>().notNull(),
    fulfillmentId: text('fulfillment_id'),
    status: text('status'),
    transactionId: text('transaction_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    unique('prize_winners_tournament_id_category_id_place_key').on(table.tournamentId, table.categoryId, table.place),
    index('prize_winners_entry_id_idx').on(table.entryId),
    index('prize_winners_team_id_idx').on(table.teamId),
    uniqueIndex('prize_winners_fulfillment_id_idx')
      .on(table.fulfillmentId)
      .where(sql`${table.fulfillmentId} IS NOT NULL`),
  ],
);

export const prizeWinnerChanges = pgTable(
  'prize_winner_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    winnerId: uuid('winner_id').references(() => prizeWinners.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'override' | 'upload'>().notNull(),
    categoryName: text('category_name').notNull(),
    place: integer('place').notNull(),
    oldEntryId: uuid('old_entry_id').references(() => entries.id, { onDelete: 'set null' }),
    newEntryId: uuid('new_entry_id').references(() => entries.id, { onDelete: 'set null' }),
    oldTeamId: uuid('old_team_id').references(() => teams.id, { onDelete: 'set null' }),
    newTeamId: uuid('new_team_id').references(() => teams.id, { onDelete: 'set null' }),
    oldAmount: money('old_amount'),
    newAmount: money('new_amount'),
    /** The organiser's reason as typed, or Kingside's words for an upload. */
    reason: jsonb('reason').$type<string | Words>().notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [index('prize_winner_changes_tournament_id_idx').on(table.tournamentId, table.changedAt)],
);
