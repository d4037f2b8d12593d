export { roundPoints, scoreAfter } from './points.js';
export { pairingOfRound, roundsPlayed, tournamentBeforeRound } from './rounds.js';
export type { PairedGame, RoundPairing } from './rounds.js';
