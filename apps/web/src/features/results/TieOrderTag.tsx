import { tieOrderLabel, type RankingRow } from '@kingside/contract';
import { sayContract } from '../../features/languages/sayContract.js';

/**
 * A standings row's mark when the arbiter ranked the player among players tied on points and every tie-break. A
 * place drawn by lot, the usual case, is said in the row's explanation and the legend, not on every tied row.
 */
export function TieOrderTag({ row }: { row: RankingRow }) {
  if (row.tieOrder?.by !== 'arbiter') return null;
  return <span className="ks-tag ks-tag--blue">{sayContract(tieOrderLabel(row.tieOrder))}</span>;
}
