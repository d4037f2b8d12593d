import { bigserial, boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  Acceleration,
  GameKind,
  GameResult,
  InitialOrder,
  Locale,
  PointSystem,
  RatingMethod,
  RatingType,
  RequestedByeKind,
  RoundState,
  ScheduledRound,
  TeamScoring,
  TournamentSystem,
  UnratedRatingMethod,
} from '@kingside/contract';
import { users } from './accounts.js';

// Mirrors migrations/0003_tournaments.sql (the SQL is the truth).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const clubs = pgTable('clubs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  city: text('city'),
  federation: text('federation'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: at('created_at').notNull(),
});

export const clubManagers = pgTable(
  'club_managers',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.userId] })],
);

// Mirrors migrations/0035_club_invitations.sql.
export const clubInvitations = pgTable(
  'club_invitations',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: at('invited_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.email] })],
);

export const tournaments = pgTable('tournaments', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  clubId: uuid('club_id').references(() => clubs.id),
  name: text('name').notNull(),
  system: text('system').$type<TournamentSystem>().notNull(),
  totalRounds: integer('total_rounds').notNull(),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  roundSchedule: jsonb('round_schedule').$type<ScheduledRound[]>().notNull().default([]),
  venue: text('venue'),
  city: text('city'),
  federation: text('federation'),
  timeControl: text('time_control'),
  ratingType: text('rating_type').$type<RatingType>().notNull(),
  /** Rating methods (migrations/0026_rating_methods.sql). */
  ratingMethod: text('rating_method').$type<RatingMethod>().notNull().default('fide'),
  unratedRatingMethod: text('unrated_rating_method').$type<UnratedRatingMethod>().notNull().default('none'),
  unratedRating: integer('unrated_rating'),
  pointSystem: jsonb('point_system').$type<PointSystem>().notNull(),
  pabPoints: numeric('pab_points', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  acceleration: text('acceleration').$type<Acceleration>().notNull(),
  tiebreaks: text('tiebreaks').array().notNull(),
  sharedPlaces: boolean('shared_places').notNull(),
  chiefArbiter: text('chief_arbiter'),
  deputyArbiters: text('deputy_arbiters').array().notNull().default([]),
  /** migrations/0032_arbiter_fide_ids.sql: the chief arbiter's FIDE id, and the deputies' in their order (null: none). */
  chiefArbiterFideId: integer('chief_arbiter_fide_id'),
  deputyArbiterFideIds: jsonb('deputy_arbiter_fide_ids').$type<(number | null)[]>().notNull().default([]),
  entryFee: numeric('entry_fee', { precision: 12, scale: 2, mode: 'number' }),
  enableRegistration: boolean('enable_registration').notNull().default(false),
  isClubMembership: boolean('is_club_membership').notNull().default(false),
  createBrochure: boolean('create_brochure').notNull().default(false),
  isBrochure: boolean('is_brochure').notNull().default(false),
  feedbacks: text('feedbacks').array().notNull().default([]),
  initialColour: text('initial_colour').$type<'w' | 'b'>(),
  /** FIDE mode (migrations/0022_fide_mode.sql): true until left, for good, in round `fideModeLeftRound` (0: before round 1). */
  fideMode: boolean('fide_mode').notNull().default(true),
  fideModeLeftRound: integer('fide_mode_left_round'),
  fideModeLeftAt: at('fide_mode_left_at'),
  fideModeLeftBy: uuid('fide_mode_left_by').references(() => users.id, { onDelete: 'set null' }),
  /** Pairing numbers (migrations/0025_pairing_numbers.sql): the criterion after rating and title, and numbers set by hand. */
  initialOrder: text('initial_order').$type<InitialOrder>().notNull().default('name'),
  pairingNumbersByHand: boolean('pairing_numbers_by_hand').notNull().default(false),
  /** The seed of the drawing of lots among fully tied players (migrations/0028_tie_orders.sql); null: the tournament's id. */
  lotSeed: text('lot_seed'),
  /** Team events (migrations/0038_team_events.sql): boards per match and the team scoring; null for an individual event. */
  boardsPerMatch: integer('boards_per_match'),
  teamScoring: jsonb('team_scoring').$type<TeamScoring>(),
  /** Captains set lineups until this many minutes before the round's scheduled start; null: until they are published. */
  lineupDeadlineMinutes: integer('lineup_deadline_minutes'),
  /** The tournament's own language (migrations/0044_tournament_language.sql): mailed notices and printed sheets. */
  language: text('language').$type<Locale>().notNull().default('en'),
  currentRound: integer('current_round').notNull().default(0),
  finishedAt: at('finished_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** Set by deletion (migrations/0014_deletion.sql): hidden everywhere, purged 30 days later unless restored. */
  deletedAt: at('deleted_at'),
});

export const entries = pgTable('entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  pairingNumber: integer('pairing_number').notNull(),
  name: text('name').notNull(),
  fideId: integer('fide_id'),
  nationalId: text('national_id'),
  rating: integer('rating').notNull().default(0),
  /** Rating methods (migrations/0026_rating_methods.sql): null when none was entered. */
  nationalRating: integer('national_rating'),
  manualRating: integer('manual_rating'),
  title: text('title').notNull().default(''),
  federation: text('federation'),
  sex: text('sex').$type<'m' | 'w'>(),
  birthDate: text('birth_date'),
  club: text('club'),
  email: text('email'),
  phone: text('phone'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  withdrawn: boolean('withdrawn').notNull().default(false),
  withdrawnAt: at('withdrawn_at'),
  /** Expelled by the arbiter (migrations/0029_expelled_players.sql): also withdrawn; never undone. */
  expelledAt: at('expelled_at'),
  /** The tournament's current round when the player was expelled (0 before round 1 was paired). */
  expelledRound: integer('expelled_round'),
  expelledBy: uuid('expelled_by').references(() => users.id, { onDelete: 'set null' }),
  joinedRound: integer('joined_round').notNull().default(1),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const byeRequests = pgTable(
  'bye_requests',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    /** migrations/0031_full_point_byes.sql: a half-point bye, or a full-point bye the arbiter gave. */
    kind: text('kind').$type<RequestedByeKind>().notNull().default('half_point_bye'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.round] })],
);

export const rounds = pgTable('rounds', {
  id: uuid('id').primaryKey().defaultRandom(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  state: text('state').$type<RoundState>().notNull(),
  pairedAt: at('paired_at').notNull(),
  pairedBy: uuid('paired_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: at('started_at'),
  scoredAt: at('scored_at'),
  /** Between "Edit pairings" and "Validate pairings" (migrations/0022_fide_mode.sql). */
  editingPairings: boolean('editing_pairings').notNull().default(false),
  /** A team round's boards exist once its lineups are published (migrations/0038_team_events.sql). */
  lineupsPublishedAt: at('lineups_published_at'),
});

export const games = pgTable('games', {
  id: uuid('id').primaryKey().defaultRandom(),
  roundId: uuid('round_id')
    .notNull()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  board: integer('board').notNull(),
  whiteId: uuid('white_id')
    .notNull()
    .references(() => entries.id),
  blackId: uuid('black_id').references(() => entries.id),
  kind: text('kind').$type<GameKind>().notNull(),
  result: text('result').$type<GameResult>(),
  resultBy: uuid('result_by').references(() => users.id, { onDelete: 'set null' }),
  resultAt: at('result_at'),
  /** Bumped by every entry or change of the result (0: never entered). */
  resultVersion: integer('result_version').notNull().default(0),
  /** The team match the board belongs to (migrations/0038_team_events.sql); null in an individual event. */
  matchId: uuid('match_id'),
});

/** The TRF file a tournament was imported from, as read (its export is written over it). */
export const importedTrfFiles = pgTable('imported_trf_files', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  importedAt: at('imported_at').notNull(),
});

export const resultChanges = pgTable('result_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gameId: uuid('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  oldResult: text('old_result').$type<GameResult>(),
  newResult: text('new_result').$type<GameResult>().notNull(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: at('changed_at').notNull(),
});
