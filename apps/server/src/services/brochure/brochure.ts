import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { brochureContent, type Locale, type Brochure, type BrochureContent, type BrochureContentBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { brochures, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { logoOf } from '../core/files/files.js';
import { publishChange } from '../core/live/publish.js';
import { canManage, liveTournament, managedTournament, type TournamentRow } from '../core/access.js';
import { describeFee, feeOf } from '../core/entry-fees.js';
import { pdfTaskFile, type PdfFile } from '../core/pdf/pool.js';
import { pdfJob } from '../core/pdf/printer.js';
import type * as brochureTasks from './task.js';

const tasks = pdfTaskFile<typeof brochureTasks>(import.meta.url, 'task');

type BrochureRow = typeof brochures.$inferSelect;

/**
 * A first draft from what the tournament already says: its round schedule and its place, in the language of the
 * organiser who reads it (once saved, the brochure keeps the words they saved). The organiser writes the rest
 * (description, prizes, contacts).
 */
export function draftOf(t: Pick<TournamentRow, 'roundSchedule' | 'venue' | 'city' | 'federation'>, locale: Locale): BrochureContent {
  return brochureContent.parse({
    schedule: [...t.roundSchedule]
      .sort((a, b) => a.round - b.round)
      // As written in the schedule: the venue's own local date and time, never shifted to UTC.
      .map((r) => ({ label: say(locale, words('Round {round}', { round: r.round })), date: r.startsAt.slice(0, 10), time: r.startsAt.slice(11, 16) })),
    venue: [t.venue, t.city, t.federation].filter(Boolean).join(', '),
  });
}

async function loadTournament(ctx: AppContext, id: string): Promise<TournamentRow> {
  return liveTournament(ctx.db, id);
}

async function brochureRow(ctx: AppContext, id: string): Promise<BrochureRow | undefined> {
  const [row] = await ctx.db.select().from(brochures).where(eq(brochures.tournamentId, id));
  return row;
}

/**
 * Public once saved (`is_brochure`); before that only the tournament's organisers see the draft.
 * Saying "not found" to everyone else keeps an unpublished brochure unannounced.
 */
async function readable(ctx: AppContext, user: UserRow | undefined, id: string): Promise<{ t: TournamentRow; row: BrochureRow | undefined }> {
  const t = await loadTournament(ctx, id);
  const row = await brochureRow(ctx, id);
  const published = t.isBrochure && row !== undefined;
  if (!published && !(user && (await canManage(ctx.db, user, t)))) throw notFound('This tournament has no brochure yet');
  return { t, row };
}

function toApi(t: TournamentRow, row: BrochureRow | undefined, hasLogo: boolean, locale: Locale): Brochure {
  return {
    tournamentId: t.id,
    tournamentName: t.name,
    content: row ? brochureContent.parse(row.content) : draftOf(t, locale),
    is_brochure: t.isBrochure && row !== undefined,
    hasLogo,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getBrochure(ctx: AppContext, user: UserRow | undefined, id: string, locale: Locale): Promise<Brochure> {
  const { t, row } = await readable(ctx, user, id);
  return toApi(t, row, (await logoOf(ctx, id)) !== undefined, locale);
}

/** Saves the brochure and publishes it (`is_brochure`), in one transaction. */
export async function saveBrochure(ctx: AppContext, user: UserRow, id: string, body: BrochureContentBody, locale: Locale): Promise<Brochure> {
  const content = brochureContent.parse(body);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, id, { lock: true });
    await tx
      .insert(brochures)
      .values({ tournamentId: id, content, updatedBy: user.id, updatedAt: now })
      .onConflictDoUpdate({ target: brochures.tournamentId, set: { content, updatedBy: user.id, updatedAt: now } });
    await tx.update(tournaments).set({ isBrochure: true, updatedAt: now }).where(eq(tournaments.id, id));
    await publishChange(tx, id, 'settings', null, now);
  });
  return getBrochure(ctx, user, id, locale);
}

/**
 * The brochure as a PDF, with the logo when there is one pdfkit can draw (PNG, JPEG): drawn in the PDF threads and
 * kept until the tournament changes (services/core/pdf/printer.ts); `client` is the caller's address.
 */
export async function brochurePdf(ctx: AppContext, user: UserRow | undefined, id: string, client: string, locale: Locale): Promise<PdfFile> {
  await readable(ctx, user, id);
  return ctx.pdfs.print({ tournamentId: id, key: 'brochure', locale, client }, async () => {
    const { t, row } = await readable(ctx, user, id);
    const content = row ? brochureContent.parse(row.content) : draftOf(t, locale);
    const logo = content.showLogo ? await logoOf(ctx, id) : undefined;
    const logoBytes = logo && logo.row.contentType !== 'image/webp' ? await readFile(logo.path).catch(() => undefined) : undefined;
    const fee = await feeOf(ctx.db, t);
    return pdfJob(tasks, 'brochure', { tournament: t, entryFee: fee && describeFee(fee), content, logo: logoBytes, printedAt: ctx.clock(), locale });
  });
}
