// The initial ranking of a tournament's players, which gives them their
// pairing numbers (C.04.2 General Handling Rules for Swiss Tournaments,
// initial order).

import { TITLE_CODES } from './trf/format.js';

/** What the initial ranking reads of a player. `title` in either spelling (`GM` or the TRF letter `g`), or none. */
export interface RankedPlayer {
  rating: number;
  title?: string | null;
  name: string;
}

/** C.04.2's order of FIDE titles, strongest first, as the model's TRF letters. */
const TITLE_ORDER = ['g', 'm', 'wg', 'f', 'wm', 'c', 'wf', 'wc'];

function titleRank(title: string | null | undefined): number {
  const index = TITLE_ORDER.indexOf(TITLE_CODES.get((title ?? '').trim().toUpperCase()) ?? '');
  return index === -1 ? TITLE_ORDER.length : index;
}

/**
 * The players in their initial order: by rating, highest first (unrated, 0,
 * last); then by FIDE title, GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled;
 * then alphabetically by name, ignoring case and accents. Players still equal
 * keep the order they are given in, so a caller that lists them in order of
 * entry gets numbers that never swap between two identical entries.
 */
export function initialRanking<T extends RankedPlayer>(players: readonly T[]): T[] {
  return [...players].sort(
    (a, b) => b.rating - a.rating || titleRank(a.title) - titleRank(b.title) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}
