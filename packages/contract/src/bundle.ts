import { z } from 'zod';
import { brochureContent } from './brochure.js';
import { fileKinds, fileTypes } from './files.js';
import { fideIdField, ROUNDS_MAX, START_NUMBER_MAX, textField } from './fields.js';
import { playerTitles } from './player-titles.js';
import { currency } from './money.js';
import { prizeCategory, prizeSharing, unawardedPrize } from './prizes.js';
import { localeSchema } from './locales.js';
import { ratingType } from './rating-type.js';
import { ratingMethod, unratedRating, unratedRatingMethod } from './rating-method.js';
import { boardsPerMatch, BOARDS_MAX, lineupDeadlineMinutes, lineupSetAs, matchForfeits, teamScoring } from './team-scoring.js';
import { acceleration, gameKinds, initialOrder, gameResult, pointSystem, roundStates, scheduledRound, tournamentSystem } from './tournament.js';
import { sentence } from './words.js';

/**
 * A tournament as one zip (export and import): tournament.trf (the TRF export), tournament.json (this schema)
 * and files/<name> (its uploaded files). The format names its version, so a later Kingside can read
 * an older bundle or refuse it by name.
 */
export const BUNDLE_FORMAT = 'kingside-tournament-bundle/1';
export const BUNDLE_TRF_ENTRY = 'tournament.trf';
export const BUNDLE_JSON_ENTRY = 'tournament.json';
export const BUNDLE_FILES_PREFIX = 'files/';
/** Ten attachments, a logo and regulations at their limits, and room for the rest. */
export const BUNDLE_MAX_BYTES = 130 * 1024 * 1024;

const at = z.iso.datetime({ offset: true, error: 'Expected a date and time (ISO 8601)' });
const line = (label: string, max: number) => textField(label, { max }).nullable();
const pairingNumber = z.number().int().min(1).max(START_NUMBER_MAX);
const round = z.number().int().min(1).max(ROUNDS_MAX);

export const bundleSettings = z.object({
  name: textField('Name', { max: 200, required: true }),
  system: tournamentSystem,
  totalRounds: round,
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  roundSchedule: z.array(scheduledRound).max(ROUNDS_MAX),
  venue: line('Venue', 200),
  city: line('City', 100),
  federation: z
    .string()
    .regex(/^[A-Z]{3}$/, 'A federation is a 3-letter FIDE code')
    .nullable(),
  timeControl: line('Time control', 100),
  ratingType,
  /** Rating methods; absent in bundles written before them (the FIDE rating, no rating for unrated players). */
  ratingMethod: ratingMethod.optional(),
  unratedRatingMethod: unratedRatingMethod.optional(),
  unratedRating: unratedRating.nullable().optional(),
  pointSystem,
  pabPoints: z.number().min(0).max(10).multipleOf(0.5),
  acceleration,
  /** A team event's codes may name the score they count (TB:MP, TB:GP) and run to five letters (MPVGP). */
  tiebreaks: z.array(z.string().regex(/^[A-Z]{2,5}(:MP|:GP)?(\/[CML]\d{1,2})*$/, 'Unknown tie-break code')).max(12),
  sharedPlaces: z.boolean(),
  /** The seed of the drawing of lots among fully tied players, kept so that a restored tournament's lots fall the same way (absent in older bundles). */
  lotSeed: z.string().min(1).max(100).optional(),
  chiefArbiter: line('Chief arbiter', 100),
  deputyArbiters: z.array(textField('A deputy arbiter', { max: 100, required: true })).max(20),
  /** The arbiters' FIDE ids (the deputies' in their order); absent in older bundles. */
  chiefArbiterFideId: fideIdField().nullable().default(null),
  deputyArbiterFideIds: z.array(fideIdField().nullable()).max(20).default([]),
  entryFee: z.number().min(0).max(1_000_000).nullable(),
  enableRegistration: z.boolean(),
  isClubMembership: z.boolean(),
  createBrochure: z.boolean(),
  isBrochure: z.boolean(),
  feedbacks: z.array(textField('A feedback', { max: 2000, multiline: true })).max(100),
  initialColour: z.enum(['w', 'b']).nullable(),
  /** Absent in bundles written before pairing-number criteria: alphabetical, numbers as the field's order gives them. */
  initialOrder: initialOrder.optional(),
  pairingNumbersByHand: z.boolean().optional(),
  currentRound: z.number().int().min(0).max(ROUNDS_MAX),
  finishedAt: at.nullable(),
  /** The round the tournament left FIDE mode in; absent or null while in FIDE mode (bundles written before FIDE mode have none). */
  fideModeLeftInRound: z.number().int().min(0).max(ROUNDS_MAX).nullable().optional(),
  /** A team event's boards per match, scoring and lineup deadline; absent or null for an individual event and in older bundles. */
  boardsPerMatch: boardsPerMatch.nullable().optional(),
  teamScoring: teamScoring.nullable().optional(),
  lineupDeadlineMinutes: lineupDeadlineMinutes.nullable().optional(),
  /** The tournament's own language; absent in bundles written before it (English). */
  language: localeSchema.optional(),
});
export type BundleSettings = z.infer<typeof bundleSettings>;

