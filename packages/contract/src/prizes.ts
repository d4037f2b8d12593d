import { z } from 'zod';
import { apiError, envelope } from './envelope.js';
import { textField } from './fields.js';
import { currency, DEFAULT_CURRENCY, MINOR_UNITS_PER_MAJOR } from './money.js';
import { sentence, shown } from './words.js';

/**
 * A tournament's prizes: the category catalogue, the prize structure the organiser
 * saves, the winners the engine computes from the final standings (or the organiser uploads), the
 * organiser's overrides with their audit log, and the published prize list. Money is always a whole
 * number of minor units (paise, cents) of the structure's currency, never a float.
 */

/** The largest single prize: 10 crore rupees (a hundred million of the major unit), in minor units. */
export const MAX_PRIZE_AMOUNT = 100_000_000 * MINOR_UNITS_PER_MAJOR;

/**
 * What players tied on points are paid (the engine applies it within each category):
 * `hort` each keeps half of the prize of the place the tie-breaks give them and the other halves are
 * pooled and shared equally (the Hort system); `split` the prizes of the places they occupy are pooled
 * and shared equally; `tiebreak` the tie-breaks decide and nothing is shared.
 */
export const prizeSharings = ['hort', 'split', 'tiebreak'] as const;
export const prizeSharing = z.enum(prizeSharings, { error: 'Choose hort, split or tiebreak' });
export type PrizeSharing = z.infer<typeof prizeSharing>;

/** The player fields a category's conditions test; birthYear comes from the birth date, club from the entry. */
export const prizeFields = ['sex', 'rating', 'unrated', 'birthYear', 'federation', 'title', 'club'] as const;
export const prizeField = z.enum(prizeFields, { error: sentence('A condition tests one of {values}', { values: prizeFields.join(', ') }) });
export type PrizeField = z.infer<typeof prizeField>;

/** What a team category's conditions test: the team's rating (the average of its first boards), federation and club. */
export const teamPrizeFields = ['rating', 'federation', 'club'] as const satisfies readonly PrizeField[];

const conditionValue = z.union([textField('A value', { max: 100, required: true }), z.number(), z.boolean()], {
  error: 'A value is text, a number or true/false',
});

/** One test of a player: a field equal to a value, among values, or within bounds (inclusive). All of a category's conditions must hold. */
export const prizeCondition = z.union(
  [
    z.strictObject({ field: prizeField, equals: conditionValue }),
    z.strictObject({ field: prizeField, in: z.array(conditionValue).min(1, 'Give at least one value').max(200) }),
    z
      .strictObject({ field: prizeField, min: z.number().optional(), max: z.number().optional() })
      .refine((c) => c.min !== undefined || c.max !== undefined, 'A range needs min or max')
      .refine((c) => c.min === undefined || c.max === undefined || c.min <= c.max, 'min is above max'),
  ],
  { error: 'A condition is a field with equals, a field with in, or a field with min and max' },
);
export type PrizeCondition = z.infer<typeof prizeCondition>;

/**
 * Where a category comes from: the catalogue's kinds, or one the organiser defines. A team event's prizes are its
 * board prizes (`board`, won by players) and its team places (`team`, won by teams, by the team standings).
 */
export const prizeCategoryKinds = ['overall', 'women', 'age', 'rating', 'unrated', 'club', 'federation', 'region', 'custom', 'board', 'team'] as const;
export const prizeCategoryKind = z.enum(prizeCategoryKinds, { error: sentence('A kind is one of {values}', { values: prizeCategoryKinds.join(', ') }) });
export type PrizeCategoryKind = z.infer<typeof prizeCategoryKind>;

