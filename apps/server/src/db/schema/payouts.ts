import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayeeKind, PayoutOrderState, PayoutStatusSource, Words } from '@kingside/contract';
import { users } from './accounts.js';
import { prizeWinners } from './prizes.js';
import { teams } from './teams.js';
import { entries, tournaments } from './tournaments.js';

// Mirrors migrations/0010_payouts.sql, 0040_team_prizes.sql and 0045_prize_and_payout_words.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const payeeDetails = pgTable(
  'payee_details',
  {
    /** Whose payee: a player's entry or a team (a team's prizes), exactly one of the two. */
    entryId: uuid('entry_id').references(() => entries.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PayeeKind>().notNull(),
    masked: text('masked').notNull(),
    sealed: text('sealed').notNull(),
    enteredBy: text('entered_by').$type<'winner' | 'organiser'>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
    /** migrations/0036: the expiry (seconds) of the latest payee link that saved these details; it and older links are used up. */
    linkUsedExpires: bigint('link_used_expires', { mode: 'number' }),
  },
  (table) => [
    index('payee_details_tournament_id_idx').on(table.tournamentId),
    uniqueIndex('payee_details_entry_id_key')
      .on(table.entryId)
      .where(sql`${table.entryId} IS NOT NULL`),
    uniqueIndex('payee_details_team_id_key')
      .on(table.teamId)
      .where(sql`${table.teamId} IS NOT NULL`),
  ],
);

export const payoutOrders = pgTable(
  'payout_orders',
  {
    orderId: text('order_id').primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    state: text('state').$type<PayoutOrderState>().notNull(),
    providerStatus: text('provider_status'),
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    nextCheckAt: at('next_check_at'),
    checks: integer('checks').notNull().default(0),
  },
  (table) => [
    index('payout_orders_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} IS NOT NULL`),
  ],
);

export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => payoutOrders.orderId, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    winnerId: uuid('winner_id').references(() => prizeWinners.id, { onDelete: 'set null' }),
    entryId: uuid('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    playerName: text('player_name').notNull(),
    categoryName: text('category_name').notNull(),
    place: integer('place').notNull(),
    payeeMasked: text('payee_masked').notNull(),
    attempt: integer('attempt').notNull(),
    position: integer('position').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    fulfillmentId: text('fulfillment_id').unique(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    transactionId: text('transaction_id'),
    /** Kingside's words (said in the reader's language), or the provider's reason as it gave it. */
    failureReason: jsonb('failure_reason').$type<string | Words>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    unique('payout_attempts_winner_id_attempt_key').on(table.winnerId, table.attempt),
    index('payout_attempts_tournament_id_idx').on(table.tournamentId, table.createdAt),
    index('payout_attempts_order_id_idx').on(table.orderId, table.position),
    uniqueIndex('payout_attempts_one_live_idx')
      .on(table.winnerId)
      .where(sql`${table.status} NOT IN ('FAILURE', 'CANCELLED', 'DISCARDED', 'RELEASED')`),
  ],
);

export const payoutStatusChanges = pgTable(
  'payout_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => payoutAttempts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    transactionId: text('transaction_id'),
    source: text('source').$type<PayoutStatusSource>().notNull(),
    note: jsonb('note').$type<string | Words>(),
    at: at('at').notNull(),
  },
  (table) => [index('payout_status_changes_attempt_id_idx').on(table.attemptId, table.at)],
);

export const payoutWebhookEvents = pgTable('payout_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventName: text('event_name').notNull(),
  receivedAt: at('received_at').notNull(),
});
