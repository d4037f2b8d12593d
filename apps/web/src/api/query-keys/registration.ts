import { answerOf } from './endpoint-key.js';

export const registrationKeys = {
  /** Everything about a tournament's registration (a prefix). */
  all: (tournamentId: string) => ['registration', tournamentId] as const,
  info: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), 'registration.info'),
  mine: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), 'registration.mine'),
  overview: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), 'registration.overview'),
};
