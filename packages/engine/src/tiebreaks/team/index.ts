// Team standings by the FIDE Tie-Break Regulations (C.07 2024): teams
// ranked by the primary score (match points or game points, TeamScoring),
// then by each requested tie-break in turn (art. 4.2), every tie-break on
// the score its code names (`BH:GP`) or else on the primary score.
import { parseTeamTiebreakCode, type TeamTiebreakCode } from '../codes.js';
import { directEncounter } from '../directEncounter.js';
import { drawLots, lotOf } from '../lots.js';
import { adjustedScores, averageOfOpponentsBuchholz, buchholz, foreBuchholz, sonnebornBerger } from '../opponents.js';
import { blackGamesPlayed, blackGamesWon, gamesElectedToPlay, gamesWon, koya, numberOfWins, progressiveScore } from '../own.js';
import type { TiebreakTable } from '../rounds.js';
import type { TeamScoreKind, TeamTournament } from '../../teams/model.js';
import { boardCounts, type BoardCounts } from './board-counts.js';
import { boardGames, type BoardGame } from './boards.js';
import { bottomBoardValues, extendedDirectEncounter, placesByValues, topBoardValues } from './ties.js';
import { countedTeamRounds, otherScore, teamHistories, teamTiebreakTable, type TeamHistories } from './table.js';
import { placeGroups, splitGroup } from '../tied-groups.js';

export { boardGames, boardGamesOfRound } from './boards.js';
export type { BoardGame } from './boards.js';
export { countedTeamRounds, teamHistories } from './table.js';
export type { TeamHistories } from './table.js';
export { parseTeamTiebreakCode } from '../codes.js';
export type { TeamTiebreakCode } from '../codes.js';
export { TEAM_ONLY_TIEBREAK_NAMES, TEAM_TIEBREAK_NAMES } from '../definitions.js';
export type { TeamOnlyTiebreakName, TeamTiebreakName } from '../definitions.js';
export { describeTeamTiebreak, OFFERED_TEAM_TIEBREAKS } from '../team-definitions.js';
export type { TeamTiebreakDescription } from '../team-definitions.js';
export { boardStandings } from './board-standings.js';
export type { BoardStanding, BoardStandingsOptions } from './board-standings.js';

export interface TeamTiebreakOptions {
  /** The teams' rounds; default: those the board games and team records give (teamRounds). */
  histories?: TeamHistories;
  /** Round-robin rules (art. 15.2: forfeits count as played matches, no dummy opponents). */
  roundRobin?: boolean;
  /** Standings after this round (default: countedTeamRounds, the last round paired whose results are all in). */
  rounds?: number;
  /** Teams still tied after the whole list share the place (art. 2.1, default). */
  sharedPlaces?: boolean;
  /** The seed of the drawing of lots among teams still tied after the whole list (lots.ts); without it, by pairing number. */
  lotSeed?: string;
}

export interface TeamTiebreakRow {
  /** Team pairing number. */
  team: number;
  rank: number;
  /** One value per requested code, in the order given. */
  values: number[];
  /** Place in the list, from 1. */
  position: number;
  /** Every team still tied with this one after the whole list, this one included, in position order; empty when none. */
  tie: number[];
  decidedBy: 'lot' | 'pairing number' | null;
  lot: string | null;
}

class TeamCalculator {
  private readonly tables = new Map<string, TiebreakTable>();
  private counts: Map<number, BoardCounts> | null = null;
  private boardGamesByRound: Map<number, BoardGame[]>[] | null = null;

  constructor(
    readonly tt: TeamTournament,
    readonly histories: TeamHistories,
    readonly rounds: number,
    readonly roundRobin: boolean,
  ) {}

  table(kind: TeamScoreKind, roundKind: TeamScoreKind = kind): TiebreakTable {
    const key = `${kind}/${roundKind}`;
    let table = this.tables.get(key);
    if (!table) {
      table = teamTiebreakTable(this.tt, this.histories, kind, { rounds: this.rounds, roundRobin: this.roundRobin }, roundKind);
      this.tables.set(key, table);
    }
    return table;
  }

