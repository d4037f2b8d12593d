import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClaimedResult } from '@kingside/contract';
import { users } from './accounts.js';
import { entries, games, tournaments } from './tournaments.js';

// Mirrors migrations/0018_result_claims.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const resultClaims = pgTable(
  'result_claims',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    result: text('result').$type<ClaimedResult>().notNull(),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.entryId] })],
);
