import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatPointsWithUnit, unpairedName, type PairingRow, type PairingSide, type RoundPairings } from '@kingside/contract';
import { resultLabel } from '../../results/results.js';
import { useFirstRenderRows } from '../../tables/useFirstRenderRows.js';
import '../../tables/table.css';
import '../../tables/tables.css';
import { sayContract } from '../../../features/languages/sayContract.js';

function Player({ side, tournamentId }: { side: PairingSide; tournamentId: string }) {
  return (
    <div className="ks-name-cell">
      <span>
        {side.title && <span className="ks-title">{side.title}</span>}
        <Link to={`/player/${side.id}/${tournamentId}`}>{side.name}</Link>
      </span>
      <div className="ks-secondary ks-pairing__detail">
        {side.rating || <Trans>unrated</Trans>} · {sayContract(formatPointsWithUnit(side.points))}
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
  const { t } = useLingui();
  const rows = pairings?.rows ?? [];
  const shownRows = useFirstRenderRows(rows);
  const withGames = games.size > 0;
  const unpaired = pairings && pairings.unpaired.length > 0 ? pairings.unpaired.map((p) => p.name).join(', ') : null;
  return (
    <div className="ks-stack">
      <div className="ks-scroll-x">
        <table className="ks-table ks-pairing">
          <thead>
            <tr>
              <th scope="col" className="ks-table__number">
                <Trans context="board, short">Bd</Trans>
              </th>
              <th scope="col">
                <Trans context="chess colour">White</Trans>
              </th>
              <th scope="col" className="ks-table__centre">
                <Trans>Result</Trans>
              </th>
              <th scope="col">
                <Trans context="chess colour">Black</Trans>
              </th>
              {withGames && (
                <th scope="col">
                  <Trans>Game</Trans>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row: PairingRow) => {
              const url = row.kind === 'game' ? games.get(row.board) : undefined;
              const board = row.board;
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
                      <span className="ks-tag">{sayContract(unpairedName(row.kind, row.player.withdrawn))}</span>
                    )}
                  </td>
                  <td>{row.opponent ? <Player side={row.opponent} tournamentId={row.tournamentId} /> : null}</td>
                  {withGames && (
                    <td>
                      {url && row.kind === 'game' ? (
                        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t`Board ${board} on lichess`}>
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
                  {loading ? (
                    <span role="status">
                      <Trans>Loading the pairings…</Trans>
                    </span>
                  ) : (
                    <Trans>No boards in this round.</Trans>
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {unpaired && (
        <span className="ks-secondary">
          <Trans>Not paired: {unpaired}</Trans>
        </span>
      )}
    </div>
  );
}
