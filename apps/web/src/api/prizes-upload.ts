import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, prizeUploadFailure, prizeUploadResponse, type PrizeUploadReport } from '@kingside/contract';
import type { ClientDeps } from './client.js';
import { browserDeps } from './index.js';
import { sendUploadForm, type UploadAnswer } from './upload.js';
import { prizeKeys } from './query-keys/tournament.js';

export interface PrizeUploadRequest {
  tournamentId: string;
  file: Blob & { name?: string };
  /** Check only; nothing is saved. */
  preview: boolean;
}

/** What the upload answered; a refused save still carries the report (which rows, which columns). */
export type PrizeUploadAnswer = UploadAnswer<PrizeUploadReport>;

export function prizeUploadForm(request: PrizeUploadRequest): FormData {
  const form = new FormData();
  form.append('tournamentId', request.tournamentId);
  form.append('preview', String(request.preview));
  form.append('file', request.file, request.file.name ?? 'prizes');
  return form;
}

export function sendPrizeUpload(deps: ClientDeps, request: PrizeUploadRequest): Promise<PrizeUploadAnswer> {
  return sendUploadForm(deps, endpoints.prizes.uploadWinners, prizeUploadForm(request), { success: prizeUploadResponse, failure: prizeUploadFailure });
}

/** Preview or save; after a save the winners (and the structure's dates) are read again. */
export function usePrizeUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PrizeUploadRequest) => sendPrizeUpload(browserDeps, request),
    onSuccess: async (answer, request) => {
      if (answer.ok && !request.preview) await queryClient.invalidateQueries({ queryKey: prizeKeys.all(request.tournamentId) });
    },
  });
}
