import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Mirrors migrations/0037_creation_tokens.sql (the SQL is the truth).

export type CreationKind = 'tournament' | 'player';

export const creationTokens = pgTable(
  'creation_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: uuid('token').notNull(),
    kind: text('kind').$type<CreationKind>().notNull(),
    resultId: uuid('result_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.token] })],
);
