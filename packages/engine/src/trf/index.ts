// FIDE Tournament Report File: TRF-2026, TRF16 and the TRF(x)/TRF(bx) extensions.
export { readTrf } from './read.js';
export { writeTrf } from './write.js';
export { arbiterText } from './lines.js';
export { roundDate } from './round-dates.js';
export { TrfError } from './error.js';
export { roundPoints, scoreAfter } from './points.js';
export { forbiddenPairsInRound, nextRound, pairingOfRound, roundsPlayed, tournamentBeforeRound } from './rounds.js';
export type { PairedGame, RoundPairing } from './rounds.js';
export { isTeamFile, readTeamTournament } from './team-read.js';
export { writeTeamTournament } from './team-write.js';
export { teamTypeCode, teamTypeOfCode } from './team-type.js';
export type { TeamType } from './team-type.js';
