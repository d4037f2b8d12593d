import { z } from 'zod';
import { envelope } from './envelope.js';
import { roundNumberParam } from './fields.js';
import { playerTitles } from './player-titles.js';
import { BOARDS_MAX, lineupSetAs, matchForfeits } from './team-scoring.js';
import { teamRef } from './team-results.js';
import { sentence } from './words.js';

/**
 * A team round's lineups (/api/tournament/{id}/rounds/{round}/lineups): who plays for each team, board 1 first.
 * FIDE team practice: a lineup takes players of the roster in roster order (players may be left out, reserves move
 * up, nobody is reordered), at most N (boards per match); fewer leave the last boards empty, each lost by forfeit.
 * The team's captain sets it until the deadline, the arbiter until the round's lineups are published; publishing
 * makes the boards. A team without a lineup plays its first N available roster players.
 */

export const lineupRoundParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  round: roundNumberParam(),
});

export const lineupTeamParams = lineupRoundParams.extend({ teamId: z.uuid({ error: 'Expected a team id' }) });

export const matchParams = lineupRoundParams.extend({ matchId: z.uuid({ error: 'Expected a match id' }) });

/** The players a team plays the round with, board 1 first, in roster order. An empty list forfeits every board. */
export const setLineupBody = z.object({
  entryIds: z
    .array(z.uuid({ error: 'Expected a player id' }), { error: 'Expected a list of player ids (entryIds), board 1 first' })
    .max(BOARDS_MAX, sentence('A lineup has at most {max} players', { max: BOARDS_MAX }))
    .refine((ids) => new Set(ids).size === ids.length, 'A player is in the lineup only once'),
});
export type SetLineupBody = z.input<typeof setLineupBody>;

/** A match forfeited as a whole (TRF-2026 330): the team with white on board 1 won it, the other, or neither. */
export const matchForfeitBody = z.object({
  winner: z.enum(matchForfeits, { error: 'The winner is white, black or none' }),
});
export type MatchForfeitBody = z.input<typeof matchForfeitBody>;

/** Where the team stands in the round: a match (its opponent and colours) or the pairing-allocated bye. */
export const lineupPairing = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('match'),
    matchId: z.uuid(),
    table: z.number().int(),
    opponent: teamRef,
    /** The team's colour on board 1; the boards alternate from there (C.04.6 art. 4). */
    colourOnBoard1: z.enum(['white', 'black']),
    /** The team's colour on each board, board 1 first, as the engine allocates them. */
    boardColours: z.array(z.enum(['white', 'black'])),
    /** The match forfeited as a whole: who won it ('white' = the team with white on board 1), null when it is played. */
    forfeit: z.enum(matchForfeits).nullable(),
  }),
  z.object({ kind: z.literal('bye'), matchId: z.uuid(), table: z.number().int() }),
]);
export type LineupPairing = z.infer<typeof lineupPairing>;

/** A player of the roster, as the captain picks them. */
export const lineupRosterPlayer = z.object({
  entryId: z.uuid(),
  /** The player's start number in the tournament. */
  pairingNumber: z.number().int(),
  /** Board order from 1; a position above the boards per match is a reserve. */
  position: z.number().int(),
  name: z.string(),
  title: z.enum(playerTitles).nullable(),
  /** The rating the tournament counts the player with, 0 when unrated. */
  rating: z.number().int(),
  /** Not withdrawn: may be in a lineup. */
  available: z.boolean(),
});
export type LineupRosterPlayer = z.infer<typeof lineupRosterPlayer>;

/** One setting of a lineup, as lineup_changes keeps it. */
export const lineupChange = z.object({
  entryIds: z.array(z.uuid()),
  setAs: z.enum(lineupSetAs),
  /** The account's name; null when the account was deleted since. */
  setBy: z.string().nullable(),
  setAt: z.string(),
});
export type LineupChange = z.infer<typeof lineupChange>;

export const teamLineup = z.object({
  team: teamRef,
  pairing: lineupPairing,
  roster: z.array(lineupRosterPlayer),
  /**
   * Who plays, board 1 first: the lineup set, or (isDefault) the first N available roster players. Once published,
   * the players who have a board in the match.
   */
  lineup: z.array(z.uuid()),
  /** No lineup was set: the team plays its first N available roster players. */
  isDefault: z.boolean(),
  /** Who set it last (null with isDefault): the team's captain or an arbiter. */
  setAs: z.enum(lineupSetAs).nullable(),
  setBy: z.string().nullable(),
  setAt: z.string().nullable(),
  /** Whether the caller may set this lineup now (the captain until the deadline, a manager until published). */
  editable: z.boolean(),
  /** Every lineup set for the round, oldest first. */
  history: z.array(lineupChange),
});
export type TeamLineup = z.infer<typeof teamLineup>;

export const roundLineups = z.object({
  round: z.number().int(),
  boardsPerMatch: z.number().int(),
  /** When captains can no longer change their lineups (ISO 8601); null: until the lineups are published. */
  deadline: z.string().nullable(),
  /** The captains' deadline has passed (or the lineups are published): only an arbiter can change a lineup now. */
  closedToCaptains: z.boolean(),
  /** When the arbiter published the lineups, making the boards (ISO 8601); null: not yet. */
  published: z.string().nullable(),
  /** Managers get every team of the round by table; a captain their own team only. */
  teams: z.array(teamLineup),
});
export type RoundLineups = z.infer<typeof roundLineups>;

export const roundLineupsResponse = envelope(roundLineups);
export const teamLineupResponse = envelope(teamLineup);

/** A match of the round as a whole-match forfeit left it (recorded or undone). */
export const forfeitedMatch = z.object({
  id: z.uuid(),
  table: z.number().int(),
  white: teamRef,
  /** Null: the white team's pairing-allocated bye. */
  black: teamRef.nullable(),
  forfeit: z.enum(matchForfeits).nullable(),
  /** Who recorded the forfeit and when; null when there is none. */
  forfeitBy: z.string().nullable(),
  forfeitAt: z.string().nullable(),
});
export type ForfeitedMatch = z.infer<typeof forfeitedMatch>;
export const matchForfeitResponse = envelope(forfeitedMatch);
