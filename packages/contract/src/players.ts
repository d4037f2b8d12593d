import { z } from 'zod';
import { envelope } from './envelope.js';
import { clientToken, fideIdField, ROUNDS_MAX, textField } from './fields.js';
import { playerTitles } from './player-titles.js';
import { arbiterWarning, confirmation } from './warning-levels.js';
import { gameKinds } from './tournament.js';
import { sentence, term } from './words.js';

/** Players of a tournament: the list, withdrawals and the /players calls. */

/**
 * How a player came into the tournament: `entry` entered by the organiser before round 1,
 * `registration` registered themselves (enable_registration), `late_entry` entered after round 1 was
 * paired (FIDE C.04.2: the rounds missed score zero).
 */
export const playerTypes = ['entry', 'registration', 'late_entry'] as const;
export type PlayerType = (typeof playerTypes)[number];

/** What a late entry scores for each round paired before they came: nothing, or a half-point bye. */
export const lateEntryMissedRounds = ['zero_point_bye', 'half_point_bye'] as const;
export type LateEntryMissedRound = (typeof lateEntryMissedRounds)[number];

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (max: number, label: string) => z.preprocess(blankAsUnset, textField(label, { max }));

const ratingField = (label: string) =>
  z
    .number({ error: sentence('{label} must be a whole number', { label: term(label) }) })
    .int(sentence('{label} must be a whole number', { label: term(label) }))
    .min(0, sentence('{label} cannot be negative', { label: term(label) }))
    .max(3500, sentence('{label} must be at most 3500', { label: term(label) }));

const playerFieldShape = {
  name: textField('Name', { max: 100, required: true }),
  fideId: fideIdField(),
  nationalId: text(50, 'National id'),
  /** The FIDE rating of the tournament's rating type (standard, rapid or blitz); 0 when unrated. */
  rating: ratingField('Rating'),
  /** The national federation's rating, for the rating methods that read it (national, FIDON, NIDOF, HBFN). */
  nationalRating: ratingField('National rating'),
  /** A rating the arbiter gives the player, read only by the highest-rating method (HBFN). */
  manualRating: ratingField('Manual rating'),
  title: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(playerTitles, { error: sentence('A title is one of {values}', { values: playerTitles.join(' ') }) }),
  ),
  federation: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'A federation is a 3-letter FIDE code (e.g. ENG)'),
  sex: z.preprocess(
    (value) => (typeof value === 'string' ? (({ M: 'm', F: 'w', W: 'w' } as Record<string, string>)[value.trim().toUpperCase()] ?? value) : value),
    z.enum(['m', 'w'], { error: 'Sex is m or w' }),
  ),
  /** As known: a year, or a full date. */
  birthDate: z
    .string()
    .trim()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/, 'A birth date is YYYY or YYYY-MM-DD'),
  club: text(100, 'Club'),
  email: z.email({ error: 'Enter a valid email address' }).max(254),
  phone: text(30, 'Phone number'),
  /** Rounds in which the player asks for a half-point bye instead of being paired. */
  byes: z
    .array(z.number({ error: 'A round is a whole number' }).int('A round is a whole number').min(1, 'Rounds count from 1').max(ROUNDS_MAX), {
      error: 'Expected a list of rounds',
    })
    .max(ROUNDS_MAX),
};

/**
 * Byes the arbiter gives on request: half a point, or (discouraged by FIDE, a level-2 warning) a full point. Not the
 * pairing-allocated bye, which the pairing gives.
 */
export const requestedByeKinds = ['half_point_bye', 'full_point_bye'] as const;
export type RequestedByeKind = (typeof requestedByeKinds)[number];

export const addPlayerBody = z.object({
  name: playerFieldShape.name,
  fideId: playerFieldShape.fideId.optional(),
  nationalId: playerFieldShape.nationalId.optional(),
  rating: playerFieldShape.rating.default(0),
  nationalRating: playerFieldShape.nationalRating.optional(),
  manualRating: playerFieldShape.manualRating.optional(),
  title: playerFieldShape.title.optional(),
  federation: playerFieldShape.federation.optional(),
  sex: playerFieldShape.sex.optional(),
  birthDate: playerFieldShape.birthDate.optional(),
  club: playerFieldShape.club.optional(),
  email: playerFieldShape.email.optional(),
  phone: playerFieldShape.phone.optional(),
  byes: playerFieldShape.byes.default([]),
  /** Rounds in which the arbiter gives the player a full-point bye (not rounds of `byes`): FIDE discourages them, a level-2 warning. */
  fullPointByes: playerFieldShape.byes.default([]),
  /**
   * A late entry's rounds already paired: each scores a zero-point bye, as FIDE C.04.2 has it, unless the
   * tournament's regulations give late entries a half-point bye for them. Nothing is missed before round 1.
   */
  missedRounds: z
    .enum(lateEntryMissedRounds, { error: sentence('A missed round scores one of {values}', { values: lateEntryMissedRounds.join(', ') }) })
    .default('zero_point_bye'),
  /** In FIDE mode, half-point byes beyond the tournament's limit wait for the arbiter's confirmation (warning level 3). */
  confirmation: confirmation.optional(),
  clientToken: clientToken.optional(),
});
export type AddPlayerBody = z.input<typeof addPlayerBody>;

/** The fields a player may be entered without. */
export const optionalPlayerFields = [
  'fideId',
  'nationalId',
  'nationalRating',
  'manualRating',
  'title',
  'federation',
  'sex',
  'birthDate',
  'club',
  'email',
  'phone',
] as const;

