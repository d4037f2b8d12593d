// The tie-break view of a tournament: each player's rounds 1..N reduced to
// what the FIDE Tie-Break Regulations (C.07, 2024) ask about a round — was a
// game played over the board, who was the opponent, how many points did it
// bring, and was it a voluntarily unplayed round (VUR, art. 16).
import type { Colour, Player, ResultCode, RoundEntry, Tournament } from '../model.js';
import { STANDARD_POINTS } from '../model.js';
import { roundPoints } from '../trf/points.js';

export interface TiebreakRound {
  /** Opponent's start number, also for forfeits; null for byes and absences. */
  opponent: number | null;
  colour: Colour | null;
  /** Points under the tournament's point system. */
  points: number;
  /** Points of an over-the-board game counted 1 / ½ / 0, for rating-based tie-breaks. */
  gamePoints: number;
  /** A game was played over the board (rated or not). */
  played: boolean;
  /** Pairing-allocated bye: counts as a round one elected to play (art. 7.6, GE). */
  pairingAllocatedBye: boolean;
  /**
   * Voluntarily unplayed round (art. 16): not played and not worth a win —
   * forfeit losses, half- and zero-point byes, absences. Forfeit wins, full-
   * point byes and pairing-allocated byes are not voluntary.
   */
  voluntarilyUnplayed: boolean;
  /** Worth as many points as a win (art. 7.1 WIN). */
  winPoints: boolean;
}

export interface TiebreakPlayer {
  startNumber: number;
  /** Rating used by rating-based tie-breaks; null when unrated. */
  rating: number | null;
  rounds: TiebreakRound[];
  /** Points after the rounds considered. */
  points: number;
  /** Points after each round: cumulative[r] is the score after round r + 1. */
  cumulative: number[];
  /** Last round (1-based) that was not voluntarily unplayed; 0 if none. */
  lastRoundNotVoluntarilyUnplayed: number;
  /** Last round (1-based) with an opponent or a pairing-allocated bye; 0 if none. */
  lastRoundPaired: number;
}

export interface TiebreakTable {
  /** Rounds considered ("standings after round N"). */
  rounds: number;
  /** Rounds the tournament has in all (for FB's "last round"). */
  totalRounds: number;
  roundRobin: boolean;
  /** Points for a win and a draw in the tournament's point system. */
  win: number;
  draw: number;
  players: Map<number, TiebreakPlayer>;
  /** Start numbers in ascending order. */
  order: number[];
}

const PLAYED: ReadonlySet<ResultCode> = new Set(['1', '=', '0', 'W', 'D', 'L']);
const BLANK: RoundEntry = { opponent: null, colour: null, result: ' ' };

function tiebreakRound(entry: RoundEntry, t: Tournament, known: Set<number>): TiebreakRound {
  const opponent = entry.opponent !== null && entry.opponent > 0 && known.has(entry.opponent) ? entry.opponent : null;
  const played = opponent !== null && PLAYED.has(entry.result);
  const pairingAllocatedBye = entry.result === 'U';
  const points = roundPoints(entry, t.pointSystem);
  const winPoints = entry.result !== ' ' && points === t.pointSystem.win;
  // A blank result is a game paired but not played yet: it counts as nothing done.
  const voluntarilyUnplayed = !played && !pairingAllocatedBye && !(winPoints && entry.result !== ' ');
  return {
    opponent,
    colour: entry.colour,
    points,
    gamePoints: played ? roundPoints(entry, STANDARD_POINTS) : 0,
    played,
    pairingAllocatedBye,
    voluntarilyUnplayed,
    winPoints,
  };
}

function tiebreakPlayer(p: Player, t: Tournament, rounds: number, known: Set<number>): TiebreakPlayer {
  const list: TiebreakRound[] = [];
  const cumulative: number[] = [];
  let points = 0;
  let lastNotVur = 0;
  let lastPaired = 0;
  for (let r = 0; r < rounds; r++) {
    const round = tiebreakRound(p.rounds[r] ?? BLANK, t, known);
    list.push(round);
    points += round.points;
    cumulative.push(points);
    if (!round.voluntarilyUnplayed) lastNotVur = r + 1;
    if (round.opponent !== null || round.pairingAllocatedBye) lastPaired = r + 1;
  }
  return {
    startNumber: p.startNumber,
    rating: p.rating > 0 ? p.rating : null,
    rounds: list,
    points,
    cumulative,
    lastRoundNotVoluntarilyUnplayed: lastNotVur,
    lastRoundPaired: lastPaired,
  };
}

/** The number of rounds the file records anything for. */
export function recordedRounds(t: Tournament): number {
  let n = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length - 1; r >= 0; r--) {
      const e = p.rounds[r];
      if (e.result !== ' ' || e.opponent !== null) {
        n = Math.max(n, r + 1);
        break;
      }
    }
  }
  return n;
}

export function tiebreakTable(t: Tournament, options: { roundRobin?: boolean; rounds?: number } = {}): TiebreakTable {
  const recorded = recordedRounds(t);
  const rounds = options.rounds ?? recorded;
  if (!Number.isInteger(rounds) || rounds < 0) throw new RangeError(`rounds must be a whole number ≥ 0, got ${rounds}`);
  const known = new Set(t.players.map((p) => p.startNumber));
  const players = new Map<number, TiebreakPlayer>();
  for (const p of t.players) players.set(p.startNumber, tiebreakPlayer(p, t, rounds, known));
  return {
    rounds,
    totalRounds: Math.max(t.totalRounds, recorded),
    roundRobin: options.roundRobin ?? false,
    win: t.pointSystem.win,
    draw: t.pointSystem.draw,
    players,
    order: [...players.keys()].sort((a, b) => a - b),
  };
}
