import type { Locale } from '@kingside/contract';
import type { BoardPlayer, MatchTeam, PairedMatch, RoundMatches } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import { GREY, PrintDocument } from '../core/pdf/document.js';
import { printedTitle, type Printout, roundDate, roundDetail } from '../core/pdf/common.js';
import { cutLine } from './result-slips.js';
import { leftSeats, playerLabel, type BoardColours, type TeamSeat } from './team-boards.js';

/** Room a sheet takes above its boards (title, date, teams, column heads) and below them (total, signatures). */
const HEAD = 92;
const FOOT = 96;
const BOARD_ROW = 24;
const BOX = { width: 34, height: 16 };
const COLOUR_WIDTH = 40;

/** Two sheets to an A4 page while the matches are short enough, else one. */
export const sheetsPerPage = (boards: number) => ((HEAD + FOOT + boards * BOARD_ROW) * 2 <= 770 ? 2 : 1);

const teamName = (team: MatchTeam) => `${team.name} (${team.pairingNumber})`;
const colourName = (c: 'w' | 'b') => (c === 'w' ? 'White' : 'Black');

/** Before the lineups are published the boards are known by their colours alone: the captains write the names. */
function blankSeats(boards: number, colours: BoardColours): TeamSeat[] {
  return Array.from({ length: boards }, (_, i) => ({ board: i + 1, left: null, right: null, leftColour: colours[i] ?? 'w', result: '' }));
}

function box(pdf: PrintDocument, x: number, y: number, bold = false): void {
  pdf.doc
    .rect(x, y, BOX.width, BOX.height)
    .lineWidth(bold ? 1.4 : 0.8)
    .strokeColor('black')
    .stroke();
}

