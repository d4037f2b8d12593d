import { Trans } from '@lingui/react/macro';
import type { MatchBoard, PairedMatch } from '@kingside/contract';
import { boardResult, boardSide } from './teamView.js';
import '../tables/table.css';
import './teams.css';

/** One match's boards: board number, white, result, black (board 1: the first-named team's player has white). */
export function MatchBoards({ match }: { match: PairedMatch }) {
  return (
    <div className="ks-scroll-x">
      <table className="ks-table ks-match-boards">
        <thead>
          <tr>
            <th scope="col" className="ks-table__number">
              <Trans>Bd</Trans>
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
          </tr>
        </thead>
        <tbody>
          {match.boards.map((board: MatchBoard) => (
            <tr key={board.gameId} className="ks-table__row">
              <td className="ks-table__number">{board.board}</td>
              <td className={board.white ? undefined : 'ks-secondary'}>{boardSide(board.white, match.pairingAllocatedBye)}</td>
              <td className="ks-table__centre">
                <strong>{boardResult(board, match.pairingAllocatedBye)}</strong>
              </td>
              <td className={board.black ? undefined : 'ks-secondary'}>{boardSide(board.black, match.pairingAllocatedBye)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
