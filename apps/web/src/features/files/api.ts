import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentFilesResponse, tournamentResponse, type CreateTournamentBody } from '@kingside/contract';
import { api } from '../../api/index.js';
import { tournamentApi, tournamentKeys } from '../../api/tournaments.js';
import { hasFiles, tournamentFormData, type ChosenFiles } from './files.js';

const filesPath = (tournamentId: string) => `/api/tournament/${encodeURIComponent(tournamentId)}/files`;

function useRefreshTournaments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
}

/** Create a tournament: JSON without files, one multipart request (fields plus files) with them. */
export function useCreateTournamentWithFiles() {
  const refresh = useRefreshTournaments();
  return useMutation({
    mutationFn: ({ body, files }: { body: CreateTournamentBody; files: ChosenFiles }) =>
      api({ ...tournamentApi.create, body: hasFiles(files) ? tournamentFormData(body, files) : body, response: tournamentResponse }),
    onSuccess: refresh,
  });
}

/** Add files to a tournament (the files tab, and an edit that picked files). */
export function useAddFiles(tournamentId: string) {
  const refresh = useRefreshTournaments();
  return useMutation({
    mutationFn: (files: ChosenFiles) =>
      api({ method: 'POST', path: filesPath(tournamentId), body: tournamentFormData({}, files), response: tournamentFilesResponse }),
    onSuccess: refresh,
  });
}

export function useDeleteFile(tournamentId: string) {
  const refresh = useRefreshTournaments();
  return useMutation({
    mutationFn: (fileId: string) =>
      api({ method: 'DELETE', path: `${filesPath(tournamentId)}/${encodeURIComponent(fileId)}`, response: tournamentFilesResponse }),
    onSuccess: refresh,
  });
}
