import { z } from 'zod';
import { apiError } from './envelope.js';
import { playerTitles } from './player-titles.js';
import { managedPlayer } from './players.js';
import { sentence } from './words.js';

/**
 * Uploading a tournament's players from a CSV or XLSX sheet (/players/upload and
 * /players/upload-sheet): preview first, then save. A message containing 'except' means the
 * upload did not go through (the web app shows it as an error); success messages never contain it.
 */

/** The largest sheet taken: a few thousand players fit in a fraction of it. */
export const PLAYERS_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Rows of players taken from one file. */
export const PLAYERS_UPLOAD_MAX_ROWS = 5000;

export const uploadFields = [
  'name',
  'fideId',
  'nationalId',
  'ratingStandard',
  'ratingRapid',
  'ratingBlitz',
  'rating',
  'nationalRating',
  'manualRating',
  'title',
  'federation',
  'sex',
  'birthDate',
  'club',
  'email',
  'phone',
  'team',
  'board',
] as const;
export const uploadField = z.enum(uploadFields);
export type UploadField = z.infer<typeof uploadField>;

/** The template's columns, in its order, with what each takes (the generic `rating` column is accepted but not in the template). */
export const uploadTemplateColumns: readonly { field: UploadField; header: string; help: string }[] = [
  { field: 'name', header: 'Name', help: 'Required. As on the FIDE list: "Surname, First name"' },
  { field: 'fideId', header: 'FIDE ID', help: 'Whole number, optional' },
  { field: 'nationalId', header: 'National ID', help: 'Optional, e.g. the national federation code' },
  { field: 'ratingStandard', header: 'Standard rating', help: 'Whole number 0–3500; used when the tournament is rated standard' },
  { field: 'ratingRapid', header: 'Rapid rating', help: 'Whole number 0–3500; used when the tournament is rated rapid' },
  { field: 'ratingBlitz', header: 'Blitz rating', help: 'Whole number 0–3500; used when the tournament is rated blitz' },
  { field: 'nationalRating', header: 'National rating', help: 'Whole number 0–3500, optional; read by the national, FIDON, NIDOF and HBFN rating methods' },
  { field: 'manualRating', header: 'Manual rating', help: 'Whole number 0–3500, optional; the arbiter’s rating, read by the HBFN rating method only' },
  { field: 'title', header: 'Title', help: `One of ${playerTitles.join(' ')}, or empty` },
  { field: 'federation', header: 'Federation', help: '3-letter FIDE code, e.g. ENG' },
  { field: 'sex', header: 'Sex', help: 'm or w (f and w both mean woman)' },
  { field: 'birthDate', header: 'Birth date', help: 'YYYY, YYYY-MM-DD or DD.MM.YYYY (DD/MM/YYYY)' },
  { field: 'club', header: 'Club', help: 'Optional' },
  { field: 'email', header: 'Email', help: 'Optional' },
  { field: 'phone', header: 'Phone', help: 'Optional' },
  { field: 'team', header: 'Team', help: 'Team events only: the team the player plays for (created when new); leave empty otherwise' },
  {
    field: 'board',
    header: 'Board',
    help: 'Team events only, optional: the player’s place in the team’s board order (1 = board 1); players without one follow, in file order',
  },
];

export const uploadTemplateQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'format is csv or xlsx' }).default('csv'),
});
export type UploadTemplateQuery = z.input<typeof uploadTemplateQuery>;

const formFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: sentence('{field} is true or false', { field: name }) })
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes' || value === 'on');

/** The multipart form's text fields; the sheet itself travels in the file field "file". */
export const playersUploadFields = z.object({
  tournamentId: z.uuid({ error: 'Expected a tournament id' }),
  /** Read and check the file, save nothing. */
  preview: formFlag('preview'),
  /** Save the other rows and leave out those of players already entered (never merged into them). */
  skipDuplicates: formFlag('skipDuplicates'),
});
export type PlayersUploadFields = z.input<typeof playersUploadFields>;

