import { z } from 'zod';
import { envelope } from './envelope.js';
import { fideIdField, textField } from './fields.js';
import { ratingType } from './rating-type.js';
import { sentence } from './words.js';

/**
 * The FIDE rating list (`POST /players/search-fide-players`): importing the list FIDE
 * publishes, and searching its players. Ratings always come with the list's date.
 */

export const fideTitles = ['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM'] as const;

/** A month of the list: "2025-10" or a day in it, "2025-10-01". */
const listMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d\d)?$/, 'Give the list date as YYYY-MM');

export const ratingEntry = z.object({
  rating: z.number().int().nullable(),
  games: z.number().int().nullable(),
  k: z.number().int().nullable(),
});
export type RatingEntry = z.infer<typeof ratingEntry>;

/** One player of the imported FIDE list. */
export const ratedPlayer = z.object({
  fideId: z.number().int(),
  name: z.string(),
  federation: z.string().nullable(),
  sex: z.enum(['M', 'F']).nullable(),
  title: z.string().nullable(),
  womanTitle: z.string().nullable(),
  otherTitles: z.array(z.string()),
  foaTitle: z.string().nullable(),
  standard: ratingEntry,
  rapid: ratingEntry,
  blitz: ratingEntry,
  birthYear: z.number().int().nullable(),
  inactive: z.boolean(),
});
export type RatedPlayer = z.infer<typeof ratedPlayer>;

/** The list now in use; null until one is imported. */
export const ratingListInfo = z.object({
  /** First day of the list's month, YYYY-MM-DD. */
  listDate: z.iso.date(),
  fileName: z.string(),
  players: z.number().int(),
  importedAt: z.iso.datetime(),
});
export type RatingListInfo = z.infer<typeof ratingListInfo>;

const year = z.number({ error: 'Give a year' }).int('Give a year').min(1900, 'Give a year from 1900').max(2100, 'Give a year up to 2100');
const rating = z.number({ error: 'Give a rating' }).int('Give a whole rating').min(0).max(3500, 'Ratings go up to 3500');

/** Pages a search may ask for: at 20 players a page, more than FIDE's whole list. */
const RATING_LIST_PAGES_MAX = 100_000;

export const searchFidePlayersBody = z
  .object({
    /** Name words in any order, accents and case ignored, word beginnings match, small typos tolerated. */
    query: textField('The search text', { max: 100 }).optional(),
    fideId: fideIdField().optional(),
    federation: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'A federation is a three-letter code, e.g. NOR')
      .transform((code) => code.toUpperCase())
      .optional(),
    title: z.enum(fideTitles, { error: sentence('The title is one of {values}', { values: fideTitles.join(', ') }) }).optional(),
    sex: z.enum(['M', 'F'], { error: 'Sex is M or F' }).optional(),
    birthYearFrom: year.optional(),
    birthYearTo: year.optional(),
    ratingType: ratingType.default('standard'),
    ratingFrom: rating.optional(),
    ratingTo: rating.optional(),
    page: z
      .number()
      .int()
      .min(1, 'Pages count from 1')
      .max(RATING_LIST_PAGES_MAX, sentence('At most page {max}', { max: RATING_LIST_PAGES_MAX.toLocaleString('en-US') }))
      .default(1),
    limit: z.number().int().min(1).max(100, 'At most 100 players a page').default(20),
  })
  .refine((b) => b.birthYearFrom === undefined || b.birthYearTo === undefined || b.birthYearFrom <= b.birthYearTo, {
    message: 'The birth years are the wrong way round',
    path: ['birthYearTo'],
  })
  .refine((b) => b.ratingFrom === undefined || b.ratingTo === undefined || b.ratingFrom <= b.ratingTo, {
    message: 'The ratings are the wrong way round',
    path: ['ratingTo'],
  });
export type SearchFidePlayersBody = z.input<typeof searchFidePlayersBody>;

