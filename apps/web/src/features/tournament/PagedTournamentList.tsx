import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import type { TournamentSearch } from '../../api/tournaments.js';
import { LoadMore, TournamentSearchBar } from './TournamentSearchBar.js';
import { TournamentTable } from './TournamentTable.js';
import { usePagedTournaments } from './usePagedTournaments.js';

/**
 * A searchable tournament list that appends pages while the search stays the same: the organiser's
 * own list and the public one differ only in which tournaments, where a row leads, and what an empty list says.
 */
export function PagedTournamentList({
  kind,
  linkTo,
  emptyText,
}: {
  kind: 'managed' | 'public';
  linkTo: (t: Tournament) => string;
  /** Shown when nothing is searched and the list is empty. */
  emptyText: string;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState<TournamentSearch>({});
  const { list, query, hasMore, loadMore } = usePagedTournaments(kind, search);
  return (
    <section className="ks-card ks-tournament-list">
      <TournamentSearchBar onSearch={setSearch} />
      {query.isError && (
        <p className="ks-alert" role="alert">
          {messageOf(query.error)}
        </p>
      )}
      <TournamentTable
        tournaments={list?.items ?? []}
        linkTo={linkTo}
        loading={query.isFetching && list === null}
        emptyText={search.query || search.system ? t`No tournament matches this search.` : emptyText}
      />
      {list && list.count > 0 && <LoadMore shown={list.items.length} count={list.count} loading={query.isFetching} onClick={hasMore ? loadMore : undefined} />}
    </section>
  );
}
