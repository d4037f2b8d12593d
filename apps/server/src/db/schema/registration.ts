import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalMode, AskableField } from '@kingside/contract';
import { users } from './accounts.js';
import { entries, tournaments } from './tournaments.js';

// Mirrors migrations/0016_registration.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const registrationSettings = pgTable('registration_settings', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  closed: boolean('closed').notNull().default(false),
  cap: integer('cap'),
  approval: text('approval').$type<ApprovalMode>().notNull().default('auto'),
  askedFields: text('asked_fields').array().$type<AskableField[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull(),
});

export type RegistrationStatus = 'awaiting_approval' | 'waiting_list' | 'admitted' | 'withdrawn' | 'declined';

export const registrations = pgTable('registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<RegistrationStatus>().notNull(),
  entryId: uuid('entry_id').references(() => entries.id, { onDelete: 'set null' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: at('approved_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
