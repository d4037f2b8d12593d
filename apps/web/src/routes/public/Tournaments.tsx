import { Alert, Card, Flex } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/client.js';
import type { TournamentSearch } from '../../api/tournaments.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { LoadMore, TournamentSearchBar } from '../../features/tournament/TournamentSearchBar.js';
import { TournamentTable } from '../../features/tournament/TournamentTable.js';
import { usePagedTournaments } from '../../features/tournament/usePagedTournaments.js';

export default function Tournaments() {
  const [search, setSearch] = useState<TournamentSearch>({});
  const { list, query, hasMore, loadMore } = usePagedTournaments('public', search);
  return (
    <PageFrame title="Tournaments" subtitle="Over-the-board tournaments run with Kingside: players, pairings and standings as they happen.">
      <Card>
        <Flex vertical gap={12}>
          <TournamentSearchBar onSearch={setSearch} />
          {query.isError && <Alert type="error" showIcon title={messageOf(query.error)} />}
          <TournamentTable
            tournaments={list?.items ?? []}
            linkTo={(t) => `/tournaments/${t.id}`}
            loading={query.isFetching && list === null}
            emptyText={search.query || search.system ? 'No tournament matches this search.' : 'No tournaments yet.'}
          />
          {list && list.count > 0 && (
            <LoadMore shown={list.items.length} count={list.count} loading={query.isFetching} onClick={hasMore ? loadMore : undefined} />
          )}
        </Flex>
      </Card>
    </PageFrame>
  );
}
