import { formatPoints, formatTiebreak, type Locale, type PlayersRanking, type RankingRow } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import { tiebreakLegend } from './printed-words.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable, type Column } from '../core/pdf/table.js';
import type { TournamentRow } from '../core/access.js';
import { printedTitle, type Printout, roundDetail, titled } from '../core/pdf/common.js';

/** The rounds the figures count: while a round's results are coming in, the standings stop before it. */
function standingsSubtitle({ counted, live }: PlayersRanking, final: boolean, locale: Locale): string {
  if (live !== null) return say(locale, words('Standings after round {counted} (round {live} in progress, its results not counted)', { counted, live }));
  return final ? say(locale, words('Final standings after round {counted}', { counted })) : say(locale, words('Standings after round {counted}', { counted }));
}

/**
 * Standings after a round, from the same ranking the standings screen shows (points, then the
 * tournament's tie-breaks in its order), so the figures on paper and on screen are the same.
 */
export async function standingsSheet(t: TournamentRow, standings: PlayersRanking, printedAt: Date, locale: Locale): Promise<Printout> {
  const { round } = standings;
  const final = t.finishedAt !== null && round === t.currentRound;
  const pdf = new PrintDocument({
    locale,
    heading: { title: printedTitle(t, locale), subtitle: standingsSubtitle(standings, final, locale), detail: roundDetail(t, round, locale) },
    printedAt,
  });
  const columns: Column<RankingRow>[] = [
    { header: say(locale, 'Rk'), width: 26, align: 'right', value: (r) => String(r.rank) },
    { header: say(locale, 'No'), width: 26, align: 'right', value: (r) => String(r.pairingNumber) },
    {
      header: say(locale, 'Name'),
      value: (r) => (r.isWithDrawn ? say(locale, words('{player} (withdrawn)', { player: titled(r.name, r.title) })) : titled(r.name, r.title)),
    },
    { header: say(locale, 'Fed'), width: 32, value: (r) => r.federation ?? '' },
    { header: say(locale, 'Rtg'), width: 34, align: 'right', value: (r) => (r.rating > 0 ? String(r.rating) : '') },
    { header: say(locale, 'Pts'), width: 30, align: 'right', value: (r) => formatPoints(r.points), bold: () => true },
    ...standings.tiebreaks.map((code, index): Column<RankingRow> => ({
      header: code,
      width: 44,
      align: 'right',
      value: (r) => (r.tiebreaks[index] ? formatTiebreak(r.tiebreaks[index].value) : ''),
    })),
    { header: say(locale, 'Perf'), width: 34, align: 'right', value: (r) => (r.performance === null ? '' : String(r.performance)) },
  ];
  drawTable(pdf, { columns, rows: standings.rows, zebra: true, muted: (r) => r.isWithDrawn });
  if (standings.tiebreaks.length > 0) {
    const legend = standings.tiebreaks.map((code) => tiebreakLegend(code, locale)).join('; ');
    pdf.note(say(locale, words('Tie-breaks in order: {legend}.', { legend })));
  }
  return { pdf: await pdf.toBuffer(), fileName: say(locale, words('{tournament} – standings round {round}', { tournament: t.name, round })) };
}
