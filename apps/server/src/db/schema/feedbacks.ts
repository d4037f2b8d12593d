import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { entries, tournaments } from './tournaments.js';

// Mirrors migrations/0020_player_feedbacks.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const playerFeedbacks = pgTable('player_feedbacks', {
  entryId: uuid('entry_id')
    .primaryKey()
    .references(() => entries.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
