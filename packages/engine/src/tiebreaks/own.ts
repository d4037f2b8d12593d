// Tie-breaks from the player's own results (C.07 2024, art. 7 and 9.2).
import type { TiebreakPlayer, TiebreakTable } from './rounds.js';

/** Number of wins (art. 7.1): rounds worth a win's points, played or not. */
export function numberOfWins(p: TiebreakPlayer): number {
  return p.rounds.filter((r) => r.winPoints).length;
}

/** Number of games won over the board (art. 7.2). */
export function gamesWon(p: TiebreakPlayer): number {
  return p.rounds.filter((r) => r.played && r.winPoints).length;
}

/** Number of games played with Black (art. 7.3); forfeits are not games. */
export function blackGamesPlayed(p: TiebreakPlayer): number {
  return p.rounds.filter((r) => r.played && r.colour === 'b').length;
}

/** Number of games won with Black over the board (art. 7.4). */
export function blackGamesWon(p: TiebreakPlayer): number {
  return p.rounds.filter((r) => r.played && r.colour === 'b' && r.winPoints).length;
}

/**
 * Number of games one elected to play (art. 7.6): every round that was not
 * voluntarily unplayed — games, pairing-allocated byes, forfeit wins and
 * full-point byes.
 */
export function gamesElectedToPlay(p: TiebreakPlayer): number {
  return p.rounds.filter((r) => r.played || r.pairingAllocatedBye || r.winPoints).length;
}

/**
 * Progressive score (art. 7.5): the sum of the scores after each round;
 * Cut-n leaves out the first n rounds' running scores.
 */
export function progressiveScore(p: TiebreakPlayer, cutFirstRounds = 0): number {
  return p.cumulative.reduce((total, score, r) => (r < cutFirstRounds ? total : total + score), 0);
}

/**
 * Koya system (art. 9.2): points scored against the opponents who reached
 * at least `percent` % of the maximum possible score (50 % unless a limit
 * modifier says otherwise), forfeits against them included. In a round robin
 * the maximum is taken over the games a player can actually have: the bye
 * rounds of an odd-sized event and players who never played are left out.
 */
export function koya(p: TiebreakPlayer, table: TiebreakTable, percent = 50): number {
  const threshold = (percent / 100) * table.win * maximumGames(table);
  let total = 0;
  for (const round of p.rounds) {
    if (round.opponent === null) continue;
    const opponent = table.players.get(round.opponent);
    if (opponent && opponent.points >= threshold - 1e-9) total += round.points;
  }
  return total;
}

function maximumGames(table: TiebreakTable): number {
  let games = table.rounds;
  if (!table.roundRobin) return games;
  const entrants = table.players.size;
  if (entrants > 0 && table.rounds % entrants === 0) games -= table.rounds / entrants;
  for (const p of table.players.values()) if (p.lastRoundPaired === 0) games -= 1;
  return games;
}
