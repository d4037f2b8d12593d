import type { Locale } from '@kingside/contract';
import { formatPoints, printedResult, type BoardPlayer, type MatchTeam, type PairedMatch, type RoundMatches, type TeamPoints } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import type { TournamentRow } from '../core/access.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable, fittedColumns } from '../core/pdf/table.js';
import { printedTitle, type Printout, roundDetail, sidedScore } from '../core/pdf/common.js';
import { forfeitScore, leftSeats, playerLabel, type BoardColours, type TeamSeat } from './team-boards.js';

/** A line of the sheet: a match (its teams and score), or one of its boards under it. */
type Line = { match: PairedMatch } | { match: PairedMatch; seat: TeamSeat };

const points = (p: TeamPoints, locale: Locale) =>
  say(locale, words('{matchPoints} MP, {gamePoints} GP', { matchPoints: formatPoints(p.matchPoints), gamePoints: formatPoints(p.gamePoints) }));
const teamLabel = (team: MatchTeam, locale: Locale) => `${team.name} (${team.pairingNumber}) · ${points(team.before, locale)}`;

function matchScore(m: PairedMatch): string {
  if (m.forfeit !== null) return forfeitScore(m.forfeit);
  if (m.result === null || m.result.black === null) return '';
  return `${formatPoints(m.result.white.gamePoints)} – ${formatPoints(m.result.black.gamePoints)}`;
}

function opponentLabel(m: PairedMatch, locale: Locale): string {
  if (m.black !== null) return teamLabel(m.black, locale);
  return m.result === null
    ? say(locale, 'Pairing-allocated bye')
    : say(locale, words('Pairing-allocated bye: {points}', { points: points(m.result.white, locale) }));
}

const player = (p: BoardPlayer | null, locale: Locale) => (p === null ? say(locale, 'board left empty') : playerLabel(p));
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
      subtitle: say(
        locale,
        words('Team pairings of round {round} — {count, plural, one {# match} other {# matches}} of {boards, plural, one {# board} other {# boards}}', {
          round: round.round,
          count: round.matches.length,
          boards: round.boardsPerMatch,
        }),
      ),
      detail: roundDetail(t, round.round, locale),
    },
    printedAt,
  });
  if (!round.lineupsPublished) {
    pdf.paragraph(say(locale, "The boards follow the captains' lineups: they are printed here once the arbiter publishes the round."), 9);
  }
  const lines: Line[] = round.matches.flatMap((match) => [
    { match },
    // The team given the pairing-allocated bye plays no board.
    ...(match.black === null ? [] : leftSeats(match, colours).map((seat) => ({ match, seat }))),
  ]);
  const seatOf = (line: Line) => ('seat' in line ? line.seat : null);
  drawTable(pdf, {
    rows: lines,
    columns: fittedColumns<Line>(pdf, [
      {
        header: say(locale, 'Table'),
        width: 36,
        align: 'right',
        value: (l) => (seatOf(l) ? `${l.match.table}.${seatOf(l)!.board}` : String(l.match.table)),
        bold: (l) => !seatOf(l),
      },
      {
        header: say(locale, 'Team with white on board 1'),
        value: (l) => (seatOf(l) ? player(seatOf(l)!.left, locale) : teamLabel(l.match.white, locale)),
        bold: (l) => !seatOf(l),
      },
      { header: say(locale, 'Rtg'), width: 34, align: 'right', value: (l) => rating(seatOf(l)?.left ?? null) },
      { header: say(locale, 'Col'), width: 26, align: 'center', value: (l) => seatOf(l)?.leftColour ?? '' },
      {
        header: say(locale, 'Result'),
        width: 56,
        align: 'center',
        // The left team's score stands on its side: on the right where the sheet reads from the right.
        value: (l) => sidedScore(seatOf(l) ? seatOf(l)!.result : matchScore(l.match), pdf.rightToLeft),
        bold: () => true,
      },
      {
        header: say(locale, 'Team with black on board 1'),
        value: (l) => (seatOf(l) ? player(seatOf(l)!.right, locale) : opponentLabel(l.match, locale)),
        bold: (l) => !seatOf(l),
      },
      { header: say(locale, 'Rtg'), width: 34, align: 'right', value: (l) => rating(seatOf(l)?.right ?? null) },
    ]),
    muted: (l) => seatOf(l) !== null && (seatOf(l)!.left === null || seatOf(l)!.right === null),
  });
  pdf.note(
    say(
      locale,
      words(
        "Results are the left team's score first. Col: the colour of the left team's player (w white, b black). {forfeit}: won by forfeit (a board left empty, or a match forfeited as a whole). MP match points, GP game points before the round.",
        // Not sided: a sentence read from the right lays the marks out from the right itself, as the cells stand.
        { forfeit: printedResult('+/-') },
      ),
    ),
  );
  return {
    pdf: await pdf.toBuffer(),
    fileName: say(locale, words('{tournament} – team pairings round {round}', { tournament: t.name, round: round.round })),
  };
}
