import { crosstableCells, formatPoints, formatTiebreak, type Locale, type PlayersRanking, type RankingRow } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import { crosstableKey } from './printed-words.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable, type Column } from '../core/pdf/table.js';
import { roundPairings } from '../core/pairings.js';
import type { TournamentData } from '../core/engine-model.js';
import { printedTitle, type Printout, roundDetail, titled } from '../core/pdf/common.js';

/**
 * Each player's cells, round 1 first, naming the opponent by starting number (the No column), as
 * the web crosstable does: a number a player keeps from round to round, where a place moves.
 */
function printedCells(data: TournamentData, standings: PlayersRanking): Map<string, string[]> {
  // The rounds the points count: a round still being played is not on the printed wall chart yet.
  const rounds = Array.from({ length: standings.counted }, (_, i) => roundPairings(data, i + 1));
  return crosstableCells(
    standings.rows.map((r) => r.uuid),
    rounds,
    (opponent) => opponent.pairingNumber,
  );
}

const PORTRAIT_WIDTH = 523;
const LANDSCAPE_WIDTH = 770;
const NAME_MIN = 120;

/**
 * The crosstable after a round in rank order, as arbiters pin it up: each round's cell names the
 * opponent by starting number (No). Wide events turn the page to landscape.
 */
export async function crosstableSheet(data: TournamentData, standings: PlayersRanking, printedAt: Date, locale: Locale): Promise<Printout> {
  const t = data.tournament;
  const round = standings.counted;
  const cells = printedCells(data, standings);
  const fixed = 24 + 24 + 34 + 30 + standings.tiebreaks.length * 40;
  const wanted = 34 * round;
  const landscape = fixed + NAME_MIN + wanted > PORTRAIT_WIDTH;
  const roundWidth = Math.max(22, Math.min(34, ((landscape ? LANDSCAPE_WIDTH : PORTRAIT_WIDTH) - fixed - NAME_MIN) / Math.max(1, round)));
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle: say(locale, words('Crosstable after round {round}', { round })),
      detail: roundDetail(t, round, locale),
    },
    layout: landscape ? 'landscape' : 'portrait',
    printedAt,
  });
  const columns: Column<RankingRow>[] = [
    { header: say(locale, 'Rk'), width: 24, align: 'right', value: (r) => String(r.rank) },
    { header: say(locale, 'No'), width: 24, align: 'right', value: (r) => String(r.pairingNumber), bold: () => true },
    { header: say(locale, 'Name'), value: (r) => `${titled(r.name, r.title)}${r.federation ? ` (${r.federation})` : ''}` },
    { header: say(locale, 'Rtg'), width: 34, align: 'right', value: (r) => (r.rating > 0 ? String(r.rating) : '') },
    ...Array.from({ length: round }, (_, i): Column<RankingRow> => ({
      header: say(locale, words('R{round}', { round: i + 1 })),
      width: roundWidth,
      align: 'center',
      value: (r) => cells.get(r.uuid)?.[i] ?? '',
    })),
    { header: say(locale, 'Pts'), width: 30, align: 'right', value: (r) => formatPoints(r.points), bold: () => true },
    ...standings.tiebreaks.map((code, index): Column<RankingRow> => ({
      header: code,
      width: 40,
      align: 'right',
      value: (r) => (r.tiebreaks[index] ? formatTiebreak(r.tiebreaks[index].value) : ''),
    })),
  ];
  drawTable(pdf, { columns, rows: standings.rows, zebra: true, fontSize: roundWidth < 30 ? 7.5 : 8.5, muted: (r) => r.isWithDrawn });
  pdf.note(say(locale, words("Each round: opponent's starting number (No), colour and score. {key}", { key: crosstableKey(locale) })));
  return { pdf: await pdf.toBuffer(), fileName: say(locale, words('{tournament} – crosstable round {round}', { tournament: t.name, round })) };
}