/** A player read from a valid row, as it will be entered. */
export const uploadedPlayer = z.object({
  name: z.string(),
  fideId: z.number().int().nullable(),
  nationalId: z.string().nullable(),
  rating: z.number().int(),
  title: z.enum(playerTitles).nullable(),
  federation: z.string().nullable(),
  sex: z.enum(['m', 'w']).nullable(),
  birthDate: z.string().nullable(),
  club: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Team events: the team's name, and the player's place in its board order (null: after those with one). */
  team: z.string().nullable(),
  board: z.number().int().nullable(),
});
export type UploadedPlayer = z.infer<typeof uploadedPlayer>;

export const uploadRowError = z.object({
  /** The column's header as written in the file (null when the problem is the row as a whole). */
  column: z.string().nullable(),
  field: uploadField.nullable(),
  /** "Row 7, column Rating: 'abc' is not a number". */
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowError>;

/** Why two players are taken for one: the same FIDE id, or the same name and birth date (as add-player). */
export const duplicateReason = z.enum(['fideId', 'nameAndBirthDate']);

export const uploadDuplicate = z.discriminatedUnion('of', [
  /** Another row of the same file. */
  z.object({ of: z.literal('row'), row: z.number().int(), reason: duplicateReason, message: z.string() }),
  /** A player already entered in the tournament. */
  z.object({ of: z.literal('entered'), playerId: z.uuid(), name: z.string(), reason: duplicateReason, message: z.string() }),
]);
export type UploadDuplicate = z.infer<typeof uploadDuplicate>;

export const uploadRowStatus = z.enum([
  /** Valid and new: saved with the upload. */
  'ready',
  /** A cell is wrong: nothing is saved until it is fixed. */
  'error',
  /** Same player as another row, or as an entered player: nothing is saved until resolved. */
  'duplicate',
  /** Same player as an entered one, left out at the organiser's request (skipDuplicates). */
  'skipped',
  /** Entered by this upload. */
  'saved',
]);
export type UploadRowStatus = z.infer<typeof uploadRowStatus>;

export const uploadRow = z.object({
  /** The row's number in the sheet: the header is row 1. */
  row: z.number().int(),
  status: uploadRowStatus,
  /** The cells as read, by field (empty cells left out), so a row in error still shows what it holds. */
  cells: z.partialRecord(uploadField, z.string()),
  /** The player this row enters; null when a cell is wrong. */
  player: uploadedPlayer.nullable(),
  errors: z.array(uploadRowError),
  duplicates: z.array(uploadDuplicate),
  /** Set once saved: the entry's id. */
  playerId: z.uuid().nullable(),
});
export type UploadRow = z.infer<typeof uploadRow>;

export const uploadColumn = z.object({
  /** Column number from 1, as in the sheet. */
  index: z.number().int(),
  header: z.string(),
  /** What the column was read as; null when it is not recognised (and ignored). */
  field: uploadField.nullable(),
});

export const playersUploadReport = z.object({
  tournamentId: z.uuid(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** The column the ratings were taken from (for the tournament's rating type), or null when there is none (ratings 0). */
  ratingColumn: z.string().nullable(),
  columns: z.array(uploadColumn),
  rows: z.array(uploadRow),
  counts: z.object({
    rows: z.number().int(),
    ready: z.number().int(),
    errors: z.number().int(),
    duplicates: z.number().int(),
    skipped: z.number().int(),
    saved: z.number().int(),
  }),
  /** True once the players are entered; a preview, or a refused upload, saves nothing. */
  saved: z.boolean(),
  /** After a save: the tournament's whole list, as GET /players/{tournamentId} gives it. */
  players: z.array(managedPlayer).nullable(),
});
export type PlayersUploadReport = z.infer<typeof playersUploadReport>;

export const playersUploadResponse = z.object({ message: z.string(), data: playersUploadReport });
export type PlayersUploadResponse = z.infer<typeof playersUploadResponse>;

/** A refused upload: the message contains 'except'; when the rows were read, the report says which are wrong. */
export const playersUploadFailure = apiError.extend({ data: playersUploadReport.optional() });
export type PlayersUploadFailure = z.infer<typeof playersUploadFailure>;

/**
 * Spec §5: an upload's English message containing 'except' is an error (clients written to the spec read it so).
 * Other languages have no such word: the web app reads the answer's report instead.
 */
export const isUploadFailureMessage = (message: string): boolean => /except/i.test(message);
