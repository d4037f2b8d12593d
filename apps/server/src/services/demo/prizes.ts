import { prizeConfigBody, type PrizeCategoryInput } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../core/sessions.js';
import { publishPrizes, savePrizeStructure, staticPrizeCategories } from '../prizes/structure.js';

/** A demo prize fund in rupees by catalogue category: the places' amounts, 1st first. */
type DemoPrizes = [categoryId: string, rupees: number[]][];

/** The demo open's. */
export const DEMO_OPEN_PRIZES: DemoPrizes = [
  ['overall', [50_000, 30_000, 20_000, 10_000, 5_000]],
  ['women', [10_000, 5_000]],
  ['u16', [5_000, 3_000]],
  ['50plus', [5_000]],
  ['below-2200', [7_500, 5_000]],
];

/** The demo league's: the team places and a prize for each board. */
export const DEMO_LEAGUE_PRIZES: DemoPrizes = [
  ['teams', [20_000, 12_000, 8_000]],
  ['board-1', [3_000]],
  ['board-2', [3_000]],
  ['board-3', [3_000]],
  ['board-4', [3_000]],
];

/**
 * Gives a finished demo event a prize structure from its catalogue (Hort system for ties), so its winners are
 * computed by the engine as for any event, and publishes the prize list.
 */
export async function seedDemoPrizes(ctx: AppContext, organiser: UserRow, tournamentId: string, fund: DemoPrizes): Promise<void> {
  const { categories } = await staticPrizeCategories(ctx, organiser, tournamentId);
  const prizes = fund.map(([id, rupees]): PrizeCategoryInput => {
    const { description: _description, ...category } = categories.find((c) => c.id === id)!;
    return { ...category, amounts: rupees.map((r) => r * 100) };
  });
  await savePrizeStructure(ctx, organiser, tournamentId, prizeConfigBody.parse({ prizes, currency: 'INR', sharing: 'hort' }));
  await publishPrizes(ctx, organiser, tournamentId, true);
}
