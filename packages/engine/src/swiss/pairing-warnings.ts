// What a board set by hand breaks among the rules every Swiss pairing keeps
// (C.04.1 Basic Rules for Swiss Systems, as applied from 1 July 2025). The
// arbiter may overrule a pairing program, so these are warnings, not refusals;
// they are read from the same pairing state and criteria the Dutch pairing
// uses, so a board the engine would make never draws one.

import type { Colour, Tournament } from '../model.js';
import { tournamentBeforeRound } from '../trf/rounds.js';
import { absoluteCriteria, isTopscorer } from './absolute-criteria.js';
import { gameWasPlayed, swissRound, type PlayerPairingState } from './player-pairing-state.js';

/** A board of the round being paired, in start numbers; `black: null` gives `white` the pairing-allocated bye. */
export interface ManualBoard {
  white: number;
  black: number | null;
}

export type PairingWarning =
  /** C.04.1 art. 2: the two already played each other, in round `round`. */
  | { rule: 'rematch'; players: [number, number]; round: number }
  /** C.04.1 art. 2 with the tournament's regulations: the two may not meet in this round. */
  | { rule: 'forbidden-pair'; players: [number, number] }
  /** C.04.1 art. 4: the player already had the pairing-allocated bye, or a win's points in a round without playing. */
  | { rule: 'bye-not-allowed'; player: number }
  /** C.04.1 art. 3: one player at most is left unpaired, and the round already has its pairing-allocated bye. */
  | { rule: 'second-bye'; player: number }
  /** C.04.1 art. 6: the player's colour difference (whites − blacks) would become `difference`. */
  | { rule: 'colour-difference'; player: number; colour: Colour; difference: number }
  /** C.04.1 art. 7: the player would have `colour` three games running. */
  | { rule: 'colour-three-running'; player: number; colour: Colour }
  /** C.04.3 art. 5 (colour allocation): both players would play the colour opposite to the one due to them. */
  | { rule: 'colours-against-due'; players: [number, number] };

/**
 * How strongly each warning stops the arbiter (FIDE C.02, the tournament managers' checklist): breaking a rule every
 * Swiss pairing keeps asks for a confirmation (level 3); a board that only gives both players the colour they are
 * not due is acknowledged (level 2); a second pairing-allocated bye in one round cannot be a Swiss round at all
 * (C.04.1 art. 3) and is refused in FIDE mode (level 5).
 */
export function pairingWarningLevel(warning: PairingWarning): 2 | 3 | 5 {
  if (warning.rule === 'colours-against-due') return 2;
  if (warning.rule === 'second-bye') return 5;
  return 3;
}

/**
 * The rules `board` breaks if it is added to round `round` of `t`, whose
 * earlier rounds are played and whose round `round` may hold other boards
 * already. The colour rules give way in the last round when one of the two is
 * a topscorer, as the Dutch system allows (C.04.3 art. 2, C3).
 */
export function pairingWarnings(t: Tournament, round: number, board: ManualBoard): PairingWarning[] {
  const before = tournamentBeforeRound(t, round);
  const state = swissRound(before);
  const player = (n: number): PlayerPairingState => {
    const s = state.players.get(n);
    if (!s) throw new RangeError(`No player has start number ${n}`);
    return s;
  };
  const white = player(board.white);
  if (board.black === null) return byeWarnings(t, round, white);
  const black = player(board.black);
  const criteria = absoluteCriteria(before, state);
  const warnings: PairingWarning[] = [];
  const players: [number, number] = [white.startNumber, black.startNumber];
  if (criteria.cannotMeet.get(white.startNumber)?.has(black.startNumber)) {
    const met = white.history.findIndex((e) => gameWasPlayed(e) && e.opponent === black.startNumber);
    warnings.push(met === -1 ? { rule: 'forbidden-pair', players } : { rule: 'rematch', players, round: met + 1 });
  }
  const excused = criteria.lastRound && (isTopscorer(criteria, white) || isTopscorer(criteria, black));
  if (excused) return warnings;
  for (const [s, colour] of [
    [white, 'w'],
    [black, 'b'],
  ] as const) {
    const difference = s.colourDifference + (colour === 'w' ? 1 : -1);
    if (Math.abs(difference) > 2) warnings.push({ rule: 'colour-difference', player: s.startNumber, colour, difference });
    if (s.repeatedColour === colour) warnings.push({ rule: 'colour-three-running', player: s.startNumber, colour });
  }
  // Swapping the board's colours would give each the colour due to them; only a preference both have counts.
  if (white.preference === 'b' && black.preference === 'w') warnings.push({ rule: 'colours-against-due', players });
  return warnings;
}

function byeWarnings(t: Tournament, round: number, s: PlayerPairingState): PairingWarning[] {
  const warnings: PairingWarning[] = [];
  if (!s.byeEligible) warnings.push({ rule: 'bye-not-allowed', player: s.startNumber });
  const given = t.players.find((p) => p.startNumber !== s.startNumber && p.rounds[round - 1]?.opponent === null && p.rounds[round - 1]?.result === 'U');
  if (given) warnings.push({ rule: 'second-bye', player: given.startNumber });
  return warnings;
}
