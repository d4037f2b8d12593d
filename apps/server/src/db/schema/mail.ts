import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_accounts.sql.

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
