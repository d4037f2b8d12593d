import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, playersUploadFailure, playersUploadResponse, type PlayersUploadReport } from '@kingside/contract';
import type { ClientDeps } from './client.js';
import { endpointUrl } from './endpoint-call.js';
import { browserDeps } from './index.js';
import { refreshEntriesAndRounds } from './players.js';
import { sendUploadForm, type UploadAnswer as GenericUploadAnswer } from './upload.js';

export interface UploadRequest {
  tournamentId: string;
  file: Blob & { name?: string };
  /** Check only; nothing is saved. */
  preview: boolean;
  /** Leave out the rows of players already entered. */
  skipDuplicates: boolean;
}

/** What an upload answered; a refused save still carries the report. */
export type UploadAnswer = GenericUploadAnswer<PlayersUploadReport>;

export function uploadForm(request: UploadRequest): FormData {
  const form = new FormData();
  form.append('tournamentId', request.tournamentId);
  form.append('preview', String(request.preview));
  form.append('skipDuplicates', String(request.skipDuplicates));
  form.append('file', request.file, request.file.name ?? 'players');
  return form;
}

export function sendUpload(deps: ClientDeps, request: UploadRequest): Promise<UploadAnswer> {
  return sendUploadForm(deps, endpoints.playersUpload.upload, uploadForm(request), { success: playersUploadResponse, failure: playersUploadFailure });
}

/** Preview or save; after a save the tournament's players, their cards, rounds and tournament figures are read again. */
export function usePlayersUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => sendUpload(browserDeps, request),
    onSuccess: async (answer, request) => {
      if (!answer.ok || request.preview) return;
      // Late entries get a zero-point bye in the rounds already paired.
      await refreshEntriesAndRounds(queryClient, request.tournamentId);
    },
  });
}

/** The template's address: a plain download link (no sign-in needed). */
export const templateUrl = (format: 'csv' | 'xlsx') => endpointUrl(endpoints.playersUpload.template, { query: { format } });
