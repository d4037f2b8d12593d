import type { Colour, ForbiddenPair, Player, Tournament } from '../model.js';
import { scoreAfter } from './points.js';

/** One board of a round as the pairing programs print it. */
export interface PairedGame {
  white: number;
  black: number;
}

/** What was paired in one round: its games and the pairing-allocated bye. */
export interface RoundPairing {
  /** Ordered by white's start number (a TRF does not record board order). */
  pairs: PairedGame[];
  /** Start number of the player given the pairing-allocated bye (`U`), or null. */
  bye: number | null;
}

/** The number of rounds for which the file records anything in a 001 record (TRF-2026, 10 columns per round from column 92). */
export function roundsPlayed(t: Tournament): number {
  let n = 0;
  for (const p of t.players) n = Math.max(n, p.rounds.length);
  return n;
}

/**
 * The round to pair next: the one after the last round in which anybody was
 * paired (against an opponent, or given the pairing-allocated bye). Requested
 * byes and absences already entered for later rounds do not count.
 */
export function nextRound(t: Pick<Tournament, 'players'>): number {
  let last = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length - 1; r >= last; r--) {
      const e = p.rounds[r];
      if (e.opponent !== null || e.result === 'U') {
        last = r + 1;
        break;
      }
    }
  }
  return last + 1;
}

/**
 * The pairs that must not meet in the given round: those forbidden in every
 * round (TRF(x) XXP) and those of TRF-2026 260 records covering that round.
 */
export function forbiddenPairsInRound(t: Tournament, round: number): ForbiddenPair[] {
  const pairs: ForbiddenPair[] = t.forbiddenPairs.map(([a, b]) => [a, b] as const);
  for (const f of t.forbiddenPairsInRounds ?? []) {
    if (round < f.firstRound || round > f.lastRound) continue;
    for (let i = 0; i < f.players.length; i++) {
      for (let j = i + 1; j < f.players.length; j++) pairs.push([f.players[i], f.players[j]]);
    }
  }
  return pairs;
}

/**
 * The colour the top-ranked player received in round 1, as TRF(x) `XXC`
 * states it: taken from the lowest-numbered player who was paired against an
 * opponent in round 1 (FIDE C.04.3 Dutch rules, initial colour: the arbiter
 * draws it for the first player of round 1; the file records the outcome).
 */
function firstRoundColour(t: Tournament): Colour | null {
  const players = [...t.players].sort((a, b) => a.startNumber - b.startNumber);
  for (const p of players) {
    const first = p.rounds[0];
    if (first && first.opponent !== null && first.colour !== null) return first.colour;
  }
  return null;
}

/**
 * The tournament as a pairing program sees it just before round R is paired
 * (R from 1): the results of rounds 1..R-1, the score recomputed from them
 * with the tournament's point system, the planned number of rounds (TRF-2026
 * 142 / TRF(x) XXR) and the initial colour (XXC). A player whose round-R
 * entry has no opponent and is a requested bye or an absence (H, F, Z, -, …,
 * anything but the pairing-allocated bye U and a blank) keeps that entry,
 * without its points: that is how a TRF tells the pairing program who asked
 * for a bye or is absent and must not be paired (TRF-2026 240 byes; the
 * FIDE General Handling Rules for Swiss tournaments, absent players). A blank
 * entry is a round nothing was decided for yet (the reader fills rounds
 * skipped before a later bye with it), so that player is paired. The
 * pairs forbidden in round R become `forbiddenPairs`.
 */
export function tournamentBeforeRound(t: Tournament, round: number): Tournament {
  if (!Number.isInteger(round) || round < 1) throw new RangeError(`round must be a whole number from 1, got ${round}`);
  const players: Player[] = t.players.map((p) => {
    const rounds = p.rounds.slice(0, round - 1).map((e) => ({ ...e }));
    const next = p.rounds[round - 1];
    if (next && next.opponent === null && next.result !== 'U' && next.result !== ' ') {
      // Fill any unrecorded earlier rounds so that the kept entry stays in round R.
      while (rounds.length < round - 1) rounds.push({ opponent: null, colour: null, result: ' ' });
      rounds.push({ ...next });
    }
    return {
      ...p,
      rounds,
      points: scoreAfter(rounds, t.pointSystem, round - 1),
      rank: 0,
    };
  });
  const before: Tournament = {
    ...t,
    deputyArbiters: [...t.deputyArbiters],
    totalRounds: t.totalRounds > 0 ? t.totalRounds : roundsPlayed(t),
    initialColour: t.initialColour ?? firstRoundColour(t),
    pointSystem: { ...t.pointSystem },
    players,
    forbiddenPairs: forbiddenPairsInRound(t, round),
    accelerations: t.accelerations.map((a) => ({ startNumber: a.startNumber, points: [...a.points] })),
    keptLines: t.keptLines.map((l) => ({ ...l })),
  };
  delete before.forbiddenPairsInRounds;
  return before;
}

/**
 * The pairing of round R (from 1) as recorded in the file: every game with
 * its colours, and the pairing-allocated bye. Games without a recorded colour
 * on either side are listed with the lower start number as white.
 */
export function pairingOfRound(t: Tournament, round: number): RoundPairing {
  const pairs: PairedGame[] = [];
  let bye: number | null = null;
  const seen = new Set<number>();
  for (const p of [...t.players].sort((a, b) => a.startNumber - b.startNumber)) {
    const e = p.rounds[round - 1];
    if (!e) continue;
    if (e.opponent === null) {
      if (e.result === 'U') bye = p.startNumber;
      continue;
    }
    if (seen.has(p.startNumber)) continue;
    seen.add(p.startNumber);
    seen.add(e.opponent);
    if (e.colour === 'b') pairs.push({ white: e.opponent, black: p.startNumber });
    else pairs.push({ white: p.startNumber, black: e.opponent });
  }
  pairs.sort((a, b) => a.white - b.white);
  return { pairs, bye };
}
