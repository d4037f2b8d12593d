import { z } from 'zod';
import { envelope } from './envelope.js';
import { roundNumberParam } from './fields.js';
import { playerTitles } from './player-titles.js';
import { gameResult } from './tournament.js';
import { wordsSchema } from './words.js';

/**
 * What a team event shows (all public): a round's matches with their boards, team standings with the team
 * tie-breaks explained, the team crosstable, board standings and a team's page. Match and game points, ranks and
 * tie-breaks are the engine's (FIDE C.04.6 and C.07) over the board games' results.
 */

/** A team as every team list names it. */
export const teamRef = z.object({
  id: z.uuid(),
  /** The team pairing number (C.04.6 art. 1.1). */
  pairingNumber: z.number().int(),
  name: z.string(),
  /** Empty when none was given. */
  shortName: z.string(),
});
export type TeamRef = z.infer<typeof teamRef>;

/** A match point and game point pair: a score, or what one match brought. */
export const teamPoints = z.object({ matchPoints: z.number(), gamePoints: z.number() });
export type TeamPoints = z.infer<typeof teamPoints>;

/** A team of a round's match, with its score before the round. */
export const matchTeam = teamRef.extend({ before: teamPoints });
export type MatchTeam = z.infer<typeof matchTeam>;

/** A player at a board, as anyone may see them. */
export const boardPlayer = z.object({
  entryId: z.uuid(),
  /** The player's start number in the tournament. */
  pairingNumber: z.number().int(),
  name: z.string(),
  title: z.enum(playerTitles).nullable(),
  /** The rating the tournament counts the player with, 0 when unrated. */
  rating: z.number().int(),
});
export type BoardPlayer = z.infer<typeof boardPlayer>;

/** One board of a match, once the round's lineups are published. */
export const matchBoard = z.object({
  /** Board number within the match, from 1 (board 1: the white team's player has white). */
  board: z.number().int(),
  /** The game's id (games.id): result entry and result confirmation work per board with it. */
  gameId: z.uuid(),
  /** The player with white on this board; null when the team that had to put them there left the board empty. */
  white: boardPlayer.nullable(),
  /** The player with black; null when the board was left empty (a forfeit), and on the pairing-allocated bye's boards. */
  black: boardPlayer.nullable(),
  /** The board's result from white's side; a board left empty is '+/-' or '-/+' for the player present; null while unplayed and on a bye. */
  result: gameResult.nullable(),
});
export type MatchBoard = z.infer<typeof matchBoard>;

/** A match's result: each side's game and match points (`black` null for the pairing-allocated bye). */
export const matchResult = z.object({ white: teamPoints, black: teamPoints.nullable() });
export type MatchResult = z.infer<typeof matchResult>;

export const pairedMatch = z.object({
  id: z.uuid(),
  /** The match's table, highest-placed first. */
  table: z.number().int(),
  /** The team whose board-1 player has white; the team given the pairing-allocated bye when `black` is null. */
  white: matchTeam,
  black: matchTeam.nullable(),
  /** The pairing-allocated bye: a drawn match in both scores (C.04.6 art. 1.4) unless the regulations say otherwise. */
  pairingAllocatedBye: z.boolean(),
  /** A match forfeited as a whole (TRF-2026 330): the team with white on board 1 won it, the other, or neither. */
  forfeit: z.enum(['white', 'black', 'none']).nullable(),
  /** Null while the lineups are not published or a board waits for its result (a whole-match forfeit has one at once). */
  result: matchResult.nullable(),
  /** Board 1 first; empty until the round's lineups are published. */
  boards: z.array(matchBoard),
});
export type PairedMatch = z.infer<typeof pairedMatch>;

export const roundMatches = z.object({
  round: z.number().int(),
  boardsPerMatch: z.number().int(),
  /** The arbiter published the round's lineups: the boards exist and take results. */
  lineupsPublished: z.boolean(),
  /** The arbiter started the round: its boards are being played. */
  started: z.boolean(),
  /** By table. */
  matches: z.array(pairedMatch),
});
export type RoundMatches = z.infer<typeof roundMatches>;
export const roundMatchesResponse = envelope(roundMatches);

export const roundMatchesParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  round: roundNumberParam(),
});

/** A team tie-break of the standings, explained (the engine's describeTeamTiebreak), in words the reader's language says. */
export const teamTiebreakHeader = z.object({
  /** As the tournament lists it: `BH:GP`, `EDE`, `MPVGP`… */
  code: z.string(),
  title: wordsSchema,
  explanation: wordsSchema,
});
export type TeamTiebreakHeader = z.infer<typeof teamTiebreakHeader>;

export const teamStandingRow = z.object({
  /** Place: equal for teams still tied after every tie-break when the tournament shares places. */
  rank: z.number().int(),
  team: teamRef,
  withdrawn: z.boolean(),
  /** Matches played over the board (forfeits and byes not counted). */
  matchesPlayed: z.number().int(),
  matchPoints: z.number(),
  gamePoints: z.number(),
  /** One value per tie-break, in the order of `tiebreaks`. */
  tiebreaks: z.array(z.number()),
  /**
   * The teams still tied with this one after every tie-break (pairing numbers, this one included) and what ordered
   * them: the drawing of lots (with this team's lot) or the pairing number; null when not tied.
   */
  tie: z.object({ teams: z.array(z.number().int()), decidedBy: z.enum(['lot', 'pairing number']), lot: z.string().nullable() }).nullable(),
});
export type TeamStandingRow = z.infer<typeof teamStandingRow>;

