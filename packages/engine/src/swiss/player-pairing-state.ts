// What every Swiss system needs to know about a player before a round is
// paired: the score (with acceleration), the colour history and preference,
// the floats of the last rounds and whether the player may receive the
// pairing-allocated bye. Scores are kept in integer tenths of a point so that
// equal scores compare equal whatever the point system.

import type { Colour, RoundEntry, Tournament } from '../model.js';
import { roundPoints } from '../trf/points.js';

export type Float = 'down' | 'up' | null;

/**
 * The pairing state of one player before a round: what the pairing criteria
 * read about them (not their place in the standings, which tie-breaks decide).
 */
export interface PlayerPairingState {
  startNumber: number;
  /**
   * Effective pairing number from 0: the place of the player among those who
   * take part in the pairing, in TPN order (C.04.2 General Handling Rules
   * art. 2, initial order and late entries).
   */
  rankIndex: number;
  /** Score for pairing purposes in tenths, acceleration included (C.04.3 art. 1.2.1; C.04.5). */
  score: number;
  /** Score in tenths without acceleration (what earlier rounds' scores are worked back from). */
  rawScore: number;
  /** Rounds 1..R-1, padded with absences. */
  history: RoundEntry[];
  /** Games actually played (forfeits excluded). */
  playedGames: number;
  /** Games with white − games with black (C.04.3 art. 1.6.1, colour difference). */
  colourDifference: number;
  /** |colourDifference|. */
  colourImbalance: number;
  /** The colour the player should get, or null when none (C.04.3 art. 1.6). */
  preference: Colour | null;
  /** The colour of the last two played games when they were the same, else null. */
  repeatedColour: Colour | null;
  /** Absolute preference: colour difference beyond ±1, or the same colour twice running. */
  absolute: boolean;
  /** Strong preference: colour difference ±1 and not absolute. */
  strong: boolean;
  /** May receive the pairing-allocated bye (C.04.1 Basic Rules art. 4). */
  byeEligible: boolean;
}

export function invertColour(c: Colour): Colour {
  return c === 'w' ? 'b' : 'w';
}

/** A game was played over the board: there was an opponent and no forfeit. */
export function gameWasPlayed(e: RoundEntry): boolean {
  return e.opponent !== null && e.result !== '+' && e.result !== '-' && e.result !== ' ';
}

/** Taking part in a round's pairing: a game (played or forfeited) or the pairing-allocated bye. */
export function participatedInPairing(e: RoundEntry): boolean {
  return e.opponent !== null || e.result === 'U';
}

const ABSENT: RoundEntry = { opponent: null, colour: null, result: ' ' };

export function toTenths(points: number): number {
  return Math.round(points * 10);
}

/**
 * The rounds already paired: the last round in which anybody was paired
 * against an opponent or given the pairing-allocated bye. Entries after it
 * (requested byes, announced absences) belong to the round being paired.
 */
export function pairedRounds(t: Tournament): number {
  let n = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length - 1; r >= n; r--) {
      if (participatedInPairing(p.rounds[r])) {
        n = r + 1;
        break;
      }
    }
  }
  return n;
}

/**
 * The pairing context of the next round: who is to be paired and every
 * player's pairing state. A player whose entry for the round to pair is already
 * filled without an opponent (a requested bye, an absence) is not paired
 * (C.04.2 General Handling Rules, byes and absent players).
 */
export interface SwissRound {
  /** Rounds already played; the round to pair is this + 1. */
  playedRounds: number;
  players: Map<number, PlayerPairingState>;
  /** Start numbers of the players to pair. */
  toPair: number[];
}

