import { answerOf } from './endpoint-key.js';
import { playerKeys } from './tournament.js';

export const fideModeKeys = {
  // Under the player lists, so that a change of the players (names, pairing numbers) reads these again too.
  roundRatings: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'roundRatings.list'),
  prohibitedPairings: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'prohibitedPairings.list'),
};
