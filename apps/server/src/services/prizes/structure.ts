import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SOURCE_LOCALE,
  type Locale,
  type PrizeCategory,
  type PrizeStructure,
  type StaticPrizeCategories,
  type prizeCategoryBody,
  type prizeConfigBody,
} from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entries, prizeStructures, prizeWinners } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { managedTournament, type TournamentRow } from '../core/access.js';
import { checkCategoryFits, isTeamEvent, teamEventCatalogue } from './team-prizes.js';
import { ageYear, staticCategories } from './catalogue.js';
import { structureRow, structureView, type StructureRow } from './views.js';
import { checkNoPayouts, storeComputedWinners } from './winners.js';

type PrizeConfig = z.output<typeof prizeConfigBody>;
type PrizeCategoryChange = z.output<typeof prizeCategoryBody>;

/** GET /tournament/get-static-prize-cats/{id}: the catalogue for this tournament's year and field, in the reader's language. */
export async function staticPrizeCategories(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<StaticPrizeCategories> {
  const t = await managedTournament(ctx.db, user, tournamentId);
  if (isTeamEvent(t)) return { year: ageYear(t, ctx.clock()), categories: teamEventCatalogue(t, locale) };
  const field = await ctx.db.select({ club: entries.club, federation: entries.federation }).from(entries).where(eq(entries.tournamentId, t.id));
  return staticCategories(t, field, ctx.clock(), locale);
}

export async function prizeStructure(ctx: AppContext, user: UserRow, tournamentId: string): Promise<PrizeStructure> {
  const t = await managedTournament(ctx.db, user, tournamentId);
  return structureView(t.id, await structureRow(ctx.db, t.id));
}

/**
 * Stores the structure. Winners already stored belong to the old one, so they go (they stay in the
 * audit log when they were changed by hand): a finished tournament's are computed again at once, an
 * unfinished one's on the first look after the end. Once a payout has started the structure is fixed.
 */
async function store(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  t: TournamentRow,
  values: Pick<StructureRow, 'currency' | 'sharing' | 'categories'>,
): Promise<PrizeStructure> {
  const before = await structureRow(tx, t.id);
  if (before?.winnersAt) {
    await checkNoPayouts(tx, t.id, 'structure');
    await tx.delete(prizeWinners).where(eq(prizeWinners.tournamentId, t.id));
  }
  const now = ctx.clock();
  const row = { ...values, updatedBy: user.id, updatedAt: now, winnersAt: null, unawarded: [] };
  const [saved] = await tx
    .insert(prizeStructures)
    .values({ tournamentId: t.id, ...row })
    .onConflictDoUpdate({ target: prizeStructures.tournamentId, set: row })
    .returning();
  if (t.finishedAt && saved.categories.length > 0) await storeComputedWinners(ctx, tx, t, saved);
  return structureView(t.id, await structureRow(tx, t.id));
}

/** POST /tournament/prize-config/{id}: the whole structure at once. */
export async function savePrizeStructure(ctx: AppContext, user: UserRow, tournamentId: string, body: PrizeConfig): Promise<PrizeStructure> {
  if (body.tournament_id !== undefined && body.tournament_id !== tournamentId) {
    throw badRequest('tournament_id: not the tournament of the address', 'tournament_id');
  }
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    body.prizes.forEach((c, i) => checkCategoryFits(t, c, `prizes.${i}`));
    return store(ctx, tx, user, t, { currency: body.currency, sharing: body.sharing, categories: body.prizes });
  });
}

/** POST /tournament/prize-categories: one category added at the end, or put in place of the one with its id. */
export async function savePrizeCategory(ctx: AppContext, user: UserRow, body: PrizeCategoryChange): Promise<PrizeStructure> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournament_id, { lock: true });
    checkCategoryFits(t, body.category, 'category');
    const current = structureView(t.id, await structureRow(tx, t.id));
    const categories: PrizeCategory[] = current.categories.some((c) => c.id === body.category.id)
      ? current.categories.map((c) => (c.id === body.category.id ? body.category : c))
      : [...current.categories, body.category];
    if (categories.length > 50) throw badRequest('category: the structure already has 50 categories', 'category');
    return store(ctx, tx, user, t, { currency: current.currency, sharing: current.sharing, categories });
  });
}

/** POST /tournament/publish-prizes/{id}: the prize list goes public (or back to private). */
export async function publishPrizes(ctx: AppContext, user: UserRow, tournamentId: string, published: boolean): Promise<PrizeStructure> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    const row = await structureRow(tx, t.id);
    if (published && !row?.winnersAt) throw conflict('There are no winners to publish yet: compute or upload them first');
    if (row) {
      await tx
        .update(prizeStructures)
        .set({ publishedAt: published ? (row.publishedAt ?? ctx.clock()) : null })
        .where(eq(prizeStructures.tournamentId, t.id));
    }
    return structureView(t.id, await structureRow(tx, t.id));
  });
}
