// Team events for the tests: rounds written by hand, and random events
// played round by round with the pairing under test.

import fc from 'fast-check';
import { expect } from 'vitest';
import type { Colour } from '../../../model.js';
import {
  STANDARD_TEAM_SCORING,
  type ForbiddenTeamPairs,
  type TeamAcceleration,
  type TeamRound,
  type TeamRoundPairing,
  type TeamScoring,
} from '../../../teams/model.js';
import { seededRandom } from '../../dutch/generated-open.js';
import { NoLegalTeamPairingError, type TeamPairingState, type TeamPairingTeam } from '../state.js';

/** A played match: opponent, board-1 colour, match and game points. */
export function played(opponent: number, colour: Colour, matchPoints: number, gamePoints: number): TeamRound {
  return { opponent, colour, kind: 'played', matchPoints, gamePoints, pending: false };
}

export function pab(matchPoints = 1, gamePoints = 2): TeamRound {
  return { opponent: null, colour: null, kind: 'pairingAllocatedBye', matchPoints, gamePoints, pending: false };
}

export function forfeit(opponent: number, won: boolean, boards = 4, scoring: TeamScoring = STANDARD_TEAM_SCORING): TeamRound {
  const { win, loss } = scoring.matchPoints;
  return { opponent, colour: null, kind: won ? 'forfeitWin' : 'forfeitLoss', matchPoints: won ? win : loss, gamePoints: won ? boards : 0, pending: false };
}

export function absent(): TeamRound {
  return { opponent: null, colour: null, kind: 'absent', matchPoints: 0, gamePoints: 0, pending: false };
}

/** The standard scoring with colour preferences of type B (C.04.6 art. 1.7.2). */
export const typeB: TeamScoring = { ...STANDARD_TEAM_SCORING, colourPreferenceType: 'B' };

/** Drawn matches with these board-1 colours (`-`: a pairing-allocated bye), against teams outside the pair. */
export function history(colours: string, opponent: number): TeamRound[] {
  return [...colours].map((c, i) => (c === '-' ? pab(1, 1) : played(opponent + i, c as Colour, 1, 1)));
}

/** Virtual points in round `round` for teams first..last (TRF-2026 250). */
export function virtual(matchPoints: number, firstTeam: number, lastTeam: number, round = 1): TeamAcceleration {
  return { matchPoints, gamePoints: 0, firstRound: round, lastRound: round, firstTeam, lastTeam };
}

/** A state pairing every team, with the standard scoring unless `fields` say otherwise. */
export function teamState(rounds: TeamRound[][], fields: Partial<TeamPairingState> = {}): TeamPairingState {
  const teams: TeamPairingTeam[] = rounds.map((r, i) => ({ pairingNumber: i + 1, rounds: r }));
  return {
    teams,
    toPair: teams.map((t) => t.pairingNumber),
    round: (rounds[0]?.length ?? 0) + 1,
    totalRounds: 9,
    scoring: STANDARD_TEAM_SCORING,
    initialColour: 'w',
    accelerations: [],
    forbiddenPairs: [],
    ...fields,
  };
}

/** Draws in [0, 1) from `seed`, past the generator's first twenty: those from a small seed are close to 0. */
export function warmedRandom(seed: number): () => number {
  const random = seededRandom(seed);
  for (let i = 0; i < 20; i++) random();
  return random;
}

export interface RandomEvent {
  teams: number;
  rounds: number;
  boards: number;
  seed: number;
  scoring?: TeamScoring;
  /** Chance that a team sits a round out. */
  absence?: number;
  /** Chance that a match is lost by forfeit as a whole. */
  forfeits?: number;
  forbiddenPairs?: ForbiddenTeamPairs[];
  accelerations?: TeamAcceleration[];
}

/**
 * Plays a random event: before each round `pair` is called with the state, and its pairing gets random
 * board results. Stops after the last round, or when `pair` returns null.
 */
export function playRandomEvent(e: RandomEvent, pair: (state: TeamPairingState) => TeamRoundPairing | null): void {
  const random = warmedRandom(e.seed);
  const rounds: TeamRound[][] = Array.from({ length: e.teams }, () => []);
  const scoring = e.scoring ?? STANDARD_TEAM_SCORING;
  const { win, draw, loss } = scoring.matchPoints;
  for (let round = 1; round <= e.rounds; round++) {
    const toPair = rounds.map((_, i) => i + 1).filter(() => random() >= (e.absence ?? 0));
    const state = teamState(rounds, {
      toPair,
      round,
      totalRounds: e.rounds,
      scoring,
      forbiddenPairs: e.forbiddenPairs ?? [],
      accelerations: e.accelerations ?? [],
    });
    const pairing = pair(state);
    if (pairing === null) return;
    const done = new Set<number>();
    for (const m of pairing.matches) {
      done.add(m.white).add(m.black);
      if (random() < (e.forfeits ?? 0)) {
        const whiteWins = random() < 0.5;
        rounds[m.white - 1].push(forfeit(m.black, whiteWins, e.boards, scoring));
        rounds[m.black - 1].push(forfeit(m.white, !whiteWins, e.boards, scoring));
        continue;
      }
      let white = 0;
      for (let b = 0; b < e.boards; b++) white += [0, 0.5, 1][Math.floor(random() * 3)];
      const black = e.boards - white;
      const mp = (mine: number, theirs: number) => (mine > theirs ? win : mine === theirs ? draw : loss);
      rounds[m.white - 1].push(played(m.black, 'w', mp(white, black), white));
      rounds[m.black - 1].push(played(m.white, 'b', mp(black, white), black));
    }
    if (pairing.pairingAllocatedBye !== null) {
      rounds[pairing.pairingAllocatedBye - 1].push(pab(draw, e.boards / 2));
      done.add(pairing.pairingAllocatedBye);
    }
    for (let t = 1; t <= e.teams; t++) if (!done.has(t)) rounds[t - 1].push(absent());
  }
}