export const prizeCategoryId = z
  .string({ error: 'A category id is text' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'A category id is 1–40 lower-case letters, digits, - or _')
  // They name the winners lists of GET /players/prize-winning-players/{id}/{type}.
  .refine((id) => id !== 'all' && id !== 'public', 'all and public are not category ids');

const prizeAmount = z
  .number({ error: 'An amount is a whole number of minor units (paise)' })
  .int('An amount is a whole number of minor units (paise)')
  .min(1, 'An amount is more than 0')
  .max(MAX_PRIZE_AMOUNT, sentence('An amount is at most {max} minor units', { max: MAX_PRIZE_AMOUNT }));

/** What ranks a board for its prizes: performance rating first (the Olympiad's), or percentage first. */
export const boardPrizeRankings = ['performance', 'percentage'] as const;

/**
 * A board prize of a team event: the board, what ranks it, and the games a player must have played over the board at
 * it (forfeits do not count; FIDE practice sets a minimum).
 */
export const boardPrize = z.strictObject({
  number: z.number({ error: 'A board is a number from 1' }).int('A board is a whole number').min(1, 'Boards count from 1').max(20, 'At most 20 boards'),
  rankBy: z.enum(boardPrizeRankings, { error: sentence('A board is ranked by {values}', { values: boardPrizeRankings.join(' or ') }) }),
  minGames: z.number({ error: 'The minimum of games is a number' }).int('The minimum of games is a whole number').min(0).max(100, 'At most 100 games'),
});
export type BoardPrize = z.infer<typeof boardPrize>;

/** A category of the structure: who is eligible, and the amount of each place from 1st. */
export const prizeCategory = z.object({
  id: prizeCategoryId,
  name: textField('A category name', { max: 80, required: true }),
  kind: prizeCategoryKind,
  /** All must hold; none means everybody (the overall prizes). */
  conditions: z.array(prizeCondition, { error: 'Expected a list of conditions' }).max(10, 'At most 10 conditions').default([]),
  /** Kind board only (a team event's board prizes): which board, ranked how, from how many games. */
  board: boardPrize.optional(),
  amounts: z.array(prizeAmount, { error: 'Expected the amounts of places 1, 2, …' }).min(1, 'A category has at least one place').max(100, 'At most 100 places'),
});
export type PrizeCategory = z.output<typeof prizeCategory>;
export type PrizeCategoryInput = z.input<typeof prizeCategory>;

const uniqueIds = (categories: { id: string }[], ctx: z.RefinementCtx, path: (string | number)[]) => {
  const seen = new Set<string>();
  categories.forEach((c, i) => {
    if (seen.has(c.id)) ctx.addIssue({ code: 'custom', message: sentence('Category id {id} is used twice', { id: c.id }), path: [...path, i, 'id'] });
    seen.add(c.id);
  });
};

/** A catalogue entry: a category ready to be given places and amounts. */
export const staticPrizeCategory = z.object({
  id: prizeCategoryId,
  name: z.string(),
  kind: prizeCategoryKind,
  conditions: z.array(prizeCondition),
  board: boardPrize.optional(),
  /** Who it is for, in words (e.g. "born in 2016 or later"). */
  description: z.string(),
});
export type StaticPrizeCategory = z.infer<typeof staticPrizeCategory>;

export const staticPrizeCategories = z.object({
  /** The year ages are counted in: the tournament's start date's, else this year. */
  year: z.number().int(),
  categories: z.array(staticPrizeCategory),
});
export type StaticPrizeCategories = z.infer<typeof staticPrizeCategories>;
export const staticPrizeCategoriesResponse = envelope(staticPrizeCategories);

/** The saved structure (tournamentPrizes). */
export const prizeStructure = z.object({
  tournamentId: z.uuid(),
  currency,
  sharing: prizeSharing,
  /** In the tournament's order: between prizes of equal value, the earlier category's is awarded first. */
  categories: z.array(prizeCategory),
  /** Sum of every place's amount, in minor units. */
  total: z.number().int(),
  /** When the winners were last computed or uploaded; null before. */
  winnersAt: z.iso.datetime().nullable(),
  /** When the prize list was published; null while it is not public. */
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type PrizeStructure = z.infer<typeof prizeStructure>;
export const prizeStructureResponse = envelope(prizeStructure);

/** POST /tournament/prize-config/{id}: prizes, tournament_id, noAlert. */
export const prizeConfigBody = z
  .object({
    /** Optional; when given it must be the id in the path. */
    tournament_id: z.uuid({ error: 'Expected a tournament id' }).optional(),
    prizes: z.array(prizeCategory, { error: 'Expected a list of prize categories' }).max(50, 'At most 50 categories'),
    currency: currency.default(DEFAULT_CURRENCY),
    sharing: prizeSharing.default('tiebreak'),
    /** The client shows no toast for this save; the answer is the same. */
    noAlert: z.boolean({ error: 'Expected true or false' }).optional(),
  })
  .superRefine((body, ctx) => uniqueIds(body.prizes, ctx, ['prizes']));
export type PrizeConfigBody = z.input<typeof prizeConfigBody>;

/** POST /tournament/prize-categories: adds one category to the tournament's structure, or replaces the one with its id. */
export const prizeCategoryBody = z.object({
  tournament_id: z.uuid({ error: 'Expected a tournament id' }),
  category: prizeCategory,
  noAlert: z.boolean({ error: 'Expected true or false' }).optional(),
});
export type PrizeCategoryBody = z.input<typeof prizeCategoryBody>;

export const publishPrizesBody = z.object({ published: z.boolean({ error: 'Expected true or false' }) });
export type PublishPrizesBody = z.input<typeof publishPrizesBody>;

/** How a winner row came to be. */
export const prizeWinnerSources = ['engine', 'upload', 'organiser'] as const;
export type PrizeWinnerSource = (typeof prizeWinnerSources)[number];

/** One awarded prize (winningPlayers). The payment fields belong to the payout. */
export const prizeWinner = z.object({
  id: z.uuid(),
  tournamentId: z.uuid(),
  categoryId: z.string(),
  categoryName: z.string(),
  place: z.number().int(),
  /** The entry (tournament player) awarded; null when a team is. */
  playerId: z.uuid().nullable(),
  /** The team awarded (a team event's team places); null when a player is. */
  teamId: z.uuid().nullable(),
  /** The player's or the team's. */
  name: z.string(),
  /** The player's pairing number, or the team's. */
  pairingNumber: z.number().int(),
  /** The player's rating; null for a team. */
  rating: z.number().int().nullable(),
  /** What is paid, in minor units: the place's amount, or a share of a pool. */
  amount: z.number().int(),
  /** The place's amount in the structure, in minor units. */
  placeAmount: z.number().int(),
  currency,
  /** Why this player, in one sentence (the engine's, or the organiser's reason). */
  explanation: z.string(),
  source: z.enum(prizeWinnerSources),
  fulfillment_id: z.string().nullable(),
  status: z.string().nullable(),
  transaction_id: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type PrizeWinner = z.infer<typeof prizeWinner>;

export const unawardedPrize = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  place: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
});
export type UnawardedPrize = z.infer<typeof unawardedPrize>;

/** One entry of the audit log: an override or an upload, who and when. */
export const prizeWinnerChange = z.object({
  id: z.number().int(),
  winnerId: z.uuid().nullable(),
  kind: z.enum(['override', 'upload']),
  categoryName: z.string(),
  place: z.number().int(),
  oldPlayer: z.string().nullable(),
  newPlayer: z.string().nullable(),
  oldAmount: z.number().int().nullable(),
  newAmount: z.number().int().nullable(),
  reason: z.string(),
  changedBy: z.string().nullable(),
  changedAt: z.iso.datetime(),
});
export type PrizeWinnerChange = z.infer<typeof prizeWinnerChange>;

export const prizeWinners = z.object({
  tournamentId: z.uuid(),
  currency,
  winners: z.array(prizeWinner),
  unawarded: z.array(unawardedPrize),
  /** Sum of the winners' amounts. */
  total: z.number().int(),
  winnersAt: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  /** Newest first. */
  changes: z.array(prizeWinnerChange),
});
export type PrizeWinners = z.infer<typeof prizeWinners>;
export const prizeWinnersResponse = envelope(prizeWinners);

/**
 * GET /players/prize-winning-players/{id}/{type}: `all` every award, or a category id for that
 * category's awards (managers); `public` is a route of its own (publicPrizeList).
 */
export const prizeWinnersParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  type: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'type is all, public or a category id'),
});

