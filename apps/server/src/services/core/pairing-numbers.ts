import { and, eq } from 'drizzle-orm';
import { PAIRING_NUMBERS_FIXED_FROM_ROUND, type Confirmation, type InitialOrder, type ManagedPlayer, type SetPairingNumberBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entries, pairingNumberChanges, tournaments } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from './sessions.js';
import { awaitingPayment } from './entry-fees.js';
import { refuseInFideMode, requireConfirmation } from './warning-levels.js';
import { publishChange } from './live/publish.js';
import { managedTournament, type TournamentRow } from './access.js';
import { loadTournamentData } from './engine-model.js';
import { managedPlayerList, renumber } from './players.js';
import { asWords, words, type Message } from './languages/message.js';

/**
 * Whether the pairing numbers may change now (FIDE C.04.2: the initial ranking may be corrected until round 4 is
 * paired; C.02 warning levels). Before round 1: freely. Once round 1 is paired: the rounds already paired used the
 * old numbers, so the arbiter confirms (level 3). From round 4 on: refused in FIDE mode (level 5), confirmed outside it.
 */
export function checkPairingNumberChange(t: TournamentRow, confirmation: Confirmation | undefined, what: Message): void {
  if (t.currentRound === 0) return;
  if (t.currentRound >= PAIRING_NUMBERS_FIXED_FROM_ROUND) {
    refuseInFideMode(
      t,
      words('{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is', {
        what: asWords(what),
        round: t.currentRound,
        fixedFrom: PAIRING_NUMBERS_FIXED_FROM_ROUND,
      }),
    );
  }
  requireConfirmation(
    3,
    confirmation,
    words('{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired', {
      what: asWords(what),
      round: t.currentRound,
    }),
  );
}

/** A change made once round 1 is paired is kept, with its round and who made it, for the TRF export's `###` comment. */
export async function recordPairingNumberChange(ctx: AppContext, tx: Tx, user: UserRow, t: TournamentRow, change: string): Promise<void> {
  if (t.currentRound === 0) return;
  await tx.insert(pairingNumberChanges).values({ tournamentId: t.id, round: t.currentRound, change, changedBy: user.id, changedAt: ctx.clock() });
}

/**
 * Gives a player another pairing number; the player who had it takes the first one's. From then on the numbers
 * stand as set by hand: the field is no longer renumbered on its own (see players.ts renumber).
 */
export async function setPairingNumber(ctx: AppContext, user: UserRow, body: SetPairingNumberBody): Promise<ManagedPlayer[]> {
  const [found] = await ctx.db.select({ tournamentId: entries.tournamentId }).from(entries).where(eq(entries.id, body.playerId));
  if (!found) throw notFound('Player not found');
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, found.tournamentId, { lock: true });
    if (t.finishedAt) throw conflict('The tournament has finished; its pairing numbers can no longer change');
    const unpaid = await awaitingPayment(tx, t.id);
    if (unpaid.has(body.playerId)) throw notFound('Player not found');
    const [player] = await tx.select().from(entries).where(eq(entries.id, body.playerId));
    if (player.pairingNumber === body.pairingNumber)
      throw badRequest(words('pairingNumber: {name} already has number {number}', { name: player.name, number: body.pairingNumber }), 'pairingNumber');
    const [other] = await tx
      .select()
      .from(entries)
      .where(and(eq(entries.tournamentId, t.id), eq(entries.pairingNumber, body.pairingNumber)));
    if (!other || unpaid.has(other.id))
      throw badRequest(words('pairingNumber: no player of this tournament has number {number}', { number: body.pairingNumber }), 'pairingNumber');
    const change = `${player.pairingNumber} <-> ${other.pairingNumber}`;
    checkPairingNumberChange(
      t,
      body.confirmation,
      words('pairingNumber: swapping pairing numbers {change} ({name}, {other})', { change, name: player.name, other: other.name }),
    );
    // The unique index on (tournament, pairing number) is checked at commit, so the two numbers swap in two steps.
    await tx.update(entries).set({ pairingNumber: other.pairingNumber, updatedAt: ctx.clock() }).where(eq(entries.id, player.id));
    await tx.update(entries).set({ pairingNumber: player.pairingNumber, updatedAt: ctx.clock() }).where(eq(entries.id, other.id));
    await tx.update(tournaments).set({ pairingNumbersByHand: true, updatedAt: ctx.clock() }).where(eq(tournaments.id, t.id));
    await recordPairingNumberChange(ctx, tx, user, t, `Pairing numbers swapped @ Round ${t.currentRound}: ${change}`);
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    return managedPlayerList(await loadTournamentData(tx, t.id));
  });
}

/**
 * The organiser chose another criterion for the initial order (the tournament row already carries it): the change
 * rule is a manual change's, and the whole field is numbered again by it, numbers set by hand included.
 */
export async function changeInitialOrder(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  t: TournamentRow,
  chosen: InitialOrder,
  confirmation: Confirmation | undefined,
): Promise<void> {
  checkPairingNumberChange(t, confirmation, `initialOrder: numbering the players again by ${chosen} instead of ${t.initialOrder}`);
  await tx.update(tournaments).set({ pairingNumbersByHand: false }).where(eq(tournaments.id, t.id));
  await renumber(tx, t.id);
  const seed = chosen === 'lots' ? ` (lots drawn with seed ${t.id})` : '';
  await recordPairingNumberChange(ctx, tx, user, t, `Initial order changed @ Round ${t.currentRound}: ${t.initialOrder} -> ${chosen}${seed}`);
  await publishChange(tx, t.id, 'players', null, ctx.clock());
}
