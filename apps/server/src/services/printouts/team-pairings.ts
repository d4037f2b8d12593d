import type { Locale } from '@kingside/contract';
import { formatPoints, printedResult, type BoardPlayer, type MatchTeam, type PairedMatch, type RoundMatches, type TeamPoints } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import { printedTitle, type Printout, roundDetail } from '../core/pdf/common.js';
import { forfeitScore, leftSeats, playerLabel, type BoardColours, type TeamSeat } from './team-boards.js';

/** A line of the sheet: a match (its teams and score), or one of its boards under it. */
type Line = { match: PairedMatch } | { match: PairedMatch; seat: TeamSeat };

const points = (p: TeamPoints) => `${formatPoints(p.matchPoints)} MP, ${formatPoints(p.gamePoints)} GP`;
const teamLabel = (team: MatchTeam) => `${team.name} (${team.pairingNumber}) · ${points(team.before)}`;

function matchScore(m: PairedMatch): string {
  if (m.forfeit !== null) return forfeitScore(m.forfeit);
  if (m.result === null || m.result.black === null) return '';
  return `${formatPoints(m.result.white.gamePoints)} – ${formatPoints(m.result.black.gamePoints)}`;
}

function opponentLabel(m: PairedMatch): string {
  if (m.black !== null) return teamLabel(m.black);
  return m.result === null ? 'Pairing-allocated bye' : `Pairing-allocated bye: ${points(m.result.white)}`;
}

const player = (p: BoardPlayer | null) => (p === null ? 'board left empty' : playerLabel(p));
const rating = (p: BoardPlayer | null) => (p !== null && p.rating > 0 ? String(p.rating) : '');

/**
 * The team pairings of a round: each match by table (the team with white on board 1 at the left, both teams' scores
 * before the round, the match score once known) and, once the lineups are published, its boards under it, each
 * board with the left team's player, their colour, the result and the right team's player. Before publishing the
 * sheet lists the matches alone: the boards follow the captains' lineups.
 */
export async function teamPairingSheet(t: TournamentRow, round: RoundMatches, colours: BoardColours, printedAt: Date, locale: Locale): Promise<Printout> {
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle: `Team pairings of round ${round.round} — ${round.matches.length} match${round.matches.length === 1 ? '' : 'es'} of ${round.boardsPerMatch} boards`,
      detail: roundDetail(t, round.round, locale),
    },
    printedAt,
  });
  if (!round.lineupsPublished) {
    pdf.paragraph("The boards follow the captains' lineups: they are printed here once the arbiter publishes the round.", 9);
  }
  const lines: Line[] = round.matches.flatMap((match) => [
    { match },
    // The team given the pairing-allocated bye plays no board.
    ...(match.black === null ? [] : leftSeats(match, colours).map((seat) => ({ match, seat }))),
  ]);
  const seatOf = (line: Line) => ('seat' in line ? line.seat : null);
  drawTable(pdf, {
    rows: lines,
    columns: [
      {
        header: 'Table',
        width: 36,
        align: 'right',
        value: (l) => (seatOf(l) ? `${l.match.table}.${seatOf(l)!.board}` : String(l.match.table)),
        bold: (l) => !seatOf(l),
      },
      { header: 'Team with white on board 1', value: (l) => (seatOf(l) ? player(seatOf(l)!.left) : teamLabel(l.match.white)), bold: (l) => !seatOf(l) },
      { header: 'Rtg', width: 34, align: 'right', value: (l) => rating(seatOf(l)?.left ?? null) },
      { header: 'Col', width: 26, align: 'center', value: (l) => seatOf(l)?.leftColour ?? '' },
      { header: 'Result', width: 56, align: 'center', value: (l) => (seatOf(l) ? seatOf(l)!.result : matchScore(l.match)), bold: () => true },
      { header: 'Team with black on board 1', value: (l) => (seatOf(l) ? player(seatOf(l)!.right) : opponentLabel(l.match)), bold: (l) => !seatOf(l) },
      { header: 'Rtg', width: 34, align: 'right', value: (l) => rating(seatOf(l)?.right ?? null) },
    ],
    muted: (l) => seatOf(l) !== null && (seatOf(l)!.left === null || seatOf(l)!.right === null),
  });
  pdf.font('regular', 8);
  pdf.doc
    .fillColor('#333333')
    .text(
      `Results are the left team's score first. Col: the colour of the left team's player (w white, b black). ${printedResult('+/-')}: won by forfeit (a board left empty, or a match forfeited as a whole). MP match points, GP game points before the round.`,
      pdf.left,
      pdf.doc.y,
      { width: pdf.width },
    )
    .fillColor('black');
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – team pairings round ${round.round}` };
}
