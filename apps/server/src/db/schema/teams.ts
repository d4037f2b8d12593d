import { bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TeamPairingExplanation } from '@kingside/engine';
import type { LineupSetAs, MatchForfeit, TeamApproval } from '@kingside/contract';
import { users } from './accounts.js';
import { entries, rounds, tournaments } from './tournaments.js';

// Mirrors migrations/0038_team_events.sql and 0042_team_approval.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  /** The team pairing number (C.04.6 art. 1.1). */
  pairingNumber: integer('pairing_number').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().default(''),
  club: text('club'),
  federation: text('federation'),
  captainId: uuid('captain_id').references(() => users.id, { onDelete: 'set null' }),
  withdrawn: boolean('withdrawn').notNull().default(false),
  withdrawnAt: at('withdrawn_at'),
  /** A registered team under the organiser's approval: awaiting it, then approved or declined (who, when). */
  approval: text('approval').$type<TeamApproval>().notNull().default('approved'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A roster in board order: position 1 first, reserves after the first N boards. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.entryId] })],
);

/** A round's team pairings: a match, or a team's pairing-allocated bye (no black team). */
export const matches = pgTable('matches', {
  id: uuid('id').primaryKey().defaultRandom(),
  roundId: uuid('round_id')
    .notNull()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  tableNumber: integer('table_number').notNull(),
  whiteTeamId: uuid('white_team_id')
    .notNull()
    .references(() => teams.id),
  blackTeamId: uuid('black_team_id').references(() => teams.id),
  /** A match forfeited as a whole (TRF-2026 330); null when it is played on the boards. */
  forfeit: text('forfeit').$type<MatchForfeit>(),
  forfeitBy: uuid('forfeit_by').references(() => users.id, { onDelete: 'set null' }),
  forfeitAt: at('forfeit_at'),
});

/** The players a team plays a round with, board 1 first. */
export const lineups = pgTable(
  'lineups',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    entryIds: uuid('entry_ids').array().notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: at('set_at').notNull(),
    setAs: text('set_as').$type<LineupSetAs>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.round] })],
);

/** Every lineup set, in order. */
export const lineupChanges = pgTable('lineup_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  entryIds: uuid('entry_ids').array().notNull(),
  setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  setAt: at('set_at').notNull(),
  setAs: text('set_as').$type<LineupSetAs>().notNull(),
});

/** A captain's link for players to join the roster; only its hash is kept. */
export const teamInvitations = pgTable('team_invitations', {
  tokenHash: text('token_hash').primaryKey(),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** The engine's record of how it paired a team Swiss round (C.04.6), for "Why this pairing". */
export const teamPairingExplanations = pgTable('team_pairing_explanations', {
  roundId: uuid('round_id')
    .primaryKey()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  explanation: jsonb('explanation').$type<TeamPairingExplanation>().notNull(),
  /** Team ids by the explanation's team pairing numbers. */
  teamIds: jsonb('team_ids').$type<Record<string, string>>().notNull(),
});
