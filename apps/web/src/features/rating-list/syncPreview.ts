import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { FideSync, SyncField, SyncFieldChange } from '@kingside/contract';
import { RATING_TYPE_NAMES } from './ratingTypeNames.js';

const fieldNames: Record<SyncField, MessageDescriptor> = {
  rating: msg({ message: 'Rating', context: 'player field' }),
  title: msg({ message: 'Title', context: 'player field' }),
  federation: msg({ message: 'Federation', context: 'player field' }),
  name: msg({ message: 'Name', context: 'player field' }),
};

/** "Rating: 1000 → 1850"; a title or federation that is none reads "none". */
export function changeText(change: SyncFieldChange): string {
  const value = (v: SyncFieldChange['from']) => (v === null || v === '' ? t({ message: 'none', context: 'no value' }) : String(v));
  const field = t(fieldNames[change.field]);
  const from = value(change.from);
  const to = value(change.to);
  return t`${field}: ${from} → ${to}`;
}

/** The sentences above the table: which list, which rating, the last sync, and what happens to pairing numbers. */
export function syncHeadline(sync: FideSync): { list: string; numbering: string } {
  const ratingType = t(RATING_TYPE_NAMES[sync.ratingType]);
  const listDate = sync.list.listDate;
  const players = sync.list.players;
  const list = t`FIDE list of ${listDate} (${plural(players, { one: '# player', other: '# players' })}); ratings compared: ${ratingType}.`;
  const last = sync.lastSync;
  const lastSyncedOn = last?.syncedAt.slice(0, 10) ?? '';
  const lastListDate = last?.listDate ?? '';
  return {
    list: last
      ? t`FIDE list of ${listDate} (${plural(players, { one: '# player', other: '# players' })}); ratings compared: ${ratingType}. Last synced ${lastSyncedOn} with the list of ${lastListDate}.`
      : list,
    numbering: sync.renumbers
      ? t`Round 1 is not paired yet: pairing numbers are recomputed in the initial order after the changes.`
      : t`The tournament has started: pairing numbers stay as they are.`,
  };
}

export const missingTitle = (sync: FideSync): string => {
  const missing = sync.missing.length;
  return t`Not on the list: ${plural(missing, { one: '# player', other: '# players' })}, kept as entered`;
};

export const emptyText = (sync: FideSync): string => {
  const unchanged = sync.unchanged;
  return t`Every player with a FIDE id matches the list (${unchanged}).`;
};

export const applyLabel = (sync: FideSync): string => {
  const changes = sync.changes.length;
  return changes === 0 ? t`Nothing to apply` : t`Apply ${plural(changes, { one: '# change', other: '# changes' })}`;
};
