import { z } from 'zod';
import { LOT_DIGITS, recommendedTeamTiebreaks, recommendedTiebreaks, TEAM_TIEBREAK_NAMES, TIEBREAK_NAMES } from '@kingside/engine/tiebreak-definitions';
import { envelope } from './envelope.js';
import { currency } from './money.js';
import { ROUNDS_MAX, clientToken, fideIdField, textField } from './fields.js';
import { tournamentFile } from './files.js';
import { ratingType } from './rating-type.js';
import { ratingMethod, unratedRating, unratedRatingMethod } from './rating-method.js';
import { confirmation } from './warning-levels.js';
import { formatPoints } from './format.js';
import { boardsPerMatch, lineupDeadlineMinutes, teamScoring } from './team-scoring.js';
import { phrase, sentence, shown, type Words } from './words.js';
import { localeSchema } from './locales.js';

/**
 * Tournaments, clubs and their lists. Create and edit arrive as JSON or as
 * multipart form fields, where every value is text: the form* helpers accept both spellings
 * ("true" and true, "3" and 3, a JSON list or a list), so one schema serves both.
 */

export const tournamentSystems = ['dutch', 'round_robin', 'double_round_robin', 'team_swiss', 'team_round_robin', 'team_double_round_robin'] as const;
export const tournamentSystem = z.enum(tournamentSystems, { error: sentence('Choose one of {values}', { values: tournamentSystems.join(', ') }) });
export type TournamentSystem = z.infer<typeof tournamentSystem>;

/** Team events: teams play matches of N boards (the FIDE Swiss Team Pairing System, C.04.6, or a team round robin). */
export const teamSystems = ['team_swiss', 'team_round_robin', 'team_double_round_robin'] as const;
export type TeamSystem = (typeof teamSystems)[number];
export const isTeamSystem = (system: TournamentSystem): system is TeamSystem => (teamSystems as readonly string[]).includes(system);
/** Swiss systems pair each round from the standings; round robins follow a table fixed from round 1. */
export const isSwissSystem = (system: TournamentSystem) => system === 'dutch' || system === 'team_swiss';

/** FIDE-approved acceleration (C.04.5: the Baku method), or none. */
export const accelerations = ['none', 'baku'] as const;
export const acceleration = z.enum(accelerations, { error: 'Choose none or baku' });
export type Acceleration = z.infer<typeof acceleration>;

/**
 * What orders players of equal rating and title for their pairing numbers (FIDE C.04.2 initial order): the
 * alphabet unless the organiser announces another criterion; a drawing of lots is seeded from the tournament's id.
 */
export const initialOrders = ['name', 'fide-id', 'registration', 'lots'] as const;
export const initialOrder = z.enum(initialOrders, { error: sentence('Choose one of {values}', { values: initialOrders.join(', ') }) });
export type InitialOrder = z.infer<typeof initialOrder>;

/** registration → round N paired → round N started → round N scored → … → finished. */
export const tournamentStates = ['registration', 'paired', 'started', 'scored', 'finished'] as const;
export type TournamentState = (typeof tournamentStates)[number];
export const roundStates = ['paired', 'started', 'scored'] as const;
export type RoundState = (typeof roundStates)[number];

/** A board's result; forfeits as +/- (white won by forfeit), -/+ and -/- (both forfeited). */
export const gameResults = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-'] as const;
export const gameResult = z.enum(gameResults, { error: sentence('A result is one of {values}', { values: gameResults.join(' ') }) });
export type GameResult = z.infer<typeof gameResult>;

/**
 * A row of a round: a board, or a player without an opponent and why. `forfeit_win`: a team event's board the
 * opposing team left empty, won by forfeit by the player who was there.
 */
export const gameKinds = ['game', 'forfeit_win', 'pairing_bye', 'half_point_bye', 'full_point_bye', 'zero_point_bye', 'absent'] as const;
export type GameKind = (typeof gameKinds)[number];

/** FIDE tie-break codes (C.07 2024, art. 5 and 14): a name, then /Cn, /Mn or /Ln modifiers; the engine defines them. */
export const tiebreakNames = TIEBREAK_NAMES;

/** Each code's full name and meaning ("Buchholz cut 1", "sum of opponents’ scores without the lowest"): headers, legends, choices. */
export { describeTiebreak, OFFERED_TIEBREAKS, type TiebreakDescription } from '@kingside/engine/tiebreak-definitions';

