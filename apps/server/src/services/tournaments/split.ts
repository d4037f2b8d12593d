import { eq, inArray } from 'drizzle-orm';
import type { Tournament } from '@kingside/contract';
import type { z } from 'zod';
import type { splitTournamentBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { byeRequests, entries, tournaments } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { inInitialOrder, renumber } from '../core/players.js';
import { tournamentRatingOf } from '../core/tournament-rating.js';
import { awaitingPayment } from '../core/entry-fees.js';
import { managedTournament, type TournamentRow } from '../core/access.js';
import type { EntryRow } from '../core/engine-model.js';
import { summaryOf } from '../core/tournament-summary.js';
import { publishChange } from '../core/live/publish.js';
import { words } from '../core/languages/message.js';

type SplitBody = z.output<typeof splitTournamentBody>;

/** The sections, strongest first: N groups as equal as can be (the first ones a player larger), or rating bands. */
function sections(ordered: EntryRow[], body: SplitBody, t: TournamentRow): EntryRow[][] {
  if (body.groups !== undefined) {
    const size = Math.floor(ordered.length / body.groups);
    const larger = ordered.length % body.groups;
    const result: EntryRow[][] = [];
    let start = 0;
    for (let g = 0; g < body.groups; g++) {
      const end = start + size + (g < larger ? 1 : 0);
      result.push(ordered.slice(start, end));
      start = end;
    }
    return result;
  }
  const bands = body.bands as number[];
  const rating = (e: EntryRow) => tournamentRatingOf(e, t);
  return [...bands, 0].map((floor, i) => ordered.filter((e) => rating(e) >= floor && (i === 0 || rating(e) < bands[i - 1])));
}

async function numberInOrder(tx: Tx, players: EntryRow[], tournamentId: string): Promise<void> {
  for (const [index, entry] of players.entries()) {
    await tx
      .update(entries)
      .set({ tournamentId, pairingNumber: index + 1 })
      .where(eq(entries.id, entry.id));
  }
  if (players.length > 0) {
    await tx
      .update(byeRequests)
      .set({ tournamentId })
      .where(
        inArray(
          byeRequests.entryId,
          players.map((e) => e.id),
        ),
      );
  }
}

/**
 * Splits a tournament's entries into sections before round 1: the strongest stays in this tournament
 * (renamed "… – Section 1"), each other section becomes a tournament of its own with the same settings.
 */
export async function splitTournament(ctx: AppContext, user: UserRow, id: string, body: SplitBody): Promise<Tournament[]> {
  const ids = await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, id, { lock: true });
    if (t.finishedAt || t.currentRound > 0) throw conflict('A tournament can only be split before round 1 is paired');
    // Registrations still awaiting their entry fee are not split: they stay in section 1, numbered after its players.
    const unpaid = await awaitingPayment(tx, id);
    const ordered = inInitialOrder(
      (await tx.select().from(entries).where(eq(entries.tournamentId, id))).filter((e) => !unpaid.has(e.id)),
      t,
    );
    const parts = sections(ordered, body, t);
    const field = body.groups !== undefined ? 'groups' : 'bands';
    const empty = parts.findIndex((part) => part.length < 2);
    if (empty !== -1)
      throw badRequest(
        words('{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2', {
          field,
          section: empty + 1,
          count: parts[empty].length,
        }),
        field,
      );
    const now = ctx.clock();
    const { id: _id, createdAt: _created, updatedAt: _updated, name, ...settings } = t;
    const created: string[] = [id];
    await tx
      .update(tournaments)
      // Every section is numbered in the initial order below, numbers set by hand included.
      .set({ name: `${name} – Section 1`, pairingNumbersByHand: false, updatedAt: now })
      .where(eq(tournaments.id, id));
    await numberInOrder(tx, parts[0], id);
    await publishChange(tx, id, 'players', null, now);
    for (const [index, part] of parts.slice(1).entries()) {
      const [section] = await tx
        .insert(tournaments)
        .values({ ...settings, name: `${name} – Section ${index + 2}`, pairingNumbersByHand: false, createdAt: now, updatedAt: now })
        .returning({ id: tournaments.id });
      await numberInOrder(tx, part, section.id);
      created.push(section.id);
    }
    if (unpaid.size > 0) await renumber(tx, id);
    return created;
  });
  return Promise.all(ids.map((sectionId) => summaryOf(ctx.db, sectionId)));
}