export const fidePlayersPage = z.object({
  /** The list the ratings come from; null when no list has been imported. */
  list: ratingListInfo.nullable(),
  players: z.array(ratedPlayer),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type FidePlayersPage = z.infer<typeof fidePlayersPage>;
export const searchFidePlayersResponse = envelope(fidePlayersPage);
export type SearchFidePlayersResponse = z.infer<typeof searchFidePlayersResponse>;

export const ratingListResponse = envelope(ratingListInfo.nullable());
export type RatingListResponse = z.infer<typeof ratingListResponse>;

export const ratingListCounts = z.object({
  players: z.number().int(),
  standard: z.number().int(),
  rapid: z.number().int(),
  blitz: z.number().int(),
  inactive: z.number().int(),
  women: z.number().int(),
  titled: z.number().int(),
});
export type RatingListCounts = z.infer<typeof ratingListCounts>;

export const importStates = ['running', 'done', 'failed'] as const;

/** An import of a list file, as its progress stands. */
export const ratingListImport = z.object({
  id: z.uuid(),
  state: z.enum(importStates),
  fileName: z.string(),
  format: z.enum(['xml', 'txt']).nullable(),
  listDate: z.iso.date().nullable(),
  /** Players read so far. */
  processed: z.number().int(),
  /** Players on the list, known once the whole file is read. */
  total: z.number().int().nullable(),
  /** 0–100, by the part of the file read (and 100 when done). */
  percent: z.number().min(0).max(100),
  /** When done: what the new list holds. */
  counts: ratingListCounts.nullable(),
  /** When failed: why, with the list file's line where it applies; the previous list is still in use. */
  error: z.string().nullable(),
  errorLine: z.number().int().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type RatingListImport = z.infer<typeof ratingListImport>;
export const ratingListImportResponse = envelope(ratingListImport);
export type RatingListImportResponse = z.infer<typeof ratingListImportResponse>;

/** The form fields sent with the list file (multipart field "file"). */
export const importFideListFields = z.object({ listDate: listMonth.optional() });
export type ImportFideListFields = z.input<typeof importFideListFields>;
export const importJobParams = z.object({ jobId: z.uuid({ error: 'Not an import id' }) });

/** What syncing a tournament with the list may change on an entry. */
export const syncFields = ['rating', 'title', 'federation', 'name'] as const;
export const syncField = z.enum(syncFields);
export type SyncField = z.infer<typeof syncField>;

export const syncFieldChange = z.object({
  field: syncField,
  /** The entry's value now, and the list's; a title or federation may be none (null). */
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});
export type SyncFieldChange = z.infer<typeof syncFieldChange>;

const syncedEntry = z.object({
  /** The entry's uuid. */
  uuid: z.uuid(),
  pairingNumber: z.number().int(),
  /** The name as entered (before the sync). */
  name: z.string(),
  fideId: z.number().int(),
});

export const syncFidePlayersBody = z.object({
  /** false: only show what would change; true: change it. */
  apply: z.boolean({ error: 'Say whether to apply the changes (apply: true) or only preview them (apply: false)' }),
});
export type SyncFidePlayersBody = z.input<typeof syncFidePlayersBody>;

/** A tournament's players against the list in use (`PUT /players/sync-fide-players/{id}`). */
export const fideSync = z.object({
  tournamentId: z.uuid(),
  list: ratingListInfo,
  /** The rating compared: the tournament's rating type. */
  ratingType,
  /** Players with a FIDE id whose data on the list differs, field by field. */
  changes: z.array(syncedEntry.extend({ fields: z.array(syncFieldChange) })),
  /** Players whose FIDE id is not on the list: reported, left as they are. */
  missing: z.array(syncedEntry),
  /** Players with a FIDE id already matching the list. */
  unchanged: z.number().int(),
  /** Whether the changes were made (apply: true), or are only a preview. */
  applied: z.boolean(),
  /** Whether pairing numbers were recomputed in the initial order (applied before round 1 is paired); after that they stay. */
  renumbered: z.boolean(),
  /** Whether pairing numbers would be recomputed on applying: round 1 is not paired yet. */
  renumbers: z.boolean(),
  /** The last applied sync of this tournament: when, and with which list. */
  lastSync: z.object({ syncedAt: z.iso.datetime(), listDate: z.iso.date() }).nullable(),
});
export type FideSync = z.infer<typeof fideSync>;
export const fideSyncResponse = envelope(fideSync);
export type FideSyncResponse = z.infer<typeof fideSyncResponse>;
