import { and, eq, ne, type SQL } from 'drizzle-orm';
import { allocatePrizes, type PrizeResult } from '@kingside/engine';
import { formatMoney, payableStatus, type Locale, type overrideWinnerBody, type PrizeWinners, type PublicPrizeList } from '@kingside/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entries, prizeStructures, prizeWinnerChanges, prizeWinners, teams, type StoredUnawardedPrize } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { liveTournament, managedTournament, type TournamentRow } from '../core/access.js';
import { loadTournamentData } from '../core/engine-model.js';
import type { PrizeHolder } from '../core/prize-holders.js';
import { words } from '../core/languages/message.js';
import { allocateTeamEvent, isTeamEvent, type Allocation } from './team-prizes.js';
import { prizeEntrants, prizeList } from './entrants.js';
import { structureRow, winnerRows, winnersView, type StructureRow, type WinnerRow } from './views.js';

/**
 * A payout may (again) start from no status or a failed one (the contract's payableStatus). Any
 * other status means money is moving or has moved, and that award is no longer the organiser's to change.
 */
export const payoutUnderWay = (w: Pick<WinnerRow, 'status'>) => !payableStatus(w.status);

/** What replaces every winner at once: a new structure, computing them again, a sheet of them, an order of tied players. */
export type ReplacingWinners = 'structure' | 'compute' | 'upload' | 'tieOrder';

/** Winners are replaced only while no payout has ever been started for any of them. */
export async function checkNoPayouts(tx: Db | Tx, tournamentId: string, doing: ReplacingWinners): Promise<void> {
  const started = (await winnerRows(tx, tournamentId)).filter((w) => w.status !== null || w.fulfillmentId !== null);
  if (started.length > 0)
    throw conflict(
      words(
        '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead',
        { count: started.length, doing },
      ),
    );
}

function checkFinished(t: TournamentRow): void {
  if (!t.finishedAt) throw conflict('Prizes go by the final standings: finish the tournament first');
}

/** The engine's awards: a team event's team places and board prizes, else the individual categories over the final standings. */
async function allocate(tx: Tx, t: TournamentRow, structure: StructureRow): Promise<Allocation> {
  if (isTeamEvent(t)) return allocateTeamEvent(tx, t, structure.categories, structure.sharing);
  const data = await loadTournamentData(tx, t.id, t);
  const idOf = new Map(data.entries.map((e) => [e.pairingNumber, e.id]));
  const result: PrizeResult = allocatePrizes(prizeEntrants(data), prizeList(structure.categories, structure.sharing));
  return { result, holderOf: (award) => ({ entryId: idOf.get(award.startNumber)!, teamId: null }) };
}

/**
 * Computes the winners with the engine from the final standings and the saved structure, and stores
 * them in place of the previous ones (overrides included: they stay in the audit log). The caller holds
 * the tournament's lock and has checked that no payout has started.
 */
