import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  formatPoints,
  RESULT_LABELS,
  type BoardPlayer,
  type CrosstableCell,
  type MatchBoard,
  type PairedMatch,
  type TeamPoints,
  type TeamRef,
} from '@kingside/contract';

/** A team as a narrow screen names it: its short name when it has one. */
export const teamLabel = (team: Pick<TeamRef, 'name' | 'shortName'>) => team.shortName || team.name;

/** A player at a board: title, name and rating ("GM Anna Ek (2510)"). */
export const playerLabel = (player: BoardPlayer) => `${player.title ? `${player.title} ` : ''}${player.name}${player.rating > 0 ? ` (${player.rating})` : ''}`;

/** The match's score in game points, white team first ("2½ – 1½"); null while it has none. */
export function matchScore(match: Pick<PairedMatch, 'result'>): string | null {
  if (!match.result) return null;
  const { white, black } = match.result;
  return black ? `${formatPoints(white.gamePoints)} – ${formatPoints(black.gamePoints)}` : formatPoints(white.gamePoints);
}

/**
 * Which results the standings of `round` count, in words: a match counts once every board has its result, so while
 * the round is played the table holds only its finished matches, and says so rather than "After round N".
 */
export function standingsCaption(round: number, matches: readonly Pick<PairedMatch, 'result'>[] | undefined): string {
  if (round === 0) return t`No match has its result yet`;
  const finished = matches?.filter((m) => m.result !== null).length ?? 0;
  if (!matches || finished === matches.length) return t`After round ${round}`;
  if (finished === 0) return t`Round ${round} is being played: no match has its result yet`;
  const total = matches.length;
  return plural(total, {
    one: `Round ${round} is being played: ${finished} of # match has its result; the others count once all their boards are in`,
    other: `Round ${round} is being played: ${finished} of # matches have their result; the others count once all their boards are in`,
  });
}

/** A score in words: "1 match point", "2½ game points". */
export function pointsText(value: number, score: 'match' | 'game'): string {
  const points = formatPoints(value);
  // Half a point reads in the singular, as one point does ("½ match point").
  const pointsCount = value === 0.5 ? 1 : value;
  return score === 'match'
    ? plural(pointsCount, { one: `${points} match point`, other: `${points} match points` })
    : plural(pointsCount, { one: `${points} game point`, other: `${points} game points` });
}

/** What one match brought a team, in words: "2 game points · 1 match point". */
export function matchPointsText(points: TeamPoints): string {
  const game = pointsText(points.gamePoints, 'game');
  const match = pointsText(points.matchPoints, 'match');
  return t`${game} · ${match}`;
}

/** The pairing-allocated bye in words: what it is worth (the server scores it), or when that shows. */
export function byeText(match: Pick<PairedMatch, 'result'>): string {
  const points = match.result?.white;
  if (!points) return t`Pairing-allocated bye: its points show once the arbiter publishes the lineups.`;
  const matchPoints = pointsText(points.matchPoints, 'match');
  const gamePoints = pointsText(points.gamePoints, 'game');
  return t`Pairing-allocated bye: ${matchPoints} and ${gamePoints}, without playing.`;
}

/** Where a round stands for its matches: the lineups published, the round started. */
export interface RoundProgress {
  lineupsPublished: boolean;
  started: boolean;
}

/** What a match whose score is not known yet says instead. */
export function matchScorePending(match: PairedMatch, round: RoundProgress): string {
  if (match.pairingAllocatedBye) return t`bye`;
  if (!round.lineupsPublished) return t`lineups to come`;
  return round.started ? t`playing` : t`to start`;
}

/** A whole-match forfeit in words, or null. */
export function forfeitText(match: Pick<PairedMatch, 'forfeit' | 'white' | 'black'>): string | null {
  if (match.forfeit === null) return null;
  if (match.forfeit === 'none') return t`Forfeited by both teams`;
  const team = match.forfeit === 'white' ? match.white : match.black;
  if (!team) return null;
  const winner = teamLabel(team);
  return t`Won by forfeit by ${winner}`;
}

/** A board's result as the boards list shows it: the result, "bye" on the pairing-allocated bye's boards, else nothing yet. */
export function boardResult(board: MatchBoard, pairingAllocatedBye: boolean): string {
  if (board.result) return RESULT_LABELS[board.result];
  return pairingAllocatedBye ? t`bye` : '';
}

/** Who sits at one side of a board: the player, or why nobody does. */
export function boardSide(player: BoardPlayer | null, pairingAllocatedBye: boolean): string {
  if (player) return playerLabel(player);
  return pairingAllocatedBye ? t`no opponent (bye)` : t`empty board`;
}

/** A crosstable cell in a few characters: opponent, board-1 colour and game points ("5w 3–1"), or the bye or forfeit. */
export function crosstableCellText(cell: CrosstableCell): string {
  const score =
    cell.gamePointsAgainst === null ? formatPoints(cell.gamePointsFor) : `${formatPoints(cell.gamePointsFor)}–${formatPoints(cell.gamePointsAgainst)}`;
  const against = cell.opponent === null ? '' : `${cell.opponent}${cell.colour ?? ''} `;
  switch (cell.kind) {
    case 'played':
      return `${against}${score}`;
    case 'pending':
      return `${against}…`;
    case 'forfeitWin':
      return `${against}+`;
    case 'forfeitLoss':
      return `${against}−`;
    case 'forfeitDraw':
      return `${against}=`;
    case 'doubleForfeit':
      return `${against}−−`;
    case 'pairingAllocatedBye':
      return t`bye ${score}`;
    case 'fullPointBye':
    case 'halfPointBye':
    case 'zeroPointBye': {
      const points = formatPoints(cell.gamePointsFor);
      return t`bye ${points}`;
    }
    case 'absent':
      return '–';
  }
}

const CELL_MEANINGS: Readonly<Record<CrosstableCell['kind'], MessageDescriptor>> = {
  played: msg`played`,
  pending: msg`a board still waits for its result`,
  forfeitWin: msg`won by forfeit`,
  forfeitLoss: msg`lost by forfeit`,
  forfeitDraw: msg`drawn by forfeit`,
  doubleForfeit: msg`forfeited by both teams`,
  pairingAllocatedBye: msg`pairing-allocated bye`,
  fullPointBye: msg`full-point bye`,
  halfPointBye: msg`half-point bye`,
  zeroPointBye: msg`zero-point bye`,
  absent: msg`not paired`,
};

/** What one cell's kind means, for the crosstable's key and a cell's title. */
export const cellMeaning = (kind: CrosstableCell['kind']): string => i18n._(CELL_MEANINGS[kind]);

/**
 * A roster player's round on the team's page: board, colour and result ("B2 w 1"), U for the team's pairing-allocated
 * bye (no board, as the page's key says), or a dash when they did not play.
 */
export function rosterRoundText(round: { board: number | null; colour: 'w' | 'b' | null; result: string | null }): string {
  if (round.board === null) return round.result === 'U' ? 'U' : '–';
  const result = round.result === null ? '…' : round.result === '1/2' ? '½' : round.result === '-' ? '−' : round.result;
  return `B${round.board}${round.colour ? ` ${round.colour}` : ''} ${result}`;
}

/** The address of a match's page and of a team's page. */
export const matchPath = (tournamentId: string, round: number, table: number) => `/tournaments/${tournamentId}/match/${round}/${table}`;
export const teamPath = (tournamentId: string, teamId: string) => `/tournaments/${tournamentId}/team/${teamId}`;
