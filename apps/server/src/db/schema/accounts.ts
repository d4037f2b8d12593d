import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale, Role } from '@kingside/contract';

// Mirrors migrations/0001_accounts.sql (the SQL is the truth; schema.test.ts checks they agree).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  role: text('role').$type<Role>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Migration 0043: null until the account's owner chooses a language. */
  locale: text('locale').$type<Locale>(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export type OneTimeCodePurpose = 'sign-in' | 'password-reset';

export const oneTimeCodes = pgTable('one_time_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: at('used_at'),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bucket: text('bucket').notNull(),
  at: at('at').notNull(),
});

/** migrations/0036: one counter row per slowed sign-in lane (services/accounts/slow-downs.ts). */
export const signInSlowdowns = pgTable('sign_in_slowdowns', {
  lane: text('lane').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: at('last_failure_at').notNull(),
});
