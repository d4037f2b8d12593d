// What a team Swiss pairing (C.04.6) decided, and why, as it decided it: the
// record the arbiter reads out when a captain asks "is our pairing wrong?".
// Plain data, so it crosses a worker thread and is stored as JSON with the
// round. Teams are named by pairing number (TPN); scores are the pairing
// scores of art. 1.2 in points, virtual points of an acceleration included.

import type { Colour } from '../../model.js';
import type { TeamColourPreferenceType, TeamRoundPairing, TeamScoreKind } from '../../teams/model.js';
import { unmet } from './bracket.js';
import { firstTeamBy, firstTeamColour, type FirstTeamRule, type TeamColourRule } from './colours.js';
import { pairingContext, type TeamPairingContext } from './context.js';
import { byeCandidates, leavesLegalPairing } from './pairing-allocated-bye.js';
import { pairRound, type RoundTrace, type TracedBracket } from './pairing.js';
import type { TeamPairingState } from './state.js';
import type { TeamFacts } from './team-facts.js';
import { chooseUpfloaters } from './upfloaters.js';

/**
 * The step of art. 3.4 after which the bye's team was the only candidate left: 3.4.1 (no other team's bye leaves
 * a legal pairing of the rest), 3.4.2 (the lowest score), 3.4.3 (the most matches played), 3.4.4 (the largest TPN).
 */
export type TeamByeStep = '3.4.1' | '3.4.2' | '3.4.3' | '3.4.4';

export interface ExplainedTeamBye {
  team: number;
  score: number;
  matchesPlayed: number;
  step: TeamByeStep;
  /**
   * Teams [C2] allows that art. 3.4.2 to 3.4.4 put before it (lower placed), passed over because with their bye
   * the others could not all be paired (3.4.1); in that order.
   */
  passedOver: number[];
  /** Teams to pair that may not have it ([C2]: a pairing-allocated bye, a match won by forfeit or a full-point bye already), in pairing order. */
  notEligible: number[];
}

/**
 * Why these teams float up into the bracket (art. 3.5), the lowest criterion whose absence would have chosen another
 * set of as many upfloaters:
 * - `C7`: the set chosen without [C7] has a team that floated in the previous round;
 * - `C6`: the set chosen without [C6] and [C7] leaves the following scoregroup needing more upfloaters of its own;
 * - `C5`: the set chosen without [C5] to [C7] has lower scores;
 * - `legal`: the sets before it in lexicographic order leave no legal pairing of the bracket or of the teams below ([C1], [C3]);
 * - `first-set`: the first set in lexicographic order: the highest placed teams below.
 */
export type TeamUpfloaterReason = 'C5' | 'C6' | 'C7' | 'legal' | 'first-set';

/**
 * Why the bracket has as many upfloaters as it has ([C4], the fewest that leave a legal pairing): `odd`, one
 * for a top-scoregroup of odd size; `C4`, more, because its teams cannot be paired among themselves with fewer.
 */
export type TeamUpfloaterCount = 'odd' | 'C4';

/** One bracket (art. 3.3.2): the top-scoregroup of the teams not yet paired, with its upfloaters; in pairing order. */
export interface ExplainedTeamBracket {
  /** The score of its resident teams. */
  score: number;
  /** Its top-scoregroup, in pairing order. */
  residents: number[];
  /** The upfloaters it took (art. 3.5), by score then TPN. */
  upfloaters: number[];
  upfloaterCount: TeamUpfloaterCount | null;
  upfloaterReason: TeamUpfloaterReason | null;
  /** Its pairs by art. 3.6, each top member (the smaller TPN) with its bottom member, top members ascending. */
  pairs: { top: number; bottom: number }[];
  /**
   * What the bracket gave up: upfloaters that floated in the previous round ([C7]), pairs leaving a colour
   * preference unfulfilled ([C8]), strong ones of type B ([C9]), upfloaters meeting a team that floated in the
   * previous round ([C10]). [C7] and [C10] count only before the last two rounds.
   */
  unmet: { c7: number; c8: number; c9: number; c10: number };
}

export interface ExplainedTeamColourPreference {
  colour: Colour | null;
  /** Type B's strong or mild preference (art. 1.7.2); a type A preference is reported strong, as type B's strong one is type A's. */
  strength: 'strong' | 'mild' | null;
  /** Matches with white minus matches with black (art. 1.6.2). */
  colourDifference: number;
  /** Whether the team's board-1 colour is its preference; null without one. */
  met: boolean | null;
}

/** A match of the round, in the pairing's order, with the rules of art. 4.2 and 4.3 that gave its colours. */
export interface ExplainedTeamMatch {
  white: number;
  black: number;
  /** The first team (art. 4.2), and the article that made it so. */
  first: number;
  firstRule: FirstTeamRule;
  /** The rule of art. 4.3 that gave the first team its colour on board 1. */
  rule: TeamColourRule;
  whitePreference: ExplainedTeamColourPreference;
  blackPreference: ExplainedTeamColourPreference;
}

export interface TeamPairingExplanation {
  round: number;
  /** The colour drawn before round 1 (art. 4.1, 4.3.1). */
  initialColour: Colour;
  colourPreferenceType: TeamColourPreferenceType;
  /** The score the pairing goes by (art. 1.2); the other is the secondary score. */
  primary: TeamScoreKind;
  /** Each team to pair, in pairing order (art. 1.2). */
  teams: { pairingNumber: number; score: number; secondary: number; matchesPlayed: number }[];
  bye: ExplainedTeamBye | null;
  brackets: ExplainedTeamBracket[];
  matches: ExplainedTeamMatch[];
}

