// Article 16 of the FIDE Tie-Break Regulations (2024): how unplayed rounds
// enter the opponent-based tie-breaks (BH, FB, SB, AOB).
import type { TiebreakPlayer, TiebreakTable } from './rounds.js';

/**
 * A player's score as their opponents' Buchholz sees it (art. 16.3): the
 * points actually scored, except that voluntarily unplayed rounds after the
 * player's last round that was not one (a withdrawal, art. 16.2.5) count as
 * draws — in a Swiss. In a round robin the rounds without an opponent are
 * the bye of an odd-sized event and count nothing.
 *
 * With `foreLastRound` (Fore Buchholz, art. 8.3), a player who was paired in
 * the tournament's last round has that round counted as a draw.
 */
export function scoreForOpponents(p: TiebreakPlayer, table: TiebreakTable, foreLastRound = false): number {
  const fore = foreAdjustment(p, table, foreLastRound);
  const lastCounted = fore.paired ? table.rounds : p.lastRoundNotVoluntarilyUnplayed;
  const unplayedValue = table.roundRobin ? 0 : table.draw;
  let total = 0;
  p.rounds.forEach((round, r) => {
    total += r + 1 <= lastCounted || round.opponent !== null ? round.points : unplayedValue;
  });
  return total + fore.adjustment;
}

/**
 * Fore Buchholz (art. 8.3) counts the game of the tournament's last round as
 * drawn for everyone who was paired in it — only once that round is among
 * the rounds considered. A pairing-allocated bye in the last round is not a
 * game: its point stands and the assumed draw comes on top of it, as FIDE
 * TEC's reference tie-break checker counts it.
 */
export function foreAdjustment(p: TiebreakPlayer, table: TiebreakTable, foreLastRound: boolean): { paired: boolean; adjustment: number } {
  const paired = foreLastRound && p.lastRoundPaired === table.totalRounds && table.rounds === table.totalRounds;
  if (!paired) return { paired: false, adjustment: 0 };
  const last = p.rounds[table.rounds - 1];
  if (last.pairingAllocatedBye) return { paired: true, adjustment: table.draw };
  if (last.opponent === null) return { paired: true, adjustment: 0 };
  return { paired: true, adjustment: table.draw - last.points };
}

/**
 * The score of the dummy opponent that stands in for each of a player's own
 * unplayed rounds in a Swiss (art. 16.4): an opponent with the player's own
 * final score, so that an unplayed round neither helps nor hurts.
 */
export function dummyOpponentScore(p: TiebreakPlayer, table: TiebreakTable, foreLastRound = false): number {
  return p.points + foreAdjustment(p, table, foreLastRound).adjustment;
}
