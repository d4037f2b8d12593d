import { describeTiebreak, formatPoints, formatTiebreak, type PlayersRanking, type RankingRow } from '@kingside/contract';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable, type Column } from '../core/pdf/table.js';
import type { TournamentRow } from '../core/access.js';
import { printedTitle, type Printout, roundDetail, titled } from '../core/pdf/common.js';

/** "BH/C1: Buchholz cut 1 (sum of opponents’ scores without the lowest)" — the legend under the table, from the engine's definitions. */
export function tiebreakLegend(code: string): string {
  const described = describeTiebreak(code);
  return described ? `${code}: ${described.title} (${described.explanation})` : code;
}

/** The rounds the figures count: while a round's results are coming in, the standings stop before it. */
function standingsSubtitle({ counted, live }: PlayersRanking, final: boolean): string {
  if (live !== null) return `Standings after round ${counted} (round ${live} in progress, its results not counted)`;
  return `${final ? 'Final standings' : 'Standings'} after round ${counted}`;
}

/**
 * Standings after a round, from the same ranking the standings screen shows (points, then the
 * tournament's tie-breaks in its order), so the figures on paper and on screen are the same.
 */
export async function standingsSheet(t: TournamentRow, standings: PlayersRanking, printedAt: Date): Promise<Printout> {
  const { round } = standings;
  const final = t.finishedAt !== null && round === t.currentRound;
  const pdf = new PrintDocument({
    heading: { title: printedTitle(t), subtitle: standingsSubtitle(standings, final), detail: roundDetail(t, round) },
    printedAt,
  });
  const columns: Column<RankingRow>[] = [
    { header: 'Rk', width: 26, align: 'right', value: (r) => String(r.rank) },
    { header: 'No', width: 26, align: 'right', value: (r) => String(r.pairingNumber) },
    { header: 'Name', value: (r) => `${titled(r.name, r.title)}${r.isWithDrawn ? ' (withdrawn)' : ''}` },
    { header: 'Fed', width: 32, value: (r) => r.federation ?? '' },
    { header: 'Rtg', width: 34, align: 'right', value: (r) => (r.rating > 0 ? String(r.rating) : '') },
    { header: 'Pts', width: 30, align: 'right', value: (r) => formatPoints(r.points), bold: () => true },
    ...standings.tiebreaks.map((code, index): Column<RankingRow> => ({
      header: code,
      width: 44,
      align: 'right',
      value: (r) => (r.tiebreaks[index] ? formatTiebreak(r.tiebreaks[index].value) : ''),
    })),
    { header: 'Perf', width: 34, align: 'right', value: (r) => (r.performance === null ? '' : String(r.performance)) },
  ];
  drawTable(pdf, { columns, rows: standings.rows, zebra: true, muted: (r) => r.isWithDrawn });
  if (standings.tiebreaks.length > 0) {
    pdf.font('regular', 8);
    pdf.doc.fillColor('#333333').text(`Tie-breaks in order: ${standings.tiebreaks.map(tiebreakLegend).join('; ')}.`, pdf.left, pdf.doc.y, { width: pdf.width });
    pdf.doc.fillColor('black');
  }
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – standings round ${round}` };
}
