import { bigint, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { EntryFeePaidHow, EntryFeeStatus } from '@kingside/contract';
import { users } from './accounts.js';
import { entries, tournaments } from './tournaments.js';

// Mirrors migrations/0011_entry_fees.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Minor units (paise). */
const money = (name: string) => bigint(name, { mode: 'number' });

export const entryFees = pgTable('entry_fees', {
  entryId: uuid('entry_id')
    .primaryKey()
    .references(() => entries.id, { onDelete: 'cascade' }),
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

export const entryFeeOrders = pgTable(
  'entry_fee_orders',
  {
    orderId: text('order_id').primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entryFees.entryId, { onDelete: 'cascade' }),
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
  (table) => [unique().on(table.entryId, table.attempt)],
);

export const entryFeeRefunds = pgTable('entry_fee_refunds', {
  refundId: text('refund_id').primaryKey(),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => entryFees.entryId, { onDelete: 'cascade' }),
  orderId: text('order_id').references(() => entryFeeOrders.orderId),
  amount: money('amount').notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