  /** Round r + 1's board games by team at index r. */
  games(): Map<number, BoardGame[]>[] {
    this.boardGamesByRound ??= boardGames(this.tt, this.rounds);
    return this.boardGamesByRound;
  }

  boardCounts(): Map<number, BoardCounts> {
    this.counts ??= boardCounts(this.tt, this.histories, this.games(), this.rounds);
    return this.counts;
  }

  private perTeam(f: (team: number) => number): Map<number, number> {
    return new Map(this.table('match').order.map((team) => [team, f(team)]));
  }

  private player(table: TiebreakTable, team: number) {
    const p = table.players.get(team);
    if (!p) throw new Error(`no team ${team}`);
    return p;
  }

  /** Values of a code that does not depend on the ties it breaks (everything but DE). */
  values(tb: TeamTiebreakCode, kind: TeamScoreKind): Map<number, number> {
    const t = this.table(kind);
    const cuts = { low: tb.cutLow, high: tb.cutHigh };
    const own = (f: (p: ReturnType<TeamCalculator['player']>) => number) => this.perTeam((team) => f(this.player(t, team)));
    const board = (f: (c: BoardCounts) => number) => this.perTeam((team) => f(this.boardCounts().get(team)!));
    switch (tb.name) {
      case 'PTS':
      case 'MPTS':
      case 'GPTS':
        return own((p) => p.points);
      case 'MPVGP': {
        const other = this.table(otherScore(kind));
        return this.perTeam((team) => this.player(other, team).points);
      }
      case 'WIN':
        return kind === 'match' ? own(numberOfWins) : board((c) => c.wins);
      case 'WON':
        return kind === 'match' ? own(gamesWon) : board((c) => c.won);
      case 'BPG':
        return kind === 'match' ? own(blackGamesPlayed) : board((c) => c.blackPlayed);
      case 'BWG':
        return kind === 'match' ? own(blackGamesWon) : board((c) => c.blackWon);
      case 'GE':
        return kind === 'match' ? own(gamesElectedToPlay) : board((c) => c.elected);
      case 'BC':
        return board((c) => c.boardCount);
      case 'PS':
        return own((p) => progressiveScore(p, tb.cutLow));
      case 'KS':
        return own((p) => koya(p, t, tb.limitPercent));
      case 'BH': {
        const adjusted = adjustedScores(t);
        return own((p) => buchholz(p, t, adjusted, cuts));
      }
      case 'FB': {
        const adjusted = adjustedScores(t, true);
        return own((p) => foreBuchholz(p, t, adjusted, cuts));
      }
      case 'SB': {
        const adjusted = adjustedScores(t);
        return own((p) => sonnebornBerger(p, t, adjusted, cuts));
      }
      case 'ESB': {
        // The extended Sonneborn-Berger: each opponent's score on `kind` times the other score made against it.
        const adjusted = adjustedScores(t);
        const mixed = this.table(kind, otherScore(kind));
        return this.perTeam((team) => sonnebornBerger(this.player(mixed, team), mixed, adjusted, cuts));
      }
      case 'AOB': {
        const adjusted = adjustedScores(t);
        const bh = own((p) => buchholz(p, t, adjusted));
        return own((p) => averageOfOpponentsBuchholz(p, bh));
      }
      case 'DE':
      case 'EDE':
      case 'EDEC':
      case 'EDET':
      case 'EDEB':
      case 'EDEBT':
      case 'EDEBB':
      case 'TBR':
      case 'BBE':
        throw new Error(`${tb.name} depends on the ties it breaks`);
    }
  }
}

/** The codes evaluated within the groups still tied at their position in the list: their values are places. */
const WITHIN_TIES: ReadonlySet<string> = new Set(['DE', 'EDE', 'EDEC', 'EDET', 'EDEB', 'EDEBT', 'EDEBB', 'TBR', 'BBE']);

