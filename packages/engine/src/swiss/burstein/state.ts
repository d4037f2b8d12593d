// What the Burstein system reads about each player before a round (C.04.4.2
// art. 1): the colour preference with its strength, the opposition index
// (Buchholz, then Sonneborn-Berger) and the ranking it gives, and whether the
// round is one of the seeding rounds. Built on the pairing state every Swiss
// system shares (player-pairing-state.ts).

import type { Colour, RoundEntry, Tournament } from '../../model.js';
import { roundPoints } from '../../trf/points.js';
import { absoluteCriteria } from '../absolute-criteria.js';
import { gameWasPlayed, swissRound, toTenths, type PlayerPairingState, type SwissRound } from '../player-pairing-state.js';

export type PreferenceStrength = 'absolute' | 'strong' | 'mild';

export interface BursteinPlayer {
  startNumber: number;
  /** Pairing number from 1 (C.04.2 initial order, art. 1.1). */
  tpn: number;
  /** Score for pairing purposes in tenths. */
  score: number;
  playedGames: number;
  byeEligible: boolean;
  /** C.04.4.2 art. 1.5; null for a player who has not played yet (1.5.4). */
  preference: Colour | null;
  strength: PreferenceStrength | null;
  /** C.04.4.2 art. 1.7.1.1, in tenths. */
  buchholz: number;
  /** C.04.4.2 art. 1.7.1.2, in hundredths (points times score, both in tenths). */
  sonnebornBerger: number;
  state: PlayerPairingState;
}

export interface BursteinRound {
  base: SwissRound;
  players: Map<number, BursteinPlayer>;
  /** Start numbers of the players to pair, in pairing-number order. */
  toPair: number[];
  cannotMeet: Map<number, Set<number>>;
  initialColour: Colour;
  /** The round being paired is a seeding round (art. 1.6): the Dutch system pairs it. */
  seeding: boolean;
}

/** C.04.4.2 art. 1.6.2: half the rounds of the tournament, rounded down, but at most four. */
export function seedingRounds(totalRounds: number): number {
  return Math.min(Math.floor(totalRounds / 2), 4);
}

/**
 * C.04.4.2 art. 1.7.2: a player whose rounds from some point up to now are all
 * zero-point byes (an absence or withdrawal) counts each of them as a draw
 * when their opponents' index is worked out, so that those who met them over
 * the board lose nothing by it.
 */
function scoreForOpponents(history: readonly RoundEntry[], raw: (e: RoundEntry) => number, draw: number): number {
  let total = history.reduce((sum, e) => sum + raw(e), 0);
  for (let r = history.length - 1; r >= 0; r--) {
    const e = history[r];
    if (e.opponent !== null || (e.result !== 'Z' && e.result !== ' ')) break;
    total += draw - raw(e);
  }
  return total;
}

function strengthOf(s: PlayerPairingState): PreferenceStrength | null {
  if (s.preference === null) return null;
  return s.absolute ? 'absolute' : s.strong ? 'strong' : 'mild';
}

export function bursteinRound(t: Tournament): BursteinRound {
  const base = swissRound(t);
  const criteria = absoluteCriteria(t, base);
  const raw = (e: RoundEntry) => toTenths(roundPoints(e, t.pointSystem));
  const draw = toTenths(t.pointSystem.draw);
  const forOpponents = new Map<number, number>();
  for (const s of base.players.values()) forOpponents.set(s.startNumber, scoreForOpponents(s.history, raw, draw));
  const players = new Map<number, BursteinPlayer>();
  for (const s of base.players.values()) {
    let buchholz = 0;
    let sonnebornBerger = 0;
    for (const e of s.history) {
      // C.04.4.2 art. 1.7.1: the opponents' current scores. A round without a
      // game is read, with the tie-break regulations' dummy opponent (C.07
      // art. 16.4), as one against an opponent with the player's own score.
      const opponent = gameWasPlayed(e) ? (forOpponents.get(e.opponent as number) ?? 0) : s.rawScore;
      buchholz += opponent;
      sonnebornBerger += raw(e) * opponent;
    }
    players.set(s.startNumber, {
      startNumber: s.startNumber,
      tpn: s.rankIndex + 1,
      score: s.score,
      playedGames: s.playedGames,
      byeEligible: s.byeEligible,
      preference: s.preference,
      strength: strengthOf(s),
      buchholz,
      sonnebornBerger,
      state: s,
    });
  }
  const toPair = [...base.toPair].sort((a, b) => (players.get(a) as BursteinPlayer).tpn - (players.get(b) as BursteinPlayer).tpn);
  return {
    base,
    players,
    toPair,
    cannotMeet: criteria.cannotMeet,
    initialColour: t.initialColour ?? 'w',
    seeding: base.playedRounds + 1 <= seedingRounds(t.totalRounds),
  };
}

/**
 * C.04.4.2 art. 1.8: after the seeding rounds the players of a bracket rank
 * by their index (1.8.1: Buchholz, then Sonneborn-Berger, higher first), then
 * by pairing number (1.8.2). Negative when `a` ranks higher.
 */
export function byRanking(a: BursteinPlayer, b: BursteinPlayer): number {
  return b.buchholz - a.buchholz || b.sonnebornBerger - a.sonnebornBerger || a.tpn - b.tpn;
}

/** C.04.4.2 [C8]: a pair in which one of the two cannot get the colour they prefer. */
export function missesPreference(a: BursteinPlayer, b: BursteinPlayer): boolean {
  return a.preference !== null && a.preference === b.preference;
}
