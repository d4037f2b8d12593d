import type { FideSync, SyncField, SyncFieldChange } from '@kingside/contract';
import { count } from '../format/format.js';

const fieldNames: Record<SyncField, string> = { rating: 'Rating', title: 'Title', federation: 'Federation', name: 'Name' };
const playerCount = (n: number) => (n === 1 ? '1 player' : `${n} players`);

/** "Rating: 1000 → 1850"; a title or federation that is none reads "none". */
export function changeText(change: SyncFieldChange): string {
  const value = (v: SyncFieldChange['from']) => (v === null || v === '' ? 'none' : String(v));
  return `${fieldNames[change.field]}: ${value(change.from)} → ${value(change.to)}`;
}

/** The sentences above the table: which list, which rating, the last sync, and what happens to pairing numbers. */
export function syncHeadline(sync: FideSync): { list: string; numbering: string } {
  const ratingType = `${sync.ratingType[0].toUpperCase()}${sync.ratingType.slice(1)}`;
  const last = sync.lastSync ? ` Last synced ${sync.lastSync.syncedAt.slice(0, 10)} with the list of ${sync.lastSync.listDate}.` : '';
  return {
    list: `FIDE list of ${sync.list.listDate} (${count(sync.list.players)} players); ratings compared: ${ratingType}.${last}`,
    numbering: sync.renumbers
      ? 'Round 1 is not paired yet: pairing numbers are recomputed in the initial order after the changes.'
      : 'The tournament has started: pairing numbers stay as they are.',
  };
}

export const missingTitle = (sync: FideSync): string => `Not on the list: ${playerCount(sync.missing.length)}, kept as entered`;

export const emptyText = (sync: FideSync): string => `Every player with a FIDE id matches the list (${sync.unchanged}).`;

export const applyLabel = (sync: FideSync): string =>
  sync.changes.length === 0 ? 'Nothing to apply' : `Apply ${sync.changes.length === 1 ? '1 change' : `${sync.changes.length} changes`}`;
