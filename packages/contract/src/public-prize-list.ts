import { z } from 'zod';
import { envelope } from './envelope.js';
import { currency } from './money.js';

// Its own module: the public tournament page shows the published prize list, and reading it should not bring the
// organiser's prize schemas into the page's first load.

/** The published list: names, category, place and amount only — never payee data or contact details. */
export const publicPrizeWinner = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  place: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
});
export type PublicPrizeWinner = z.infer<typeof publicPrizeWinner>;
export const publicPrizeList = z.object({
  tournamentId: z.uuid(),
  currency,
  publishedAt: z.iso.datetime(),
  winners: z.array(publicPrizeWinner),
});
export type PublicPrizeList = z.infer<typeof publicPrizeList>;
export const publicPrizeListResponse = envelope(publicPrizeList);
/** The public read: null until the organiser publishes the list, which is no failure. */
export const publishedPrizeListResponse = envelope(publicPrizeList.nullable());
