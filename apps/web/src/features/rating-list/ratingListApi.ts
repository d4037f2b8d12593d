import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ratingListApi,
  ratingListImportResponse,
  ratingListResponse,
  searchFidePlayersResponse,
  type FidePlayersPage,
  type RatingListImport,
  type RatingListInfo,
  type SearchFidePlayersBody,
} from '@kingside/contract';
import { api } from '../../api/index.js';

export const ratingListKeys = {
  current: ['rating-list', 'current'] as const,
  importJob: (jobId: string) => ['rating-list', 'import', jobId] as const,
  search: (body: SearchFidePlayersBody) => ['rating-list', 'search', body] as const,
};

/** The list in use (its date goes wherever its ratings are shown). */
export function useCurrentRatingList() {
  return useQuery({
    queryKey: ratingListKeys.current,
    queryFn: async ({ signal }): Promise<RatingListInfo | null> => (await api({ ...ratingListApi.currentList, response: ratingListResponse, signal })).data,
  });
}

export function useSearchFidePlayers(body: SearchFidePlayersBody | null) {
  return useQuery({
    queryKey: ratingListKeys.search(body ?? {}),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<FidePlayersPage> =>
      (await api({ ...ratingListApi.searchFidePlayers, body: body ?? {}, response: searchFidePlayersResponse, signal })).data,
  });
}

/** Uploads a list file and starts its import; answers the job. */
export function useStartImport() {
  return useMutation({
    mutationFn: async ({ file, listDate }: { file: Blob & { name?: string }; listDate?: string }): Promise<RatingListImport> => {
      const form = new FormData();
      if (listDate) form.append('listDate', listDate);
      form.append('file', file, file.name ?? 'players_list');
      return (await api({ ...ratingListApi.importFideList, body: form, response: ratingListImportResponse })).data;
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
      const path = ratingListApi.importJob.path.replace('{jobId}', encodeURIComponent(jobId ?? ''));
      const job = (await api({ method: ratingListApi.importJob.method, path, response: ratingListImportResponse, signal })).data;
      if (job.state !== 'running') await queryClient.invalidateQueries({ queryKey: ['rating-list'], predicate: (q) => q.queryKey[1] !== 'import' });
      return job;
    },
  });
}
