import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

function PlayerCount({ count }: { count: number }) {
  return <Plural value={count} one="# player" other="# players" />;
}

/**
 * Tournaments in a table; on a phone each row stacks system, players and state under the name, since four
 * columns do not fit beside a tournament's name in 390 px.
 */
export function TournamentTable({ tournaments, linkTo, loading, emptyText }: TournamentTableProps) {
  const { t } = useLingui();
  const phone = !useMediaQuery(ABOVE_PHONE);
  const systemLabel = ({ system: code, rounds }: Tournament) => {
    const system = t(SYSTEM_LABELS[code]);
    return t`${system}, ${rounds} rd`;
  };
  return (
    <div className="ks-tournaments" aria-busy={loading}>
      <table className="ks-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Tournament</Trans>
            </th>
            {!phone && (
              <>
                <th scope="col">
                  <Trans>System</Trans>
                </th>
                <th scope="col" className="ks-table__number">
                  <Trans>Players</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {tournaments.map((tournament) => (
            <tr key={tournament.id} className="ks-table__row">
              <td>
                <Link to={linkTo(tournament)} className="ks-tournaments__name">
                  {tournament.name}
                </Link>
                <div className="ks-secondary ks-tournaments__where">
                  {[tournament.city ?? tournament.venue, dateRange(tournament.startDate, tournament.endDate)].filter(Boolean).join(' · ')}
                </div>
                {phone && (
                  <div className="ks-tournaments__stack">
                    <span>{systemLabel(tournament)}</span>
                    <span>
                      <PlayerCount count={tournament.playerCount} />
                    </span>
                    <StateTag tournament={tournament} />
                  </div>
                )}
              </td>
              {!phone && (
                <>
                  <td>{systemLabel(tournament)}</td>
                  <td className="ks-table__number">{tournament.playerCount}</td>
                  <td>
                    <StateTag tournament={tournament} />
                  </td>
                </>
              )}
            </tr>
          ))}
          {tournaments.length === 0 && (
            <tr>
              <td colSpan={phone ? 1 : 4} className="ks-table__empty">
                {loading ? (
                  <span role="status">
                    <Trans>Loading tournaments…</Trans>
                  </span>
                ) : (
                  emptyText
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
