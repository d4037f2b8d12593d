import { endpoints, type CreateTournamentBody } from '@kingside/contract';
import { useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { useRefreshTournaments } from './tournaments.js';
import { hasFiles, tournamentFormData, type ChosenFiles } from '../features/files/files.js';

/** Create a tournament: JSON without files, one multipart request (fields plus files) with them. */
export function useCreateTournamentWithFiles() {
  return useCallMutation(
    ({ body, files }: { body: CreateTournamentBody; files: ChosenFiles }) =>
      call(endpoints.tournaments.create, { body: hasFiles(files) ? tournamentFormData(body, files) : body }),
    useRefreshTournaments(),
  );
}

/** Add files to a tournament (the files tab, and an edit that picked files). */
export function useAddFiles(tournamentId: string) {
  return useCallMutation(
    (files: ChosenFiles) => call(endpoints.tournamentFiles.upload, { params: { id: tournamentId }, body: tournamentFormData({}, files) }),
    useRefreshTournaments(),
  );
}

export function useDeleteFile(tournamentId: string) {
  return useCallMutation((fileId: string) => call(endpoints.tournamentFiles.remove, { params: { id: tournamentId, fileId } }), useRefreshTournaments());
}
