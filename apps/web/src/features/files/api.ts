import { tournamentFilesResponse, tournamentResponse, type CreateTournamentBody } from '@kingside/contract';
import { useCallMutation } from '../../api/calls.js';
import { tournamentApi, useRefreshTournaments } from '../../api/tournaments.js';
import { hasFiles, tournamentFormData, type ChosenFiles } from './files.js';

const filesPath = (tournamentId: string) => `/api/tournament/${encodeURIComponent(tournamentId)}/files`;

/** Create a tournament: JSON without files, one multipart request (fields plus files) with them. */
export function useCreateTournamentWithFiles() {
  return useCallMutation(
    ({ body, files }: { body: CreateTournamentBody; files: ChosenFiles }) => ({
      ...tournamentApi.create,
      body: hasFiles(files) ? tournamentFormData(body, files) : body,
      response: tournamentResponse,
    }),
    useRefreshTournaments(),
  );
}

/** Add files to a tournament (the files tab, and an edit that picked files). */
export function useAddFiles(tournamentId: string) {
  return useCallMutation(
    (files: ChosenFiles) =>
      ({ method: 'POST', path: filesPath(tournamentId), body: tournamentFormData({}, files), response: tournamentFilesResponse }) as const,
    useRefreshTournaments(),
  );
}

export function useDeleteFile(tournamentId: string) {
  return useCallMutation(
    (fileId: string) => ({ method: 'DELETE', path: `${filesPath(tournamentId)}/${encodeURIComponent(fileId)}`, response: tournamentFilesResponse }) as const,
    useRefreshTournaments(),
  );
}
