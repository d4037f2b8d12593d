import type { Locale } from '@kingside/contract';
import { printedResult, type PairingRow, type PairingSide } from '@kingside/contract';
import { GREY, PrintDocument } from '../core/pdf/document.js';
import { roundPairings } from '../core/pairings.js';
import type { TournamentData } from '../core/engine-model.js';
import { printedTitle, type Printout, roundDate, roundDetail, titled } from '../core/pdf/common.js';
import { drawQrCode } from './qr-code.js';

export const SLIPS_PER_PAGE = 4;
// Forfeits are the arbiter's to record, not the players' to tick.
const RESULTS = (['1-0', '1/2-1/2', '0-1'] as const).map(printedResult);

/** The QR code's side, and the room it takes at the slip's right with its caption. */
const QR_SIZE = 84;
const QR_ROOM = QR_SIZE + 8;

/** The page a board's players open from the QR code on its slip to confirm the result (web route /tournaments/:id/board/:round/:board). */
export const boardClaimUrl = (origin: string, tournamentId: string, round: number, board: number) =>
  `${origin.replace(/\/+$/, '')}/tournaments/${tournamentId}/board/${round}/${board}`;

const who = (side: PairingSide) => `${titled(side.name, side.title)}  (No ${side.pairingNumber}${side.rating > 0 ? `, ${side.rating}` : ''})`;

function drawSlip(
  pdf: PrintDocument,
  row: PairingRow & { opponent: PairingSide },
  top: number,
  height: number,
  title: string,
  when: string | null,
  claimUrl: string,
): void {
  const { doc } = pdf;
  const left = pdf.left + 8;
  const fullWidth = pdf.width - 16;
  // Everything but the title line leaves the right of the slip to the QR code.
  const width = fullWidth - QR_ROOM;
  let y = top + 10;

  doc.fillColor('black');
  pdf.write(title, left, y, { font: 'bold', size: 10, width: fullWidth - 160, maxLines: 1 });
  pdf.font('bold', 10);
  doc.text(`Round ${row.round} · Board ${row.board}`, left + fullWidth - 150, y, { width: 150, align: 'right' });
  y += 15;
  const qrX = left + fullWidth - QR_SIZE;
  drawQrCode(pdf, claimUrl, qrX, y, QR_SIZE);
  pdf.font('regular', 7);
  doc
    .fillColor(GREY)
    .text('Scan to confirm the result', qrX, y + QR_SIZE, { width: QR_SIZE, align: 'center' })
    .fillColor('black');
  if (when) {
    pdf.font('regular', 8);
    doc.fillColor(GREY).text(when, left, y, { width }).fillColor('black');
  }
  y += 14;

  const half = width / 2;
  for (const [label, side, x] of [
    ['White', row.player, left],
    ['Black', row.opponent, left + half + 4],
  ] as const) {
    pdf.font('regular', 8);
    doc
      .fillColor(GREY)
      .text(label, x, y, { width: half - 8 })
      .fillColor('black');
    pdf.write(who(side), x, y + 10, { font: 'bold', size: 10, width: half - 8, maxLines: 2 });
  }
  y += 40;

  pdf.font('regular', 9);
  doc.text('Result (tick one):', left, y + 1, { width: 90, lineBreak: false });
  let x = left + 95;
  const step = Math.min(80, (width - 95) / RESULTS.length);
  for (const result of RESULTS) {
    doc.rect(x, y, 11, 11).lineWidth(0.8).strokeColor('black').stroke();
    pdf.font('bold', 10);
    doc.text(result, x + 16, y, { width: 50, lineBreak: false });
    x += step;
  }
  y += 22;

  const lineY = Math.min(top + height - 22, y + 24);
  const third = width / 3;
  for (const [label, i] of [
    ["White's signature", 0],
    ["Black's signature", 1],
    ['Arbiter', 2],
  ] as const) {
    const start = left + i * third;
    doc
      .moveTo(start, lineY)
      .lineTo(start + third - 14, lineY)
      .lineWidth(0.6)
      .strokeColor('#444444')
      .stroke();
    pdf.font('regular', 8);
    doc
      .fillColor(GREY)
      .text(label, start, lineY + 3, { width: third - 14 })
      .fillColor('black');
  }
}

/** A dashed line across the page, where the scissors go (between slips, and between match sheets). */
export function cutLine(pdf: PrintDocument, y: number): void {
  const { doc } = pdf;
  doc.save();
  doc
    .moveTo(pdf.left - 20, y)
    .lineTo(pdf.right + 20, y)
    .lineWidth(0.5)
    .dash(4, { space: 3 })
    .strokeColor('#777777')
    .stroke();
  doc.undash().restore();
  pdf.font('regular', 6.5);
  doc
    .fillColor('#777777')
    .text('cut', pdf.right - 14, y - 8, { width: 20, lineBreak: false })
    .fillColor('black');
}

/**
 * One result slip per board of the round, four to an A4 page with cut lines between them: the
 * players by name, number and rating, a box per result, lines for both players' and the
 * arbiter's signatures, and a QR code of the page where the players confirm the result on their
 * phones (the full address under `origin`, where the app is reached). Byes get no slip: nobody plays there.
 */
export async function resultSlips(data: TournamentData, round: number, printedAt: Date, origin: string, locale: Locale): Promise<Printout> {
  const t = data.tournament;
  const pairings = roundPairings(data, round);
  const boards = pairings.rows.filter((r): r is PairingRow & { opponent: PairingSide } => r.kind === 'game' && r.opponent !== null);
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle: `Result slips of round ${round} — ${boards.length} board${boards.length === 1 ? '' : 's'}`,
      detail: roundDetail(t, round, locale),
    },
    printedAt,
  });
  if (boards.length === 0) pdf.paragraph(`Round ${round} has no board to play: every player has a bye or is absent.`);
  const when = roundDate(t, round, locale);
  boards.forEach((row, index) => {
    const slot = index % SLIPS_PER_PAGE;
    if (index > 0 && slot === 0) pdf.doc.addPage();
    const height = (pdf.contentBottom - pdf.contentTop) / SLIPS_PER_PAGE;
    const top = pdf.contentTop + slot * height;
    if (slot > 0) cutLine(pdf, top);
    drawSlip(pdf, row, top, height, t.name, when, boardClaimUrl(origin, t.id, round, row.board));
  });
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – result slips round ${round}` };
}
