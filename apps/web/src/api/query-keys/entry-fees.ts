import { answerOf } from './endpoint-key.js';

export const entryFeeKeys = {
  /** Everything about a tournament's entry fees (a prefix). */
  all: (tournamentId: string) => ['entry-fees', tournamentId] as const,
  list: (tournamentId: string) => answerOf(entryFeeKeys.all(tournamentId), 'entryFees.ofTournament'),
  mine: (tournamentId: string) => answerOf(entryFeeKeys.all(tournamentId), 'entryFees.mine'),
  order: (tournamentId: string, orderId: string) => answerOf(entryFeeKeys.all(tournamentId), 'entryFees.order', orderId),
};
