import { z } from 'zod';
import { envelope } from './envelope.js';
import { textField } from './fields.js';
import { entryFeeStatuses } from './entry-fees.js';
import { playerTitles } from './player-titles.js';
import { sentence } from './words.js';

/**
 * The teams of a team event and their rosters (/api/tournament/{id}/teams). A roster is in board order: position 1
 * plays board 1 when present, the players after the first N boards (N = boards per match) are reserves. FIDE team
 * practice fixes the order before round 1; after round 1 is paired players may only join as new last reserves.
 */

/** The most players a roster holds: N boards (at most 20) and their reserves. */
export const ROSTER_MAX = 50;

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, label: string) => z.preprocess(blankAsUnset, textField(label, { max }));

const teamFieldShape = {
  name: textField('Team name', { max: 100, required: true }),
  /** As pairing sheets and the hall screen show it when the name is too long (TRF-2026 310 keeps the full name). */
  shortName: optionalText(20, 'Short name'),
  club: optionalText(100, 'Club'),
  federation: z
    .string({ error: 'A federation is a 3-letter FIDE code (e.g. ENG)' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'A federation is a 3-letter FIDE code (e.g. ENG)'),
  /** The email of an existing account, which becomes the team's captain (captains may be players too). */
  captainEmail: z.email({ error: 'The captain’s email must be a valid email address' }).max(254),
};

export const createTeamBody = z.object({
  name: teamFieldShape.name,
  shortName: teamFieldShape.shortName.optional(),
  club: teamFieldShape.club.optional(),
  federation: teamFieldShape.federation.optional(),
  captainEmail: teamFieldShape.captainEmail.optional(),
});
export type CreateTeamBody = z.input<typeof createTeamBody>;
export type CreateTeam = z.output<typeof createTeamBody>;

/** Every field optional; null clears an optional one (captainEmail: null leaves the team without a captain). */
export const updateTeamBody = z.object({
  name: teamFieldShape.name.optional(),
  shortName: teamFieldShape.shortName.nullable().optional(),
  club: teamFieldShape.club.nullable().optional(),
  federation: teamFieldShape.federation.nullable().optional(),
  captainEmail: teamFieldShape.captainEmail.nullable().optional(),
  /**
   * A withdrawn team is not paired from the next round on (its results so far stay). Undone only before the next
   * round is paired.
   */
  withdrawn: z.boolean({ error: 'withdrawn is true or false' }).optional(),
});
export type UpdateTeamBody = z.input<typeof updateTeamBody>;
export type UpdateTeam = z.output<typeof updateTeamBody>;

/** The whole roster in board order, board 1 first; reserves after the first N. */
export const teamRosterBody = z.object({
  entryIds: z
    .array(z.uuid({ error: 'Expected a player id' }), { error: 'Expected a list of player ids (entryIds)' })
    .max(ROSTER_MAX, sentence('A roster has at most {max} players', { max: ROSTER_MAX }))
    .refine((ids) => new Set(ids).size === ids.length, 'A player is on the roster only once'),
});
export type TeamRosterBody = z.input<typeof teamRosterBody>;

export const teamParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  teamId: z.uuid({ error: 'Expected a team id' }),
});

/** A player of a roster, as anyone may see them. */
export const rosterPlayer = z.object({
  entryId: z.uuid(),
  /** The player's start number in the tournament. */
  pairingNumber: z.number().int(),
  /** Board order from 1; a position above the boards per match is a reserve. */
  position: z.number().int(),
  name: z.string(),
  title: z.enum(playerTitles).nullable(),
  /** The rating the tournament counts the player with (its rating method), 0 when unrated. */
  rating: z.number().int(),
  federation: z.string().nullable(),
  withdrawn: z.boolean(),
});
export type RosterPlayer = z.infer<typeof rosterPlayer>;

/** A team as anyone may see it: no captain's email, no account id. */
export const publicTeam = z.object({
  id: z.uuid(),
  /** The team pairing number (C.04.6 art. 1.1): by team rating, then name, until round 1 is paired. */
  pairingNumber: z.number().int(),
  name: z.string(),
  /** Empty when none was given. */
  shortName: z.string(),
  club: z.string().nullable(),
  federation: z.string().nullable(),
  /** The team rating: the average of the first N boards' tournament ratings (the engine's rosterRating). */
  rating: z.number().int(),
  withdrawn: z.boolean(),
  /** The captain's name (their entry's name when they play in the event, else their account's), or null. */
  captain: z.string().nullable(),
  roster: z.array(rosterPlayer),
});
export type PublicTeam = z.infer<typeof publicTeam>;

/**
 * Where a registered team stands when the organiser approves each entry: `awaiting` the organiser's decision (not
 * listed publicly, not paired, its fee not yet charged), `approved` (a team the organiser enters is), `declined`.
 */
export const teamApprovals = ['awaiting', 'approved', 'declined'] as const;
export type TeamApproval = (typeof teamApprovals)[number];

/** A team as the tournament's managers see it: the captain's email, the organiser's approval and the team's entry fee too. */
export const managedTeam = publicTeam.extend({
  captainEmail: z.string().nullable(),
  approval: z.enum(teamApprovals),
  /** Where the team's entry fee stands; null when it pays none. Awaiting payment, it is not listed publicly nor paired. */
  feeStatus: z.enum(entryFeeStatuses).nullable(),
});
export type ManagedTeam = z.infer<typeof managedTeam>;

const teamList = <T extends z.ZodType>(team: T) =>
  z.object({
    boardsPerMatch: z.number().int(),
    /** Round 1 is paired: rosters keep their order, players join only as new last reserves, teams are not deleted. */
    rostersFixed: z.boolean(),
    /** By team pairing number. */
    teams: z.array(team),
  });

export const teamsResponse = envelope(teamList(publicTeam));
export type TeamsList = z.infer<typeof teamsResponse>['data'];
export const managedTeamsResponse = envelope(teamList(managedTeam));
export type ManagedTeamsList = z.infer<typeof managedTeamsResponse>['data'];
export const managedTeamResponse = envelope(managedTeam);
export const teamResponse = envelope(publicTeam);
