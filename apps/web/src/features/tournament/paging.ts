import type { TournamentSearch } from '../../api/tournaments.js';

/** A list shown in pages that grow downwards ("Load more"), for one search. */
export interface PagedList<T> {
  search: TournamentSearch;
  items: T[];
  /** How many the search finds in all. */
  count: number;
}

export interface LoadedPage<T> {
  search: TournamentSearch;
  offset: number;
  items: T[];
  count: number;
}

const normalisedQuery = (search: TournamentSearch) => search.query?.trim().toLowerCase() ?? '';

/** The same search: same name text (blank is no text, case aside) and the same type. */
export function sameSearch(a: TournamentSearch, b: TournamentSearch): boolean {
  return normalisedQuery(a) === normalisedQuery(b) && a.system === b.system;
}

/**
 * A new page is appended while the search name and type are unchanged; a page of another
 * search replaces the list. A page loaded again (same offset) replaces what it covered, so a
 * refresh never shows a tournament twice.
 */
export function mergePage<T>(list: PagedList<T> | null, page: LoadedPage<T>): PagedList<T> {
  if (list !== null && page.offset > 0 && sameSearch(list.search, page.search) && page.offset <= list.items.length) {
    return { search: list.search, items: [...list.items.slice(0, page.offset), ...page.items], count: page.count };
  }
  return { search: page.search, items: page.items, count: page.count };
}

/** Where the next page starts; undefined when everything is shown. */
export function nextOffset(list: PagedList<unknown> | null): number | undefined {
  if (list === null || list.items.length >= list.count) return undefined;
  return list.items.length;
}
