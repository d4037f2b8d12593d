import { and, eq } from 'drizzle-orm';
import { allocatePrizes } from '@kingside/engine';
import type { Locale, TieOrder, tieOrderBody } from '@kingside/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { tieOrders } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { requireConfirmation } from '../core/warning-levels.js';
import { publishChange } from '../core/live/publish.js';
import { isTeamEvent } from './team-prizes.js';
import { prizeEntrants, prizeList } from './entrants.js';
import { structureRow, type StructureRow } from './views.js';
import { checkNoPayouts, storeComputedWinners } from './winners.js';
import { ranking, remainingTies } from '../core/standings/standings.js';
import { managedTournament } from '../core/access.js';
import { loadTournamentData, type TournamentData } from '../core/engine-model.js';
import { words } from '../core/languages/message.js';
import { listed } from './said.js';

type TieOrderBody = z.output<typeof tieOrderBody>;

/** The engine's awards in a comparable form: who gets which place of which category, and how much. */
function awards(data: TournamentData, structure: StructureRow): string {
  const result = allocatePrizes(prizeEntrants(data), prizeList(structure.categories, structure.sharing));
  return JSON.stringify(result.awards.map((a) => [a.categoryId, a.place, a.startNumber, a.paid]));
}

/**
 * The tie of the current standings that `order` names, whole: refused (400, nothing changes) when a player named is
 * not in it, or one of it is not named: the arbiter ranks players only where every tie-break left them equal. The
 * players named are listed as the reader's language lists them.
 */
function wholeTie(data: TournamentData, order: readonly number[], locale: Locale): void {
  const round = data.tournament.currentRound;
  const nameOf = new Map(data.entries.map((e) => [e.pairingNumber, `${e.name} (${e.pairingNumber})`]));
  const unknown = order.filter((s) => !nameOf.has(s));
  if (unknown.length > 0)
    throw badRequest(
      words('{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}', {
        count: unknown.length,
        numbers: listed(locale, unknown),
      }),
      'order',
    );
  const tie = remainingTies(data, round).find((group) => group.includes(order[0]));
  const player = nameOf.get(order[0])!;
  if (!tie) throw badRequest(words('order: {player} is not tied with anyone on points and every tie-break after round {round}', { player, round }), 'order');
  const outside = order.filter((s) => !tie.includes(s));
  if (outside.length > 0) {
    throw badRequest(
      words(
        '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}',
        {
          count: outside.length,
          players: listed(
            locale,
            outside.map((s) => nameOf.get(s)!),
          ),
          player,
          round,
        },
      ),
      'order',
    );
  }
  const left = tie.filter((s) => !order.includes(s));
  if (left.length > 0) {
    throw badRequest(
      words(
        '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}',
        {
          count: left.length,
          players: listed(
            locale,
            left.map((s) => nameOf.get(s)!),
          ),
        },
      ),
      'order',
    );
  }
}

/**
 * A level-3 warning (FIDE C.02): with a prize list, when the order changes who gets a prize or how much; without
 * one, always, since what it decides cannot be known yet.
 */
function warnAboutPrizes(before: TournamentData, after: TournamentData, structure: StructureRow | null, body: TieOrderBody): void {
  // A team event's prizes go by the board standings, which players' ties in the individual ranking do not touch.
  if (isTeamEvent(before.tournament)) return;
  if (structure && structure.categories.length > 0) {
    if (awards(before, structure) === awards(after, structure)) return;
    requireConfirmation(3, body.confirmation, 'order: this ranking changes who gets a prize, or how much, among the tied players');
    return;
  }
  requireConfirmation(3, body.confirmation, 'order: this ranking decides the prizes among the tied players (no prize list is saved to check against)');
}

/** Replaces any order of the same round sharing a player with the new one. */
async function store(ctx: AppContext, tx: Tx, user: UserRow, data: TournamentData, order: TieOrder): Promise<void> {
  const t = data.tournament;
  const overlapping = await tx
    .select({ id: tieOrders.id, startNumbers: tieOrders.startNumbers })
    .from(tieOrders)
    .where(and(eq(tieOrders.tournamentId, t.id), eq(tieOrders.round, order.round)));
  for (const row of overlapping.filter((o) => o.startNumbers.some((s) => order.order.includes(s)))) {
    await tx.delete(tieOrders).where(eq(tieOrders.id, row.id));
  }
  const now = ctx.clock();
  await tx
    .insert(tieOrders)
    .values({ tournamentId: t.id, round: order.round, startNumbers: order.order, reason: order.reason, decidedBy: user.id, decidedAt: now });
  await publishChange(tx, t.id, 'settings', order.round, now);
}

/**
 * POST /api/tournament/rank-tied-players: the arbiter orders one whole tie of the current standings (players equal on
 * points and every tie-break) for the prizes, with a reason; it takes the place of the drawing of lots for them.
 * Prize winners already computed follow at once while no payout has started.
 */
export async function rankTiedPlayers(ctx: AppContext, user: UserRow, body: TieOrderBody, locale: Locale): Promise<TieOrder> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    const round = t.currentRound;
    if (round === 0) throw conflict('No round is paired yet: nobody is tied');
    const data = await loadTournamentData(tx, t.id, t);
    if (ranking(data, round).live !== null)
      throw conflict(words('Round {round} is waiting for results: rank tied players once its standings count it', { round }));
    const order: TieOrder = { round, order: [...body.order], reason: body.reason };
    wholeTie(data, order.order, locale);
    const others = data.tieOrders.filter((o) => o.round !== round || !o.startNumbers.some((s) => order.order.includes(s)));
    const after: TournamentData = { ...data, tieOrders: [...others, { round, startNumbers: order.order, reason: order.reason }] };
    const structure = await structureRow(tx, t.id);
    warnAboutPrizes(data, after, structure, body);
    if (structure?.winnersAt) await checkNoPayouts(tx, t.id, 'tieOrder');
    await store(ctx, tx, user, data, order);
    if (structure?.winnersAt) await storeComputedWinners(ctx, tx, t, structure);
    return order;
  });
}