export const teamStandings = z.object({
  /** The standings are after this round; 0 before any match has its result. */
  round: z.number().int(),
  /** Which score ranks the teams (the other is the secondary score). */
  primary: z.enum(['match', 'game']),
  tiebreaks: z.array(teamTiebreakHeader),
  /** In ranking order. */
  rows: z.array(teamStandingRow),
});
export type TeamStandings = z.infer<typeof teamStandings>;
export const teamStandingsResponse = envelope(teamStandings);

/** Standings after `round`; without it, after the last round whose results are all in. */
export const teamStandingsQuery = z.object({ round: roundNumberParam().optional() });

/** One team's round in the crosstable. */
export const crosstableCell = z.object({
  round: z.number().int(),
  /**
   * played: a match with a board played; forfeitWin / forfeitLoss / forfeitDraw / doubleForfeit: no board played
   * (a whole-match forfeit or every board forfeited); pairingAllocatedBye; absent: not paired; pending: a board
   * still waits for its result.
   */
  kind: z.enum([
    'played',
    'forfeitWin',
    'forfeitLoss',
    'forfeitDraw',
    'doubleForfeit',
    'pairingAllocatedBye',
    'fullPointBye',
    'halfPointBye',
    'zeroPointBye',
    'absent',
    'pending',
  ]),
  /** The opponent's team pairing number; null without one. */
  opponent: z.number().int().nullable(),
  /** The team's board-1 colour, in a match played over the board. */
  colour: z.enum(['w', 'b']).nullable(),
  /** Game points scored and conceded; null without an opponent (`gamePointsFor` alone is the bye's). */
  gamePointsFor: z.number(),
  gamePointsAgainst: z.number().nullable(),
  matchPoints: z.number(),
});
export type CrosstableCell = z.infer<typeof crosstableCell>;

export const teamCrosstable = z.object({
  /** The rounds paired so far. */
  rounds: z.number().int(),
  /** In ranking order (the team standings after the last round with all its results). */
  rows: z.array(
    z.object({
      rank: z.number().int(),
      team: teamRef,
      matchPoints: z.number(),
      gamePoints: z.number(),
      /** Round 1 first, one per paired round. */
      cells: z.array(crosstableCell),
    }),
  ),
});
export type TeamCrosstable = z.infer<typeof teamCrosstable>;
export const teamCrosstableResponse = envelope(teamCrosstable);

export const boardStandingRow = z.object({
  /** Place on the board, shared when equal. */
  place: z.number().int(),
  player: boardPlayer,
  team: teamRef,
  /** Points scored on this board, forfeits included. */
  points: z.number(),
  /** Rounds at this board, forfeited boards included. */
  games: z.number().int(),
  /** Games played over the board at this board. */
  played: z.number().int(),
  /** Points in percent of the rounds at this board. */
  percentage: z.number(),
  /** Performance rating over the games played against rated opponents (B.02 8.1.1); null without one. */
  performance: z.number().int().nullable(),
});
export type BoardStandingRow = z.infer<typeof boardStandingRow>;

export const boardStandingsList = z.object({
  /** After this round: the last whose results are all in. */
  round: z.number().int(),
  /** Players with fewer games played over the board at a board are left out of that board's list. */
  minGames: z.number().int(),
  /** Board 1 first, every board from 1 to the boards per match; each list ranked by performance, then percentage. */
  boards: z.array(z.object({ board: z.number().int(), rows: z.array(boardStandingRow) })),
});
export type BoardStandingsList = z.infer<typeof boardStandingsList>;
export const boardStandingsResponse = envelope(boardStandingsList);

export const boardStandingsQuery = z.object({
  minGames: z.coerce
    .number({ error: 'minGames is a whole number of games' })
    .int('minGames is a whole number of games')
    .min(0, 'minGames cannot be negative')
    .max(99, 'minGames is at most 99')
    .default(0),
});

/** What one roster player did in one round. */
export const teamCardRound = z.object({
  round: z.number().int(),
  /** The board within the match; null when the player did not play the round. */
  board: z.number().int().nullable(),
  /** The opponent at the board; null for a board the opposing team left empty. */
  opponent: boardPlayer.nullable(),
  colour: z.enum(['w', 'b']).nullable(),
  /** What the board brought the player: 1, 1/2, 0, + or - (forfeits), U (the team's pairing-allocated bye); null while unplayed. */
  result: z.string().nullable(),
});
export type TeamCardRound = z.infer<typeof teamCardRound>;

export const teamCard = z.object({
  team: teamRef.extend({ club: z.string().nullable(), federation: z.string().nullable(), withdrawn: z.boolean() }),
  boardsPerMatch: z.number().int(),
  /** Roster order: board 1 first, reserves after the first boards. */
  roster: z.array(
    z.object({
      player: boardPlayer,
      position: z.number().int(),
      /** Points over every board the player sat at. */
      points: z.number(),
      /** Rounds the player sat at a board (forfeited boards included). */
      games: z.number().int(),
      /** One per paired round, round 1 first. */
      rounds: z.array(teamCardRound),
    }),
  ),
  /** The team's match of each paired round, round 1 first. */
  matches: z.array(crosstableCell.extend({ opponentTeam: teamRef.nullable() })),
});
export type TeamCard = z.infer<typeof teamCard>;
export const teamCardResponse = envelope(teamCard);
