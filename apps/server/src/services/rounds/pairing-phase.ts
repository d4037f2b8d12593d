import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { editPairingsBody, PairingComparison, RoundPairings, validatePairingsBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { manualPairingAdjustments, rounds } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { requireConfirmation } from '../core/warning-levels.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import { loadTournamentData, type TournamentData } from '../core/engine-model.js';
import { adjustmentText, comparedWithEngine } from './engine-pairing.js';
import { changeableRound } from './manual-pairing.js';
import { roundPairings } from '../core/pairings.js';
import { words } from '../core/languages/message.js';

/** "Edit pairings": the current round's boards open to changes by hand until they are validated. */
export async function editPairings(ctx: AppContext, user: UserRow, body: z.output<typeof editPairingsBody>): Promise<RoundPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    const roundRow = await changeableRound(tx, t, body.round);
    if (!roundRow.editingPairings) {
      await tx.update(rounds).set({ editingPairings: true }).where(eq(rounds.id, roundRow.id));
      await publishChange(tx, t.id, 'pairing_changed', body.round, ctx.clock());
    }
    return roundPairings(await loadTournamentData(tx, t.id), body.round);
  });
}

/** The tournament as it stands (one snapshot), once its current round is checked to be the one being edited. */
async function editedRound(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<TournamentData> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId);
    const roundRow = await changeableRound(tx, t, round);
    if (!roundRow.editingPairings) throw conflict(words('Round {round}\'s pairings are not being edited; choose "Edit pairings" first', { round }));
    return loadTournamentData(tx, tournamentId, t);
  });
}

/** The round being edited beside the engine's pairing of it (read only). */
export async function comparePairings(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<PairingComparison> {
  return comparedWithEngine(ctx, await editedRound(ctx, user, tournamentId, round), round);
}

/** What the comparison was made of: the round's boards in order, so that a change made meanwhile is noticed. */
const boardsOf = (data: TournamentData, round: number) => {
  const roundId = data.rounds.find((r) => r.number === round)?.id;
  return JSON.stringify(data.games.filter((g) => g.roundId === roundId).map((g) => [g.board, g.whiteId, g.blackId, g.kind]));
};

/**
 * "Validate pairings": every available player seated, the round is compared with the engine's pairing of it. Where
 * they differ the arbiter confirms twice (level 4), and what was changed is kept for the TRF export (`### MPA`).
 * The engine pairs outside the transaction (a large Dutch round takes a while); a board changed meanwhile is a 409.
 */
export async function validatePairings(ctx: AppContext, user: UserRow, body: z.output<typeof validatePairingsBody>): Promise<RoundPairings> {
  const data = await editedRound(ctx, user, body.tournamentId, body.round);
  const comparison = await comparedWithEngine(ctx, data, body.round);
  if (comparison.changes.length > 0) {
    requireConfirmation(
      4,
      body.confirmation,
      words("Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA", {
        round: body.round,
        boards: comparison.changes.join(', '),
      }),
    );
  }
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    const roundRow = await changeableRound(tx, t, body.round);
    const now = await loadTournamentData(tx, t.id, t);
    if (!roundRow.editingPairings || boardsOf(now, body.round) !== boardsOf(data, body.round)) {
      throw conflict(words("Round {round}'s pairings changed while they were being validated; nothing was saved, validate again", { round: body.round }));
    }
    await tx.update(rounds).set({ editingPairings: false }).where(eq(rounds.id, roundRow.id));
    if (comparison.changes.length > 0) {
      await tx.insert(manualPairingAdjustments).values({
        roundId: roundRow.id,
        tournamentId: t.id,
        round: body.round,
        changes: adjustmentText(comparison),
        validatedBy: user.id,
        validatedAt: ctx.clock(),
      });
    }
    await publishChange(tx, t.id, 'pairing_changed', body.round, ctx.clock());
    return roundPairings(await loadTournamentData(tx, t.id), body.round);
  });
}
