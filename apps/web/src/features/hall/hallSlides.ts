import { t } from '@lingui/core/macro';
import {
  formatPoints,
  RESULT_LABELS,
  type PairingRow,
  type PlayersRanking,
  type PublicPlayer,
  type RoundMatches,
  type RoundPairings,
  type TeamStandings,
  unpairedName,
} from '@kingside/contract';
import { sayContract } from '../../features/languages/sayContract.js';

/** What the hall's screen shows, one page at a time; each list is cut into pages a TV shows legibly from the back of the room. */
export type Slide =
  | { kind: 'boards'; title: string; rows: BoardLine[] }
  | { kind: 'names'; title: string; rows: NameLine[] }
  | { kind: 'results'; title: string; rows: BoardLine[] }
  | { kind: 'standings'; title: string; rows: StandingLine[] }
  | { kind: 'players'; title: string; rows: PlayerLine[] }
  | { kind: 'matches'; title: string; rows: MatchLine[] }
  | { kind: 'teamStandings'; title: string; rows: TeamStandingLine[] }
  | { kind: 'waiting'; title: string; rows: [] };

/** A team event's match (`heading`: the table and its teams) or one of its boards below it. */
export interface MatchLine {
  heading: boolean;
  /** "Table 2", or the board's number. */
  label: string;
  white: string;
  result: string;
  black: string;
}
export interface TeamStandingLine {
  rank: number;
  team: string;
  matchPoints: string;
  gamePoints: string;
}

export interface BoardLine {
  /** The board's number; '–' for a player without a game (a bye, an absence), who sits at no board. */
  board: string;
  white: string;
  /** Black, or what the player without an opponent has (bye, absent). */
  black: string;
  result: string;
}
export interface NameLine {
  name: string;
  board: string;
  colour: string;
  opponent: string;
}
export interface StandingLine {
  rank: number;
  name: string;
  rating: number;
  points: string;
}
export interface PlayerLine {
  pairingNumber: number;
  name: string;
  rating: number;
}

const sideName = (side: { name: string; title: string | null; rating: number }) =>
  `${side.title ? `${side.title} ` : ''}${side.name}${side.rating > 0 ? ` (${side.rating})` : ''}`;

/** What the player of a row without an opponent has instead of a game. */
const noGame = (row: PairingRow) => sayContract(unpairedName(row.kind === 'game' ? 'pairing_bye' : row.kind, row.player.withdrawn));

function boardLine(row: PairingRow): BoardLine {
  const black = row.opponent ? sideName(row.opponent) : noGame(row);
  return { board: row.opponent ? String(row.board) : '–', white: sideName(row.player), black, result: row.result ? RESULT_LABELS[row.result] : '' };
}

/** Each player once, A to Z, with their board, colour and opponent: players look for their own name first. */
export function byName(pairings: RoundPairings): NameLine[] {
  const lines: NameLine[] = [];
  for (const row of pairings.rows) {
    const board = row.opponent ? String(row.board) : '–';
    if (!row.opponent) {
      lines.push({ name: row.player.name, board, colour: '', opponent: noGame(row) });
      continue;
    }
    lines.push({ name: row.player.name, board, colour: t({ message: 'White', context: 'chess colour' }), opponent: row.opponent.name });
    lines.push({ name: row.opponent.name, board, colour: t({ message: 'Black', context: 'chess colour' }), opponent: row.player.name });
  }
  return lines.sort((a, b) => a.name.localeCompare(b.name));
}

function pages<T>(rows: T[], perPage: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) out.push(rows.slice(i, i + perPage));
  return out;
}

/** "Round 3 pairings by board (2/3)" when a list takes more than one page. */
function paged(title: string, page: number, of: number): string {
  return of > 1 ? t`${title} (${page}/${of})` : title;
}

function titled<T>(title: string, rows: T[], perPage: number): { title: string; rows: T[] }[] {
  const cut = pages(rows, perPage);
  return cut.map((page, i) => ({ title: paged(title, i + 1, cut.length), rows: page }));
}

export interface HallData {
  /** The round being played (0 before round 1). */
  currentRound: number;
  pairings?: RoundPairings;
  /** The round whose results show: the current one once results come in, else the one before. */
  results?: RoundPairings;
  ranking?: PlayersRanking;
  players?: PublicPlayer[];
  /** A team event's round and standings: its slides are the matches with their boards, then the team standings. */
  team?: TeamHallData;
}

export interface TeamHallData {
  matches?: RoundMatches;
  standings?: TeamStandings;
}

