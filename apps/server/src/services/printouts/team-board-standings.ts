import type { Locale } from '@kingside/contract';
import { formatPoints, type BoardStandingRow, type BoardStandingsList } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import { printedTitle, type Printout, roundDetail, titled } from '../core/pdf/common.js';

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

/**
 * The board standings of a team event, for the board prizes: board by board, the players ranked by performance
 * rating, then percentage, with their team, points, games and games played over the board; those below the
 * minimum of games played are left out, as the subtitle says.
 */
export async function boardStandingsSheet(t: TournamentRow, list: BoardStandingsList, printedAt: Date, locale: Locale): Promise<Printout> {
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle: `Board standings after round ${list.round}${list.minGames > 0 ? ` — at least ${games(list.minGames)} played on the board` : ''}`,
      detail: roundDetail(t, Math.max(list.round, 1), locale),
    },
    printedAt,
  });
  for (const { board, rows } of list.boards) {
    pdf.sectionTitle(`Board ${board}`);
    if (rows.length === 0) {
      pdf.paragraph(list.minGames > 0 ? `Nobody has played ${games(list.minGames)} on board ${board} yet.` : `Nobody has played on board ${board} yet.`, 9);
      continue;
    }
    drawTable<BoardStandingRow>(pdf, {
      zebra: true,
      rows,
      columns: [
        { header: 'Pl', width: 24, align: 'right', value: (r) => String(r.place) },
        { header: 'Player', value: (r) => `${titled(r.player.name, r.player.title)} (${r.player.pairingNumber})` },
        { header: 'Rtg', width: 34, align: 'right', value: (r) => (r.player.rating > 0 ? String(r.player.rating) : '') },
        { header: 'Team', value: (r) => r.team.name },
        { header: 'Pts', width: 30, align: 'right', value: (r) => formatPoints(r.points), bold: () => true },
        { header: 'Games', width: 38, align: 'right', value: (r) => String(r.games) },
        { header: 'Played', width: 38, align: 'right', value: (r) => String(r.played) },
        { header: '%', width: 34, align: 'right', value: (r) => r.percentage.toFixed(1) },
        { header: 'Perf', width: 36, align: 'right', value: (r) => (r.performance === null ? '' : String(r.performance)), bold: () => true },
      ],
    });
  }
  pdf.doc.fillColor('#333333');
  pdf.flow(
    'Games: rounds at the board, forfeits included; Played: games played over the board. Perf: performance rating over the games played against rated opponents (FIDE B.02 8.1.1). Ranked by Perf, then %.',
    { font: 'regular', size: 8, width: pdf.width },
  );
  pdf.doc.fillColor('black');
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – board standings round ${list.round}` };
}
