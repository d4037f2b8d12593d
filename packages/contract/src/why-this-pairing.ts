import { z } from 'zod';
import { envelope } from './envelope.js';
import { roundNumberParam } from './fields.js';

/**
 * "Why this pairing" (public): a Dutch round as the engine paired it, in the arbiter's words — the brackets in the
 * order they were paired, who floated and why, each board's colour rule (C.04.3 art. 5.2), the pairing-allocated
 * bye and why the players below it were paired instead. Built from the engine's own record of its decisions, kept
 * with the round when it was paired. Public data only: names, pairing numbers, scores.
 */

export const whyThisPairingParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  round: roundNumberParam(),
});

/** A player as the public pairings name them. */
const namedPlayer = z.object({ pairingNumber: z.number().int(), name: z.string() });

/** A player of the engine's pairing, with the score it paired them on. */
export const whyPlayer = namedPlayer.extend({
  /** Score for pairing purposes before the round (acceleration included). */
  points: z.number(),
});
export type WhyPlayer = z.infer<typeof whyPlayer>;

export const whyBracket = z.object({
  /** The score of its resident players. */
  points: z.number(),
  /** Players moved down into it from higher brackets, paired first. */
  movedDown: z.array(whyPlayer),
  residents: z.array(whyPlayer),
  pairs: z.array(z.object({ higher: whyPlayer, lower: whyPlayer })),
  /** Who floated down out of it, and who floated up in it, each with the reason. */
  floats: z.array(z.object({ player: whyPlayer, direction: z.enum(['down', 'up']), why: z.string() })),
});
export type WhyBracket = z.infer<typeof whyBracket>;

export const whyBoard = z.object({
  /** The board's number as the engine ordered the boards. */
  board: z.number().int(),
  white: whyPlayer,
  black: whyPlayer,
  /** The colour allocation rule that decided, C.04.3 art. 5.2.x. */
  rule: z.enum(['5.2.1', '5.2.2', '5.2.3', '5.2.4', '5.2.5']),
  why: z.string(),
  /** The board stands as the engine made it (false: the arbiter changed it afterwards). */
  standing: z.boolean(),
});
export type WhyBoard = z.infer<typeof whyBoard>;

export const whyThisPairing = z.object({
  round: z.number().int(),
  brackets: z.array(whyBracket),
  boards: z.array(whyBoard),
  bye: z
    .object({
      player: whyPlayer,
      why: z.string(),
      /** Every player ranked below the assignee, with why they were paired instead. */
      below: z.array(z.object({ player: whyPlayer, why: z.string() })),
      standing: z.boolean(),
    })
    .nullable(),
  /**
   * The boards of the round as it stands that the engine did not make (the arbiter paired them by hand); empty when
   * the round is the engine's pairing. The explanation above is always the engine's.
   */
  changedByHand: z.array(z.object({ board: z.number().int(), white: namedPlayer, black: namedPlayer.nullable() })),
});
export type WhyThisPairing = z.infer<typeof whyThisPairing>;
export const whyThisPairingResponse = envelope(whyThisPairing);

/**
 * "Why these matches" (public): a team Swiss round as the engine paired it by C.04.6 — the teams in pairing order
 * with the scores it paired them on, the pairing-allocated bye and why, each bracket with its upfloaters and what
 * it gave up, and each match's colours on board 1 with the rules that gave them. Public data only.
 */
const whyTeam = z.object({ pairingNumber: z.number().int(), name: z.string(), score: z.number(), secondary: z.number() });
export type WhyTeam = z.infer<typeof whyTeam>;

export const whyTheseMatches = z.object({
  round: z.number().int(),
  /** The score the teams were paired on; the other one is the secondary score. */
  primary: z.enum(['match', 'game']),
  teams: z.array(whyTeam),
  bye: z.object({ team: whyTeam, sentences: z.array(z.string()) }).nullable(),
  brackets: z.array(
    z.object({
      score: z.number(),
      residents: z.array(whyTeam),
      upfloaters: z.array(whyTeam),
      pairs: z.array(z.object({ top: whyTeam, bottom: whyTeam })),
      /** Why its upfloaters, and what its pairing could not meet; in that order, each when there is one. */
      sentences: z.array(z.string()),
    }),
  ),
  matches: z.array(z.object({ white: whyTeam, black: whyTeam, why: z.string() })),
});
export type WhyTheseMatches = z.infer<typeof whyTheseMatches>;
export const whyTheseMatchesResponse = envelope(whyTheseMatches);
