// Tie-breaks built from the opponents' scores (C.07 2024, art. 8 and 9):
// Buchholz, Fore Buchholz, Sonneborn-Berger, Average of Opponents' Buchholz,
// with the Cut and Median modifiers of art. 14.
import type { TiebreakPlayer, TiebreakTable } from './rounds.js';
import { dummyOpponentScore, scoreForOpponents } from './unplayed.js';

/** One round's share of a Buchholz-like sum. */
export interface Contribution {
  round: number;
  /** The (real or dummy) opponent's score. */
  opponentScore: number;
  /** What the round adds: the opponent's score (BH) or that times the points earned (SB). */
  value: number;
  /** The round was voluntarily unplayed: art. 16.5 cuts such rounds first. */
  voluntarilyUnplayed: boolean;
}

export interface Cuts {
  /** Least significant values removed (Cut-n, and the low half of Median-n). */
  low: number;
  /** Most significant values removed (the high half of Median-n). */
  high: number;
}

export const NO_CUTS: Cuts = { low: 0, high: 0 };

type Kind = 'BH' | 'SB';

/**
 * Each round's contribution (art. 8.1 BH, art. 9.1 SB, art. 16.4): a played
 * game contributes the opponent's score as art. 16.3 adjusts it; in a Swiss
 * an unplayed round contributes a dummy opponent with the player's own score.
 * In a round robin every paired game counts as played, forfeits included,
 * and the bye of an odd-sized event contributes nothing.
 */
export function contributions(p: TiebreakPlayer, table: TiebreakTable, kind: Kind, adjusted: ReadonlyMap<number, number>, fore = false): Contribution[] {
  const list: Contribution[] = [];
  p.rounds.forEach((round, r) => {
    const lastRoundOfFore = fore && r + 1 === table.totalRounds;
    const countsAsPlayed = round.played || ((table.roundRobin || lastRoundOfFore) && round.opponent !== null);
    let opponentScore: number;
    let voluntarilyUnplayed = round.voluntarilyUnplayed;
    if (countsAsPlayed && round.opponent !== null) {
      opponentScore = adjusted.get(round.opponent) ?? 0;
      voluntarilyUnplayed = false;
    } else if (!table.roundRobin) {
      opponentScore = dummyOpponentScore(p, table, fore);
    } else {
      return;
    }
    const value = kind === 'SB' ? opponentScore * round.points : opponentScore;
    list.push({ round: r + 1, opponentScore, value, voluntarilyUnplayed });
  });
  return list;
}

/**
 * Art. 14 cuts. Low cuts take the voluntarily unplayed rounds first (art.
 * 16.5), unless the least significant game is worth less than every such
 * round; high cuts take the highest opponent score.
 */
export function applyCuts(list: readonly Contribution[], cuts: Cuts, rounds: number): Contribution[] {
  let kept = [...list];
  const low = Math.min(cuts.low, rounds);
  const high = Math.min(cuts.high, rounds - low);
  for (let i = 0; i < low && kept.length > 0; i++) {
    const byScore = stableMin(kept, (a, b) => a.opponentScore - b.opponentScore || a.value - b.value);
    const vurs = kept.filter((c) => c.voluntarilyUnplayed);
    let cut = byScore;
    if (vurs.length > 0) {
      const leastVur = stableMin(vurs, (a, b) => a.value - b.value || a.opponentScore - b.opponentScore);
      if (!(byScore.value > leastVur.value)) cut = leastVur;
    }
    kept = kept.filter((c) => c !== cut);
  }
  for (let i = 0; i < high && kept.length > 0; i++) {
    const cut = stableMin(kept, (a, b) => b.opponentScore - a.opponentScore || b.value - a.value);
    kept = kept.filter((c) => c !== cut);
  }
  return kept;
}

function stableMin<T>(items: readonly T[], compare: (a: T, b: T) => number): T {
  let best = items[0];
  for (const item of items) if (compare(item, best) < 0) best = item;
  return best;
}

function sum(list: readonly Contribution[]): number {
  return list.reduce((total, c) => total + c.value, 0);
}

/** Every player's score as opponents see it (art. 16.3). */
export function adjustedScores(table: TiebreakTable, fore = false): Map<number, number> {
  const map = new Map<number, number>();
  for (const p of table.players.values()) map.set(p.startNumber, scoreForOpponents(p, table, fore));
  return map;
}

/** Buchholz (art. 8.1): the sum of the opponents' scores, with art. 14 cuts. */
export function buchholz(p: TiebreakPlayer, table: TiebreakTable, adjusted: ReadonlyMap<number, number>, cuts: Cuts = NO_CUTS): number {
  return sum(applyCuts(contributions(p, table, 'BH', adjusted), cuts, table.rounds));
}

/**
 * Fore Buchholz (art. 8.3): Buchholz with every game of the tournament's last
 * round counted as a draw, so it can be published before that round ends.
 * `adjusted` must come from `adjustedScores(table, true)`.
 */
export function foreBuchholz(p: TiebreakPlayer, table: TiebreakTable, adjusted: ReadonlyMap<number, number>, cuts: Cuts = NO_CUTS): number {
  return sum(applyCuts(contributions(p, table, 'BH', adjusted, true), cuts, table.rounds));
}

/**
 * Sonneborn-Berger (art. 9.1): each opponent's score times the points scored
 * against that opponent, with art. 14 cuts.
 */
export function sonnebornBerger(p: TiebreakPlayer, table: TiebreakTable, adjusted: ReadonlyMap<number, number>, cuts: Cuts = NO_CUTS): number {
  return sum(applyCuts(contributions(p, table, 'SB', adjusted), cuts, table.rounds));
}

/**
 * Average of Opponents' Buchholz (art. 8.2): the mean of the (uncut)
 * Buchholz of the opponents met over the board, to two decimals; 0 without
 * such games.
 */
export function averageOfOpponentsBuchholz(p: TiebreakPlayer, buchholzOf: ReadonlyMap<number, number>): number {
  const values: number[] = [];
  for (const round of p.rounds) {
    if (round.played && round.opponent !== null) values.push(buchholzOf.get(round.opponent) ?? 0);
  }
  if (values.length === 0) return 0;
  return roundToHundredths(values.reduce((a, b) => a + b, 0) / values.length);
}

/** Half-up to two decimals, robust to binary fractions (e.g. 98.805 stored as 98.80499…). */
export function roundToHundredths(value: number): number {
  return Math.floor(value * 100 + 0.5 + 1e-7) / 100;
}
