import { answerOf } from './endpoint-key.js';
import { roundKeys } from './tournament.js';

export const whyThisPairingKeys = {
  ofRound: (tournamentId: string, round: number) => answerOf(roundKeys.pairings(tournamentId, round), 'whyThisPairing.get'),
  teamsOfRound: (tournamentId: string, round: number) => answerOf(roundKeys.pairings(tournamentId, round), 'whyThisPairing.teams'),
};
