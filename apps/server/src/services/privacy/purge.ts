import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { tournamentPurges, tournaments } from '../../db/schema/index.js';
import { filesRoot } from '../core/files/storage.js';
import { repeatEvery, type RepeatingJob } from '../core/repeat.js';

/**
 * Removes a deleted tournament for good: its files first, then its rows (everything hanging off it
 * cascades). Files go first so that a crash in between leaves the rows, and the job, to try again;
 * the other order could leave files no row knows of.
 */
export async function eraseTournament(ctx: AppContext, tx: Tx, tournamentId: string): Promise<void> {
  await rm(path.join(filesRoot(ctx.config), tournamentId), { recursive: true, force: true });
  await tx.delete(tournaments).where(and(eq(tournaments.id, tournamentId), isNotNull(tournaments.deletedAt)));
}

/**
 * Purges every deleted tournament whose restore window is over, one transaction each. Instances
 * share the work: each job row is claimed with SKIP LOCKED. A failing purge is recorded on its row
 * (attempts, last_error) and tried again on the next run. Returns the ids purged.
 */
export async function purgeDueTournaments(ctx: AppContext): Promise<string[]> {
  const purged: string[] = [];
  const failed: string[] = [];
  for (;;) {
    let claimed: string | undefined;
    try {
      claimed = await ctx.db.transaction(async (tx) => {
        const [job] = await tx
          .select({ tournamentId: tournamentPurges.tournamentId })
          .from(tournamentPurges)
          .where(and(lte(tournamentPurges.purgeAfter, ctx.clock()), failed.length > 0 ? notInArray(tournamentPurges.tournamentId, failed) : undefined))
          .orderBy(asc(tournamentPurges.purgeAfter))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return undefined;
        claimed = job.tournamentId;
        await eraseTournament(ctx, tx, job.tournamentId);
        return job.tournamentId;
      });
    } catch (error) {
      if (claimed === undefined) throw error;
      failed.push(claimed);
      await ctx.db
        .update(tournamentPurges)
        .set({ attempts: sql`${tournamentPurges.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(tournamentPurges.tournamentId, claimed));
      continue;
    }
    if (claimed === undefined) return purged;
    purged.push(claimed);
  }
}

const hourMs = 60 * 60 * 1000;

/** Runs the purge at start and then every `intervalMs` while the app runs. */
export function startTournamentPurger(ctx: AppContext, log: FastifyBaseLogger, intervalMs = hourMs): RepeatingJob {
  return repeatEvery(
    intervalMs,
    () =>
      purgeDueTournaments(ctx).then(
        (ids) => {
          if (ids.length > 0) log.info({ tournaments: ids }, 'deleted tournaments purged after their restore window');
        },
        (error: unknown) => log.error({ err: error }, 'purging deleted tournaments failed; trying again later'),
      ),
    { runAtStart: true },
  );
}
