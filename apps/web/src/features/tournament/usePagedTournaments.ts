import { useState } from 'react';
import type { Tournament } from '@kingside/contract';
import { useManagedTournaments, usePublicTournaments, type TournamentSearch } from '../../api/tournaments.js';
import { mergePage, nextOffset, type PagedList } from './paging.js';

export const PAGE_SIZE = 20;

/**
 * One of the tournament lists, shown page after page: "load more" appends the next page while the
 * search is the same; a new search starts again from the first page.
 */
export function usePagedTournaments(kind: 'managed' | 'public', search: TournamentSearch) {
  const [offset, setOffset] = useState(0);
  const [list, setList] = useState<PagedList<Tournament> | null>(null);
  const [requested, setRequested] = useState(search);
  // A new search asks for its first page.
  if (requested !== search) {
    setRequested(search);
    setOffset(0);
  }
  const managed = useManagedTournaments(search, PAGE_SIZE, offset, kind === 'managed');
  const published = usePublicTournaments(search, PAGE_SIZE, offset, kind === 'public');
  const query = kind === 'managed' ? managed : published;
  const page = query.data;

  // Each page that arrives is merged once, while rendering (React's way to follow a changing input without an effect);
  // a page already in the cache at the first render (the server's, a page seen before) is merged at once too.
  const [merged, setMerged] = useState<typeof page>(undefined);
  if (page && page !== merged) {
    setMerged(page);
    setList((current) => mergePage(current, { search: requested, offset, items: page.tournaments, count: page.count }));
  }

  const more = nextOffset(list);
  return {
    list,
    query,
    hasMore: more !== undefined,
    loadMore: () => {
      if (more !== undefined) setOffset(more);
    },
  };
}
