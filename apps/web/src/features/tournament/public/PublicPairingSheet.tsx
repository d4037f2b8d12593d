import { Link } from 'react-router';
import { formatPointsWithUnit, unpairedName, type PairingRow, type PairingSide, type RoundPairings } from '@kingside/contract';
import { resultLabel } from '../../results/results.js';
import { useFirstRenderRows } from '../../tables/useFirstRenderRows.js';
import '../../tables/table.css';
import '../../tables/tables.css';

function Player({ side, tournamentId }: { side: PairingSide; tournamentId: string }) {
  return (
    <div className="ks-name-cell">
      <span>
        {side.title && <span className="ks-title">{side.title}</span>}
        <Link to={`/player/${side.id}/${tournamentId}`}>{side.name}</Link>
      </span>
      <div className="ks-secondary ks-pairing__detail">
        {side.rating || 'unrated'} · {formatPointsWithUnit(side.points)}
      </div>
    </div>
  );
}

/** A round's pairing sheet as spectators see it (PairingsTable in plain markup): board, white, result, black; byes after the boards. */
export function PublicPairingSheet({
  pairings,
  loading,
  games,
}: {
  pairings: RoundPairings | undefined;
  loading: boolean;
  /** The lichess game of each board played there, by board number: a link beside the board. */
  games: ReadonlyMap<number, string>;
}) {
  const rows = pairings?.rows ?? [];
  const shownRows = useFirstRenderRows(rows);
  const withGames = games.size > 0;
  return (
    <div className="ks-stack">
      <div className="ks-scroll-x">
        <table className="ks-table ks-pairing">
          <thead>
            <tr>
              <th scope="col" className="ks-table__number">
                Bd
              </th>
              <th scope="col">White</th>
              <th scope="col" className="ks-table__centre">
                Result
              </th>
              <th scope="col">Black</th>
              {withGames && <th scope="col">Game</th>}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row: PairingRow) => {
              const url = row.kind === 'game' ? games.get(row.board) : undefined;
              return (
                <tr key={row.id} className="ks-table__row">
                  <td className="ks-table__number">{row.kind === 'game' ? row.board : ''}</td>
                  <td>
                    <Player side={row.player} tournamentId={row.tournamentId} />
                  </td>
                  <td className="ks-table__centre">
                    {row.kind === 'game' ? (
                      <strong>{resultLabel(row.result)}</strong>
                    ) : (
                      <span className="ks-tag">{unpairedName(row.kind, row.player.withdrawn)}</span>
                    )}
                  </td>
                  <td>{row.opponent ? <Player side={row.opponent} tournamentId={row.tournamentId} /> : null}</td>
                  {withGames && (
                    <td>
                      {url && row.kind === 'game' ? (
                        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Board ${row.board} on lichess`}>
                          lichess
                        </a>
                      ) : null}
                    </td>
                  )}
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={withGames ? 5 : 4} className="ks-table__empty">
                  {loading ? <span role="status">Loading the pairings…</span> : 'No boards in this round.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pairings && pairings.unpaired.length > 0 && <span className="ks-secondary">Not paired: {pairings.unpaired.map((p) => p.name).join(', ')}</span>}
    </div>
  );
}