/** Codes whose lower value ranks higher: places within a tie, and the board count that weighs low boards down. */
function ascending(tb: TeamTiebreakCode): boolean {
  return WITHIN_TIES.has(tb.name) || tb.name === 'BC';
}

/** A tie-dependent code's places within one group still tied. */
function withinTie(calc: TeamCalculator, tb: TeamTiebreakCode, kind: TeamScoreKind, group: number[]): Map<number, number> {
  const boardPoints = (team: number) => calc.boardCounts().get(team)?.boardPoints ?? [];
  switch (tb.name) {
    case 'EDE':
    case 'EDEC':
    case 'EDET':
    case 'EDEB':
    case 'EDEBT':
    case 'EDEBB':
      return extendedDirectEncounter(group, calc.table(kind), calc.table(otherScore(kind)), tb.name, calc.games(), calc.tt.boards);
    case 'TBR':
      return placesByValues(group, (team) => topBoardValues(boardPoints(team), calc.tt.boards));
    case 'BBE':
      return placesByValues(group, (team) => bottomBoardValues(boardPoints(team), calc.tt.boards));
    default:
      return directEncounter(group, calc.table(kind));
  }
}

/**
 * Tie-break values and ranks of every team, listed by pairing number, after
 * the last round whose results are all in unless `options.rounds` says. The
 * ranking orders by the primary score, then by each code in turn (art.
 * 4.2); direct encounter (DE, EDE and its variants) and the board comparisons (TBR, BBE) are
 * evaluated within the groups still tied at their position, on the score
 * the code names. Teams still tied once the
 * list is used up are ordered by drawing of lots when a seed is given.
 * Throws TiebreakCodeError for an unknown code, score or modifier.
 */
export function computeTeamTiebreaks(tt: TeamTournament, codes: string[], options: TeamTiebreakOptions = {}): TeamTiebreakRow[] {
  const parsed = codes.map(parseTeamTiebreakCode);
  const histories = options.histories ?? teamHistories(tt);
  const rounds = options.rounds ?? countedTeamRounds(histories);
  if (!Number.isInteger(rounds) || rounds < 0) throw new RangeError(`rounds must be a whole number ≥ 0, got ${rounds}`);
  const calc = new TeamCalculator(tt, histories, rounds, options.roundRobin ?? false);
  const primary = tt.scoring.primary;
  const points = calc.values(parseTeamTiebreakCode('PTS'), primary);
  const teams = calc.table(primary).order;

  let groups = splitGroup(teams, (s) => points.get(s) ?? 0, true);
  const columns: Map<number, number>[] = [];
  for (const tb of parsed) {
    const kind = tb.score ?? primary;
    let column: Map<number, number>;
    if (WITHIN_TIES.has(tb.name)) {
      column = new Map<number, number>();
      for (const group of groups) for (const [s, v] of withinTie(calc, tb, kind, group)) column.set(s, v);
    } else {
      column = calc.values(tb, kind);
    }
    columns.push(column);
    groups = groups.flatMap((g) => splitGroup(g, (s) => column.get(s) ?? 0, !ascending(tb)));
  }

  const placements = placeGroups<NonNullable<TeamTiebreakRow['decidedBy']>>(
    groups,
    (group) =>
      options.lotSeed !== undefined
        ? { decidedBy: 'lot', members: drawLots(options.lotSeed, group) }
        : { decidedBy: 'pairing number', members: [...group].sort((a, b) => a - b) },
    options.sharedPlaces !== false,
  );
  return teams.map((team) => {
    const placed = placements.get(team);
    const decidedBy = placed?.decidedBy ?? null;
    return {
      team,
      rank: placed?.rank ?? 0,
      values: columns.map((c) => c.get(team) ?? 0),
      position: placed?.position ?? 0,
      tie: placed?.tie ?? [],
      decidedBy,
      lot: decidedBy === 'lot' ? lotOf(options.lotSeed!, team) : null,
    };
  });
}
