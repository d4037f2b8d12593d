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
