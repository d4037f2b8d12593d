// Team round robin: the teams are the Berger table's numbers (Handbook C.05, Annex 1), the team with white on
// board 1 is the table's white, and its boards alternate from there (boardColours in teams/board-colours.ts).

import type { TeamRoundPairing } from '../teams/model.js';
import { bergerTable, doubleRoundRobin, type BergerTable } from './berger.js';

/** One round of a team round robin. */
export interface TeamRoundRobinRound extends TeamRoundPairing {
  /**
   * The team the table pairs with the dummy number when the number of teams is odd, or null. It has a free
   * round: no match, no colour, and no points. C.05 Annex 1 only adds the number so that the table can be
   * used; unlike the Swiss pairing-allocated bye (C.04.6 art. 1.4), it is not a result, since every team
   * meets the dummy exactly once in each cycle and no team gains from it. `pairingAllocatedBye` is therefore
   * always null: a team round robin never awards one.
   */
  freeTeam: number | null;
}

export interface TeamRoundRobinOptions {
  /** 2 for a double round robin: the table twice, the second cycle with every colour reversed. Default 1. */
  cycles?: 1 | 2;
  /**
   * Double round robin only: exchange the last two rounds of the first cycle, as C.05 Annex 1 recommends, so
   * that no team has the same colour on board 1 three times running across the change of cycle. Default true.
   */
  swapLastTwoRounds?: boolean;
}

function roundsOf(table: BergerTable): TeamRoundRobinRound[] {
  const dummy = table.players === table.pairingNumbers ? null : table.pairingNumbers;
  return table.rounds.map((boards) => {
    const round: TeamRoundRobinRound = { matches: [], pairingAllocatedBye: null, freeTeam: null };
    for (const [white, black] of boards) {
      if (white === dummy) round.freeTeam = black;
      else if (black === dummy) round.freeTeam = white;
      else round.matches.push({ white, black });
    }
    return round;
  });
}

/**
 * The rounds of a round robin of `teams` teams, numbered 1..teams as their Berger numbers (drawn by lot or set by
 * the regulations before round 1). Each round lists its matches in the table's order (table 1 first); a match's
 * `white` has white on board 1.
 */
export function teamRoundRobin(teams: number, options: TeamRoundRobinOptions = {}): TeamRoundRobinRound[] {
  const cycles = options.cycles ?? 1;
  if (cycles === 1) return roundsOf(bergerTable(teams));
  return roundsOf(doubleRoundRobin(teams, { swapLastTwoRounds: options.swapLastTwoRounds ?? true }));
}
