// What the FIDE Swiss Team Pairing System (handbook C.04.6) needs to pair one
// round, as plain data: each team's earlier rounds, how the event scores, and
// the records that change the pairing (accelerations, forbidden pairs).

import type { Colour } from '../../model.js';
import type { ForbiddenTeamPairs, TeamAcceleration, TeamRound, TeamScoring } from '../../teams/model.js';

export interface TeamPairingTeam {
  /** C.04.6 art. 1.1: the team pairing number (TPN), from 1. */
  pairingNumber: number;
  /** Rounds 1 .. round − 1, in order. */
  rounds: readonly TeamRound[];
}

export interface TeamPairingState {
  /** Every team of the event, paired this round or not: the floaters of the previous round need their opponents' scores. */
  teams: readonly TeamPairingTeam[];
  /** Pairing numbers of the teams to pair in this round (the others are absent or have a bye already). */
  toPair: readonly number[];
  /** The round to pair, from 1. */
  round: number;
  totalRounds: number;
  scoring: TeamScoring;
  /** C.04.6 art. 4.1: the colour drawn by lot before round 1 for the first team of odd TPN. */
  initialColour: Colour;
  accelerations: readonly TeamAcceleration[];
  forbiddenPairs: readonly ForbiddenTeamPairs[];
}

/** C.04.6 art. 3.3.3: no pairing complies with the absolute criteria; the chief arbiter decides. */
export class NoLegalTeamPairingError extends Error {
  constructor(
    readonly round: number,
    message: string,
  ) {
    super(`Round ${round}: ${message} (C.04.6 art. 3.3.3: the chief arbiter decides)`);
    this.name = 'NoLegalTeamPairingError';
  }
}