function explainBye(ctx: TeamPairingContext, order: readonly TeamFacts[], team: number): ExplainedTeamBye {
  const candidates = byeCandidates(order);
  const at = candidates.findIndex((t) => t.pairingNumber === team);
  const chosen = candidates[at];
  // The step is where the next candidate whose bye also leaves a legal pairing differs from the chosen team.
  const next = candidates.slice(at + 1).find((c) => leavesLegalPairing(ctx, order, c));
  let step: TeamByeStep = '3.4.1';
  if (next !== undefined) {
    if (next.score !== chosen.score) step = '3.4.2';
    else step = next.matchesPlayed !== chosen.matchesPlayed ? '3.4.3' : '3.4.4';
  }
  return {
    team,
    score: chosen.score,
    matchesPlayed: chosen.matchesPlayed,
    step,
    passedOver: candidates.slice(0, at).map((t) => t.pairingNumber),
    notEligible: order.filter((t) => !t.mayGetBye).map((t) => t.pairingNumber),
  };
}

const numbers = (teams: readonly TeamFacts[] | null): string => (teams === null ? '' : teams.map((t) => t.pairingNumber).join(' '));

function upfloaterReason(ctx: TeamPairingContext, b: TracedBracket): TeamUpfloaterReason {
  const chosen = numbers(b.upfloaters);
  const withoutC7 = numbers(chooseUpfloaters(ctx, b.residents, b.lower, { c5: true, c6: true, c7: false }));
  if (withoutC7 !== chosen) return 'C7';
  const withoutC6 = numbers(chooseUpfloaters(ctx, b.residents, b.lower, { c5: true, c6: false, c7: false }));
  if (withoutC6 !== withoutC7) return 'C6';
  const withoutC5 = numbers(chooseUpfloaters(ctx, b.residents, b.lower, { c5: false, c6: false, c7: false }));
  if (withoutC5 !== withoutC6) return 'C5';
  return withoutC5 === numbers(b.lower.slice(0, b.upfloaters.length)) ? 'first-set' : 'legal';
}

function explainBracket(ctx: TeamPairingContext, b: TracedBracket): ExplainedTeamBracket {
  const floating = new Set(b.upfloaters.map((t) => t.pairingNumber));
  const unmetCounts = { c7: 0, c8: 0, c9: 0, c10: 0 };
  if (ctx.floatHistory) unmetCounts.c7 = b.upfloaters.filter((t) => t.floatedLastRound).length;
  for (const p of b.pairs) {
    const [c8, c9, c10] = unmet(ctx, p.top, p.bottom, floating);
    unmetCounts.c8 += c8;
    unmetCounts.c9 += c9;
    unmetCounts.c10 += c10;
  }
  const k = b.upfloaters.length;
  return {
    score: b.residents[0].score,
    residents: b.residents.map((t) => t.pairingNumber),
    upfloaters: b.upfloaters.map((t) => t.pairingNumber),
    upfloaterCount: k === 0 ? null : k === 1 && b.residents.length % 2 === 1 ? 'odd' : 'C4',
    upfloaterReason: k === 0 ? null : upfloaterReason(ctx, b),
    pairs: b.pairs.map((p) => ({ top: p.top.pairingNumber, bottom: p.bottom.pairingNumber })).sort((x, y) => x.top - y.top),
    unmet: unmetCounts,
  };
}

function explainPreference(t: TeamFacts, colour: Colour): ExplainedTeamColourPreference {
  const p = t.preference;
  return {
    colour: p.colour,
    strength: p.colour === null ? null : p.strong ? 'strong' : 'mild',
    colourDifference: t.colourDifference,
    met: p.colour === null ? null : p.colour === colour,
  };
}

function explainMatch(ctx: TeamPairingContext, white: TeamFacts, black: TeamFacts): ExplainedTeamMatch {
  const { first, second, rule: firstRule } = firstTeamBy(ctx, white, black);
  const [, rule] = firstTeamColour(ctx, first, second);
  return {
    white: white.pairingNumber,
    black: black.pairingNumber,
    first: first.pairingNumber,
    firstRule,
    rule,
    whitePreference: explainPreference(white, 'w'),
    blackPreference: explainPreference(black, 'b'),
  };
}

/**
 * pairTeamRound with the explanation of its decisions. Costs more than the pairing alone (the bye's step and the
 * upfloaters' reasons are found by pairing again without some criteria), so the pairing itself does not make it.
 */
export function explainTeamRound(state: TeamPairingState): TeamRoundPairing & { explanation: TeamPairingExplanation } {
  const ctx = pairingContext(state);
  const trace: RoundTrace = { order: [], brackets: [] };
  const pairing = pairRound(ctx, trace);
  const team = (n: number) => ctx.facts.get(n)!;
  const explanation: TeamPairingExplanation = {
    round: state.round,
    initialColour: state.initialColour,
    colourPreferenceType: state.scoring.colourPreferenceType,
    primary: state.scoring.primary,
    teams: trace.order.map((t) => ({ pairingNumber: t.pairingNumber, score: t.score, secondary: t.secondary, matchesPlayed: t.matchesPlayed })),
    bye: pairing.pairingAllocatedBye === null ? null : explainBye(ctx, trace.order, pairing.pairingAllocatedBye),
    brackets: trace.brackets.map((b) => explainBracket(ctx, b)),
    matches: pairing.matches.map((m) => explainMatch(ctx, team(m.white), team(m.black))),
  };
  return { ...pairing, explanation };
}