/** Every field optional; `null` clears an optional one; `byes` replaces the list of unpaired rounds. */
export const updatePlayerBody = z.object({
  name: playerFieldShape.name.optional(),
  fideId: playerFieldShape.fideId.nullable().optional(),
  nationalId: playerFieldShape.nationalId.nullable().optional(),
  rating: playerFieldShape.rating.optional(),
  nationalRating: playerFieldShape.nationalRating.nullable().optional(),
  manualRating: playerFieldShape.manualRating.nullable().optional(),
  title: playerFieldShape.title.nullable().optional(),
  federation: playerFieldShape.federation.nullable().optional(),
  sex: playerFieldShape.sex.nullable().optional(),
  birthDate: playerFieldShape.birthDate.nullable().optional(),
  club: playerFieldShape.club.nullable().optional(),
  email: playerFieldShape.email.nullable().optional(),
  phone: playerFieldShape.phone.nullable().optional(),
  byes: playerFieldShape.byes.optional(),
  /** Replaces the full-point byes the arbiter gave (not rounds of `byes`); left out, they stay. */
  fullPointByes: playerFieldShape.byes.optional(),
  /** In FIDE mode, half-point byes beyond the tournament's limit wait for the arbiter's confirmation (warning level 3). */
  confirmation: confirmation.optional(),
});
export type UpdatePlayerBody = z.input<typeof updatePlayerBody>;

export const withdrawPlayerBody = z.object({ playerId: z.uuid({ error: 'Expected a player id' }) });
export type WithdrawPlayerBody = z.input<typeof withdrawPlayerBody>;

export const tournamentIdParam = z.object({ tournamentId: z.uuid({ error: 'Expected a tournament id' }) });
export const playerIdParam = z.object({ id: z.uuid({ error: 'Expected a player id' }) });
export const playerDetailsQuery = z.object({ query: z.uuid({ error: 'Expected a player id (uuid)' }) });

/**
 * A player as anyone may see them: what chess-results publishes (name, title, federation, ratings, FIDE id,
 * club, sex, birth year). Contact details, national id and the full birth date are not part of this type,
 * so no public route can send them.
 */
export const publicPlayer = z.object({
  /** Position in the list, from 1. */
  id: z.number().int(),
  /** The player's own id in this tournament. */
  uuid: z.uuid(),
  tournamentId: z.uuid(),
  /** Tournament pairing number (TPN). */
  pairingNumber: z.number().int(),
  name: z.string(),
  /** The FIDE rating (0: unrated). */
  rating: z.number().int(),
  /** The national rating, public as chess-results shows it; null when none was entered. */
  nationalRating: z.number().int().nullable(),
  /**
   * The rating the tournament counts the player with, by its rating method (0: unrated). Under HBFN it may be
   * the manual rating, which is otherwise never public.
   */
  tournamentRating: z.number().int(),
  title: z.enum(playerTitles).nullable(),
  federation: z.string().nullable(),
  fideId: z.number().int().nullable(),
  sex: z.enum(['m', 'w']).nullable(),
  birthYear: z.number().int().nullable(),
  club: z.string().nullable(),
  isWithDrawn: z.boolean(),
  /** Expelled by the arbiter (also withdrawn): never paired again, and not ranked in a Swiss. */
  isExpelled: z.boolean(),
  /** The first round the player could be paired in (later than 1 for a late entry). */
  joinedRound: z.number().int(),
  /** How the player came in; withdrawal is `isWithDrawn`. */
  type: z.enum(playerTypes),
  /** Points after the rounds paired so far. */
  points: z.number(),
});
export type PublicPlayer = z.infer<typeof publicPlayer>;
export const publicPlayerResponse = envelope(publicPlayer);
/** Active players by rating (highest first), then the withdrawn ones the same way. */
export const publicPlayersResponse = envelope(z.array(publicPlayer));

/** A player as the tournament's managers (owner, club managers) and admins see them: everything entered. */
export const managedPlayer = publicPlayer.extend({
  nationalId: z.string().nullable(),
  /** The arbiter's rating for the player (HBFN reads it); managers only. */
  manualRating: z.number().int().nullable(),
  /** As entered: a year, or a full date. */
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Rounds in which the player asked for a half-point bye. */
  byes: z.array(z.number().int()),
  /** Rounds of a full-point bye the arbiter gave. */
  fullPointByes: z.array(z.number().int()),
});
export type ManagedPlayer = z.infer<typeof managedPlayer>;
export const managedPlayerResponse = envelope(managedPlayer);
/** A player added or changed by the arbiter, with the warnings to acknowledge (level 2: a full-point bye given). */
export const savedPlayerResponse = managedPlayerResponse.extend({ warnings: z.array(arbiterWarning) });
export const managedPlayersResponse = envelope(z.array(managedPlayer));

/** One round of a player's card: opponent (none for byes), colour, result as the player scored it. */
export const playerRound = z.object({
  round: z.number().int(),
  board: z.number().int(),
  kind: z.enum(gameKinds),
  colour: z.enum(['w', 'b']).nullable(),
  opponent: z.object({ uuid: z.uuid(), name: z.string(), rating: z.number().int(), pairingNumber: z.number().int() }).nullable(),
  /** The board's result (1-0, +/-…), null until entered; null for byes. */
  result: z.string().nullable(),
  /** Points this round brought the player, null while the game is unfinished. */
  points: z.number().nullable(),
});
export const playerDetails = publicPlayer.extend({
  tournamentName: z.string(),
  rounds: z.array(playerRound),
});
export type PlayerDetails = z.infer<typeof playerDetails>;
export const playerDetailsResponse = envelope(playerDetails);

/** A signed-in account enters a tournament that takes registrations; name and email come from the account. */
export const registerPlayerBody = addPlayerBody.omit({
  name: true,
  email: true,
  byes: true,
  fullPointByes: true,
  missedRounds: true,
  manualRating: true,
  confirmation: true,
});
export type RegisterPlayerBody = z.input<typeof registerPlayerBody>;
