import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { tournamentSystems, type TournamentSystem } from '@kingside/contract';
import type { TournamentSearch } from '../../api/tournaments.js';
import { SYSTEM_LABELS } from './systemLabels.js';
import './tournament-list.css';

/** Name (or city, venue) and type; the list follows when the organiser searches. Plain form controls: the public list loads no antd. */
export function TournamentSearchBar({ onSearch }: { onSearch: (search: TournamentSearch) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [system, setSystem] = useState<TournamentSystem | undefined>();
  const apply = (next: { query?: string; system?: TournamentSystem }) =>
    onSearch({ query: next.query?.trim() ? next.query.trim() : undefined, system: next.system });
  return (
    <form
      role="search"
      className="ks-search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ query, system });
      }}
    >
      <input
        type="search"
        className="ks-field ks-search__query"
        aria-label={t`Search by name, city or venue`}
        placeholder={t`Name, city or venue`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          // Clearing the field (its × or deleting everything) shows the whole list again, as antd's search did.
          if (event.target.value === '' && query !== '') apply({ query: '', system });
        }}
      />
      <button type="submit" className="ks-btn ks-btn--primary">
        <Trans>Search</Trans>
      </button>
      <select
        className="ks-field ks-search__type"
        aria-label={t`Type`}
        value={system ?? ''}
        onChange={(event) => {
          const value = tournamentSystems.find((s) => s === event.target.value);
          setSystem(value);
          apply({ query, system: value });
        }}
      >
        <option value="">
          <Trans>Any type</Trans>
        </option>
        {tournamentSystems.map((s) => (
          <option key={s} value={s}>
            {t(SYSTEM_LABELS[s])}
          </option>
        ))}
      </select>
    </form>
  );
}

export function LoadMore({ shown, count, loading, onClick }: { shown: number; count: number; loading: boolean; onClick?: () => void }) {
  return (
    <div className="ks-load-more">
      <span>
        <Trans>
          {shown} of {count} shown
        </Trans>
      </span>
      {onClick && (
        <button type="button" className="ks-btn" onClick={onClick} disabled={loading} aria-busy={loading}>
          <Trans>Load more</Trans>
        </button>
      )}
    </div>
  );
}
