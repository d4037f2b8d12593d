import { z } from 'zod';
import { envelope } from './envelope.js';
import { playerTitles } from './players.js';

/** Standings after a round (spec §3 playerRankings: rank is the 1-based place, rows keyed by position). */

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
  points: z.number(),
  /** FIDE performance rating over the games played against rated opponents (B.02), null without any. */
  performance: z.number().int().nullable(),
  /**
   * FIDE rating change over the games played (B.02 8.3), with the K-factor of the imported FIDE
   * rating list for the tournament's rating type; null for unrated players or without a K-factor.
   */
  ratingChange: z.number().nullable(),
  /** One value per tie-break of the tournament, in its order. */
  tiebreaks: z.array(z.object({ code: z.string(), value: z.number() })),
});
export type RankingRow = z.infer<typeof rankingRow>;

export const playersRanking = z.object({
  round: z.number().int(),
  tiebreaks: z.array(z.string()),
  rows: z.array(rankingRow),
});
export type PlayersRanking = z.infer<typeof playersRanking>;
export const playersRankingResponse = envelope(playersRanking);