/** An individual code (BH/C1) or a team one, on the score it names (BH:GP/C1); which ones a tournament takes is checked against its system. */
const tiebreakCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^(${[...new Set([...tiebreakNames, ...TEAM_TIEBREAK_NAMES])].join('|')})(:MP|:GP)?(/[CML]\\d{1,2})*$`),
    'Unknown tie-break code (e.g. BH/C1, SB, DE)',
  );

/** The tie-break list FIDE recommends for the system (C.07 2024, art. 13 guidelines), as the engine keeps it. */
export function defaultTiebreaks(system: TournamentSystem): string[] {
  if (isTeamSystem(system)) return recommendedTeamTiebreaks(system !== 'team_swiss');
  return recommendedTiebreaks(system !== 'dutch');
}

/** What a player still tied after every tie-break gets: the option on the form, and the rule under the tie-breaks. */
export const SHARED_PLACES_LABEL = shown('Players still tied after every tie-break share the place (and its prize money, by the prize rules)');

/** What happens to players (in a team event, given its `boards`, teams) still tied after every tie-break, or on equal points without any. */
export function tiedPlayersRule({
  tiebreaks,
  sharedPlaces,
  boards = null,
}: {
  tiebreaks: readonly string[];
  sharedPlaces: boolean;
  boards?: number | null;
}): Words {
  const who = boards === null ? 'players' : 'teams';
  if (tiebreaks.length === 0 && sharedPlaces) {
    return phrase(
      '{who, select, teams {Teams on equal points share the place and its prize money (by the prize rules).} other {Players on equal points share the place and its prize money (by the prize rules).}}',
      { who },
    );
  }
  if (tiebreaks.length === 0) {
    return phrase(
      '{who, select, teams {Teams on equal points are placed by drawing of lots.} other {Players on equal points are placed by drawing of lots.}}',
      { who },
    );
  }
  if (sharedPlaces) {
    return phrase(
      '{who, select, teams {Teams still tied after every tie-break share the place and its prize money (by the prize rules).} other {Players still tied after every tie-break share the place and its prize money (by the prize rules).}}',
      { who },
    );
  }
  return phrase(
    '{who, select, teams {Teams still tied after every tie-break are placed by drawing of lots.} other {Players still tied after every tie-break are placed by drawing of lots.}}',
    { who },
  );
}

/** How the drawing of lots among players still tied is made, so that anyone can draw it again (the engine's lots.ts). */
export const lotsRule = (seed: string): Words =>
  phrase(
    "Players still tied are listed, and prizes given, by drawing of lots unless the arbiter ranked them: a player's lot is the first {digits} hex digits of the SHA-256 of “{seed}:<start number>”, lowest first.",
    { digits: LOT_DIGITS, seed },
  );

/**
 * The tie-break rule in one line, for the Info page and the brochure: the tie-breaks order the table,
 * and `sharedPlaces` only decides what happens to players tied after all of them.
 */
export function tiebreakRule(t: { tiebreaks: readonly string[]; sharedPlaces: boolean; boards?: number | null }): Words {
  return phrase('{count, plural, =0 {None.} other {{tiebreaks}, in that order.}} {rule}', {
    count: t.tiebreaks.length,
    tiebreaks: t.tiebreaks.join(', '),
    rule: tiedPlayersRule(t),
  });
}

/**
 * The scoring in one line, for the Info page: the points of a game and of the pairing-allocated bye; a team event's
 * match points and each board's game points (its bye is told on the pairings, where it is scored).
 */
export function pointsRule(t: {
  pointSystem: { win: number; draw: number; loss: number };
  pabPoints: number;
  teamScoring?: { matchPoints: { win: number; draw: number; loss: number } } | null;
}): Words {
  const game = { win: formatPoints(t.pointSystem.win), draw: formatPoints(t.pointSystem.draw), loss: formatPoints(t.pointSystem.loss) };
  if (!t.teamScoring) return phrase('win {win}, draw {draw}, loss {loss}; bye {bye}', { ...game, bye: formatPoints(t.pabPoints) });
  const match = t.teamScoring.matchPoints;
  return phrase('match points: win {matchWin}, draw {matchDraw}, loss {matchLoss}; each board: win {win}, draw {draw}, loss {loss}', {
    matchWin: formatPoints(match.win),
    matchDraw: formatPoints(match.draw),
    matchLoss: formatPoints(match.loss),
    ...game,
  });
}

// Form-field tolerant types: multipart sends text, JSON sends the real type.
const fromText = (parse: (text: string) => unknown) => (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return parse(text);
};
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const asNumber = fromText((text) => (Number.isFinite(Number(text)) ? Number(text) : text));
const asBoolean = fromText((text) => (text === 'true' ? true : text === 'false' ? false : text));
/** A list: a JSON array, a comma-separated text, or repeated form fields. */
const asList = fromText((text) => (text.startsWith('[') ? parseJson(text) : text.split(',').map((item) => item.trim())));
const asObject = fromText((text) => (text.startsWith('{') || text.startsWith('[') ? parseJson(text) : text));

export const formNumber = <T extends z.ZodType>(schema: T) => z.preprocess(asNumber, schema);
export const formBoolean = () => z.preprocess(asBoolean, z.boolean({ error: 'Expected true or false' }));
export const formList = <T extends z.ZodType>(schema: T) => z.preprocess(asList, schema);
export const formObject = <T extends z.ZodType>(schema: T) => z.preprocess(asObject, schema);
/** Optional text: blank counts as not given. */
export const formText = (max: number, label: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), textField(label, { max }));

const points = z
  .number({ error: 'Expected a number of points' })
  .min(0, 'Points cannot be negative')
  .max(10, 'At most 10 points')
  .multipleOf(0.5, 'Points go in halves');
export const pointSystem = z.object({ win: points, draw: points, loss: points });
export type PointSystem = z.infer<typeof pointSystem>;
export const STANDARD_POINT_SYSTEM: PointSystem = { win: 1, draw: 0.5, loss: 0 };

const isoDate = z.iso.date({ error: 'Expected a date as YYYY-MM-DD' });
export const scheduledRound = z.object({
  round: z.number().int().min(1).max(ROUNDS_MAX),
  startsAt: z.iso.datetime({ offset: true, error: 'Expected a date and time (ISO 8601)' }),
});
export type ScheduledRound = z.infer<typeof scheduledRound>;

const federation = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A federation is a 3-letter FIDE code (e.g. ENG)');

const arbiterFideId = fideIdField("An arbiter's FIDE id");

/** Every field a tournament's organiser sets; create requires name (and rounds for a Swiss). */
const tournamentFieldShape = {
  name: textField('Name', { max: 200, required: true }),
  system: tournamentSystem,
  /** Planned rounds; a round robin's follow from its players when omitted. */
  rounds: formNumber(
    z
      .number({ error: 'Rounds must be a whole number' })
      .int('Rounds must be a whole number')
      .min(1, 'At least 1 round')
      .max(ROUNDS_MAX, sentence('At most {max} rounds', { max: ROUNDS_MAX })),
  ),
  startDate: isoDate,
  endDate: isoDate,
  roundSchedule: formObject(z.array(scheduledRound, { error: 'Expected a list of rounds (round, startsAt)' }).max(ROUNDS_MAX)),
  venue: formText(200, 'Venue'),
  city: formText(100, 'City'),
  federation,
  timeControl: formText(100, 'Time control'),
  ratingType,
  ratingMethod,
  unratedRatingMethod,
  unratedRating: formNumber(unratedRating),
  pointSystem: formObject(pointSystem),
  pabPoints: formNumber(points),
  acceleration,
  tiebreaks: formList(z.array(tiebreakCode, { error: 'Expected a list of tie-break codes' }).max(12, 'At most 12 tie-breaks')),
  sharedPlaces: formBoolean(),
  chiefArbiter: formText(100, 'Chief arbiter'),
  deputyArbiters: formList(z.array(textField('A deputy arbiter', { max: 100, required: true }), { error: 'Expected a list of names' }).max(20)),
  /** Written beside the chief arbiter's name in the TRF export (102). */
  chiefArbiterFideId: formNumber(arbiterFideId),
  /** The deputies' FIDE ids, in the order of `deputyArbiters` (null for a deputy without one); the TRF's 112 lines. */
  deputyArbiterFideIds: formList(z.array(arbiterFideId.nullable(), { error: 'Expected a list of FIDE ids' }).max(20)),
  entryFee: formNumber(
    z
      .number({ error: 'Entry fee must be a number' })
      .min(0, 'Entry fee cannot be negative')
      .max(1_000_000)
      // The payment provider takes no payment under 1 (₹1): such a fee could never be paid, and every registration would fail.
      .refine((fee) => fee === 0 || fee >= 1, 'An entry fee is at least 1 (the least a payment can be), or 0 for none'),
  ),
  enable_registration: formBoolean(),
  is_club_membership: formBoolean(),
  create_brochure: formBoolean(),
  is_brochure: formBoolean(),
  feedbacks: formList(z.array(textField('A feedback', { max: 2000, required: true, multiline: true }), { error: 'Expected a list of texts' }).max(100)),
  initialColour: z.enum(['w', 'b'], { error: 'Choose w or b' }),
  initialOrder,
  clubId: z.uuid({ error: 'Expected a club id' }),
  /** Team events: boards per match, the scoring, and the captains' lineup deadline. */
  boards: formNumber(boardsPerMatch),
  teamScoring: formObject(teamScoring),
  lineupDeadlineMinutes: formNumber(lineupDeadlineMinutes),
  /** The tournament's own language: its mailed notices (to players who chose none) and the sheets printed for the hall. */
  language: localeSchema,
};

const UNRATED_RATING_NEEDED = { message: 'Give the rating unrated players count with, or choose none', path: ['unratedRating'] };

const datesInOrder = (body: { startDate?: string; endDate?: string }) =>
  body.startDate === undefined || body.endDate === undefined || body.endDate >= body.startDate;
const dateOrder = { message: 'The end date is before the start date', path: ['endDate'] };

export const createTournamentBody = z
  .object({
    ...tournamentFieldShape,
    system: tournamentSystem.default('dutch'),
    rounds: tournamentFieldShape.rounds.optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    roundSchedule: tournamentFieldShape.roundSchedule.optional(),
    venue: tournamentFieldShape.venue.optional(),
    city: tournamentFieldShape.city.optional(),
    federation: federation.optional(),
    timeControl: tournamentFieldShape.timeControl.optional(),
    ratingType: ratingType.default('standard'),
    ratingMethod: ratingMethod.default('fide'),
    unratedRatingMethod: unratedRatingMethod.default('none'),
    unratedRating: tournamentFieldShape.unratedRating.optional(),
    pointSystem: tournamentFieldShape.pointSystem.optional(),
    pabPoints: tournamentFieldShape.pabPoints.optional(),
    acceleration: acceleration.default('none'),
    tiebreaks: tournamentFieldShape.tiebreaks.optional(),
    sharedPlaces: tournamentFieldShape.sharedPlaces.optional(),
    chiefArbiter: tournamentFieldShape.chiefArbiter.optional(),
    deputyArbiters: tournamentFieldShape.deputyArbiters.optional(),
    chiefArbiterFideId: tournamentFieldShape.chiefArbiterFideId.optional(),
    deputyArbiterFideIds: tournamentFieldShape.deputyArbiterFideIds.optional(),
    entryFee: tournamentFieldShape.entryFee.optional(),
    enable_registration: tournamentFieldShape.enable_registration.optional(),
    is_club_membership: tournamentFieldShape.is_club_membership.optional(),
    create_brochure: tournamentFieldShape.create_brochure.optional(),
    is_brochure: tournamentFieldShape.is_brochure.optional(),
    feedbacks: tournamentFieldShape.feedbacks.optional(),
    initialColour: tournamentFieldShape.initialColour.optional(),
    initialOrder: initialOrder.optional(),
    clubId: tournamentFieldShape.clubId.optional(),
    boards: tournamentFieldShape.boards.optional(),
    teamScoring: tournamentFieldShape.teamScoring.optional(),
    lineupDeadlineMinutes: tournamentFieldShape.lineupDeadlineMinutes.optional(),
    language: tournamentFieldShape.language.optional(),
    clientToken: clientToken.optional(),
  })
  .refine(datesInOrder, dateOrder)
  .refine((body) => !isSwissSystem(body.system) || body.rounds !== undefined, { message: 'A Swiss needs its number of rounds', path: ['rounds'] })
  .refine((body) => !isTeamSystem(body.system) || body.boards !== undefined, { message: 'A team event needs its boards per match', path: ['boards'] })
  .refine((body) => isTeamSystem(body.system) || (body.boards === undefined && body.teamScoring === undefined && body.lineupDeadlineMinutes === undefined), {
    message: 'Boards, team scoring and a lineup deadline are for team events only',
    path: ['boards'],
  })
  .refine((body) => body.unratedRatingMethod !== 'fixed' || body.unratedRating !== undefined, UNRATED_RATING_NEEDED);
export type CreateTournamentBody = z.input<typeof createTournamentBody>;
export type CreateTournament = z.output<typeof createTournamentBody>;

/** Every field optional; `null` clears an optional one. */
export const updateTournamentBody = z
  .object({
    name: tournamentFieldShape.name.optional(),
    system: tournamentSystem.optional(),
    rounds: tournamentFieldShape.rounds.optional(),
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
    roundSchedule: tournamentFieldShape.roundSchedule.optional(),
    venue: tournamentFieldShape.venue.nullable().optional(),
    city: tournamentFieldShape.city.nullable().optional(),
    federation: federation.nullable().optional(),
    timeControl: tournamentFieldShape.timeControl.nullable().optional(),
    ratingType: ratingType.optional(),
    ratingMethod: ratingMethod.optional(),
    unratedRatingMethod: unratedRatingMethod.optional(),
    unratedRating: tournamentFieldShape.unratedRating.nullable().optional(),
    pointSystem: tournamentFieldShape.pointSystem.optional(),
    pabPoints: tournamentFieldShape.pabPoints.optional(),
    acceleration: acceleration.optional(),
    tiebreaks: tournamentFieldShape.tiebreaks.optional(),
    sharedPlaces: tournamentFieldShape.sharedPlaces.optional(),
    chiefArbiter: tournamentFieldShape.chiefArbiter.nullable().optional(),
    deputyArbiters: tournamentFieldShape.deputyArbiters.optional(),
    chiefArbiterFideId: tournamentFieldShape.chiefArbiterFideId.nullable().optional(),
    deputyArbiterFideIds: tournamentFieldShape.deputyArbiterFideIds.optional(),
    entryFee: tournamentFieldShape.entryFee.nullable().optional(),
    enable_registration: tournamentFieldShape.enable_registration.optional(),
    is_club_membership: tournamentFieldShape.is_club_membership.optional(),
    create_brochure: tournamentFieldShape.create_brochure.optional(),
    is_brochure: tournamentFieldShape.is_brochure.optional(),
    feedbacks: tournamentFieldShape.feedbacks.optional(),
    initialColour: tournamentFieldShape.initialColour.nullable().optional(),
    initialOrder: initialOrder.optional(),
    clubId: tournamentFieldShape.clubId.nullable().optional(),
    /** Team events only; boards per match are fixed once round 1 is paired. */
    boards: tournamentFieldShape.boards.optional(),
    teamScoring: tournamentFieldShape.teamScoring.optional(),
    lineupDeadlineMinutes: tournamentFieldShape.lineupDeadlineMinutes.nullable().optional(),
    language: tournamentFieldShape.language.optional(),
    /**
     * Changing the tie-breaks once round 1 is paired is a level-4 action: both confirmations (`confirmed-twice`);
     * changing the rating method or the unrated players' rating then is level 3 (`confirmed`).
     * Changing the initial order's criterion once round 1 is paired is a level-3 one (`confirmed`).
     */
    confirmation: confirmation.optional(),
  })
  .refine((body) => datesInOrder({ startDate: body.startDate ?? undefined, endDate: body.endDate ?? undefined }), dateOrder);
export type UpdateTournamentBody = z.input<typeof updateTournamentBody>;
export type UpdateTournament = z.output<typeof updateTournamentBody>;

/** The rules that pairing and standings read (the tournament's tournamentConfig). */
export const tournamentConfig = z.object({
  pointSystem,
  pabPoints: points,
  acceleration,
  tiebreaks: z.array(z.string()),
  sharedPlaces: z.boolean(),
  ratingType,
  initialColour: z.enum(['w', 'b']).nullable(),
});
export type TournamentConfig = z.infer<typeof tournamentConfig>;
export const tournamentConfigBody = z.object({
  pointSystem: pointSystem.optional(),
  pabPoints: points.optional(),
  acceleration: acceleration.optional(),
  tiebreaks: tournamentFieldShape.tiebreaks.optional(),
  sharedPlaces: z.boolean({ error: 'Expected true or false' }).optional(),
  ratingType: ratingType.optional(),
  initialColour: z.enum(['w', 'b'], { error: 'Choose w or b' }).nullable().optional(),
});
export type TournamentConfigBody = z.input<typeof tournamentConfigBody>;
export const tournamentConfigResponse = envelope(tournamentConfig);

export const tournament = z.object({
  id: z.uuid(),
  name: z.string(),
  system: tournamentSystem,
  /** The same as system, under the second name clients read it by. */
  type: tournamentSystem,
  rounds: z.number().int(),
  currentRound: z.number().int(),
  state: z.enum(tournamentStates),
  /** The round the engine is pairing right now (it can be cancelled); null when no pairing runs. */
  pairingRound: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  roundSchedule: z.array(scheduledRound),
  venue: z.string().nullable(),
  city: z.string().nullable(),
  federation: z.string().nullable(),
  timeControl: z.string().nullable(),
  ratingType,
  ratingMethod,
  unratedRatingMethod,
  /** The rating unrated players count with under `fixed`; null when none is given. */
  unratedRating: z.number().int().nullable(),
  pointSystem,
  pabPoints: z.number(),
  acceleration,
  tiebreaks: z.array(z.string()),
  sharedPlaces: z.boolean(),
  chiefArbiter: z.string().nullable(),
  deputyArbiters: z.array(z.string()),
  chiefArbiterFideId: z.number().int().nullable(),
  /** In the order of `deputyArbiters`; null for a deputy without one. */
  deputyArbiterFideIds: z.array(z.number().int().nullable()),
  entryFee: z.number().nullable(),
  /** The currency of the entry fee and the prizes: the prize structure's, INR without one. */
  currency,
  enable_registration: z.boolean(),
  is_club_membership: z.boolean(),
  create_brochure: z.boolean(),
  is_brochure: z.boolean(),
  feedbacks: z.array(z.string()),
  initialColour: z.enum(['w', 'b']).nullable(),
  /** What orders players of equal rating and title for their pairing numbers; a drawing of lots is seeded from `id`. */
  initialOrder,
  /** The arbiter has set pairing numbers by hand: the field is no longer renumbered on its own. */
  pairingNumbersByHand: z.boolean(),
  /** Run by FIDE's rules for tournament managers (C.02): on from creation or import; leaving it is for good. */
  fideMode: z.boolean(),
  /** The round the tournament left FIDE mode in (0: before round 1); null while in FIDE mode. */
  fideModeLeftInRound: z.number().int().nullable(),
  /** Who owns the tournament is the database's to know: no view of a tournament carries an account's id. */
  clubId: z.uuid().nullable(),
  /** Team events: boards per match, the team scoring and the lineup deadline (minutes before a round); null for an individual event. */
  boards: z.number().int().nullable(),
  teamScoring: teamScoring.nullable(),
  lineupDeadlineMinutes: z.number().int().nullable(),
  /** The tournament's own language: mailed notices to players who chose none, and the sheets printed for the hall. */
  language: localeSchema,
  /** Uploaded files (logo, regulations, brochure attachments), oldest first. */
  files: z.array(tournamentFile),
  playerCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Tournament = z.infer<typeof tournament>;
export const tournamentResponse = envelope(tournament);

/** Per round: `pairings` keyed by round number as {paired, scored}. */
export const roundFlags = z.object({ paired: z.boolean(), scored: z.boolean() });
export const tournamentDetails = tournament.extend({
  pairings: z.record(z.string(), roundFlags),
});
export type TournamentDetails = z.infer<typeof tournamentDetails>;
export const tournamentDetailsResponse = envelope(tournamentDetails);

export const tournamentIdParams = z.object({ id: z.uuid({ error: 'Expected a tournament id' }) });

const pageNumber = (fallback: number, max: number) =>
  z.coerce.number({ error: 'Expected a whole number' }).int('Expected a whole number').min(0, 'Cannot be negative').max(max).default(fallback);
/** A page of the list: limit 1000 and offset 0 unless asked otherwise. */
export const tournamentListQuery = z.object({
  limit: pageNumber(1000, 1000),
  offset: pageNumber(0, 1_000_000),
  /** Part of the name, city or venue. */
  query: textField('The search text', { max: 100 }).optional(),
  system: tournamentSystem.optional(),
});
export type TournamentListQuery = z.input<typeof tournamentListQuery>;
export const tournamentList = z.object({ tournaments: z.array(tournament), count: z.number().int() });
export const tournamentListResponse = envelope(tournamentList);

export const createClubBody = z.object({
  name: textField('Name', { max: 200, required: true }),
  city: formText(100, 'City').optional(),
  federation: federation.optional(),
  /**
   * Organisers invited to manage the club, by email. Each is mailed an invitation and manages the club once they accept
   * it, signed in with that address; the answer is the same whether or not the address has an account.
   */
  managers: z
    .array(z.email({ error: 'Enter a valid email address' }))
    .max(50)
    .default([]),
});
export type CreateClubBody = z.input<typeof createClubBody>;
/** More organisers invited to manage an existing club. */
export const inviteToClubBody = z.object({
  emails: z
    .array(z.email({ error: 'Enter a valid email address' }), { error: 'Name the addresses to invite' })
    .min(1, 'Name at least one address')
    .max(50),
});
export type InviteToClubBody = z.input<typeof inviteToClubBody>;
export const club = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  federation: z.string().nullable(),
  managers: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  /** Invitations not yet accepted or declined, oldest first. */
  invitations: z.array(z.object({ email: z.string(), invitedAt: z.iso.datetime() })),
  createdAt: z.iso.datetime(),
});
export type Club = z.infer<typeof club>;
export const clubResponse = envelope(club);
/** The clubs one manages, each with its tournaments. */
export const clubMemberships = z.array(club.extend({ tournaments: z.array(tournament) }));
export const clubMembershipsResponse = envelope(clubMemberships);

/** An invitation to manage a club, as the invited organiser sees it. */
export const clubInvitation = z.object({
  club: z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable(), federation: z.string().nullable() }),
  /** Who invited them; null once that account is deleted. */
  invitedBy: z.string().nullable(),
  invitedAt: z.iso.datetime(),
});
export type ClubInvitation = z.infer<typeof clubInvitation>;
export const clubInvitationsResponse = envelope(z.array(clubInvitation));
export const clubIdParams = z.object({ clubId: z.uuid({ error: 'Expected a club id' }) });

/** Dashboard figures (the statistics call) over the tournaments the caller manages. */
export const statistics = z.object({
  tournaments: z.number().int(),
  tournamentsByState: z.record(z.enum(tournamentStates), z.number().int()),
  players: z.number().int(),
  games: z.number().int(),
  rounds: z.number().int(),
  roundsByState: z.record(z.enum(roundStates), z.number().int()),
});
export type Statistics = z.infer<typeof statistics>;
export const statisticsResponse = envelope(statistics);

/** The state triggers (start a round, score it, finish the tournament) name their tournament in the body. */
export const triggerBody = z.object({ tournamentId: z.uuid({ error: 'Expected a tournament id' }) });
export type TriggerBody = z.input<typeof triggerBody>;

/**
 * Split the entries into sections before round 1 (issue: split-tournament): into `groups` equal
 * groups by rating, or by rating `bands` (each a lower bound, highest first; the rest form the last section).
 */
export const splitTournamentBody = z
  .object({
    groups: z
      .number({ error: 'Expected a number of groups' })
      .int('Expected a whole number')
      .min(2, 'At least 2 groups')
      .max(10, 'At most 10 groups')
      .optional(),
    bands: z
      .array(z.number({ error: 'A band is a rating' }).int('A band is a whole rating').min(1).max(3500), { error: 'Expected a list of ratings' })
      .min(1, 'Give at least one rating')
      .max(9, 'At most 9 bands')
      .refine((bands) => bands.every((rating, i) => i === 0 || rating < bands[i - 1]), 'Ratings go from highest to lowest')
      .optional(),
  })
  .refine((body) => (body.groups === undefined) !== (body.bands === undefined), { message: 'Give either groups or bands', path: ['groups'] });
export type SplitTournamentBody = z.input<typeof splitTournamentBody>;
export const splitTournamentResponse = envelope(z.array(tournament));

/** A tournament from a TRF file (TRF-2026, TRF16 or TRF(x)): its players, rounds and results. */
export const importTrfBody = z.object({
  trf: z.string({ error: "Send the file's text as trf" }).min(1, 'The file is empty').max(5_000_000, 'The file is larger than 5 MB'),
  /** Overrides the file's tournament name. */
  name: tournamentFieldShape.name.optional(),
});
export type ImportTrfBody = z.input<typeof importTrfBody>;
