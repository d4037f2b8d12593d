// Tie-breaks counted board by board (C.07 2024 team tie-breaks on game
// points): wins, games won, black games and rounds elected to play counted
// per board game rather than per match, and the board count. A match played
// over the board counts its boards, forfeited ones included. A round
// without a board played — a match won or lost by forfeit (as a whole or
// board by board), a bye, an absence — is an unplayed round of the team
// (art. 16.2) and counts as N boards (N = boards per match) each worth the
// round's result, as FIDE TEC's checker counts them: won on every board for
// a match won by forfeit, a full-point bye and the pairing-allocated bye,
// drawn on every board for a half-point bye and a match drawn by forfeit
// (1–1 on boards forfeited), nothing otherwise.
import type { TeamRound, TeamTournament } from '../../teams/model.js';
import type { BoardGame } from './boards.js';
import type { TeamHistories } from './table.js';

/** What one board of one round brings to the counts. */
interface BoardShare {
  board: number;
  points: number;
  /** Played over the board, or the pairing-allocated bye (a round elected to play, art. 7.6). */
  played: boolean;
  /** Against a player at the board (not a round without an opponent). */
  overTheBoard: boolean;
  black: boolean;
}

function sharesOf(tt: TeamTournament, round: TeamRound, games: readonly BoardGame[]): BoardShare[] {
  if (round.kind === 'played' && !round.pending) {
    return games.map((g) => ({ board: g.board, points: g.points, played: g.played, overTheBoard: g.played, black: g.colour === 'b' }));
  }
  const system = tt.tournament.pointSystem;
  const points =
    round.kind === 'forfeitWin' || round.kind === 'fullPointBye' || round.kind === 'pairingAllocatedBye'
      ? system.win
      : round.kind === 'halfPointBye' || round.kind === 'forfeitDraw'
        ? system.draw
        : 0;
  const played = round.kind === 'pairingAllocatedBye';
  return Array.from({ length: tt.boards }, (_, i) => ({ board: i + 1, points, played, overTheBoard: false, black: false }));
}

export interface BoardCounts {
  /** Boards worth a win (WIN:GP). */
  wins: number;
  /** Board games won over the board (WON:GP). */
  won: number;
  /** Board games played with black (BPG:GP). */
  blackPlayed: number;
  /** Board games won with black (BWG:GP). */
  blackWon: number;
  /** Boards played or worth a win (GE:GP). */
  elected: number;
  /**
   * Board count (BC): each board's game points times the board number, summed;
   * the lower total ranks higher, for the team that scored on the top boards.
   */
  boardCount: number;
  /** Game points on each board over the rounds, board 1 first (TBR, BBE). */
  boardPoints: number[];
}

/** Every team's board counts over rounds 1..rounds; `games[r]` is round r + 1's board games by team. */
export function boardCounts(
  tt: TeamTournament,
  histories: TeamHistories,
  games: readonly ReadonlyMap<number, readonly BoardGame[]>[],
  rounds: number,
): Map<number, BoardCounts> {
  const result = new Map<number, BoardCounts>();
  const win = tt.tournament.pointSystem.win;
  for (const team of tt.teams) {
    const counts: BoardCounts = { wins: 0, won: 0, blackPlayed: 0, blackWon: 0, elected: 0, boardCount: 0, boardPoints: [] };
    const history = histories.get(team.pairingNumber) ?? [];
    for (let r = 0; r < rounds; r++) {
      const round = history[r];
      if (round === undefined) continue;
      for (const share of sharesOf(tt, round, games[r]?.get(team.pairingNumber) ?? [])) {
        const isWin = share.points === win;
        if (isWin) counts.wins += 1;
        if (isWin && share.overTheBoard) counts.won += 1;
        if (share.black && share.overTheBoard) counts.blackPlayed += 1;
        if (share.black && share.overTheBoard && isWin) counts.blackWon += 1;
        if (share.played || isWin) counts.elected += 1;
        counts.boardCount += share.board * share.points;
        while (counts.boardPoints.length < share.board) counts.boardPoints.push(0);
        counts.boardPoints[share.board - 1] += share.points;
      }
    }
    result.set(team.pairingNumber, counts);
  }
  return result;
}
