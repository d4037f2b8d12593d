import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { entries, games, rounds, tournaments } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import type { RoundRow } from '../core/engine-model.js';
import { refuseFinished, roundOf } from '../core/round-state.js';
import { words } from '../core/languages/message.js';

/** Undoes the last paired round: only before any of its results is in. */
export async function revertPairing(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<{ round: number; currentRound: number }> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    if (t.currentRound === 0) throw conflict('No round is paired yet');
    if (round !== t.currentRound) throw conflict(words('Only the last paired round (round {round}) can be reverted', { round: t.currentRound }));
    const roundRow = (await roundOf(tx, tournamentId, round)) as RoundRow;
    const [{ entered }] = await tx
      .select({ entered: sql<number>`count(*)::int`.mapWith(Number) })
      .from(games)
      .where(and(eq(games.roundId, roundRow.id), sql`${games.result} IS NOT NULL`));
    if (entered > 0)
      throw conflict(
        words('Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted', { round, count: entered }),
      );
    await tx.delete(rounds).where(eq(rounds.id, roundRow.id));
    // A late entry who joined after this round may now play in it.
    await tx
      .update(entries)
      .set({ joinedRound: round })
      .where(and(eq(entries.tournamentId, tournamentId), gt(entries.joinedRound, round)));
    await tx
      .update(tournaments)
      .set({ currentRound: round - 1, updatedAt: ctx.clock() })
      .where(eq(tournaments.id, tournamentId));
    await publishChange(tx, tournamentId, 'reverted', round, ctx.clock());
    return { round, currentRound: round - 1 };
  });
}
