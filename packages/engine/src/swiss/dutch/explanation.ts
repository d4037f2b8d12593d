// What the Dutch pairing decided, and why, as it decided it: the record the
// arbiter reads out when a player asks "is my pairing wrong?". Plain data, so
// it crosses a worker thread and is stored as JSON with the round. Players are
// named by start number; scores are pairing scores in tenths of a point
// (acceleration included, C.04.5).

import type { Colour } from '../../model.js';
import { compatible, type AbsoluteCriteria } from '../absolute-criteria.js';
import type { PlayerPairingState } from '../player-pairing-state.js';
import type { ColourRule } from './colours.js';

/**
 * Why a player of a bracket was left unpaired and moved down to the next one
 * (C.04.3 art. 1.4.1, a downfloater):
 * - `no-compatible-opponent`: the absolute criteria C1–C3 let them meet nobody
 *   in the bracket (all met before, forbidden pairs, same absolute colour);
 * - `odd-bracket`: the bracket had an odd number of players, so one had to
 *   float, and the criteria and the bracket's order chose this one;
 * - `kept-for-completion`: they could have been paired with another player
 *   left over in the same bracket, and were not: pairing them would have left
 *   the players below unpairable (C4) or given the bye to a higher score than
 *   necessary (C5), the only criteria above the most pairs (C6);
 * - `opponents-paired`: every player they could meet in the bracket was paired
 *   with someone else in the pairing the criteria chose (C4–C6).
 */
export type FloatReason = 'no-compatible-opponent' | 'odd-bracket' | 'kept-for-completion' | 'opponents-paired';

export interface ExplainedFloater {
  startNumber: number;
  reason: FloatReason;
  /** For `opponents-paired`: the players of the bracket they could have met, in pairing order. */
  couldMeet: number[];
}

/** One pairing bracket (C.04.3 art. 1.3.2), in the order the brackets were paired. */
export interface ExplainedBracket {
  /** The score of its resident scoregroup, in tenths. */
  score: number;
  /** The players moved down into it from higher brackets (MDPs), in pairing order. */
  movedDown: number[];
  /** Its resident players, in pairing order. */
  residents: number[];
  /** The pairs made in it, higher ranked first; a pair whose higher player is moved down floats its lower player up. */
  pairs: { higher: number; lower: number }[];
  /** The players it left unpaired, moved down into the next bracket (none in the last bracket: its leftover gets the bye). */
  floaters: ExplainedFloater[];
}

/**
 * Why a player ranked below the PAB assignee (C.04.3 art. 1.2 order) did not get the bye:
 * - `not-eligible`: they have already had the pairing-allocated bye or a win's points without playing (C2);
 * - `lower-score`: no complete pairing of the round (C4) leaves a player of their score unpaired, so the bye
 *   goes to the lowest score that can have it (C5);
 * - `more-unplayed-games`: same score, but more unplayed games than the assignee (C9);
 * - `paired-by-criteria`: same score; the pairing that pairs them ranks first on the quality criteria and,
 *   where those tie, in the bracket's order of art. 3.
 */
export type ByeSkipReason = 'not-eligible' | 'lower-score' | 'more-unplayed-games' | 'paired-by-criteria';

export interface ExplainedBye {
  startNumber: number;
  score: number;
  playedGames: number;
  /** Every player to pair ranked below the assignee, in pairing order. */
  below: { startNumber: number; score: number; playedGames: number; reason: ByeSkipReason }[];
}

export interface ExplainedColourPreference {
  colour: Colour | null;
  strength: 'absolute' | 'strong' | 'mild' | null;
  /** Games with white minus games with black (C.04.3 art. 1.6.1). */
  colourDifference: number;
}

/** A board of the round in board order, with the rule of C.04.3 art. 5.2 that gave its colours. */
export interface ExplainedBoard {
  white: number;
  black: number;
  rule: ColourRule;
  /** The higher ranked player of the pair (the one rules 5.2.4 and 5.2.5 look at). */
  higher: number;
  whitePreference: ExplainedColourPreference;
  blackPreference: ExplainedColourPreference;
}

export interface PairingExplanation {
  /** The round paired. */
  round: number;
  /** The colour drawn before round 1 (art. 5.2.5). */
  initialColour: Colour;
  /** Each player paired: start number, pairing score in tenths and effective pairing number (from 1). */
  players: { startNumber: number; score: number; pairingNumber: number }[];
  brackets: ExplainedBracket[];
  boards: ExplainedBoard[];
  bye: ExplainedBye | null;
}

/**
 * Why each of a bracket's leftover players floats down, from what the pairing
 * left: `members` are the bracket's players (MDPs, then residents), `floaters`
 * those it did not pair.
 */
export function explainFloaters(criteria: AbsoluteCriteria, members: PlayerPairingState[], floaters: PlayerPairingState[]): ExplainedFloater[] {
  return floaters.map((f) => {
    const couldMeet = members.filter((m) => m !== f && compatible(criteria, f, m));
    const floater = (reason: FloatReason): ExplainedFloater => ({ startNumber: f.startNumber, reason, couldMeet: [] });
    if (couldMeet.length === 0) return floater('no-compatible-opponent');
    if (members.length % 2 === 1 && floaters.length === 1) return floater('odd-bracket');
    if (floaters.some((g) => g !== f && compatible(criteria, f, g))) return floater('kept-for-completion');
    return { startNumber: f.startNumber, reason: 'opponents-paired', couldMeet: couldMeet.map((m) => m.startNumber) };
  });
}

/** The PAB assignee `players[index]` (players in pairing order), and why each player below it was paired instead. */
export function explainBye(players: readonly PlayerPairingState[], index: number): ExplainedBye {
  const assignee = players[index];
  const reasonFor = (p: PlayerPairingState): ByeSkipReason => {
    if (!p.byeEligible) return 'not-eligible';
    if (p.score < assignee.score) return 'lower-score';
    return p.playedGames < assignee.playedGames ? 'more-unplayed-games' : 'paired-by-criteria';
  };
  return {
    startNumber: assignee.startNumber,
    score: assignee.score,
    playedGames: assignee.playedGames,
    below: players.slice(index + 1).map((p) => ({ startNumber: p.startNumber, score: p.score, playedGames: p.playedGames, reason: reasonFor(p) })),
  };
}