/** The managers' view of an entry: contact fields included. */
export const bundlePlayer = z.object({
  pairingNumber,
  name: textField('Name', { max: 100, required: true }),
  fideId: fideIdField().nullable(),
  nationalId: line('National id', 50),
  rating: z.number().int().min(0).max(3500),
  /** Absent in bundles written before rating methods. */
  nationalRating: z.number().int().min(0).max(3500).nullable().optional(),
  manualRating: z.number().int().min(0).max(3500).nullable().optional(),
  title: z.enum(['', ...playerTitles]),
  federation: z
    .string()
    .regex(/^[A-Z]{3}$/, 'A federation is a 3-letter FIDE code')
    .nullable(),
  sex: z.enum(['m', 'w']).nullable(),
  birthDate: z
    .string()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/, 'A birth date is YYYY or YYYY-MM-DD')
    .nullable(),
  club: line('Club', 100),
  email: z.email().max(254).nullable(),
  phone: line('Phone number', 30),
  withdrawn: z.boolean(),
  withdrawnAt: at.nullable(),
  /** Expelled by the arbiter (then also withdrawn), and the round it happened in (0 before round 1); absent from older bundles. */
  expelledAt: at.nullable().default(null),
  expelledRound: z.number().int().min(0).max(ROUNDS_MAX).nullable().default(null),
  joinedRound: round,
  /** Rounds with a half-point bye asked for. */
  byes: z.array(round).max(ROUNDS_MAX),
  /** Rounds with a full-point bye the arbiter gave; absent from older bundles. */
  fullPointByes: z.array(round).max(ROUNDS_MAX).default([]),
});
export type BundlePlayer = z.infer<typeof bundlePlayer>;

export const bundleResultChange = z.object({ oldResult: gameResult.nullable(), newResult: gameResult, changedAt: at });

export const bundleGame = z.object({
  board: z.number().int().min(1).max(5000),
  white: pairingNumber,
  black: pairingNumber.nullable(),
  kind: z.enum(gameKinds),
  result: gameResult.nullable(),
  resultAt: at.nullable(),
  resultVersion: z.number().int().min(0),
  history: z.array(bundleResultChange).max(1000),
  /** In a team event, the table of the match the board belongs to; absent or null in an individual event. */
  table: z.number().int().min(1).max(2500).nullable().optional(),
});
export type BundleGame = z.infer<typeof bundleGame>;

const teamNumber = z.number().int().min(1).max(START_NUMBER_MAX);

/** A round's team pairing at one table, teams by their team pairing numbers; no black team: the pairing-allocated bye. */
export const bundleMatch = z.object({
  table: z.number().int().min(1).max(2500),
  whiteTeam: teamNumber,
  blackTeam: teamNumber.nullable(),
  forfeit: z.enum(matchForfeits).nullable(),
  forfeitAt: at.nullable(),
});
export type BundleMatch = z.infer<typeof bundleMatch>;

export const bundleRound = z.object({
  number: round,
  state: z.enum(roundStates),
  pairedAt: at,
  startedAt: at.nullable(),
  scoredAt: at.nullable(),
  games: z.array(bundleGame).max(5000),
  /** A team event's: when the lineups were published, and the matches (absent in an individual event). */
  lineupsPublishedAt: at.nullable().optional(),
  matches: z.array(bundleMatch).max(2500).optional(),
});
export type BundleRound = z.infer<typeof bundleRound>;

export const bundlePrizeStructure = z.object({
  currency,
  sharing: prizeSharing,
  categories: z.array(prizeCategory).max(100),
  unawarded: z.array(unawardedPrize).max(1000),
});

export const bundleFile = z.object({
  /** Its entry in the zip: files/<name>. */
  entry: z.string().regex(/^files\/[^/\\\u0000-\u001f]{1,200}$/, 'A file entry is files/<name>'),
  kind: z.enum(fileKinds),
  name: textField('File name', { max: 200, required: true }),
  contentType: z.enum(fileTypes),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 in hex'),
});
export type BundleFile = z.infer<typeof bundleFile>;

