// FIDE (Dutch) System, handbook C.04.3 as approved in October 2025 and
// applied from 1 February 2026.

import type { Colour, Tournament } from '../../model.js';
import { tournamentBeforeRound } from '../../trf/rounds.js';
import { swissRound, type PlayerPairingState } from '../player-pairing-state.js';
import { boardOrder, colourAllocation, ranksAbove, type Board, type ColourRule } from './colours.js';
import type { ExplainedColourPreference, PairingExplanation } from './explanation.js';
import { NoValidPairingError, pairBrackets } from './pairing.js';

export { NoValidPairingError };
export { MatchingMemoryLimitError } from '../../matching/index.js';
export type { Board, ColourRule } from './colours.js';
export type * from './explanation.js';
export * from './explanation-words.js';

export interface DutchPairing {
  pairs: { white: number; black: number }[];
  bye: number | null;
  /** What the pairing decided and why, recorded as it decided it. */
  explanation: PairingExplanation;
}

function preferenceOf(s: PlayerPairingState): ExplainedColourPreference {
  const strength = s.preference === null ? null : s.absolute ? 'absolute' : s.strong ? 'strong' : 'mild';
  return { colour: s.preference, strength, colourDifference: s.colourDifference };
}

/**
 * Pair the next round of `t`: the round after the last one anybody was
 * paired in. Players whose entry for that round is already filled without an
 * opponent (requested byes, absences) are left out. Returns the boards in
 * board order (C.04.2), the player given the pairing-allocated bye, and the
 * explanation of both. Throws NoValidPairingError when the absolute criteria
 * cannot all be met, and MatchingMemoryLimitError when the matching's arrays
 * would pass `memoryLimitBytes`.
 */
export function pairDutch(t: Tournament, { memoryLimitBytes = Infinity }: { memoryLimitBytes?: number } = {}): DutchPairing {
  const round = swissRound(t);
  const { pairs, bye, brackets, explainedBye } = pairBrackets(t, round, memoryLimitBytes);
  // C.04.3 colour allocation: the initial colour (drawn before round 1) applies when nothing else decides.
  const initial: Colour = t.initialColour ?? 'w';
  const rules = new Map<number, ColourRule>();
  const boards: Board[] = pairs.map(([a, b]) => {
    const sa = round.players.get(Math.min(a, b)) as PlayerPairingState;
    const sb = round.players.get(Math.max(a, b)) as PlayerPairingState;
    const { colour, rule } = colourAllocation(sa, sb, initial);
    rules.set(sa.startNumber, rule);
    return colour === 'w' ? { white: sa.startNumber, black: sb.startNumber } : { white: sb.startNumber, black: sa.startNumber };
  });
  const ordered = boardOrder(boards, round.players);
  const state = (n: number) => round.players.get(n) as PlayerPairingState;
  const explanation: PairingExplanation = {
    round: round.playedRounds + 1,
    initialColour: initial,
    players: round.toPair.map((n) => ({ startNumber: n, score: state(n).score, pairingNumber: state(n).rankIndex + 1 })),
    brackets,
    boards: ordered.map(({ white, black }) => {
      const w = state(white);
      const k = state(black);
      return {
        white,
        black,
        rule: rules.get(Math.min(white, black)) as ColourRule,
        higher: ranksAbove(w, k) ? white : black,
        whitePreference: preferenceOf(w),
        blackPreference: preferenceOf(k),
      };
    }),
    bye: explainedBye,
  };
  return { pairs: ordered, bye, explanation };
}

/**
 * The games of round `round` of `t` in board order, the rule pairDutch orders its own boards by (the higher player's
 * score, the sum of scores, the higher player's pairing number): for a round whose boards were made or changed by
 * hand, so a board added by the arbiter takes its place instead of the last one.
 */
export function orderBoards(t: Tournament, round: number, boards: Board[]): Board[] {
  return boardOrder(boards, swissRound(tournamentBeforeRound(t, round)).players);
}
