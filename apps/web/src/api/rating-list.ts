import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FideSyncResponse, type RatingListImport, type SearchFidePlayersBody } from '@kingside/contract';
import { callQuery } from './calls.js';
import { call } from './endpoint-call.js';
import { api } from './index.js';
import { refreshEntriesAndRounds } from './players.js';
import { ratingListKeys, isImportJob } from './query-keys/rating-list.js';

/** The list in use (its date goes wherever its ratings are shown). */
export function useCurrentRatingList() {
  return useQuery(callQuery(ratingListKeys.current, call(endpoints.ratingList.currentList)));
}

export function useSearchFidePlayers(body: SearchFidePlayersBody | null) {
  return useQuery({
    ...callQuery(ratingListKeys.search(body ?? {}), call(endpoints.ratingList.searchFidePlayers, { body: body ?? {} })),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** Uploads a list file and starts its import; answers the job. */
export function useStartImport() {
  return useMutation({
    mutationFn: async ({ file, listDate }: { file: Blob & { name?: string }; listDate?: string }): Promise<RatingListImport> => {
      const form = new FormData();
      if (listDate) form.append('listDate', listDate);
      form.append('file', file, file.name ?? 'players_list');
      return (await api(call(endpoints.ratingList.importFideList, { body: form }))).data;
    },
  });
}

/** The job, polled every second while it runs; when it ends, the list in use is read again. */
export function useImportJob(jobId: string | null) {
  const queryClient = useQueryClient();
  return useQuery<RatingListImport>({
    queryKey: ratingListKeys.importJob(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1000 : false),
    queryFn: async ({ signal }): Promise<RatingListImport> => {
      const job = (await api({ ...call(endpoints.ratingList.importJob, { params: { jobId: jobId ?? '' } }), signal })).data;
      if (job.state !== 'running') await queryClient.invalidateQueries({ queryKey: ratingListKeys.all, predicate: (q) => !isImportJob(q.queryKey) });
      return job;
    },
  });
}

const syncFidePlayers = (tournamentId: string, apply: boolean, signal?: AbortSignal): Promise<FideSyncResponse> =>
  api({ ...call(endpoints.ratingList.syncFidePlayers, { params: { id: tournamentId }, body: { apply } }), signal });

/** What syncing the tournament with the list in use would change; a preview changes nothing, so it is read like data. */
export function useFideSyncPreview(tournamentId: string) {
  return useQuery({
    queryKey: ratingListKeys.syncPreview(tournamentId),
    // Always compared afresh: players may have been edited since the panel last opened.
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => (await syncFidePlayers(tournamentId, false, signal)).data,
  });
}

/** Applies the sync; the players (numbers, ratings), their cards, rounds and the preview are read again. */
export function useApplyFideSync(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncFidePlayers(tournamentId, true),
    onSuccess: () =>
      Promise.all([refreshEntriesAndRounds(queryClient, tournamentId), queryClient.invalidateQueries({ queryKey: ratingListKeys.syncPreview(tournamentId) })]),
  });
}
