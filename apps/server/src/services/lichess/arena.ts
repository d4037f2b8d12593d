import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { lichessArenaStandings, lichessTournaments, tournaments } from '../../db/schema/index.js';
import { ApiFailure, notFound } from '../../http/errors.js';
import type { LichessArenaPlayerAnswer } from '../../integrations/lichess/client.js';
import { publishChange } from '../core/live/publish.js';
import { liveTournament } from '../core/access.js';
import { askLichess, lichessMessage, lichessOf } from './lichess.js';
import { words } from '../core/languages/message.js';

type ArenaLink = typeof lichessTournaments.$inferSelect;

/**
 * Reads an Arena from lichess: its results (streamed, by rank) become the mirroring tournament's
 * standings, replaced whole; once lichess has finished the Arena, the tournament here is finished too
 * and those standings are final. An Arena has no rounds here, so nothing else is imported.
 */
export async function followArena(ctx: AppContext, link: ArenaLink) {
  const client = lichessOf(ctx);
  const refused = (error: Parameters<typeof lichessMessage>[0]) =>
    new ApiFailure(502, words('Lichess refused to give the Arena: {reason}', { reason: lichessMessage(error) }));
  const arena = await askLichess(ctx, () => client.arena(link.lichessId), refused);
  const players: LichessArenaPlayerAnswer[] = [];
  await askLichess(ctx, () => client.arenaResults(link.lichessId, (player) => void players.push(player)), refused);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, link.tournamentId)).for('update');
    await tx.delete(lichessArenaStandings).where(eq(lichessArenaStandings.tournamentId, link.tournamentId));
    if (players.length > 0) {
      await tx
        .insert(lichessArenaStandings)
        .values(
          players.map((p) => ({
            tournamentId: link.tournamentId,
            username: p.username,
            rank: p.rank,
            title: p.title ?? null,
            rating: p.rating,
            score: p.score,
            performance: p.performance,
          })),
        )
        // A ranking read while lichess still plays can list a player twice; the first (better) rank stands.
        .onConflictDoNothing();
    }
    await tx.update(lichessTournaments).set({ syncedAt: now }).where(eq(lichessTournaments.tournamentId, link.tournamentId));
    const finishing = arena.isFinished === true && row.finishedAt === null;
    if (finishing) await tx.update(tournaments).set({ finishedAt: now, updatedAt: now }).where(eq(tournaments.id, link.tournamentId));
    await publishChange(tx, link.tournamentId, finishing ? 'finished' : 'results', null, now);
  });
  return { players: players.length, rounds: 0, link: { ...link, syncedAt: now } };
}

/** The Arena's standings as lichess ranked them at the last reading (public). */
export async function arenaStandings(ctx: AppContext, tournamentId: string) {
  const [link] = await ctx.db.select().from(lichessTournaments).where(eq(lichessTournaments.tournamentId, tournamentId));
  if (!link || link.kind !== 'arena') throw notFound('This tournament is no Arena on lichess');
  await liveTournament(ctx.db, tournamentId);
  const [t] = await ctx.db.select({ finishedAt: tournaments.finishedAt }).from(tournaments).where(eq(tournaments.id, tournamentId));
  const rows = await ctx.db
    .select()
    .from(lichessArenaStandings)
    .where(eq(lichessArenaStandings.tournamentId, tournamentId))
    .orderBy(asc(lichessArenaStandings.rank));
  return {
    final: t.finishedAt !== null,
    synced_at: link.syncedAt?.toISOString() ?? null,
    rows: rows.map((r) => ({ rank: r.rank, username: r.username, title: r.title, rating: r.rating, score: r.score, performance: r.performance })),
  };
}
