// The absolute criteria of a Swiss round, shared by the Dutch pairing (which
// never breaks them) and the check of a pairing made by hand (which reports
// what it breaks): C.04.1 Basic Rules art. 2 and 4 as the Dutch system words
// them in C.04.3 art. 2, C1–C3.

import type { Tournament } from '../model.js';
import { forbiddenPairsInRound } from '../trf/rounds.js';
import { gameWasPlayed, type PlayerPairingState, type SwissRound } from './player-pairing-state.js';

export interface AbsoluteCriteria {
  /** Earlier opponents (C1: forfeited games are not played ones) and forbidden pairs, by start number. */
  cannotMeet: Map<number, Set<number>>;
  /** The round being paired is the tournament's last, where topscorers may break the colour rules (C3). */
  lastRound: boolean;
  /** Topscorers have more than this many tenths of a point (C.04.3 art. 1.7). */
  topscoreThreshold: number;
}

export function absoluteCriteria(t: Tournament, round: SwissRound): AbsoluteCriteria {
  const cannotMeet = new Map<number, Set<number>>();
  const forbid = (a: number, b: number) => {
    if (!cannotMeet.has(a)) cannotMeet.set(a, new Set());
    (cannotMeet.get(a) as Set<number>).add(b);
  };
  // Forbidden pairs are declared by the tournament's regulations (C.04.1 art. 2 read with C.04.2).
  for (const [a, b] of forbiddenPairsInRound(t, round.playedRounds + 1)) {
    forbid(a, b);
    forbid(b, a);
  }
  for (const s of round.players.values()) {
    for (const e of s.history) if (gameWasPlayed(e)) forbid(s.startNumber, e.opponent as number);
  }
  const ps = t.pointSystem;
  return {
    cannotMeet,
    lastRound: t.totalRounds > 0 && round.playedRounds >= t.totalRounds - 1,
    topscoreThreshold: Math.floor((round.playedRounds * Math.round(Math.max(ps.win, ps.draw) * 10)) / 2),
  };
}

export function isTopscorer(criteria: AbsoluteCriteria, s: PlayerPairingState): boolean {
  return s.score > criteria.topscoreThreshold;
}

/**
 * C3: two players with the same absolute colour preference may meet only in
 * the last round, and only when one of them is a topscorer.
 */
export function coloursAllowMeeting(criteria: AbsoluteCriteria, a: PlayerPairingState, b: PlayerPairingState): boolean {
  if (!a.absolute || !b.absolute || a.preference !== b.preference) return true;
  return criteria.lastRound && (isTopscorer(criteria, a) || isTopscorer(criteria, b));
}

/** C1 (no rematch, no forbidden pair) and C3 (absolute colour preferences): the two may be paired. */
export function compatible(criteria: AbsoluteCriteria, a: PlayerPairingState, b: PlayerPairingState): boolean {
  return !criteria.cannotMeet.get(a.startNumber)?.has(b.startNumber) && coloursAllowMeeting(criteria, a, b);
}