export async function storeComputedWinners(ctx: AppContext, tx: Tx, t: TournamentRow, structure: StructureRow): Promise<void> {
  const { result, holderOf } = await allocate(tx, t, structure);
  const categoryOf = new Map(structure.categories.map((c) => [c.id, c]));
  const now = ctx.clock();
  await tx.delete(prizeWinners).where(eq(prizeWinners.tournamentId, t.id));
  if (result.awards.length > 0) {
    await tx.insert(prizeWinners).values(
      result.awards.map((award) => ({
        tournamentId: t.id,
        categoryId: award.categoryId,
        categoryName: categoryOf.get(award.categoryId)!.name,
        place: award.place,
        ...holderOf(award),
        amount: award.paid,
        placeAmount: award.amount,
        currency: structure.currency,
        explanation: award.explanation,
        source: 'engine' as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  const unawarded: StoredUnawardedPrize[] = result.unawarded.map((u) => ({ ...u, categoryName: categoryOf.get(u.categoryId)!.name }));
  await tx.update(prizeStructures).set({ unawarded, winnersAt: now }).where(eq(prizeStructures.tournamentId, t.id));
}

/** POST /players/compute-prize-winning-players/{id}: (re)compute the winners from the final standings. */
export async function computeWinners(ctx: AppContext, user: UserRow, tournamentId: string, locale: Locale): Promise<PrizeWinners> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    checkFinished(t);
    const structure = await structureRow(tx, t.id);
    if (!structure || structure.categories.length === 0) throw conflict('Save a prize structure with at least one category first');
    await checkNoPayouts(tx, t.id, 'compute');
    await storeComputedWinners(ctx, tx, t, structure);
    return winnersView(tx, t.id, locale);
  });
}

/**
 * GET /players/prize-winning-players/{id}/{type}: `all`, or one category's awards. A finished tournament
 * with a structure and no winners yet gets them computed on this first look (then they stay as stored).
 */
export async function listWinners(ctx: AppContext, user: UserRow, tournamentId: string, type: string, locale: Locale): Promise<PrizeWinners> {
  const t = await managedTournament(ctx.db, user, tournamentId);
  const structure = await structureRow(ctx.db, t.id);
  if (type !== 'all' && !structure?.categories.some((c) => c.id === type))
    throw notFound(words('The prize structure has no category {category}', { category: type }));
  if (t.finishedAt && structure && structure.categories.length > 0 && structure.winnersAt === null) {
    await ctx.db.transaction(async (tx) => {
      const locked = await managedTournament(tx, user, tournamentId, { lock: true });
      const fresh = await structureRow(tx, t.id);
      // Another request may have computed them while this one waited for the lock.
      if (fresh && fresh.winnersAt === null) await storeComputedWinners(ctx, tx, locked, fresh);
    });
  }
  const view = await winnersView(ctx.db, t.id, locale);
  if (type === 'all') return view;
  return {
    ...view,
    winners: view.winners.filter((w) => w.categoryId === type),
    unawarded: view.unawarded.filter((u) => u.categoryId === type),
    total: view.winners.filter((w) => w.categoryId === type).reduce((sum, w) => sum + w.amount, 0),
  };
}

/**
 * The published prize list, for everyone: names, category, place and amount, nothing else. Null until it is
 * published: every public page of the tournament asks, so not yet is an answer, not a failure.
 */
export async function publicPrizeList(ctx: AppContext, tournamentId: string, locale: Locale): Promise<PublicPrizeList | null> {
  await liveTournament(ctx.db, tournamentId);
  const structure = await structureRow(ctx.db, tournamentId);
  if (!structure?.publishedAt) return null;
  const view = await winnersView(ctx.db, tournamentId, locale);
  return {
    tournamentId,
    currency: view.currency,
    publishedAt: structure.publishedAt.toISOString(),
    winners: view.winners.map((w) => ({ categoryId: w.categoryId, categoryName: w.categoryName, place: w.place, name: w.name, amount: w.amount })),
  };
}

type OverrideWinner = z.output<typeof overrideWinnerBody>;

/**
 * Who holds the award after the change: the player (or, for a team's place, the team) the body names, else the one
 * holding it. Refused (400) when it is not of this tournament, is of the wrong kind, or already holds another prize.
 */
async function holderAfter(tx: Tx, tournamentId: string, winner: WinnerRow, body: OverrideWinner): Promise<PrizeHolder & { name: string }> {
  const oneHeld = async (held: SQL, field: 'teamId' | 'playerId', name: string) => {
    const [other] = await tx
      .select()
      .from(prizeWinners)
      .where(and(eq(prizeWinners.tournamentId, tournamentId), held, ne(prizeWinners.id, winner.id)));
    if (!other) return;
    const values = { field, name, place: other.place, category: other.categoryName };
    throw badRequest(
      field === 'teamId'
        ? words('{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)', values)
        : words('{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)', values),
      field,
    );
  };
  if (winner.teamId !== null) {
    if (body.playerId !== undefined) throw badRequest("playerId: this is a team's place: give another team (teamId)", 'playerId');
    const teamId = body.teamId ?? winner.teamId;
    const [team] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.tournamentId, tournamentId)));
    if (!team) throw badRequest('teamId: not a team of this tournament', 'teamId');
    if (teamId !== winner.teamId) await oneHeld(eq(prizeWinners.teamId, teamId), 'teamId', team.name);
    return { entryId: null, teamId, name: team.name };
  }
  if (body.teamId !== undefined) throw badRequest("teamId: this prize is a player's: give another player (playerId)", 'teamId');
  const entryId = body.playerId ?? (winner.entryId as string);
  const [player] = await tx
    .select()
    .from(entries)
    .where(and(eq(entries.id, entryId), eq(entries.tournamentId, tournamentId)));
  if (!player) throw badRequest('playerId: not a player of this tournament', 'playerId');
  if (entryId !== winner.entryId) await oneHeld(eq(prizeWinners.entryId, entryId), 'playerId', player.name);
  return { entryId, teamId: null, name: player.name };
}

/**
 * PATCH /players/update-winning-player/{id}: the organiser gives an award to another player (a team's place to
 * another team) and/or changes its amount, with a reason; the change goes to the audit log with who and when.
 */
export async function overrideWinner(ctx: AppContext, user: UserRow, winnerId: string, body: OverrideWinner, locale: Locale): Promise<PrizeWinners> {
  const [found] = await ctx.db.select().from(prizeWinners).where(eq(prizeWinners.id, winnerId));
  if (!found) throw notFound('Prize winner not found');
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, found.tournamentId, { lock: true });
    const [winner] = await tx.select().from(prizeWinners).where(eq(prizeWinners.id, winnerId));
    if (!winner) throw notFound('Prize winner not found');
    if (payoutUnderWay(winner))
      throw conflict(words('The payout of this prize is under way ({status}); it can no longer be changed', { status: winner.status! }));
    const { name, ...holder } = await holderAfter(tx, t.id, winner, body);
    const amount = body.amount ?? winner.amount;
    const now = ctx.clock();
    await tx
      .update(prizeWinners)
      .set({
        ...holder,
        amount,
        source: 'organiser',
        explanation: words('{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}', {
          place: winner.place,
          category: winner.categoryName,
          name,
          amount: formatMoney(amount, winner.currency),
          reason: body.reason,
        }),
        updatedAt: now,
      })
      .where(eq(prizeWinners.id, winner.id));
    await tx.insert(prizeWinnerChanges).values({
      tournamentId: t.id,
      winnerId: winner.id,
      kind: 'override',
      categoryName: winner.categoryName,
      place: winner.place,
      oldEntryId: winner.entryId,
      newEntryId: holder.entryId,
      oldTeamId: winner.teamId,
      newTeamId: holder.teamId,
      oldAmount: winner.amount,
      newAmount: amount,
      reason: body.reason,
      changedBy: user.id,
      changedAt: now,
    });
    return winnersView(tx, t.id, locale);
  });
}
