import { answerOf } from './endpoint-key.js';
import { roundKeys } from './tournament.js';

// The server says the engine's reasons in the reader's language: an answer is kept per language, so choosing another
// one asks again rather than showing the sentences of the last.
export const whyThisPairingKeys = {
  ofRound: (tournamentId: string, round: number, locale: string) => answerOf(roundKeys.pairings(tournamentId, round), 'whyThisPairing.get', locale),
  teamsOfRound: (tournamentId: string, round: number, locale: string) => answerOf(roundKeys.pairings(tournamentId, round), 'whyThisPairing.teams', locale),
};
