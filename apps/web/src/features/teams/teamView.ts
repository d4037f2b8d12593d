import { formatPoints, RESULT_LABELS, type BoardPlayer, type CrosstableCell, type MatchBoard, type PairedMatch, type TeamRef } from '@kingside/contract';

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

/** What a match whose score is not known yet says instead. */
export function matchScorePending(match: PairedMatch, lineupsPublished: boolean): string {
  if (match.pairingAllocatedBye) return 'bye';
  if (!lineupsPublished) return 'lineups to come';
  return 'playing';
}

/** A whole-match forfeit in words, or null. */
export function forfeitText(match: Pick<PairedMatch, 'forfeit' | 'white' | 'black'>): string | null {
  if (match.forfeit === null) return null;
  if (match.forfeit === 'none') return 'Forfeited by both teams';
  const winner = match.forfeit === 'white' ? match.white : match.black;
  return winner ? `Won by forfeit by ${teamLabel(winner)}` : null;
}

/** A board's result as the boards list shows it: the result, "bye" on the pairing-allocated bye's boards, else nothing yet. */
export function boardResult(board: MatchBoard, pairingAllocatedBye: boolean): string {
  if (board.result) return RESULT_LABELS[board.result];
  return pairingAllocatedBye ? 'bye' : '';
}

/** Who sits at one side of a board: the player, or why nobody does. */
export function boardSide(player: BoardPlayer | null, pairingAllocatedBye: boolean): string {
  if (player) return playerLabel(player);
  return pairingAllocatedBye ? 'no opponent (bye)' : 'empty board';
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
      return `bye ${score}`;
    case 'fullPointBye':
    case 'halfPointBye':
    case 'zeroPointBye':
      return `bye ${formatPoints(cell.gamePointsFor)}`;
    case 'absent':
      return '–';
  }
}

/** What one cell's kind means, for the crosstable's key and a cell's title. */
export const CELL_MEANINGS: Readonly<Record<CrosstableCell['kind'], string>> = {
  played: 'played',
  pending: 'a board still waits for its result',
  forfeitWin: 'won by forfeit',
  forfeitLoss: 'lost by forfeit',
  forfeitDraw: 'drawn by forfeit',
  doubleForfeit: 'forfeited by both teams',
  pairingAllocatedBye: 'pairing-allocated bye',
  fullPointBye: 'full-point bye',
  halfPointBye: 'half-point bye',
  zeroPointBye: 'zero-point bye',
  absent: 'not paired',
};

/** A roster player's round on the team's page: board, colour and result ("B2 w 1"), or a dash when they did not play. */
export function rosterRoundText(round: { board: number | null; colour: 'w' | 'b' | null; result: string | null }): string {
  if (round.board === null) return '–';
  const result = round.result === null ? '…' : round.result === '1/2' ? '½' : round.result === '-' ? '−' : round.result;
  return `B${round.board}${round.colour ? ` ${round.colour}` : ''} ${result}`;
}

/** The address of a match's page and of a team's page. */
export const matchPath = (tournamentId: string, round: number, table: number) => `/tournaments/${tournamentId}/match/${round}/${table}`;
export const teamPath = (tournamentId: string, teamId: string) => `/tournaments/${tournamentId}/team/${teamId}`;