/** Players who must not meet (Settings → Prohibited pairings), by pairing number; lastRound null: every round. */
export const bundleProhibitedPairing = z.object({
  label: textField('A prohibited pairing’s name', { max: 100, required: true }),
  lastRound: round.nullable(),
  players: z
    .array(pairingNumber)
    .min(2)
    .max(100)
    .refine((numbers) => new Set(numbers).size === numbers.length, 'A player is named twice'),
});

/** The arbiter's order of players still tied after every tie-break (for the prizes), in place of the lots. */
export const bundleTieOrder = z.object({
  round,
  startNumbers: z
    .array(pairingNumber)
    .min(2)
    .max(5000)
    .refine((numbers) => new Set(numbers).size === numbers.length, 'A player is named twice'),
  reason: textField('The reason', { max: 300, required: true }),
  decidedAt: at,
});

/** A player's rating from a round on (Settings → Ratings per round: a new FIDE list during the event), by pairing number. */
export const bundleRoundRating = z.object({
  player: pairingNumber,
  fromRound: round.min(2, 'A rating per round applies from round 2 on'),
  rating: z.number().int().min(0).max(3500),
});

const distinct = (numbers: readonly number[]) => new Set(numbers).size === numbers.length;

/**
 * A team with its roster (players by pairing number, board 1 first, reserves after). The captain is an account of
 * the server the bundle came from, so it is not carried: the organiser names the captain again after an import.
 */
export const bundleTeam = z.object({
  pairingNumber: teamNumber,
  name: textField('Team name', { max: 100, required: true }),
  shortName: z.string().max(20),
  club: line('Club', 100),
  federation: z
    .string()
    .regex(/^[A-Z]{3}$/, 'A federation is a 3-letter FIDE code')
    .nullable(),
  withdrawn: z.boolean(),
  withdrawnAt: at.nullable(),
  roster: z.array(pairingNumber).max(100).refine(distinct, 'A player is on the roster twice'),
});
export type BundleTeam = z.infer<typeof bundleTeam>;

/** A lineup a team played (or was to play) a round with, or one change of it; who set it is not carried (accounts do not travel). */
export const bundleLineup = z.object({
  team: teamNumber,
  round,
  players: z.array(pairingNumber).max(BOARDS_MAX).refine(distinct, 'A player is in the lineup twice'),
  setAt: at,
  setAs: z.enum(lineupSetAs),
});
export type BundleLineup = z.infer<typeof bundleLineup>;

export const tournamentBundle = z.object({
  format: z.literal(BUNDLE_FORMAT, { error: sentence('format must be {format}', { format: BUNDLE_FORMAT }) }),
  exportedAt: at,
  settings: bundleSettings,
  players: z.array(bundlePlayer).min(1, 'A bundle has at least one player').max(5000),
  rounds: z.array(bundleRound).max(ROUNDS_MAX),
  prizeStructure: bundlePrizeStructure.nullable(),
  brochure: brochureContent.nullable(),
  files: z.array(bundleFile).max(12),
  /** Absent from bundles written before prohibited pairings were kept. */
  prohibitedPairings: z.array(bundleProhibitedPairing).max(1000).optional(),
  /** Absent from bundles written before the arbiter could rank tied players. */
  tieOrders: z.array(bundleTieOrder).max(1000).optional(),
  /** Absent from bundles written before ratings per round were kept. */
  roundRatings: z
    .array(bundleRoundRating)
    .max(100_000)
    .refine((ratings) => new Set(ratings.map((r) => `${r.player}:${r.fromRound}`)).size === ratings.length, 'A player has two ratings from one round')
    .optional(),
  /** A team event's teams, lineups and every change of them; absent in an individual event. */
  teams: z
    .array(bundleTeam)
    .max(2500)
    .refine((teams) => distinct(teams.map((t) => t.pairingNumber)), 'Two teams have one pairing number')
    .refine((teams) => new Set(teams.map((t) => t.name)).size === teams.length, 'Two teams have one name')
    .refine((teams) => distinct(teams.flatMap((t) => t.roster)), 'A player is on two rosters')
    .optional(),
  lineups: z
    .array(bundleLineup)
    .max(100_000)
    .refine((lineups) => new Set(lineups.map((l) => `${l.team}:${l.round}`)).size === lineups.length, 'A team has two lineups for one round')
    .optional(),
  lineupChanges: z.array(bundleLineup).max(100_000).optional(),
});
export type TournamentBundle = z.infer<typeof tournamentBundle>;
