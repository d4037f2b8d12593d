import type { Locale } from '@kingside/contract';
import { formatPoints, type BoardStandingRow, type BoardStandingsList } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import type { TournamentRow } from '../core/access.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable, fittedColumns } from '../core/pdf/table.js';
import { printedTitle, type Printout, roundDetail, titled } from '../core/pdf/common.js';

function subtitle({ round, minGames }: BoardStandingsList, locale: Locale): string {
  if (minGames === 0) return say(locale, words('Board standings after round {round}', { round }));
  return say(
    locale,
    words('Board standings after round {round} — at least {count, plural, one {# game} other {# games}} played on the board', { round, count: minGames }),
  );
}

function nobodyYet(board: number, minGames: number, locale: Locale): string {
  if (minGames === 0) return say(locale, words('Nobody has played on board {board} yet.', { board }));
  return say(locale, words('Nobody has played {count, plural, one {# game} other {# games}} on board {board} yet.', { board, count: minGames }));
}

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
      subtitle: subtitle(list, locale),
      detail: roundDetail(t, Math.max(list.round, 1), locale),
    },
    printedAt,
  });
  for (const { board, rows } of list.boards) {
    pdf.sectionTitle(say(locale, words('Board {board}', { board })));
    if (rows.length === 0) {
      pdf.paragraph(nobodyYet(board, list.minGames, locale), 9);
      continue;
    }
    drawTable<BoardStandingRow>(pdf, {
      zebra: true,
      rows,
      columns: fittedColumns(pdf, [
        { header: say(locale, 'Pl'), width: 24, align: 'right', value: (r) => String(r.place) },
        { header: say(locale, 'Player'), value: (r) => `${titled(r.player.name, r.player.title)} (${r.player.pairingNumber})` },
        {
          header: say(locale, 'Rtg'),
          width: 34,
          align: 'right',
          value: (r) => (r.player.rating > 0 ? String(r.player.rating) : ''),
        },
        { header: say(locale, 'Team'), value: (r) => r.team.name },
        { header: say(locale, 'Pts'), width: 30, align: 'right', value: (r) => formatPoints(r.points), bold: () => true },
        { header: say(locale, 'Games'), width: 38, align: 'right', value: (r) => String(r.games) },
        { header: say(locale, 'Played'), width: 38, align: 'right', value: (r) => String(r.played) },
        { header: '%', width: 34, align: 'right', value: (r) => r.percentage.toFixed(1) },
        {
          header: say(locale, 'Perf'),
          width: 36,
          align: 'right',
          value: (r) => (r.performance === null ? '' : String(r.performance)),
          bold: () => true,
        },
      ]),
    });
  }
  pdf.note(
    say(
      locale,
      'Games: rounds at the board, forfeits included; Played: games played over the board. Perf: performance rating over the games played against rated opponents (FIDE B.02 8.1.1). Ranked by Perf, then %.',
    ),
  );
  return {
    pdf: await pdf.toBuffer(),
    fileName: say(locale, words('{tournament} – board standings round {round}', { tournament: t.name, round: list.round })),
  };
}
