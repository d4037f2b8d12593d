import { boolean, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { entries, tournaments } from './tournaments.js';

// Mirrors migrations/0017_check_in.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const checkInSettings = pgTable('check_in_settings', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  opensBeforeMinutes: integer('opens_before_minutes'),
  closesBeforeMinutes: integer('closes_before_minutes'),
  halfPointByeLimit: integer('half_point_bye_limit').notNull().default(0),
  /** migrations/0023_bye_last_rounds.sql */
  noByeLastRounds: integer('no_bye_last_rounds').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

export const checkInWindows = pgTable(
  'check_in_windows',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    openedAt: at('opened_at').notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closesAt: at('closes_at'),
    closedAt: at('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    remindedAt: at('reminded_at'),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.round] })],
);

export const checkIns = pgTable(
  'check_ins',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    present: boolean('present').notNull(),
    byArbiter: boolean('by_arbiter').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.round] }), index('check_ins_by_round').on(table.tournamentId, table.round)],
);
