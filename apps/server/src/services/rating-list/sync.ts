import { desc, eq, inArray } from 'drizzle-orm';
import { playerTitles, type FideSync, type PlayerTitle, type RatingType, type SyncFieldChange } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, fideSyncs, ratedPlayers } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { words, type Words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { renumber } from '../core/players.js';
import { managedTournament } from '../core/access.js';
import type { EntryRow } from '../core/engine-model.js';
import { currentRatingList } from './search.js';

type RatedRow = typeof ratedPlayers.$inferSelect;

const ratingOf: Record<RatingType, (p: RatedRow) => number | null> = {
  standard: (p) => p.standardRating,
  rapid: (p) => p.rapidRating,
  blitz: (p) => p.blitzRating,
};

const isTitle = (title: string | null): title is PlayerTitle => title !== null && (playerTitles as readonly string[]).includes(title);

/**
 * What the list says an entry should hold. The open title wins over a women's title, as when a player is
 * added from the list; titles a tournament cannot carry (AGM, honorary ones) count as none. A player
 * unrated on the list in the tournament's rating type is unrated (0) in it. A list without a federation
 * for the player leaves the entered one.
 */
function fromList(entry: EntryRow, rated: RatedRow, ratingType: RatingType): SyncFieldChange[] {
  const title = isTitle(rated.title) ? rated.title : isTitle(rated.womanTitle) ? rated.womanTitle : '';
  const wanted: SyncFieldChange[] = [
    { field: 'rating', from: entry.rating, to: ratingOf[ratingType](rated) ?? 0 },
    { field: 'title', from: entry.title || null, to: title || null },
    { field: 'federation', from: entry.federation, to: rated.federation ?? entry.federation },
    { field: 'name', from: entry.name, to: rated.name },
  ];
  return wanted.filter((change) => change.from !== change.to);
}

function valuesOf(fields: SyncFieldChange[]): Partial<Pick<EntryRow, 'rating' | 'title' | 'federation' | 'name'>> {
  const values: Partial<Pick<EntryRow, 'rating' | 'title' | 'federation' | 'name'>> = {};
  for (const { field, to } of fields) {
    if (field === 'rating') values.rating = to as number;
    else if (field === 'title') values.title = (to as string | null) ?? '';
    else if (field === 'federation') values.federation = to as string | null;
    else values.name = to as string;
  }
  return values;
}

/**
 * Compares a tournament's players that have a FIDE id with the list in use and, with `apply`, makes
 * the list's rating (of the tournament's rating type), title, federation and name spelling theirs, in one
 * transaction under the tournament's row lock, recording what changed. Players not on the list are
 * reported and kept. Before round 1 is paired the pairing numbers follow the new initial order (C.04.2);
 * once it is, they stay as they are (FIDE General Handling Rules: a started tournament is not renumbered).
 */
export async function syncFidePlayers(ctx: AppContext, user: UserRow, tournamentId: string, apply: boolean): Promise<FideSync> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: apply });
    if (apply && t.finishedAt) throw conflict('The tournament has finished; its players can no longer change');
    const field = (await tx.select().from(entries).where(eq(entries.tournamentId, tournamentId))).filter((e) => e.fideId !== null);
    // The players are read before the list's date: an import swapping the list in waits for this
    // transaction from the first read on, so both come from the same list.
    const rated =
      field.length === 0
        ? []
        : await tx
            .select()
            .from(ratedPlayers)
            .where(
              inArray(
                ratedPlayers.fideId,
                field.map((e) => e.fideId as number),
              ),
            );
    const list = await currentRatingList(tx);
    if (!list) throw conflict('No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list');
    const byFideId = new Map(rated.map((p) => [p.fideId, p]));
    const ordered = [...field].sort((a, b) => a.pairingNumber - b.pairingNumber);
    const summary = (e: EntryRow) => ({ uuid: e.id, pairingNumber: e.pairingNumber, name: e.name, fideId: e.fideId as number });
    const changes: FideSync['changes'] = [];
    const missing: FideSync['missing'] = [];
    let unchanged = 0;
    for (const entry of ordered) {
      const onList = byFideId.get(entry.fideId as number);
      if (!onList) {
        missing.push(summary(entry));
        continue;
      }
      const fields = fromList(entry, onList, t.ratingType);
      if (fields.length === 0) unchanged += 1;
      else changes.push({ ...summary(entry), fields });
    }
    const renumbers = t.currentRound === 0;
    let renumbered = false;
    if (apply) {
      const now = ctx.clock();
      for (const change of changes) {
        await tx
          .update(entries)
          .set({ ...valuesOf(change.fields), updatedAt: now })
          .where(eq(entries.id, change.uuid));
      }
      renumbered = renumbers && changes.length > 0;
      if (renumbered) await renumber(tx, tournamentId);
      await tx.insert(fideSyncs).values({
        tournamentId,
        listDate: list.listDate,
        ratingType: t.ratingType,
        changes,
        missing,
        renumbered,
        syncedBy: user.id,
        syncedAt: now,
      });
    }
    const [last] = await tx
      .select({ syncedAt: fideSyncs.syncedAt, listDate: fideSyncs.listDate })
      .from(fideSyncs)
      .where(eq(fideSyncs.tournamentId, tournamentId))
      .orderBy(desc(fideSyncs.syncedAt), desc(fideSyncs.id))
      .limit(1);
    return {
      tournamentId,
      list,
      ratingType: t.ratingType,
      changes,
      missing,
      unchanged,
      applied: apply,
      renumbered,
      renumbers,
      lastSync: last ? { syncedAt: last.syncedAt.toISOString(), listDate: last.listDate } : null,
    };
  });
}

/** The answer's message: what was (or would be) changed, and who is not on the list. */
export function syncMessage(sync: FideSync): Words {
  const values = { count: sync.changes.length, date: sync.list.listDate };
  const changed = sync.applied
    ? sync.changes.length === 0
      ? words('Every player matches the list of {date}; nothing changed', values)
      : sync.renumbered
        ? words(
            '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}',
            values,
          )
        : words('{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}', values)
    : sync.changes.length === 0
      ? words('Every player matches the list of {date}', values)
      : words('{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}', values);
  if (sync.missing.length === 0) return changed;
  const missing = words('{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}', {
    count: sync.missing.length,
  });
  return words('{first}; {rest}', { first: changed, rest: missing });
}
