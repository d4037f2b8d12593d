import { Button, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { tournamentSystems, type TournamentSystem } from '@kingside/contract';
import type { TournamentSearch } from '../../api/tournaments.js';
import { SYSTEM_LABELS } from './form.js';

/** Name (or city, venue) and type; the list follows when the organiser searches. */
export function TournamentSearchBar({ onSearch }: { onSearch: (search: TournamentSearch) => void }) {
  const [query, setQuery] = useState('');
  const [system, setSystem] = useState<TournamentSystem | undefined>();
  const apply = (next: { query?: string; system?: TournamentSystem }) =>
    onSearch({ query: next.query?.trim() ? next.query.trim() : undefined, system: next.system });
  return (
    <Flex gap={8} wrap>
      <Input.Search
        aria-label="Search by name, city or venue"
        placeholder="Name, city or venue"
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onSearch={(value) => apply({ query: value, system })}
        style={{ flex: '1 1 220px', minWidth: 0 }}
        enterButton="Search"
      />
      <Select<TournamentSystem>
        aria-label="Type"
        placeholder="Any type"
        allowClear
        value={system}
        onChange={(value) => {
          setSystem(value);
          apply({ query, system: value });
        }}
        options={tournamentSystems.map((s) => ({ value: s, label: SYSTEM_LABELS[s] }))}
        style={{ flex: '0 1 200px', minWidth: 150 }}
      />
    </Flex>
  );
}

export function LoadMore({ shown, count, loading, onClick }: { shown: number; count: number; loading: boolean; onClick?: () => void }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <span>
        {shown} of {count} shown
      </span>
      {onClick && (
        <Button onClick={onClick} loading={loading}>
          Load more
        </Button>
      )}
    </Flex>
  );
}
