// FIDE Swiss Team Pairing System, handbook C.04.6, applied from 1 February 2026.

export { pairTeamRound } from './pairing.js';
export { NoLegalTeamPairingError, type TeamPairingState, type TeamPairingTeam } from './state.js';
export {
  colourDifference as teamColourDifference,
  colourPreference as teamColourPreference,
  playedColours as teamPlayedColours,
  type TeamColourPreference,
} from './colour-preference.js';
export { nextTeamRound, pairTeamTournament, teamPairingState, teamTournamentBeforeRound } from './from-tournament.js';
export { explainTeamRound } from './explanation.js';
export type * from './explanation.js';
export type { FirstTeamRule, TeamColourRule } from './colours.js';
export * from './explanation-words.js';
