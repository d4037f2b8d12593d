import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { games, rounds } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { TournamentRow } from './access.js';
import type { RoundRow } from './engine-model.js';
import { words, type Words } from './languages/message.js';

// A round's state (paired → started → scored) and what every step that moves it reads first.

export function refuseFinished(t: TournamentRow): void {
  if (t.finishedAt) throw conflict('The tournament has finished');
}

export async function roundOf(tx: Tx, tournamentId: string, number: number): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, number)));
  return row;
}

export async function boardsWithoutResult(tx: Tx, roundId: string): Promise<number[]> {
  const rows = await tx
    .select({ board: games.board })
    .from(games)
    .where(and(eq(games.roundId, roundId), eq(games.kind, 'game'), isNull(games.result)))
    .orderBy(games.board);
  return rows.map((r) => r.board);
}

export const listBoards = (boards: number[]): Words =>
  words('{count, plural, one {board {boards}} other {boards {boards}}}', { count: boards.length, boards: boards.join(', ') });

/** A started round whose every board has a result is scored; a scored one missing a result is started again. */
export async function settleRoundState(ctx: AppContext, tx: Tx, roundRow: RoundRow): Promise<void> {
  if (roundRow.state === 'paired') return;
  const missing = await boardsWithoutResult(tx, roundRow.id);
  if (missing.length === 0 && roundRow.state === 'started') {
    await tx.update(rounds).set({ state: 'scored', scoredAt: ctx.clock() }).where(eq(rounds.id, roundRow.id));
  } else if (missing.length > 0 && roundRow.state === 'scored') {
    await tx.update(rounds).set({ state: 'started', scoredAt: null }).where(eq(rounds.id, roundRow.id));
  }
}
