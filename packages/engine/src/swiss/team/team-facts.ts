// What the criteria of C.04.6 ask about each team before a round: its scores
// for pairing, its colours, whether it may get the pairing-allocated bye,
// whether it floated in the previous round.

import type { Colour } from '../../model.js';
import type { TeamRound, TeamScoreKind } from '../../teams/model.js';
import { colourDifference, colourPreference, playedColours, type TeamColourPreference } from './colour-preference.js';
import type { TeamPairingState } from './state.js';

export interface TeamFacts {
  pairingNumber: number;
  /** Art. 1.2, plus the virtual points of an accelerated round (which count for pairing only). */
  score: number;
  /** The secondary score, accelerated the same way; art. 4.2.2 may use it. */
  secondary: number;
  /** Matches played over the board (art. 3.4.3). */
  matchesPlayed: number;
  /** Colour of each played match in order (art. 1.6.1). */
  colours: Colour[];
  colourDifference: number;
  /** Colour per round (null: no colour that round), for art. 4.3.6. */
  roundColours: (Colour | null)[];
  preference: TeamColourPreference;
  /** Art. 2.1.2 [C2]: no pairing-allocated bye, match won by forfeit or full-point bye yet. */
  mayGetBye: boolean;
  /** Art. 1.5: in the previous round it met an opponent of another score ([C7], [C10]). */
  floatedLastRound: boolean;
  opponents: Set<number>;
}

function points(r: TeamRound, kind: TeamScoreKind): number {
  if (r.pending) return 0;
  return kind === 'match' ? r.matchPoints : r.gamePoints;
}

/** Virtual points of the acceleration records for `team` in `round` (TRF-2026 250). */
function virtualPoints(state: TeamPairingState, team: number, round: number, kind: TeamScoreKind): number {
  let sum = 0;
  for (const a of state.accelerations) {
    if (round < a.firstRound || round > a.lastRound || team < a.firstTeam || team > a.lastTeam) continue;
    sum += kind === 'match' ? a.matchPoints : a.gamePoints;
  }
  return sum;
}

/** The pairing score of `team` before `round` (rounds 1 .. round − 1 plus that round's virtual points). */
function scoreBefore(state: TeamPairingState, rounds: readonly TeamRound[], team: number, round: number, kind: TeamScoreKind): number {
  let sum = 0;
  for (let i = 0; i < round - 1 && i < rounds.length; i++) sum += points(rounds[i], kind);
  return sum + virtualPoints(state, team, round, kind);
}

export function teamFacts(state: TeamPairingState): Map<number, TeamFacts> {
  const { round, scoring } = state;
  const secondaryKind: TeamScoreKind = scoring.primary === 'match' ? 'game' : 'match';
  const byNumber = new Map(state.teams.map((t) => [t.pairingNumber, t]));
  const previous = round - 1;
  const scoreInPrevious = (n: number): number | null => {
    const t = byNumber.get(n);
    return t === undefined ? null : scoreBefore(state, t.rounds, n, previous, scoring.primary);
  };
  const facts = new Map<number, TeamFacts>();
  for (const t of state.teams) {
    const rounds = t.rounds.slice(0, round - 1);
    const colours = playedColours(rounds);
    const last = previous >= 1 ? rounds[previous - 1] : undefined;
    let floatedLastRound = false;
    if (last !== undefined && last.opponent !== null) {
      const opponentScore = scoreInPrevious(last.opponent);
      floatedLastRound = opponentScore !== null && opponentScore !== scoreInPrevious(t.pairingNumber);
    }
    facts.set(t.pairingNumber, {
      pairingNumber: t.pairingNumber,
      score: scoreBefore(state, rounds, t.pairingNumber, round, scoring.primary),
      secondary: scoreBefore(state, rounds, t.pairingNumber, round, secondaryKind),
      matchesPlayed: rounds.filter((r) => r.kind === 'played').length,
      colours,
      colourDifference: colourDifference(colours),
      roundColours: rounds.map((r) => (r.kind === 'played' ? r.colour : null)),
      preference: colourPreference(rounds, scoring.colourPreferenceType, round === state.totalRounds),
      mayGetBye: !rounds.some((r) => r.kind === 'pairingAllocatedBye' || r.kind === 'forfeitWin' || r.kind === 'fullPointBye'),
      floatedLastRound,
      opponents: new Set(rounds.flatMap((r) => (r.opponent === null ? [] : [r.opponent]))),
    });
  }
  return facts;
}

/** Art. 2.1.1 [C1], with the forbidden pairs of TRF-2026 260 for this round: may `a` and `b` meet? */
export function mayMeet(state: TeamPairingState, facts: ReadonlyMap<number, TeamFacts>, a: number, b: number): boolean {
  if (facts.get(a)?.opponents.has(b)) return false;
  for (const f of state.forbiddenPairs) {
    if (state.round < f.firstRound || state.round > f.lastRound) continue;
    if (f.teams.includes(a) && f.teams.includes(b)) return false;
  }
  return true;
}
