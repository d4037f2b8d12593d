import { t } from '@lingui/core/macro';
import { formatPoints, formatTiebreak, type RankingRow, type TiebreakExplanation } from '@kingside/contract';

/** "+1", "+½ …" or "playing": a row's results entered so far in the round still being played. */
export function liveLabel(live: NonNullable<RankingRow['live']>): string {
  if (live.pending > 0 && live.points === 0) return t({ message: 'playing', context: 'a game still being played' });
  return `+${formatPoints(live.points)}${live.pending > 0 ? ' …' : ''}`;
}

/** A tie-break column worth nothing to anybody: it breaks no tie, and says why rather than showing zeros. */
export function zeroForEveryone(rows: readonly RankingRow[], index: number): boolean {
  return rows.length > 0 && rows.every((row) => (row.tiebreaks[index]?.value ?? 0) === 0);
}

/** One round of a Buchholz-like sum as the player can check it. */
export interface SumTerm {
  round: number;
  /** "2" (Buchholz) or "1½ × ½" (Sonneborn-Berger: the opponent's score times the points scored). */
  text: string;
  cut: boolean;
}

/**
 * The rounds a Buchholz or Sonneborn-Berger value adds up, from the engine's figures for the row: each
 * opponent's score (times the points scored, for SB), and which rounds the cut left out. Null for the
 * tie-breaks that are not such a sum.
 */
export function sumTerms(explanation: TiebreakExplanation, index: number): SumTerm[] | null {
  const tiebreak = explanation.tiebreaks[index];
  if (!tiebreak || tiebreak.cut === null) return null;
  const { cut } = tiebreak;
  const sonnebornBerger = tiebreak.code.startsWith('SB');
  return explanation.opponents.map((share) => ({
    round: share.round,
    text: sonnebornBerger ? `${formatTiebreak(share.opponentScore)} × ${formatPoints(share.points)}` : formatTiebreak(share.opponentScore),
    cut: cut.includes(share.round),
  }));
}
