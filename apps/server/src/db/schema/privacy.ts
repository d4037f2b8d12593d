import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { tournaments } from './tournaments.js';

// Mirrors migrations/0014_deletion.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A deleted tournament waiting for its purge; restoring it deletes the row, purging it cascades the row away. */
export const tournamentPurges = pgTable(
  'tournament_purges',
  {
    tournamentId: uuid('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    purgeAfter: at('purge_after').notNull(),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('tournament_purges_purge_after_idx').on(table.purgeAfter)],
);
