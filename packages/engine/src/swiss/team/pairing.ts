// C.04.6 art. 3.3: a round's pairing. The pairing-allocated bye first (3.4),
// then bracket after bracket from the top: the top-scoregroup of the teams
// not yet paired with its upfloaters (3.5), paired whole (3.6); colours last
// (art. 4).
//
// The articles define each choice as the first candidate in a sorted list of
// all candidates (bye candidates, upfloater sets, bracket pairings) that
// complies with the criteria. Only the bye's list is short enough to walk
// (one candidate per team, each checked for a legal pairing of the others by
// a matching). Upfloater sets and bracket pairings are exponentially many:
// each is chosen by maximum-weight perfect matchings whose weights pack the
// criteria in their order of priority and, below them, the candidate's place
// in the article's lexicographic order, so that the heaviest matching is the
// first complying candidate (upfloaters.ts, bracket.ts). Perfection of the
// matching is [C1] and [C3]: an illegal pair has no edge, and every team
// still to pair is in the graph. Checked against the articles enumerated
// literally on small events (test-support/brute-force.ts).

import type { TeamMatch, TeamRoundPairing } from '../../teams/model.js';
import { allocateColours } from './colours.js';
import { byScoreThenNumber, pairingContext, type TeamPairingContext } from './context.js';
import { pairBracket, type BracketPair } from './bracket.js';
import { choosePairingAllocatedBye } from './pairing-allocated-bye.js';
import { NoLegalTeamPairingError, type TeamPairingState } from './state.js';
import { chooseUpfloaters } from './upfloaters.js';
import type { TeamFacts } from './team-facts.js';

/** One bracket as it was paired: its top-scoregroup, the teams below it then, the upfloaters taken and the pairs. */
export interface TracedBracket {
  residents: TeamFacts[];
  lower: TeamFacts[];
  upfloaters: TeamFacts[];
  pairs: BracketPair[];
}

/** What the explanation needs of the decisions, kept as they are made. */
export interface RoundTrace {
  /** The teams to pair, in art. 1.2 order. */
  order: TeamFacts[];
  brackets: TracedBracket[];
}

/** The round's team pairing: matches listed by their higher-placed team (score, then TPN), and the pairing-allocated bye. */
export function pairTeamRound(state: TeamPairingState): TeamRoundPairing {
  return pairRound(pairingContext(state), null);
}

/** pairTeamRound in the round's context, filling `trace` (when given) with each decision as it is made. */
export function pairRound(ctx: TeamPairingContext, trace: RoundTrace | null): TeamRoundPairing {
  const { state } = ctx;
  const known = new Set(state.teams.map((t) => t.pairingNumber));
  for (const n of state.toPair) {
    if (!known.has(n)) throw new RangeError(`Team ${n} is to be paired but is not a team of the event`);
  }
  let unpaired = [...new Set(state.toPair)].map((n) => ctx.facts.get(n)!).sort(byScoreThenNumber);
  const place = new Map(unpaired.map((t, i) => [t.pairingNumber, i]));
  if (trace !== null) trace.order = unpaired;
  let bye: number | null = null;
  if (unpaired.length % 2 === 1) {
    const chosen = choosePairingAllocatedBye(ctx, unpaired);
    if (chosen === null) throw new NoLegalTeamPairingError(state.round, 'no team can take the pairing-allocated bye and leave a legal pairing of the others');
    bye = chosen.pairingNumber;
    unpaired = unpaired.filter((t) => t !== chosen);
  }
  const noPairing = () => new NoLegalTeamPairingError(state.round, 'the teams cannot all be paired without a rematch or a forbidden pair');
  const pairs: BracketPair[] = [];
  while (unpaired.length > 0) {
    const top = unpaired[0].score;
    const residents = unpaired.filter((t) => t.score === top);
    const lower = unpaired.filter((t) => t.score !== top);
    // Only the first bracket can fail: each keeps every team below it pairable ([C3]).
    const upfloaters = chooseUpfloaters(ctx, residents, lower);
    if (upfloaters === null) throw noPairing();
    const bracket = [...residents, ...upfloaters];
    const paired = pairBracket(ctx, bracket, new Set(upfloaters.map((t) => t.pairingNumber)));
    if (paired === null) throw noPairing();
    pairs.push(...paired);
    if (trace !== null) trace.brackets.push({ residents, lower, upfloaters, pairs: paired });
    const inBracket = new Set(bracket);
    unpaired = unpaired.filter((t) => !inBracket.has(t));
  }
  const matches: TeamMatch[] = pairs
    .map((p) => ({ match: allocateColours(ctx, p.top, p.bottom), at: Math.min(place.get(p.top.pairingNumber)!, place.get(p.bottom.pairingNumber)!) }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.match);
  return { matches, pairingAllocatedBye: bye };
}
