import { z } from 'zod';
import { envelope } from './envelope.js';
import { playerRound } from './players.js';
import { teamRef } from './team-results.js';
import { gameKinds, tournamentStates } from './tournament.js';

/** The player's board of a round that has no result yet: where to sit, against whom, with which colour, when. */
export const nextGame = z.object({
  round: z.number().int(),
  board: z.number().int(),
  kind: z.enum(gameKinds),
  colour: z.enum(['w', 'b']).nullable(),
  opponent: playerRound.shape.opponent,
  /** When the round starts (its start if it has started, else the schedule's time), null when neither is known. */
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  /** The arbiter has started the round: startsAt is when, a time past, and the board's result may be confirmed. */
  started: z.boolean(),
  /**
   * In a team event: the player's team, the team it meets (null on the pairing-allocated bye), the match's table
   * and the player's board within the match (board 1 first); null in an individual event.
   */
  teamMatch: z.object({ team: teamRef, opponentTeam: teamRef.nullable(), table: z.number().int(), board: z.number().int() }).nullable(),
});
export type NextGame = z.infer<typeof nextGame>;

/** One round of the player so far (as on their public card), with what it did to their rating. */
export const homeGame = playerRound.extend({
  /**
   * FIDE rating change of this game, (W − We) × K (B.02 8.3.2), unrounded; null when the game is not rated (a bye,
   * a forfeit, an unrated opponent, no result yet) or the player's K-factor is unknown.
   */
  ratingChange: z.number().nullable(),
});
export type HomeGame = z.infer<typeof homeGame>;

/** A tournament the signed-in player is entered in, as their home shows it: only their own data. */
export const myTournament = z.object({
  tournament: z.object({
    id: z.uuid(),
    name: z.string(),
    state: z.enum(tournamentStates),
    currentRound: z.number().int(),
    rounds: z.number().int(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    venue: z.string().nullable(),
    city: z.string().nullable(),
  }),
  /** The player's entry in it. */
  uuid: z.uuid(),
  pairingNumber: z.number().int(),
  rating: z.number().int(),
  withdrawn: z.boolean(),
  /** Registered, the entry fee not paid yet: not a participant until it is. */
  awaitingPayment: z.boolean(),
  points: z.number(),
  /** Place in the standings after the last round with every result in; null before that. */
  rank: z.number().int().nullable(),
  nextGame: nextGame.nullable(),
  games: z.array(homeGame),
  /** The K-factor from the imported FIDE list (B.02 8.3.3), null when the player is not on it. */
  kFactor: z.number().int().nullable(),
  /** Σ(W − We) × K over the rated games so far, rounded once (B.02 8.3.4); null without a K-factor or rating. */
  ratingChange: z.number().int().nullable(),
  /** Performance rating over the rated games so far (B.02 8.1.1), null without one. */
  performance: z.number().int().nullable(),
  /** The feedback the player left on this (finished) tournament, null if none. */
  feedback: z.string().nullable(),
});
export type MyTournament = z.infer<typeof myTournament>;

/** The signed-in player's tournaments: not started and under way (soonest first), finished (latest first). */
export const myTournaments = z.object({
  upcoming: z.array(myTournament),
  running: z.array(myTournament),
  past: z.array(myTournament),
});
export type MyTournaments = z.infer<typeof myTournaments>;
export const myTournamentsResponse = envelope(myTournaments);
