import type { Locale } from '@kingside/contract';
import type { BoardPlayer, MatchTeam, PairedMatch, RoundMatches } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
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
/** The narrowest the board and colour columns are; a language whose words are longer widens them. */
const BOARD_WIDTH = 34;
const COLOUR_WIDTH = 40;

/** Two sheets to an A4 page while the matches are short enough, else one. */
export const sheetsPerPage = (boards: number) => ((HEAD + FOOT + boards * BOARD_ROW) * 2 <= 770 ? 2 : 1);

const teamName = (team: MatchTeam) => `${team.name} (${team.pairingNumber})`;
const colourName = (c: 'w' | 'b', locale: Locale) => (c === 'w' ? say(locale, 'White') : say(locale, 'Black'));

/** Before the lineups are published the boards are known by their colours alone: the captains write the names. */
function blankSeats(boards: number, colours: BoardColours): TeamSeat[] {
  return Array.from({ length: boards }, (_, i) => ({ board: i + 1, left: null, right: null, leftColour: colours[i] ?? 'w', result: '' }));
}

function box(pdf: PrintDocument, x: number, y: number, bold = false): void {
  pdf.doc
    .rect(pdf.pageX(x, BOX.width), y, BOX.width, BOX.height)
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
  const { doc, locale } = pdf;
  const left = pdf.left + 8;
  const width = pdf.width - 16;
  let y = top + 10;
  pdf.write(t.name, left, y, { font: 'bold', size: 11, width: width - 170, maxLines: 1 });
  pdf.write(say(locale, words('Round {round} · Table {table}', { round, table: match.table })), left + width - 165, y, {
    font: 'bold',
    size: 11,
    width: 165,
    align: 'right',
  });
  y += 16;
  const when = roundDate(t, round, locale);
  if (when) {
    doc.fillColor(GREY);
    pdf.write(when, left, y, { font: 'regular', size: 8, width });
    doc.fillColor('black');
  }
  y += 12;

  // The columns: board, the left team's player and colour, both score boxes, the right team's colour and player.
  const head = { board: say(locale, 'Board'), colour: say(locale, 'Colour'), player: say(locale, 'Player'), score: say(locale, 'Score') };
  const small = { font: 'regular', size: 8 } as const;
  const colours = [colourName('w', locale), colourName('b', locale)];
  const boardWidth = Math.max(BOARD_WIDTH, pdf.textWidth(head.board, small) + 6);
  const colourWidth = Math.max(COLOUR_WIDTH, pdf.textWidth(head.colour, small) + 6, ...colours.map((c) => pdf.textWidth(c, { font: 'regular', size: 10 }) + 6));
  const boardX = left;
  const boxesWidth = 2 * BOX.width + 10;
  const nameWidth = (width - boardWidth - 2 * colourWidth - boxesWidth - 16) / 2;
  const leftColourX = boardX + boardWidth;
  const leftNameX = leftColourX + colourWidth;
  const boxesX = leftNameX + nameWidth + 8;
  const rightColourX = boxesX + boxesWidth + 8;
  const rightNameX = rightColourX + colourWidth;
  const teamBox = { font: 'bold', size: 12, width: nameWidth, maxLines: 2 } as const;
  for (const [team, x] of [
    [match.white, leftNameX],
    [match.black, rightNameX],
  ] as const) {
    pdf.write(teamName(team), x, y, teamBox);
  }
  // A name on two lines pushes the column heads down, into the room HEAD keeps.
  y += Math.max(30, ...[match.white, match.black].map((team) => pdf.textHeight(teamName(team), teamBox) + 2));
  doc.fillColor(GREY);
  pdf.write(head.board, boardX, y, { ...small, width: boardWidth - 4, maxLines: 1 });
  for (const [colourX, nameX] of [
    [leftColourX, leftNameX],
    [rightColourX, rightNameX],
  ]) {
    pdf.write(head.colour, colourX, y, { ...small, width: colourWidth, maxLines: 1 });
    pdf.write(head.player, nameX, y, { ...small, width: nameWidth, maxLines: 1 });
  }
  // A word a little wider than its box may stand over the gap beside it.
  for (const boxX of [boxesX, boxesX + BOX.width + 10]) pdf.write(head.score, boxX - 4, y, { ...small, width: BOX.width + 8, align: 'center', maxLines: 1 });
  doc.fillColor('black');
  y += 12;

  const seatText = (p: BoardPlayer | null, x: number, rowY: number) => {
    if (p !== null) {
      pdf.write(`${playerLabel(p)}${p.rating > 0 ? `  ${p.rating}` : ''}`, x, rowY + 3, { font: 'regular', size: 10, width: nameWidth, maxLines: 1 });
    } else if (published) {
      doc.fillColor(GREY);
      pdf.write(say(locale, 'board left empty: forfeit'), x, rowY + 4, { font: 'regular', size: 9, width: nameWidth, maxLines: 1 });
      doc.fillColor('black');
    } else {
      const lineX = pdf.pageX(x, nameWidth);
      doc
        .moveTo(lineX, rowY + BOX.height)
        .lineTo(lineX + nameWidth, rowY + BOX.height)
        .lineWidth(0.5)
        .strokeColor('#888888')
        .stroke();
    }
  };
  for (const seat of seats) {
    pdf.write(String(seat.board), boardX, y + 3, { font: 'bold', size: 10, width: BOARD_WIDTH - 10, align: 'right' });
    pdf.write(colourName(seat.leftColour, locale), leftColourX, y + 3, { font: 'regular', size: 10, width: colourWidth });
    pdf.write(colourName(seat.leftColour === 'w' ? 'b' : 'w', locale), rightColourX, y + 3, { font: 'regular', size: 10, width: colourWidth });
    seatText(seat.left, leftNameX, y);
    seatText(seat.right, rightNameX, y);
    box(pdf, boxesX, y);
    box(pdf, boxesX + BOX.width + 10, y);
    y += BOARD_ROW;
  }

  y += 4;
  pdf.write(say(locale, 'Match total'), leftColourX, y + 3, { font: 'bold', size: 10, width: boxesX - 8 - leftColourX, align: 'right', maxLines: 1 });
  box(pdf, boxesX, y, true);
  box(pdf, boxesX + BOX.width + 10, y, true);
  doc.fillColor(GREY);
  pdf.write(say(locale, "Each player's score: 1, ½ or 0."), rightColourX, y + 4, { ...small, width: width - (rightColourX - left), maxLines: 2 });
  doc.fillColor('black');
  y += 52;

  const third = width / 3;
  const labels = [
    say(locale, words('Captain of {team}', { team: match.white.name })),
    say(locale, words('Captain of {team}', { team: match.black.name })),
    say(locale, 'Arbiter'),
  ];
  labels.forEach((label, i) => {
    const start = pdf.pageX(left + i * third, third - 14);
    doc
      .moveTo(start, y)
      .lineTo(start + third - 14, y)
      .lineWidth(0.6)
      .strokeColor('#444444')
      .stroke();
    doc.fillColor(GREY);
    pdf.write(label, left + i * third, y + 3, { font: 'regular', size: 8, width: third - 14, maxLines: 2 });
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
      subtitle: say(
        locale,
        words('Match result sheets of round {round} — {count, plural, one {# match} other {# matches}}', { round: round.round, count: played.length }),
      ),
      detail: roundDetail(t, round.round, locale),
    },
    printedAt,
  });
  if (played.length === 0) pdf.paragraph(say(locale, words('Round {round} has no match to play: every match is a bye or forfeited.', { round: round.round })));
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
  return {
    pdf: await pdf.toBuffer(),
    fileName: say(locale, words('{tournament} – match result sheets round {round}', { tournament: t.name, round: round.round })),
  };
}
