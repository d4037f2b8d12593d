// What the Dubov system reads about each player before a round (C.04.4.1
// art. 1): the colour preference with its strength, the average rating of the
// opponents, the upfloats so far, and the round-wide facts the criteria
// depend on (last round, MaxT). Built on the pairing state every Swiss system
// shares (player-pairing-state.ts).

import type { Colour, Tournament } from '../../model.js';
import { absoluteCriteria } from '../absolute-criteria.js';
import { floatOf, gameWasPlayed, swissRound, type PlayerPairingState, type SwissRound } from '../player-pairing-state.js';

export type PreferenceStrength = 'absolute' | 'strong' | 'mild';

export interface DubovPlayer {
  startNumber: number;
  /** Pairing number from 1 (C.04.2 initial order). */
  tpn: number;
  /** Score in tenths. */
  score: number;
  playedGames: number;
  byeEligible: boolean;
  /** C.04.4.1 art. 1.6: every player has one; a player without games a mild one for black (1.6.4). */
  preference: Colour;
  strength: PreferenceStrength;
  /** C.04.4.1 art. 1.7. */
  aro: number;
  /** Rounds in which the player met an opponent with a higher score (art. 1.8). */
  upfloats: number;
  upfloatedLastRound: boolean;
  /** The colours of the games played, oldest first. */
  colours: Colour[];
  state: PlayerPairingState;
}

export interface DubovRound {
  base: SwissRound;
  players: Map<number, DubovPlayer>;
  /** Start numbers of the players to pair, in pairing-number order. */
  toPair: number[];
  cannotMeet: Map<number, Set<number>>;
  lastRound: boolean;
  /** C.04.4.1 art. 1.8.2: MaxT = 2 + ⌊Rnds / 5⌋. */
  maxT: number;
  initialColour: Colour;
}

/**
 * C.04.4.1 art. 1.7: the mean rating of the opponents met over the board,
 * rounded to the nearest integer (0.5 upwards); zero before the first game.
 */
export function averageRatingOfOpponents(ratings: number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.floor((2 * sum + ratings.length) / (2 * ratings.length));
}

function strengthOf(s: PlayerPairingState): PreferenceStrength {
  return s.absolute ? 'absolute' : s.strong ? 'strong' : 'mild';
}

export function dubovRound(t: Tournament): DubovRound {
  const base = swissRound(t);
  const criteria = absoluteCriteria(t, base);
  const rating = new Map(t.players.map((p) => [p.startNumber, p.rating]));
  const players = new Map<number, DubovPlayer>();
  for (const s of base.players.values()) {
    const played = s.history.filter(gameWasPlayed);
    let upfloats = 0;
    for (let k = 1; k <= base.playedRounds; k++) if (floatOf(t, base, s, k) === 'up') upfloats++;
    players.set(s.startNumber, {
      startNumber: s.startNumber,
      tpn: s.rankIndex + 1,
      score: s.score,
      playedGames: s.playedGames,
      byeEligible: s.byeEligible,
      preference: s.preference ?? 'b',
      strength: strengthOf(s),
      aro: averageRatingOfOpponents(played.map((e) => rating.get(e.opponent as number) ?? 0)),
      upfloats,
      upfloatedLastRound: base.playedRounds > 0 && floatOf(t, base, s, 1) === 'up',
      colours: played.map((e) => e.colour as Colour),
      state: s,
    });
  }
  const toPair = [...base.toPair].sort((a, b) => (players.get(a) as DubovPlayer).tpn - (players.get(b) as DubovPlayer).tpn);
  return {
    base,
    players,
    toPair,
    cannotMeet: criteria.cannotMeet,
    lastRound: criteria.lastRound,
    maxT: 2 + Math.floor(t.totalRounds / 5),
    initialColour: t.initialColour ?? 'w',
  };
}

/** C.04.4.1 art. 1.8.1: upfloated MaxT times already. */
export function isMaximumUpfloater(round: DubovRound, p: DubovPlayer): boolean {
  return p.upfloats >= round.maxT;
}
