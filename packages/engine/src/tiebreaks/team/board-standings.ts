// Individual standings by board, for board prizes: for each board number,
// every player who sat at it, with the points scored there, the games,
// and the performance rating of the games played over the board. A player
// who played on two boards (a reserve moving up) is listed on each with
// the games of that board only. Which board a player sat at comes from
// the lineup (boards.ts): the n-th player of the roster who took part in
// the round was on board n.
import type { ResultCode } from '../../model.js';
import { averageOpponentRating, performanceRating } from '../../rating/index.js';
import type { TeamTournament } from '../../teams/model.js';
import { boardGames, type BoardGame } from './boards.js';

const WON: ReadonlySet<ResultCode> = new Set(['1', 'W']);
const DRAWN: ReadonlySet<ResultCode> = new Set(['=', 'D']);

export interface BoardStanding {
  board: number;
  player: number;
  team: number;
  /** Points scored on this board, forfeits included. */
  points: number;
  /** Rounds at this board: games played over the board and boards won or lost by forfeit. */
  games: number;
  /** Games played over the board at this board. */
  played: number;
  /** Points in percent of the rounds at this board, to two decimals. */
  percentage: number;
  /**
   * Performance rating (B.02 8.1.1, as C.07 art. 10.2 TPR) over the games played over the board
   * against rated opponents; null without such a game.
   */
  performance: number | null;
  /** Average rating of the rated opponents met over the board at this board (as C.07 art. 10.1 ARO); null without one. */
  opponentsAverage: number | null;
  /** Place on the board, from 1 (shared when equal on the order's criteria). */
  place: number;
}

export interface BoardStandingsOptions {
  /** Standings after this round (default: every round the tournament records). */
  rounds?: number;
  /** Leave out players with fewer games played over the board at the board (the prize's minimum). */
  minimumGames?: number;
  /**
   * What ranks the board: the performance rating first (the FIDE Olympiad's board prizes) or the
   * percentage score first; each breaks the other's ties, then the games played (more first).
   */
  by?: 'performance' | 'percentage';
}

/** Every board's standings, board 1 first, each list in place order. */
export function boardStandings(tt: TeamTournament, options: BoardStandingsOptions = {}): BoardStanding[][] {
  const rounds = options.rounds ?? Math.max(0, ...tt.tournament.players.map((p) => p.rounds.length));
  const ratings = new Map(tt.tournament.players.map((p) => [p.startNumber, p.rating]));
  const byBoard = new Map<number, Map<number, BoardGame[]>>();
  for (const round of boardGames(tt, rounds)) {
    for (const games of round.values()) {
      for (const g of games) {
        if (g.result === ' ') continue;
        const players = byBoard.get(g.board) ?? new Map<number, BoardGame[]>();
        byBoard.set(g.board, players);
        players.set(g.player, [...(players.get(g.player) ?? []), g]);
      }
    }
  }
  const minimum = options.minimumGames ?? 0;
  const by = options.by ?? 'performance';
  return [...byBoard.keys()]
    .sort((a, b) => a - b)
    .map((board) => {
      const rows: BoardStanding[] = [];
      for (const [player, games] of byBoard.get(board) ?? []) {
        const played = games.filter((g) => g.played);
        if (played.length < minimum) continue;
        const points = games.reduce((total, g) => total + g.points, 0);
        const rated = played.filter((g) => (ratings.get(g.opponent ?? 0) ?? 0) > 0);
        const ratedScore = rated.reduce((total, g) => total + (WON.has(g.result) ? 1 : DRAWN.has(g.result) ? 0.5 : 0), 0);
        const opponentRatings = rated.map((g) => ratings.get(g.opponent ?? 0) ?? 0);
        rows.push({
          board,
          player,
          team: games[0].team,
          points,
          games: games.length,
          played: played.length,
          percentage: Math.round((points / (games.length * tt.tournament.pointSystem.win)) * 10000) / 100,
          performance: performanceRating(opponentRatings, ratedScore),
          opponentsAverage: averageOpponentRating(opponentRatings),
          place: 0,
        });
      }
      const key = (r: BoardStanding) =>
        by === 'performance' ? [r.performance ?? -Infinity, r.percentage, r.played] : [r.percentage, r.performance ?? -Infinity, r.played];
      const compare = (a: BoardStanding, b: BoardStanding) => {
        const ka = key(a);
        const kb = key(b);
        for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
        return 0;
      };
      rows.sort((a, b) => compare(a, b) || a.player - b.player);
      rows.forEach((r, i) => {
        r.place = i > 0 && compare(rows[i - 1], r) === 0 ? rows[i - 1].place : i + 1;
      });
      return rows;
    });
}