export interface RandomEventSize {
  teams: number;
  rounds: number;
  boards: number;
}

/** Random events of up to `max` teams, rounds and boards, any colour preference type and primary score, 5% absences and forfeits. */
function randomEvents(max: RandomEventSize): fc.Arbitrary<RandomEvent> {
  return fc
    .record({
      teams: fc.integer({ min: 2, max: max.teams }),
      rounds: fc.integer({ min: 1, max: max.rounds }),
      boards: fc.integer({ min: 1, max: max.boards }),
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      type: fc.constantFrom('A' as const, 'B' as const, 'none' as const),
      primary: fc.constantFrom('match' as const, 'game' as const),
    })
    .map(({ type, primary, ...e }) => ({
      ...e,
      scoring: { ...STANDARD_TEAM_SCORING, colourPreferenceType: type, primary },
      absence: 0.05,
      forfeits: 0.05,
    }));
}

/**
 * On `numRuns` random events of up to `max` teams, rounds and boards, `check` pairs each round and names what it
 * finds wrong; expects nothing named. An event stops after its last round or at a round with no legal pairing
 * (C.04.6 art. 3.3.3).
 */
export function expectNoProblemsOnRandomEvents(
  max: RandomEventSize,
  numRuns: number,
  check: (state: TeamPairingState) => { problems: string[]; pairing: TeamRoundPairing },
): void {
  fc.assert(
    fc.property(randomEvents(max), (e) => {
      const problems: string[] = [];
      playRandomEvent(e, (state) => {
        try {
          const round = check(state);
          problems.push(...round.problems.map((p) => `round ${state.round}: ${p}`));
          return round.pairing;
        } catch (error) {
          if (error instanceof NoLegalTeamPairingError) return null;
          throw error;
        }
      });
      expect(problems).toEqual([]);
    }),
    { numRuns },
  );
}

/** One round written by hand: matches as [white, black, white's game points], whole-match forfeits as [winner, loser]. */
export interface HandRound {
  matches?: [number, number, number][];
  forfeits?: [number, number][];
  pab?: number;
}

/** The teams' rounds after `rounds`, `boards` per match; a team in none of a round's entries was absent. */
export function roundsAfter(teams: number, boards: number, rounds: HandRound[], scoring: TeamScoring = STANDARD_TEAM_SCORING): TeamRound[][] {
  const { win, draw, loss } = scoring.matchPoints;
  const mp = (mine: number, theirs: number) => (mine > theirs ? win : mine === theirs ? draw : loss);
  const result: TeamRound[][] = Array.from({ length: teams }, () => []);
  for (const r of rounds) {
    for (const [white, black, gp] of r.matches ?? []) {
      result[white - 1].push(played(black, 'w', mp(gp, boards - gp), gp));
      result[black - 1].push(played(white, 'b', mp(boards - gp, gp), boards - gp));
    }
    for (const [winner, loser] of r.forfeits ?? []) {
      result[winner - 1].push(forfeit(loser, true, boards, scoring));
      result[loser - 1].push(forfeit(winner, false, boards, scoring));
    }
    if (r.pab !== undefined) result[r.pab - 1].push(pab(draw, boards / 2));
    const length = result.reduce((n, x) => Math.max(n, x.length), 0);
    for (const x of result) if (x.length < length) x.push(absent());
  }
  return result;
}

/** The state before the round after `rounds` written by hand, `boards` per match, scored as `fields` say. */
export function handState(teams: number, rounds: HandRound[], fields: Partial<TeamPairingState> = {}, boards = 2): TeamPairingState {
  return teamState(roundsAfter(teams, boards, rounds, fields.scoring), fields);
}

/** An event written by hand: its teams, its rounds and the virtual points of the round to pair. */
export interface HandEvent {
  teams: number;
  rounds: HandRound[];
  accelerations: TeamAcceleration[];
}

/** The state before the event's next round, with its virtual points and `fields`. */
export function eventState(e: HandEvent, fields: Partial<TeamPairingState> = {}): TeamPairingState {
  return handState(e.teams, e.rounds, { accelerations: e.accelerations, ...fields });
}