export function swissRound(t: Tournament): SwissRound {
  const playedRounds = pairedRounds(t);
  const ps = t.pointSystem;
  const acceleration = new Map<number, number[]>();
  for (const a of t.accelerations) acceleration.set(a.startNumber, a.points);
  const rawTenths = (e: RoundEntry) => toTenths(roundPoints(e, ps));

  // TRF(x) `XXC rank`: the file's player order is the pairing order.
  const byNumber = t.rankOrder ? [...t.players] : [...t.players].sort((a, b) => a.startNumber - b.startNumber);
  const toPair: number[] = [];
  const valid: number[] = [];
  for (const p of byNumber) {
    const next = p.rounds[playedRounds];
    const paired = !(next && next.opponent === null && next.result !== ' ');
    if (paired) toPair.push(p.startNumber);
    let took = paired;
    for (let r = 0; r < playedRounds && !took; r++) if (p.rounds[r] && participatedInPairing(p.rounds[r])) took = true;
    if (took) valid.push(p.startNumber);
  }
  const rankIndex = new Map<number, number>();
  valid.forEach((n, i) => rankIndex.set(n, i));

  const players = new Map<number, PlayerPairingState>();
  for (const p of byNumber) {
    const history: RoundEntry[] = [];
    for (let r = 0; r < playedRounds; r++) history.push(p.rounds[r] ?? ABSENT);
    let raw = 0;
    for (const e of history) raw += rawTenths(e);
    const acc = acceleration.get(p.startNumber);
    const score = raw + toTenths(acc?.[playedRounds] ?? 0);

    let white = 0;
    let black = 0;
    let run = 0;
    let last: Colour | null = null;
    let playedGames = 0;
    let byeEligible = true;
    for (const e of history) {
      if (gameWasPlayed(e) && e.colour) {
        playedGames++;
        if (e.colour === 'w') white++;
        else black++;
        run = run > 0 && e.colour === last ? run + 1 : 1;
        last = e.colour;
      } else if (e.result === 'U' || rawTenths(e) >= toTenths(ps.win)) {
        // C.04.1 art. 4: a player who already received the pairing-allocated
        // bye, whatever it was worth, or scored a win's points in one round
        // without playing (full-point bye, forfeit win) gets no PAB.
        byeEligible = false;
      }
    }
    const imbalance = Math.abs(white - black);
    const lower: Colour = white > black ? 'b' : 'w';
    const repeatedColour = run > 1 ? last : null;
    let preference: Colour | null = null;
    if (imbalance > 1) preference = lower;
    else if (run > 1 && last) preference = invertColour(last);
    else if (imbalance > 0) preference = lower;
    else if (run > 0 && last) preference = invertColour(last);
    const absolute = imbalance > 1 || repeatedColour !== null;
    players.set(p.startNumber, {
      startNumber: p.startNumber,
      rankIndex: rankIndex.get(p.startNumber) ?? -1,
      score,
      rawScore: raw,
      history,
      playedGames,
      colourDifference: white - black,
      colourImbalance: imbalance,
      preference,
      repeatedColour,
      absolute,
      strong: !absolute && imbalance > 0,
      byeEligible,
    });
  }
  return { playedRounds, players, toPair };
}

/**
 * The score for pairing purposes a player had before the round `roundsBack`
 * rounds ago (1 = the last round played): later rounds' points taken off and
 * that round's acceleration put on.
 */
export function scoreBefore(t: Tournament, round: SwissRound, s: PlayerPairingState, roundsBack: number): number {
  let score = s.rawScore;
  for (let k = 1; k <= roundsBack; k++) score -= toTenths(roundPoints(s.history[round.playedRounds - k], t.pointSystem));
  const acc = t.accelerations.find((a) => a.startNumber === s.startNumber);
  return score + toTenths(acc?.points[round.playedRounds - roundsBack] ?? 0);
}

/**
 * The float a player received `roundsBack` rounds ago (C.04.3 art. 1.4.2-1.4.4):
 * after a game, the higher-scored player floated down and the lower one up;
 * scoring more than a loss without playing (PAB, full-point bye, forfeit
 * win) is a downfloat.
 */
export function floatOf(t: Tournament, round: SwissRound, s: PlayerPairingState, roundsBack: number): Float {
  const r = round.playedRounds - roundsBack;
  if (r < 0) return null;
  const e = s.history[r];
  if (!gameWasPlayed(e)) {
    return toTenths(roundPoints(e, t.pointSystem)) > toTenths(t.pointSystem.loss) ? 'down' : null;
  }
  const opponent = round.players.get(e.opponent as number);
  if (!opponent) return null;
  const mine = scoreBefore(t, round, s, roundsBack);
  const theirs = scoreBefore(t, round, opponent, roundsBack);
  return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
}
