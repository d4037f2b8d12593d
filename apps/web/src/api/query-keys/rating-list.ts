import type { SearchFidePlayersBody } from '@kingside/contract';
import { answerOf, type EndpointName } from './endpoint-key.js';

export const ratingListKeys = {
  /** Everything read from the rating list (a prefix). */
  all: ['rating-list'] as const,
  current: answerOf(['rating-list'], 'ratingList.currentList'),
  importJob: (jobId: string) => answerOf(['rating-list'], 'ratingList.importJob', jobId),
  search: (body: SearchFidePlayersBody) => answerOf(['rating-list'], 'ratingList.searchFidePlayers', body),
  syncPreview: (tournamentId: string) => answerOf(['rating-list'], 'ratingList.syncFidePlayers', tournamentId),
};

/** Whether a cached read holds an import job's answer (a finished import refreshes the list's other reads, not the job). */
export const isImportJob = (queryKey: readonly unknown[]) => queryKey[1] === ('ratingList.importJob' satisfies EndpointName);
