import type { Tournament } from '@kingside/contract';
import { Link } from 'react-router';
import { SYSTEM_LABELS } from './systemLabels.js';
import { dateRange } from '../format/format.js';
import { ABOVE_PHONE, useMediaQuery } from '../layout/useMediaQuery.js';
import { StateTag } from './StateTag.js';
import '../tables/table.css';
import './tournament-list.css';

export interface TournamentTableProps {
  tournaments: Tournament[];
  /** Where a tournament's name leads (its public page or its administration). */
  linkTo: (t: Tournament) => string;
  loading?: boolean;
  emptyText: string;
}

const systemLabel = (t: Tournament) => `${SYSTEM_LABELS[t.system]}, ${t.rounds} rd`;

/**
 * Tournaments in a table; on a phone each row stacks system, players and state under the name, since four
 * columns do not fit beside a tournament's name in 390 px.
 */
export function TournamentTable({ tournaments, linkTo, loading, emptyText }: TournamentTableProps) {
  const phone = !useMediaQuery(ABOVE_PHONE);
  return (
    <div className="ks-tournaments" aria-busy={loading}>
      <table className="ks-table">
        <thead>
          <tr>
            <th scope="col">Tournament</th>
            {!phone && (
              <>
                <th scope="col">System</th>
                <th scope="col" className="ks-table__number">
                  Players
                </th>
                <th scope="col">State</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {tournaments.map((t) => (
            <tr key={t.id} className="ks-table__row">
              <td>
                <Link to={linkTo(t)} className="ks-tournaments__name">
                  {t.name}
                </Link>
                <div className="ks-secondary ks-tournaments__where">{[t.city ?? t.venue, dateRange(t.startDate, t.endDate)].filter(Boolean).join(' · ')}</div>
                {phone && (
                  <div className="ks-tournaments__stack">
                    <span>{systemLabel(t)}</span>
                    <span>{`${t.playerCount} player${t.playerCount === 1 ? '' : 's'}`}</span>
                    <StateTag tournament={t} />
                  </div>
                )}
              </td>
              {!phone && (
                <>
                  <td>{systemLabel(t)}</td>
                  <td className="ks-table__number">{t.playerCount}</td>
                  <td>
                    <StateTag tournament={t} />
                  </td>
                </>
              )}
            </tr>
          ))}
          {tournaments.length === 0 && (
            <tr>
              <td colSpan={phone ? 1 : 4} className="ks-table__empty">
                {loading ? <span role="status">Loading tournaments…</span> : emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
