import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection.js';
import { pairingJobs } from '../../../db/schema/index.js';
import { conflict } from '../../../http/errors.js';
import { words } from '../languages/message.js';

export type PairingJob = typeof pairingJobs.$inferSelect;

/**
 * Claims the tournament for pairing `round`, inside the caller's transaction (which holds the tournament's
 * row lock): 409 while another pairing of it runs. A claim past its deadline died with its server (a crash
 * or a kill), so it is taken over rather than blocking the tournament for ever.
 */
export async function claimPairing(tx: Tx, tournamentId: string, round: number, startedBy: string, now: Date, timeLimitSeconds: number): Promise<PairingJob> {
  await tx.delete(pairingJobs).where(and(eq(pairingJobs.tournamentId, tournamentId), lt(pairingJobs.deadline, now)));
  const [running] = await tx.select().from(pairingJobs).where(eq(pairingJobs.tournamentId, tournamentId));
  if (running) throw conflict(words('The pairing of round {round} is in progress; wait for it, or cancel it', { round: running.round }));
  const deadline = new Date(now.getTime() + timeLimitSeconds * 1000);
  const [job] = await tx.insert(pairingJobs).values({ tournamentId, id: randomUUID(), round, startedBy, startedAt: now, deadline }).returning();
  return job;
}

/** Whether the claim still stands (it is gone once cancelled); locks it until the transaction ends. */
export async function claimStands(tx: Tx, job: PairingJob): Promise<boolean> {
  const [row] = await tx.select({ id: pairingJobs.id }).from(pairingJobs).where(eq(pairingJobs.id, job.id)).for('update');
  return row !== undefined;
}

export async function releasePairing(db: Db | Tx, job: PairingJob): Promise<void> {
  await db.delete(pairingJobs).where(eq(pairingJobs.id, job.id));
}

/** Removes the tournament's claim, answering it (undefined when no pairing was running). */
export async function withdrawClaim(tx: Tx, tournamentId: string): Promise<PairingJob | undefined> {
  const [job] = await tx.delete(pairingJobs).where(eq(pairingJobs.tournamentId, tournamentId)).returning();
  return job;
}
