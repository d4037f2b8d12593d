import { formatPoints, UNPAIRED_LABELS, type PairingOrder, type PairingRow, type PairingSide } from '@kingside/contract';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import { roundPairings } from '../core/pairings.js';
import type { TournamentData } from '../core/engine-model.js';
import { formatResult, printedTitle, type Printout, roundDetail, titled } from '../core/pdf/common.js';

const byeLabel = (row: PairingRow) => (row.kind === 'game' ? 'no opponent' : UNPAIRED_LABELS[row.kind].name);

/** One player's line of the alphabetical sheet. */
interface Seat {
  me: PairingSide;
  board: number | null;
  colour: string;
  opponent: string;
  result: string;
}

function seatsOf(rows: readonly PairingRow[]): Seat[] {
  const seats: Seat[] = [];
  for (const row of rows) {
    if (row.opponent === null) {
      seats.push({ me: row.player, board: null, colour: '', opponent: byeLabel(row), result: row.player.result ?? '' });
      continue;
    }
    const both: [PairingSide, PairingSide, string][] = [
      [row.player, row.opponent, 'White'],
      [row.opponent, row.player, 'Black'],
    ];
    for (const [me, other, colour] of both) {
      seats.push({ me, board: row.board, colour, opponent: `${titled(other.name, other.title)} (${other.pairingNumber})`, result: me.result ?? '' });
    }
  }
  return seats.sort((a, b) => a.me.name.localeCompare(b.me.name, 'en', { sensitivity: 'base' }) || a.me.pairingNumber - b.me.pairingNumber);
}

/**
 * The pairing sheet of a round: by board (white, points, result, points, black), or alphabetical
 * so each player finds their board, colour and opponent at a glance on the notice board.
 */
export async function pairingSheet(data: TournamentData, round: number, order: PairingOrder, printedAt: Date): Promise<Printout> {
  const t = data.tournament;
  const pairings = roundPairings(data, round);
  const pdf = new PrintDocument({
    heading: {
      title: printedTitle(t),
      subtitle: `Pairings of round ${round} — ${order === 'board' ? 'by board' : 'alphabetical'}`,
      detail: roundDetail(t, round),
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
        { header: 'Bd', width: 26, align: 'right', value: (r) => String(r.board) },
        { header: 'No', width: 26, align: 'right', value: (r) => String(r.player.pairingNumber) },
        { header: 'White', value: (r) => titled(r.player.name, r.player.title) },
        { header: 'Rtg', width: 34, align: 'right', value: (r) => (r.player.rating > 0 ? String(r.player.rating) : '') },
        { header: 'Pts', width: 28, align: 'right', value: (r) => formatPoints(r.player.points) },
        { header: 'Result', width: 50, align: 'center', value: (r) => formatResult(r.result), bold: () => true },
        { header: 'Pts', width: 28, align: 'right', value: (r) => formatPoints(r.opponent?.points ?? 0) },
        { header: 'Black', value: (r) => (r.opponent ? titled(r.opponent.name, r.opponent.title) : '') },
        { header: 'Rtg', width: 34, align: 'right', value: (r) => (r.opponent && r.opponent.rating > 0 ? String(r.opponent.rating) : '') },
        { header: 'No', width: 26, align: 'right', value: (r) => String(r.opponent?.pairingNumber ?? '') },
      ],
    });
    if (unpaired.length > 0) {
      pdf.sectionTitle('Not playing this round');
      drawTable(pdf, {
        rows: unpaired,
        columns: [
          { header: 'No', width: 26, align: 'right', value: (r) => String(r.player.pairingNumber) },
          { header: 'Player', value: (r) => titled(r.player.name, r.player.title) },
          { header: 'Pts', width: 28, align: 'right', value: (r) => formatPoints(r.player.points) },
          { header: 'Why', width: 110, value: byeLabel },
          { header: 'Scores', width: 50, align: 'center', value: (r) => r.player.result ?? '' },
        ],
      });
    }
  } else {
    drawTable(pdf, {
      zebra: true,
      rows: seatsOf(pairings.rows),
      columns: [
        { header: 'Name', value: (s) => titled(s.me.name, s.me.title) },
        { header: 'No', width: 26, align: 'right', value: (s) => String(s.me.pairingNumber) },
        { header: 'Pts', width: 28, align: 'right', value: (s) => formatPoints(s.me.points) },
        { header: 'Board', width: 36, align: 'right', value: (s) => (s.board === null ? '' : String(s.board)), bold: () => true },
        { header: 'Colour', width: 42, value: (s) => s.colour },
        { header: 'Opponent', value: (s) => s.opponent },
        { header: 'Scores', width: 40, align: 'center', value: (s) => s.result },
      ],
    });
  }
  if (pairings.unpaired.length > 0) {
    pdf.sectionTitle('Not paired');
    pdf.paragraph(pairings.unpaired.map((p) => `${p.name} (${p.pairingNumber})`).join(', '));
  }
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – pairings round ${round}${order === 'name' ? ' (alphabetical)' : ''}` };
}
