import { and, desc, eq } from 'drizzle-orm';
import type { LeaveFeedbackBody, PlayerFeedback } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, playerFeedbacks } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { liveTournament, managedTournament } from '../core/access.js';

/**
 * A player's feedback on a finished tournament they played in (their account's entry): one per player, so
 * writing again replaces it. Others' tournaments are refused (403), unfinished ones too (409).
 */
export async function leaveFeedback(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  body: LeaveFeedbackBody,
): Promise<{ text: string; updatedAt: string }> {
  const t = await liveTournament(ctx.db, tournamentId);
  const [entry] = await ctx.db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.tournamentId, t.id), eq(entries.userId, user.id)));
  if (!entry) throw forbidden("Only the tournament's players may leave feedback on it");
  if (!t.finishedAt) throw conflict('Feedback opens once the tournament has finished');
  const now = ctx.clock();
  const text = body.text;
  await ctx.db
    .insert(playerFeedbacks)
    .values({ entryId: entry.id, tournamentId: t.id, text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: playerFeedbacks.entryId, set: { text, updatedAt: now } });
  return { text, updatedAt: now.toISOString() };
}

/** Every player's feedback on the tournament, latest first, for its managers. */
export async function tournamentFeedbacks(ctx: AppContext, user: UserRow, tournamentId: string): Promise<PlayerFeedback[]> {
  const t = await managedTournament(ctx.db, user, tournamentId);
  const rows = await ctx.db
    .select({
      playerName: entries.name,
      pairingNumber: entries.pairingNumber,
      text: playerFeedbacks.text,
      createdAt: playerFeedbacks.createdAt,
      updatedAt: playerFeedbacks.updatedAt,
    })
    .from(playerFeedbacks)
    .innerJoin(entries, eq(entries.id, playerFeedbacks.entryId))
    .where(eq(playerFeedbacks.tournamentId, t.id))
    .orderBy(desc(playerFeedbacks.updatedAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
}
