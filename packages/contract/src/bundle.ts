import { z } from 'zod';
import { brochureContent } from './brochure.js';
import { fileKinds, fileTypes } from './files.js';
import { textField } from './fields.js';
import { playerTitles } from './player-titles.js';
import { currency, prizeCategory, prizeSharing, unawardedPrize } from './prizes.js';
import { ratingType } from './rating-type.js';
import { acceleration, gameKinds, gameResult, pointSystem, roundStates, scheduledRound, tournamentSystem } from './tournament.js';

/**
 * A tournament as one zip (issue 12): tournament.trf (the TRF export), tournament.json (this schema)
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
const pairingNumber = z.number().int().min(1).max(9999);
const round = z.number().int().min(1).max(99);

export const bundleSettings = z.object({
  name: textField('Name', { max: 200, required: true }),
  system: tournamentSystem,
  totalRounds: round,
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  roundSchedule: z.array(scheduledRound).max(99),
  venue: line('Venue', 200),
  city: line('City', 100),
  federation: z
    .string()
    .regex(/^[A-Z]{3}$/, 'A federation is a 3-letter FIDE code')
    .nullable(),
  timeControl: line('Time control', 100),
  ratingType,
  pointSystem,
  pabPoints: z.number().min(0).max(10).multipleOf(0.5),
  acceleration,
  tiebreaks: z.array(z.string().regex(/^[A-Z]{2,4}(\/[CML]\d{1,2})*$/, 'Unknown tie-break code')).max(12),
  sharedPlaces: z.boolean(),
  chiefArbiter: line('Chief arbiter', 100),
  deputyArbiters: z.array(textField('A deputy arbiter', { max: 100, required: true })).max(20),
  entryFee: z.number().min(0).max(1_000_000).nullable(),
  enableRegistration: z.boolean(),
  isClubMembership: z.boolean(),
  createBrochure: z.boolean(),
  isBrochure: z.boolean(),
  feedbacks: z.array(textField('A feedback', { max: 2000, multiline: true })).max(100),
  initialColour: z.enum(['w', 'b']).nullable(),
  currentRound: z.number().int().min(0).max(99),
  finishedAt: at.nullable(),
});
export type BundleSettings = z.infer<typeof bundleSettings>;

/** The managers' view of an entry: contact fields included. */
export const bundlePlayer = z.object({
  pairingNumber,
  name: textField('Name', { max: 100, required: true }),
  fideId: z.number().int().min(1).max(2_000_000_000).nullable(),
  nationalId: line('National id', 50),
  rating: z.number().int().min(0).max(3500),
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
  joinedRound: round,
  /** Rounds with a half-point bye asked for. */
  byes: z.array(round).max(99),
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
});
export type BundleGame = z.infer<typeof bundleGame>;

export const bundleRound = z.object({
  number: round,
  state: z.enum(roundStates),
  pairedAt: at,
  startedAt: at.nullable(),
  scoredAt: at.nullable(),
  games: z.array(bundleGame).max(5000),
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

export const tournamentBundle = z.object({
  format: z.literal(BUNDLE_FORMAT, { error: `format must be ${BUNDLE_FORMAT}` }),
  exportedAt: at,
  settings: bundleSettings,
  players: z.array(bundlePlayer).min(1, 'A bundle has at least one player').max(5000),
  rounds: z.array(bundleRound).max(99),
  prizeStructure: bundlePrizeStructure.nullable(),
  brochure: brochureContent.nullable(),
  files: z.array(bundleFile).max(12),
});
export type TournamentBundle = z.infer<typeof tournamentBundle>;