function drawSheet(
  pdf: PrintDocument,
  t: TournamentRow,
  round: number,
  match: PairedMatch & { black: MatchTeam },
  seats: TeamSeat[],
  published: boolean,
  top: number,
) {
  const { doc } = pdf;
  const left = pdf.left + 8;
  const width = pdf.width - 16;
  let y = top + 10;
  pdf.write(t.name, left, y, { font: 'bold', size: 11, width: width - 170, maxLines: 1 });
  pdf.font('bold', 11);
  doc.text(`Round ${round} · Table ${match.table}`, left + width - 165, y, { width: 165, align: 'right' });
  y += 16;
  const when = roundDate(t, round, pdf.locale);
  if (when) {
    pdf.font('regular', 8);
    doc.fillColor(GREY).text(when, left, y, { width }).fillColor('black');
  }
  y += 12;

  // The columns: board, the left team's player and colour, both score boxes, the right team's colour and player.
  const boardX = left;
  const boxesWidth = 2 * BOX.width + 10;
  const nameWidth = (width - 34 - 2 * COLOUR_WIDTH - boxesWidth - 16) / 2;
  const leftColourX = boardX + 34;
  const leftNameX = leftColourX + COLOUR_WIDTH;
  const boxesX = leftNameX + nameWidth + 8;
  const rightColourX = boxesX + boxesWidth + 8;
  const rightNameX = rightColourX + COLOUR_WIDTH;
  for (const [team, x] of [
    [match.white, leftNameX],
    [match.black, rightNameX],
  ] as const) {
    pdf.write(teamName(team), x, y, { font: 'bold', size: 12, width: nameWidth, maxLines: 2 });
  }
  y += 30;
  pdf.font('regular', 8);
  doc.fillColor(GREY);
  doc.text('Board', boardX, y, { width: 30 });
  doc.text('Colour', leftColourX, y, { width: COLOUR_WIDTH });
  doc.text('Player', leftNameX, y, { width: nameWidth });
  doc.text('Score', boxesX, y, { width: BOX.width, align: 'center' });
  doc.text('Score', boxesX + BOX.width + 10, y, { width: BOX.width, align: 'center' });
  doc.text('Colour', rightColourX, y, { width: COLOUR_WIDTH });
  doc.text('Player', rightNameX, y, { width: nameWidth });
  doc.fillColor('black');
  y += 12;

  const seatText = (p: BoardPlayer | null, x: number, rowY: number) => {
    if (p !== null) {
      pdf.write(`${playerLabel(p)}${p.rating > 0 ? `  ${p.rating}` : ''}`, x, rowY + 3, { font: 'regular', size: 10, width: nameWidth, maxLines: 1 });
    } else if (published) {
      pdf.font('regular', 9);
      doc
        .fillColor(GREY)
        .text('board left empty: forfeit', x, rowY + 4, { width: nameWidth })
        .fillColor('black');
    } else {
      doc
        .moveTo(x, rowY + BOX.height)
        .lineTo(x + nameWidth, rowY + BOX.height)
        .lineWidth(0.5)
        .strokeColor('#888888')
        .stroke();
    }
  };
  for (const seat of seats) {
    pdf.font('bold', 10);
    doc.text(String(seat.board), boardX, y + 3, { width: 24, align: 'right' });
    pdf.font('regular', 10);
    doc.text(colourName(seat.leftColour), leftColourX, y + 3, { width: COLOUR_WIDTH });
    doc.text(colourName(seat.leftColour === 'w' ? 'b' : 'w'), rightColourX, y + 3, { width: COLOUR_WIDTH });
    seatText(seat.left, leftNameX, y);
    seatText(seat.right, rightNameX, y);
    box(pdf, boxesX, y);
    box(pdf, boxesX + BOX.width + 10, y);
    y += BOARD_ROW;
  }

  y += 4;
  pdf.font('bold', 10);
  doc.text('Match total', boxesX - 90, y + 3, { width: 82, align: 'right' });
  box(pdf, boxesX, y, true);
  box(pdf, boxesX + BOX.width + 10, y, true);
  pdf.font('regular', 8);
  doc
    .fillColor(GREY)
    .text("Each player's score: 1, ½ or 0.", rightColourX, y + 4, { width: width - (rightColourX - left) })
    .fillColor('black');
  y += 52;

  const third = width / 3;
  const labels = [`Captain of ${match.white.name}`, `Captain of ${match.black.name}`, 'Arbiter'];
  labels.forEach((label, i) => {
    const start = left + i * third;
    doc
      .moveTo(start, y)
      .lineTo(start + third - 14, y)
      .lineWidth(0.6)
      .strokeColor('#444444')
      .stroke();
    doc.fillColor(GREY);
    pdf.write(label, start, y + 3, { font: 'regular', size: 8, width: third - 14, maxLines: 2 });
    doc.fillColor('black');
  });
}

/**
 * The match result sheets of a round, the team version of the result slips: one sheet per match to fill in at
 * the hall (the event, round and table, both teams, each board's players and colours with a score box for each,
 * the match total, and lines for both captains' and the arbiter's signatures). Before the lineups are published
 * the boards carry their colours and a line for the name. A team with the pairing-allocated bye, and a match
 * forfeited as a whole, play nothing: they get no sheet.
 */
export async function teamMatchSheets(t: TournamentRow, round: RoundMatches, colours: BoardColours, printedAt: Date, locale: Locale): Promise<Printout> {
  const played = round.matches.filter((m): m is PairedMatch & { black: MatchTeam } => m.black !== null && m.forfeit === null);
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle: `Match result sheets of round ${round.round} — ${played.length} match${played.length === 1 ? '' : 'es'}`,
      detail: roundDetail(t, round.round, locale),
    },
    printedAt,
  });
  if (played.length === 0) pdf.paragraph(`Round ${round.round} has no match to play: every match is a bye or forfeited.`);
  const perPage = sheetsPerPage(round.boardsPerMatch);
  played.forEach((match, index) => {
    const slot = index % perPage;
    if (index > 0 && slot === 0) pdf.doc.addPage();
    const height = (pdf.contentBottom - pdf.contentTop) / perPage;
    const top = pdf.contentTop + slot * height;
    if (slot > 0) cutLine(pdf, top);
    const seats = round.lineupsPublished ? leftSeats(match, colours) : blankSeats(round.boardsPerMatch, colours);
    drawSheet(pdf, t, round.round, match, seats, round.lineupsPublished, top);
  });
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – match result sheets round ${round.round}` };
}
