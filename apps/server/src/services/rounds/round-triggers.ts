import { and, eq, isNull } from 'drizzle-orm';
import type { Tournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { games, rounds, tournaments } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { noticeFinished, noticeRoundStarting } from '../core/notices/round-notices.js';
import { managedTournament } from '../core/access.js';
import type { RoundRow } from '../core/engine-model.js';
import { summaryOf } from '../core/tournament-summary.js';
import { recordResult } from './results.js';
import { refuseFinished, roundOf, settleRoundState } from '../core/round-state.js';
import { words } from '../core/languages/message.js';

/** registration → round N paired → started. */
export async function startRound(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    if (t.currentRound === 0) throw conflict('Pair round 1 first');
    const roundRow = (await roundOf(tx, tournamentId, t.currentRound)) as RoundRow;
    if (roundRow.state === 'started') throw conflict(words('Round {round} has already started', { round: t.currentRound }));
    if (roundRow.state === 'scored')
      throw conflict(words('Round {round} is over; pair round {next} first', { round: t.currentRound, next: t.currentRound + 1 }));
    // A round changed by hand starts once its pairings are validated: that is where they are compared with the engine's.
    if (roundRow.editingPairings) throw conflict(words("Round {round}'s pairings are being edited; validate them first", { round: t.currentRound }));
    // A team round has no boards until the arbiter publishes its lineups (services/lineups): nothing could be played.
    if (t.boardsPerMatch !== null && roundRow.lineupsPublishedAt === null)
      throw conflict(words('Publish the lineups of round {round} first', { round: t.currentRound }));
    await tx.update(rounds).set({ state: 'started', startedAt: ctx.clock() }).where(eq(rounds.id, roundRow.id));
    await settleRoundState(ctx, tx, { ...roundRow, state: 'started' });
    await publishChange(tx, tournamentId, 'round_started', t.currentRound, ctx.clock());
  });
  void noticeRoundStarting(ctx, tournamentId);
  return summaryOf(ctx.db, tournamentId);
}

/**
 * Closes the started round: boards still without a result are scored as double forfeits (-/-), each
 * recorded like any other result, and the round is scored. Answers how many boards that took.
 */
export async function cleanupRound(ctx: AppContext, user: UserRow, tournamentId: string): Promise<{ tournament: Tournament; closed: number[] }> {
  const closed = await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    if (t.currentRound === 0) throw conflict('Pair round 1 first');
    const roundRow = (await roundOf(tx, tournamentId, t.currentRound)) as RoundRow;
    if (roundRow.state === 'paired') throw conflict(words('Start round {round} first', { round: t.currentRound }));
    if (roundRow.state === 'scored') throw conflict(words('Round {round} is already scored', { round: t.currentRound }));
    const open = await tx
      .select()
      .from(games)
      .where(and(eq(games.roundId, roundRow.id), eq(games.kind, 'game'), isNull(games.result)));
    for (const game of open) await recordResult(ctx, tx, user, game, '-/-');
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, tournamentId, 'round_closed', t.currentRound, ctx.clock());
    return open.map((g) => g.board).sort((a, b) => a - b);
  });
  return { tournament: await summaryOf(ctx.db, tournamentId), closed };
}

/** … → round N scored → finished: every planned round paired and scored. */
export async function endTournament(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    if (t.finishedAt) throw conflict('The tournament has already finished');
    if (t.currentRound === 0) throw conflict('Pair round 1 first');
    const roundRow = (await roundOf(tx, tournamentId, t.currentRound)) as RoundRow;
    if (roundRow.state !== 'scored') throw conflict(words('Enter every result of round {round} first', { round: t.currentRound }));
    if (t.currentRound < t.totalRounds)
      throw conflict(words('Pair round {round} first (the tournament has {rounds} rounds)', { round: t.currentRound + 1, rounds: t.totalRounds }));
    await tx.update(tournaments).set({ finishedAt: ctx.clock(), updatedAt: ctx.clock() }).where(eq(tournaments.id, tournamentId));
    await publishChange(tx, tournamentId, 'finished', t.currentRound, ctx.clock());
  });
  void noticeFinished(ctx, tournamentId);
  return summaryOf(ctx.db, tournamentId);
}
