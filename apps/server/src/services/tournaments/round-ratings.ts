import { and, asc, eq } from 'drizzle-orm';
import type { RoundRatingBody, RoundRatings } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entries, entryRoundRatings } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import { words } from '../core/languages/message.js';

// Ratings per round, for events longer than 30 days: a player's rating from a round on, entered by the arbiter when
// a new FIDE list is published during the event. The standings' rating change reads them (the engine's
// ratingChangeOverPeriods, FIDE B.02 §7.1, §8.3); the pairing and the rating-based tie-breaks keep entries.rating.

/** The tournament's ratings per round, by pairing number then round. */
export async function roundRatingsOf(db: Db | Tx, tournamentId: string): Promise<RoundRatings> {
  const rows = await db
    .select({
      id: entryRoundRatings.id,
      playerId: entries.id,
      pairingNumber: entries.pairingNumber,
      name: entries.name,
      firstRating: entries.rating,
      fromRound: entryRoundRatings.fromRound,
      rating: entryRoundRatings.rating,
    })
    .from(entryRoundRatings)
    .innerJoin(entries, eq(entries.id, entryRoundRatings.entryId))
    .where(eq(entryRoundRatings.tournamentId, tournamentId))
    .orderBy(asc(entries.pairingNumber), asc(entryRoundRatings.fromRound));
  return { ratings: rows };
}

export async function listRoundRatings(ctx: AppContext, user: UserRow, id: string): Promise<RoundRatings> {
  const t = await managedTournament(ctx.db, user, id);
  return roundRatingsOf(ctx.db, t.id);
}

/** Enters (or corrects) a player's rating from a round on. */
export async function setRoundRating(ctx: AppContext, user: UserRow, id: string, body: RoundRatingBody): Promise<RoundRatings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, id, { lock: true });
    if (t.totalRounds > 0 && body.fromRound > t.totalRounds) {
      throw badRequest(words('fromRound: the tournament has {rounds} rounds', { rounds: t.totalRounds }), 'fromRound');
    }
    const [player] = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.id, body.playerId), eq(entries.tournamentId, t.id)));
    if (!player) throw badRequest('playerId: the player is not in this tournament', 'playerId');
    const now = ctx.clock();
    await tx
      .insert(entryRoundRatings)
      .values({ tournamentId: t.id, entryId: player.id, fromRound: body.fromRound, rating: body.rating, setBy: user.id, setAt: now })
      .onConflictDoUpdate({
        target: [entryRoundRatings.entryId, entryRoundRatings.fromRound],
        set: { rating: body.rating, setBy: user.id, setAt: now },
      });
    await publishChange(tx, t.id, 'settings', null, now);
    return roundRatingsOf(tx, t.id);
  });
}

export async function removeRoundRating(ctx: AppContext, user: UserRow, id: string, ratingId: string): Promise<RoundRatings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, id, { lock: true });
    const removed = await tx
      .delete(entryRoundRatings)
      .where(and(eq(entryRoundRatings.id, ratingId), eq(entryRoundRatings.tournamentId, t.id)))
      .returning({ id: entryRoundRatings.id });
    if (removed.length === 0) throw notFound('Rating not found');
    await publishChange(tx, t.id, 'settings', null, ctx.clock());
    return roundRatingsOf(tx, t.id);
  });
}
