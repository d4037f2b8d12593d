import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { tournaments } from './tournaments.js';

// Mirrors migrations/0012_pairing_jobs.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pairingJobs = pgTable('pairing_jobs', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().unique(),
  round: integer('round').notNull(),
  startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: at('started_at').notNull(),
  deadline: at('deadline').notNull(),
});
