// Who played for a team in a round, read from the board games. The 001 records carry no board number: a lineup
// takes players from the roster in roster order, reserves moving up (FIDE team practice, C.04.6 art. 1.6.1's
// "board-1 player"), so the k-th player of the roster who had a board that round played board k.
import type { Player, RoundEntry } from '../model.js';
import type { Team } from './model.js';

/**
 * Whether a player's round is a board of a match: a game against an opponent (played, forfeited or not yet
 * played), or a board won by forfeit because the opposing team left it empty (`+` without an opponent).
 */
export function isBoard(e: RoundEntry | undefined): e is RoundEntry {
  return e !== undefined && (e.opponent !== null || e.result === '+');
}

/** The team's players who had a board in round `round` (from 1), board 1 first. */
export function lineup(team: Team, players: ReadonlyMap<number, Player>, round: number): Player[] {
  const out: Player[] = [];
  for (const n of team.roster) {
    const p = players.get(n);
    if (p && isBoard(p.rounds[round - 1])) out.push(p);
  }
  return out;
}

/** The largest lineup any team fielded in any round: the number of boards, when nothing else states it. */
export function largestLineup(teams: readonly Team[], players: ReadonlyMap<number, Player>): number {
  let rounds = 0;
  for (const p of players.values()) rounds = Math.max(rounds, p.rounds.length);
  let most = 0;
  for (const team of teams) for (let r = 1; r <= rounds; r++) most = Math.max(most, lineup(team, players, r).length);
  return most;
}