const teamName = (team: { name: string; shortName: string }) => team.shortName || team.name;

/** Each match, its teams and score, then its boards: a page never splits a match from its boards when it fits one. */
export function matchLines(round: RoundMatches): MatchLine[][] {
  return round.matches.map((match) => {
    const table = match.table;
    const score = match.result
      ? match.result.black
        ? `${formatPoints(match.result.white.gamePoints)}–${formatPoints(match.result.black.gamePoints)}`
        : formatPoints(match.result.white.gamePoints)
      : '';
    const heading: MatchLine = {
      heading: true,
      label: match.pairingAllocatedBye ? t`Bye` : t`Table ${table}`,
      white: teamName(match.white),
      result: score,
      black: match.black ? teamName(match.black) : t`pairing-allocated bye`,
    };
    const boards = match.boards.map((board) => ({
      heading: false,
      label: String(board.board),
      white: board.white ? sideName(board.white) : match.pairingAllocatedBye ? '' : t`empty board`,
      result: board.result ? RESULT_LABELS[board.result] : '',
      black: board.black ? sideName(board.black) : match.pairingAllocatedBye ? '' : t`empty board`,
    }));
    return [heading, ...boards];
  });
}

function teamHallSlides(data: TeamHallData, perPage: number): Slide[] {
  const slides: Slide[] = [];
  if (data.matches && data.matches.matches.length > 0) {
    const round = data.matches.round;
    const title = t`Round ${round} matches`;
    const cut: MatchLine[][] = [[]];
    for (const lines of matchLines(data.matches)) {
      const page = cut[cut.length - 1];
      if (page.length > 0 && page.length + lines.length > perPage) cut.push([...lines]);
      else page.push(...lines);
    }
    cut.forEach((rows, i) => slides.push({ kind: 'matches', title: paged(title, i + 1, cut.length), rows }));
  }
  if (data.standings && data.standings.round > 0) {
    const rows = data.standings.rows.map((row) => ({
      rank: row.rank,
      team: row.team.name,
      matchPoints: formatPoints(row.matchPoints),
      gamePoints: formatPoints(row.gamePoints),
    }));
    const round = data.standings.round;
    for (const page of titled(t`Standings after round ${round}`, rows, perPage)) slides.push({ kind: 'teamStandings', ...page });
  }
  if (slides.length === 0) slides.push({ kind: 'waiting', title: t`Matches will show here`, rows: [] });
  return slides;
}

/**
 * The slides in rotation order: pairings by board, then by name, the last results, the standings. Before round 1 the
 * players entered so far, A to Z.
 */
export function hallSlides(data: HallData, perPage: number): Slide[] {
  if (data.team) return teamHallSlides(data.team, perPage);
  const slides: Slide[] = [];
  if (data.currentRound === 0) {
    const players = [...(data.players ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => ({ pairingNumber: p.pairingNumber, name: p.name, rating: p.rating }));
    const entered = players.length;
    for (const page of titled(t`Players (${entered})`, players, perPage)) slides.push({ kind: 'players', ...page });
  }
  if (data.pairings && data.pairings.rows.length > 0) {
    const round = data.pairings.round;
    for (const page of titled(t`Round ${round} pairings by board`, data.pairings.rows.map(boardLine), perPage)) slides.push({ kind: 'boards', ...page });
    for (const page of titled(t`Round ${round} pairings by name`, byName(data.pairings), perPage)) slides.push({ kind: 'names', ...page });
  }
  const withResult = data.results?.rows.filter((row) => row.result !== null) ?? [];
  if (data.results && withResult.length > 0) {
    const round = data.results.round;
    for (const page of titled(t`Round ${round} results`, withResult.map(boardLine), perPage)) slides.push({ kind: 'results', ...page });
  }
  if (data.ranking && data.ranking.counted > 0) {
    const rows = data.ranking.rows.map((row) => ({
      rank: row.rank,
      name: `${row.title ? `${row.title} ` : ''}${row.name}`,
      rating: row.rating,
      points: formatPoints(row.points),
    }));
    const round = data.ranking.counted;
    for (const page of titled(t`Standings after round ${round}`, rows, perPage)) slides.push({ kind: 'standings', ...page });
  }
  if (slides.length === 0) slides.push({ kind: 'waiting', title: t`Pairings will show here`, rows: [] });
  return slides;
}

/** The round whose results the hall shows: the current round once it has a result, else the round before it. */
export function resultsRound(currentRound: number, current: RoundPairings | undefined): number {
  if (current?.rows.some((row) => row.result !== null)) return currentRound;
  return currentRound - 1;
}
