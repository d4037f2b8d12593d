import { bigint, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { EntryFeePaidHow, EntryFeeStatus } from '@kingside/contract';
import { users } from './accounts.js';
import { teams } from './teams.js';
import { tournaments } from './tournaments.js';

// Mirrors migrations/0039_team_entry_fees.sql and 0041_team_entry_fees_in_hand_refunds.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Minor units (paise). */
const money = (name: string) => bigint(name, { mode: 'number' });

/** A team event's entry fee, charged once per team to its captain. */
export const teamEntryFees = pgTable('team_entry_fees', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<EntryFeeStatus>().notNull(),
  paidHow: text('paid_how').$type<EntryFeePaidHow>(),
  paidOrderId: text('paid_order_id'),
  paidAt: at('paid_at'),
  confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  confirmReason: text('confirm_reason'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const teamEntryFeeOrders = pgTable(
  'team_entry_fee_orders',
  {
    orderId: text('order_id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teamEntryFees.teamId, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    paymentUrl: text('payment_url'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [unique().on(table.teamId, table.attempt)],
);

export const teamEntryFeeRefunds = pgTable('team_entry_fee_refunds', {
  refundId: text('refund_id').primaryKey(),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teamEntryFees.teamId, { onDelete: 'cascade' }),
  orderId: text('order_id').references(() => teamEntryFeeOrders.orderId),
  amount: money('amount').notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
