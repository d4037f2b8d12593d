import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BrochureContent, FileKind, FileType } from '@kingside/contract';
import { users } from './accounts.js';
import { tournaments } from './tournaments.js';

// Mirrors migrations/0006_tournament_files_and_brochures.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tournamentFiles = pgTable(
  'tournament_files',
  {
    id: uuid('id').primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FileKind>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').$type<FileType>().notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (table) => [index('tournament_files_tournament_id_idx').on(table.tournamentId, table.uploadedAt)],
);

export const brochures = pgTable('brochures', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<BrochureContent>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull(),
});
