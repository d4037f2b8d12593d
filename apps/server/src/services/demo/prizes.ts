import { prizeConfigBody, type PrizeCategoryInput } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../core/sessions.js';
import { publishPrizes, savePrizeStructure, staticPrizeCategories } from '../prizes/structure.js';

/** The demo's prize fund in rupees by catalogue category: the places' amounts, 1st first. */
const DEMO_PRIZES: [string, number[]][] = [
  ['overall', [50_000, 30_000, 20_000, 10_000, 5_000]],
  ['women', [10_000, 5_000]],
  ['u16', [5_000, 3_000]],
  ['50plus', [5_000]],
  ['below-2200', [7_500, 5_000]],
];

/**
 * Gives the finished demo tournament a prize structure from the catalogue (Hort system for ties), so its
 * winners are computed by the engine as for any tournament, and publishes the prize list.
 */
export async function seedDemoPrizes(ctx: AppContext, organiser: UserRow, tournamentId: string): Promise<void> {
  const { categories } = await staticPrizeCategories(ctx, organiser, tournamentId);
  const prizes = DEMO_PRIZES.map(([id, rupees]): PrizeCategoryInput => {
    const { description: _description, ...category } = categories.find((c) => c.id === id)!;
    return { ...category, amounts: rupees.map((r) => r * 100) };
  });
  await savePrizeStructure(ctx, organiser, tournamentId, prizeConfigBody.parse({ prizes, currency: 'INR', sharing: 'hort' }));
  await publishPrizes(ctx, organiser, tournamentId, true);
}
