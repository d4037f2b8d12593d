import type { Locale } from '@kingside/contract';
import { formatPoints, formatTiebreak, type TeamStandingRow, type TeamStandings, type TeamTiebreakHeader } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import type { TournamentRow } from '../core/access.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable, fittedColumns, type Column } from '../core/pdf/table.js';
import { printedTitle, type Printout, roundDetail } from '../core/pdf/common.js';

/** A place the drawing of lots decided, marked for the legend (the lots themselves are on the standings page). */
const lotNote = (row: TeamStandingRow) => (row.tie?.decidedBy === 'lot' ? ' *' : '');

function standingsSubtitle(round: number, final: boolean, locale: Locale): string {
  if (round === 0) return say(locale, 'Team standings before any result');
  return final
    ? say(locale, words('Final team standings after round {round}', { round }))
    : say(locale, words('Team standings after round {round}', { round }));
}

/** "BH:MP: Buchholz on match points (…)": a tie-break's entry in the legend, its code FIDE's in every language. */
function tiebreakLine({ code, title, explanation }: TeamTiebreakHeader, locale: Locale): string {
  // A code the engine does not describe has no explanation: its code alone says what it is.
  if (say(locale, explanation) === '') return code;
  return say(locale, words('{code}: {title} ({explanation})', { code, title, explanation }));
}

const teamName = (row: TeamStandingRow, locale: Locale) => (row.withdrawn ? say(locale, words('{team} (withdrawn)', { team: row.team.name })) : row.team.name);

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
      subtitle: standingsSubtitle(standings.round, final, locale),
      detail: roundDetail(t, Math.max(standings.round, 1), locale),
    },
    printedAt,
  });
  const byMatch = standings.primary === 'match';
  const columns: Column<TeamStandingRow>[] = [
    { header: say(locale, 'Rk'), width: 26, align: 'right', value: (r) => String(r.rank) },
    { header: say(locale, 'No'), width: 26, align: 'right', value: (r) => String(r.team.pairingNumber) },
    { header: say(locale, 'Team'), value: (r) => `${teamName(r, locale)}${lotNote(r)}` },
    { header: say(locale, 'Matches'), width: 46, align: 'right', value: (r) => String(r.matchesPlayed) },
    {
      header: say(locale, 'MP'),
      width: 34,
      align: 'right',
      value: (r) => formatPoints(r.matchPoints),
      bold: () => byMatch,
    },
    {
      header: say(locale, 'GP'),
      width: 34,
      align: 'right',
      value: (r) => formatPoints(r.gamePoints),
      bold: () => !byMatch,
    },
    ...standings.tiebreaks.map((tb, index): Column<TeamStandingRow> => ({
      header: tb.code,
      width: 48,
      align: 'right',
      value: (r) => (r.tiebreaks[index] === undefined ? '' : formatTiebreak(r.tiebreaks[index])),
    })),
  ];
  drawTable(pdf, { columns: fittedColumns(pdf, columns), rows: standings.rows, zebra: true, muted: (r) => r.withdrawn });
  const legend = [
    byMatch
      ? say(locale, 'Ranked by match points (MP), then game points (GP). Matches: played over the board.')
      : say(locale, 'Ranked by game points (GP), then match points (MP). Matches: played over the board.'),
    ...standings.tiebreaks.map((tb) => tiebreakLine(tb, locale)),
  ];
  if (standings.rows.some((r) => r.tie?.decidedBy === 'lot')) legend.push(say(locale, '*: still tied after every tie-break, ordered by the drawing of lots.'));
  pdf.doc.fillColor('#333333');
  for (const line of legend) pdf.flow(line, { font: 'regular', size: 8, width: pdf.width });
  pdf.doc.fillColor('black');
  return {
    pdf: await pdf.toBuffer(),
    fileName: say(locale, words('{tournament} – team standings round {round}', { tournament: t.name, round: standings.round })),
  };
}
