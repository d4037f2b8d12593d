import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FideSync, RatingType } from '@kingside/contract';
import { users } from './accounts.js';
import { tournaments } from './tournaments.js';

// Mirrors migrations/0002_fide_rating_list.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ratedPlayers = pgTable('rated_players', {
  fideId: integer('fide_id').primaryKey(),
  name: text('name').notNull(),
  searchWords: text('search_words').notNull(),
  federation: text('federation'),
  sex: text('sex').$type<'M' | 'F'>(),
  title: text('title'),
  womanTitle: text('woman_title'),
  otherTitles: text('other_titles').array().notNull().default([]),
  foaTitle: text('foa_title'),
  standardRating: smallint('standard_rating'),
  standardGames: smallint('standard_games'),
  standardK: smallint('standard_k'),
  rapidRating: smallint('rapid_rating'),
  rapidGames: smallint('rapid_games'),
  rapidK: smallint('rapid_k'),
  blitzRating: smallint('blitz_rating'),
  blitzGames: smallint('blitz_games'),
  blitzK: smallint('blitz_k'),
  birthYear: smallint('birth_year'),
  flag: text('flag'),
  inactive: boolean('inactive').notNull().default(false),
});

export const ratingList = pgTable('rating_list', {
  id: smallint('id').primaryKey().default(1),
  listDate: date('list_date', { mode: 'string' }).notNull(),
  fileName: text('file_name').notNull(),
  format: text('format').$type<'xml' | 'txt'>().notNull(),
  players: integer('players').notNull(),
  importedAt: at('imported_at').notNull(),
  importId: uuid('import_id'),
});

export type RatingListImportState = 'running' | 'done' | 'failed';

export interface RatingListCounts {
  players: number;
  standard: number;
  rapid: number;
  blitz: number;
  inactive: number;
  women: number;
  titled: number;
}

export const ratingListImports = pgTable('rating_list_imports', {
  id: uuid('id').primaryKey(),
  state: text('state').$type<RatingListImportState>().notNull(),
  fileName: text('file_name').notNull(),
  format: text('format').$type<'xml' | 'txt'>(),
  listDate: date('list_date', { mode: 'string' }),
  processed: integer('processed').notNull().default(0),
  total: integer('total'),
  bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
  bytesTotal: bigint('bytes_total', { mode: 'number' }),
  counts: jsonb('counts').$type<RatingListCounts>(),
  error: text('error'),
  errorLine: integer('error_line'),
  startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: at('started_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  finishedAt: at('finished_at'),
});

// Mirrors migrations/0004_rating_list_words.sql.
export const ratedPlayerWords = pgTable('rated_player_words', {
  word: text('word').primaryKey(),
  players: integer('players').notNull(),
});

// Mirrors migrations/0005_fide_syncs.sql.
export const fideSyncs = pgTable('fide_syncs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  listDate: date('list_date', { mode: 'string' }).notNull(),
  ratingType: text('rating_type').$type<RatingType>().notNull(),
  changes: jsonb('changes').$type<FideSync['changes']>().notNull(),
  missing: jsonb('missing').$type<FideSync['missing']>().notNull(),
  renumbered: boolean('renumbered').notNull(),
  syncedBy: uuid('synced_by').references(() => users.id, { onDelete: 'set null' }),
  syncedAt: at('synced_at').notNull(),
});

// Mirrors migrations/0007_rated_players_by_word.sql (word in "C" collation).
export const ratedPlayersByWord = pgTable(
  'rated_players_by_word',
  {
    word: text('word').notNull(),
    fideId: integer('fide_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.word, table.fideId] })],
);
