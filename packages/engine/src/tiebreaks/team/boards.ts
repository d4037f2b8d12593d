// Which board each player of a team sat at in a round. A 001 line carries
// no board number, so the board is read from the lineup (teams/lineup.ts):
// the team's players who had a board in the round, in roster order, fill
// boards 1, 2, … (a lineup takes players from the roster without
// reordering them, so the n-th of them is on board n). Byes and rounds a
// player sat out are not boards; a board lost or won by forfeit is.
import type { Colour, ResultCode } from '../../model.js';
import { lineup } from '../../teams/lineup.js';
import type { TeamTournament } from '../../teams/model.js';
import { roundPoints } from '../../trf/points.js';

export interface BoardGame {
  /** Round, from 1. */
  round: number;
  /** Board, from 1. */
  board: number;
  /** Team pairing number of the player's team. */
  team: number;
  player: number;
  /** The opposing player, or null for a board won or lost by forfeit with no one on the other side. */
  opponent: number | null;
  colour: Colour | null;
  result: ResultCode;
  /** Points under the tournament's point system (forfeits included). */
  points: number;
  /** Played over the board. */
  played: boolean;
}

const OVER_THE_BOARD: ReadonlySet<ResultCode> = new Set(['1', '=', '0', 'W', 'D', 'L']);

/**
 * Every board game of every team in round `round` (from 1), keyed by team
 * pairing number, each team's list in board order.
 */
export function boardGamesOfRound(tt: TeamTournament, round: number): Map<number, BoardGame[]> {
  const players = new Map(tt.tournament.players.map((p) => [p.startNumber, p]));
  const games = new Map<number, BoardGame[]>();
  for (const team of tt.teams) {
    const list: BoardGame[] = [];
    for (const player of lineup(team, players, round)) {
      const entry = player.rounds[round - 1];
      list.push({
        round,
        board: list.length + 1,
        team: team.pairingNumber,
        player: player.startNumber,
        opponent: entry.opponent !== null && entry.opponent > 0 ? entry.opponent : null,
        colour: entry.colour,
        result: entry.result,
        points: roundPoints(entry, tt.tournament.pointSystem),
        played: OVER_THE_BOARD.has(entry.result) && entry.opponent !== null && entry.opponent > 0,
      });
    }
    games.set(team.pairingNumber, list);
  }
  return games;
}

/** Board games of rounds 1..rounds: index r holds round r + 1, each a map from team to its boards. */
export function boardGames(tt: TeamTournament, rounds: number): Map<number, BoardGame[]>[] {
  return Array.from({ length: rounds }, (_, r) => boardGamesOfRound(tt, r + 1));
}
