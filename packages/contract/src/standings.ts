import { z } from 'zod';
import { envelope } from './envelope.js';
import { playerTitles } from './player-titles.js';
import { START_NUMBER_MAX } from './fields.js';
import { sentence } from './words.js';

/** Standings after a round (playerRankings: rank is the 1-based place, rows keyed by position). */

export const rankingRow = z.object({
  /** Position in the list, from 1. */
  key: z.number().int(),
  /** Place: equal for players still tied after every tie-break when the tournament shares places. */
  rank: z.number().int(),
  round: z.number().int(),
  uuid: z.uuid(),
  pairingNumber: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  title: z.enum(playerTitles).nullable(),
  federation: z.string().nullable(),
  isWithDrawn: z.boolean(),
  /** Expelled by the arbiter: only a round robin still ranks them (a Swiss leaves them out of its rows). */
  isExpelled: z.boolean(),
  points: z.number(),
  /** FIDE performance rating over the games played against rated opponents (B.02), null without any. */
  performance: z.number().int().nullable(),
  /**
   * FIDE rating change over the games played (B.02 8.3), with the K-factor of the imported FIDE
   * rating list for the tournament's rating type; null for unrated players or without a K-factor.
   */
  ratingChange: z.number().nullable(),
  /** One value per tie-break of the tournament, in its order (how each was reached: tiebreakExplanation). */
  tiebreaks: z.array(z.object({ code: z.string(), value: z.number() })),
  /** The results entered so far in the live round (see playersRanking.live): null when no round is live. */
  live: z.object({ points: z.number(), pending: z.number().int() }).nullable(),
  /**
   * What ordered this player among the players still tied after every tie-break (FIDE C.07), which decides the list
   * order, the place when places are not shared, and the prizes: the drawing of lots (the player's lot, see
   * playersRanking.lotSeed) or the arbiter's ranking with its reason. Null when not tied.
   */
  tieOrder: z.union([z.object({ by: z.literal('lot'), lot: z.string() }), z.object({ by: z.literal('arbiter'), reason: z.string() })]).nullable(),
});
export type RankingRow = z.infer<typeof rankingRow>;

export const playersRanking = z.object({
  /** The round asked for. */
  round: z.number().int(),
  /** The rounds the ranking counts: every round up to this one has all its results (the engine decides). */
  counted: z.number().int(),
  /** `round` while its results are still coming in: shown as each row's `live`, not ranked on; else null. */
  live: z.number().int().nullable(),
  tiebreaks: z.array(z.string()),
  /** The seed of the drawing of lots for players still tied after every tie-break: the tournament's id, or the one it was restored with (lotsRule). */
  lotSeed: z.string(),
  rows: z.array(rankingRow),
});
export type PlayersRanking = z.infer<typeof playersRanking>;
export const playersRankingResponse = envelope(playersRanking);

/**
 * How one player's tie-breaks were reached (the engine's figures), asked for when a spectator opens the row
 * rather than sent with every row of the ranking, so that the public lists stay small.
 */
export const tiebreakExplanation = z.object({
  round: z.number().int(),
  pairingNumber: z.number().int(),
  /**
   * Round by round: the opponent's pairing number (null for an unplayed round, counted against a dummy
   * opponent with the player's own score), that opponent's score as the tie-breaks count it, and the points
   * the player scored.
   */
  opponents: z.array(z.object({ round: z.number().int(), opponent: z.number().int().nullable(), opponentScore: z.number(), points: z.number() })),
  /**
   * One per tie-break of the tournament, in its order: `cut` lists the rounds a Buchholz or Sonneborn-Berger
   * cut left out of this player's sum (null for the tie-breaks that are not such a sum).
   */
  tiebreaks: z.array(z.object({ code: z.string(), cut: z.array(z.number().int()).nullable() })),
  /** Which ratings the rating-based tie-breaks counted (rating method, unrated players); null without such tie-breaks. */
  ratings: z.string().nullable(),
});
export type TiebreakExplanation = z.infer<typeof tiebreakExplanation>;
export const tiebreakExplanationResponse = envelope(tiebreakExplanation);

export const tiebreakExplanationParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  startNumber: z.coerce
    .number({ error: 'Expected a start number' })
    .int('Expected a start number')
    .min(1, 'Start numbers count from 1')
    .max(START_NUMBER_MAX, sentence('Start numbers go up to {max}', { max: START_NUMBER_MAX })),
});
