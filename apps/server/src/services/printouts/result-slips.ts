import type { Locale } from '@kingside/contract';
import type { PairingRow, PairingSide } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import { GREY, PrintDocument } from '../core/pdf/document.js';
import { roundPairings } from '../core/pairings.js';
import type { TournamentData } from '../core/engine-model.js';
import { formatResult, printedTitle, type Printout, roundDate, roundDetail, titled } from '../core/pdf/common.js';
import { drawQrCode } from './qr-code.js';

export const SLIPS_PER_PAGE = 4;
// Forfeits are the arbiter's to record, not the players' to tick.
const RESULTS = ['1-0', '1/2-1/2', '0-1'] as const;

/** The QR code's side, and the room it takes at the slip's right with its caption. */
const QR_SIZE = 84;
const QR_ROOM = QR_SIZE + 8;

/** The page a board's players open from the QR code on its slip to confirm the result (web route /tournaments/:id/board/:round/:board). */
export const boardClaimUrl = (origin: string, tournamentId: string, round: number, board: number) =>
  `${origin.replace(/\/+$/, '')}/tournaments/${tournamentId}/board/${round}/${board}`;

function who(side: PairingSide, locale: Locale): string {
  const player = titled(side.name, side.title);
  const number = side.pairingNumber;
  return side.rating > 0
    ? say(locale, words('{player} (No {number}, {rating})', { player, number, rating: side.rating }))
    : say(locale, words('{player} (No {number})', { player, number }));
}

function drawSlip(
  pdf: PrintDocument,
  row: PairingRow & { opponent: PairingSide },
  top: number,
  height: number,
  title: string,
  when: string | null,
  claimUrl: string,
): void {
  const { doc, locale } = pdf;
  const left = pdf.left + 8;
  const fullWidth = pdf.width - 16;
  // Everything but the title line leaves the right of the slip to the QR code.
  const width = fullWidth - QR_ROOM;
  let y = top + 10;

  doc.fillColor('black');
  pdf.write(title, left, y, { font: 'bold', size: 10, width: fullWidth - 160, maxLines: 1 });
  pdf.write(say(locale, words('Round {round} · Board {board}', { round: row.round, board: row.board })), left + fullWidth - 150, y, {
    font: 'bold',
    size: 10,
    width: 150,
    align: 'right',
  });
  y += 15;
  const qrX = left + fullWidth - QR_SIZE;
  drawQrCode(pdf, claimUrl, pdf.pageX(qrX, QR_SIZE), y, QR_SIZE);
  doc.fillColor(GREY);
  pdf.write(say(locale, 'Scan to confirm the result'), qrX, y + QR_SIZE, { font: 'regular', size: 7, width: QR_SIZE, align: 'center' });
  if (when) pdf.write(when, left, y, { font: 'regular', size: 8, width });
  doc.fillColor('black');
  y += 14;

  const half = width / 2;
  for (const [label, side, x] of [
    [say(locale, 'White'), row.player, left],
    [say(locale, 'Black'), row.opponent, left + half + 4],
  ] as const) {
    doc.fillColor(GREY);
    pdf.write(label, x, y, { font: 'regular', size: 8, width: half - 8 });
    doc.fillColor('black');
    pdf.write(who(side, locale), x, y + 10, { font: 'bold', size: 10, width: half - 8, maxLines: 2 });
  }
  y += 40;

  const tick = say(locale, 'Result (tick one):');
  const tickWidth = Math.min(width / 2, pdf.textWidth(tick, { font: 'regular', size: 9 }) + 6);
  pdf.write(tick, left, y + 1, { font: 'regular', size: 9, width: tickWidth, maxLines: 1 });
  let x = left + tickWidth;
  const step = Math.min(80, (width - tickWidth) / RESULTS.length);
  for (const result of RESULTS) {
    doc.rect(pdf.pageX(x, 11), y, 11, 11).lineWidth(0.8).strokeColor('black').stroke();
    // White's score stands on White's side of the slip: on the right where the slip reads from the right.
    pdf.write(formatResult(result, pdf.rightToLeft), x + 16, y, { font: 'bold', size: 10, width: step - 16, maxLines: 1 });
    x += step;
  }
  y += 22;

  const lineY = Math.min(top + height - 22, y + 24);
  const third = width / 3;
  [say(locale, "White's signature"), say(locale, "Black's signature"), say(locale, 'Arbiter')].forEach((label, i) => {
    const start = pdf.pageX(left + i * third, third - 14);
    doc
      .moveTo(start, lineY)
      .lineTo(start + third - 14, lineY)
      .lineWidth(0.6)
      .strokeColor('#444444')
      .stroke();
    doc.fillColor(GREY);
    pdf.write(label, left + i * third, lineY + 3, { font: 'regular', size: 8, width: third - 14 });
    doc.fillColor('black');
  });
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
  doc.fillColor('#777777');
  pdf.write(say(pdf.locale, 'cut'), pdf.right - 54, y - 8, { font: 'regular', size: 6.5, width: 60, align: 'right', maxLines: 1 });
  doc.fillColor('black');
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
      subtitle: say(locale, words('Result slips of round {round} — {count, plural, one {# board} other {# boards}}', { round, count: boards.length })),
      detail: roundDetail(t, round, locale),
    },
    printedAt,
  });
  if (boards.length === 0) pdf.paragraph(say(locale, words('Round {round} has no board to play: every player has a bye or is absent.', { round })));
  const when = roundDate(t, round, locale);
  boards.forEach((row, index) => {
    const slot = index % SLIPS_PER_PAGE;
    if (index > 0 && slot === 0) pdf.doc.addPage();
    const height = (pdf.contentBottom - pdf.contentTop) / SLIPS_PER_PAGE;
    const top = pdf.contentTop + slot * height;
    if (slot > 0) cutLine(pdf, top);
    drawSlip(pdf, row, top, height, t.name, when, boardClaimUrl(origin, t.id, round, row.board));
  });
  return { pdf: await pdf.toBuffer(), fileName: say(locale, words('{tournament} – result slips round {round}', { tournament: t.name, round })) };
}
