import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { games, tournaments } from './tournaments.js';

// Mirrors migrations/0009_lichess.sql and 0015_lichess_arena_standings.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const lichessAccounts = pgTable('lichess_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lichessId: text('lichess_id').notNull(),
  lichessUsername: text('lichess_username').notNull(),
  sealedToken: text('sealed_token').notNull(),
  scopes: text('scopes').array().notNull(),
  connectedAt: at('connected_at').notNull(),
});

export const lichessLogins = pgTable('lichess_logins', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  refCodeHash: text('ref_code_hash').notNull(),
  sealedVerifier: text('sealed_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  scopes: text('scopes').array().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const lichessTournaments = pgTable('lichess_tournaments', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'swiss' | 'arena'>().notNull(),
  lichessId: text('lichess_id').notNull().unique(),
  lichessUrl: text('lichess_url').notNull(),
  teamId: text('team_id'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  syncedAt: at('synced_at'),
});

export const lichessGames = pgTable('lichess_games', {
  gameId: uuid('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  lichessGameId: text('lichess_game_id').notNull(),
});

export const lichessArenaStandings = pgTable(
  'lichess_arena_standings',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    rank: integer('rank').notNull(),
    title: text('title'),
    rating: integer('rating').notNull(),
    score: integer('score').notNull(),
    performance: integer('performance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.username] })],
);
