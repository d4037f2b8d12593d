// How a player's opponent-based tie-breaks were reached, from the same
// figures the engine ranks with (C.07 2024 art. 8.1, 9.1, 14 and 16): each
// round's opponent, that opponent's score as the tie-breaks count it (a dummy
// opponent with the player's own score for an unplayed round in a Swiss), the
// points the player scored, and which rounds each cut left out. A player who
// asks "why am I fourth?" can add these up and get the value in the table.
import type { Tournament } from '../model.js';
import { parseTiebreakCode } from './codes.js';
import { adjustedScores, applyCuts, contributions } from './opponents.js';
import { tiebreakTable } from './rounds.js';

export interface OpponentShare {
  round: number;
  /** The opponent's start number; null for an unplayed round (counted against a dummy opponent). */
  opponent: number | null;
  /** The opponent's score as Buchholz and Sonneborn-Berger count it (art. 16.3, 16.4). */
  opponentScore: number;
  /** Points the player scored in the round. */
  points: number;
}

export interface PlayerExplanation {
  opponents: OpponentShare[];
  /**
   * Per requested code, the rounds its cuts left out; null for a code whose
   * value is not a sum over these rounds (everything but BH and SB).
   */
  cutRounds: (number[] | null)[];
}

/** Each player's opponent breakdown after `rounds` rounds, by start number. */
export function explainTiebreaks(t: Tournament, codes: string[], options: { roundRobin?: boolean; rounds?: number } = {}): Map<number, PlayerExplanation> {
  const table = tiebreakTable(t, options);
  const adjusted = adjustedScores(table);
  const parsed = codes.map(parseTiebreakCode);
  const result = new Map<number, PlayerExplanation>();
  for (const p of table.players.values()) {
    const shares = contributions(p, table, 'BH', adjusted);
    const opponents = shares.map((share) => ({
      round: share.round,
      opponent: p.rounds[share.round - 1].played || table.roundRobin ? p.rounds[share.round - 1].opponent : null,
      opponentScore: share.opponentScore,
      points: p.rounds[share.round - 1].points,
    }));
    const cutRounds = parsed.map((code) => {
      if (code.name !== 'BH' && code.name !== 'SB') return null;
      const list = contributions(p, table, code.name, adjusted);
      const kept = new Set(applyCuts(list, { low: code.cutLow, high: code.cutHigh }, table.rounds));
      return list.filter((share) => !kept.has(share)).map((share) => share.round);
    });
    result.set(p.startNumber, { opponents, cutRounds });
  }
  return result;
}
