import { eq } from 'drizzle-orm';
import { entries, prizeStructures, prizeWinners } from '../db/schema/index.js';
import type { TestApp } from './index.js';
import type { Account } from './accounts.js';
import { organiserOf } from './event.js';

export interface TestWinner {
  id: string;
  entryId: string;
  name: string;
  amount: number;
}

/**
 * A tournament of the account's with one prize per player of `amounts` (paise): "Player A" 1st
 * overall, "Player B" 2nd… Awards are written as the prizes service stores them (prize_winners),
 * so these tests do not depend on how winners are computed.
 */
export async function tournamentWithWinners(t: TestApp, owner: Account, amounts: number[]): Promise<{ tournamentId: string; winners: TestWinner[] }> {
  const { id, players } = await organiserOf(t, owner).createWithPlayers(amounts.length, { rounds: 5 });
  const now = t.clock.now();
  const db = t.database.db;
  await db.insert(prizeStructures).values({
    tournamentId: id,
    currency: 'INR',
    sharing: 'tiebreak',
    categories: [{ id: 'overall', name: 'Overall', kind: 'overall', conditions: [], amounts }],
    winnersAt: now,
    updatedAt: now,
  });
  const rows = await db
    .insert(prizeWinners)
    .values(
      players.map((player, i) => ({
        tournamentId: id,
        categoryId: 'overall',
        categoryName: 'Overall',
        place: i + 1,
        entryId: player.uuid,
        amount: amounts[i],
        placeAmount: amounts[i],
        currency: 'INR' as const,
        explanation: `Place ${i + 1} overall`,
        source: 'engine' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  return {
    tournamentId: id,
    winners: rows.map((row, i) => ({ id: row.id, entryId: players[i].uuid, name: players[i].name, amount: row.amount })),
  };
}

export async function giveEmail(t: TestApp, entryId: string, email: string): Promise<void> {
  await t.database.db.update(entries).set({ email }).where(eq(entries.id, entryId));
}

/** The entry as a self-registration of the account: it takes the account's email address. */
export async function linkAccount(t: TestApp, entryId: string, userId: string): Promise<void> {
  await t.database.db.update(entries).set({ userId }).where(eq(entries.id, entryId));
}
