import { z } from 'zod';
import { envelope } from './envelope.js';
import { ROUNDS_MAX } from './fields.js';
import { visibleOnly } from './invisible-characters.js';
import { sentence, term } from './words.js';

/**
 * Lichess: connecting an organiser's lichess account through OAuth
 * (PKCE), the teams they lead, and tournaments created there and mirrored here.
 */

const token = z.string({ error: 'Token is required' }).min(1, 'Token is required');
const redirectUri = z.url({ protocol: /^https?$/, error: 'redirect_uri must be an http(s) address' }).max(2000, 'redirect_uri is too long');

/** The auth service's login: where to send the organiser, and the references the browser keeps (lichess_state, lichess_code). */
export const lichessLoginBody = z.object({
  user_key: token,
  redirect_uri: redirectUri,
  /** An organiser who pairs here and plays on lichess also grants challenge:bulk (bulk pairings). */
  bulk_pairing: z.boolean().optional(),
});
export type LichessLoginBody = z.input<typeof lichessLoginBody>;
export const lichessLogin = z.object({ lichess_url: z.url(), ref_state: z.string(), ref_code: z.string() });
export const lichessLoginResponse = envelope(lichessLogin);

/** What lichess appended to the return address (code and state, or error), with the references kept by the browser. */
export const lichessCallbackQuery = z.object({
  code: z.string().max(1000).optional(),
  state: z.string({ error: 'state is required' }).min(1, 'state is required').max(200),
  ref_state: z.string({ error: 'ref_state is required' }).min(1, 'ref_state is required').max(200),
  ref_code: z.string({ error: 'ref_code is required' }).min(1, 'ref_code is required').max(200),
  redirect_uri: redirectUri,
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type LichessCallbackQuery = z.input<typeof lichessCallbackQuery>;
export const lichessCallbackResponse = envelope(z.object({ success: z.literal(true), lichess_username: z.string() }));

export const getLichessAccountBody = z.object({ token });
export type GetLichessAccountBody = z.input<typeof getLichessAccountBody>;
export const lichessAccount = z.object({
  lichess_connected: z.boolean(),
  lichess_username: z.string().nullable(),
  /** The OAuth scopes the stored token carries. */
  scopes: z.array(z.string()),
});
export type LichessAccount = z.infer<typeof lichessAccount>;
export const lichessAccountResponse = envelope(lichessAccount);

/** Confirms the lichess account the OAuth login attached; `null` disconnects (the token is revoked at lichess). */
export const connectLichessBody = z.object({
  token,
  lichess_username: z
    .string({ error: 'lichess_username must be text or null' })
    .trim()
    .min(1, 'lichess_username is required (null disconnects)')
    .max(30)
    .nullable(),
});
export type ConnectLichessBody = z.input<typeof connectLichessBody>;

export const lichessTeam = z.object({ id: z.string(), name: z.string(), nbMembers: z.number().int().nullable(), leader: z.boolean() });
export type LichessTeam = z.infer<typeof lichessTeam>;
/** The connected organiser's lichess teams (the session's lichessTeams); a team Swiss needs one they lead. */
export const lichessTeamsResponse = envelope(z.object({ lichess_username: z.string(), teams: z.array(lichessTeam) }));

// The values lichess's forms accept (its OpenAPI description), so bad ones are refused here, by field.
export const swissClockLimits = [
  0, 15, 30, 45, 60, 90, 120, 180, 240, 300, 360, 420, 480, 600, 900, 1200, 1500, 1800, 2400, 3000, 3600, 4200, 4800, 5400, 6000, 6600, 7200, 7800, 8400, 9000,
  9600, 10200, 10800,
] as const;
export const arenaClockLimits = [0, 15, 30, 45, 60, 90, 120, 180, 240, 300, 360, 420, 480, 600, 900, 1200, 1500, 1800, 2400, 3000, 3600] as const;
export const arenaIncrements = [0, 1, 2, 3, 4, 5, 6, 7, 10, 15, 20, 25, 30, 40, 50, 60] as const;
export const arenaDurations = [
  20, 25, 30, 35, 40, 45, 50, 55, 60, 70, 80, 90, 100, 110, 120, 150, 180, 210, 240, 270, 300, 330, 360, 420, 480, 540, 600, 720,
] as const;
export const swissRoundIntervals = [-1, 5, 10, 20, 30, 45, 60, 120, 180, 300, 600, 900, 1200, 1800, 2700, 3600, 86400, 172800, 604800, 99999999] as const;
export const minRatings = [1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400, 2500, 2600] as const;
export const lichessVariants = ['standard', 'chess960', 'crazyhouse', 'antichess', 'atomic', 'horde', 'kingOfTheHill', 'racingKings', 'threeCheck'] as const;

/** Initial time, in seconds (lichess: 0 to 10800, and per kind of event one of a list, checked with the kind). */
export const lichessClockLimit = z
  .number({ error: 'Clock time must be a number of seconds' })
  .int('Clock time is in whole seconds')
  .min(0, 'Clock time cannot be negative')
  .max(10800, 'At most 3 hours');

const oneOf = <T extends readonly number[]>(values: T, label: string) =>
  z
    .number({ error: sentence('{label} must be a number', { label: term(label) }) })
    .refine((v) => values.includes(v), { message: sentence('{label} must be one of {values}', { label: term(label), values: values.join(', ') }) });

export const createLichessTournamentBody = z
  .object({
    kind: z.enum(['swiss', 'arena'], { error: 'Choose swiss or arena' }),
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(2, 'The name needs at least 2 characters')
      .max(30, 'Lichess takes at most 30 characters')
      .superRefine(visibleOnly('Name')),
    /** A team the organiser leads: where the Swiss is held (an Arena may restrict entry to it). */
    teamId: z.string().trim().min(1).max(100).optional(),
    /** Initial time, in seconds. */
    clockLimit: lichessClockLimit,
    clockIncrement: z
      .number({ error: 'Increment must be a number of seconds' })
      .int('Increment is in whole seconds')
      .min(0, 'Increment cannot be negative')
      .max(120, 'At most 120 seconds'),
    /** Swiss: number of rounds. */
    rounds: z.number().int('Rounds must be a whole number').min(3, 'Lichess needs at least 3 rounds').max(100, 'At most 100 rounds').optional(),
    /** Swiss: seconds between rounds (-1: lichess chooses; 99999999: rounds started by hand). */
    roundInterval: oneOf(swissRoundIntervals, 'Round interval').optional(),
    /** Arena: how long it lasts, in minutes. */
    minutes: oneOf(arenaDurations, 'Duration').optional(),
    startsAt: z.iso.datetime({ offset: true, error: 'Expected a date and time (ISO 8601)' }).optional(),
    rated: z.boolean().default(true),
    variant: z.enum(lichessVariants, { error: sentence('Variant must be one of {values}', { values: lichessVariants.join(', ') }) }).default('standard'),
    description: z.string().trim().max(2000, 'At most 2000 characters').optional(),
    password: z.string().min(1).max(100).optional(),
    minRating: oneOf(minRatings, 'Minimum rating').optional(),
    minRatedGames: z.number().int().min(0).max(200, 'At most 200 rated games').optional(),
    /** Arena only: entry restricted to the members of teamId. */
    teamMembersOnly: z.boolean().optional(),
  })
  .superRefine((body, issues) => {
    const need = (ok: boolean, path: string, message: string) => ok || issues.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'swiss') {
      need(body.teamId !== undefined, 'teamId', 'A lichess Swiss is held in a team: choose one you lead');
      need(body.rounds !== undefined, 'rounds', 'A Swiss needs its number of rounds');
      need(
        (swissClockLimits as readonly number[]).includes(body.clockLimit),
        'clockLimit',
        sentence('Clock time must be one of {values} seconds', { values: swissClockLimits.join(', ') }),
      );
    } else {
      need(body.minutes !== undefined, 'minutes', 'An Arena needs its duration');
      need(
        (arenaClockLimits as readonly number[]).includes(body.clockLimit),
        'clockLimit',
        sentence('Clock time must be one of {values} seconds', { values: arenaClockLimits.join(', ') }),
      );
      need(
        (arenaIncrements as readonly number[]).includes(body.clockIncrement),
        'clockIncrement',
        `Increment must be one of ${arenaIncrements.join(', ')} seconds`,
      );
      need(!body.teamMembersOnly || body.teamId !== undefined, 'teamId', 'Choose the team whose members may enter');
    }
    need(body.clockLimit + body.clockIncrement > 0, 'clockLimit', 'The clock must give some time');
  });
export type CreateLichessTournamentBody = z.input<typeof createLichessTournamentBody>;
export type CreateLichessTournament = z.output<typeof createLichessTournamentBody>;

/** What creating an online tournament answers: its tournament_id and a message. */
export const createLichessTournamentResponse = envelope(
  z.object({ tournament_id: z.uuid(), lichess_id: z.string(), lichess_url: z.url(), kind: z.enum(['swiss', 'arena']) }),
);

/** After following a lichess Swiss: how many players and rounds Kingside now holds, and when it read them. */
export const lichessFollowResponse = envelope(
  z.object({
    tournament_id: z.uuid(),
    kind: z.enum(['swiss', 'arena']),
    lichess_id: z.string(),
    lichess_url: z.url(),
    synced_at: z.iso.datetime(),
    players: z.number().int(),
    rounds: z.number().int(),
  }),
);

/** Pair here, play there: a round paired by Kingside pushed to lichess as a bulk pairing. */
export const lichessBulkPairingBody = z.object({
  round: z
    .number({ error: 'Round must be a number' })
    .int()
    .min(1, 'Rounds start at 1')
    .max(ROUNDS_MAX, sentence('At most {max} rounds', { max: ROUNDS_MAX })),
  /** Initial time, in seconds (lichess: 0 to 10800). */
  clockLimit: lichessClockLimit,
  clockIncrement: z.number({ error: 'Increment must be a number of seconds' }).int('Increment is in whole seconds').min(0).max(60, 'At most 60 seconds'),
  rated: z.boolean().default(false),
  /** When the games are created and their clocks start; now when omitted. */
  startsAt: z.iso.datetime({ offset: true, error: 'Expected a date and time (ISO 8601)' }).optional(),
});
export type LichessBulkPairingBody = z.input<typeof lichessBulkPairingBody>;
export const lichessBulkPairingResponse = envelope(z.object({ bulk_id: z.string(), games: z.array(z.object({ board: z.number().int(), url: z.url() })) }));

export const lichessRoundBody = z.object({
  round: z
    .number({ error: 'Round must be a number' })
    .int()
    .min(1, 'Rounds start at 1')
    .max(ROUNDS_MAX, sentence('At most {max} rounds', { max: ROUNDS_MAX })),
});
/** Results read back from the round's lichess games: boards with a result, and those still being played or never started (the arbiter's to settle). */
export const lichessResultsResponse = envelope(z.object({ round: z.number().int(), recorded: z.number().int(), pending: z.number().int() }));