export const winnerIdParams = z.object({ id: z.uuid({ error: 'Expected a prize winner id' }) });

/**
 * PATCH /players/update-winning-player/{id}: another player (a team for a team's place) and/or another amount, always
 * with a reason.
 */
export const overrideWinnerBody = z
  .object({
    playerId: z.uuid({ error: 'Expected a player id' }).optional(),
    teamId: z.uuid({ error: 'Expected a team id' }).optional(),
    amount: prizeAmount.optional(),
    reason: textField('The reason for the change', { max: 500, required: true }).refine((text) => text.length >= 3, 'Give the reason for the change'),
  })
  .refine((body) => body.playerId === undefined || body.teamId === undefined, {
    message: 'Give another player (playerId) or another team (teamId), not both',
    path: ['teamId'],
  })
  .refine((body) => body.playerId !== undefined || body.teamId !== undefined || body.amount !== undefined, {
    message: 'Give another player (playerId), another team (teamId) or another amount',
    path: ['playerId'],
  });
export type OverrideWinnerBody = z.input<typeof overrideWinnerBody>;

/** Columns of a prize-winners sheet (upload-prize-winning-players), recognised by their headers. */
export const prizeUploadFields = ['category', 'place', 'pairingNumber', 'fideId', 'name', 'amount'] as const;
export type PrizeUploadField = (typeof prizeUploadFields)[number];

