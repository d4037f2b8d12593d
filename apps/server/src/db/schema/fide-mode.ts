import { integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { entries, rounds, tournaments } from './tournaments.js';

// Mirrors migrations/0022_fide_mode.sql, 0024_tiebreak_changes.sql, 0027_prohibited_pairings.sql, 0028_tie_orders.sql
// and 0033_round_ratings.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A validated round that differs from the engine's pairing of it: the arbiter's boards, for `### MPA` in the TRF. */
export const manualPairingAdjustments = pgTable('manual_pairing_adjustments', {
  id: uuid('id').primaryKey().defaultRandom(),
  roundId: uuid('round_id')
    .notNull()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  changes: text('changes').notNull(),
  validatedBy: uuid('validated_by').references(() => users.id, { onDelete: 'set null' }),
  validatedAt: at('validated_at').notNull(),
});

/** The tie-breaks changed once round 1 was paired (migrations/0024_tiebreak_changes.sql), for `###` in the TRF. */
export const tiebreakChanges = pgTable('tiebreak_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  previous: text('previous').array().notNull(),
  chosen: text('chosen').array().notNull(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: at('changed_at').notNull(),
});

/** The columns of an arbiter's change made once round 1 is paired, kept for the TRF's `###` comments: its round, its words, who and when. */
const arbiterChangeColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  change: text('change').notNull(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: at('changed_at').notNull(),
});

/** Pairing numbers changed by hand, or the initial order's criterion changed (migrations/0025_pairing_numbers.sql). */
export const pairingNumberChanges = pgTable('pairing_number_changes', arbiterChangeColumns());

/** The rating method or the unrated players' rating changed once round 1 was paired (migrations/0034_rating_rule_changes.sql). */
export const ratingRuleChanges = pgTable('rating_rule_changes', arbiterChangeColumns());

/** Players who must not meet: a group, in every round or up to `lastRound` (migrations/0027_prohibited_pairings.sql). */
export const prohibitedPairings = pgTable('prohibited_pairings', {
  id: uuid('id').primaryKey().defaultRandom(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  lastRound: integer('last_round'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});

/** The players of a prohibited pairing group. */
export const prohibitedPairingPlayers = pgTable(
  'prohibited_pairing_players',
  {
    prohibitedPairingId: uuid('prohibited_pairing_id')
      .notNull()
      .references(() => prohibitedPairings.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.prohibitedPairingId, table.entryId] })],
);

/** The arbiter's ranking of fully tied players for the prizes (migrations/0028_tie_orders.sql), shown and in the TRF. */
export const tieOrders = pgTable('tie_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  startNumbers: integer('start_numbers').array().notNull(),
  reason: text('reason').notNull(),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at').notNull(),
});

/** A player's rating from a round on, entered when a new FIDE list came out during the event (migrations/0033_round_ratings.sql). */
export const entryRoundRatings = pgTable(
  'entry_round_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    fromRound: integer('from_round').notNull(),
    rating: integer('rating').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: at('set_at').notNull(),
  },
  (table) => [unique().on(table.entryId, table.fromRound)],
);
