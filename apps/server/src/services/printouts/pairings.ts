import { formatPoints, isRightToLeft, type Locale, type PairingOrder, type PairingRow, type PairingSide } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import { unpairedName } from './printed-words.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import { roundPairings } from '../core/pairings.js';
import type { TournamentData } from '../core/engine-model.js';
import { formatResult, printedTitle, type Printout, roundDetail, titled } from '../core/pdf/common.js';

const byeLabel = (row: PairingRow, locale: Locale) => (row.kind === 'game' ? say(locale, 'no opponent') : unpairedName(row.kind, locale));

/** One player's line of the alphabetical sheet. */
interface Seat {
  me: PairingSide;
  board: number | null;
  colour: string;
  opponent: string;
  result: string;
}

function seatsOf(rows: readonly PairingRow[], locale: Locale): Seat[] {
  const seats: Seat[] = [];
  for (const row of rows) {
    if (row.opponent === null) {
      seats.push({ me: row.player, board: null, colour: '', opponent: byeLabel(row, locale), result: row.player.result ?? '' });
      continue;
    }
    const both: [PairingSide, PairingSide, string][] = [
      [row.player, row.opponent, say(locale, 'White')],
      [row.opponent, row.player, say(locale, 'Black')],
    ];
    for (const [me, other, colour] of both) {
      seats.push({ me, board: row.board, colour, opponent: `${titled(other.name, other.title)} (${other.pairingNumber})`, result: me.result ?? '' });
    }
  }
  return seats.sort((a, b) => a.me.name.localeCompare(b.me.name, locale, { sensitivity: 'base' }) || a.me.pairingNumber - b.me.pairingNumber);
}

/**
 * The pairing sheet of a round: by board (white, points, result, points, black), or alphabetical
 * so each player finds their board, colour and opponent at a glance on the notice board.
 */
export async function pairingSheet(data: TournamentData, round: number, order: PairingOrder, printedAt: Date, locale: Locale): Promise<Printout> {
  const t = data.tournament;
  const pairings = roundPairings(data, round);
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle:
        order === 'board'
          ? say(locale, words('Pairings of round {round} — by board', { round }))
          : say(locale, words('Pairings of round {round} — alphabetical', { round })),
      detail: roundDetail(t, round, locale),
    },
    printedAt,
  });
  if (order === 'board') {
    const games = pairings.rows.filter((r) => r.opponent !== null);
    const unpaired = pairings.rows.filter((r) => r.opponent === null);
    drawTable(pdf, {
      zebra: true,
      rows: games,
      columns: [
        { header: say(locale, 'Bd'), width: 26, align: 'right', value: (r) => String(r.board) },
        { header: say(locale, 'No'), width: 26, align: 'right', value: (r) => String(r.player.pairingNumber) },
        { header: say(locale, 'White'), value: (r) => titled(r.player.name, r.player.title) },
        { header: say(locale, 'Rtg'), width: 34, align: 'right', value: (r) => (r.player.rating > 0 ? String(r.player.rating) : '') },
        { header: say(locale, 'Pts'), width: 28, align: 'right', value: (r) => formatPoints(r.player.points) },
        { header: say(locale, 'Result'), width: 50, align: 'center', value: (r) => formatResult(r.result, isRightToLeft(locale)), bold: () => true },
        { header: say(locale, 'Pts'), width: 28, align: 'right', value: (r) => formatPoints(r.opponent?.points ?? 0) },
        { header: say(locale, 'Black'), value: (r) => (r.opponent ? titled(r.opponent.name, r.opponent.title) : '') },
        { header: say(locale, 'Rtg'), width: 34, align: 'right', value: (r) => (r.opponent && r.opponent.rating > 0 ? String(r.opponent.rating) : '') },
        { header: say(locale, 'No'), width: 26, align: 'right', value: (r) => String(r.opponent?.pairingNumber ?? '') },
      ],
    });
    if (unpaired.length > 0) {
      pdf.sectionTitle(say(locale, 'Not playing this round'));
      drawTable(pdf, {
        rows: unpaired,
        columns: [
          { header: say(locale, 'No'), width: 26, align: 'right', value: (r) => String(r.player.pairingNumber) },
          { header: say(locale, 'Player'), value: (r) => titled(r.player.name, r.player.title) },
          { header: say(locale, 'Pts'), width: 28, align: 'right', value: (r) => formatPoints(r.player.points) },
          { header: say(locale, 'Why'), width: 110, value: (r) => byeLabel(r, locale) },
          { header: say(locale, 'Scores'), width: 50, align: 'center', value: (r) => r.player.result ?? '' },
        ],
      });
    }
  } else {
    drawTable(pdf, {
      zebra: true,
      rows: seatsOf(pairings.rows, locale),
      columns: [
        { header: say(locale, 'Name'), value: (s) => titled(s.me.name, s.me.title) },
        { header: say(locale, 'No'), width: 26, align: 'right', value: (s) => String(s.me.pairingNumber) },
        { header: say(locale, 'Pts'), width: 28, align: 'right', value: (s) => formatPoints(s.me.points) },
        { header: say(locale, 'Board'), width: 36, align: 'right', value: (s) => (s.board === null ? '' : String(s.board)), bold: () => true },
        { header: say(locale, 'Colour'), width: 42, value: (s) => s.colour },
        { header: say(locale, 'Opponent'), value: (s) => s.opponent },
        { header: say(locale, 'Scores'), width: 40, align: 'center', value: (s) => s.result },
      ],
    });
  }
  if (pairings.unpaired.length > 0) {
    pdf.sectionTitle(say(locale, 'Not paired'));
    pdf.paragraph(pairings.unpaired.map((p) => `${p.name} (${p.pairingNumber})`).join(', '));
  }
  return {
    pdf: await pdf.toBuffer(),
    fileName:
      order === 'name'
        ? say(locale, words('{tournament} – pairings round {round} (alphabetical)', { tournament: t.name, round }))
        : say(locale, words('{tournament} – pairings round {round}', { tournament: t.name, round })),
  };
}