/**
 * The template's columns as the upload panel lists them: each header as the sheet writes it (the upload reads these
 * names, in English, whatever the reader's language) and what goes in it, said in the reader's language.
 */
export const prizeUploadTemplateColumns: readonly { field: PrizeUploadField; header: string; help: string }[] = [
  { field: 'category', header: 'Category', help: shown("Required: a category of the tournament's prize structure, by name or id") },
  { field: 'place', header: 'Place', help: shown('Required: 1, 2, … within the category') },
  { field: 'pairingNumber', header: 'Start no', help: shown("The player's pairing number; or give FIDE ID or Name") },
  { field: 'fideId', header: 'FIDE ID', help: shown("The player's FIDE id") },
  { field: 'name', header: 'Name', help: shown('The player as entered in the tournament') },
  { field: 'amount', header: 'Amount', help: shown("In rupees (major units, e.g. 5000 or 2500.50); empty: the place's amount in the structure") },
];

/** The multipart form's text fields; the sheet travels in the file field "file". */
export const prizeUploadFormFields = z.object({
  tournamentId: z.uuid({ error: 'Expected a tournament id' }),
  preview: z
    .enum(['true', 'false', '1', '0'], { error: 'preview is true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const prizeUploadRow = z.object({
  /** The row's number in the sheet: the header is row 1. */
  row: z.number().int(),
  status: z.enum(['ready', 'error', 'saved']),
  cells: z.partialRecord(z.enum(prizeUploadFields), z.string()),
  award: z
    .object({ categoryId: z.string(), categoryName: z.string(), place: z.number().int(), playerId: z.uuid(), name: z.string(), amount: z.number().int() })
    .nullable(),
  /** "Row 4, column Place: …". */
  errors: z.array(z.object({ column: z.string().nullable(), field: z.enum(prizeUploadFields).nullable(), message: z.string() })),
});
export type PrizeUploadRow = z.infer<typeof prizeUploadRow>;

export const prizeUploadReport = z.object({
  tournamentId: z.uuid(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** The structure's: the awards' amounts are in its minor units. */
  currency,
  columns: z.array(z.object({ index: z.number().int(), header: z.string(), field: z.enum(prizeUploadFields).nullable() })),
  rows: z.array(prizeUploadRow),
  counts: z.object({ rows: z.number().int(), ready: z.number().int(), errors: z.number().int(), saved: z.number().int() }),
  /** True once the winners are replaced by the sheet's; a preview, or a refused upload, saves nothing. */
  saved: z.boolean(),
  winners: prizeWinners.nullable(),
});
export type PrizeUploadReport = z.infer<typeof prizeUploadReport>;
export const prizeUploadResponse = envelope(prizeUploadReport);
/** A refused upload: the message contains 'except' (the web app shows it as an error), and the report when the rows were read. */
export const prizeUploadFailure = apiError.extend({ data: prizeUploadReport.optional() });
export type PrizeUploadFailure = z.infer<typeof prizeUploadFailure>;
