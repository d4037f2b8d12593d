import type { Locale } from '@kingside/contract';
import { formatPoints, formatTiebreak, type TeamStandingRow, type TeamStandings } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable, type Column } from '../core/pdf/table.js';
import { printedTitle, type Printout, roundDetail } from '../core/pdf/common.js';

/** A place the drawing of lots decided, marked for the legend (the lots themselves are on the standings page). */
const lotNote = (row: TeamStandingRow) => (row.tie?.decidedBy === 'lot' ? ' *' : '');

/**
 * The team standings after a round, from the same ranking the standings page shows: the primary score, the
 * other, then the tournament's team tie-breaks in its order, their codes in the header and a legend below.
 */
export async function teamStandingsSheet(t: TournamentRow, standings: TeamStandings, printedAt: Date, locale: Locale): Promise<Printout> {
  const final = t.finishedAt !== null && standings.round === t.currentRound;
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle:
        standings.round === 0 ? 'Team standings before any result' : `${final ? 'Final team standings' : 'Team standings'} after round ${standings.round}`,
      detail: roundDetail(t, Math.max(standings.round, 1), locale),
    },
    printedAt,
  });
  const byMatch = standings.primary === 'match';
  const columns: Column<TeamStandingRow>[] = [
    { header: 'Rk', width: 26, align: 'right', value: (r) => String(r.rank) },
    { header: 'No', width: 26, align: 'right', value: (r) => String(r.team.pairingNumber) },
    { header: 'Team', value: (r) => `${r.team.name}${r.withdrawn ? ' (withdrawn)' : ''}${lotNote(r)}` },
    { header: 'Matches', width: 46, align: 'right', value: (r) => String(r.matchesPlayed) },
    { header: 'MP', width: 34, align: 'right', value: (r) => formatPoints(r.matchPoints), bold: () => byMatch },
    { header: 'GP', width: 34, align: 'right', value: (r) => formatPoints(r.gamePoints), bold: () => !byMatch },
    ...standings.tiebreaks.map((tb, index): Column<TeamStandingRow> => ({
      header: tb.code,
      width: 48,
      align: 'right',
      value: (r) => (r.tiebreaks[index] === undefined ? '' : formatTiebreak(r.tiebreaks[index])),
    })),
  ];
  drawTable(pdf, { columns, rows: standings.rows, zebra: true, muted: (r) => r.withdrawn });
  const legend = [
    `Ranked by ${byMatch ? 'match points (MP), then game points (GP)' : 'game points (GP), then match points (MP)'}. Matches: played over the board.`,
    ...standings.tiebreaks.map((tb) => `${tb.code}: ${tb.title}${tb.explanation ? ` (${tb.explanation})` : ''}.`),
  ];
  if (standings.rows.some((r) => r.tie?.decidedBy === 'lot')) legend.push('*: still tied after every tie-break, ordered by the drawing of lots.');
  pdf.doc.fillColor('#333333');
  for (const line of legend) pdf.flow(line, { font: 'regular', size: 8, width: pdf.width });
  pdf.doc.fillColor('black');
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – team standings round ${standings.round}` };
}
